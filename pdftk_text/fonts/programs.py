"""Embedded font programs, read for what extraction needs from them.

Holds ``read_program`` — the bytes of a FontFile (Type 1), FontFile2 (TrueType) or
FontFile3 (bare CFF, CID-keyed CFF, OpenType) to a ``FontProgram``: the built-in
encoding, glyph names, advance widths, TrueType ``cmap`` subtables — and
``symbolic_truetype_code_to_glyph``, ISO 32000-2 §9.6.5.4's lookup for a symbolic
TrueType font. A CFF program (bare, or an OpenType program's table) is read by ``cff``,
an sfnt's own tables by ``sfnt``, and a Type 1 here (PFB headers, the eexec boundary,
hex or binary, the charstrings' widths): embedded programs break the assumptions of
fontTools' file readers, and importing them costs a command tens of milliseconds.

This module must never raise on a program's content, nor draw, hint or rasterise
glyphs: a program it cannot read gives None, and the caller reports
``font-program.unreadable``. It caches nothing; callers cache per font object.
"""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Mapping

from pdftk_text.fonts.encodings import CFF_EXPERT, STANDARD
from pdftk_text.fonts.sfnt import BROKEN, Sfnt
from pdftk_text.frozen import Frozen

_DEFAULT_MATRIX = (0.001, 0.0, 0.0, 0.001, 0.0, 0.0)

# Type 1 charstrings hold at most 24 operands (Adobe Type 1 Font Format, §6.1).
_MAX_TYPE1_OPERANDS = 24
# Bytes of a Type 1 charstring that always hold hsbw or sbw: five operands of at most
# five bytes each (one a divisor) and two operator bytes.
_TYPE1_PREFIX = 32


class FontProgram(Frozen, eq=False):
    """What an embedded font program says about its glyphs. Lengths are in 1000-unit
    glyph space, whatever the program's own units."""

    format: str  # what the bytes turned out to be: "Type1", "CFF", "TrueType" or "OpenType"
    # code -> glyph name from the program itself (Type 1 /Encoding, CFF Encoding);
    # None for TrueType and OpenType, and for CID-keyed CFF, which have none.
    builtin_encoding: tuple[str | None, ...] | None
    widths: Mapping[str, float] | None  # advance by glyph name (hsbw, CFF width, hmtx)
    glyph_names_by_gid: tuple[str, ...] | None  # CFF charset or sfnt glyph order
    cid_to_gid: Mapping[int, int] | None  # CID-keyed CFF: its charset, CID to GID
    # (platform, encoding) -> code -> glyph name, from the sfnt cmap table.
    cmaps: Mapping[tuple[int, int], Mapping[int, str]]
    units_per_em: int
    # True when the glyph names are the program's own (post format 1 or 2, a
    # name-keyed CFF charset, Type 1 CharStrings); False when they are made up
    # (glyph00012, or names from the cmap), which are then only good for matching
    # this program's cmaps.
    post_names_ok: bool
    font_matrix: tuple[float, ...] = _DEFAULT_MATRIX  # the program's, glyph space to text space
    font_bbox: tuple[float, float, float, float] | None = None


def read_program(kind: str, data: bytes, widths: bool = True) -> FontProgram | None:
    """Read an embedded font program; None when it cannot be read.

    ``widths=False`` leaves the advance widths unread (``widths`` is None): a CIDFont's
    advances are its /W, and an sfnt's hmtx or a CFF's charstrings cost more to read
    than the rest of the program.

    *kind* is the descriptor key it came from: "FontFile", "FontFile2",
    "FontFile3/Type1C", "FontFile3/CIDFontType0C" or "FontFile3/OpenType". The bytes
    decide when they clearly say otherwise, since producers mislabel programs (an
    OpenType file under FontFile2, a Type 1C under /OpenType).
    """
    try:
        data = bytes(data)
        reader = _READERS.get(program_format(kind, data))
        return reader(data, widths) if reader is not None else None
    except Exception:
        # Anything a broken or hostile program makes us raise —
        # including RecursionError and MemoryError — is one unreadable program.
        return None


