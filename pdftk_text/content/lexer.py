"""The content-stream lexer: one compiled regex over the stream's bytes.

Tokens come from ``TOKEN.finditer``; the interpreter classifies each by the group that
matched (``match.lastindex``), so no token is looked at twice. Literal strings are
matched whole, with up to ``STRING_NESTING`` levels of balanced parentheses, by the
regex itself; an inline image's data is skipped by ``skip_inline_image``. This module
must never interpret operators.

Hostile bytes are bounded here: numbers at ``MAX_REAL``, a run of numbers at its last
``MAX_OPERANDS``, a big array at its first ``MAX_ARRAY_ITEMS`` and each string at what
the caller can show (``literal_at``); the interpreter bounds what piles up between
operators with ``MAX_PENDING`` and ``MAX_NESTING``.
"""

import re

STRING_NESTING = 6   # deeper balanced parentheses inside one string do not occur in practice

_WS = rb"\x00\t\n\f\r "
_DELIM = rb"()<>\[\]{}/%"


def _string_pattern(depth):
    # Possessive quantifiers: a run of plain bytes is taken whole and never given back, so
    # a string of 10**8 bytes costs one pass and no backtracking state (a plain ``*``
    # here kept one frame per byte: gigabytes on a hostile TJ).
    inner = rb"(?:[^()\\]++|\\.)*+"
    for _ in range(depth):
        inner = rb"(?:[^()\\]++|\\.|\(" + inner + rb"\))*+"
    return rb"\(" + inner + rb"\)"


NUMBERS, NAME, STRING, HEX, ARRAY, DELIM, KEYWORD, COMMENT, STRAY = range(1, 10)

# A sign or a point with no digits ("-" in "[(v)-(e)]", "+.") is a number too, read as
# zero as poppler and MuPDF read it; as a keyword it was an unknown operator that cost
# its whole operand array.
_NUM = rb"(?:[-+]?+(?:\d++\.?+\d*+|\.\d++)|[-+]\.?+|\.)"
_STR = _string_pattern(STRING_NESTING)
_HEXS = rb"<[0-9A-Fa-f" + _WS + rb"]*+>"

# Numbers in a row are one token (``1 0 0 1 72 700``), split by the interpreter with
# bytes.split: most operands are numbers, and a regex match per number costs more.
# An array of strings and numbers only (a TJ operand) is one token too, its items read
# by ARRAY_ITEM; any other array falls back to the bracket delimiters.
TOKEN = re.compile(
    rb"[" + _WS + rb"]*(?:"
    rb"(" + _NUM + rb"(?:[" + _WS + rb"]++" + _NUM + rb")*+)"           # 1 numbers
    rb"|/([^" + _WS + _DELIM + rb"]*)"                  # 2 name
    rb"|(" + _STR + rb")"                                # 3 literal string
    rb"|<([0-9A-Fa-f" + _WS + rb"]*)>"                  # 4 hex string
    rb"|\[((?:[" + _WS + rb"]*+(?:" + _STR + rb"|" + _HEXS + rb"|" + _NUM + rb"))*+)[" + _WS + rb"]*\]"  # 5 TJ array
    rb"|(<<|>>|\[|\]|\{|\})"                             # 6 delimiter
    rb"|([^" + _WS + _DELIM + rb"]+)"                   # 7 keyword
    rb"|(%[^\r\n]*)"                                     # 8 comment
    rb"|(.)"                                             # 9 a stray byte: read around
    rb")", re.S)

ARRAY_ITEM = re.compile(rb"(" + _STR + rb")|<([0-9A-Fa-f" + _WS + rb"]*)>|(" + _NUM + rb")", re.S)


def array_items(body):
    """The strings (bytes) and numbers (float) of a TJ-like array's body."""
    found = ARRAY_ITEM.findall(body)
    try:
        return [literal_string(text) if text else hex_string(digits) if value == b"" else float(value)
                for text, digits, value in found]
    except ValueError:      # a sign with no digits
        return [literal_string(text) if text else hex_string(digits) if value == b"" else number(value)
                for text, digits, value in found]


BIG_TOKEN = 1 << 16    # past this, an array is read in place, and only its first items


def array_items_at(data, start, end, longest):
    """``array_items`` of ``data[start:end]``: at most MAX_ARRAY_ITEMS items, each string
    sliced once from ``data`` and cut to ``longest`` bytes (a TJ of 10**7 one-glyph
    strings would otherwise make a list of 10**7 items)."""
    items = []
    for match in ARRAY_ITEM.finditer(data, start, end):
        kind = match.lastindex
        if kind == 1:
            items.append(literal_at(data, *match.span(1), longest))
        elif kind == 2:
            items.append(hex_string(match.group(2)))
        else:
            items.append(number(match.group(3)))
        if len(items) >= MAX_ARRAY_ITEMS:
            break
    return items


def literal_at(data, start, end, longest):
    """``literal_string`` of the token ``data[start:end]``, at most ``longest`` bytes of it
    read, sliced once: a Tj of 10**8 bytes costs what the glyph limit lets it show."""
    body = data[start + 1:min(end - 1, start + 1 + longest)]
    if b"\\" not in body:
        if b"\r" in body:
            body = body.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        return body
    return _ESCAPE.sub(_unescape, body)


