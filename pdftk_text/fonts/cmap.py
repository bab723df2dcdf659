"""CMap programs read from PDFs: ToUnicode maps and the encoding CMaps of Type 0 fonts.

This module holds the CMap tokenizer and parser, the code-space splitter that cuts a
shown string into codes (ISO 32000-2 §9.7.6.2), the ToUnicode reader with its faults
read through (§9.10.3), the code-to-CID reader with its notdef rules (§9.7.6.3), and
the Identity-H/V CMaps, which need no data.

What it must never do:

- expand a range code by code: a ``bfrange`` spanning 2³² codes costs one entry,
  whatever it spans, and lookups bisect over range starts;
- loop forever or follow a ``usecmap`` cycle: chains are walked iteratively with a
  visited set, and the splitter consumes at least one byte per code;
- raise on damaged data: garbage between sections is skipped and a truncated CMap
  gives what was read before the damage. ``CMapError`` is only for data holding no
  CMap at all;
- guess: a destination that is empty, a control character or not UTF-16 reads as
  ``None`` so that the caller falls back to the font's encoding.

Nothing here knows about PDF objects or glyph names: the caller hands over stream
bytes and a ``resolve`` callable for CMaps named by ``usecmap``.
"""

from __future__ import annotations

import binascii
import heapq
import operator
import re
import sys
import unicodedata
from array import array
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from itertools import islice
from collections.abc import Callable, Iterable, Iterator

__all__ = [
    "CMapError",
    "CidCMap",
    "CodeSplitter",
    "CodespaceRange",
    "ToUnicodeMap",
    "identity_cmap",
    "parse_cid_cmap",
    "parse_tounicode",
]

Resolve = Callable[[str], "bytes | None"]


class CMapError(Exception):
    """The data holds no CMap at all (no section, no ``usecmap``, no CMap name)."""


# --------------------------------------------------------------------------- tokens

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


# --------------------------------------------------------------------------- tables


class _Layer:
    """Entries of one CMap as read: singles, and ranges kept as (start, end, value).

    Values are ints. For code-to-CID they are CIDs. For ToUnicode a value >= 0 is a
    2-byte UTF-16 unit (the common case, kept out of the heap), and a value < 0 is
    ``-(i + 1)`` for ``pool[i]``: the destination's bytes, or a tuple of them for the
    array form of ``bfrange``.
    """

    __slots__ = ("singles", "starts", "ends", "values")

    def __init__(self) -> None:
        self.singles: dict[int, int] = {}
        self.starts = array("Q")
        self.ends = array("Q")
        self.values = array("q")


class _Table:
    """Lookup structure: a dict of single codes over disjoint, sorted range segments.

    A segment carries the start of the range it came from (``bases``) so that a value
    is reached as ``value + (code - base)`` whichever piece of its range the segment is.
    """

    __slots__ = ("singles", "starts", "ends", "bases", "values")

    def __init__(self, singles, starts, ends, bases, values) -> None:
        self.singles = singles
        self.starts, self.ends, self.bases, self.values = starts, ends, bases, values

    def find(self, code: int) -> tuple[int, int] | None:
        """(value, offset of the code in its range), or None."""
        v = self.singles.get(code)
        if v is not None:
            return v, 0
        i = bisect_right(self.starts, code) - 1
        if i >= 0 and code <= self.ends[i]:
            return self.values[i], code - self.bases[i]
        return None

    def __len__(self) -> int:
        return len(self.singles) + len(self.starts)


def _flatten(starts: array, ends: array, values: array) -> _Table:
    """Ranges as disjoint sorted segments; where ranges overlap, the later one wins.

    Producers almost always write ranges sorted and disjoint, which one C-speed pass
    confirms; then the input is used as is. Otherwise a sweep in start order keeps the
    open ranges in a heap keyed by their order and cuts a segment wherever the winner
    changes: O(n log n), never proportional to the codes spanned.
    """
    n = len(starts)
    if n < 2 or all(map(operator.lt, islice(ends, 0, n - 1), islice(starts, 1, None))):
        return _Table({}, starts, ends, starts, values)
    out = _Table({}, array("Q"), array("Q"), array("Q"), array("q"))
    heap: list[int] = []  # -order of each open range: the winner on top
    pos = 0  # codes below pos are settled
    for i in sorted(range(n), key=starts.__getitem__):
        s = starts[i]
        while heap and ends[-heap[0]] < s:  # winners closing before s
            w = -heapq.heappop(heap)
            if ends[w] >= pos:
                _emit(out, starts, values, w, pos, ends[w])
                pos = ends[w] + 1
        if heap and -heap[0] < i:  # the newer range takes over at s
            _emit(out, starts, values, -heap[0], pos, s - 1)
        if not heap or -heap[0] < i:
            pos = s
        heapq.heappush(heap, -i)
    while heap:
        w = -heapq.heappop(heap)
        if ends[w] >= pos:
            _emit(out, starts, values, w, pos, ends[w])
            pos = ends[w] + 1
    return out


