"""The ReportLab table documents of the pdftk-text corpus for issue 9's harder
cases: a ruled table whose header has two rows (grouped column titles over a
second header row), and an unruled table whose cells wrap onto a second line.

Run as ``python3 rl_tables.py NAME OUT.pdf``; NAME is one of the keys of
DOCUMENTS. Written with ``invariant=1`` (fixed dates and /ID), standard-14
fonts only. In the wrapped table every line of a cell is one drawString call,
so each cell line on the page is exactly one string of this file.

All text here was written for the corpus; the manifest's ``text_contains``
and ``tables`` are copied from GROUPED_ROWS and WRAPPED_ROWS below.
"""

import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import cm
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

TITLE_AUTHOR = "pdftk-text corpus"

# ------------------------------------------------------------ grouped header

# Row 0 groups the columns of row 1: "Port" spans both header rows, "Landings
# (kg)" and "Value (GBP)" two columns each. "" marks a position a span covers.
GROUPED_ROWS = [
    ["Port", "Landings (kg)", "", "Value (GBP)", ""],
    ["", "Mackerel", "Herring", "Mackerel", "Herring"],
    ["Portwell", "1,250", "860", "3,410.00", "1,720.00"],
    ["Sandholm", "940", "1,105", "2,565.00", "2,210.00"],
    ["Isle Quay", "310", "95", "846.00", "190.00"],
    ["Seaton", "2,040", "1,480", "5,568.00", "2,960.00"],
]
GROUPED_SPANS = [("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0))]


def grouped(out):
    """A fully ruled table (GRID) with a two-row header in Helvetica-Bold on a
    grey background: grouped titles over the columns of the second header row,
    the first column's title spanning both rows; four body rows, numbers
    right-aligned. A paragraph above and below."""
    doc = SimpleDocTemplate(out, pagesize=A4, invariant=1, title="Landings by port",
                            author=TITLE_AUTHOR, leftMargin=2 * cm, rightMargin=2 * cm,
                            topMargin=2 * cm, bottomMargin=2 * cm)
    styles = getSampleStyleSheet()
    table = Table(GROUPED_ROWS, colWidths=[4 * cm, 3 * cm, 3 * cm, 3 * cm, 3 * cm])
    table.setStyle(TableStyle(GROUPED_SPANS + [
        ("GRID", (0, 0), (-1, -1), 0.75, colors.black),
        ("FONTNAME", (0, 0), (-1, 1), "Helvetica-Bold"),
        ("FONTNAME", (0, 2), (-1, -1), "Helvetica"),
        ("BACKGROUND", (0, 0), (-1, 1), colors.lightgrey),
        ("ALIGN", (1, 0), (-1, 1), "CENTER"),
        ("ALIGN", (1, 2), (-1, -1), "RIGHT"),
        ("VALIGN", (0, 0), (0, 1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
    ]))
    doc.build([
        Paragraph("Landings by port", styles["Title"]),
        Paragraph("Mackerel and herring landed in the first week of March.", styles["Normal"]),
        Spacer(1, 0.8 * cm),
        table,
        Spacer(1, 0.6 * cm),
        Paragraph("Values are at the first sale on the quay.", styles["Normal"]),
    ])


# ------------------------------------------------------------- wrapped cells

# Each cell is a list of its lines; a cell of two lines wraps inside its column.
WRAPPED_HEADER = [["No."], ["Work done"], ["Boat"], ["Hours"], ["Cost", "(GBP)"]]
WRAPPED_ROWS = [
    [["1"], ["Replaced the port navigation lamp", "and its wiring"], ["Morning Star"], ["6"], ["240.00"]],
    [["2"], ["Scraped and painted the hull"], ["Sea Swallow"], ["14"], ["530.50"]],
    [["3"], ["Overhauled the winch, new cable,", "new brake bands"], ["Little Wren"], ["9"], ["385.00"]],
    [["4"], ["Fitted a bilge pump"], ["Grey Heron"], ["3"], ["125.75"]],
    [["5"], ["Repaired the wheelhouse door", "after the storm"], ["Kittiwake"], ["4"], ["160.00"]],
]
# (x, alignment) of each column: No., Hours and Cost right-aligned at x.
WRAPPED_COLUMNS = [(90, "right"), (110, "left"), (330, "left"), (440, "right"), (530, "right")]
WRAPPED_LEADING = 12      # pt between the lines of one cell
WRAPPED_ROW_GAP = 16      # pt from a row's last line to the next row's first


def wrapped(out):
    """An unruled table (no line, rule or fill): a header row in Helvetica-Bold
    whose last title wraps ("Cost" over "(GBP)"), five rows in Helvetica 10.
    Three rows' "Work done" cells wrap onto a second line 12 pt below the
    first, while rows are 16 pt apart, so line spacing alone barely tells a
    wrapped line from a new row: a wrapped line has no number and an empty
    first column."""
    c = canvas.Canvas(out, pagesize=letter, invariant=1)
    c.setTitle("Repairs to the harbour fleet")
    c.setAuthor(TITLE_AUTHOR)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(72, 720, "Repairs to the harbour fleet")
    c.setFont("Times-Roman", 11)
    c.drawString(72, 700, "Work done in the boatyard during February.")
    y = 670
    for index, row in enumerate([WRAPPED_HEADER] + WRAPPED_ROWS):
        c.setFont("Helvetica-Bold" if index == 0 else "Helvetica", 10)
        for (x, align), lines in zip(WRAPPED_COLUMNS, row):
            for k, line in enumerate(lines):
                draw = c.drawRightString if align == "right" else c.drawString
                draw(x, y - k * WRAPPED_LEADING, line)
        y -= (max(len(lines) for lines in row) - 1) * WRAPPED_LEADING + WRAPPED_ROW_GAP
    c.setFont("Times-Roman", 11)
    c.drawString(72, y - 14, "Hours are the yard's hours; parts are charged separately.")
    c.showPage()
    c.save()


DOCUMENTS = {
    "grouped": grouped,
    "wrapped": wrapped,
}

if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
