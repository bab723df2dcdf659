"""Codes mapped through what an embedded program says, where the PDF's own tables say
nothing: the cases poppler and MuPDF read alike on real files (pdf.js's corpus)."""

import pikepdf

from handmade import glyphs, make_pdf
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


def test_symbolic_truetype_glyph_with_its_own_name_reads_as_that_name():
    program = truetype_font([".notdef", "bullet", "B"], symbol_cmap={0xF041: "bullet", 0xF042: "B"})
    found = glyphs(make_pdf(SHOW, setup=lambda pdf, page: _truetype(pdf, page, program)))
    assert [g["text"] for g in found[:2]] == ["\u2022", "B"]