def _emit(out: _Table, starts: array, values: array, w: int, a: int, b: int) -> None:
    if a > b:
        return
    if len(out.ends) and out.ends[-1] + 1 == a and out.bases[-1] == starts[w] \
            and out.values[-1] == values[w]:
        out.ends[-1] = b  # the same range on both sides of a beaten one's stretch
        return
    out.starts.append(a), out.ends.append(b), out.bases.append(starts[w])
    out.values.append(values[w])


def _merge(layers: list[_Layer]) -> _Table:
    """One table from a ``usecmap`` chain, the used CMap first.

    Within one CMap a single code (``bfchar``, ``cidchar``) overrides a range covering
    it, being the more specific entry; across the chain every entry of the using CMap
    overrides the used one's, so its ranges also hide the used CMap's single codes.
    """
    if len(layers) == 1:
        layer = layers[0]
        table = _flatten(layer.starts, layer.ends, layer.values)
        table.singles = layer.singles
        return table
    singles: dict[int, int] = {}
    starts, ends, values = array("Q"), array("Q"), array("q")
    for layer in layers:
        if singles and len(layer.starts):
            cover = _flatten(layer.starts, layer.ends, layer.values)
            singles = {c: v for c, v in singles.items() if cover.find(c) is None}
        singles.update(layer.singles)
        starts.extend(layer.starts), ends.extend(layer.ends), values.extend(layer.values)
    table = _flatten(starts, ends, values)
    table.singles = singles
    return table


# --------------------------------------------------------------------------- parser

_TOP, _CODESPACE, _BFCHAR, _BFRANGE, _CIDCHAR, _CIDRANGE, _NDCHAR, _NDRANGE = range(8)
_BEGIN = {
    b"begincodespacerange": _CODESPACE,
    b"beginbfchar": _BFCHAR,
    b"beginbfrange": _BFRANGE,
    b"begincidchar": _CIDCHAR,
    b"begincidrange": _CIDRANGE,
    b"beginnotdefchar": _NDCHAR,
    b"beginnotdefrange": _NDRANGE,
}
_END = {
    b"endcodespacerange", b"endbfchar", b"endbfrange", b"endcidchar",
    b"endcidrange", b"endnotdefchar", b"endnotdefrange",
}
# Operands of a section are taken in batches, so that a section of a million lines
# never holds more than this many tokens at once.
_BATCH = 3 * 4096
# An array still open past this many operands is given up on: no CMap entry needs it.
_OPEN_LIMIT = 1 << 20
_MAX_CID = 0xFFFFFFFF


@dataclass(frozen=True)
class CodespaceRange:
    """A code space range: codes of ``len(low)`` bytes, each byte within its bounds.

    ISO 32000-2 §9.7.6.2 reads the bounds byte by byte, not as integers: ``<8140>
    <9FFC>`` takes first bytes 81–9F and second bytes 40–FC.
    """

    low: bytes
    high: bytes

    def __post_init__(self) -> None:
        if not 1 <= len(self.low) <= 4 or len(self.low) != len(self.high):
            raise ValueError("codespace bounds must have the same length, 1 to 4 bytes")

    def contains(self, code: bytes) -> bool:
        return len(code) == len(self.low) and all(
            lo <= b <= hi for lo, b, hi in zip(self.low, code, self.high)
        )


class _Parsed:
    """What one CMap stream says, before a ``usecmap`` chain is merged."""

    def __init__(self) -> None:
        self.name: str | None = None
        self.usecmap: str | None = None
        self.wmode: int | None = None
        self.registry: str | None = None
        self.ordering: str | None = None
        self.supplement: int | None = None
        self.codespace: list[CodespaceRange] = []
        self.bf, self.cid, self.notdef = _Layer(), _Layer(), _Layer()
        self.code_lengths: Counter[int] = Counter()
        self.faults: set[str] = set()
        self.is_cmap = False


