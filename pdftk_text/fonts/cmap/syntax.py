"""CMap syntax: the one-pass tokenizer and the token readers (strings, names, codes).

The tokenizer must never rescan: a stray "(" or "<" costs one bounded scan.
"""

from __future__ import annotations

import binascii
import re

class CMapError(Exception):
    """The data holds no CMap at all (no section, no ``usecmap``, no CMap name)."""



# PDF whitespace (ISO 32000-2 §7.2.3) includes NUL, which Python's \s does not.
_WS = rb"\x00\t\n\x0b\x0c\r "
_DELIMS = rb"()<>\[\]{}/%"
_REGULAR = rb"[^" + _WS + _DELIMS + rb"]"

# One pass of finditer over the whole stream. Every match first swallows the
# whitespace before it, so the scanner never fails at a blank (which would make a
# run of blanks quadratic, as trailing blanks were before the end branch). Possessive
# quantifiers keep an unterminated string from backtracking: a stray "(" or "<"
# costs one scan of what follows it, then falls through to the last branch. That
# scan is bounded for literal strings (64 items, one level of nesting), since an
# escaped "\(" inside one does not stop the next attempt: "(\(\(\(..." would
# otherwise rescan to the end from every "(". A CMap's strings (Registry, Ordering,
# a 1- to 4-byte code) are far shorter; a longer one is read as garbage.
_TOKEN = re.compile(
    rb"[" + _WS + rb"]*+(?:"
    rb"<([0-9A-Fa-f]*+)>"  # 1 hex string, the common case
    rb"|(-?[0-9]++)(?!" + _REGULAR + rb")"  # 2 integer
    rb"|(" + _REGULAR + rb"++)"  # 3 keyword, or a token we do not read (reals)
    rb"|/(" + _REGULAR + rb"*+)"  # 4 name
    rb"|<([0-9A-Fa-f" + _WS + rb"]*+)>"  # 5 hex string with blanks inside
    rb"|(<<|>>|\[|\]|\{|\})"  # 6 delimiter
    rb"|\(((?:[^()\\]|\\.|\((?:[^()\\]|\\.){0,32}+\)){0,64}+)\)"  # 7 literal string
    rb"|%[^\r\n]*+"  # comment
    rb"|[^" + _WS + rb"]"  # stray byte: skipped
    rb"|\Z"  # trailing blanks, matched once rather than retried from each blank
    rb")",
    re.S,
)
_HEX, _INT, _KEYWORD, _NAME, _HEX_BLANKS, _DELIM, _STRING = range(1, 8)
_BLANKS = re.compile(rb"[" + _WS + rb"]+")
_ESCAPE = re.compile(rb"\\([0-7]{1,3}|\r\n|.)", re.S)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")


class _Lit:
    """A literal string operand, told apart from a hex string (kept as its digits)."""

    __slots__ = ("raw",)

    def __init__(self, raw: bytes):
        self.raw = raw


def _unescape(body: bytes) -> bytes:
    def one(m: re.Match) -> bytes:
        e = m.group(1)
        if 0x30 <= e[0] <= 0x37:  # octal; "\8" is an unknown escape, kept as "8"
            return bytes([int(e, 8) & 0xFF])
        if e in (b"\n", b"\r", b"\r\n"):
            return b""  # a line continuation
        return _ESCAPES.get(e, e)

    return _ESCAPE.sub(one, body) if b"\\" in body else body


def _name(raw: bytes) -> str:
    if b"#" in raw:
        raw = _NAME_ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]), raw)
    return raw.decode("latin-1")


def _code(tok: object) -> tuple[int, int] | None:
    """A source code operand as (value, byte length); None if it is not one."""
    if type(tok) is bytes:
        n = len(tok)
        if n == 0 or n > 8:  # ISO 32000-2 §9.7.6.2: codes are 1 to 4 bytes
            return None
        if n & 1:  # §7.3.4.3: a missing final digit is 0
            tok += b"0"
            n += 1
        return int(tok, 16), n >> 1
    if type(tok) is _Lit and 1 <= len(tok.raw) <= 4:
        return int.from_bytes(tok.raw, "big"), len(tok.raw)
    return None


def _raw(tok: object) -> bytes | None:
    """A destination string operand as bytes; None if it is not a string."""
    if type(tok) is bytes:
        return binascii.a2b_hex(tok + b"0" if len(tok) & 1 else tok)
    if type(tok) is _Lit:
        return tok.raw
    return None
