"""Codes become text by the first source that answers (ISO 32000 §9.10.2), and say which."""

import pikepdf

from handmade import glyphs, make_pdf, records


def _font(pdf, page, **entries):
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, **entries)
    page.Resources.Font.F2 = pdf.make_indirect(font)
    return font


def _tounicode(pdf, body):
    return pdf.make_stream(b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
                           b"1 begincodespacerange <00> <FF> endcodespacerange " + body +
                           b" endcmap CMapName currentdict /CMap defineresource pop end end")


SHOW = b"BT /F2 10 Tf 100 700 Td (\x41\x42\x43) Tj ET"


def test_tounicode_answers_before_the_encoding():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica,
              ToUnicode=_tounicode(pdf, b"1 beginbfchar <41> <0066006C> endbfchar"))
    found = glyphs(make_pdf(SHOW, setup=setup))
    assert [(g["text"], g["map"]) for g in found] == [("fl", "tounicode"), ("B", "encoding"), ("C", "encoding")]


def test_differences_names_go_through_the_glyph_list():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Times-Roman"),
              Encoding=pikepdf.Dictionary(Differences=[0x41, pikepdf.Name("/f_i"), pikepdf.Name("/uni00E9"),
                                                       pikepdf.Name("/g37")]))
    found = glyphs(make_pdf(SHOW, setup=setup))
    assert [(g["text"], g["map"]) for g in found] == [("fi", "glyph-name"), ("é", "glyph-name"),
                                                       ("\ufffd", "none")]


def test_unmappable_codes_are_counted_per_font():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Custom"),
              Encoding=pikepdf.Dictionary(Differences=[0x41, pikepdf.Name("/g1"), pikepdf.Name("/g2"),
                                                       pikepdf.Name("/g3")]))
    recs = records(make_pdf(SHOW, setup=setup))
    unmapped = [r for r in recs if r["type"] == "diagnostic" and r["code"] == "extraction.unmappable-codes"]
    assert [(r["font"], r["count"]) for r in unmapped] == [("Custom", 3)]


def test_tounicode_faults_of_drawn_codes_are_read_through_and_reported_once_each():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica,
              ToUnicode=_tounicode(pdf, b"3 beginbfchar <41> <0009> <42> <00AD> <43> <0001> endbfchar"))
    content = SHOW + b" BT /F2 10 Tf 100 600 Td (\x41\x42) Tj ET"
    recs = records(make_pdf(content, setup=setup))
    assert [g["text"] for g in recs if g["type"] == "glyph"] == [" ", "-", "C", " ", "-"]
    suspect = [r["fault"] for r in recs if r["type"] == "diagnostic" and r["code"] == "extraction.tounicode-suspect"]
    assert sorted(suspect) == ["controls", "soft-hyphen", "space-as-tab"]


def test_faults_of_codes_never_drawn_are_not_reported():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica,
              ToUnicode=_tounicode(pdf, b"2 beginbfchar <41> <0041> <AD> <00AD> endbfchar"))
    recs = records(make_pdf(b"BT /F2 10 Tf 100 700 Td (A) Tj ET", setup=setup))
    assert [r for r in recs if r["type"] == "diagnostic"] == []


def test_standard_14_font_without_widths_uses_the_afm_metrics():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Courier"))
    found = glyphs(make_pdf(SHOW, setup=setup))
    assert [g["advance"] for g in found] == [6.0, 6.0, 6.0]      # Courier: 600 per glyph


def test_widths_array_wins_over_the_afm():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Courier"), FirstChar=0x41,
              LastChar=0x43, Widths=[100, 200, 300])
    assert [g["advance"] for g in glyphs(make_pdf(SHOW, setup=setup))] == [1.0, 2.0, 3.0]


def test_symbol_font_uses_its_built_in_encoding():
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Symbol)
    content = b"BT /F2 10 Tf 100 700 Td (abg) Tj ET"
    assert "".join(g["text"] for g in glyphs(make_pdf(content, setup=setup))) == "αβγ"


def test_type3_widths_go_through_the_font_matrix():
    def setup(pdf, page):
        proc = pdf.make_stream(b"500 0 d0")
        _font(pdf, page, Subtype=pikepdf.Name.Type3, FontBBox=[0, 0, 500, 700],
              FontMatrix=[0.002, 0, 0, 0.002, 0, 0], CharProcs=pikepdf.Dictionary(a=proc),
              Encoding=pikepdf.Dictionary(Differences=[0x41, pikepdf.Name("/A"), pikepdf.Name("/B")]),
              FirstChar=0x41, LastChar=0x42, Widths=[500, 250], Resources=pikepdf.Dictionary())
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td (AB) Tj ET", setup=setup))
    assert [(g["text"], g["advance"]) for g in found] == [("A", 10.0), ("B", 5.0)]


def test_missing_font_resource_is_reported_and_text_unmappable():
    # Three mapped glyphs keep the page readable, so the unmappable two show as U+FFFD.
    recs = records(make_pdf(b"BT /F1 10 Tf 100 700 Td (xyz) Tj /F9 10 Tf (AB) Tj ET"))
    assert [g["text"] for g in recs if g["type"] == "glyph"] == ["x", "y", "z", "\ufffd", "\ufffd"]
    codes = {r["code"] for r in recs if r["type"] == "diagnostic"}
    assert "resource.not-found" in codes and "extraction.unmappable-codes" in codes
    assert "extraction.text-unreadable" not in codes


