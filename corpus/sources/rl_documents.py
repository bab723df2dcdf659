"""The ReportLab documents of the pdftk-text corpus.

Run as ``python3 rl_documents.py NAME OUT.pdf``; NAME is one of the keys of
DOCUMENTS. Every document is written with ``invariant=1`` so the same
ReportLab version writes the same bytes on every run (fixed dates and /ID).
The standard-14 fonts are referenced by name only: ReportLab never embeds
them, so an extractor must rely on its own metrics and encodings for them.

All text here was written for the corpus; the manifest's ``text_contains``
strings are copied from this file.
"""

import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import cm
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle, PageBreak

TITLE_AUTHOR = "pdftk-text corpus"


def new_canvas(out, title, pagesize=letter):
    c = canvas.Canvas(out, pagesize=pagesize, invariant=1)
    c.setTitle(title)
    c.setAuthor(TITLE_AUTHOR)
    return c


def standard14(out):
    """One letter page in Helvetica, Times-Roman and Courier (and their bold
    and italic faces), one line per drawString so the lines are exact."""
    c = new_canvas(out, "Standard fonts")
    c.setFont("Helvetica-Bold", 18)
    c.drawString(72, 720, "The Night Train to Lisbon")
    c.setFont("Times-Roman", 12)
    lines = [
        "The sleeper leaves the northern station at ten past nine.",
        "Passengers may board from half past eight onwards.",
        "A small dining car serves soup, bread and coffee until midnight.",
        "Breakfast is brought to the compartment an hour before arrival.",
    ]
    y = 690
    for line in lines:
        c.drawString(72, y, line)
        y -= 16
    c.setFont("Times-Italic", 12)
    c.drawString(72, y - 8, "Timetables are subject to change without notice.")
    c.setFont("Courier", 10)
    c.drawString(72, y - 40, "COACH 14  BERTH 27  CODE XR-5501")
    c.drawString(72, y - 54, "COACH 15  BERTH 03  CODE XR-5502")
    c.setFont("Helvetica", 11)
    # WinAnsi reaches these without any embedding.
    c.drawString(72, y - 90, "Fares: £ 42, € 49 — “discounts” for naïve café regulars.")
    c.showPage()
    c.save()


def invoice(out):
    """An invoice with a fully ruled table: a header row, four item rows and
    four columns, then a total below the table."""
    doc = SimpleDocTemplate(out, pagesize=A4, invariant=1, title="Invoice 2024-0117",
                            author=TITLE_AUTHOR, leftMargin=2 * cm, rightMargin=2 * cm,
                            topMargin=2 * cm, bottomMargin=2 * cm)
    styles = getSampleStyleSheet()
    story = [
        Paragraph("INVOICE No. 2024-0117", styles["Title"]),
        Paragraph("Harbour Lane Printing Works, 4 Harbour Lane, Portwell", styles["Normal"]),
        Paragraph("Billed to: The Tide Tables Society, 12 Quay Street", styles["Normal"]),
        Spacer(1, 0.8 * cm),
    ]
    rows = [
        ["Description", "Quantity", "Unit price", "Amount"],
        ["Tide tables, pocket edition", "250", "1.20", "300.00"],
        ["Wall charts, laminated", "40", "6.50", "260.00"],
        ["Envelopes, printed", "500", "0.08", "40.00"],
        ["Delivery by van", "1", "25.00", "25.00"],
    ]
    table = Table(rows, colWidths=[7.5 * cm, 3 * cm, 3 * cm, 3 * cm])
    table.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.75, colors.black),
        ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
        ("FONTNAME", (0, 1), (-1, -1), "Helvetica"),
        ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey),
        ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
        ("TOPPADDING", (0, 0), (-1, -1), 5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
    ]))
    story += [
        table,
        Spacer(1, 0.6 * cm),
        Paragraph("Total due: 625.00 GBP", styles["Heading3"]),
        Paragraph("Payment within thirty days, please.", styles["Normal"]),
    ]
    doc.build(story)


