"""The graphics state's operators (q, Q, cm, the device colours, SC/sc, Tf) and the text
matrices, carried out by the native loop on the native state: what each glyph is painted
with and where, and what a malformed operator leaves, as ISO 32000 §8.4-8.6 and §9.3
say and as the interpreter's handlers did it."""

import pikepdf

from handmade import glyphs, make_pdf, records


def _painted(content, **kw):
    return [(g["text"], g["fill_space"], g["fill"], g["stroke_space"], g["stroke"]) for g in glyphs(make_pdf(content, **kw))]


def _codes(content, **kw):
    return [r["code"] for r in records(make_pdf(content, **kw)) if r["type"] == "diagnostic"]


def test_device_colours_set_space_and_components():
    assert _painted(b"BT /F1 10 Tf 100 700 Td 0.5 g (a) Tj 1 0 0 rg (b) Tj 0 1 0 0 k (c) Tj "
                    b"0.25 G 2 Tr (d) Tj 0 0 1 RG (e) Tj 1 0 0 0 K (f) Tj ET") == [
        ("a", "DeviceGray", [0.5], "DeviceGray", [0.0]),
        ("b", "DeviceRGB", [1.0, 0.0, 0.0], "DeviceGray", [0.0]),
        ("c", "DeviceCMYK", [0.0, 1.0, 0.0, 0.0], "DeviceGray", [0.0]),
        ("d", "DeviceCMYK", [0.0, 1.0, 0.0, 0.0], "DeviceGray", [0.25]),
        ("e", "DeviceCMYK", [0.0, 1.0, 0.0, 0.0], "DeviceRGB", [0.0, 0.0, 1.0]),
        ("f", "DeviceCMYK", [0.0, 1.0, 0.0, 0.0], "DeviceCMYK", [1.0, 0.0, 0.0, 0.0]),
    ]


def test_short_colour_operators_leave_what_their_handlers_left():
    # rg sets its space before it reads three numbers: with two, the space is set and the
    # colour kept; k takes the last four or as many as there are; g with none changes nothing
    found = _painted(b"BT /F1 10 Tf 100 700 Td 0.5 g 1 0 rg (a) Tj 0 1 k (b) Tj g (c) Tj ET")
    assert found == [("a", "DeviceRGB", [0.5], "DeviceGray", [0.0]),
                     ("b", "DeviceCMYK", [0.0, 1.0], "DeviceGray", [0.0]),
                     ("c", "DeviceCMYK", [0.0, 1.0], "DeviceGray", [0.0])]
    assert _codes(b"BT /F1 10 Tf 1 0 rg g (a) Tj ET") == ["content.operand-mismatch"] * 2


def test_sc_keeps_the_numbers_and_a_pattern_name_is_not_one():
    def setup(pdf, page):
        page.Resources.ColorSpace = pikepdf.Dictionary(CS0=pikepdf.Array([pikepdf.Name.Pattern, pikepdf.Name.DeviceRGB]))
    found = _painted(b"BT /F1 10 Tf 100 700 Td /DeviceRGB cs 0 0.5 1 sc (a) Tj /CS0 cs 1 0 0 /P1 scn (b) Tj ET",
                     setup=setup)
    assert found == [("a", "DeviceRGB", [0.0, 0.5, 1.0], "DeviceGray", [0.0]),
                     ("b", "Pattern", [1.0, 0.0, 0.0], "DeviceGray", [0.0])]


def test_a_space_name_reads_the_resources_of_the_stream_it_is_set_in():
    # /CS0 is Lab on the page and Separation in the form: each stream's own, however often
    # a name is set (a page asks once per stream and name)
    def setup(pdf, page):
        separation = pikepdf.Array([pikepdf.Name.Separation, pikepdf.Name.Spot, pikepdf.Name.DeviceCMYK,
                                    pdf.make_stream(b"{0 0 0}", FunctionType=4, Domain=[0, 1],
                                                    Range=[0, 1, 0, 1, 0, 1, 0, 1])])
        form = pdf.make_stream(b"BT /F1 10 Tf 300 300 Td /CS0 cs 0.5 sc (x) Tj ET", Type=pikepdf.Name.XObject,
                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 612, 792],
                               Resources=pikepdf.Dictionary(Font=page.Resources.Font,
                                                            ColorSpace=pikepdf.Dictionary(CS0=separation)))
        page.Resources.XObject = pikepdf.Dictionary(X0=form)
        page.Resources.ColorSpace = pikepdf.Dictionary(CS0=pikepdf.Array([pikepdf.Name.Lab, pikepdf.Dictionary()]))
    found = _painted(b"BT /F1 10 Tf 100 700 Td /CS0 cs 50 0 0 sc (a) Tj ET /X0 Do "
                     b"BT /F1 10 Tf 100 600 Td /CS0 cs 60 0 0 sc (b) Tj ET", setup=setup)
    assert [(text, space) for text, space, *_ in found] == [("a", "Lab"), ("x", "Separation"), ("b", "Lab")]


