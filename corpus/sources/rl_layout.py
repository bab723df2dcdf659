"""The ReportLab documents of the pdftk-text corpus for reading order, page
kinds and tables (issues 5 and 9).

Run as ``python3 rl_layout.py NAME OUT.pdf``; NAME is one of the keys of
DOCUMENTS. Written with ``invariant=1`` (fixed dates and /ID), standard-14
fonts only, every line drawn by one drawString call so each line of text on
the page is exactly one string of this file.

All text here was written for the corpus; the manifest's ``text_contains``,
``reading_order``, ``furniture`` and ``tables`` are copied from this file.
"""

import sys

from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfgen import canvas

TITLE_AUTHOR = "pdftk-text corpus"


def new_canvas(out, title, pagesize=letter):
    c = canvas.Canvas(out, pagesize=pagesize, invariant=1)
    c.setTitle(title)
    c.setAuthor(TITLE_AUTHOR)
    return c


# ---------------------------------------------------------------- transcript

TRANSCRIPT_TITLE = "Harbour inquiry, day two"
# Page 1: a line-number gutter only. Page 2: line numbers and a timestamp gutter.
TRANSCRIPT_PAGE1 = [
    "THE CHAIR: Good morning. We resume with the evidence",
    "of the harbour master. Please take a seat.",
    "MS QUAYLE: Thank you.",
    "THE CHAIR: You were on duty on the night of the storm?",
    "MS QUAYLE: I was. I came on at eight in the evening.",
    "THE CHAIR: What was the state of the tide?",
    "MS QUAYLE: High water was at ten past nine. The wind",
    "was from the south-west and rising all evening.",
    "THE CHAIR: When did you first see the trawler?",
    "MS QUAYLE: At about half past ten, off the east mole.",
    "She was showing her lights but no flares.",
    "THE CHAIR: Did you call her on the radio?",
    "MS QUAYLE: Three times on channel sixteen. There was",
    "no answer until the third call.",
    "THE CHAIR: And what did the skipper say?",
    "MS QUAYLE: That his engine had failed and he was",
    "drifting towards the rocks below the lighthouse.",
    "THE CHAIR: What did you do then?",
    "MS QUAYLE: I paged the lifeboat crew and rang the",
    "coastguard. The lifeboat launched at ten fifty-two.",
    "THE CHAIR: That is a fast launch.",
    "MS QUAYLE: The crew were already at the boathouse.",
    "They had seen the weather coming.",
    "THE CHAIR: We will come back to the launch later.",
    "Let us turn to the harbour lights.",
]
TRANSCRIPT_PAGE2 = [
    "THE CHAIR: Were all the harbour lights working?",
    "MS QUAYLE: All but one. The green light on the west",
    "pier had failed two days before.",
    "THE CHAIR: Was that reported?",
    "MS QUAYLE: Yes, to the board, on the Tuesday morning.",
    "THE CHAIR: And was a notice to mariners issued?",
    "MS QUAYLE: It was posted on the harbour office door",
    "and read out on the evening radio broadcast.",
    "THE CHAIR: Would the skipper have heard it?",
    "MS QUAYLE: I cannot say. He was not from Portwell.",
    "THE CHAIR: Thank you. Mr Penhale, any questions?",
    "MR PENHALE: Only one, sir. Ms Quayle, how long",
    "have you been harbour master?",
    "MS QUAYLE: Eleven years this spring.",
    "MR PENHALE: And in those eleven years, how many",
    "times has the west pier light failed?",
    "MS QUAYLE: Twice, both times in a storm.",
    "MR PENHALE: Thank you. Nothing further.",
    "THE CHAIR: Then we will take a short break.",
    "(A short adjournment)",
    "THE CHAIR: Please be seated. We continue with the",
    "coxswain of the lifeboat.",
    "MR TREGEAR: Good morning, sir.",
    "THE CHAIR: Good morning. Tell us about the launch.",
    "MR TREGEAR: We had the boat in the water in eight minutes.",
]
TRANSCRIPT_TIMES = ["10:%02d:%02d" % divmod(4 * 60 + 12 + 17 * i, 60) for i in range(25)]


