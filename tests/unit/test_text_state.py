"""Text state operators move glyphs as ISO 32000 §9.3 and §9.4 say."""

import pikepdf
import pytest

from handmade import glyphs, make_pdf, records

# Helvetica widths (AFM): A 667, space 278, V 667
A, SPACE = 6.67, 2.78


def xs(content, **kw):
    return [g["origin"][0] for g in glyphs(make_pdf(content), **kw)]


def test_tj_displacement_moves_the_next_glyph_back():
    assert xs(b"BT /F1 10 Tf 100 700 Td [(A) -500 (A)] TJ ET") == [100.0, pytest.approx(100 + A + 5)]


def test_character_spacing_adds_after_each_glyph():
    assert xs(b"BT /F1 10 Tf 2 Tc 100 700 Td (AA) Tj ET") == [100.0, pytest.approx(100 + A + 2)]


def test_word_spacing_applies_to_the_single_byte_space_only():
    assert xs(b"BT /F1 10 Tf 5 Tw 100 700 Td (A A) Tj ET")[2] == pytest.approx(100 + A + SPACE + 5)


def test_horizontal_scaling_stretches_advances_and_boxes():
    found = glyphs(make_pdf(b"BT /F1 10 Tf 50 Tz 100 700 Td (AA) Tj ET"))
    assert found[1]["origin"][0] == pytest.approx(100 + A / 2)
    assert found[0]["bbox"][2] - found[0]["bbox"][0] == pytest.approx(A / 2, abs=0.002)


def test_text_rise_lifts_the_baseline():
    plain, raised = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj 5 Ts (A) Tj ET"))
    assert plain["origin"][1] - raised["origin"][1] == pytest.approx(5)


def test_leading_and_t_star_move_to_the_next_line():
    first, second = glyphs(make_pdf(b"BT /F1 10 Tf 14 TL 100 700 Td (A) Tj T* (A) Tj ET"))
    assert second["origin"] == [100.0, first["origin"][1] + 14]


def test_quote_operators_move_to_the_next_line_and_set_spacing():
    found = glyphs(make_pdf(b"BT /F1 10 Tf 12 TL 100 700 Td (A) Tj 3 1 (AA) \" ET"))
    assert found[1]["origin"] == [100.0, 92.0 + 12]
    assert found[2]["origin"][0] == pytest.approx(100 + A + 1)


def _mismatches(content):
    found = records(make_pdf(content))
    return ([g["origin"][0] for g in found if g["type"] == "glyph"],
            sum(r["type"] == "diagnostic" and r["code"] == "content.operand-mismatch" for r in found))


def test_a_text_state_operand_of_the_wrong_kind_skips_that_operator_only():
    # a string where Tc's number belongs: no spacing is set, the glyphs are placed, and it is said once
    assert _mismatches(b"BT /F1 10 Tf (x) Tc 100 700 Td (AA) Tj ET") == ([100.0, pytest.approx(100 + A)], 1)


def test_a_double_quote_short_of_operands_changes_nothing():
    # " takes word spacing, character spacing and a string: with two, it neither spaces nor moves
    origins, said = _mismatches(b"BT /F1 10 Tf 12 TL 100 700 Td 3 (A) \" (AA) Tj ET")
    assert (origins, said) == ([100.0, pytest.approx(100 + A)], 1)


def test_text_shown_in_a_form_uses_the_form_matrix_and_resources():
    def setup(pdf, page):
        form = pdf.make_stream(b"BT /F9 10 Tf 0 0 Td (A) Tj ET", Type=pikepdf.Name.XObject,
                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 100, 100], Matrix=[2, 0, 0, 2, 50, 60],
                               Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F9=page.Resources.Font.F1)))
        page.Resources.XObject = pikepdf.Dictionary(Fm=form)
    g = glyphs(make_pdf(b"q 1 0 0 1 10 20 cm /Fm Do Q", setup=setup))[0]
    assert g["origin"] == [60.0, 792 - 80.0] and g["size"] == 20.0
    assert g["stream"].endswith(" 0") and g["op"] == 3


def test_form_without_resources_uses_the_page_resources():
    def setup(pdf, page):
        form = pdf.make_stream(b"BT /F1 10 Tf 10 10 Td (A) Tj ET", Type=pikepdf.Name.XObject,
                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 100, 100])
        page.Resources.XObject = pikepdf.Dictionary(Fm=form)
    assert [g["text"] for g in glyphs(make_pdf(b"/Fm Do", setup=setup))] == ["A"]