def program_format(kind: str, data: bytes) -> str | None:
    """How to read the bytes: "sfnt", "Type1", "CFF", or None when they are no program."""
    if len(data) < 4:
        return None
    if data[:4] in (b"\x00\x01\x00\x00", b"true", b"OTTO", b"ttcf"):
        return "sfnt"
    if data[:2] == b"%!" or data[0] == 0x80:
        return "Type1"
    # A CFF header: major version 1, then the header size and offset size.
    if data[0] == 1 and data[2] >= 4 and 1 <= data[3] <= 4:
        return "CFF"
    return {"FontFile": "Type1", "FontFile2": "sfnt", "FontFile3/OpenType": "sfnt"}.get(kind)


def symbolic_truetype_code_to_glyph(program: FontProgram | None, code: int) -> str | None:
    """The glyph a symbolic TrueType font with no /Encoding draws for *code*.

    ISO 32000-2 §9.6.5.4: through the (3,0) subtable, the code itself or with a high
    byte of 0xF0, 0xF1 or 0xF2; else through the (1,0) subtable. A code that reaches
    only glyph 0 (.notdef) gives None.
    """
    if program is None or not 0 <= code <= 255:
        return None
    notdef = program.glyph_names_by_gid[0] if program.glyph_names_by_gid else ".notdef"
    candidates = (
        ((3, 0), code),
        ((3, 0), 0xF000 + code),
        ((3, 0), 0xF100 + code),
        ((3, 0), 0xF200 + code),
        ((1, 0), code),
    )
    for key, value in candidates:
        name = program.cmaps.get(key, {}).get(value)
        if name is not None and name != notdef:
            return name
    return None


# --- Type 1 -----------------------------------------------------------------------

_WHITESPACE = b" \t\r\n"
_HEX_DIGITS = frozenset(b"0123456789ABCDEFabcdef")
_NAME = rb"[^\s/\[\]{}()<>%]+"
_EEXEC = re.compile(rb"currentfile\s+eexec")
_ENCODING = re.compile(rb"/Encoding\s+(StandardEncoding\b|\d+\s+array\b)")
_DUP_PUT = re.compile(rb"dup\s+(\d+)\s*/(" + _NAME + rb")\s+put")
_DEF = re.compile(rb"\bdef\b")
_FONT_MATRIX = re.compile(rb"/FontMatrix\s*[\[{]([^\]}]*)[\]}]")
_FONT_BBOX = re.compile(rb"/FontBBox\s*[\[{]([^\]}]*)[\]}]")
_LENIV = re.compile(rb"/lenIV\s+(-?\d+)")
_CHARSTRINGS = re.compile(rb"/CharStrings\b")
# "/name 123 RD " and then 123 bytes; RD may be any name (-| is common).
_CHARSTRING = re.compile(rb"/(" + _NAME + rb")\s+(\d+)\s+\S+\s")
_END = re.compile(rb"\bend\b")


def _read_type1(data: bytes, with_widths: bool = True) -> FontProgram | None:
    # a Type 1 program is a simple font's, whose advances the font may lack; they are
    # read when first asked for (_Type1Widths)
    clear, cipher = _split_eexec(_strip_pfb(data))
    matrix_found = _numbers(_FONT_MATRIX.search(clear), 6)
    if matrix_found is None if cipher else not _CHARSTRINGS.search(clear):
        return None                 # no Type 1 cleartext, or no glyphs at all
    matrix = matrix_found or _DEFAULT_MATRIX
    return FontProgram(
        format="Type1",
        builtin_encoding=_type1_encoding(clear),
        widths=_Type1Widths(cipher, clear, matrix[0] * 1000),
        glyph_names_by_gid=None,
        cid_to_gid=None,
        cmaps=MappingProxyType({}),
        units_per_em=round(1 / abs(matrix[0])) if matrix[0] else 1000,
        post_names_ok=True,
        font_matrix=matrix,
        font_bbox=_scaled_bbox(_numbers(_FONT_BBOX.search(clear), 4), matrix),
    )


class _Type1Widths(Mapping):
    """A Type 1 program's advances by glyph name, read from its charstrings on first
    use: most fonts carry /Widths and need only the cleartext's encoding, and decrypting
    the private part costs more than the rest of the program (5-8 ms a TeX font). A
    private part that does not read gives no advances."""

    def __init__(self, cipher: bytes, clear: bytes, scale: float):
        self._source = (cipher, clear, scale)   # scale: 0.001 * 1000 is exactly 1, widths stay integral
        self._table: dict[str, float] | None = None

    def _load(self) -> dict[str, float]:
        if self._table is None:
            cipher, clear, scale = self._source
            self._source = None
            try:
                self._table = _type1_widths(_decrypt_eexec(cipher) if cipher else clear, scale)
            except Exception:
                self._table = {}
        return self._table

    def __getitem__(self, name: str) -> float:
        return self._load()[name]

    def get(self, name, default=None):
        return self._load().get(name, default)

    def __iter__(self):
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


