"""CFF font programs (FontFile3 /Type1C and /CIDFontType0C, an OpenType 'CFF ' table):
what text extraction reads of them.

Holds ``read_cff``: a program's glyph names by glyph id (its charset), whether it is
CID-keyed, its FontMatrix and FontBBox, its built-in encoding and, when asked, each
glyph's advance from its Type 2 charstring (Adobe TN 5176, The Compact Font Format
Specification; TN 5177, The Type 2 Charstring Format).

Programs in PDFs are subsets, often damaged; each reading follows what fontTools 4.69's
cffLib does with the same bytes, so that the names and widths are the ones the toolkit
has always read, quirks included: a top DICT without a charset operator, or a
CID-keyed one with a predefined charset, is unreadable; a charset name that repeats
takes the first free ``.1``, ``.2``... suffix; a negative SID counts from the end of
the standard strings; an INDEX item is kept as first read, even when a negative
subroutine number read it from the wrong offsets. Two of fontTools' readings are not
followed, both of hostile or exotic programs: a subroutine that calls itself and is
resumed after the inner call ran (fontTools resumed the outer run in the token list
the inner one left, at its byte offset), and a CFF2 blend in the private DICT of an
FDArray font whose name-keyed program has a VarStore (fontTools blended it; here the
program has no widths). A glyph's width reading also stops after ``MAX_WIDTH_BYTES``
of charstring bytes, which fontTools never did. Outlines are not read. Every
function raises ``CFFError``, or another of ``BROKEN`` (an ``IndexError`` or
``struct.error`` on truncated data, a ``ValueError`` from a real number float() cannot
read), rather than guess.
"""

from __future__ import annotations

import struct

from pdftk_text.fonts.cffdata import PREDEFINED_CHARSETS, STANDARD_STRINGS

# Type 2 charstrings nest subroutine calls at most 10 deep (TN 5177, Appendix B); the
# call count bounds the work one glyph's width (or outline, shapes.py) can cost.
MAX_SUBR_DEPTH = 10
MAX_SUBR_CALLS = 1_000
# Bytes of charstrings and subroutines one glyph's width reading runs at most: a real
# glyph settles its width within its first operators, while a thousand calls of a 60 KB
# subroutine would cost seconds and a stack of millions of operands.
MAX_WIDTH_BYTES = 65_536


class CFFError(ValueError):
    """The bytes are no CFF program, or a part of it cannot be read."""


# What reading a damaged program raises: ours, float() on a bad real number, or an
# index or struct.unpack past truncated bytes.
BROKEN = (ValueError, IndexError, struct.error)


class _Reserved:
    """The DICT operand byte 255, reserved: fontTools pushes a placeholder that
    arithmetic, ordering or an offset made of it fails on (checked here by identity)."""

    def __repr__(self) -> str:
        return "RESERVED"


RESERVED = _Reserved()