def _scan(data: bytes, pool: list) -> _Parsed:
    """Read one CMap stream: the operand stack machine over ``_TOKEN.finditer``."""
    p = _Parsed()
    ops: list = []
    marks: list[int] = []  # where each open "[" or "<<" began in ops
    mode = _TOP
    for m in _TOKEN.finditer(data):
        k = m.lastindex
        if k == _HEX:
            ops.append(m.group(k))
        elif k == _INT:
            ops.append(int(m.group(k)))
        elif k == _KEYWORD:
            mode = _keyword(p, m.group(k), mode, ops, pool)
            if not ops:
                marks.clear()
            continue
        elif k == _NAME:
            ops.append(_name(m.group(k)))
        elif k == _HEX_BLANKS:
            ops.append(_BLANKS.sub(b"", m.group(k)))
        elif k == _DELIM:
            _delimiter(m.group(k), ops, marks)
            continue
        elif k == _STRING:
            ops.append(_Lit(_unescape(m.group(k))))
        else:
            continue  # a comment or a stray byte
        if len(ops) > _BATCH and (not marks or len(ops) > _OPEN_LIMIT):
            marks.clear()
            if mode == _TOP:
                del ops[:-8]  # garbage between sections: keep what a keyword may need
            else:
                _take(p, mode, ops, pool, final=False)
    if mode != _TOP:
        p.faults.add("truncated")
        _take(p, mode, ops, pool, final=True)
    return p


def _delimiter(d: bytes, ops: list, marks: list[int]) -> None:
    if d == b"[" or d == b"<<":
        marks.append(len(ops))
    elif (d == b"]" or d == b">>") and marks:
        at = marks.pop()  # a "]" closing a "<<" is damage: the closer decides
        items = ops[at:]
        del ops[at:]
        if d == b"]":
            ops.append(tuple(items))
        else:
            ops.append({items[i]: items[i + 1] for i in range(0, len(items) - 1, 2)
                        if type(items[i]) is str})
    # "{" and "}" delimit procedures, which hold nothing a CMap entry needs


def _keyword(p: _Parsed, kw: bytes, mode: int, ops: list, pool: list) -> int:
    """Act on a keyword; return the new mode. Clears ``ops`` unless it ignores ``kw``."""
    begin = _BEGIN.get(kw)
    if begin is not None or kw in _END or kw == b"endcmap":
        p.is_cmap = True
        if mode != _TOP:
            if kw not in _END:  # a section left open by damage: keep what it held
                p.faults.add("truncated")
            _take(p, mode, ops, pool, final=True)
        ops.clear()
        return _TOP if begin is None else begin
    if mode != _TOP:
        return mode  # garbage inside a section: skipped, the entries around it kept
    if kw == b"def" and len(ops) >= 2 and type(ops[-2]) is str:
        _define(p, ops[-2], ops[-1])
    elif kw == b"usecmap" and ops and type(ops[-1]) is str:
        p.usecmap, p.is_cmap = ops[-1], True
    elif kw == b"begincmap":
        p.is_cmap = True
    ops.clear()
    return mode


def _text(v: object) -> str | None:
    if type(v) is _Lit:
        return v.raw.decode("latin-1")
    if type(v) is str:
        return v
    return None


def _define(p: _Parsed, key: str, value: object) -> None:
    if key == "CMapName" and type(value) is str:
        p.name, p.is_cmap = value, True
    elif key == "WMode" and type(value) is int:
        p.wmode = 1 if value == 1 else 0
    elif key == "CIDSystemInfo":
        if type(value) is tuple and value:  # old CMaps wrap the dict in an array
            value = value[0]
        if type(value) is dict:
            for k, v in value.items():
                _define(p, k, v)
    elif key in ("Registry", "Ordering"):  # also the "3 dict dup begin" form
        setattr(p, key.lower(), _text(value))
    elif key == "Supplement" and type(value) is int:
        p.supplement = value


def _take(p: _Parsed, mode: int, ops: list, pool: list, final: bool) -> None:
    """Consume the complete entries at the head of ``ops`` for a section."""
    used, skipped = _TAKERS[mode](p, ops, pool)
    if final:
        skipped += len(ops) - used
        used = len(ops)
    if skipped:
        p.faults.add("malformed")
    del ops[:used]


def _take_codespace(p: _Parsed, ops: list, pool: list) -> tuple[int, int]:
    i, n, skipped = 0, len(ops), 0
    while i + 1 < n:
        lo, hi = _raw(ops[i]), _raw(ops[i + 1])
        if lo is None or hi is None:
            i, skipped = i + 1, skipped + 1
            continue
        if len(lo) == len(hi) and 1 <= len(lo) <= 4:
            p.codespace.append(CodespaceRange(lo, hi))
        else:
            skipped += 2
        i += 2
    return i, skipped


def _take_chars(layer: _Layer, ops: list, value: Callable) -> tuple[int, int]:
    """Entries ``src dst``. A misplaced token is skipped one at a time to resync."""
    singles = layer.singles
    i, n, skipped = 0, len(ops), 0
    while i + 1 < n:
        src, dst = _code(ops[i]), ops[i + 1]
        v = value(dst) if src is not None else None
        if v is None:
            # a name destination is well placed but unread: drop the pair with it
            step = 2 if src is not None and type(dst) is str else 1
            i, skipped = i + step, skipped + step
            continue
        singles[src[0]] = v
        i += 2
    return i, skipped


