"""Type 0 fonts: predefined CMaps with the Adobe collections' maps (poppler-data), the
data missing, vertical writing (/W2, /DW2, -V CMaps), embedded CMaps of mixed code
lengths, and Identity over an embedded TrueType read back through its cmap.

The texts are those the hand-made PDFs were written with; where pdftotext is installed
(it is a test requirement) the same PDF is read by it live and must agree.
"""

import os
import subprocess
import sys

import pikepdf
import pytest

from handmade import glyphs, make_pdf, records

sys.path.insert(0, os.path.dirname(__file__))
from test_fonts_programs import truetype_font  # noqa: E402  the TrueType builder those tests use

POPPLER_DATA = "/usr/share/poppler/cidToUnicode/Adobe-Japan1"
needs_data = pytest.mark.skipif(not os.path.exists(POPPLER_DATA), reason="poppler-data not installed")


def _type0(pdf, page, encoding, ordering="Japan1", subtype="CIDFontType0", name="HeiseiMin-W3", **cid_keys):
    cid = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name("/" + subtype),
                             BaseFont=pikepdf.Name("/" + name),
                             CIDSystemInfo=pikepdf.Dictionary(Registry=pikepdf.String("Adobe"),
                                                              Ordering=pikepdf.String(ordering), Supplement=2),
                             **cid_keys)
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0,
                              BaseFont=pikepdf.Name("/" + name), Encoding=encoding,
                              DescendantFonts=[pdf.make_indirect(cid)])
    page.Resources.Font.C1 = pdf.make_indirect(font)
    return cid


def _pdftotext(data, tmp_path):
    path = tmp_path / "t.pdf"
    path.write_bytes(data)
    return subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True,
                          text=True).stdout.strip("\f\n ")


def _diagnostics(recs, code):
    return [r for r in recs if r["type"] == "diagnostic" and r["code"] == code]


# UniJIS-UCS2-H: the codes are UTF-16; the CMap gives Adobe-Japan1 CIDs (日 3284, 本 3722).
NIHON = b"BT /C1 10 Tf 100 700 Td <65E5672C> Tj ET"


@needs_data
def test_predefined_cmap_reads_through_the_collection_map(tmp_path):
    data = make_pdf(NIHON, setup=lambda pdf, page: _type0(pdf, page, pikepdf.Name("/UniJIS-UCS2-H")))
    found = glyphs(data)
    assert [(g["text"], g["map"], g["code"]) for g in found] == [
        ("日", "cid-collection", 0x65E5), ("本", "cid-collection", 0x672C)]
    assert _pdftotext(data, tmp_path) == "日本"


def test_predefined_cmap_without_the_data_reports_and_reads_no_text(tmp_path, monkeypatch):
    monkeypatch.setenv("PDFTK_TEXT_POPPLER_DATA", str(tmp_path))      # an empty directory
    data = make_pdf(NIHON, setup=lambda pdf, page: _type0(pdf, page, pikepdf.Name("/UniJIS-UCS2-H")))
    recs = records(data)
    assert [(g["text"], g["map"]) for g in recs if g["type"] == "glyph"] == [("", "none"), ("", "none")]
    unavailable = _diagnostics(recs, "extraction.cmap-unavailable")
    assert len(unavailable) == 1
    assert unavailable[0]["cmap"] == "UniJIS-UCS2-H" and unavailable[0]["package"] == "poppler-data"
    assert "UniJIS-UCS2-H" in unavailable[0]["message"] and "poppler-data" in unavailable[0]["message"]
    assert not _diagnostics(recs, "extraction.unmappable-codes")        # said once, by cmap-unavailable
    assert _diagnostics(recs, "extraction.text-unreadable")


def test_identity_over_a_collection_without_its_map_reads_no_text(tmp_path, monkeypatch):
    # Identity-H needs no CMap file, but CIDs of Adobe-Japan1 need the collection's map.
    monkeypatch.setenv("PDFTK_TEXT_POPPLER_DATA", str(tmp_path))
    data = make_pdf(b"BT /C1 10 Tf 100 700 Td <0022> Tj ET",
                    setup=lambda pdf, page: _type0(pdf, page, pikepdf.Name("/Identity-H")))
    recs = records(data)
    assert [g["text"] for g in recs if g["type"] == "glyph"] == [""]
    assert _diagnostics(recs, "extraction.cmap-unavailable")[0]["cmap"] == "Adobe-Japan1"


@needs_data
def test_identity_h_over_a_cid_keyed_collection_font_uses_its_map():
    data = make_pdf(b"BT /C1 10 Tf 100 700 Td <00220023> Tj ET",
                    setup=lambda pdf, page: _type0(pdf, page, pikepdf.Name("/Identity-H")))
    assert [g["text"] for g in glyphs(data)] == ["A", "B"]      # Adobe-Japan1 CIDs 34, 35