# DICT keys: the operator byte, or _ESCAPE | the second byte of a two-byte (12 x) one.
_ESCAPE = 0x0C00
_CHARSET, _ENCODING, _CHARSTRINGS, _PRIVATE, _VAR_STORE = 15, 16, 17, 18, 24
_FONT_BBOX, _SUBRS, _DEFAULT_WIDTH, _NOMINAL_WIDTH = 5, 19, 20, 21
_FONT_MATRIX, _ROS = _ESCAPE | 7, _ESCAPE | 30
_FD_ARRAY, _FD_SELECT = _ESCAPE | 36, _ESCAPE | 37
# Each known operator's operands, as fontTools' tables give them: n a number, s a SID,
# a an array, d a delta list, b a CFF2 blend. Unknown operators are skipped and leave
# their operands on the stack.
_TOP_OPERATORS = {
    # version Notice FullName FamilyName Weight Copyright PostScript BaseFontName FontName
    **dict.fromkeys((0, 1, 2, 3, 4, _ESCAPE | 0, _ESCAPE | 21, _ESCAPE | 22, _ESCAPE | 38), "s"),
    # UniqueID charset Encoding CharStrings VarStore maxstack, isFixedPitch..CharstringType,
    # StrokeWidth SyntheticBase, CIDFontVersion..CIDCount UIDBase FDArray FDSelect
    **dict.fromkeys((13, 15, 16, 17, 24, 25, *(_ESCAPE | op for op in (1, 2, 3, 4, 5, 6, 8, 20)),
                     *(_ESCAPE | op for op in range(31, 38))), "n"),
    5: "a", 14: "a", _ESCAPE | 7: "a",         # FontBBox XUID FontMatrix
    _ESCAPE | 23: "d", 18: "nn", _ESCAPE | 30: "ssn",   # BaseFontBlend Private ROS
}
_PRIVATE_OPERATORS = {
    # BlueValues OtherBlues FamilyBlues FamilyOtherBlues StemSnapH StemSnapV
    **dict.fromkeys((6, 7, 8, 9, _ESCAPE | 12, _ESCAPE | 13), "d"),
    # StdHW StdVW Subrs defaultWidthX nominalWidthX vsindex, BlueScale BlueShift
    # BlueFuzz, ForceBold..initialRandomSeed
    **dict.fromkeys((10, 11, 19, 20, 21, 22, *(_ESCAPE | op for op in (9, 10, 11, *range(14, 20)))), "n"),
    23: "b",
}
# A real number's nibbles as text; 0xD is reserved, 0xF ends the number.
_NIBBLES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "E", "E-", None, "-")
_DEFAULT_MATRIX = (0.001, 0, 0, 0.001, 0, 0)
_DEFAULT_BBOX = (0, 0, 0, 0)

# What a Type 2 operator does before the width is settled (fontTools' T2WidthExtractor):
# settle it (a hint, a move, endchar; hmoveto and vmoveto take an odd count of operands
# when they carry a width), call a subroutine, nothing, fail (arithmetic, CFF2's blend
# and vsindex, which fontTools cannot run here), or clear the stack (any other
# operator, drawing ones and unknown ones alike).
_SETTLE, _SETTLE_ODD, _CALL_LOCAL, _CALL_GLOBAL, _NOTHING, _FAIL, _CLEAR = range(7)
_OPERATOR_ACTIONS = [_CLEAR] * 32
for _opcode in (1, 3, 14, 18, 19, 20, 21, 23):
    _OPERATOR_ACTIONS[_opcode] = _SETTLE
_OPERATOR_ACTIONS[4] = _OPERATOR_ACTIONS[22] = _SETTLE_ODD
_OPERATOR_ACTIONS[10], _OPERATOR_ACTIONS[29] = _CALL_LOCAL, _CALL_GLOBAL
_OPERATOR_ACTIONS[11] = _NOTHING
_OPERATOR_ACTIONS[15] = _OPERATOR_ACTIONS[16] = _FAIL
_ESCAPED_ACTIONS = [_CLEAR] * 256
_ESCAPED_ACTIONS[0] = _NOTHING                  # dotsection
for _opcode in (3, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15, 18, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30):
    _ESCAPED_ACTIONS[_opcode] = _FAIL


def read_cff(data: bytes, with_widths: bool) -> dict:
    """What a CFF program says, as the toolkit reads it: a dict of

    - ``names``: the glyph names by glyph id (``cid01234`` in a CID-keyed program);
    - ``cid_keyed``: whether the top DICT has ROS;
    - ``font_matrix``: the FontMatrix as floats, any length, before any defaulting;
    - ``font_bbox``: the FontBBox operands as read (``RESERVED`` for a byte 255);
    - ``encoding``: "StandardEncoding", "ExpertEncoding" or 256 glyph names
      (".notdef" where none); None for a CID-keyed program;
    - ``advances``: glyph name -> advance in glyph units, for the glyphs whose
      charstring settles a width; None when not asked or CID-keyed.

    Raises where the toolkit's reading of the program, facts and widths raised: the
    FontSet, top DICT or charset cannot be read; a FontMatrix operand is no number;
    a name-keyed program's encoding or FontBBox cannot be read, its 1/FontMatrix[0]
    overflows, or, with widths, its charstrings, private DICT or FDArray cannot be.
    One glyph's broken charstring costs that glyph's advance only.
    """
    program = _Program(data)
    names = program.charset()
    top = program.top
    cid_keyed = _ROS in top
    matrix = tuple(_float(value) for value in top.get(_FONT_MATRIX, _DEFAULT_MATRIX))
    if len(matrix) == 6 and matrix[0] and 1 / abs(matrix[0]) == float("inf"):
        raise CFFError("a FontMatrix whose scale has no integer inverse")
    bbox = tuple(top.get(_FONT_BBOX, _DEFAULT_BBOX))
    encoding = advances = None
    if not cid_keyed:
        encoding = program.encoding(names)
        if len(bbox) < 4 or RESERVED in bbox[:4]:
            raise CFFError("a FontBBox without four numbers")
        if with_widths:
            advances = program.advances(names)
    return {"names": names, "cid_keyed": cid_keyed, "font_matrix": matrix,
            "font_bbox": bbox, "encoding": encoding, "advances": advances}