def _take_ranges(layer: _Layer, ops: list, value: Callable) -> tuple[int, int]:
    """Entries ``lo hi dst``; stored as one range whatever it spans."""
    starts, ends, values = layer.starts, layer.ends, layer.values
    i, n, skipped = 0, len(ops), 0
    while i + 2 < n:
        lo, hi = ops[i], ops[i + 1]
        # A million lines pass here: even-length hex codes skip the general reader.
        if (type(lo) is bytes and type(hi) is bytes and len(lo) in _EVEN_CODE
                and len(hi) in _EVEN_CODE):
            a, b = int(lo, 16), int(hi, 16)
        else:
            lo, hi = _code(lo), _code(hi)
            if lo is None or hi is None:
                i, skipped = i + 1, skipped + 1
                continue
            a, b = lo[0], hi[0]
        v = value(ops[i + 2])
        if v is None or b < a:
            i, skipped = i + 3, skipped + 3
            continue
        starts.append(a), ends.append(b), values.append(v)
        i += 3
    return i, skipped


_EVEN_CODE = frozenset((2, 4, 6, 8))


def _bf_value(pool: list) -> Callable[[object], int | None]:
    def value(dst: object) -> int | None:
        if type(dst) is bytes and len(dst) == 4:
            u = int(dst, 16)
            if not 0xD800 <= u <= 0xDFFF:
                return u
        if type(dst) is tuple:
            raw = tuple(_raw(e) for e in dst)
        else:
            raw = _raw(dst)
            if raw is None:
                return None
        pool.append(raw)
        return -len(pool)

    return value


def _cid_value(dst: object) -> int | None:
    return dst if type(dst) is int and 0 <= dst <= _MAX_CID else None


def _count_lengths(p: _Parsed, ops: list, used: int) -> None:
    # Kept for CMaps with no code space: their entries tell the code length.
    p.code_lengths.update(len(t) + 1 >> 1 for t in ops[:used] if type(t) is bytes)


def _cid_taker(kind: str, ranges: bool):
    def take(p: _Parsed, ops: list, pool: list) -> tuple[int, int]:
        layer = getattr(p, kind)
        took = _take_ranges if ranges else _take_chars
        used, skipped = took(layer, ops, _cid_value)
        _count_lengths(p, ops, used)
        return used, skipped

    return take


_TAKERS = {
    _CODESPACE: _take_codespace,
    _BFCHAR: lambda p, ops, pool: _take_chars(p.bf, ops, _bf_value(pool)),
    _BFRANGE: lambda p, ops, pool: _take_ranges(p.bf, ops, _bf_value(pool)),
    _CIDCHAR: _cid_taker("cid", False),
    _CIDRANGE: _cid_taker("cid", True),
    _NDCHAR: _cid_taker("notdef", False),
    _NDRANGE: _cid_taker("notdef", True),
}


_IDENTITY = {"Identity-H": 0, "Identity-V": 1}


def _full_codespace(n: int) -> CodespaceRange:
    return CodespaceRange(b"\x00" * n, b"\xff" * n)


def _identity_parsed(wmode: int) -> _Parsed:
    """Identity-H/V, built rather than read: 2-byte codes, CID = code."""
    p = _Parsed()
    p.name, p.wmode, p.is_cmap = ("Identity-H", "Identity-V")[wmode], wmode, True
    p.registry, p.ordering, p.supplement = "Adobe", "Identity", 0
    p.codespace.append(_full_codespace(2))
    p.cid.starts.append(0), p.cid.ends.append(0xFFFF), p.cid.values.append(0)
    return p


def _load_chain(
    data: bytes, resolve: Resolve | None, pool: list, identity: bool
) -> tuple[list[_Parsed], set[str]]:
    """The CMap and those it uses, user first; a cycle or a missing CMap ends the walk.

    ``identity``: whether an Identity-H/V named by ``usecmap`` contributes its
    mappings (encoding CMaps) or is ignored (ToUnicode, where it maps nothing).
    """
    first = _scan(bytes(data), pool)
    if not first.is_cmap:
        raise CMapError("no CMap in the data: no section, usecmap or CMap name")
    chain, faults = [first], set(first.faults)
    visited = {first.name} if first.name else set()
    name = first.usecmap
    while name is not None:
        if name in visited:
            faults.add("usecmap-cycle")
            break
        visited.add(name)
        if name in _IDENTITY:
            if identity:
                chain.append(_identity_parsed(_IDENTITY[name]))
            break
        used = resolve(name) if resolve is not None else None
        parsed = _scan(bytes(used), pool) if used is not None else None
        if parsed is None or not parsed.is_cmap:
            faults.add("usecmap-missing")
            break
        chain.append(parsed)
        faults |= parsed.faults
        name = parsed.usecmap
    return chain, faults


