"""The documents of the pdftk-text corpus that hide text, and the OCR-style
page that hides none (issue 27).

    python3 hidden_documents.py ways OUT.pdf
    python3 hidden_documents.py finereader-source OUT.pdf
    python3 hidden_documents.py finereader OUT.pdf PAGE.png

``ways`` draws one page per way of hiding a line with ReportLab
(``invariant=1``, Helvetica only, each line one drawString or one text
object of this file), then pikepdf wraps the optional-content page's hidden
line in /OC marked content and turns that group off. ``finereader-source``
is the page the FineReader-style file shows as a picture; ``finereader``
writes, with pikepdf, the same lines as plain text (render mode 0) and then
the page's picture (a 1-bit PNG pdftoppm rendered from the source) over the
whole page, the way ABBYY FineReader's "text under the page image" does.

All text here was written for the corpus; the manifest's ``text_contains``,
``visible_lines`` and ``hidden_lines`` are copied from this file.
"""

import io
import sys
import zlib

PAGE = (420, 300)          # points; small pages, one way of hiding each
X = 40                     # left edge of every line
Y_VISIBLE = 250            # baseline of the plain visible line
Y_HIDDEN = 200             # baseline of the hidden line
Y_CONTROL = (150, 100)     # baselines of the visible controls
BAND = (30, 8, 330, 24)    # a rectangle behind or over a line: dx, dy below the baseline, w, h
OC_NAME = "Hidden layer"   # the optional content group that is off
CROP_BOTTOM = 100          # page 4's crop box starts here; its hidden line is drawn below it


def plain(c, y, text):
    """One visible line: black 11 pt Helvetica."""
    c.setFillGray(0)
    c.setFont("Helvetica", 11)
    c.drawString(X, y, text)


def band(c, y):
    """The rectangle around a line whose baseline is y."""
    return X - 10, y - BAND[1], BAND[2], BAND[3]


def text_object(c, y, text, size=11, mode=0, scale=100, matrix=None):
    t = c.beginText(X, y)
    t.setFont("Helvetica", size)
    t.setTextRenderMode(mode)
    if scale != 100:
        t.setHorizScale(scale)
    if matrix:
        t.setTextTransform(*matrix)
    t.textOut(text)
    c.drawText(t)


# Each way: (visible line, hidden line, how the hidden line is drawn, controls).
# A control is a visible line drawn to look like the hidden case and not be it.

def render_mode_3(c, hidden):
    text_object(c, Y_HIDDEN, hidden, mode=3)


def render_mode_7(c, hidden):
    # Mode 7 adds the glyphs to the clip and paints nothing; nothing is drawn
    # before the Q that ends the clip.
    c.saveState()
    text_object(c, Y_HIDDEN, hidden, mode=7)
    c.restoreState()


def optional_content(c, hidden):
    plain(c, Y_HIDDEN, hidden)   # wrapped in /OC marked content by mark_optional_content


def outside_crop_box(c, hidden):
    plain(c, CROP_BOTTOM - 40, hidden)   # page 4's /CropBox is set by mark_optional_content


def clipped(c, hidden):
    c.saveState()
    path = c.beginPath()
    path.rect(300, 20, 80, 30)
    c.clipPath(path, stroke=0, fill=0)
    plain(c, Y_HIDDEN, hidden)
    c.restoreState()


def covered_by_image(c, hidden):
    from PIL import Image
    from reportlab.lib.utils import ImageReader
    plain(c, Y_HIDDEN, hidden)
    picture = Image.new("RGB", (4, 2), (236, 226, 200))   # a pale opaque picture
    c.drawImage(ImageReader(picture), *band(c, Y_HIDDEN))


def white_on_white(c, hidden):
    c.setFillColorRGB(1, 1, 1)
    c.setFont("Helvetica", 11)
    c.drawString(X, Y_HIDDEN, hidden)


def same_colour_as_beneath(c, hidden, control):
    c.setFillColorRGB(0.2, 0.4, 0.6)
    c.rect(*band(c, Y_HIDDEN), stroke=0, fill=1)
    c.setFont("Helvetica", 11)
    c.drawString(X, Y_HIDDEN, hidden)
    c.setFillColorRGB(0.1, 0.1, 0.3)
    c.rect(*band(c, Y_CONTROL[0]), stroke=0, fill=1)
    c.setFillColorRGB(1, 1, 1)
    c.drawString(X, Y_CONTROL[0], control)