def _float(value) -> float:
    if value is RESERVED:
        raise CFFError("a reserved operand where a number should be")
    return float(value)


def _position(value) -> int:
    """A DICT operand used as an offset: fontTools seeks to it, which takes a
    non-negative integer only."""
    if type(value) is not int or value < 0:
        raise CFFError("an offset that is no non-negative integer")
    return value


def _uint(data: bytes, pos: int, size: int) -> int:
    if pos + size > len(data):
        raise CFFError("a number runs past the program's end")
    return int.from_bytes(data[pos:pos + size], "big")


class _Index:
    """An INDEX (TN 5176, §5): its count and offsets, read as fontTools' Index reads
    them; items are read on demand and kept. ``end`` is where the next structure
    starts. An item number reads as a Python list index, negative ones included."""

    __slots__ = ("_data", "count", "_offsets", "_base", "end", "_items")

    def __init__(self, data: bytes, pos: int):
        self._data = data
        self.count = count = _uint(data, pos, 2)
        self._items = [None] * count
        self._offsets, self._base, self.end = (), 0, pos + 2
        if count == 0:
            return
        size = data[pos + 2]
        if size > 4:
            raise CFFError("an INDEX offset size above 4")
        pos += 3
        raw = data[pos:pos + size * (count + 1)]
        if len(raw) != size * (count + 1):
            raise CFFError("an INDEX's offsets are truncated")
        if size == 0:
            offsets = (0,) * (count + 1)
        elif size == 3:
            offsets = tuple(int.from_bytes(raw[at:at + 3], "big") for at in range(0, len(raw), 3))
        else:
            offsets = struct.unpack(">%d%s" % (count + 1, " BH L"[size]), raw)
        self._offsets = offsets
        self._base = pos + len(raw) - 1
        self.end = self._base + offsets[-1]

    def item(self, index: int) -> bytes:
        data = self._items[index]
        if data is None:
            offsets = self._offsets
            start = self._base + offsets[index]
            size = offsets[index + 1] - offsets[index]
            data = self._data[start:start + size]
            if len(data) != size:
                raise CFFError("an INDEX item runs past the program's end")
            self._items[index] = data
        return data


_NO_SUBRS = _Index(b"\0\0", 0)


def _dict(data: bytes, operators: dict, strings: tuple[str, ...]) -> dict:
    """A DICT's operator -> operand(s), as fontTools' DictDecompiler reads them: a
    later operator replaces an earlier one, SIDs are looked up as they are read, and
    operands left over at the end break the DICT."""
    found, stack = {}, []
    index, end = 0, len(data)
    while index < end:
        b0 = data[index]
        index += 1
        if b0 <= 27 or b0 == 31:
            key = b0
            if b0 == 12:
                key = _ESCAPE | data[index]
                index += 1
            kinds = operators.get(key)
            if kinds is not None:
                found[key] = _operands(kinds, stack, strings)
        elif b0 == 30:
            value, index = _real(data, index)
            stack.append(value)
        elif b0 == 28:
            stack.append(struct.unpack(">h", data[index:index + 2])[0])
            index += 2
        elif b0 == 29:
            stack.append(struct.unpack(">l", data[index:index + 4])[0])
            index += 4
        elif b0 <= 254:
            value, index = _small_number(b0, data, index)
            stack.append(value)
        else:
            stack.append(RESERVED)
    if stack:
        raise CFFError("operands left over at a DICT's end")
    return found


