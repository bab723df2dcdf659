"""Marked content gives each glyph its MCID, artifact flag, ActualText span and /Lang."""

import pikepdf

from handmade import glyphs, make_pdf, records


def test_mcid_and_lang_come_from_the_innermost_section_that_sets_them():
    content = (b"/Span << /Lang (fr) >> BDC /P << /MCID 7 >> BDC BT /F1 10 Tf 100 700 Td (a) Tj ET EMC EMC "
               b"BT /F1 10 Tf 100 680 Td (b) Tj ET")
    a, b = glyphs(make_pdf(content))
    assert (a["mcid"], a["lang"], a["artifact"]) == (7, "fr", False)
    assert (b["mcid"], b["lang"]) == (None, None)


def test_artifact_sections_are_flagged():
    g = glyphs(make_pdf(b"/Artifact BMC BT /F1 10 Tf 100 700 Td (7) Tj ET EMC"))[0]
    assert g["artifact"] is True


def test_named_property_list_is_looked_up_in_resources():
    def setup(pdf, page):
        page.Resources.Properties = pikepdf.Dictionary(MC0=pikepdf.Dictionary(MCID=3))
    g = glyphs(make_pdf(b"/P /MC0 BDC BT /F1 10 Tf 100 700 Td (x) Tj ET EMC", setup=setup))[0]
    assert g["mcid"] == 3


def test_actualtext_replaces_the_glyphs_it_spans():
    content = (b"/Span << /ActualText <FEFF00660069> >> BDC BT /F1 10 Tf 100 700 Td (XYZ) Tj ET EMC "
               b"BT /F1 10 Tf 100 680 Td (k) Tj ET")
    found = glyphs(make_pdf(content))
    assert [g["text"] for g in found] == ["fi", "", "", "k"]
    assert [g["map"] for g in found] == ["actualtext"] * 3 + ["encoding"]
    assert found[0]["actualtext"] == found[2]["actualtext"] == 1 and found[3]["actualtext"] is None


def test_actualtext_control_characters_are_dropped_and_reported():
    content = b"/Span << /ActualText (a\\003b) >> BDC BT /F1 10 Tf 100 700 Td (X) Tj ET EMC"
    recs = records(make_pdf(content))
    assert [r["text"] for r in recs if r["type"] == "glyph"] == ["ab"]
    assert "extraction.actualtext-controls" in {r["code"] for r in recs if r["type"] == "diagnostic"}


def test_unbalanced_emc_is_read_around():
    recs = records(make_pdf(b"EMC BT /F1 10 Tf 100 700 Td (x) Tj ET"))
    assert [r["text"] for r in recs if r["type"] == "glyph"] == ["x"]
    assert "content.operator-misplaced" in {r["code"] for r in recs if r["type"] == "diagnostic"}
