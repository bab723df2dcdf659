"""Embedded font programs: what extraction reads from Type 1, CFF, TrueType and OpenType.

Every program here is built at test time: Type 1 by hand (the format is small, and
fontTools checks our builder below), the others with fontTools' FontBuilder.
"""

import io

import pytest
from fontTools.cffLib import FDArrayIndex, FDSelect, FontDict, SubrsIndex
from fontTools.fontBuilder import FontBuilder
from fontTools.misc import eexec
from fontTools.misc.psCharStrings import T2CharString
from fontTools.pens.basePen import NullPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.t1Lib import T1Font
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

from handmade import square_truetype

from pdftk_text.fonts.encodings import CFF_EXPERT, STANDARD
from pdftk_text.fonts.programs import FontProgram, read_program, symbolic_truetype_code_to_glyph

# ----------------------------------------------------------------- Type 1 builder

HSBW, ENDCHAR, SBW, DIV = b"\x0d", b"\x0e", b"\x0c\x07", b"\x0c\x0c"


def t1_number(value: int) -> bytes:
    """The Type 1 charstring encoding of one integer."""
    if -107 <= value <= 107:
        return bytes([value + 139])
    if 108 <= value <= 1131:
        value -= 108
        return bytes([247 + value // 256, value % 256])
    if -1131 <= value <= -108:
        value = -value - 108
        return bytes([251 + value // 256, value % 256])
    return b"\xff" + value.to_bytes(4, "big", signed=True)


def hsbw(width: int) -> bytes:
    return t1_number(0) + t1_number(width) + HSBW + ENDCHAR


def t1_program(
    glyphs: dict[str, bytes],
    encoding: bytes = b"/Encoding StandardEncoding def\n",
    *,
    hex_cipher: bool = False,
    leniv: int = 4,
    matrix: bytes = b"0.001 0 0 0.001 0 0",
) -> tuple[bytes, bytes, bytes]:
    """A Type 1 program as its three parts: cleartext, ciphertext, trailer."""
    clear = (
        b"%!PS-AdobeFont-1.0: TestFont 001.000\n"
        b"12 dict begin\n/FontType 1 def\n/FontName /TestFont def\n/PaintType 0 def\n"
        b"/FontMatrix [" + matrix + b"] readonly def\n/FontBBox {-10 -250 900 750} readonly def\n"
        + encoding
        + b"currentdict end\ncurrentfile eexec\n"
    )
    entries = []
    for name, code in glyphs.items():
        stored = code if leniv < 0 else eexec.encrypt(b"\x00" * leniv + code, 4330)[0]
        entries.append(b"/%s %d -| %s |-\n" % (name.encode(), len(stored), stored))
    subr = b"\x0b" if leniv < 0 else eexec.encrypt(b"\x00" * leniv + b"\x0b", 4330)[0]  # return
    # The layout every Type 1 producer writes (Adobe Type 1 Font Format, chapter 2):
    # Private open while the CharStrings dictionary is defined in the font dictionary.
    private = (
        b"dup /Private 8 dict dup begin\n/-|{string currentfile exch readstring pop}executeonly def\n"
        b"/|-{noaccess def}executeonly def\n/|{noaccess put}executeonly def\n"
        + (b"/lenIV %d def\n" % leniv if leniv != 4 else b"")
        + b"/BlueValues [-10 0 700 710] def\n/MinFeature {16 16} def\n/password 5839 def\n"
        + b"/Subrs 1 array\ndup 0 %d -| %s |\n|-\n" % (len(subr), subr)
        + b"2 index /CharStrings %d dict dup begin\n" % len(glyphs)
        + b"".join(entries)
        + b"end\nend\nreadonly put\nnoaccess put\ndup /FontName get exch definefont pop\n"
        b"mark currentfile closefile\n"
    )
    cipher = _eexec_encrypt(private)
    if hex_cipher:
        text = cipher.hex().upper().encode()
        cipher = b"\n".join(text[i : i + 64] for i in range(0, len(text), 64)) + b"\n"
    trailer = b"\n" + b"0" * 64 * 8 + b"\ncleartomark\n"
    return clear, cipher, trailer


def _eexec_encrypt(private: bytes) -> bytes:
    # The format wants binary ciphertext whose first four bytes are not all hex
    # digits (that is how readers tell it from hex): pick the random prefix so.
    for seed in range(256):
        cipher = eexec.encrypt(bytes([seed, 1, 2, 3]) + private, 55665)[0]
        if not all(chr(byte) in "0123456789ABCDEFabcdef" for byte in cipher[:4]) and cipher[0] not in b" \t\r\n":
            return cipher
    raise AssertionError("no prefix gives binary-looking ciphertext")


def pfb(*segments: tuple[int, bytes]) -> bytes:
    """PFB framing: 0x80, the segment type, a little-endian length, the bytes."""
    out = b"".join(b"\x80" + bytes([kind]) + len(data).to_bytes(4, "little") + data for kind, data in segments)
    return out + b"\x80\x03"


ABC = {".notdef": hsbw(0), "A": hsbw(667), "B": hsbw(722), "space": hsbw(278)}
EXPLICIT = b"/Encoding 256 array\n0 1 255 {1 index exch /.notdef put} for\ndup 65 /B put\ndup 66 /A put\ndup 32 /space put\nreadonly def\n"


def test_our_type1_builder_makes_programs_fonttools_reads(tmp_path):
    # Checks the builder itself, so the tests below are about real Type 1 programs.
    path = tmp_path / "test.pfa"
    path.write_bytes(b"".join(t1_program(ABC, EXPLICIT, hex_cipher=True)))
    font = T1Font(str(path))
    glyphs = font.getGlyphSet()
    glyphs["B"].draw(NullPen())
    assert glyphs["B"].width == 722
    assert font["Encoding"][65] == "B"


# ----------------------------------------------------------------- Type 1


def test_type1_binary_explicit_encoding_and_widths():
    program = read_program("FontFile", b"".join(t1_program(ABC, EXPLICIT)))
    assert program.format == "Type1"
    assert program.builtin_encoding[65] == "B"
    assert program.builtin_encoding[66] == "A"
    assert program.builtin_encoding[32] == "space"
    assert program.builtin_encoding[67] is None  # .notdef is no glyph name to map
    assert dict(program.widths) == {".notdef": 0, "A": 667, "B": 722, "space": 278}
    assert program.font_bbox == (-10, -250, 900, 750)


def test_type1_standard_encoding():
    program = read_program("FontFile", b"".join(t1_program(ABC)))
    assert program.builtin_encoding is STANDARD


def test_type1_hex_eexec():
    program = read_program("FontFile", b"".join(t1_program(ABC, EXPLICIT, hex_cipher=True)))
    assert program.builtin_encoding[65] == "B"
    assert program.widths["B"] == 722


def test_type1_with_pfb_segment_headers_still_gives_its_encoding():
    clear, cipher, trailer = t1_program(ABC, EXPLICIT)
    program = read_program("FontFile", pfb((1, clear), (2, cipher), (1, trailer)))
    assert program.builtin_encoding[65] == "B"
    assert program.widths["A"] == 667


def test_type1_with_a_pfb_header_left_before_the_binary_part():
    clear, cipher, trailer = t1_program(ABC, EXPLICIT)
    data = clear + b"\x80\x02" + len(cipher).to_bytes(4, "little") + cipher + trailer
    assert read_program("FontFile", data).widths["B"] == 722


def test_type1_pfb_with_a_lying_segment_length():
    clear, cipher, trailer = t1_program(ABC, EXPLICIT)
    data = b"\x80\x01" + (len(clear) - 40).to_bytes(4, "little") + clear + cipher + trailer
    assert read_program("FontFile", data).widths["B"] == 722


def test_type1_eexec_boundary_is_searched_not_taken_from_length1():
    # Producers write the cleartext length wrong; extra blank lines after eexec and
    # CRLF line ends are common too. Nothing but the bytes is needed.
    clear, cipher, trailer = t1_program(ABC, EXPLICIT)
    data = clear.replace(b"\n", b"\r\n") + b"\r\n\r\n" + cipher + trailer
    assert read_program("FontFile", data).builtin_encoding[66] == "A"


def test_type1_without_trailer_zeros():
    clear, cipher, _ = t1_program(ABC, EXPLICIT)
    assert read_program("FontFile", clear + cipher).widths["space"] == 278


def test_type1_lenIV_and_unencrypted_charstrings():
    program = read_program("FontFile", b"".join(t1_program(ABC, leniv=-1)))
    assert program.widths["A"] == 667
    program = read_program("FontFile", b"".join(t1_program(ABC, leniv=0)))
    assert program.widths["B"] == 722


def test_type1_sbw_and_div_widths():
    glyphs = {
        ".notdef": hsbw(0),
        "A": t1_number(0) + t1_number(0) + t1_number(1234) + t1_number(0) + SBW + ENDCHAR,
        "B": t1_number(0) + t1_number(5005) + t1_number(10) + DIV + HSBW + ENDCHAR,
        "C": t1_number(0) + t1_number(-1500) + HSBW + ENDCHAR,
    }
    widths = read_program("FontFile", b"".join(t1_program(glyphs))).widths
    assert widths["A"] == 1234
    assert widths["B"] == 500.5
    assert widths["C"] == -1500


def test_type1_widths_follow_the_font_matrix():
    glyphs = {".notdef": hsbw(0), "A": hsbw(2048)}
    program = read_program("FontFile", b"".join(t1_program(glyphs, matrix=b"0.00048828125 0 0 0.00048828125 0 0")))
    assert program.widths["A"] == 1000
    assert program.units_per_em == 2048


def test_type1_charstring_past_the_operand_limit_has_no_width():
    # The format allows 24 operands on the stack; a program past that is invalid.
    glyphs = {".notdef": hsbw(0), "A": t1_number(1) * 30 + t1_number(500) + HSBW + ENDCHAR}
    program = read_program("FontFile", b"".join(t1_program(glyphs)))
    assert "A" not in program.widths


def test_type1_glyph_without_hsbw_has_no_width():
    glyphs = {".notdef": hsbw(0), "A": t1_number(0) + b"\x0a" + ENDCHAR}  # callsubr first
    program = read_program("FontFile", b"".join(t1_program(glyphs)))
    assert "A" not in program.widths
    assert program.widths[".notdef"] == 0


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: data.index(b"/FontMatrix")],  # cut inside the cleartext
        lambda data: data.replace(b"eexec", b"eeXec"),
        lambda data: b"%!PS-AdobeFont-1.0\n" + bytes(range(256)) * 20,
        lambda data: b"\x80\x01\xff\xff\xff\xff",
        lambda data: b"",
    ],
)
def test_broken_type1_gives_none(damage):
    data = b"".join(t1_program(ABC, EXPLICIT))
    assert read_program("FontFile", damage(data)) is None


@pytest.mark.parametrize("cut", [40, 200])
def test_type1_with_its_private_part_cut_gives_its_encoding_and_no_widths(cut):
    # The built-in encoding is in the cleartext; the advances, read from the encrypted
    # part only when a font lacks /Widths, are not there.
    data = b"".join(t1_program(ABC, EXPLICIT))
    program = read_program("FontFile", data[: data.index(b"eexec") + cut])
    assert program.builtin_encoding[65] == "B"
    assert dict(program.widths) == {} and program.widths.get("A") is None


def test_type1_private_part_is_decrypted_only_when_its_widths_are_read(monkeypatch):
    from pdftk_text.fonts import programs
    calls = []
    original = programs._decrypt_eexec
    monkeypatch.setattr(programs, "_decrypt_eexec", lambda cipher: calls.append(1) or original(cipher))
    program = read_program("FontFile", b"".join(t1_program(ABC, EXPLICIT)))
    assert program.builtin_encoding[66] == "A" and not calls
    assert program.widths.get("B") == 722 and program.widths["A"] == 667 and calls == [1]


# ----------------------------------------------------------------- CFF


def cff_font(widths: dict[str, int], *, encoding=None):
    """An OpenType (CFF) font; its CFF table is the bare program of a FontFile3."""
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(list(widths))
    charstrings = {}
    for name, width in widths.items():
        pen = T2CharStringPen(width, None)
        pen.moveTo((0, 0))
        pen.lineTo((100, 0))
        pen.lineTo((100, 100))
        pen.closePath()
        charstrings[name] = pen.getCharString()
    builder.setupCFF("TestCFF", {}, charstrings, {})
    builder.setupHorizontalMetrics({name: (width, 0) for name, width in widths.items()})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupCharacterMap({0x41: "A"} if "A" in widths else {})
    builder.setupNameTable({"familyName": "TestCFF", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    if encoding is not None:
        builder.font["CFF "].cff.topDictIndex[0].Encoding = encoding
    return builder.font


def bare_cff(font) -> bytes:
    stream = io.BytesIO()
    font["CFF "].cff.compile(stream, font)
    return stream.getvalue()


def sfnt_bytes(font) -> bytes:
    stream = io.BytesIO()
    font.save(stream)
    return stream.getvalue()


CFF_WIDTHS = {".notdef": 500, "A": 600, "B": 700, "space": 250}


def test_cff_standard_encoding_and_widths():
    program = read_program("FontFile3/Type1C", bare_cff(cff_font(CFF_WIDTHS)))
    assert program.format == "CFF"
    assert program.builtin_encoding is STANDARD
    assert dict(program.widths) == CFF_WIDTHS
    assert program.glyph_names_by_gid == (".notdef", "A", "B", "space")
    assert program.cid_to_gid is None
    assert program.post_names_ok


def test_cff_custom_encoding():
    encoding = [".notdef"] * 256
    encoding[0x41], encoding[0x42] = "B", "A"
    program = read_program("FontFile3/Type1C", bare_cff(cff_font(CFF_WIDTHS, encoding=encoding)))
    assert program.builtin_encoding[0x41] == "B"
    assert program.builtin_encoding[0x42] == "A"
    assert program.builtin_encoding[0x20] is None


def test_cff_expert_encoding():
    program = read_program("FontFile3/Type1C", bare_cff(cff_font(CFF_WIDTHS, encoding="ExpertEncoding")))
    assert program.builtin_encoding is CFF_EXPERT


def cid_keyed_cff() -> bytes:
    """A CID-keyed CFF of CIDs 5 and 10 (and 0), one FDArray font for all."""
    font = cff_font({".notdef": 500, "cid00005": 600, "cid00010": 700})
    top = font["CFF "].cff.topDictIndex[0]
    top.ROS = ("Adobe", "Identity", 0)
    top.CIDCount = 11
    fd = FontDict()
    fd.Private = top.Private
    top.FDArray = FDArrayIndex()
    top.FDArray.append(fd)
    top.FDSelect = FDSelect()
    top.FDSelect.format = 3
    top.FDSelect.gidArray = [0, 0, 0]
    del top.Private
    return bare_cff(font)


def test_cid_keyed_cff_gives_its_charset():
    program = read_program("FontFile3/CIDFontType0C", cid_keyed_cff())
    assert dict(program.cid_to_gid) == {0: 0, 5: 1, 10: 2}
    assert program.builtin_encoding is None
    assert program.widths is None  # a CIDFont's widths are its /W
    assert not program.post_names_ok


def test_cff_recursive_subroutine_costs_one_width_not_the_program():
    font = cff_font(CFF_WIDTHS)
    top = font["CFF "].cff.topDictIndex[0]
    # Subroutine 0 calls itself forever; bias is 107 for fewer than 1240 subrs.
    top.Private.Subrs = SubrsIndex()
    top.Private.Subrs.append(T2CharString(program=[-107, "callsubr"]))
    glyph = top.CharStrings["B"]
    glyph.program = [-107, "callsubr"]
    font.recalcBBoxes = False  # fontTools would run the loop itself
    program = read_program("FontFile3/Type1C", bare_cff(font))
    assert "B" not in program.widths
    assert program.widths["A"] == 600


def test_cff_subroutine_fan_out_is_bounded():
    # Nine levels, each subroutine calling the next three times: 3**9 calls, within
    # the nesting limit, for a few bytes. The width is given up, quickly.
    font = cff_font(CFF_WIDTHS)
    top = font["CFF "].cff.topDictIndex[0]
    top.Private.Subrs = SubrsIndex()
    for level in range(9):
        top.Private.Subrs.append(T2CharString(program=[level + 1 - 107, "callsubr"] * 3 + ["return"]))
    top.Private.Subrs.append(T2CharString(program=["return"]))
    top.CharStrings["B"].program = [-107, "callsubr", "endchar"]
    font.recalcBBoxes = False
    program = read_program("FontFile3/Type1C", bare_cff(font))
    assert "B" not in program.widths
    assert program.widths["A"] == 600


def test_opentype_cff():
    program = read_program("FontFile3/OpenType", sfnt_bytes(cff_font(CFF_WIDTHS)))
    assert program.format == "OpenType"
    assert program.builtin_encoding is STANDARD
    assert program.widths["B"] == 700
    assert program.cmaps[(3, 1)][0x41] == "A"


@pytest.mark.parametrize("damage", [lambda data: data[:20], lambda data: data[:4] + b"\xff" * 60, lambda data: b"\x01\x00\x04\x01"])
def test_broken_cff_gives_none(damage):
    assert read_program("FontFile3/Type1C", damage(bare_cff(cff_font(CFF_WIDTHS)))) is None


# ----------------------------------------------------------------- TrueType


def truetype_font(names, *, unicode_cmap=None, symbol_cmap=None, mac_cmap=None, post_names=True, units=2048):
    builder = square_truetype(names, units)
    builder.setupCharacterMap(unicode_cmap or {})
    cmap = builder.font["cmap"]
    for (platform, encoding, mapping) in ((3, 0, symbol_cmap), (1, 0, mac_cmap)):
        if mapping:
            subtable = CmapSubtable.newSubtable(4)
            subtable.platformID, subtable.platEncID, subtable.language = platform, encoding, 0
            subtable.cmap = mapping
            cmap.tables.append(subtable)
    builder.setupNameTable({"familyName": "TestTT", "styleName": "Regular", "psName": "TestTT-Regular"})
    builder.setupOS2()
    builder.setupPost(keepGlyphNames=post_names)
    return sfnt_bytes(builder.font)


TT_NAMES = [".notdef", "A", "B", "bullet", "omega"]


def test_truetype_cmaps_names_and_widths():
    program = read_program("FontFile2", truetype_font(TT_NAMES, unicode_cmap={0x41: "A", 0x42: "B"}))
    assert program.format == "TrueType"
    assert program.builtin_encoding is None
    assert program.glyph_names_by_gid == tuple(TT_NAMES)
    assert program.post_names_ok
    assert program.cmaps[(3, 1)] == {0x41: "A", 0x42: "B"}
    assert program.units_per_em == 2048
    assert program.widths["A"] == (1024 + 64) * 1000 / 2048


def test_truetype_without_post_names():
    program = read_program("FontFile2", truetype_font(TT_NAMES, unicode_cmap={0x41: "A"}, post_names=False))
    assert not program.post_names_ok
    assert len(program.glyph_names_by_gid) == len(TT_NAMES)
    # Made-up names still agree with the cmap, which is what they are for.
    assert program.cmaps[(3, 1)][0x41] == program.glyph_names_by_gid[1]


def test_truetype_with_a_broken_post_table_is_still_read():
    data = bytearray(truetype_font(TT_NAMES, unicode_cmap={0x41: "A"}))
    tag = data.index(b"post", 12)  # the table directory entry: tag, checksum, offset, length
    offset = int.from_bytes(data[tag + 8 : tag + 12], "big")
    data[offset : offset + 4] = b"\x00\x02\x00\x00"  # format 2.0
    data[offset + 32 : offset + 34] = b"\xff\xff"  # numGlyphs past what follows
    data[offset + 34 :] = b"\xff" * (len(data) - offset - 34)
    program = read_program("FontFile2", bytes(data))
    assert program is not None
    assert len(program.glyph_names_by_gid) == len(TT_NAMES)
    assert program.widths is not None


@pytest.mark.parametrize("damage", [lambda data: data[:30], lambda data: data[:12] + b"\x00" * 100, lambda data: b"true" + b"\xff" * 8])
def test_broken_truetype_gives_none(damage):
    assert read_program("FontFile2", damage(truetype_font(TT_NAMES))) is None


def test_mislabelled_program_is_read_by_what_it_is():
    program = read_program("FontFile3/Type1C", truetype_font(TT_NAMES, unicode_cmap={0x41: "A"}))
    assert program.format == "TrueType"
    program = read_program("FontFile2", bare_cff(cff_font(CFF_WIDTHS)))
    assert program.format == "CFF"


@pytest.mark.parametrize("kind", ["FontFile", "FontFile2", "FontFile3/Type1C", "FontFile3/OpenType", "Nonsense"])
def test_garbage_gives_none_whatever_the_kind(kind):
    assert read_program(kind, b"not a font program at all" * 10) is None
    assert read_program(kind, None) is None


# ----------------------------------------------------------------- symbolic TrueType


def test_symbolic_lookup_through_3_0_with_f0_high_byte():
    program = read_program("FontFile2", truetype_font(TT_NAMES, symbol_cmap={0xF041: "A", 0xF0B7: "bullet"}))
    assert symbolic_truetype_code_to_glyph(program, 0x41) == "A"
    assert symbolic_truetype_code_to_glyph(program, 0xB7) == "bullet"
    assert symbolic_truetype_code_to_glyph(program, 0x42) is None


@pytest.mark.parametrize("base", [0x0000, 0xF100, 0xF200])
def test_symbolic_lookup_through_3_0_other_ranges(base):
    program = read_program("FontFile2", truetype_font(TT_NAMES, symbol_cmap={base + 0x61: "omega"}))
    assert symbolic_truetype_code_to_glyph(program, 0x61) == "omega"


def test_symbolic_lookup_falls_back_to_1_0():
    program = read_program("FontFile2", truetype_font(TT_NAMES, mac_cmap={0x42: "B"}))
    assert symbolic_truetype_code_to_glyph(program, 0x42) == "B"


def test_symbolic_lookup_prefers_3_0_and_skips_notdef():
    program = read_program(
        "FontFile2",
        truetype_font(TT_NAMES, symbol_cmap={0xF041: ".notdef", 0xF141: "omega"}, mac_cmap={0x41: "B"}),
    )
    assert symbolic_truetype_code_to_glyph(program, 0x41) == "omega"


def test_symbolic_lookup_without_program_or_past_a_byte():
    assert symbolic_truetype_code_to_glyph(None, 0x41) is None
    program = read_program("FontFile2", truetype_font(TT_NAMES, symbol_cmap={0xF041: "A"}))
    assert symbolic_truetype_code_to_glyph(program, 0x141) is None


def test_program_is_frozen():
    program = read_program("FontFile2", truetype_font(TT_NAMES))
    assert isinstance(program, FontProgram)
    with pytest.raises(AttributeError):
        program.units_per_em = 1000
    with pytest.raises(TypeError):
        program.widths["A"] = 0