def rotated(out):
    """Three letter pages: /Rotate 0, 90 and 270. Pages 2 and 3 draw their
    text turned against the page's rotation, so it reads upright on screen:
    the usual way a producer makes a landscape page out of a portrait one."""
    w, h = letter
    c = new_canvas(out, "Rotated pages")
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 700, "Page one is upright")
    c.setFont("Helvetica", 12)
    c.drawString(72, 676, "This page has no rotation at all.")
    c.showPage()

    # ReportLab swaps the width and height of a page turned by 90 or 270
    # degrees when it writes /MediaBox; asking for a landscape size makes it
    # write a portrait MediaBox [0 0 w h], which is the case wanted here.
    c.setPageSize((h, w))
    c.setPageRotation(90)
    # Shown turned 90 degrees clockwise, the page is h wide and w tall; a
    # point (X, Y) on screen is (w - Y, X) in user space.
    c.translate(w, 0)
    c.rotate(90)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, w - 90, "Page two is turned by ninety degrees")
    c.setFont("Helvetica", 12)
    c.drawString(72, w - 114, "Its text reads upright once the viewer applies the rotation.")
    c.drawString(72, w - 130, "The page is wider than it is tall on screen.")
    c.showPage()

    c.setPageRotation(270)
    # Shown turned 90 degrees anticlockwise: (X, Y) on screen is (Y, h - X).
    c.translate(0, h)
    c.rotate(-90)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, w - 90, "Page three is turned by two hundred and seventy degrees")
    c.setFont("Helvetica", 12)
    c.drawString(72, w - 114, "This one too reads upright on screen.")
    c.showPage()
    c.save()


def invisible(out):
    """A page that imitates an OCR layer: a grey box stands for a scanned
    picture of words, and the same words are laid over it in text render
    mode 3 (neither filled nor stroked). One visible caption sits below."""
    c = new_canvas(out, "Invisible text")
    c.setFillColor(colors.Color(0.85, 0.85, 0.85))
    c.rect(72, 560, 468, 140, stroke=0, fill=1)
    c.setFillColor(colors.black)
    # The render mode is graphics state and outlives ET; ReportLab writes no
    # 0 Tr for a new text object, so the invisible lines get their own q/Q.
    c.saveState()
    t = c.beginText(84, 670)
    t.setTextRenderMode(3)
    t.setFont("Helvetica", 14)
    t.textLine("Scanned letter from the harbour master")
    t.textLine("The north mole will be closed for repairs")
    t.textLine("from Monday until the end of the month.")
    c.drawText(t)
    c.restoreState()
    t = c.beginText(72, 530)
    t.setFont("Times-Italic", 11)
    t.textLine("Caption: the grey box stands for a scanned image.")
    c.drawText(t)
    c.showPage()
    c.save()


def symbols(out):
    """Symbol and ZapfDingbats, the two standard-14 fonts with their own
    built-in encodings, beside a Helvetica label for each line."""
    c = new_canvas(out, "Symbol and ZapfDingbats")
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 720, "Greek letters and dingbats")
    rows = [
        ("Greek, lower case:", "Symbol", "\u03b1\u03b2\u03b3\u03b4\u03b5"),
        ("Greek, upper case:", "Symbol", "\u0394\u03a9\u03a3"),
        ("Relations:", "Symbol", "\u2264 \u2265 \u2260 \u221e"),
        ("Ticks and crosses:", "ZapfDingbats", "\u2713 \u2714 \u2717 \u2718"),
        ("Stars and hands:", "ZapfDingbats", "\u2605 \u261b \u2702"),
    ]
    y = 690
    for label, font, text in rows:
        c.setFont("Helvetica", 12)
        c.drawString(72, y, label)
        c.setFont(font, 14)
        c.drawString(220, y, text)
        y -= 24
    c.showPage()
    c.save()


CHAPTERS = [
    ("The harbour", "Fishing boats come in on the morning tide and unload on the north quay."),
    ("The market", "Stalls open at six; by nine the best of the catch is already sold."),
    ("The lighthouse", "The keeper climbs one hundred and twelve steps to reach the lamp."),
    ("The chapel", "A small chapel on the cliff holds the names of sailors lost at sea."),
    ("The ferry", "Twice a day the ferry crosses to the island and back again."),
]


def multipage(out):
    """Five letter pages through platypus, one chapter a page, each with a
    running footer "Page N of 5" drawn on the canvas."""
    styles = getSampleStyleSheet()

    def footer(canv, doc):
        canv.saveState()
        canv.setFont("Helvetica", 9)
        canv.drawCentredString(letter[0] / 2, 36, "Portwell guide \u2013 page %d of 5" % doc.page)
        canv.restoreState()

    doc = SimpleDocTemplate(out, pagesize=letter, invariant=1, title="A guide to Portwell",
                            author=TITLE_AUTHOR)
    story = []
    for number, (title, sentence) in enumerate(CHAPTERS, start=1):
        story.append(Paragraph("Chapter %d: %s" % (number, title), styles["Heading1"]))
        story.append(Paragraph(sentence, styles["BodyText"]))
        story.append(Paragraph(
            "Marker for page %d: the words on this page belong to chapter %d only."
            % (number, number),
            styles["BodyText"]))
        if number < len(CHAPTERS):
            story.append(PageBreak())
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