def _small_number(b0: int, data: bytes, index: int) -> tuple[int, int]:
    """An operand of one byte (32-246) or two (247-254), the same in DICTs and
    charstrings: (its value, where the next item starts)."""
    if b0 <= 246:
        return b0 - 139, index
    if b0 <= 250:
        return (b0 - 247) * 256 + data[index] + 108, index + 1
    return -(b0 - 251) * 256 - data[index] - 108, index + 1


def _operands(kinds: str, stack: list, strings: tuple[str, ...]):
    """Take one operator's operands off the stack: the last kind first, as fontTools
    does; an array or delta list takes the whole stack."""
    if kinds == "b":
        raise CFFError("a CFF2 blend in a CFF DICT")
    if kinds in ("a", "d"):
        values = stack[:]
        stack.clear()
        if kinds == "d" and RESERVED in values:
            raise CFFError("a reserved operand in a delta list")
        return values
    values = []
    for kind in reversed(kinds):
        value = stack.pop()
        values.append(_string(strings, value) if kind == "s" else value)
    return values[0] if len(values) == 1 else tuple(reversed(values))


def _real(data: bytes, index: int) -> tuple[float, int]:
    """A DICT real number (nibbles, 0xF ends it), as float() reads its text."""
    text = ""
    while True:
        byte = data[index]
        index += 1
        for nibble in (byte >> 4, byte & 0xF):
            if nibble == 0xF:
                return float(text), index
            if nibble == 0xD:
                raise CFFError("a reserved nibble in a real number")
            text += _NIBBLES[nibble]


def _string(strings: tuple[str, ...], sid) -> str:
    """A SID's string: a standard string below 391 (a negative SID counting from the
    end of them, as a Python list index), else the program's own."""
    if type(sid) is not int:
        raise CFFError("a SID that is no integer")
    if sid < len(STANDARD_STRINGS):
        return STANDARD_STRINGS[sid]
    return strings[sid - len(STANDARD_STRINGS)]


class _Private:
    """A private DICT: its operands, its offset (Subrs are relative to it), and its
    local subroutines once read."""

    __slots__ = ("values", "offset", "_subrs")

    def __init__(self, values: dict, offset: int):
        self.values, self.offset, self._subrs = values, offset, None

    def subrs(self, data: bytes) -> _Index:
        if self._subrs is None:
            value = self.values.get(_SUBRS)
            if value is None:
                return _NO_SUBRS
            if type(value) is not int:
                raise CFFError("a Subrs offset that is no integer")
            self._subrs = _Index(data, _position(self.offset + value))
        return self._subrs


