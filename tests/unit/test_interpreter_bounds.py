"""Hostile content ends with a diagnostic, in bounded time, never an exception."""

import pikepdf

from handmade import make_pdf, records
from pdftk_text.content.limits import Limits


def diagnostics(recs):
    return {r["code"] for r in recs if r["type"] == "diagnostic"}


def _self_drawing_form(pdf, page):
    form = pdf.make_stream(b"BT /F1 10 Tf 10 10 Td (x) Tj ET /X0 Do")
    form.Type, form.Subtype, form.BBox = pikepdf.Name.XObject, pikepdf.Name.Form, [0, 0, 100, 100]
    form.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(X0=form), Font=page.Resources.Font)
    page.Resources.XObject = pikepdf.Dictionary(X0=form)


def test_form_that_draws_itself_is_cut_and_reported():
    recs = records(make_pdf(b"/X0 Do", setup=_self_drawing_form))
    assert "content.cycle-cut" in diagnostics(recs)
    assert [r["text"] for r in recs if r["type"] == "glyph"] == ["x"]


def _doubling_forms(pdf, page, levels=30):
    # each level draws the one below twice: 2**30 leaf paints from a few hundred bytes
    leaf = pdf.make_stream(b"BT /F1 1 Tf (y) Tj ET")
    leaf.Type, leaf.Subtype, leaf.BBox = pikepdf.Name.XObject, pikepdf.Name.Form, [0, 0, 10, 10]
    leaf.Resources = pikepdf.Dictionary(Font=page.Resources.Font)
    below = leaf
    for _ in range(levels):
        form = pdf.make_stream(b"/A Do /A Do")
        form.Type, form.Subtype, form.BBox = pikepdf.Name.XObject, pikepdf.Name.Form, [0, 0, 10, 10]
        form.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(A=below))
        below = form
    page.Resources.XObject = pikepdf.Dictionary(X0=below)


def test_form_drawn_two_to_the_thirty_times_stops_at_the_operation_limit():
    recs = records(make_pdf(b"/X0 Do", setup=_doubling_forms), limits=Limits(max_operations=200_000))
    assert "limit.content-operations" in diagnostics(recs)
    assert 0 < sum(r["type"] == "glyph" for r in recs) < 200_000


def test_a_million_nested_q_stop_at_the_depth_limit():
    content = b"q " * 1_000_000 + b"BT /F1 10 Tf 100 700 Td (z) Tj ET" + b" Q" * 1_000_000
    recs = records(make_pdf(content))
    assert "limit.graphics-state-depth" in diagnostics(recs)
    assert [r["text"] for r in recs if r["type"] == "glyph"] == ["z"]


def test_state_saved_past_the_depth_limit_is_still_restored_in_order():
    # Past the limit q saves nothing and its Q restores nothing: the outer state survives.
    content = b"q 0 0 1 rg " + b"q " * 10 + b"1 0 0 rg " + b"Q " * 10 + b"BT /F1 10 Tf 100 700 Td (c) Tj ET Q"
    recs = records(make_pdf(content), limits=Limits(max_depth=4))
    glyph = [r for r in recs if r["type"] == "glyph"][0]
    assert glyph["fill"] == [0.0, 0.0, 1.0]


def test_glyph_limit_truncates_a_huge_tj():
    content = b"BT /F1 1 Tf 0 700 Td (" + b"a" * 100_000 + b") Tj ET"
    recs = records(make_pdf(content), limits=Limits(max_glyphs=1000))
    assert sum(r["type"] == "glyph" for r in recs) == 1000
    assert "limit.page-glyphs" in diagnostics(recs)


def test_garbage_content_is_read_around():
    content = b"BT /F1 10 Tf 100 700 Td (ok) Tj ET ]]] >> <<< %\xff\xfe\x00 Tj Tf 1 2 cm (abc TJ ) BT"
    recs = records(make_pdf(content))
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "ok"


def test_operator_with_wrong_operands_is_skipped_and_reported():
    recs = records(make_pdf(b"BT /F1 10 Tf (x) 100 Td (y) Tj ET"))
    assert "content.operand-mismatch" in diagnostics(recs)
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "y"


def test_text_shown_without_a_font_keeps_a_bounded_number_of_missing_fonts_alive():
    # each show with no font set makes a fresh missing font; the native loop keeps what it
    # asked of the last fonts only, so a stream of a million such shows holds a few
    import weakref

    from pdftk_text.content.device import Device
    from pdftk_text.content.interpreter import Interpreter
    from pdftk_text.fonts.loader import FontCache
    from pdftk_text.pdf.document import open_document
    from pdftk_text.pdf.pages import selected_pages

    made = weakref.WeakSet()

    class Fonts(FontCache):
        def missing(self, name):
            font = super().missing(name)
            made.add(font)
            return font

    class Counting(Device):
        most = 0

        def text_run(self, run):            # the run is let go: only the loop may hold its font
            self.most = max(self.most, len(made))

    shows = 2000
    document = open_document("nofont.pdf", make_pdf(b"BT " + b"q (a) Tj Q " * shows + b"ET"))
    device = Counting()
    (page, _), = selected_pages(document.pdf)
    Interpreter(document.pdf, Fonts(), device).run_page(page.obj, 1, page.geometry, page.resources)
    assert 0 < device.most <= 100, device.most
