"""Visibility flags are facts: what hid a glyph, what covers it, where it came from."""

import pikepdf

from handmade import glyphs, make_pdf


def _layers(pdf, page, on_for_print=False):
    shown = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("shown")))
    hidden = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("hidden")))
    config = pikepdf.Dictionary(ON=[shown], OFF=[hidden])
    if on_for_print:
        hidden.Usage = pikepdf.Dictionary(Print=pikepdf.Dictionary(PrintState=pikepdf.Name.ON))
        config.AS = [pikepdf.Dictionary(Event=pikepdf.Name.Print, Category=[pikepdf.Name.Print], OCGs=[hidden])]
    pdf.Root.OCProperties = pikepdf.Dictionary(OCGs=[shown, hidden], D=config)
    page.Resources.Properties = pikepdf.Dictionary(L1=shown, L2=hidden)


LAYERED = (b"BT /F1 10 Tf 100 700 Td /OC /L1 BDC (S) Tj EMC /OC /L2 BDC (H) Tj EMC (V) Tj ET")


def test_text_in_a_layer_off_for_view_is_left_out_by_default():
    assert "".join(g["text"] for g in glyphs(make_pdf(LAYERED, setup=_layers))) == "SV"


def test_hidden_text_is_kept_flagged_on_request():
    kept = glyphs(make_pdf(LAYERED, setup=_layers), keep_hidden=True)
    assert [(g["text"], g["flags"]) for g in kept] == [("S", []), ("H", ["hidden-by-oc"]), ("V", [])]


def test_hidden_content_still_changes_the_state():
    # The hidden section moves the text position; the glyph after it lands where a viewer draws it.
    content = b"BT /F1 10 Tf 100 700 Td /OC /L2 BDC (HHHH) Tj EMC (V) Tj ET"
    v = glyphs(make_pdf(content, setup=_layers))[0]
    assert v["text"] == "V" and v["origin"][0] > 120


def test_print_event_shows_a_layer_on_for_printing():
    data = make_pdf(LAYERED, setup=lambda pdf, page: _layers(pdf, page, on_for_print=True))
    assert "".join(g["text"] for g in glyphs(data)) == "SV"
    assert "".join(g["text"] for g in glyphs(data, event="Print")) == "SHV"


def test_invisible_render_mode_is_kept_and_flagged():
    g = glyphs(make_pdf(b"BT /F1 10 Tf 3 Tr 100 700 Td (o) Tj ET"))[0]
    assert (g["render"], g["flags"]) == (3, ["invisible-render-mode"])


def test_text_outside_the_crop_box_is_left_out_unless_asked_for():
    content = b"BT /F1 10 Tf 100 700 Td (in) Tj 600 0 Td (out) Tj ET"
    assert "".join(g["text"] for g in glyphs(make_pdf(content))) == "in"
    outside = [g for g in glyphs(make_pdf(content), keep_outside=True) if g["flags"]]
    assert {tuple(g["flags"]) for g in outside} == {("outside-crop-box",)}


def test_text_above_the_page_whose_descent_alone_reaches_it_is_left_out():
    # pdf.js's issue19326: 72 pt Helvetica with its baseline 12.12 pt above the page's
    # top; the glyph box's descent reaches 2.78 pt into the page, no letter's ink does,
    # and poppler and MuPDF read nothing. Text just below it, baseline on the page, stays.
    content = b"BT /F1 72 Tf 0 92.12 Td (JPX) Tj 0 -80 Td (in) Tj ET"
    found = glyphs(make_pdf(content, media=(0, 0, 132.24, 80.88)))
    assert "".join(g["text"] for g in found) == "in"
    kept = glyphs(make_pdf(content, media=(0, 0, 132.24, 80.88)), keep_outside=True)
    assert [g["flags"] for g in kept if g["text"] in "JPX"] == [["outside-crop-box"]] * 3


def test_text_wholly_outside_the_clip_is_flagged_clipped():
    content = b"0 0 50 50 re W n BT /F1 10 Tf 100 700 Td (c) Tj ET"
    assert glyphs(make_pdf(content))[0]["flags"] == ["clipped"]


def test_text_inside_the_clip_is_not_flagged():
    content = b"90 690 100 100 re W n BT /F1 10 Tf 100 700 Td (c) Tj ET"
    assert glyphs(make_pdf(content))[0]["flags"] == []


def _image(pdf, page):
    image = pdf.make_stream(b"\x80" * 4, Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image, Width=2,
                            Height=2, ColorSpace=pikepdf.Name.DeviceGray, BitsPerComponent=8)
    page.Resources.XObject = pikepdf.Dictionary(Im0=image)


def test_text_under_a_later_opaque_image_is_flagged_covered():
    # FineReader's OCR layer: the text first, the page image painted over it.
    content = b"BT /F1 10 Tf 100 700 Td (u) Tj ET q 612 0 0 792 0 0 cm /Im0 Do Q"
    assert glyphs(make_pdf(content, setup=_image))[0]["flags"] == ["covered-by-image"]


def test_text_over_an_earlier_image_is_not_covered():
    content = b"q 612 0 0 792 0 0 cm /Im0 Do Q BT /F1 10 Tf 100 700 Td (o) Tj ET"
    assert glyphs(make_pdf(content, setup=_image))[0]["flags"] == []


def test_inline_image_data_is_skipped_and_counts_as_covering():
    content = (b"BT /F1 10 Tf 100 700 Td (i) Tj ET q 612 0 0 792 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 ID "
               b"\x00EI\xff EI Q BT /F1 10 Tf 100 650 Td (j) Tj ET")
    found = glyphs(make_pdf(content))
    assert [(g["text"], g["flags"]) for g in found] == [("i", ["covered-by-image"]), ("j", [])]