class _Program:
    """A CFF FontSet's first font: its top DICT, strings, global subroutines and glyph
    count (the CharStrings INDEX's count), read as fontTools' CFFFontSet reads them."""

    def __init__(self, data: bytes):
        if len(data) < 4 or data[0] != 1:
            raise CFFError("not a CFF program of major version 1")
        self.data = data
        names = _Index(data, data[2])
        for index in range(names.count):
            names.item(index)
        tops = _Index(data, names.end)
        strings = _Index(data, tops.end)
        self.strings = tuple(strings.item(index).decode("latin-1") for index in range(strings.count))
        self.global_subrs = _Index(data, strings.end)
        if not names.count or not tops.count:
            raise CFFError("a FontSet without a font")
        self.top = _dict(tops.item(0), _TOP_OPERATORS, self.strings)
        self.num_glyphs = None
        if _CHARSTRINGS in self.top:
            self.num_glyphs = _uint(data, _position(self.top[_CHARSTRINGS]), 2)
        self._privates = {}

    def charset(self) -> tuple[str, ...]:
        """The glyph names by glyph id: a predefined charset cut to the glyph count, or
        the program's own (every glyph named, repeats renamed)."""
        if _CHARSET not in self.top:
            raise CFFError("no charset operator")    # fontTools has no default for it
        value, count = self.top[_CHARSET], self.num_glyphs
        if value is RESERVED:
            raise CFFError("a reserved charset offset")
        if value > 2:
            if count is None:
                raise CFFError("a charset without CharStrings")
            return _unique(self._own_charset(_position(value), count))
        if _ROS in self.top or count is None or value not in (0, 1, 2):
            raise CFFError("a predefined charset fontTools does not read")
        return PREDEFINED_CHARSETS[int(value)][:count]

    def _own_charset(self, pos: int, count: int) -> list[str]:
        """A charset of format 0 (a SID or CID a glyph), 1 or 2 (runs of them), which
        must name every glyph and no more; CIDs become ``cid01234``."""
        data = self.data
        form = data[pos]
        if form == 0:
            named = max(count - 1, 0)
            ids = struct.unpack(">%dH" % named, data[pos + 1:pos + 1 + 2 * named])
        elif form in (1, 2):
            ids, named, pos, size = [], 1, pos + 1, form
            while named < count:
                first, left = _uint(data, pos, 2), _uint(data, pos + 2, size)
                pos += 2 + size
                named += left + 1
                if named > count:
                    raise CFFError("a charset names more glyphs than there are")
                ids.extend(range(first, first + left + 1))
        else:
            raise CFFError("a charset format other than 0, 1 and 2")
        if count == 0:
            raise CFFError("a charset of no glyphs")    # it would still name .notdef
        if _ROS in self.top:
            return [".notdef", *map("cid%05d".__mod__, ids)]
        strings = self.strings
        return [".notdef"] + [_string(strings, sid) for sid in ids]

    def encoding(self, names: tuple[str, ...]) -> str | list[str]:
        """The top DICT's Encoding: a predefined one's name, or the program's own as 256
        glyph names (formats 0 and 1, and their supplements)."""
        value = self.top.get(_ENCODING, 0)
        if value is RESERVED:
            raise CFFError("a reserved Encoding offset")
        if value == 0 or value == 1:
            return ("StandardEncoding", "ExpertEncoding")[int(value)]
        if not value > 1:
            raise CFFError("a negative Encoding offset")
        data, pos = self.data, _position(value)
        form, table = data[pos], [".notdef"] * 256
        if form & 0x7F == 0:
            for gid in range(1, data[pos + 1] + 1):
                code = data[pos + 1 + gid]
                if code:
                    table[code] = names[gid]
            pos += 2 + data[pos + 1]
        elif form & 0x7F == 1:
            gid = 1
            for at in range(pos + 2, pos + 2 + 2 * data[pos + 1], 2):
                first, left = data[at], data[at + 1]
                for code in range(first, first + left + 1):
                    table[code] = names[gid]     # past 255, or past the glyphs: broken
                    gid += 1
            pos += 2 + 2 * data[pos + 1]
        else:
            raise CFFError("an Encoding format other than 0 and 1")
        if form & 0x80:
            for at in range(pos + 1, pos + 1 + 3 * data[pos], 3):
                table[data[at]] = _string(self.strings, _uint(data, at + 1, 2))
        return table

    def advances(self, names: tuple[str, ...]) -> dict[str, float]:
        """Glyph name -> advance, for the glyphs whose charstring settles its width;
        each glyph's private DICT is the top DICT's, or its FDArray font's."""
        top, data = self.top, self.data
        if _VAR_STORE in top:
            _check_var_store(data, _position(top[_VAR_STORE]))
        fd_array = fd_select = private = None
        if _FD_ARRAY in top:
            fd_array = _Index(data, _position(top[_FD_ARRAY]))
            if _FD_SELECT in top:
                fd_select = _fd_select(data, _position(top[_FD_SELECT]), self.num_glyphs)
        else:
            private = self._private(None, None)
        charstrings = _Index(data, _position(top[_CHARSTRINGS]))
        advances = {}
        for gid, name in enumerate(names):
            try:
                code = charstrings.item(gid)
                if fd_array is not None:
                    # fontTools asks no FDSelect that selects nothing, and no FDArray
                    # that holds nothing (its glyphs then have no private DICT)
                    if not fd_array.count:
                        continue
                    private = self._private(fd_array, fd_select[gid] if fd_select else 0)
                advance = _Advance(self.global_subrs, private, data).read(code)
            except BROKEN:
                continue
            if advance is not None:
                advances[name] = advance
        return advances

    def _private(self, fd_array: _Index | None, fd: int | None) -> _Private:
        """The top DICT's private DICT (*fd* None), or an FDArray font's; each is read
        once, and one that cannot be read is read again when asked again."""
        if fd in self._privates:
            return self._privates[fd]
        font = self.top if fd is None else _dict(fd_array.item(fd), _TOP_OPERATORS, self.strings)
        if _PRIVATE not in font:
            raise CFFError("a font DICT without a private DICT")
        size, offset = font[_PRIVATE]
        offset = _position(offset)
        if type(size) is not int:
            raise CFFError("a private DICT size that is no integer")
        body = self.data[offset:offset + size]
        if len(body) != size:
            raise CFFError("a private DICT runs past the program's end")
        private = self._privates[fd] = _Private(_dict(body, _PRIVATE_OPERATORS, self.strings), offset)
        return private