@needs_data
def test_vertical_cmap_places_glyphs_down_the_page_centred_on_their_origin(tmp_path):
    # UniJIS-UCS2-V, /DW 1000 and no /W2: each glyph advances 1 em down (DW2 w1 -1000),
    # its box is 1 em wide centred on the origin (vx = w0/2) and reaches from the
    # origin's vy = 880 above the horizontal origin (§9.7.4.3).
    def setup(pdf, page):
        cid = _type0(pdf, page, pikepdf.Name("/UniJIS-UCS2-V"))
        cid.FontDescriptor = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/HeiseiMin-W3"), Flags=4,
            FontBBox=[0, -120, 1000, 880], Ascent=880, Descent=-120, ItalicAngle=0, CapHeight=700, StemV=80))
    data = make_pdf(NIHON, setup=setup)
    found = glyphs(data)
    assert [g["text"] for g in found] == ["日", "本"]
    assert [g["origin"] for g in found] == [[100.0, 92.0], [100.0, 102.0]]
    assert found[0]["quad"] == [95.0, 92.0, 105.0, 92.0, 95.0, 102.0, 105.0, 102.0]
    assert [g["advance"] for g in found] == [10.0, 10.0]
    assert _pdftotext(data, tmp_path) == "日本"     # read top to bottom


def test_identity_v_with_w2_position_vectors():
    # /W2 for CID 1: w1 -500, v = (250, 900); CID 2 takes /DW2 [800 -1200] and vx = w0/2 = 300.
    def setup(pdf, page):
        cid = _type0(pdf, page, pikepdf.Name("/Identity-V"), ordering="Identity", DW=600,
                     W2=[1, [-500, 250, 900]], DW2=[800, -1200])
        cid.FontDescriptor = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/V"), Flags=4,
            FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200, ItalicAngle=0, CapHeight=700, StemV=80))
    found = glyphs(make_pdf(b"BT /C1 10 Tf 100 700 Td <00010002> Tj ET", setup=setup))
    assert [g["origin"] for g in found] == [[100.0, 92.0], [100.0, 97.0]]
    # CID 1: x from -2.5 to 3.5 (w0 6), y from 0.8 - 0.9 = -0.1 em to -1.1 em of the origin.
    assert found[0]["bbox"] == [97.5, 93.0, 103.5, 103.0]
    # CID 2: x from -3 to 3; y from 0 down its vertical advance, -1.2 em (w1 of /DW2),
    # which reaches past the font's 1 em box (0.8 - 0.8 = 0 to -0.2 - 0.8 = -1 em).
    assert found[1]["bbox"] == [97.0, 97.0, 103.0, 109.0]


@needs_data
def test_embedded_cmap_with_mixed_code_lengths_and_usecmap(tmp_path):
    # One-byte codes 00-7F and two-byte 8140-9FFC; the single-byte range comes from the
    # used CMap (predefined 90ms-RKSJ-H), the two-byte mapping is the embedded one's own.
    embedded = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
                b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> def\n"
                b"/CMapName /Mixed-H def /90ms-RKSJ-H usecmap\n"
                b"2 begincodespacerange <00> <80> <8140> <9FFC> endcodespacerange\n"
                b"1 begincidrange <8250> <8251> 3284 endcidrange\n"
                b"endcmap CMapName currentdict /CMap defineresource pop end end\n")
    data = make_pdf(b"BT /C1 10 Tf 100 700 Td <41825042> Tj ET",
                    setup=lambda pdf, page: _type0(pdf, page, pdf.make_stream(embedded)))
    found = glyphs(data)
    assert [(g["text"], g["code"]) for g in found] == [("A", 0x41), ("日", 0x8250), ("B", 0x42)]
    assert _pdftotext(data, tmp_path) == "A日B"


def test_identity_over_embedded_truetype_reads_back_through_its_cmap(tmp_path):
    # No ToUnicode: CID -> GID by /CIDToGIDMap (CID 1 -> GID 2, CID 2 -> GID 1), then the
    # program's (3,1) cmap read backwards, as the design's §9.10.2 table asks. The
    # referees disagree with that and with each other: pdftotext 22.12 reads an
    # Adobe-Identity CID as its own code point (U+0001, a guess), mutool 1.21 gives U+FFFD.
    program = truetype_font([".notdef", "g1", "g2"], unicode_cmap={0x41: "g1", 0x42: "g2"}, post_names=False)
    def setup(pdf, page):
        descriptor = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/TestTT"), Flags=4,
            FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200, ItalicAngle=0, CapHeight=700, StemV=80,
            FontFile2=pdf.make_stream(program)))
        _type0(pdf, page, pikepdf.Name("/Identity-H"), ordering="Identity", subtype="CIDFontType2",
               name="TestTT", FontDescriptor=descriptor,
               CIDToGIDMap=pdf.make_stream(bytes([0, 0, 0, 2, 0, 1])))
    data = make_pdf(b"BT /C1 10 Tf 100 700 Td <00010002> Tj ET", setup=setup)
    assert [(g["text"], g["map"]) for g in glyphs(data)] == [("B", "font-cmap"), ("A", "font-cmap")]
    assert _pdftotext(data, tmp_path) == "\x01\x02"
