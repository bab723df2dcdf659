"""ToUnicode maps (ISO 32000-2 §9.10.3): destinations read through their faults.

Never guesses: an empty, control or non-UTF-16 destination reads as None, so the
caller falls back to the font's encoding.
"""

from __future__ import annotations

import heapq
import re
import unicodedata
from collections.abc import Iterator

from ... import _core
from .codes import code_space
from .parser import _load_chain
from .tables import _Layer, _Table, _merge

from collections.abc import Callable  # noqa: E402

Resolve = Callable[[str], "bytes | None"]

_FAULT_TAB = "space-as-tab"
_FAULT_SHY = "soft-hyphen"
_FAULT_CONTROLS = "controls"
_FAULT_SWAPPED = "byte-swapped"
_FAULT_EMPTY = "empty-destination"
_FAULT_ODD = "odd-length"
_FAULT_UTF16 = "invalid-utf16"
_FAULT_CID_OPERATORS = "cid-operators"

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

    def explicit_units(self, values: list[int]) -> None:
        """``unit(u, True)`` for each 2-byte unit of ``values``, at once: a CID font's
        ToUnicode holds tens of thousands of them, and only a few values can be at fault."""
        self.units += len(values)
        self.swapped += sum(map(_looks_swapped, [u for u in values if u & 0xFF <= 2]))
        distinct = set(values)
        for swap, suspects in ((False, _SUSPECT_UNITS), (True, _SUSPECT_SWAPPED)):
            for u in distinct & suspects:
                self.faults[swap].add(_cp_fault(_swap16(u) if swap else u))

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


# The 2-byte units ``_read_cp`` does not read as themselves, in each reading.
_SUSPECT_UNITS = frozenset([*range(0x20), *range(0x7F, 0xA0), 0xAD, *range(0xD800, 0xE000)])
_SUSPECT_SWAPPED = frozenset(_swap16(u) for u in _SUSPECT_UNITS)


def _survey(layers: list[_Layer], pool: list) -> _Survey:
    survey = _Survey(pool)
    for layer in layers:
        values = list(layer.singles.values())
        if values and min(values) < 0:
            for v in values:
                if v < 0:
                    survey.value(v, True)
            values = [v for v in values if v >= 0]
        survey.explicit_units(values)       # the 2-byte units, the rest of them
        for s, e, v in zip(layer.starts, layer.ends, layer.values):
            if s == e:
                survey.value(v, True)
            elif v >= 0:
                # inline of unit(v, False): the hot path over a million ranges. A range
                # mapping codes to themselves is no sign of a swap (TCPDF writes
                # <4100> <41ff> <4100> and so on over the whole plane: pdf.js's bug1473809).
                survey.units += 1
                if (v & 0xFF) <= 2 and v != s and _looks_swapped(v):
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
    - ``cid-operators``: a map written with ``cidchar``/``cidrange`` and no ``bf``
      entries, an encoding CMap: it maps nothing.
    - ``truncated``, ``malformed``, ``usecmap-cycle``, ``usecmap-missing``: damage
      read around; the entries before and around it are kept.

    ``lookup`` returns None where the map has no text for a code, so that the caller
    falls back to the font's encoding.
    """

    __slots__ = ("_table", "_pool", "_survey", "_damage", "byte_swapped", "faults",
                 "codespace", "name")

    def __init__(self, table: _Table, pool: list, survey: _Survey, damage: frozenset,
                 swap: bool, codespace: _core.CodeSpace | None, name: str | None):
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


def _empty(layer: _Layer) -> bool:
    return not layer.singles and not len(layer.starts)


def _text_layer(parsed) -> _Layer:
    """The entries of one CMap of a ToUnicode chain: its bfchar and bfrange entries. A map
    with none but cidchar and cidrange entries is a font's encoding CMap given as its
    ToUnicode (pdf.js's issue9915, whose /ToUnicode is its /Encoding): its numbers are
    CIDs, no text, and it maps nothing. poppler and MuPDF read the numbers as Unicode
    values ('*446&' for ' ISSUE 9915 ', which the program's glyph names spell)."""
    return parsed.bf


def parse_tounicode(data: bytes, resolve: Resolve | None = None) -> ToUnicodeMap:
    """Read a ToUnicode CMap stream; ``resolve(name)`` gives a CMap named by usecmap.

    Raises ``CMapError`` only when ``data`` holds no CMap at all.
    """
    pool: list = []
    chain, damage = _load_chain(data, resolve, pool, identity=False)
    layers = [_text_layer(c) for c in reversed(chain)]
    if all(_empty(c.bf) for c in chain) and not all(_empty(c.cid) for c in chain):
        damage = damage | {_FAULT_CID_OPERATORS}
    survey = _survey(layers, pool)
    codespace = [r for c in chain for r in c.codespace]
    return ToUnicodeMap(_merge(layers), pool, survey, frozenset(damage), survey.decide(),
                        code_space(codespace) if codespace else None, chain[0].name)