def _first_set(chain: list[_Parsed], attr: str):
    """The value the nearest CMap of the chain defines: the user's own first."""
    return next((getattr(c, attr) for c in chain if getattr(c, attr) is not None), None)


# --------------------------------------------------------------------------- codes


class CodeSplitter:
    """Splits a shown string into codes by code space ranges (ISO 32000-2 §9.7.6.2).

    Bytes are matched against the ranges of increasing length, the shortest match
    winning. Bytes matching no range are taken as one code of the shortest code
    space length (§9.7.6.3), so that at least one byte is consumed per code.
    """

    def __init__(self, ranges: Iterable[CodespaceRange]):
        self.ranges = tuple(dict.fromkeys(ranges))
        lengths = sorted({len(r.low) for r in self.ranges})
        self.shortest = lengths[0] if lengths else 1
        self._fixed = lengths[0] if len(lengths) == 1 else 0
        self._first = None
        if not self._fixed:
            self._first = self._first_bytes(lengths)

    def _first_bytes(self, lengths):
        """Per first byte, the (length, ranges) that byte may start, shortest first."""
        first: list[list] = [[] for _ in range(256)]
        for n in lengths:
            same = [r for r in self.ranges if len(r.low) == n]
            for b in range(256):
                hits = tuple(r for r in same if r.low[0] <= b <= r.high[0])
                if hits:
                    first[b].append((n, hits))
        return [tuple(c) for c in first]

    def split(self, data: bytes) -> list[tuple[int, int]]:
        """(code, byte count) for each code of ``data``, in order."""
        if self._fixed:
            return _split_fixed(data, self._fixed)
        out, i, size, first = [], 0, len(data), self._first
        while i < size:
            n = self._match(data, i, first[data[i]], size)
            if not n:
                n = min(self.shortest, size - i)
            out.append((int.from_bytes(data[i:i + n], "big"), n))
            i += n
        return out

    @staticmethod
    def _match(data: bytes, i: int, candidates: tuple, size: int) -> int:
        for n, ranges in candidates:
            if i + n > size:
                return 0
            if n == 1:
                return 1
            for r in ranges:
                lo, hi = r.low, r.high
                if all(lo[k] <= data[i + k] <= hi[k] for k in range(1, n)):
                    return n
        return 0

    def valid(self, code: int, nbytes: int) -> bool:
        """Whether ``code``, written on ``nbytes`` bytes, lies in a code space range."""
        if not 1 <= nbytes <= 4 or code >> (8 * nbytes):
            return False
        raw = code.to_bytes(nbytes, "big")
        return any(r.contains(raw) for r in self.ranges)


def _split_fixed(data: bytes, n: int) -> list[tuple[int, int]]:
    """Every code the same length: read by arrays, not byte by byte."""
    whole = len(data) - len(data) % n
    if n == 1:
        out = [(b, 1) for b in data]
    elif n in _UNIT_TYPES:
        units = array(_UNIT_TYPES[n], data[:whole])
        if sys.byteorder == "little":
            units.byteswap()
        out = [(u, n) for u in units]
    else:
        out = [(int.from_bytes(data[i:i + n], "big"), n) for i in range(0, whole, n)]
    if whole < len(data):  # a string cut inside its last code
        out.append((int.from_bytes(data[whole:], "big"), len(data) - whole))
    return out


# array type codes holding exactly 2 and 4 bytes on this platform
_UNIT_TYPES = {
    size: code
    for code in "LIH"
    for size in (array(code).itemsize,)
    if size in (2, 4)
}


# --------------------------------------------------------------------------- ToUnicode

_FAULT_TAB = "space-as-tab"
_FAULT_SHY = "soft-hyphen"
_FAULT_CONTROLS = "controls"
_FAULT_SWAPPED = "byte-swapped"
_FAULT_EMPTY = "empty-destination"
_FAULT_ODD = "odd-length"
_FAULT_UTF16 = "invalid-utf16"

# A drawn soft hyphen is a hyphen; wkhtmltopdf's tabs are spaces (ISO 32000-2 §9.10.3
# has a ToUnicode name the glyph's meaning, and a drawn glyph is never a format char).
_READ_THROUGH = str.maketrans({"\t": " ", "\xad": "-"})
# C0 and C1 controls but tab, and lone surrogates: text that must not reach a user.
_UNREADABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\ud800-\udfff]")
_PRINTABLE_LATIN1 = bytes(0x20 <= b < 0x7F or b >= 0xA0 for b in range(256))