def test_page_mostly_unmappable_withholds_only_the_unreadable_fonts_text():
    # Two of three glyphs unmappable: the page is unreadable, but only the font that maps
    # nothing loses its text; Helvetica's "x" stays.
    recs = records(make_pdf(b"BT /F1 10 Tf 100 700 Td (x) Tj /F9 10 Tf (AB) Tj ET"))
    found = [(g["text"], g["map"]) for g in recs if g["type"] == "glyph"]
    assert found == [("x", "encoding"), ("", "none"), ("", "none")]
    unreadable = [r for r in recs if r["type"] == "diagnostic" and r["code"] == "extraction.text-unreadable"]
    assert len(unreadable) == 1 and unreadable[0]["confidence"] == 0.333 and unreadable[0]["threshold"] == 0.5
    assert unreadable[0]["kept"] == 1
    fonts = [(r["font"], r["confidence"], r["count"]) for r in recs
             if r["type"] == "diagnostic" and r["code"] == "extraction.font-unreadable"]
    assert fonts == [("F9", 0.0, 2)]


def test_page_of_one_unmappable_font_yields_no_text():
    recs = records(make_pdf(b"BT /F9 10 Tf 100 700 Td (ABC) Tj ET"))
    assert [g["text"] for g in recs if g["type"] == "glyph"] == ["", "", ""]
    unreadable = [r for r in recs if r["type"] == "diagnostic" and r["code"] == "extraction.text-unreadable"]
    assert len(unreadable) == 1 and unreadable[0]["kept"] == 0


def test_actualtext_keeps_its_text_on_an_unreadable_page():
    content = b"BT /F9 10 Tf 100 700 Td /Span << /ActualText (Hi) >> BDC (AB) Tj EMC (CDEF) Tj ET"
    recs = records(make_pdf(content))
    assert [(g["text"], g["map"]) for g in recs if g["type"] == "glyph"][:3] == \
        [("Hi", "actualtext"), ("", "actualtext"), ("", "none")]
    unreadable = [r for r in recs if r["type"] == "diagnostic" and r["code"] == "extraction.text-unreadable"]
    assert len(unreadable) == 1 and unreadable[0]["kept"] == 2


def test_identity_h_font_splits_two_byte_codes_and_maps_through_tounicode():
    def setup(pdf, page):
        cmap = pdf.make_stream(b"begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange "
                               b"1 beginbfrange <0001> <0003> <0041> endbfrange endcmap")
        cid = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType2,
                                 BaseFont=pikepdf.Name("/Sub+Font"), DW=500, W=[2, [250]],
                                 CIDSystemInfo=pikepdf.Dictionary(Registry=pikepdf.String("Adobe"),
                                                                  Ordering=pikepdf.String("Identity"), Supplement=0))
        _font(pdf, page, Subtype=pikepdf.Name.Type0, BaseFont=pikepdf.Name("/Sub+Font"),
              Encoding=pikepdf.Name("/Identity-H"), DescendantFonts=[pdf.make_indirect(cid)], ToUnicode=cmap)
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td <000100020003> Tj ET", setup=setup))
    assert [(g["text"], g["code"], g["advance"]) for g in found] == [("A", 1, 5.0), ("B", 2, 2.5), ("C", 3, 5.0)]


def test_names_that_spell_their_own_codes_read_as_those_codes():
    # pdfTeX's bitmap (PK) fonts name each glyph after its code: /a98 at 98 is "b".
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type3, FontBBox=[0, 0, 10, 10], FontMatrix=[0.1, 0, 0, 0.1, 0, 0],
              CharProcs=pikepdf.Dictionary(), Resources=pikepdf.Dictionary(), FirstChar=0x41, LastChar=0x43,
              Widths=[5, 5, 5], Encoding=pikepdf.Dictionary(
                  Differences=[0x41, pikepdf.Name("/a65"), pikepdf.Name("/a66"), pikepdf.Name("/a99")]))
    found = glyphs(make_pdf(SHOW, setup=setup))
    assert [(g["text"], g["map"]) for g in found] == [("A", "glyph-name"), ("B", "glyph-name"), ("\ufffd", "none")]


def test_names_that_spell_their_own_codes_in_hexadecimal_read_as_those_codes():
    # A Type 3 font naming each glyph C and its code in hex (pdf.js's issue9655): /C6e at
    # 0x6E is "n", /C41 at 0x41 "A", as poppler and MuPDF read them; /C99 at 0x43 is not.
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type3, FontBBox=[0, 0, 10, 10], FontMatrix=[0.1, 0, 0, 0.1, 0, 0],
              CharProcs=pikepdf.Dictionary(), Resources=pikepdf.Dictionary(), FirstChar=0x41, LastChar=0x6E,
              Widths=[5] * 46, Encoding=pikepdf.Dictionary(
                  Differences=[0x41, pikepdf.Name("/C41"), pikepdf.Name("/C42"), pikepdf.Name("/C99"),
                               0x6E, pikepdf.Name("/C6e")]))
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td (ABnC) Tj ET", setup=setup))
    assert [(g["text"], g["map"]) for g in found] == [("A", "glyph-name"), ("B", "glyph-name"),
                                                       ("n", "glyph-name"), ("\ufffd", "none")]


def test_widths_array_held_by_reference_is_read():
    # pdfTeX writes /Widths as an indirect object: its unparsed form is "N 0 R", not the numbers.
    def setup(pdf, page):
        _font(pdf, page, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Courier"), FirstChar=0x41,
              LastChar=0x43, Widths=pdf.make_indirect(pikepdf.Array([100, 200.5, 300])))
    assert [g["advance"] for g in glyphs(make_pdf(SHOW, setup=setup))] == [1.0, 2.005, 3.0]