def _annotation(pdf, page):
    appearance = pdf.make_stream(b"BT /F1 10 Tf 2 2 Td (note) Tj ET", Type=pikepdf.Name.XObject,
                                 Subtype=pikepdf.Name.Form, BBox=[0, 0, 50, 20],
                                 Resources=pikepdf.Dictionary(Font=page.Resources.Font))
    annot = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.FreeText, Rect=[300, 400, 400, 440],
                               AP=pikepdf.Dictionary(N=appearance), F=4)
    page.Annots = pdf.make_indirect(pikepdf.Array([pdf.make_indirect(annot)]))


def test_annotation_appearance_is_placed_on_its_rect_and_flagged():
    found = glyphs(make_pdf(b"", setup=_annotation))
    assert "".join(g["text"] for g in found) == "note"
    first = found[0]
    # /BBox 50x20 mapped onto a 100x40 /Rect: twice the size, from (300, 400)
    assert first["flags"] == ["from-annotation"] and first["size"] == 20.0
    assert first["origin"] == [304.0, 792 - 404.0]
    assert first["stream"] == "annot 0"


def _free_text(contents, **entries):
    def setup(pdf, page):
        annot = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.FreeText, F=4,
                                   Rect=[185.4, 558.3, 240.9, 575.8], Contents=pikepdf.String(contents), **entries)
        page.Annots = pdf.make_indirect(pikepdf.Array([pdf.make_indirect(annot)]))
    return setup


def test_free_text_annotation_without_appearance_shows_its_contents():
    # pdf.js's issue16021: /Contents "Hello World", /DA "/Helv 10 Tf 0 g", no /AP, border 0.
    # poppler draws it at x 185.4, baseline 226.2 (y down); MuPDF draws the same words.
    setup = _free_text("Hello World", DA=pikepdf.String("/Helv 10 Tf 0 g"), Border=[0, 0, 0])
    found = glyphs(make_pdf(b"", setup=setup))
    assert "".join(g["text"] for g in found) == "Hello World"
    assert found[0]["origin"] == [185.4, 226.2] and found[0]["size"] == 10.0
    assert found[0]["flags"] == ["from-annotation"]


def test_free_text_contents_past_winansi_are_said_as_actualtext():
    setup = _free_text("Ab\r\u0645\u0631\u062d\u0628\u0627")
    texts = "".join(g["text"] for g in glyphs(make_pdf(b"", setup=setup)))
    assert texts == "Ab\u0645\u0631\u062d\u0628\u0627"


def _text_field(value, flags=0):
    def setup(pdf, page):
        parent = pdf.make_indirect(pikepdf.Dictionary(FT=pikepdf.Name.Tx, T=pikepdf.String("field2"),
                                                      V=pikepdf.String(value), Ff=flags))
        widget = pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Widget, F=4, Parent=parent,
                                    Rect=[296.682, 654.247, 383.714, 668.194], BS=pikepdf.Dictionary(W=1),
                                    DA=pikepdf.String("/Helv 10 Tf 0 0 0 rg"))
        widget = pdf.make_indirect(widget)
        page.Annots = pdf.make_indirect(pikepdf.Array([widget]))
        pdf.Root.AcroForm = pikepdf.Dictionary(Fields=[parent])
        parent.Kids = [widget]
    return setup


def test_text_field_without_appearance_shows_its_value():
    # pdf.js's issue12750: a Tx widget, /V "value", no /AP; poppler draws it from x 299.682
    # on the baseline 134.78 (y down), MuPDF draws the same word.
    found = glyphs(make_pdf(b"", setup=_text_field("value")))
    assert "".join(g["text"] for g in found) == "value"
    assert found[0]["origin"] == [299.682, 134.779] and found[0]["flags"] == ["from-annotation"]


def test_password_field_value_is_not_shown():
    assert glyphs(make_pdf(b"", setup=_text_field("secret", flags=1 << 13))) == []


def test_annotations_can_be_left_out():
    assert glyphs(make_pdf(b"", setup=_annotation), annotations=False) == []


def test_the_content_record_counts_the_paths_painted_and_shown():
    """Strokes (S, s), fills and fills with a stroke count; a path ended by n and those in
    a layer that is off do not: the same whether the glyph stage alone reads the page
    (the core only counts its strokes) or beside a device handed every path."""
    from handmade import records
    from pdftk_text.content.device import Device
    from pdftk_text.glyphs import GlyphOptions, glyph_batches
    from pdftk_text.pdf.document import open_document

    class Paths(Device):
        wants_paths = True

        def __init__(self):
            self.seen = []

        def path(self, segments, paint, gs, seq, hidden, box):
            self.seen.append((paint, hidden))

    content = (b"10 10 m 50 50 l S 10 10 m 50 10 l 50 50 l s 10 10 40 40 re f 60 60 20 20 re B "
               b"10 10 m 90 90 l n /OC /L2 BDC 10 10 m 70 70 l S 20 20 30 30 re f EMC "
               b"BT /F1 10 Tf 100 700 Td (A) Tj ET")
    data = make_pdf(content, setup=_layers)
    assert [r["paths"] for r in records(data) if r["type"] == "content"] == [4]
    beside = Paths()
    out = glyph_batches(open_document("test.pdf", data), GlyphOptions(), beside=beside)
    assert [r["paths"] for r in out if r["type"] == "content"] == [4]
    assert beside.seen == [("S", False), ("s", False), ("f", False), ("B", False), ("S", True), ("f", True)]