def _type1_widths(private: bytes, scale: float) -> dict[str, float]:
    charstrings, skip = _type1_charstrings(private)
    widths = {}
    for name, code in charstrings.items():
        if skip >= 0:
            # hsbw comes first: decrypting a prefix is enough, as the cipher runs
            # forward, and it spares decrypting whole outlines.
            code = _decrypt(code[: skip + _TYPE1_PREFIX], 4330)[skip:]
        advance = _type1_advance(code)
        if advance is not None:
            widths[name] = advance * scale
    return widths


def _strip_pfb(data: bytes) -> bytes:
    """The program without PFB segment headers (0x80, type, 4-byte little-endian
    length), which some producers copy into the FontFile stream."""
    if data[:1] != b"\x80":
        return data
    parts = []
    pos = 0
    while pos + 6 <= len(data) and data[pos] == 0x80 and data[pos + 1] in (1, 2):
        length = int.from_bytes(data[pos + 2 : pos + 6], "little")
        parts.append(data[pos + 6 : pos + 6 + length])
        pos += 6 + length
    if pos < len(data) and data[pos : pos + 2] != b"\x80\x03":
        # A segment length that lies short: the rest is still the program.
        parts.append(data[pos:])
    return b"".join(parts)


def _split_eexec(data: bytes) -> tuple[bytes, bytes]:
    """The cleartext part and the encrypted part, found by searching for eexec, since
    /Length1 is often wrong."""
    match = _EEXEC.search(data)
    if match is None:
        at = data.find(b"eexec")
        if at < 0:
            return data, b""
        end = at + len(b"eexec")
    else:
        end = match.end()
    pos = end
    while pos < len(data) and data[pos] in _WHITESPACE:
        pos += 1
    if data[pos : pos + 2] == b"\x80\x02":
        pos += 6  # a PFB binary-segment header left between the two parts
    return data[:end], data[pos:]


