"""The structure order on hand-made tagged pages: blocks in the tree's order whatever the
content order, roles and element paths, ActualText and Alt, artifacts, content in a form
(MCR /Stm), unreferenced words and the fallback to the layout."""

import io
import os

import pikepdf
import pytest

from pdftk_text.glyphs import GlyphOptions, glyph_records
from pdftk_text.order import OrderOptions, order_records
from pdftk_text.pdf.document import open_document
from pdftk_text.structure import with_structure
from pdftk_text.words import word_records

Name = pikepdf.Name


def line(text, y, mcid=None, tag="P", extra=b""):
    body = b"BT /F1 12 Tf 72 %d Td (%s) Tj ET" % (y, text.encode())
    if mcid is None:
        return body + b"\n"
    return b"/%s <</MCID %d%s>> BDC %s EMC\n" % (tag.encode(), mcid, extra, body)


def tagged(content, tree, forms=None, rolemap=None):
    """Bytes of a one-page tagged PDF: ``tree(pdf, page, forms)`` returns the root's kids."""
    pdf = pikepdf.new()
    font = pdf.make_indirect(pikepdf.Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name.Helvetica,
                                                Encoding=Name.WinAnsiEncoding))
    resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
    made = {}
    if forms:
        resources.XObject = pikepdf.Dictionary()
        for name, data in forms.items():
            made[name] = pdf.make_stream(data, Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 612, 792],
                                         Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font)))
            resources.XObject["/" + name] = made[name]
    page = pikepdf.Dictionary(Type=Name.Page, MediaBox=[0, 0, 612, 792], Resources=resources,
                              Contents=pdf.make_stream(content))
    pdf.pages.append(pikepdf.Page(page))
    page = pdf.pages[0].obj
    if tree is not None:
        pdf.Root.StructTreeRoot = pdf.make_indirect(pikepdf.Dictionary(
            Type=Name.StructTreeRoot, K=tree(pdf, page, made)))
        if rolemap:
            pdf.Root.StructTreeRoot.RoleMap = pikepdf.Dictionary(rolemap)
        pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def el(pdf, kind, kids, page, **extra):
    return pdf.make_indirect(pikepdf.Dictionary(S=Name("/" + kind), K=kids, Pg=page, **extra))


def ordered(data, mode="auto"):
    document = open_document("t.pdf", data)
    glyphs = with_structure(glyph_records(document, GlyphOptions()), document)
    return list(order_records(word_records(glyphs), OrderOptions(mode=mode)))


def of(records, kind):
    return [r for r in records if r["type"] == kind]


THREE = line("Alpha one", 700, 0) + line("Beta two", 650, 1) + line("Gamma three", 600, 2)


def test_blocks_follow_the_tree_not_the_content():
    def tree(pdf, page, _):
        return el(pdf, "Document", pikepdf.Array([el(pdf, "H1", 2, page), el(pdf, "Para", 0, page),
                                                  el(pdf, "Sect", pikepdf.Array([el(pdf, "P", 1, page)]), page)]),
                  page)

    data = tagged(THREE, tree, rolemap={"/Para": Name.P})
    records = ordered(data)
    assert [(b["text"], b["role"], b["element"]) for b in of(records, "block")] == [
        ("Gamma three", "H1", ["Document", "H1"]),
        ("Alpha one", "P", ["Document", "P"]),
        ("Beta two", "P", ["Document", "Sect", "P"])]
    order = of(records, "order")[0]
    assert (order["source"], order["confidence"]) == ("structure", 1.0)
    assert of(records, "structure")[0]["elements"][2]["written"] == "Para"
    assert not of(records, "diagnostic")
    layout = ordered(data, "layout")
    assert [b["text"] for b in of(layout, "block")][0] == "Alpha one"


def test_actualtext_replaces_and_alt_stands_for_a_figure():
    content = (line("Alpha one", 700, 0) + line("B-e-t-a", 650, 1, "Span")
               + b"/Figure <</MCID 2>> BDC 72 500 50 50 re f EMC\n")

    def tree(pdf, page, _):
        span = el(pdf, "Span", 1, page, ActualText=pikepdf.String("Beta"))
        return pikepdf.Array([el(pdf, "P", pikepdf.Array([0, span]), page),
                              el(pdf, "Figure", 2, page, Alt=pikepdf.String("A lighthouse"))])

    records = ordered(tagged(content, tree))
    blocks = of(records, "block")
    assert [(b["text"], b["role"], len(b["words"])) for b in blocks] == [
        ("Alpha one\nBeta", "P", 3), ("A lighthouse", "Figure", 0)]
    assert list(blocks[1]["bbox"]) == [blocks[0]["bbox"][0], blocks[0]["bbox"][3]] * 2
    assert [w["text"] for w in of(records, "word")] == ["Alpha", "one", "B-e-t-a"]   # words keep what is drawn