def test_q_and_q_restore_the_colour_the_matrix_and_the_font_size():
    found = glyphs(make_pdf(b"0.5 g q 2 0 0 2 0 0 cm 1 0 0 rg BT /F1 10 Tf 50 350 Td (a) Tj ET Q "
                            b"BT /F1 12 Tf 100 700 Td (b) Tj ET"))
    assert [(g["text"], g["fill"], g["origin"], g["size"]) for g in found] == [
        ("a", [1.0, 0.0, 0.0], [100.0, 92.0], 20.0), ("b", [0.5], [100.0, 92.0], 12.0)]


def test_cm_concatenates_before_the_current_matrix():
    # 2x scale, then a move by (10, 20) in the scaled space: the move is doubled
    found = glyphs(make_pdf(b"2 0 0 2 0 0 cm 1 0 0 1 10 20 cm BT /F1 10 Tf 0 0 Td (a) Tj ET"))
    assert found[0]["origin"] == [20.0, 792.0 - 40.0] and found[0]["size"] == 20.0


def test_an_unmatched_q_is_said_and_a_short_cm_skipped():
    assert _codes(b"Q Q BT /F1 10 Tf 100 700 Td (a) Tj ET") == ["content.operator-misplaced"]
    found = glyphs(make_pdf(b"2 0 0 cm BT /F1 10 Tf 100 700 Td (a) Tj ET"))
    assert found[0]["origin"] == [100.0, 92.0]
    assert _codes(b"2 0 0 cm BT /F1 10 Tf 100 700 Td (a) Tj ET") == ["content.operand-mismatch"]


def test_a_short_tm_faults_what_reads_the_text_matrix_until_bt():
    # the short matrix is kept, so Td and the show after it are skipped, and BT starts afresh
    content = b"BT /F1 10 Tf 1 0 0 1 Tm 100 700 Td (a) Tj ET BT /F1 10 Tf 100 600 Td (b) Tj ET"
    assert [g["text"] for g in glyphs(make_pdf(content))] == ["b"]
    assert _codes(content) == ["content.operand-mismatch"] * 3      # Tm, Td and Tj, each said once


def test_a_font_loaded_once_is_set_again_by_name_and_a_missing_one_said():
    found = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (a) Tj /F1 20 Tf (b) Tj /F9 5 Tf (c) Tj /F1 8 Tf (d) Tj ET"))
    assert [(g["text"], g["font"], g["size"]) for g in found] == [
        ("a", "Helvetica", 10.0), ("b", "Helvetica", 20.0), ("\ufffd", "F9", 5.0), ("d", "Helvetica", 8.0)]
    assert "resource.not-found" in _codes(b"BT /F9 5 Tf 100 700 Td (c) Tj ET")


def test_the_text_matrix_carries_on_past_a_form():
    # the form's own text object does not move the page's: the run after Do goes on from (a)
    def setup(pdf, page):
        form = pdf.make_stream(b"BT /F1 10 Tf 300 300 Td (x) Tj ET", Type=pikepdf.Name.XObject,
                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 612, 792],
                               Resources=pikepdf.Dictionary(Font=page.Resources.Font))
        page.Resources.XObject = pikepdf.Dictionary(X0=form)
    found = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (a) Tj /X0 Do (b) Tj ET", setup=setup))
    assert [g["text"] for g in found] == ["a", "x", "b"]
    assert found[2]["origin"][0] == found[0]["origin"][0] + found[0]["advance"]


def test_pages_of_one_state_keep_their_own_page_and_ground():
    # white type on the page's white, then over a black box, then on white again: the
    # pages share the run's state, and each page judges its ink on its own ground
    def setup(pdf, page):
        for content in (b"0 g 0 0 612 792 re f 1 g BT /F1 10 Tf 100 700 Td (b) Tj ET",
                        b"1 g BT /F1 10 Tf 100 700 Td (c) Tj ET"):
            pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(
                Type=pikepdf.Name.Page, MediaBox=[0, 0, 612, 792], Resources=page.Resources,
                Contents=pdf.make_stream(content))))
    found = glyphs(make_pdf(b"1 g BT /F1 10 Tf 100 700 Td (a) Tj ET", setup=setup))
    assert [(g["text"], g["page"], "low-contrast" in g["flags"]) for g in found] == [
        ("a", 1, True), ("b", 2, False), ("c", 3, True)]