def _swap16(u: int) -> int:
    return ((u & 0xFF) << 8) | (u >> 8)


def _read_cp(cp: int) -> str | None:
    """One code point as text, read through; None for what is not text."""
    if cp == 0x09:
        return " "
    if cp == 0xAD:
        return "-"
    if cp < 0x20 or 0x7F <= cp <= 0x9F or 0xD800 <= cp <= 0xDFFF or cp > 0x10FFFF:
        return None
    return chr(cp)


def _read_through(s: str | None) -> str | None:
    if not s:
        return None
    if len(s) == 1:
        return _read_cp(ord(s))
    s = s.translate(_READ_THROUGH)
    return None if _UNREADABLE.search(s) else s


def _decode(raw: bytes, swap: bool) -> str:
    """UTF-16 (BE, or LE when reading swapped); an odd length read with its leading zero restored.

    Odd destinations are UTF-16 whose first zero byte the producer dropped: LuaTeX
    writes ``<660074>`` for "ft" and ``<41>`` for "A". Padding the front reads both as
    meant; poppler and MuPDF read the first as U+6600, a CJK ideograph.
    """
    codec = "utf-16-le" if swap else "utf-16-be"
    if len(raw) & 1:
        raw = raw + b"\x00" if swap else b"\x00" + raw
    return raw.decode(codec, "surrogatepass")


def _bump(s: str, k: int) -> str | None:
    """A range destination ``k`` codes on: its last code point incremented.

    ISO 32000-2 §9.10.3 increments the last byte; producers write ranges crossing a
    byte boundary (``<00FF>`` onwards) and ranges of surrogate pairs, which only an
    increment of the last code point reads as meant.
    """
    if not s:
        return s
    cp = ord(s[-1]) + k
    return s[:-1] + chr(cp) if cp <= 0x10FFFF else None


def _looks_swapped(u: int) -> bool:
    """Whether a 2-byte destination reads as plain text once its bytes are swapped.

    Either it is U+xx00 with xx a printable ASCII or Latin-1 byte (0x4100 for "A"),
    or it is unassigned or private use while its swap is a Latin Extended letter.
    """
    low = u & 0xFF
    if low == 0:
        return bool(_PRINTABLE_LATIN1[u >> 8])
    if low <= 2 and unicodedata.category(chr(u)) in ("Cn", "Co"):
        swapped = _swap16(u)
        return swapped <= 0x24F and unicodedata.category(chr(swapped))[0] == "L"
    return False


class _Survey:
    """Faults of the destinations a CMap writes out, under both readings.

    Faults are taken from explicit destinations only: ``bfchar`` entries, array
    elements and ranges of one code. A range over many codes adds only its first
    destination to the byte-swap count and its emptiness or odd length: producers
    write identity ranges over codes the font never shows (``<0000> <FFFF> <0000>``),
    which would flag every font. Such codes are still read through at lookup.
    """

    def __init__(self, pool: list) -> None:
        self.pool = pool
        self.faults: dict[bool, set[str]] = {False: set(), True: {_FAULT_SWAPPED}}
        self.units = self.swapped = 0

    def unit(self, u: int, explicit: bool) -> None:
        self.units += 1
        if _looks_swapped(u):
            self.swapped += 1
        if explicit:
            for swap, cp in ((False, u), (True, _swap16(u))):
                if _read_cp(cp) != chr(cp):
                    self.faults[swap].add(_cp_fault(cp))

    def value(self, v: int, explicit: bool) -> None:
        if v >= 0:
            self.unit(v, explicit)
            return
        raw = self.pool[-v - 1]
        if type(raw) is tuple:
            for element in raw:
                if element is not None:
                    self.raw(element, True)
        else:
            self.raw(raw, explicit)

    def raw(self, raw: bytes, explicit: bool) -> None:
        structural = (_FAULT_EMPTY,) if not raw else (_FAULT_ODD,) if len(raw) & 1 else ()
        for swap in (False, True):
            self.faults[swap].update(structural)
        if len(raw) == 2:
            self.unit(int.from_bytes(raw, "big"), explicit)
        elif explicit and raw:
            for swap in (False, True):
                for ch in _decode(raw, swap):
                    if _read_cp(ord(ch)) != ch:
                        self.faults[swap].add(_cp_fault(ord(ch)))

    def decide(self) -> bool:
        """The byte-swap rule: see ``ToUnicodeMap``."""
        return self.swapped >= _SWAP_MIN and 2 * self.swapped > self.units


# Fewer swapped-looking destinations than this never flip a map: a subset of one or
# two CJK glyphs may honestly be U+4E00 and U+5B00.
_SWAP_MIN = 3