def grey_control(c, hidden, control):
    white_on_white(c, hidden)
    c.setFillGray(0.6)
    c.drawString(X, Y_CONTROL[0], control)


def tiny(c, hidden, control):
    c.setFillGray(0)
    c.setFont("Helvetica", 0.4)
    c.drawString(X, Y_HIDDEN, hidden)
    c.setFont("Helvetica", 6)
    c.drawString(X, Y_CONTROL[0], control)


def covered_by_fill(c, hidden, transparent, highlight):
    plain(c, Y_HIDDEN, hidden)
    c.setFillColorRGB(1, 1, 1)
    c.rect(*band(c, Y_HIDDEN), stroke=0, fill=1)
    plain(c, Y_CONTROL[0], transparent)
    c.saveState()
    c.setFillAlpha(0.3)
    c.setFillGray(0)
    c.rect(*band(c, Y_CONTROL[0]), stroke=0, fill=1)
    c.restoreState()
    plain(c, Y_CONTROL[1], highlight)
    c.saveState()
    c.setBlendMode("Multiply")
    c.setFillColorRGB(1, 1, 0)
    c.rect(*band(c, Y_CONTROL[1]), stroke=0, fill=1)
    c.restoreState()


def horizontal_scale(c, hidden, control):
    c.setFillGray(0)
    text_object(c, Y_HIDDEN, hidden, scale=1)
    text_object(c, Y_CONTROL[0], control, scale=70)


def text_matrix(c, hidden):
    c.setFillGray(0)
    text_object(c, Y_HIDDEN, hidden, size=1, matrix=(0.01, 0, 0, 12, X, Y_HIDDEN))


WAYS = [
    ("Visible line on the render mode 3 page", "Hidden by render mode 3, neither filled nor stroked",
     render_mode_3, []),
    ("Visible line on the render mode 7 page", "Hidden by render mode 7, a clip with nothing painted",
     render_mode_7, []),
    ("Visible line on the optional content page", "Hidden in an optional content group that is off",
     optional_content, []),
    ("Visible line on the crop box page", "Hidden outside the crop box", outside_crop_box, []),
    ("Visible line on the clip page", "Hidden by a clip rectangle elsewhere on the page", clipped, []),
    ("Visible line on the image page", "Hidden under an opaque image drawn later",
     covered_by_image, []),
    ("Visible line on the white text page", "Hidden by white text on the white page",
     grey_control, ["Visible light grey line in 0.6 gray"]),
    ("Visible line on the coloured box page", "Hidden in the colour of the box beneath it",
     same_colour_as_beneath, ["Visible white line on a dark box"]),
    ("Visible line on the tiny type page", "Hidden by type 0.4 pt high",
     tiny, ["Visible small line in 6 pt type"]),
    ("Visible line on the white box page", "Hidden under a white box filled later",
     covered_by_fill, ["Visible line under a 30 percent transparent fill",
                       "Visible line under a yellow multiply highlight"]),
    ("Visible line on the horizontal scale page", "Hidden by horizontal scaling Tz 1",
     horizontal_scale, ["Visible condensed line at Tz 70"]),
    ("Visible line on the text matrix page", "Hidden by a text matrix one hundredth of a point wide",
     text_matrix, []),
]
OC_PAGE = 3     # 1-based: the page whose hidden line optional content hides
CROP_PAGE = 4   # the page whose crop box leaves its hidden line out


def ways(out):
    """One page per way of hiding a line (WAYS, in order): the plain visible
    line at the top, the hidden line below it, then the page's controls."""
    from reportlab.pdfgen import canvas
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=PAGE, invariant=1)
    c.setTitle("Ways of hiding a line")
    c.setAuthor("pdftk-text corpus")
    for visible, hidden, draw, controls in WAYS:
        plain(c, Y_VISIBLE, visible)
        draw(c, hidden, *controls)
        c.showPage()
    c.save()
    mark_optional_content(buffer.getvalue(), WAYS[OC_PAGE - 1][1], out)