def transcript(out):
    """Two letter pages of a hearing transcript. Down the left margin the
    line numbers 1 to 25, right-aligned at x 60 (Courier 10), one per text
    line; page 2 also has a timestamp gutter (Courier 9, x 72) between the
    numbers and the text. The text lines are Courier 11 at x 90 (page 1) or
    x 130 (page 2), 24 pt apart; the page number is centred at the foot."""
    c = new_canvas(out, TRANSCRIPT_TITLE)
    for page, lines in ((1, TRANSCRIPT_PAGE1), (2, TRANSCRIPT_PAGE2)):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(90, 740, "%s, page %d" % (TRANSCRIPT_TITLE, page))
        x_text = 90 if page == 1 else 130
        for i, line in enumerate(lines):
            y = 700 - 24 * i
            c.setFont("Courier", 10)
            c.drawRightString(60, y, str(i + 1))
            if page == 2:
                c.setFont("Courier", 9)
                c.drawString(72, y, TRANSCRIPT_TIMES[i])
            c.setFont("Courier", 11)
            c.drawString(x_text, y, line)
        c.setFont("Helvetica", 9)
        c.drawCentredString(306, 40, "- %d -" % page)
        c.showPage()
    c.save()


# ------------------------------------------------- running headers and footers

RUNNING_HEADER = "Portwell Harbour Byelaws 2024"
RUNNING_PAGES = 6
RUNNING_SECTIONS = [
    ("Part 1: Application",
     ["These byelaws apply to every vessel within the harbour limits.",
      "The harbour limits are shown on the chart kept at the harbour office.",
      "A vessel at anchor in the outer roads is within the limits."]),
    ("Part 2: Speed",
     ["No vessel shall exceed four knots inside the breakwater.",
      "Rowing boats and canoes keep to the west side of the channel.",
      "Water skiing is forbidden everywhere within the limits."]),
    ("Part 3: Mooring",
     ["Visiting vessels moor only where the harbour master directs.",
      "No vessel shall be left on a mooring without a named keeper.",
      "Fenders shall be used at every quay and pontoon."]),
    ("Part 4: Cargo",
     ["Fish boxes are stacked no higher than the quay rail.",
      "Fuel is taken on only at the fuel berth on the south pier.",
      "Nets are not dried on the public slipway."]),
    ("Part 5: Safety",
     ["Every vessel carries a life jacket for each person aboard.",
      "Fires and barbecues are forbidden on pontoons and quays.",
      "An accident is reported to the harbour office at once."]),
    ("Part 6: Dues",
     ["Harbour dues are paid before a vessel leaves the harbour.",
      "Dues are charged by the metre of length overall.",
      "A receipt is given for every payment of dues."]),
]


def running(out):
    """Six letter pages, one Part each. Every page has a running header
    (RUNNING_HEADER at the left, 'Part N' at the right, Helvetica 9 at
    y 750, a rule beneath at y 744) and a running footer ('Page N of 6'
    centred, Helvetica 9 at y 40). The body: the Part's heading and three
    numbered rules, one line each. The header and footer are drawn AFTER
    the body, so in content order they come last on each page."""
    c = new_canvas(out, RUNNING_HEADER)
    for n, (heading, rules) in enumerate(RUNNING_SECTIONS, start=1):
        c.setFont("Helvetica-Bold", 16)
        c.drawString(72, 690, heading)
        c.setFont("Times-Roman", 12)
        for i, rule in enumerate(rules):
            c.drawString(72, 650 - 30 * i, "%d.%d  %s" % (n, i + 1, rule))
        c.setFont("Helvetica", 9)
        c.drawString(72, 750, RUNNING_HEADER)
        c.drawRightString(540, 750, "Part %d" % n)
        c.setLineWidth(0.5)
        c.line(72, 744, 540, 744)
        c.drawCentredString(306, 40, "Page %d of %d" % (n, RUNNING_PAGES))
        c.showPage()
    c.save()


# ---------------------------------------------------------------- blank page

def blank(out):
    """Three letter pages; the second draws nothing at all (ReportLab writes
    an empty content stream for it)."""
    c = new_canvas(out, "A blank page between two")
    c.setFont("Helvetica", 12)
    c.drawString(72, 700, "The page after this one is intentionally blank.")
    c.showPage()
    c.showPage()
    c.setFont("Helvetica", 12)
    c.drawString(72, 700, "The page before this one was intentionally blank.")
    c.showPage()
    c.save()


# --------------------------------------------- page sources for OCR and outlines