def _unique(names: list[str]) -> tuple[str, ...]:
    """fontTools' renaming of repeated charset names: a repeat takes the first
    ``.1``, ``.2``... suffix that neither the charset nor a name given so far has."""
    if len(set(names)) == len(names):
        return tuple(names)
    given, original = {}, None
    for gid, name in enumerate(names):
        if name in given:
            if original is None:
                original = set(names)
            suffix = given[name]
            while f"{name}.{suffix}" in given or f"{name}.{suffix}" in original:
                suffix += 1
            given[name] = suffix + 1
            name = names[gid] = f"{name}.{suffix}"
        given[name] = 1
    return tuple(names)


def _fd_select(data: bytes, pos: int, count: int) -> bytes | list[int]:
    """The FD number of each glyph (formats 0, 3 and 4); format 0 may be cut short."""
    form = data[pos]
    if form == 0:
        return data[pos + 1:pos + 1 + count]
    if form not in (3, 4):
        raise CFFError("an FDSelect format other than 0, 3 and 4")
    glyph, fd_size = (2, 1) if form == 3 else (4, 2)
    ranges = _uint(data, pos + 1, glyph)
    pos += 1 + glyph
    fds, previous, fd = [], 0, None
    for number in range(ranges):
        first = _uint(data, pos, glyph)
        if (number == 0 and first != 0) or first < previous or first > count:
            raise CFFError("an FDSelect range out of order")
        fds.extend([fd] * (first - previous))
        previous, fd = first, _uint(data, pos + glyph, fd_size)
        pos += glyph + fd_size
    sentinel = _uint(data, pos, glyph)
    if not ranges or sentinel != count or sentinel <= previous:
        raise CFFError("an FDSelect sentinel other than the glyph count")
    fds.extend([fd] * (sentinel - previous))
    return fds


def _check_var_store(data: bytes, pos: int) -> None:
    """A name-keyed program's VarStore (a CFF2 operator) is read before its charstrings,
    as an OpenType ItemVariationStore; raise where fontTools' reading of it raises."""
    length = _uint(data, pos, 2)
    body = data[pos + 2:] if length == 0xFFFF else data[pos + 2:pos + 2 + length]
    _uint(body, 0, 2)
    regions = _uint(body, 2, 4)
    if regions:
        axes, count = _uint(body, regions, 2), _uint(body, regions + 2, 2)
        if regions + 4 + 6 * axes * count > len(body):
            raise CFFError("a VarStore's regions run past its end")
    for at in range(8, 8 + 4 * _uint(body, 6, 2), 4):
        offset = _uint(body, at, 4)
        if not offset:
            continue
        items, shorts, count = (_uint(body, offset + field, 2) for field in (0, 2, 4))
        pos = offset + 6
        # arrays cut short read fine, unless in the middle of a value
        for number, size in _var_data_arrays(items, shorts, count):
            if pos >= len(body):
                break
            if len(body[pos:pos + number * size]) % size:
                raise CFFError("a VarStore array ends inside a value")
            pos += number * size