def mark_optional_content(data, hidden, out):
    """Wrap the text object showing HIDDEN on page OC_PAGE in /OC marked
    content of a group that the default configuration turns off, and give
    page CROP_PAGE a crop box above CROP_BOTTOM."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name, Operator, String
    pdf = pikepdf.open(io.BytesIO(data))
    group = pdf.make_indirect(Dictionary(Type=Name.OCG, Name=String(OC_NAME)))
    pdf.Root.OCProperties = Dictionary(
        OCGs=Array([group]),
        D=Dictionary(Name=String("Default"), Order=Array([group]), OFF=Array([group])))
    page = pdf.pages[OC_PAGE - 1]
    page.Resources.Properties = Dictionary(OC0=group)
    ops = pikepdf.parse_content_stream(page)
    shown = next(i for i, (operands, op) in enumerate(ops)
                 if str(op) == "Tj" and bytes(operands[0]) == hidden.encode("latin-1"))
    begin = max(i for i in range(shown) if str(ops[i][1]) == "BT")
    end = next(i for i in range(shown, len(ops)) if str(ops[i][1]) == "ET")
    ops = (ops[:begin] + [([Name.OC, Name.OC0], Operator("BDC"))] + ops[begin:end + 1]
           + [([], Operator("EMC"))] + ops[end + 1:])
    page.Contents = pdf.make_stream(pikepdf.unparse_content_stream(ops))
    pdf.pages[CROP_PAGE - 1].obj.CropBox = Array([0, CROP_BOTTOM, *PAGE])
    pdf.save(out, deterministic_id=True)


# ------------------------------------------------ text under the page image

FINEREADER_LINES = [
    (16, "Harbour dues from 1 April"),
    (11, "Vessels under ten metres pay four pounds a night."),
    (11, "Vessels of ten metres and over pay six pounds."),
    (11, "Dues are paid at the harbour office before noon."),
]
FINEREADER_TOP = 240   # baseline of the first line; 30 pt between baselines


def finereader_stream():
    """The lines as one text object each, in render mode 0, at the source
    page's positions: what FineReader writes under the picture."""
    return "\n".join("BT /F1 %d Tf %d %d Td (%s) Tj ET" % (size, X, FINEREADER_TOP - 30 * i, line)
                     for i, (size, line) in enumerate(FINEREADER_LINES))


def finereader_source(out):
    """The page the scan shows: FINEREADER_LINES in black Helvetica."""
    from reportlab.pdfgen import canvas
    c = canvas.Canvas(out, pagesize=PAGE, invariant=1)
    for i, (size, line) in enumerate(FINEREADER_LINES):
        c.setFont("Helvetica", size)
        c.drawString(X, FINEREADER_TOP - 30 * i, line)
    c.showPage()
    c.save()


def finereader(out, png):
    """The text of FINEREADER_LINES, then the 1-bit picture PNG (the source
    page rendered by pdftoppm -mono) over the whole page: an OCR layer under
    its page image."""
    import pikepdf
    from pikepdf import Dictionary, Name
    from PIL import Image
    picture = Image.open(png).convert("L").convert("1", dither=Image.Dither.NONE)
    w, h = picture.size
    pdf = pikepdf.new()
    image = pdf.make_stream(zlib.compress(picture.tobytes(), 9), Type=Name.XObject,
                            Subtype=Name.Image, Width=w, Height=h, ColorSpace=Name.DeviceGray,
                            BitsPerComponent=1, Filter=Name.FlateDecode)
    font = pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name.Helvetica,
                                        Encoding=Name.WinAnsiEncoding))
    content = finereader_stream() + "\nq %d 0 0 %d 0 0 cm /Im0 Do Q\n" % PAGE
    page = Dictionary(Type=Name.Page, MediaBox=[0, 0, *PAGE], Contents=pdf.make_stream(content.encode()),
                      Resources=Dictionary(Font=Dictionary(F1=font), XObject=Dictionary(Im0=image)))
    pdf.pages.append(pikepdf.Page(page))
    pdf.save(out, deterministic_id=True)


DOCUMENTS = {
    "ways": ways,
    "finereader-source": finereader_source,
    "finereader": finereader,
}

if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
