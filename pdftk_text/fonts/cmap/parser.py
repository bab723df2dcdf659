"""The CMap parser: sections read in bounded batches into layers, usecmap chains walked.

Damage is read around (garbage skipped, a truncated map keeps what came before); a
usecmap cycle is cut. CMapError only for data holding no CMap at all.
"""

from __future__ import annotations

import binascii
import functools
import operator
import re
import sys
from array import array
from collections import Counter
from collections.abc import Callable

from ...frozen import Frozen
from .syntax import (CMapError, _BLANKS, _DELIM, _HEX, _HEX_BLANKS, _INT, _KEYWORD, _Lit, _NAME, _STRING,
                     _TOKEN, _code, _name, _raw, _unescape)
from .tables import _Layer

Resolve = Callable[[str], "bytes | None"]

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


class CodespaceRange(Frozen):
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
    pos: int | None = 0
    while pos is not None:
        mode, pos = _scan_from(data, pos, p, ops, marks, mode, pool)
    if mode != _TOP:
        p.faults.add("truncated")
        _take(p, mode, ops, pool, final=True)
    return p


def _scan_from(data: bytes, pos: int, p: _Parsed, ops: list, marks: list[int], mode: int,
               pool: list) -> tuple[int, int | None]:
    """Scan from ``pos``: (mode, where to go on after a section read in bulk, or None at the end)."""
    for m in _TOKEN.finditer(data, pos):
        k = m.lastindex
        if k == _HEX:
            ops.append(m.group(k))
        elif k == _INT:
            ops.append(int(m.group(k)))
        elif k == _KEYWORD:
            mode = _keyword(p, m.group(k), mode, ops, pool)
            if not ops:
                marks.clear()
                if mode in _BULK:
                    resume = _bulk(p, mode, data, m.end())
                    if resume is not None:
                        return mode, resume
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
    return mode, None


# A section whose codes are all 1 byte or all 2 bytes and whose destinations are all
# single UTF-16 units (``<0041> <0041>``, ``<01> <0054>``, ``<0001> <005F> <0020>``) --
# what dvipdfmx, LuaTeX and LibreOffice write, tens of thousands of entries for a CID
# font -- is read in bulk: its hex digits decoded at once, stored column by column.
# Anything else in it (mixed or odd code lengths, a string or array destination, a
# surrogate, a comment, a reversed range) leaves it to the token loop, which reads it
# the same way entry by entry and says what it read around.
_WS_BYTES = b"\x00\t\n\x0b\x0c\r "
_SOURCES = {_BFCHAR: 1, _BFRANGE: 2}            # code operands before each destination
_BULK = frozenset(_SOURCES)
_BULK_END = {_BFCHAR: b"endbfchar", _BFRANGE: b"endbfrange"}
# Bytes of a section read in bulk at most (about 290 000 entries): its columns are held
# as lists while they are stored. A longer section -- no font has one; a hostile map
# repeats entries -- is left to the token loop, whose batches bound what it holds.
_BULK_MAX = 1 << 22


@functools.lru_cache(maxsize=None)
def _bulk_pattern(mode: int, code_bytes: int) -> re.Pattern:
    """The body of a section read in bulk, compiled on first need (4 ms at import else)."""
    sources = _SOURCES[mode]
    blank = rb"[" + _WS_BYTES + rb"]*+"
    entry = (rb"(?:" + blank + rb"<[0-9A-Fa-f]{%d}>){%d}" % (2 * code_bytes, sources)
             + blank + rb"<[0-9A-Fa-f]{4}>")
    return re.compile(rb"(?:" + entry + rb")++" + blank)


_NOT_DIGITS = b"<>" + _WS_BYTES
_SURROGATE_HIGH = bytes(range(0xD8, 0xE0))
_AFTER_KEYWORD = frozenset(_WS_BYTES + b"()<>[]{}/%")


def _bulk(p: _Parsed, mode: int, data: bytes, start: int) -> int | None:
    """Read the section opened just before ``start`` in bulk; where its end keyword
    begins, or None to leave it to the token loop."""
    keyword = _BULK_END[mode]
    end = data.find(keyword, start)
    after = end + len(keyword)
    if end < 0 or end - start > _BULK_MAX or (after < len(data) and data[after] not in _AFTER_KEYWORD):
        return None
    code_bytes = next((n for n in (2, 1) if _bulk_pattern(mode, n).fullmatch(data, start, end)), None)
    if code_bytes is None:
        return None
    raw = binascii.a2b_hex(data[start:end].translate(None, _NOT_DIGITS))
    sources = _SOURCES[mode]
    step = sources * code_bytes + 2                 # bytes of one entry
    high = raw[step - 2::step]                      # the high byte of each destination
    if len(high.translate(None, _SURROGATE_HIGH)) != len(high):
        return None
    codes = [_column(raw, i * code_bytes, code_bytes, step) for i in range(sources)]
    destinations = _column(raw, step - 2, 2, step)
    if mode == _BFCHAR:
        p.bf.singles.update(zip(codes[0], destinations))
        return end
    lows, highs = codes
    if not all(map(operator.le, lows, highs)):
        return None
    layer = p.bf
    layer.starts.fromlist(lows)
    layer.ends.fromlist(highs)
    layer.values.fromlist(destinations)
    return end


def _column(raw: bytes, offset: int, size: int, step: int) -> list[int]:
    """The big-endian integers of ``size`` bytes at ``offset`` of each ``step``-byte entry."""
    if size == 1:
        return list(raw[offset::step])
    pairs = bytearray(2 * (len(raw) // step))
    pairs[0::2], pairs[1::2] = raw[offset::step], raw[offset + 1::step]
    column = array("H", pairs)
    if sys.byteorder == "little":
        column.byteswap()
    return column.tolist()


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