OCR_LINES = [
    "Notice to Mariners No. 7",
    "The green light on the west pier",
    "is out of service until further notice.",
    "Vessels entering at night keep to",
    "the middle of the channel.",
    "Portwell Harbour Office",
]


def ocr_source(out):
    """An A5 page of large Helvetica lines, made to be rendered to an image
    and read back by tesseract (make_corpus.py: pdftoppm, then tesseract ...
    pdf). The lines are set large and far apart so OCR reads them whole."""
    c = new_canvas(out, "Notice to Mariners", pagesize=A5)
    c.setFont("Helvetica-Bold", 20)
    c.drawString(40, 520, OCR_LINES[0])
    c.setFont("Helvetica", 15)
    for i, line in enumerate(OCR_LINES[1:5]):
        c.drawString(40, 460 - 30 * i, line)
    c.setFont("Helvetica-Oblique", 15)
    c.drawString(40, 300, OCR_LINES[5])
    c.showPage()
    c.save()


OUTLINE_LINES = [
    "Outlined lettering",
    "Every letter on this page is a filled path.",
    "There is no font and no text object here.",
]


def outline_source(out):
    """A letter page of text, made to be rewritten by Ghostscript with
    -dNoOutputFonts, which turns every glyph into a filled path."""
    c = new_canvas(out, "Outlined lettering")
    c.setFont("Helvetica-Bold", 24)
    c.drawString(72, 700, OUTLINE_LINES[0])
    c.setFont("Times-Roman", 14)
    c.drawString(72, 660, OUTLINE_LINES[1])
    c.drawString(72, 636, OUTLINE_LINES[2])
    c.showPage()
    c.save()


# ------------------------------------------------------------- aligned table

ALIGNED_HEADER = ["Boat", "Port", "Crew", "Catch (kg)", "Value (GBP)"]
ALIGNED_ROWS = [
    ["Morning Star", "Portwell", "4", "1,250", "3,410.00"],
    ["Sea Swallow", "Sandholm", "3", "860", "2,145.50"],
    ["Little Wren", "Portwell", "2", "95", "310.25"],
    ["Grey Heron", "Isle Quay", "5", "2,040", "5,987.00"],
    ["Kittiwake", "Sandholm", "3", "1,105", "2,902.75"],
    ["Puffin", "Portwell", "1", "42", "128.00"],
]
# x of each column: the left edge for text columns, the right edge for numbers.
ALIGNED_X = [(72, "left"), (190, "left"), (310, "right"), (400, "right"), (500, "right")]


def aligned(out):
    """An unruled table: a heading line, then a header row in Helvetica-Bold
    and six rows in Helvetica 10, 16 pt apart, in five columns. Boat and
    Port are left-aligned; Crew, Catch and Value right-aligned at fixed
    x. No line, rule or fill anywhere on the page. A paragraph follows."""
    c = new_canvas(out, "Landings this week")
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 720, "Landings this week")
    c.setFont("Times-Roman", 11)
    c.drawString(72, 700, "Landings at the fish market, Monday to Saturday.")
    y = 670
    for r, row in enumerate([ALIGNED_HEADER] + ALIGNED_ROWS):
        c.setFont("Helvetica-Bold" if r == 0 else "Helvetica", 10)
        for text, (x, align) in zip(row, ALIGNED_X):
            (c.drawString if align == "left" else c.drawRightString)(x, y, text)
        y -= 16
    c.setFont("Times-Roman", 11)
    c.drawString(72, y - 14, "Weights are landed weights; values are at the first sale.")
    c.showPage()
    c.save()


# ------------------------------------------------------------ not tables

FORM_LABELS = ["Surname", "Given names", "Vessel name", "Port of registry"]


