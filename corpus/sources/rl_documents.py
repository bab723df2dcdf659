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
    t = c.beginText(84, 670)
    t.setTextRenderMode(3)
    t.setFont("Helvetica", 14)
    t.textLine("Scanned letter from the harbour master")
    t.textLine("The north mole will be closed for repairs")
    t.textLine("from Monday until the end of the month.")
    c.drawText(t)
    t = c.beginText(72, 530)
    t.setTextRenderMode(0)
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


if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out)