def test_resources_inherited_from_the_page_tree():
    def move(pdf, page):
        pdf.Root.Pages.Resources = page.Resources
        del page["/Resources"]
    assert [g["text"] for g in glyphs(make_pdf(b"BT /F1 10 Tf 10 10 Td (A) Tj ET", setup=move))] == ["A"]


def test_extgstate_font_sets_font_and_size():
    def setup(pdf, page):
        page.Resources.ExtGState = pikepdf.Dictionary(GS1=pikepdf.Dictionary(Font=[page.Resources.Font.F1, 7]))
    g = glyphs(make_pdf(b"BT /GS1 gs 100 700 Td (A) Tj ET", setup=setup))[0]
    assert (g["font"], g["size"]) == ("Helvetica", 7.0)


def test_colour_operators_set_fill_and_stroke():
    g = glyphs(make_pdf(b"0.1 0.2 0.3 rg 0 0 0 1 K BT /F1 10 Tf 100 700 Td (A) Tj ET"))[0]
    assert (g["fill_space"], g["fill"], g["stroke_space"], g["stroke"]) == (
        "DeviceRGB", [0.1, 0.2, 0.3], "DeviceCMYK", [0.0, 0.0, 0.0, 1.0])


def test_glyph_location_names_operator_and_index():
    found = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td [(AB) 10 (C)] TJ ET"))
    assert [(g["op"], g["index"]) for g in found] == [(3, 0), (3, 1), (3, 2)]


def test_a_sign_with_no_digits_in_a_tj_array_reads_as_zero_and_keeps_the_array():
    # bug1953099.pdf of pdf.js's set writes [(v)-(e)]: poppler and MuPDF read "-" as 0
    shown = glyphs(make_pdf(b"BT /F1 12 Tf 100 700 Td [(v)-(e)-4(l)] TJ ET BT /F1 12 Tf 100 600 Td - + Tc (ab) Tj ET"))
    assert "".join(g["text"] for g in shown) == "velab"
    v, e = shown[0], shown[1]
    assert e["origin"][0] == v["origin"][0] + v["advance"]      # a displacement of zero


def test_a_saved_graphics_state_holds_every_field():
    """q saves a copy of the whole state: GraphicsState.copy misses no field (a field
    added later and not copied would fail here), and the copy is apart from the original."""
    from pdftk_text.content.state import GraphicsState
    fields = sorted(name for name, value in vars(GraphicsState).items() if type(value).__name__ == "getset_descriptor")
    assert len(fields) == 21 and "ctm" in fields and "text_clip" in fields
    state = GraphicsState()
    values = {}
    for index, name in enumerate(fields):
        kind = type(getattr(state, name))
        value = {float: 0.5 + index, int: 7 + index, bool: not getattr(state, name),
                 tuple: (float(index),) * 6}.get(kind, ("value", index))
        setattr(state, name, value)
        values[name] = getattr(state, name)
    copied = state.copy()
    assert copied is not state
    assert {name: getattr(copied, name) for name in fields} == values
    copied.font_size, copied.ctm = -1.0, (2.0, 0.0, 0.0, 2.0, 0.0, 0.0)
    assert state.font_size == values["font_size"] and state.ctm == values["ctm"]

def test_a_font_name_reads_its_own_resources_on_every_page():
    """Pages sharing one resources object share its fonts (loaded once for them all); a
    page or form with resources of its own reads the same name as its own font."""
    def font(pdf, base):
        return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                    BaseFont=pikepdf.Name("/" + base)))

    def setup(pdf, page):
        shared = pdf.make_indirect(pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font(pdf, "Helvetica"))))
        own = pdf.make_indirect(pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font(pdf, "Courier"))))
        form = pdf.make_stream(b"BT /F1 10 Tf 10 50 Td (C) Tj ET", Type=pikepdf.Name.XObject,
                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 100, 100], Resources=own)
        shared.XObject = pikepdf.Dictionary(Fm=form)
        page.Resources = shared
        show = b"BT /F1 10 Tf 10 10 Td (A) Tj ET"
        for resources, content in ((own, show), (shared, show + b" /Fm Do " + show.replace(b"(A)", b"(B)")),
                                   (pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font(pdf, "Times-Roman"))), show),
                                   (own, show)):
            pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 612, 792],
                                                             Resources=resources, Contents=pdf.make_stream(content))))
    found = [(g["page"], g["text"], g["font"])
             for g in glyphs(make_pdf(b"BT /F1 10 Tf 10 10 Td (A) Tj ET", setup=setup))]
    assert found == [(1, "A", "Helvetica"), (2, "A", "Courier"), (3, "A", "Helvetica"), (3, "C", "Courier"),
                     (3, "B", "Helvetica"), (4, "A", "Times-Roman"), (5, "A", "Courier")]