def _var_data_arrays(items: int, shorts: int, count: int):
    """(values, bytes each) of a VarData's arrays in order: its region indices, then
    each item's deltas, wide then narrow; made as read, as most stop at the data's end."""
    yield count, 2
    words = min(count, shorts & 0x7FFF), max(count, shorts & 0x7FFF)
    wide = 2 if shorts & 0x8000 else 1
    for _ in range(items):
        yield words[0], 2 * wide
        yield words[1] - words[0], wide


class _Advance:
    """Runs one glyph's Type 2 charstring as fontTools' T2WidthExtractor does, until
    the first operator that clears the stack with a width settles it: following
    subroutine calls (numbers biased by 107, 1131 or 32768 by the INDEX's count),
    within the depth and call bounds and ``MAX_WIDTH_BYTES``. As there, ``return`` ends
    nothing (a subroutine runs to its last byte), and a hint mask settles the width
    before its bytes are read, so that hint stems need no counting."""

    __slots__ = ("_globals", "_locals", "_nominal", "_default", "_stack", "_calls", "_bytes", "width")

    def __init__(self, global_subrs: _Index, private: _Private, data: bytes):
        self._globals = global_subrs
        self._locals = private.subrs(data)
        self._nominal = private.values.get(_NOMINAL_WIDTH, 0)
        self._default = private.values.get(_DEFAULT_WIDTH, 0)
        self._stack, self._calls, self._bytes, self.width = [], 0, 0, None

    def read(self, code: bytes) -> float | None:
        """The advance; None when the charstring ends before settling it."""
        return self.width if self._run(code, 0) else None

    def _run(self, code: bytes, depth: int) -> bool:
        """Run a charstring or subroutine; True once the width is settled."""
        self._calls += 1
        self._bytes += len(code)
        if depth > MAX_SUBR_DEPTH or self._calls > MAX_SUBR_CALLS or self._bytes > MAX_WIDTH_BYTES:
            raise CFFError("charstring past the Type 2 subroutine limits")
        stack = self._stack
        index, end = 0, len(code)
        while index < end:
            b0 = code[index]
            index += 1
            if b0 >= 32:
                if b0 <= 254:
                    value, index = _small_number(b0, code, index)
                    stack.append(value)
                else:
                    stack.append(struct.unpack(">l", code[index:index + 4])[0] / 65536)
                    index += 4
                continue
            if b0 == 28:
                stack.append(struct.unpack(">h", code[index:index + 2])[0])
                index += 2
                continue
            if b0 == 12:
                action = _ESCAPED_ACTIONS[code[index]]
                index += 1
            else:
                action = _OPERATOR_ACTIONS[b0]
            if action == _CLEAR:
                stack.clear()
            elif action <= _SETTLE_ODD:
                self._settle(action == _SETTLE_ODD)
                return True
            elif action <= _CALL_GLOBAL:
                if self._call(self._locals if action == _CALL_LOCAL else self._globals, depth):
                    return True
            elif action == _FAIL:
                raise CFFError("a charstring operator fontTools cannot run for a width")
        return False

    def _call(self, subrs: _Index, depth: int) -> bool:
        number = self._stack.pop()
        if type(number) is not int:
            raise CFFError("a subroutine number that is no integer")
        bias = 107 if subrs.count < 1240 else 1131 if subrs.count < 33900 else 32768
        return self._run(subrs.item(number + bias), depth + 1)

    def _settle(self, odd: bool) -> None:
        """The width: the first operand, added to nominalWidthX, when the count of
        operands says there is one; else defaultWidthX."""
        stack = self._stack
        if odd ^ (len(stack) % 2):
            if self._nominal is RESERVED:
                raise CFFError("a reserved nominalWidthX")
            width = self._nominal + stack[0]
        else:
            width = self._default
        self.width = _float(width)
