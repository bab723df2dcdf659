"""A long document is read from fresh opens of its file (pdf/reopening.py): the records
are the ones one open gives, an earlier open is let go, and a file that cannot be read
again that way is read from its one open."""

import gc
import io
import os

import pikepdf
import pytest

from pdftk_text.glyphs import glyph_records
from pdftk_text.pdf import reopening
from pdftk_text.pdf.document import open_document, open_path
from pdftk_text.words import word_records

from handmade import helvetica

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MULTIPAGE = os.path.join(ROOT, "corpus", "rl-multipage.pdf")       # ReportLab, five pages


@pytest.fixture
def every_two_pages(monkeypatch):
    """Every document of more than one page read from a fresh open every two pages."""
    monkeypatch.setattr(reopening, "REOPEN_EVERY", 2)
    monkeypatch.setattr(reopening, "LONG", 1)


def _counted(document):
    opens = []
    opener = document.opener

    def counting():
        opens.append(1)
        return opener()
    document.opener = counting
    return opens


def _words(path):
    document = open_path(path)
    try:
        return list(word_records(glyph_records(document))), document
    finally:
        document.close()


def test_fresh_opens_give_the_records_of_one_open(monkeypatch):
    once, _ = _words(MULTIPAGE)
    monkeypatch.setattr(reopening, "REOPEN_EVERY", 2)
    monkeypatch.setattr(reopening, "LONG", 1)
    document = open_path(MULTIPAGE)
    opens = _counted(document)
    try:
        again = list(word_records(glyph_records(document)))
    finally:
        document.close()
    assert again == once
    assert len(opens) == 3              # before pages 1, 3 and 5
    assert sum(r["type"] == "word" for r in once) > 100


def _opens_of(path):
    return sum(1 for o in gc.get_objects() if isinstance(o, pikepdf.Pdf) and o.filename == path)


def test_an_earlier_open_is_let_go_without_the_cycle_collector(every_two_pages):
    gc.collect()                        # what earlier tests left
    before = _opens_of(MULTIPAGE)
    document = open_path(MULTIPAGE)
    live = []
    gc.disable()
    try:
        for record in glyph_records(document):
            if record["type"] == "page":
                live.append(_opens_of(MULTIPAGE) - before)
    finally:
        gc.enable()
        document.close()
    assert live == [1] * 5


def _pages_pdf(pages, setup=None):
    """Bytes of a PDF of ``pages`` pages, each showing its number in Helvetica."""
    pdf = pikepdf.new()
    font = helvetica(pdf)
    for number in range(1, pages + 1):
        content = b"BT /F1 12 Tf 72 700 Td (page %d) Tj ET" % number
        pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(
            Type=pikepdf.Name.Page, MediaBox=[0, 0, 612, 792],
            Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font)), Contents=pdf.make_stream(content))))
    if setup:
        setup(pdf)
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def _numbers(data):
    document = open_document("made.pdf", data)
    try:
        return reopening.page_numbers(document.pdf)
    finally:
        document.close()


def test_page_numbers_are_the_pages_objects_in_order():
    found = _numbers(_pages_pdf(3))
    assert len(found) == 3 and len(set(found)) == 3
    assert all(generation == 0 for _, generation in found)


def test_a_page_whose_parent_is_not_its_node_is_not_read_again():
    def stray(pdf):
        pdf.pages[1].obj.Parent = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Kids=[], Count=0))
    assert _numbers(_pages_pdf(3, stray)) is None


def test_a_tagged_document_is_not_read_again():
    # its structure tree reads attributes on demand, from objects of the first open
    def tagged(pdf):
        pdf.Root.StructTreeRoot = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot))
    assert _numbers(_pages_pdf(3, tagged)) is None


def test_a_file_changed_on_disk_is_not_read_again(tmp_path, every_two_pages):
    path = tmp_path / "made.pdf"
    path.write_bytes(_pages_pdf(4))
    document = open_path(str(path))
    try:
        first = document.pdf
        path.write_bytes(_pages_pdf(5))
        document.reopen()
        assert document.pdf is first
        assert [r["page"] for r in glyph_records(document) if r["type"] == "page"] == [1, 2, 3, 4]
    finally:
        document.close()


def test_a_fonts_faults_are_reported_once_across_fresh_opens(every_two_pages):
    def broken_font(pdf):
        font = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0,
                                                    BaseFont=pikepdf.Name.Broken,
                                                    Encoding=pikepdf.Name("/Identity-H")))
        for page in pdf.pages:
            page.obj.Resources.Font.F2 = font
            page.obj.Contents = pdf.make_stream(b"BT /F2 12 Tf 72 700 Td <0041> Tj ET")
    document = open_document("made.pdf", _pages_pdf(5, broken_font))
    try:
        found = [(r["page"], r["code"]) for r in glyph_records(document) if r["type"] == "diagnostic"]
    finally:
        document.close()
    assert found.count((1, "font.missing")) == 1
    assert [page for page, code in found if code == "font.missing"] == [1]


def test_a_fault_first_met_after_a_fresh_open_is_reported(every_two_pages):
    # the ToUnicode maps A to a control character: said when an A is first drawn, on page 5
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            b"/CMapName /Odd def 1 begincodespacerange <00> <FF> endcodespacerange\n"
            b"1 beginbfchar <41> <0001> endbfchar endcmap CMapName currentdict /CMap defineresource pop end end\n")

    def odd_mapping(pdf):
        font = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                    BaseFont=pikepdf.Name.Helvetica, ToUnicode=pdf.make_stream(cmap)))
        for number, page in enumerate(pdf.pages, 1):
            page.obj.Resources.Font.F2 = font
            page.obj.Contents = pdf.make_stream(b"BT /F2 12 Tf 72 700 Td (%s) Tj ET" % (b"A" if number == 5 else b"B"))

    def suspects(data):
        document = open_document("made.pdf", data)
        try:
            return [r["page"] for r in glyph_records(document)
                    if r["type"] == "diagnostic" and r["code"] == "extraction.tounicode-suspect"]
        finally:
            document.close()
    data = _pages_pdf(6, odd_mapping)
    assert suspects(data) == [5]