def form_boxes(out):
    """A paper form: four labelled single-line boxes (one empty rectangle
    each, label to the left), then comb fields: 'Registration number' over
    a row of 8 character boxes, 'Date of arrival' over boxes DD MM YYYY,
    and a 4 x 6 grid of empty tick boxes under 'Berth requested' with
    letters A-D down the side and numbers 1-6 along the top. All empty: a
    form's boxes, not a table."""
    c = new_canvas(out, "Berth application form")
    c.setLineWidth(0.75)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 730, "Berth application form")
    c.setFont("Helvetica", 10)
    y = 690
    for label in FORM_LABELS:
        c.drawString(72, y + 6, label)
        c.rect(180, y, 360, 22)
        y -= 34
    c.drawString(72, y + 6, "Registration number")
    for i in range(8):
        c.rect(180 + 22 * i, y, 20, 22)
    y -= 34
    c.drawString(72, y + 6, "Date of arrival")
    x = 180
    for group in (2, 2, 4):
        for i in range(group):
            c.rect(x, y, 20, 22)
            x += 22
        x += 14
    y -= 50
    c.drawString(72, y + 6, "Berth requested")
    for col in range(6):
        c.drawCentredString(190 + 26 * col, y + 6, str(col + 1))
    for row in range(4):
        yy = y - 26 * (row + 1)
        c.drawString(168, yy + 5, "ABCD"[row])
        for col in range(6):
            c.rect(180 + 26 * col, yy, 20, 20)
    c.drawString(72, y - 140, "Signature")
    c.line(180, y - 140, 400, y - 140)
    c.showPage()
    c.save()


LETTERHEAD_LINES = [
    "Dear Harbour Master,",
    "Thank you for your letter of the third about the west pier light.",
    "The replacement lamp has been ordered and should arrive next week.",
    "Our engineer will fit it on the first calm day after it arrives.",
    "Yours sincerely,",
    "J. Tregear, Lighthouse Engineer",
]


def letterhead(out):
    """A letter on ruled letterhead: the company name and address at the
    top, a thick rule (3 pt) across the page under them and a thin one
    (0.5 pt) 4 pt below; a vertical rule in the left margin beside the
    body; the letter's lines; a thin rule above the footer and a footer
    line of contact details split in three parts by two short vertical
    rules. Lines, but no table."""
    c = new_canvas(out, "Letter from Tregear Lighthouse Engineering", pagesize=A4)
    w, h = A4
    c.setFont("Helvetica-Bold", 18)
    c.drawString(72, h - 72, "Tregear Lighthouse Engineering")
    c.setFont("Helvetica", 9)
    c.drawString(72, h - 88, "The Old Forge, Mill Lane, Portwell PW2 4CD")
    c.setLineWidth(3)
    c.line(72, h - 98, w - 72, h - 98)
    c.setLineWidth(0.5)
    c.line(72, h - 104, w - 72, h - 104)
    c.line(60, h - 140, 60, h - 400)
    c.setFont("Times-Roman", 12)
    y = h - 150
    for i, line in enumerate(LETTERHEAD_LINES):
        c.drawString(72, y, line)
        y -= 40 if i in (0, 3) else 20
    c.line(72, 70, w - 72, 70)
    c.setFont("Helvetica", 8)
    parts = ["Telephone 01234 567890", "lamps@tregear.example", "Registered in Portwell No. 4471"]
    xs = [72, 230, 370]
    for x, part in zip(xs, parts):
        c.drawString(x, 56, part)
    c.line(222, 52, 222, 66)
    c.line(362, 52, 362, 66)
    c.showPage()
    c.save()


ADDRESSES = [
    ["Harbour Master", "The Lighthouse", "Quay Road", "Portwell PW1 9ZZ"],
    ["Lifeboat Station", "Boathouse Slip", "East Mole", "Portwell PW1 3EF"],
    ["Fish Market", "Auction Hall", "South Pier", "Portwell PW1 5GH"],
]


def addresses(out):
    """Three postal addresses side by side, each four lines, left-aligned at
    x 72, 240 and 408, lines 14 pt apart, under a heading and above a
    paragraph: aligned text in columns, but addresses, not a table."""
    c = new_canvas(out, "Distribution list")
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 720, "Distribution list")
    c.setFont("Times-Roman", 11)
    c.drawString(72, 700, "Copies of the byelaws are sent to the three addresses below.")
    c.setFont("Helvetica", 10)
    for col, lines in enumerate(ADDRESSES):
        for i, line in enumerate(lines):
            c.drawString(72 + 168 * col, 660 - 14 * i, line)
    c.setFont("Times-Roman", 11)
    c.drawString(72, 580, "Each copy is signed by the clerk to the harbour board.")
    c.showPage()
    c.save()


DOCUMENTS = {
    "transcript": transcript,
    "running": running,
    "blank": blank,
    "ocr-source": ocr_source,
    "outline-source": outline_source,
    "aligned": aligned,
    "form-boxes": form_boxes,
    "letterhead": letterhead,
    "addresses": addresses,
}

if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
