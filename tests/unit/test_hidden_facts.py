"""What counts as hidden, and the colour arithmetic the low-contrast fact rests on."""

from itertools import groupby

import pikepdf
import pytest

from pdftk_text.visibility import (COVERED, FAINT_DELTA_E, INVISIBLE, LOW_CONTRAST, SQUEEZED, TOO_SMALL, Palette,
                                   faint, hidden_reasons, lab, ocr_page, rgb, size_facts, visible_glyphs)


def test_lab_of_white_black_and_srgb_red_are_the_published_values():
    # CIELAB of sRGB white, black and pure red under D65 (L* 53.24, a* 80.09, b* 67.20)
    assert lab((1.0, 1.0, 1.0)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab((0.0, 0.0, 0.0)) == pytest.approx((0.0, 0.0, 0.0), abs=0.01)
    assert lab((1.0, 0.0, 0.0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


def test_device_colours_read_as_srgb_and_others_are_unknown():
    assert rgb("DeviceGray", (0.5,)) == (0.5, 0.5, 0.5)
    assert rgb("DeviceCMYK", (0.0, 0.0, 0.0, 1.0)) == (0.0, 0.0, 0.0)
    assert rgb("DeviceCMYK", (0.0, 0.0, 0.0, 0.0)) == (1.0, 1.0, 1.0)
    assert rgb("ICCBased", (0.2, 0.4, 0.6)) == (0.2, 0.4, 0.6)
    assert rgb("Separation", (1.0,)) is None and rgb("Pattern", ()) is None and rgb("Indexed", (3.0,)) is None


def test_near_white_is_faint_on_white_and_readable_tints_are_not():
    white = (1.0, 1.0, 1.0)
    assert faint(white, 1.0, white)
    assert faint((0.99,) * 3, 1.0, white)                 # delta E about 0.9
    assert not faint((0.6,) * 3, 1.0, white)              # a light grey a reader sees
    assert not faint((1.0, 1.0, 0.0), 1.0, white)         # yellow: far in b*, near in lightness
    assert faint((0.0, 0.0, 0.0), 0.0, white)             # black at opacity 0 shows the white
    assert not faint((0.0, 0.0, 0.0), 0.3, white)
    # the limit sits between a grey a viewer can just tell from white and one it cannot
    assert faint((0.985,) * 3, 1.0, white) and not faint((0.96,) * 3, 1.0, white)
    assert FAINT_DELTA_E == 2.3


def test_a_palette_says_per_colour_whether_ink_vanishes_on_it():
    palette = Palette()
    blue = palette.add("DeviceRGB", (0.2, 0.4, 0.6))
    assert (blue, palette.add("DeviceRGB", (0.2, 0.4, 0.6)), palette.add("Separation", (1.0,))) == (1, 1, -1)
    assert palette.faint((("DeviceRGB", (0.2, 0.4, 0.6), 1.0),)) == [False, True]
    assert palette.faint((("DeviceGray", (1.0,), 1.0),)) == [True, False]
    assert palette.faint((("DeviceGray", (0.0,), 1.0),)) is None          # black is seen on both
    # fill and stroke (render mode 2): hidden only when both vanish
    assert palette.faint((("DeviceGray", (1.0,), 1.0), ("DeviceGray", (0.0,), 1.0))) is None
    assert palette.faint((("Separation", (1.0,), 1.0),)) is None


def test_size_facts_name_tiny_type_and_squeezed_type_apart():
    assert size_facts(0.4, 0.4) == (TOO_SMALL,)
    assert size_facts(12.0, 0.12) == (SQUEEZED,)
    assert size_facts(6.0, 4.2) == ()


def test_an_ocr_pages_scan_text_is_seen_and_the_same_facts_hide_elsewhere():
    assert ocr_page(10, 10, 0.9) and not ocr_page(10, 7, 0.9) and not ocr_page(10, 10, 0.3) and not ocr_page(0, 0, 1)
    # a scanned form's text layer with its filled-in fields and corner marks drawn over it
    assert ocr_page(1377, 1366, 1.0) and ocr_page(968, 915, 1.0) and not ocr_page(100, 70, 1.0)
    assert hidden_reasons((INVISIBLE, "from-annotation")) == (INVISIBLE,)
    assert hidden_reasons((INVISIBLE, COVERED), ocr=True) == ()
    assert hidden_reasons((INVISIBLE, LOW_CONTRAST), ocr=True) == (LOW_CONTRAST,)
    assert hidden_reasons(("from-annotation", "in-type3-glyph")) == ()


def _glyph(i, *flags):
    return {"type": "glyph", "page": 1, "id": i, "flags": list(flags)}


def test_a_glyph_stream_keeps_the_scans_text_on_an_ocr_page_and_drops_hidden_glyphs_elsewhere():
    ocr = [{"type": "page", "page": 1}, _glyph(0, INVISIBLE), _glyph(1, INVISIBLE),
           {"type": "content", "page": 1, "glyphs": 2, "invisible": 2, "image_cover": 1.0}]
    assert [r.get("id") for r in visible_glyphs(ocr)] == [None, 0, 1, None]
    text = [{"type": "page", "page": 1}, _glyph(0), _glyph(1, INVISIBLE), _glyph(2, LOW_CONTRAST),
            {"type": "content", "page": 1, "glyphs": 3, "invisible": 1, "image_cover": 0.0},
            {"type": "page", "page": 2}, _glyph(0, TOO_SMALL), _glyph(1)]
    assert [(r["type"], r.get("id")) for r in visible_glyphs(text)] == [
        ("page", None), ("glyph", 0), ("content", None), ("page", None), ("glyph", 1)]


# -- the facts on hand-made pages: each line's flags, by its first letter -----------------

from handmade import glyphs, make_pdf  # noqa: E402


def _flags(content, setup=None, **options):
    """{text of each run of glyphs (content order) with the same flags: its flags}."""
    drawn = [g for g in glyphs(make_pdf(content, setup=setup), **options) if g["text"].strip()]
    return {"".join(g["text"] for g in run): list(flags)
            for flags, run in ((flags, list(run)) for flags, run in groupby(drawn, lambda g: tuple(g["flags"])))}


def _blend(pdf, page):
    page.Resources.ExtGState = pikepdf.Dictionary(
        M=pikepdf.Dictionary(BM=pikepdf.Name.Multiply), T=pikepdf.Dictionary(ca=0.3),
        Z=pikepdf.Dictionary(ca=0))


TEXT = b"BT /F1 12 Tf 100 700 Td (%s) Tj ET "


def test_a_white_box_filled_over_text_covers_it_and_a_transparent_or_blended_one_does_not():
    content = (TEXT % b"Gone" + b"1 g 90 690 100 30 re f 0 g "
               + b"BT /F1 12 Tf 300 700 Td (Seen) Tj ET q /T gs 1 g 290 690 100 30 re f Q "
               + b"BT /F1 12 Tf 100 500 Td (Lit) Tj ET q /M gs 1 1 0 rg 90 490 100 30 re f Q")
    assert _flags(content, _blend) == {"Gone": ["covered-by-fill"], "SeenLit": []}


def test_rectangles_cut_out_of_one_another_hide_nothing_inside_the_hole():
    # a black frame: an outer and an inner rectangle filled even-odd; black text in the hole
    frame = b"50 650 300 100 re 60 660 280 80 re f* "
    assert _flags(frame + TEXT % b"Framed") == {"Framed": []}
    # a round shape of the text's colour beneath it is no known ground
    disc = b"0.2 0.4 0.6 rg 100 700 m 100 760 200 760 200 700 c 200 640 100 640 100 700 c f "
    assert _flags(disc + b"0.2 0.4 0.6 rg " + TEXT % b"Round") == {"Round": []}


def test_ink_the_colour_of_the_box_beneath_is_low_contrast_and_white_on_a_dark_box_is_not():
    content = (b"0.2 0.4 0.6 rg 90 690 200 30 re f " + TEXT % b"Blue"
               + b"0 0 0.3 rg 90 590 200 30 re f 1 g BT /F1 12 Tf 100 600 Td (Light) Tj ET "
               + b"1 g BT /F1 12 Tf 100 400 Td (White) Tj ET")
    assert _flags(content) == {"Blue": ["low-contrast"], "Light": [], "White": ["low-contrast"]}


def test_white_fill_over_an_outline_of_the_same_text_is_seen():
    # lettering drawn as a black stroke, then filled white on top (a logo)
    content = (b"BT /F1 30 Tf 1 Tr 3 w 100 700 Td (Logo) Tj ET "
               + b"BT /F1 30 Tf 0 Tr 1 g 100 700 Td (Logo) Tj ET")
    # the fill is a copy of the outline (same text, font and size at one origin): read once,
    # as pdftotext 22.12 reads it (mutool 1.21 prints it twice); kept, it is seen too, and
    # only flagged a copy
    assert _flags(content) == {"Logo": []}
    kept = glyphs(make_pdf(content), keep_duplicates=True)
    assert [g["flags"] for g in kept] == [[]] * 4 + [["duplicate"]] * 4


def test_text_at_opacity_zero_vanishes():
    assert _flags(b"q /Z gs " + TEXT % b"Ghost" + b"Q", _blend) == {"Ghost": ["low-contrast"]}


def test_tiny_and_squeezed_type_are_flagged_and_small_or_condensed_type_is_not():
    content = (b"BT /F1 0.4 Tf 100 700 Td (Tiny) Tj ET BT /F1 12 Tf 1 Tz 100 650 Td (Thin) Tj ET "
               b"BT /F1 6 Tf 100 Tz 100 600 Td (Small) Tj ET BT /F1 12 Tf 70 Tz 100 550 Td (Narrow) Tj ET "
               b"BT /F1 1 Tf 100 Tz 0.01 0 0 12 100 500 Tm (Sliver) Tj ET")
    assert _flags(content) == {"Tiny": ["too-small"], "Thin": ["squeezed"], "SmallNarrow": [],
                               "Sliver": ["squeezed"]}


def test_visible_only_leaves_out_every_hidden_glyph():
    content = (TEXT % b"Gone" + b"1 g 90 690 100 30 re f 0 g BT /F1 12 Tf 300 700 Td (Kept) Tj ET "
               + b"BT 3 Tr /F1 12 Tf 300 600 Td (Mode) Tj ET")
    kept = glyphs(make_pdf(content), visible_only=True)
    assert "".join(g["text"] for g in kept) == "Kept"
    assert [g["id"] for g in kept] == list(range(len(kept)))


def test_text_made_a_clip_shows_where_paint_lands_inside_it_and_only_there():
    # Tr 7 then a blue rectangle filled through the glyphs: the letters show, blue
    shown = b"q BT 7 Tr /F1 40 Tf 100 700 Td (Clip) Tj ET 0 0 1 rg 90 690 200 60 re f Q "
    # the same with nothing painted before the clip is restored: nothing shows
    unseen = b"q BT 7 Tr /F1 40 Tf 100 600 Td (Lost) Tj ET Q 0 0 1 rg 90 290 200 60 re f "
    assert _flags(shown + unseen) == {"Clip": [], "Lost": ["invisible-render-mode"]}


def test_a_type3_glyphs_own_drawing_covers_nothing():
    # corpus/hostile/type3-self.pdf: a Type 3 glyph whose procedure fills its box and shows
    # itself again, a thousandth the size: the fill is the glyph, the inner copy tiny
    import os
    path = os.path.join(os.path.dirname(__file__), "..", "..", "corpus", "hostile", "type3-self.pdf")
    with open(path, "rb") as handle:
        drawn = glyphs(handle.read())
    assert not any(set(g["flags"]) & {"covered-by-fill", "low-contrast"} for g in drawn)
    outer, inner = next((a, b) for a, b in zip(drawn, drawn[1:]) if b["size"] == 0.024)
    assert (outer["flags"], inner["flags"]) == ([], ["too-small", "in-type3-glyph"])