def _decrypt_eexec(cipher: bytes) -> bytes:
    """The eexec part in plaintext (key 55665, four leading bytes dropped). It is
    hexadecimal when its first four bytes are all hex digits, as the format says."""
    if len(cipher) >= 4 and all(byte in _HEX_DIGITS for byte in cipher[:4]):
        digits = re.match(rb"[0-9A-Fa-f\s]*", cipher).group()
        digits = re.sub(rb"\s+", b"", digits)
        cipher = bytes.fromhex(digits[: len(digits) // 2 * 2].decode("ascii"))
    return _decrypt(cipher, 55665)[4:]


def _decrypt(cipher: bytes, key: int) -> bytes:
    """Type 1 decryption (Adobe Type 1 Font Format, §7): each plain byte is the cipher
    byte XOR the high byte of a 16-bit key the cipher bytes advance. One loop over ints,
    about 4x fontTools' eexec.decrypt, which calls a function per byte; a whole font's
    private part is decrypted when it is read."""
    plain = bytearray(len(cipher))
    index = 0
    for byte in cipher:
        plain[index] = byte ^ (key >> 8)
        key = ((byte + key) * 52845 + 22719) & 0xFFFF
        index += 1
    return bytes(plain)


def _type1_charstrings(private: bytes) -> tuple[dict[str, bytes], int]:
    """Glyph name -> charstring bytes as stored (encrypted unless lenIV is -1), and
    lenIV, the count of leading bytes to drop once decrypted."""
    leniv = _LENIV.search(private)
    skip = int(leniv.group(1)) if leniv else 4
    start = _CHARSTRINGS.search(private)
    if start is None:
        return {}, skip
    glyphs: dict[str, bytes] = {}
    pos = start.end()
    while True:
        match = _CHARSTRING.search(private, pos)
        # Between two entries stand only "ND" or "noaccess def"; an "end" or a long
        # gap means the CharStrings dictionary is over.
        if match is None or match.start() - pos > 64 or _END.search(private, pos, match.start()):
            break
        length = int(match.group(2))
        code = private[match.end() : match.end() + length]
        pos = match.end() + length
        glyphs[match.group(1).decode("latin-1")] = code
    return glyphs, skip


def _type1_advance(code: bytes) -> float | None:
    """The advance a Type 1 charstring sets with hsbw or sbw, its first operator; None
    when it starts otherwise (a subroutine call, a broken program)."""
    operands: list[float] = []
    pos = 0
    while pos < len(code) and len(operands) <= _MAX_TYPE1_OPERANDS:
        byte = code[pos]
        if byte >= 32:
            value, pos = _type1_number(code, pos)
            if value is None:
                return None
            operands.append(value)
        elif byte == 13:  # hsbw: sbx wx
            return operands[-1] if len(operands) >= 2 else None
        elif byte == 12 and code[pos + 1 : pos + 2] == b"\x07":  # sbw: sbx sby wx wy
            return operands[-2] if len(operands) >= 4 else None
        elif byte == 12 and code[pos + 1 : pos + 2] == b"\x0c" and len(operands) >= 2:
            # div: fractional widths are written "1234 10 div".
            divisor = operands.pop()
            if divisor == 0:
                return None
            operands[-1] /= divisor
            pos += 2
        else:
            return None
    return None


def _type1_number(code: bytes, pos: int) -> tuple[float | None, int]:
    """One operand of the Type 1 charstring number encoding, and the position after it."""
    byte = code[pos]
    if byte <= 246:
        return byte - 139, pos + 1
    if byte <= 254:
        if pos + 1 >= len(code):
            return None, pos
        magnitude = (byte - 247 if byte <= 250 else byte - 251) * 256 + code[pos + 1] + 108
        return (magnitude if byte <= 250 else -magnitude), pos + 2
    if pos + 5 > len(code):
        return None, pos
    return int.from_bytes(code[pos + 1 : pos + 5], "big", signed=True), pos + 5


def _type1_encoding(clear: bytes) -> tuple[str | None, ...] | None:
    """The cleartext /Encoding: StandardEncoding, or the ``dup code /name put``
    entries of an explicit array up to its ``def``."""
    match = _ENCODING.search(clear)
    if match is None:
        return None
    if match.group(1).startswith(b"StandardEncoding"):
        return STANDARD
    end = _DEF.search(clear, match.end())
    body = clear[match.end() : end.start() if end else len(clear)]
    table: list[str | None] = [None] * 256
    for code, name in _DUP_PUT.findall(body):
        if int(code) <= 255 and name != b".notdef":
            table[int(code)] = name.decode("latin-1")
    return tuple(table)


def _numbers(match: re.Match | None, count: int) -> tuple[float, ...] | None:
    if match is None:
        return None
    try:
        values = tuple(float(word) for word in match.group(1).split())
    except ValueError:
        return None
    return values if len(values) == count else None


def _scaled_bbox(bbox, matrix) -> tuple[float, float, float, float] | None:
    """A glyph-space bounding box in 1000-unit glyph space (scale only: no producer
    skews a font matrix whose box matters for extraction)."""
    if bbox is None:
        return None
    sx, sy = matrix[0] * 1000, matrix[3] * 1000
    return (bbox[0] * sx, bbox[1] * sy, bbox[2] * sx, bbox[3] * sy)


# --- CFF ------------------------------------------------------------------------


def _read_cff(data: bytes, with_widths: bool = True) -> FontProgram | None:
    from pdftk_text.fonts.cff import read_cff    # imported by the first CFF program read
    program = read_cff(data, with_widths)
    facts = _cff_facts(program)
    advances = _cff_widths(program["advances"], facts["font_matrix"])
    return FontProgram(format="CFF", widths=advances, cmaps=MappingProxyType({}), **facts)


def _cff_facts(program: dict) -> dict:
    """What a CFF program says (``cff.read_cff``'s), shared by bare CFF and OpenType."""
    names = program["names"]
    cid_keyed = program["cid_keyed"]
    matrix = program["font_matrix"]
    if len(matrix) != 6 or not matrix[0]:
        matrix = _DEFAULT_MATRIX
    return {
        "builtin_encoding": None if cid_keyed else _cff_encoding(program["encoding"]),
        "glyph_names_by_gid": names,
        "cid_to_gid": MappingProxyType(_cff_cids(names)) if cid_keyed else None,
        "units_per_em": round(1 / abs(matrix[0])),
        "post_names_ok": not cid_keyed,
        "font_matrix": matrix,
        # A CID-keyed program's units depend on each FDArray's matrix: its box is the
        # descriptor's business.
        "font_bbox": None if cid_keyed else _scaled_bbox(program["font_bbox"], matrix),
    }


def _cff_encoding(encoding) -> tuple[str | None, ...] | None:
    if encoding == "StandardEncoding":
        return STANDARD
    if encoding == "ExpertEncoding":
        return CFF_EXPERT
    if isinstance(encoding, list) and len(encoding) == 256:
        return tuple(None if name == ".notdef" else name for name in encoding)
    return None


def _cff_cids(names: tuple[str, ...]) -> dict[int, int]:
    # a CID-keyed program's glyphs are named "cid" and the CID, from its charset
    cids = {}
    for gid, name in enumerate(names):
        if name.startswith("cid") and name[3:].isdigit():
            cids[int(name[3:])] = gid
        elif name == ".notdef":
            cids[0] = gid
    return cids


def _cff_widths(advances: dict[str, float] | None, matrix) -> Mapping[str, float] | None:
    """Advance by glyph name in 1000-unit glyph space for a name-keyed CFF; None for
    CID-keyed ones, whose widths are the CIDFont's /W and /DW, or when not read."""
    if advances is None:
        return None
    scale = matrix[0] * 1000
    return MappingProxyType({name: advance * scale for name, advance in advances.items()})


# --- TrueType and OpenType --------------------------------------------------------


def _read_sfnt(data: bytes, with_widths: bool = True) -> FontProgram | None:
    font = Sfnt(data)
    cff = font.table("CFF ")
    if cff is not None:             # its charset is the glyph order: one that fails, fails all
        from pdftk_text.fonts.cff import read_cff
        facts = _cff_facts(read_cff(cff, False))
        names, own = facts["glyph_names_by_gid"], facts["post_names_ok"]
    else:
        facts = {}
        names, own = font.glyph_order()
    units = _units_per_em(font)
    advances = _hmtx_widths(font, names, units) if with_widths else None
    if advances is None and with_widths and cff is not None:
        advances = _cff_widths(read_cff(cff, True)["advances"], facts["font_matrix"])
    return FontProgram(
        format="OpenType" if cff is not None or data[:4] == b"OTTO" else "TrueType",
        builtin_encoding=facts.get("builtin_encoding"),
        widths=advances,
        glyph_names_by_gid=names,
        cid_to_gid=facts.get("cid_to_gid"),
        cmaps=MappingProxyType(_cmaps(font, names)),
        units_per_em=units,
        post_names_ok=own,
        font_matrix=(1 / units, 0.0, 0.0, 1 / units, 0.0, 0.0),
        font_bbox=_head_bbox(font, units),
    )


def _units_per_em(font: Sfnt) -> int:
    # head.unitsPerEm is 16..16384 by the specification; outside it, or unreadable,
    # the 1000 of a PostScript font is the least wrong guess for a box.
    try:
        units = font.head()[0]
    except BROKEN:
        return 1000
    return units if 16 <= units <= 16384 else 1000


def _hmtx_widths(font: Sfnt, names: tuple[str, ...], units: int) -> Mapping[str, float] | None:
    try:
        advances = font.advances(names)
    except BROKEN:
        return None
    return MappingProxyType({name: advance * 1000 / units for name, advance in advances.items()})


def _cmaps(font: Sfnt, names: tuple[str, ...]) -> dict[tuple[int, int], Mapping[int, str]]:
    """(platform, encoding) -> code -> glyph name: of each pair's subtables, the first
    that decodes and maps a code."""
    tables: dict[tuple[int, int], Mapping[int, str]] = {}
    count = len(names)
    for subtable in font.subtables():
        key = subtable[:2]
        if key in tables:
            continue
        try:
            codes = font.codes(subtable)
        except BROKEN:
            continue
        if codes:
            tables[key] = MappingProxyType({code: names[gid] if gid < count else "glyph%.5d" % gid
                                            for code, gid in codes.items()})
    return tables


def _head_bbox(font: Sfnt, units: int) -> tuple[float, float, float, float] | None:
    try:
        box = font.head()[1]
    except BROKEN:
        return None
    return tuple(value * 1000 / units for value in box)


_READERS = {"sfnt": _read_sfnt, "Type1": _read_type1, "CFF": _read_cff}