MAX_OPERANDS = 1024    # no operator takes more; a longer run of numbers keeps only its last ones
# Operands of any kind piled up before an operator (``/a /a /a ...`` or ``1 %\n`` repeated
# needs no run): past MAX_PENDING the interpreter keeps the last MAX_OPERANDS. An array
# keeps its first MAX_ARRAY_ITEMS items (ISO 32000-1 Annex C cites 8191 as Acrobat's
# limit), and arrays and dictionaries open inside each other at most MAX_NESTING deep.
MAX_PENDING = 1 << 16
MAX_ARRAY_ITEMS = 1 << 16
MAX_NESTING = 32


# The largest real a reader need take (ISO 32000-1 Annex C, ±3.403e38); past it a number
# reads as the bound. Unbounded, 400 digits read as inf and inf - inf as NaN, which no
# position or colour survives (found by fuzzing: fuzz/content_interpreter.py).
MAX_REAL = 3.403e38
_LONGEST_REAL = 38          # characters: a shorter number is below MAX_REAL


def numbers(token):
    """Floats of a run of number tokens (``1 0 0 1 72 700``), at most the last MAX_OPERANDS."""
    values = token.rsplit(None, MAX_OPERANDS)
    if len(values) > MAX_OPERANDS:
        del values[0]       # everything before the last MAX_OPERANDS numbers, unsplit
    try:
        found = [float(value) for value in values]
    except ValueError:       # "+." or "-": a sign with no digits reads as zero, as viewers do
        found = [number(value) for value in values]
    if len(token) > _LONGEST_REAL and (max(found) > MAX_REAL or min(found) < -MAX_REAL):
        found = [min(max(value, -MAX_REAL), MAX_REAL) for value in found]
    return found


_ESCAPE = re.compile(rb"\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))", re.S)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f",
            b"(": b"(", b")": b")", b"\\": b"\\"}
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")


def _unescape(match):
    octal, newline, char = match.groups()
    if octal is not None:
        return bytes((int(octal, 8) & 0xFF,))
    if newline is not None:
        return b""
    return _ESCAPES.get(char, char)


def literal_string(token):
    """The bytes of a literal string token ``(...)``, escapes resolved (ISO 32000 §7.3.4.2)."""
    body = token[1:-1]
    if b"\\" not in body:
        if b"\r" in body:
            body = body.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        return body
    return _ESCAPE.sub(_unescape, body)


def hex_string(token):
    try:
        return bytes.fromhex(token.decode("ascii"))     # fromhex skips ASCII white space
    except ValueError:                                  # odd digit count (or NUL): a final 0 is implied
        digits = bytes(b for b in token if b not in b"\x00\t\n\f\r ")
        return bytes.fromhex((digits + b"0" if len(digits) % 2 else digits).decode("ascii"))


def name(token):
    """A name token's text without the slash, #xx escapes resolved (latin-1 keeps bytes)."""
    if b"#" in token:
        token = _NAME_ESCAPE.sub(lambda m: bytes((int(m.group(1), 16),)), token)
    return token.decode("latin-1")


def number(token):
    try:
        return min(max(float(token), -MAX_REAL), MAX_REAL)
    except ValueError:       # "+.": a sign with no digits reads as zero, as viewers do
        return 0.0


_EI = re.compile(rb"[" + _WS + rb"]EI(?=[" + _WS + rb"]|$)")


def skip_inline_image(data, start, lengths=()):
    """(data start, data end, resume) of inline image data beginning just past ``ID``.

    One white-space byte follows ``ID``. Each candidate length in ``lengths`` (what
    the samples of an unfiltered image fill, a declared /L) is tried in turn and taken
    when an EI follows it; otherwise the first ``EI`` between white space is taken, as
    every viewer does. None when there is no end.
    """
    if start < len(data) and data[start] in b"\x00\t\n\f\r ":
        start += 1
    match = None
    for length in lengths:
        if length is not None and 0 <= length <= len(data) - start:
            match = _EI.match(data, start + length) or _EI.match(data, start + length - 1)
            if match:
                break
    match = match or _EI.search(data, start)
    return (start, match.start(), match.end()) if match else None


_COMPONENTS = {"G": 1, "DeviceGray": 1, "CalGray": 1, "I": 1, "Indexed": 1,
               "RGB": 3, "DeviceRGB": 3, "CalRGB": 3, "CMYK": 4, "DeviceCMYK": 4}


def inline_image_size(entries):
    """Bytes the samples of an unfiltered inline image fill (§8.9.7), or None.

    Its data has no other end than EI, and EI may occur inside the samples; the size
    its /W, /H, /BPC and colour space imply finds the true end (a lying /L aside).
    """
    get = entries.get
    if get("F", get("Filter")) not in (None, []):
        return None
    width, height = get("W", get("Width")), get("H", get("Height"))
    if get("IM", get("ImageMask")) is True:
        bits, components = 1.0, 1
    else:
        bits = get("BPC", get("BitsPerComponent"))
        space = get("CS", get("ColorSpace"))
        space = space[0] if isinstance(space, list) and space else space
        components = _COMPONENTS.get(space) if isinstance(space, str) else None
    if not all(isinstance(v, float) and v.is_integer() and 0 < v < 1 << 20
               for v in (width, height, bits)) or components is None:
        return None
    return (int(width) * components * int(bits) + 7) // 8 * int(height)