def test_code_inside_a_paragraph_is_its_text_and_code_alone_is_a_block():
    # minim's manuals tag each command of a sentence as a Code inside the P; a listing
    # tagged Code directly under the document is a block of its own.
    content = line("Say", 700, 0) + line("remaining", 688, 1, "Code") + line("for the count.", 676, 2)
    content += line("make tables", 600, 3, "Code")

    def tree(pdf, page, _):
        return pikepdf.Array([el(pdf, "P", pikepdf.Array([0, el(pdf, "Code", 1, page), 2]), page),
                              el(pdf, "Code", 3, page)])

    blocks = of(ordered(tagged(content, tree)), "block")
    assert [(b["text"], b["role"]) for b in blocks] == [("Say\nremaining\nfor the count.", "P"),
                                                         ("make tables", "Code")]


def test_artifacts_are_furniture_and_unreferenced_words_lower_the_confidence():
    content = b"".join(line(f"Line {i}", 700 - 20 * i, i) for i in range(9))
    content += line("Loose words", 300) + line("Running footer", 40, None).replace(
        b"BT", b"/Artifact BMC BT").replace(b"ET\n", b"ET EMC\n")

    def tree(pdf, page, _):
        return pikepdf.Array([el(pdf, "P", i, page) for i in reversed(range(9))])

    records = ordered(tagged(content, tree))
    blocks = of(records, "block")
    assert [b["text"] for b in blocks][:2] == ["Line 8", "Loose words"]   # placed after what precedes it in content
    assert [b["text"] for b in blocks][-1] == "Line 0"
    assert of(records, "furniture")[0]["kind"] == "artifact"
    order = of(records, "order")[0]
    assert (order["source"], order["confidence"]) == ("structure", 0.9)   # 18 of 20 words referenced
    assert [d["code"] for d in of(records, "diagnostic")] == ["extraction.untagged-content"]


def test_a_tree_that_covers_too_little_falls_back_to_the_layout():
    def tree(pdf, page, _):
        return el(pdf, "P", 2, page)

    data = tagged(THREE, tree)
    records = ordered(data)
    assert of(records, "order")[0]["source"] == "layout"
    assert [d["code"] for d in of(records, "diagnostic")] == ["extraction.structure-incomplete"]
    forced = ordered(data, "structure")
    assert (of(forced, "order")[0]["source"], of(forced, "order")[0]["confidence"]) == ("structure", 0.333)
    assert [b["text"] for b in of(forced, "block")][0] == "Alpha one"


def test_order_structure_on_an_untagged_page_reports_and_uses_the_layout():
    records = ordered(tagged(THREE, None), "structure")
    assert of(records, "order")[0]["source"] == "layout"
    assert [d["code"] for d in of(records, "diagnostic")] == ["extraction.structure-incomplete"]
    assert not of(records, "structure")


def test_content_in_a_form_is_found_through_its_mcr():
    content = line("Page text", 700, 0) + b"/Fm1 Do\n"
    form = line("Form text", 650, 0)                       # MCID 0 of the form, not of the page

    def tree(pdf, page, made):
        mcr = pikepdf.Dictionary(Type=Name.MCR, MCID=0, Stm=made["Fm1"], Pg=page)
        return pikepdf.Array([el(pdf, "H2", pikepdf.Array([mcr]), page), el(pdf, "P", 0, page)])

    records = ordered(tagged(content, tree, {"Fm1": form}))
    assert [(b["text"], b["role"]) for b in of(records, "block")] == [("Form text", "H2"), ("Page text", "P")]
    kids = of(records, "structure")[0]["elements"][0]["kids"]
    assert kids[0][0] == "mcid" and kids[0][2] != "page"


@pytest.mark.parametrize("name", ["lo-report-tagged.pdf", "lo-columns-tagged.pdf", "lo-invoice-tagged.pdf"])
def test_piped_stream_reads_a_tagged_file_by_its_tree_as_the_pdf_does(name):
    from pdftk_text.cli import pdf_glyphs, pdf_order, pdf_words
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "corpus", name)
    direct, glyphs, words, piped = io.BytesIO(), io.BytesIO(), io.BytesIO(), io.BytesIO()
    assert pdf_order.main([path], stdout=direct) == 0
    assert pdf_glyphs.main([path], stdout=glyphs) == 0
    assert pdf_words.main([], stdin=io.BytesIO(glyphs.getvalue()), stdout=words) == 0
    assert pdf_order.main([], stdin=io.BytesIO(words.getvalue()), stdout=piped) == 0
    assert piped.getvalue() == direct.getvalue()
    assert b'"source":"structure"' in direct.getvalue()
