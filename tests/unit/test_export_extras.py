"""pdf-export looks up only the records of the PDF that its format's writer reads."""

import os

import pikepdf

from pdftk_text.export import EXTRAS
from pdftk_text.pdf.document import open_document, open_path
from pdftk_text.pdf.extras import KINDS, document_extras

from handmade import make_pdf

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LINKS = os.path.join(ROOT, "corpus", "rl-links.pdf")       # three links on page 1, an Info dictionary


def test_extras_hold_only_the_kinds_asked_for():
    document = open_path(LINKS)
    try:
        before, by_page = document_extras(document, ("links",))
        assert before == []
        assert [r["type"] for r in by_page[1]] == ["link"] * 3
        before, by_page = document_extras(document)
        assert [r["type"] for r in before] == ["metadata"]
        assert [r["type"] for r in by_page[1]] == ["link"] * 3
    finally:
        document.close()


def test_every_format_asks_for_known_kinds():
    assert all(kinds and set(kinds) <= set(KINDS) for kinds in EXTRAS.values())


def test_uri_links_are_the_links_of_uri_actions_alone():
    # Markdown asks for uri-links: the records a full look-up gives for /URI actions, no
    # other link looked at (a GoTo's destination is never resolved for it)
    def setup(pdf, page):
        def link(**entries):
            entries.setdefault("Rect", [72, 700, 200, 712])
            return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, **entries))
        uri = pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String("https://example.org/a"))
        page.Annots = pdf.make_indirect(pikepdf.Array([
            link(A=pikepdf.Dictionary(S=pikepdf.Name.GoTo, D=pikepdf.Array([page, pikepdf.Name.Fit]))),
            link(A=uri), link(Dest=pikepdf.Array([page, pikepdf.Name.Fit])),
            link(A=pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.Name.Odd)),
            link(A=uri, Rect=[0, 0, 0, 0]), link(A=uri)]))

    document = open_document("links.pdf", make_pdf(b"", setup=setup))
    try:
        full = document_extras(document, ("links",))[1][1]
        only = document_extras(document, ("uri-links",))[1][1]
    finally:
        document.close()
    assert [r["dest"] for r in full] == [1, None, 1, None, None]
    expected = [dict(r, id=i) for i, r in enumerate(r for r in full if r["uri"] is not None)]
    assert only == expected and len(only) == 2