DOCUMENTS = {
    "standard14": standard14,
    "invoice": invoice,
    "rotated": rotated,
    "invisible": invisible,
    "symbols": symbols,
    "multipage": multipage,
}


# --------------------------------------------------------------------------
# Documents added for fonts (issue 3), words (issue 4), images (issue 10) and
# the inventory (issue 11).

# Short sentences written for the corpus, in the collections' own scripts.
CID_LINES = [
    # (ReportLab CID font name, predefined CMap it selects, sample text)
    ("HeiseiMin-W3", "UniJIS-UCS2-H", "港町の朝は早い。"),
    ("HeiseiKakuGo-W5", "UniJIS-UCS2-H", "渡し船は九時に出ます。"),
    ("STSong-Light", "UniGB-UCS2-H", "渔船回到港口。"),
    ("HYSMyeongJo-Medium", "UniKS-UCS2-H", "항구의 아침"),
]
CID_VERTICAL = ["縦書きの行です。", "灯台は岬の先にあります。"]


def cid(out):
    """Predefined CJK CMaps with non-embedded CID fonts (ReportLab's
    UnicodeCIDFont): page 1 horizontal, one line per collection
    (Adobe-Japan1, -GB1, -Korea1; ReportLab 5.1's MSung-Light came out
    with a UniGB CMap over Adobe-CNS1, which no reader can use, so -CNS1 is
    left out); page 2 vertical Japanese with
    UniJIS-UCS2-V. A reader needs the collections' CID-to-Unicode maps
    (poppler-data) to get the text back: there is no ToUnicode."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    c = new_canvas(out, "Predefined CJK CMaps", pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Predefined CMaps, fonts not embedded")
    y = 730
    for face, cmap, text in CID_LINES:
        pdfmetrics.registerFont(UnicodeCIDFont(face))
        c.setFont("Helvetica", 9)
        c.drawString(72, y + 16, "%s / %s" % (face, cmap))
        c.setFont(face, 16)
        c.drawString(72, y, text)
        y -= 56
    c.showPage()
    font = UnicodeCIDFont("HeiseiMin-W3", isVertical=True)
    vertical = font.name = font.fontName = "HeiseiMin-W3-V"  # a name of its own
    pdfmetrics.registerFont(font)
    c.setFont("Helvetica", 9)
    c.drawString(72, 800, "UniJIS-UCS2-V: columns run top to bottom, right to left")
    c.setFont(vertical, 18)
    x = 480
    for line in CID_VERTICAL:
        c.drawString(x, 760, line)
        x -= 40
    c.showPage()
    c.save()


HEBREW_VISUAL = ["שלום לכולם", "המעבורת יוצאת בשעה 9 בבוקר"]
ARABIC_VISUAL = ["مرحبا بكم", "تغادر العبارة في الساعة 9"]


def visual(line):
    """The line as it is seen, left to right: the right-to-left letters
    reversed, each run of digits kept left to right."""
    import re
    parts = re.split(r"(\d+)", line)
    return "".join(p if p.isdigit() else p[::-1] for p in reversed(parts))


def rtl_visual(out, font_path):
    """Hebrew and Arabic written in visual order: each string is reversed
    before drawing (digits kept), so the content stream holds the letters
    left to right as seen. DejaVu Sans is embedded by ReportLab as a TrueType
    subset with ToUnicode; ReportLab does no shaping here, so the Arabic
    letters are drawn in their isolated forms (U+0600 block code points)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    pdfmetrics.registerFont(TTFont("DejaVuSans", font_path))
    c = new_canvas(out, "Visual-order right-to-left text", pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Right-to-left lines drawn in visual order")
    c.setFont("DejaVuSans", 16)
    y = 720
    for line in HEBREW_VISUAL + ARABIC_VISUAL:
        c.drawRightString(520, y, visual(line))
        y -= 36
    c.showPage()
    c.save()


TJ_WORDS = ["Word", "spaces", "in", "this", "paragraph", "exist", "only", "as",
            "displacements", "between", "strings."]


def words(out):
    """Word-level traps on two pages.

    Page 1: a fake-bold heading (the same string drawn twice, the second
    0.2 pt to the right); a letter-spaced title (Tc 6); a line whose word
    spaces are TJ displacements only (no space glyph anywhere in it);
    superscripts and subscripts set with text rise (Ts).
    Page 2: a ruled table whose header cells hold text rotated 90 degrees
    (reading bottom to top), with upright body cells."""
    c = new_canvas(out, "Words and lines", pagesize=A4)
    # Fake bold: two passes, 0.2 pt apart.
    c.setFont("Helvetica", 20)
    c.drawString(72, 770, "Harbour Master's Report")
    c.drawString(72.2, 770, "Harbour Master's Report")
    # Letter-spaced title.
    t = c.beginText(72, 730)
    t.setFont("Helvetica", 14)
    t.setCharSpace(6)  # Tc 6 inside the text object
    t.textOut("TIDE TABLES")
    t.setCharSpace(0)  # Tc is text state: it outlives ET, so reset it
    c.drawText(t)
    # Word spaces as TJ displacements only: literal operators, font F1 is
    # Helvetica (registered by setFont above).
    font = c._doc.getInternalFontName("Helvetica")
    tj = " ".join("(%s) -280" % w for w in TJ_WORDS[:-1]) + " (%s)" % TJ_WORDS[-1]
    c.addLiteral("BT %s 12 Tf 72 690 Td [%s] TJ ET" % (font, tj))
    # Superscripts and subscripts.
    t = c.beginText(72, 650)
    t.setFont("Helvetica", 12)
    t.textOut("Water is H")
    t.setRise(-3)
    t.setFont("Helvetica", 8)
    t.textOut("2")
    t.setRise(0)
    t.setFont("Helvetica", 12)
    t.textOut("O and the area is 25 m")
    t.setRise(5)
    t.setFont("Helvetica", 8)
    t.textOut("2")
    t.setRise(0)
    t.setFont("Helvetica", 12)
    t.textOut(" at high tide.")
    c.drawText(t)
    c.showPage()
    # Page 2: rotated table header.
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Catches by boat")
    headers = ["Boat", "Mackerel", "Herring", "Crab pots"]
    rows = [["Morning Star", "120", "45", "12"], ["Sea Swallow", "80", "60", "9"],
            ["Little Wren", "35", "20", "4"]]
    widths = [140, 60, 60, 60]
    top, head_h, row_h, left = 740, 80, 20, 72
    xs = [left]
    for w in widths:
        xs.append(xs[-1] + w)
    bottom = top - head_h - row_h * len(rows)
    for x in xs:
        c.line(x, top, x, bottom)
    for y in [top, top - head_h] + [top - head_h - row_h * (i + 1) for i in range(len(rows))]:
        c.line(xs[0], y, xs[-1], y)
    c.setFont("Helvetica-Bold", 11)
    for i, h in enumerate(headers):
        c.saveState()
        c.translate(xs[i] + widths[i] / 2 + 4, top - head_h + 6)
        c.rotate(90)
        c.drawString(0, 0, h)
        c.restoreState()
    c.setFont("Helvetica", 11)
    for r, row in enumerate(rows):
        y = top - head_h - row_h * (r + 1) + 6
        for i, cell in enumerate(row):
            c.drawString(xs[i] + 4, y, cell)
    c.showPage()
    c.save()


def _gradient(mode, size, shift=0):
    from PIL import Image
    w, h = size
    img = Image.new(mode, size)
    px = img.load()
    for y in range(h):
        for x in range(w):
            if mode == "L":
                px[x, y] = (x * 4 + shift) % 256
            elif mode == "RGB":
                px[x, y] = ((x * 4) % 256, (y * 4) % 256, (128 + shift) % 256)
            elif mode == "RGBA":
                px[x, y] = ((x * 4) % 256, 64, (y * 4) % 256, min(255, (x + y) * 2))
    return img


def images(out):
    """ReportLab's own image paths: an RGB image XObject (Flate), a
    greyscale one, an RGB image with a colour-key /Mask array (white made
    transparent), an RGBA image whose alpha becomes an /SMask, two inline
    images (drawInlineImage writes BI ... ID ... EI), and an image drawn
    inside a form XObject placed twice. Every picture is drawn by Pillow
    here from arithmetic, no files read."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader
    c = new_canvas(out, "Images drawn by ReportLab", pagesize=A4)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 790, "Images: XObjects, masks, inline images, a form")
    rgb = _gradient("RGB", (64, 48))
    gray = _gradient("L", (64, 48))
    keyed = _gradient("RGB", (64, 48), 30)
    for x in range(16, 48):
        for y in range(12, 36):
            keyed.putpixel((x, y), (255, 255, 255))
    rgba = _gradient("RGBA", (64, 64))
    c.drawImage(ImageReader(rgb), 72, 680, width=128, height=96)
    c.drawImage(ImageReader(gray), 220, 680, width=128, height=96)
    c.drawImage(ImageReader(keyed), 368, 680, width=128, height=96,
                mask=[250, 255, 250, 255, 250, 255])
    c.drawImage(ImageReader(rgba), 72, 540, width=128, height=128, mask="auto")
    c.drawInlineImage(_gradient("RGB", (16, 16), 60), 220, 560, width=64, height=64)
    c.drawInlineImage(_gradient("L", (16, 16), 90), 300, 560, width=64, height=64)
    c.beginForm("badge")
    c.drawImage(ImageReader(_gradient("RGB", (32, 32), 120)), 0, 0, width=48, height=48)
    c.endForm()
    for x in (380, 450):
        c.saveState()
        c.translate(x, 560)
        c.doForm("badge")
        c.restoreState()
    c.setFont("Helvetica", 10)
    c.drawString(72, 510, "Seven placements, six distinct images.")
    c.showPage()
    c.save()


def form(out):
    """An AcroForm: a text field with a value, a checkbox (checked), two
    radio buttons in one group, a combo box and a list box."""
    c = new_canvas(out, "Ferry booking form", pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Ferry booking form")
    c.setFont("Helvetica", 11)
    form = c.acroForm
    c.drawString(72, 730, "Passenger name:")
    form.textfield(name="passenger", value="Ada Quayle", x=180, y=724, width=200, height=18,
                   borderStyle="inset", forceBorder=True)
    c.drawString(72, 700, "Bicycle:")
    form.checkbox(name="bicycle", checked=True, x=180, y=696, size=14)
    c.drawString(72, 670, "Crossing:")
    form.radio(name="crossing", value="morning", selected=True, x=180, y=666, size=14)
    c.drawString(200, 670, "morning")
    form.radio(name="crossing", value="evening", selected=False, x=260, y=666, size=14)
    c.drawString(280, 670, "evening")
    c.drawString(72, 640, "Cabin:")
    form.choice(name="cabin", value="deck", options=["deck", "cabin", "suite"], x=180,
                y=634, width=120, height=18)
    c.drawString(72, 600, "Meals:")
    form.listbox(name="meals", value="none", options=["none", "breakfast", "dinner"],
                 x=180, y=560, width=120, height=50)
    c.showPage()
    c.save()


def links(out):
    """Two pages of text with URI link annotations to two hosts and an
    internal GoTo link; base for the active-content variant."""
    c = new_canvas(out, "Links and actions", pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Where to find the timetables")
    c.setFont("Helvetica", 12)
    c.drawString(72, 740, "Timetables: https://www.example.org/ferry/timetable")
    c.linkURL("https://www.example.org/ferry/timetable", (72, 735, 400, 752), relative=0)
    c.drawString(72, 715, "Tide tables: https://tides.example.com/portwell")
    c.linkURL("https://tides.example.com/portwell", (72, 710, 400, 727), relative=0)
    c.drawString(72, 690, "Fares: https://www.example.org/ferry/fares")
    c.linkURL("https://www.example.org/ferry/fares", (72, 685, 400, 702), relative=0)
    c.bookmarkPage("second")
    c.showPage()
    c.setFont("Helvetica", 12)
    c.drawString(72, 770, "Second page: the notices board.")
    c.showPage()
    c.save()


def rtl_logical(out, font_path):
    """The same Hebrew and Arabic lines written in logical order: the
    content stream holds the characters in reading order, one string per
    character (or per run of digits), each placed by its own coordinates
    from the right margin leftwards, so the page looks exactly like
    rtl-visual's. Arabic letters unshaped (isolated forms), as there."""
    import re
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    pdfmetrics.registerFont(TTFont("DejaVuSans", font_path))
    c = new_canvas(out, "Logical-order right-to-left text", pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, "Right-to-left lines drawn in logical order")
    c.setFont("DejaVuSans", 16)
    y = 720
    for line in HEBREW_VISUAL + ARABIC_VISUAL:
        x = 520
        for run in re.findall(r"\d+|\D", line):
            x -= pdfmetrics.stringWidth(run, "DejaVuSans", 16)
            c.drawString(x, y, run)
        y -= 36
    c.showPage()
    c.save()


DOCUMENTS.update({
    "cid": cid,
    "rtl-visual": rtl_visual,
    "rtl-logical": rtl_logical,
    "words": words,
    "images": images,
    "form": form,
    "links": links,
})


if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