def _cp_fault(cp: int) -> str:
    if cp == 0x09:
        return _FAULT_TAB
    if cp == 0xAD:
        return _FAULT_SHY
    if 0xD800 <= cp <= 0xDFFF or cp > 0x10FFFF:
        return _FAULT_UTF16
    return _FAULT_CONTROLS


def _survey(layers: list[_Layer], pool: list) -> _Survey:
    survey = _Survey(pool)
    for layer in layers:
        for v in layer.singles.values():
            survey.value(v, True)
        for s, e, v in zip(layer.starts, layer.ends, layer.values):
            if s == e:
                survey.value(v, True)
            elif v >= 0:
                # inline of unit(v, False): the hot path over a million ranges
                survey.units += 1
                if (v & 0xFF) <= 2 and _looks_swapped(v):
                    survey.swapped += 1
            else:
                survey.value(v, False)
    return survey


class ToUnicodeMap:
    """A ToUnicode CMap read through its faults (ISO 32000-2 §9.10.3).

    ``faults`` names what was found, for the caller to report once per font as
    ``extraction.tounicode-suspect``:

    - ``space-as-tab``: a destination U+0009; read as U+0020 (wkhtmltopdf's spaces).
    - ``soft-hyphen``: a destination U+00AD; read as U+002D, a drawn soft hyphen being
      a hyphen.
    - ``controls``: a C0 or C1 control other than tab; read as None.
    - ``empty-destination``: ``<>``; read as None.
    - ``odd-length``: a destination of odd byte length; read with the leading zero
      byte the producer dropped (LuaTeX's ``<660074>`` is "ft").
    - ``invalid-utf16``: a lone surrogate; read as None.
    - ``byte-swapped``: the destinations are UTF-16LE; every one is read swapped.
      The rule is a majority over the 2-byte destinations (``bfchar`` entries, array
      elements, the first destination of each range), each counted once: the map is
      swapped when at least 3 of them, and more than half, look swapped — U+xx00 with
      xx a printable ASCII or Latin-1 byte, or unassigned/private use while the swap
      is a Latin letter. A range's destination is swapped, then incremented.
      ``swapped()`` gives the other reading, for a caller whose glyph names say
      otherwise.
    - ``truncated``, ``malformed``, ``usecmap-cycle``, ``usecmap-missing``: damage
      read around; the entries before and around it are kept.

    ``lookup`` returns None where the map has no text for a code, so that the caller
    falls back to the font's encoding.
    """

    __slots__ = ("_table", "_pool", "_survey", "_damage", "byte_swapped", "faults",
                 "codespace", "name")

    def __init__(self, table: _Table, pool: list, survey: _Survey, damage: frozenset,
                 swap: bool, codespace: CodeSplitter | None, name: str | None):
        self._table, self._pool, self._survey, self._damage = table, pool, survey, damage
        self.byte_swapped = swap
        self.faults: frozenset[str] = damage | survey.faults[swap]
        self.codespace = codespace
        self.name = name

    def lookup(self, code: int, nbytes: int | None = None) -> str | None:
        """The text of ``code``, read through; None if the map gives none.

        Codes are matched as integers whatever the length of their source string:
        producers write 2-byte sources for the 1-byte codes of simple fonts.
        ``nbytes`` is accepted for symmetry with ``CidCMap.lookup``.
        """
        found = self._destination(code)
        return None if found is None else _read_through(found[0])

    def fault_of(self, code: int, nbytes: int | None = None) -> str | None:
        """The fault of the destination of ``code`` in this reading, if it has one.

        ``faults`` flags every written destination, drawn or not: pdfTeX's Computer
        Modern fonts map an undrawn slot to U+00AD and fpdf maps code 0 to U+0000.
        A caller that reports only the faults of drawn codes asks here.
        """
        found = self._destination(code)
        if found is None:
            return None
        text, odd = found
        if text is None:
            return _FAULT_UTF16
        if not text:
            return _FAULT_EMPTY
        for ch in text:
            if _read_cp(ord(ch)) != ch:
                return _cp_fault(ord(ch))
        return _FAULT_ODD if odd else None

    def _destination(self, code: int) -> tuple[str | None, bool] | None:
        """(destination as written, decoded in this reading; odd length), or None."""
        found = self._table.find(code)
        if found is None:
            return None
        v, k = found
        if v >= 0:
            cp = (_swap16(v) if self.byte_swapped else v) + k
            return (chr(cp) if cp <= 0x10FFFF else None), False
        raw = self._pool[-v - 1]
        if type(raw) is tuple:
            if k >= len(raw) or raw[k] is None:
                return None
            raw, k = raw[k], 0
        text = _decode(raw, self.byte_swapped)
        return (_bump(text, k) if k else text), bool(len(raw) & 1)

    def swapped(self) -> ToUnicodeMap:
        """The same map read with the other byte order."""
        return ToUnicodeMap(self._table, self._pool, self._survey, self._damage,
                            not self.byte_swapped, self.codespace, self.name)

    @property
    def entry_count(self) -> int:
        """Stored entries: single codes plus range segments, never codes spanned."""
        return len(self._table)

    def items(self) -> Iterator[tuple[int, str]]:
        """(code, text) in code order, lazily; ranges are expanded, so mind their span."""
        singles = self._table.singles

        def range_codes() -> Iterator[int]:
            for s, e in zip(self._table.starts, self._table.ends):
                yield from (c for c in range(s, e + 1) if c not in singles)

        for code in heapq.merge(sorted(singles), range_codes()):
            text = self.lookup(code)
            if text is not None:
                yield code, text


