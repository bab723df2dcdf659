"""Codes mapped through what an embedded program says, where the PDF's own tables say
nothing: the cases poppler and MuPDF read alike on real files (pdf.js's corpus)."""

import pikepdf

from handmade import cid_truetype, glyphs, make_pdf
from test_fonts_programs import truetype_font


def _truetype(pdf, page, program, flags=4, **entries):
    descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/ABCDEF+Sym"),
                                    Flags=flags, FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200,
                                    ItalicAngle=0, StemV=80, CapHeight=700,
                                    FontFile2=pdf.make_stream(program))
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.TrueType,
                              BaseFont=pikepdf.Name("/ABCDEF+Sym"), FirstChar=0x41, LastChar=0x43,
                              Widths=[500, 500, 500], FontDescriptor=pdf.make_indirect(descriptor), **entries)
    page.Resources.Font.F2 = pdf.make_indirect(font)


SHOW = b"BT /F2 10 Tf 100 700 Td (ABC) Tj ET"


def test_symbolic_truetype_glyph_named_only_by_its_private_use_slot_reads_as_its_code():
    # Word's symbolic subsets (pdf.js's issue3263r): no /Encoding, a (3,0) cmap at
    # 0xF000 + code, a post table without names. Poppler and MuPDF read code 0x41 as "A".
    program = truetype_font([".notdef", "g1", "g2"], symbol_cmap={0xF041: "g1", 0xF042: "g2"}, post_names=False)
    found = glyphs(make_pdf(SHOW, setup=lambda pdf, page: _truetype(pdf, page, program)))
    assert [(g["text"], g["map"]) for g in found[:2]] == [("A", "builtin"), ("B", "builtin")]
    assert (found[2]["text"], found[2]["map"]) == ("\ufffd", "none")


def test_symbolic_truetype_glyph_no_table_names_reads_as_its_code():
    # Chrome's subsets (pdf.js's bug1771477): a (1,0) cmap from codes 0x21 up, no post
    # table; both referees read the codes as characters.
    program = truetype_font([".notdef", "g1", "g2"], mac_cmap={0x41: "g2", 0x42: "g1"}, post_names=False)
    found = glyphs(make_pdf(SHOW, setup=lambda pdf, page: _truetype(pdf, page, program)))
    assert [(g["text"], g["map"]) for g in found] == [("A", "builtin"), ("B", "builtin"), ("\ufffd", "none")]


def test_symbolic_truetype_glyph_with_its_own_name_reads_as_that_name():
    program = truetype_font([".notdef", "bullet", "B"], symbol_cmap={0xF041: "bullet", 0xF042: "B"})
    found = glyphs(make_pdf(SHOW, setup=lambda pdf, page: _truetype(pdf, page, program)))
    assert [g["text"] for g in found[:2]] == ["\u2022", "B"]


def _cid_truetype(pdf, page, program, cid_to_gid):
    stream = bytearray(2 * (max(cid_to_gid) + 1))
    for cid, gid in cid_to_gid.items():
        stream[2 * cid:2 * cid + 2] = gid.to_bytes(2, "big")
    cid_truetype(pdf, page, program, "AAAAAC+Uni", 500, pdf.make_stream(bytes(stream)))


NAMELESS = [".notdef"] + [f"g{gid}" for gid in range(1, 10)]


def test_cid_truetype_whose_cids_are_unicode_values_reads_them():
    # No ToUnicode, a program with neither cmap nor post names, and a CIDToGIDMap giving
    # glyphs only to printable characters (pdf.js's bug1650302: poppler and MuPDF read the
    # CIDs as Unicode). "Výbava" was encoded as its code points.
    program = truetype_font(NAMELESS, post_names=False)
    word = "Výbava zř"
    cids = {ord(ch): gid for gid, ch in enumerate(sorted(set(word)), start=1)}
    show = b"BT /F2 10 Tf 100 700 Td <" + "".join(f"{ord(ch):04X}" for ch in word).encode() + b"> Tj ET"
    found = glyphs(make_pdf(show, setup=lambda pdf, page: _cid_truetype(pdf, page, program, cids)))
    assert "".join(g["text"] for g in found) == word
    assert {g["map"] for g in found} == {"cid-unicode"}


def test_cid_truetype_numbered_from_one_has_no_text_from_its_cids():
    program = truetype_font(NAMELESS, post_names=False)
    cids = {cid: cid for cid in range(1, 10)} | {1: 2, 2: 1}
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td <0001000200030004> Tj ET",
                            setup=lambda pdf, page: _cid_truetype(pdf, page, program, cids)))
    assert [g["map"] for g in found] == ["none"] * 4


ENCODING_CMAP = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
                 b"/CIDSystemInfo << /Registry (G) /Ordering (GrpOne) /Supplement 1 >> def /CMapName /Enc def "
                 b"1 begincodespacerange <0001> <FFFF> endcodespacerange "
                 b"1 begincidrange <0041> <0043> 1 endcidrange endcmap "
                 b"CMapName currentdict /CMap defineresource pop end end")


def test_cid_cff_font_whose_tounicode_is_its_encoding_reads_the_programs_glyph_names():
    # pdf.js's issue9915: /ToUnicode is the encoding CMap (cidrange only), over a name-keyed
    # CFF in OpenType, whose CIDs are its glyph ids. The codes were encoded as UTF-16 'ABC'
    # and the program names its glyphs A, B, C (poppler and MuPDF read the CIDs as characters).
    from test_fonts_programs import cff_font, sfnt_bytes
    program = sfnt_bytes(cff_font({".notdef": 500, "A": 600, "B": 700, "C": 500}))

    def setup(pdf, page):
        stream = pdf.make_stream(ENCODING_CMAP)
        descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/OCRB"), Flags=4,
                                        FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200, ItalicAngle=0,
                                        StemV=80, FontFile3=pdf.make_stream(program, Subtype=pikepdf.Name.OpenType))
        info = pikepdf.Dictionary(Registry=pikepdf.String("G"), Ordering=pikepdf.String("GrpOne"), Supplement=1)
        cid_font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType0,
                                      BaseFont=pikepdf.Name("/OCRB"), CIDSystemInfo=info,
                                      FontDescriptor=pdf.make_indirect(descriptor))
        page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0, BaseFont=pikepdf.Name("/OCRB"), Encoding=stream,
            ToUnicode=stream, DescendantFonts=[pdf.make_indirect(cid_font)]))
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td <004100420043> Tj ET", setup=setup))
    assert "".join(g["text"] for g in found) == "ABC"
