"""Glyph positions land in the displayed frame: y-down producers, rotation, /UserUnit."""

import pytest

from handmade import glyphs, make_pdf


def test_upright_text_origin_is_measured_from_the_top_left():
    g = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj ET"))[0]
    assert g["origin"] == [100.0, 92.0]
    assert g["size"] == 10.0
    # Helvetica's A is 667/1000 em wide; its box spans the AFM ascender/descender.
    assert g["bbox"][2] - g["bbox"][0] == pytest.approx(6.67, abs=0.001)
    assert g["bbox"][1] < 92.0 < g["bbox"][3]


def test_y_down_text_matrix_under_flipping_ctm_reads_upright():
    # wkhtmltopdf-style: the CTM flips y, the text matrix flips it back.
    content = b"1 0 0 -1 0 792 cm BT /F1 10 Tf 1 0 0 -1 100 92 Tm (AB) Tj ET"
    first, second = glyphs(make_pdf(content))
    assert first["origin"] == [100.0, 92.0]
    assert second["origin"][0] > first["origin"][0]
    # upright: the top of the box (upper-left corner of the quad) is above the baseline
    assert first["quad"][1] < first["origin"][1]


def test_rotated_page_maps_to_the_displayed_frame():
    # /Rotate 90: the displayed page is the media box turned clockwise.
    g = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj ET", rotate=90))[0]
    assert g["origin"] == [700.0, 100.0]
    # text runs down the displayed page
    assert g["quad"][2] == pytest.approx(700.0, abs=0.01) or g["quad"][3] > g["quad"][1]


def test_rotated_page_record_swaps_width_and_height():
    from handmade import records
    page = [r for r in records(make_pdf(b"", rotate=90)) if r["type"] == "page"][0]
    assert (page["width"], page["height"], page["rotation"]) == (792.0, 612.0, 90)


def test_user_unit_scales_positions_and_sizes():
    g = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj ET", user_unit=2))[0]
    assert g["origin"] == [200.0, 184.0]
    assert g["size"] == 20.0


def test_inverted_media_box_is_normalised():
    g = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj ET", media=(612, 792, 0, 0)))[0]
    assert g["origin"] == [100.0, 92.0]


def test_page_matrix_maps_the_frame_back_to_user_space():
    from handmade import records
    page = [r for r in records(make_pdf(b"", rotate=270)) if r["type"] == "page"][0]
    a, b, c, d, e, f = page["matrix"]
    # the displayed top-left corner of a 270-rotated page is user space (612, 792)
    assert (a * 0 + c * 0 + e, b * 0 + d * 0 + f) == (612.0, 792.0)


def test_a_box_reads_each_number_as_its_nearest_double():
    import pikepdf
    from decimal import Decimal
    from pdftk_text.pdf.geometry import normalise_box
    reals = ["595.275", "841.889", "0.1", "612.0000001", "-14.17", "1e-3", "0.30000000000000004"]
    for x0, y0 in zip(reals, reals[1:] + reals[:1]):
        box = pikepdf.Array([Decimal(x0), Decimal(y0), Decimal(x0) + 100, Decimal(y0) + 100])
        expected = tuple(float(v) for v in box)
        assert normalise_box(box) == expected
    # inverted corners, and what is no box: too few or too many numbers, a name, nothing
    assert normalise_box(pikepdf.Array([612, 792, 0, 0])) == (0.0, 0.0, 612.0, 792.0)
    for value in (pikepdf.Array([0, 0, 612]), pikepdf.Array([0, 0, 612, 792, 5]),
                  pikepdf.Array([0, 0, pikepdf.Name("/A"), 792]), pikepdf.Name("/A"), None, 5):
        assert normalise_box(value) is None
    # a boolean among the numbers reads as Python reads it (True is 1), as it always has
    assert normalise_box(pikepdf.Array([True, 0, 612, 792])) == (1.0, 0.0, 612.0, 792.0)


def test_an_entry_is_what_get_gives_absent_null_or_present():
    import pikepdf
    from pdftk_text.pdf.entries import entry
    pdf = pikepdf.new()
    d = pikepdf.Dictionary(A=1, B=pikepdf.Name("/X"), N=None)
    stream = pikepdf.Stream(pdf, b"x", Filter=pikepdf.Name("/FlateDecode"))
    for obj, key in ((d, "/A"), (d, "/B"), (d, "/N"), (d, "/Z"), (stream, "/Filter"), (stream, "/DP")):
        assert entry(obj, key) == obj.get(key)
        assert type(entry(obj, key)) is type(obj.get(key))


def test_inherited_attributes_read_in_one_walk_are_each_what_inherited_finds():
    import pikepdf
    from pdftk_text.pdf.geometry import INHERITABLE, PageGeometry, inherited, inherited_attributes
    pdf = pikepdf.new()
    root = pdf.make_indirect(pikepdf.Dictionary(Rotate=90, CropBox=[0, 0, 300, 400], Resources=pikepdf.Dictionary()))
    middle = pdf.make_indirect(pikepdf.Dictionary(Parent=root, CropBox=[10, 10, 200, 200]))
    page = pdf.make_indirect(pikepdf.Dictionary(Parent=middle, MediaBox=[0, 0, 500, 500], UserUnit=2))
    root.Parent = middle                    # a loop in the tree: cut, as inherited cuts it
    found, own = inherited_attributes(page)
    assert sorted(found) == sorted(INHERITABLE)
    # each the nearest node's: the page's media box, the middle's crop box, the root's rest
    assert [list(found[key]) for key in ("/MediaBox", "/CropBox")] == [[0, 0, 500, 500], [10, 10, 200, 200]]
    assert found["/Rotate"] == 90 and found["/Resources"] == root.Resources
    assert inherited(page, "/CropBox") == middle.CropBox and inherited(page, "/Group") is None
    assert own == set(page.keys())
    geometry = PageGeometry(page)
    assert (geometry.crop, geometry.rotation, geometry.user_unit) == ((10.0, 10.0, 200.0, 200.0), 90, 2.0)
    lost = pdf.make_indirect(pikepdf.Dictionary(Parent=pdf.make_indirect(pikepdf.Dictionary(Kids=[]))))
    assert inherited_attributes(lost) == ({}, set(lost.keys()))