def parse_tounicode(data: bytes, resolve: Resolve | None = None) -> ToUnicodeMap:
    """Read a ToUnicode CMap stream; ``resolve(name)`` gives a CMap named by usecmap.

    Raises ``CMapError`` only when ``data`` holds no CMap at all.
    """
    pool: list = []
    chain, damage = _load_chain(data, resolve, pool, identity=False)
    layers = [c.bf for c in reversed(chain)]
    survey = _survey(layers, pool)
    codespace = [r for c in chain for r in c.codespace]
    return ToUnicodeMap(_merge(layers), pool, survey, frozenset(damage), survey.decide(),
                        CodeSplitter(codespace) if codespace else None, chain[0].name)


# --------------------------------------------------------------------------- code to CID


class CidCMap:
    """An encoding CMap of a Type 0 font: code to CID (ISO 32000-2 §9.7.6).

    ``faults`` holds damage read around (``truncated``, ``malformed``,
    ``usecmap-cycle``, ``usecmap-missing``) and ``no-codespace`` when the code length
    had to be taken from the entries.
    """

    __slots__ = ("name", "wmode", "registry", "ordering", "supplement", "usecmap",
                 "splitter", "faults", "_cids", "_notdef")

    def __init__(self, chain: list[_Parsed], faults: set[str]):
        first = chain[0]
        self.name: str | None = first.name
        self.usecmap: str | None = first.usecmap
        self.wmode: int = _first_set(chain, "wmode") or 0
        self.registry: str | None = _first_set(chain, "registry")
        self.ordering: str | None = _first_set(chain, "ordering")
        self.supplement: int | None = _first_set(chain, "supplement")
        codespace = [r for c in chain for r in c.codespace]
        if not codespace:
            faults.add("no-codespace")
            codespace = [_full_codespace(_likely_length(chain))]
        self.splitter = CodeSplitter(codespace)
        self.faults: frozenset[str] = frozenset(faults)
        layers = list(reversed(chain))
        self._cids = _merge([c.cid for c in layers])
        self._notdef = _merge([c.notdef for c in layers])

    def lookup(self, code: int, nbytes: int) -> int | None:
        """The CID of ``code`` (ISO 32000-2 §9.7.6.3).

        The mapped CID; else the CID of a notdef range covering the code; else 0 when
        the code lies in the code space (a valid but unmapped code shows .notdef);
        else None: ``code`` is not a code of this CMap.
        """
        found = self._cids.find(code)
        if found is not None:
            return found[0] + found[1]
        found = self._notdef.find(code)
        if found is not None:
            return found[0]  # a notdef range maps all its codes to one CID
        return 0 if self.splitter.valid(code, nbytes) else None

    @property
    def entry_count(self) -> int:
        """Stored entries: single codes plus range segments, never codes spanned."""
        return len(self._cids) + len(self._notdef)


def _likely_length(chain: list[_Parsed]) -> int:
    lengths = sum((c.code_lengths for c in chain), Counter())
    return lengths.most_common(1)[0][0] if lengths else 2


def parse_cid_cmap(data: bytes, resolve: Resolve | None = None) -> CidCMap:
    """Read an embedded (or predefined) encoding CMap stream.

    ``resolve(name)`` gives the bytes of a CMap named by ``usecmap``; Identity-H/V
    need none. Raises ``CMapError`` only when ``data`` holds no CMap at all.
    """
    chain, faults = _load_chain(data, resolve, [], identity=True)
    return CidCMap(chain, faults)


def identity_cmap(vertical: bool) -> CidCMap:
    """Identity-H, or Identity-V when ``vertical``: 2-byte codes, CID = code."""
    return CidCMap([_identity_parsed(1 if vertical else 0)], set())
