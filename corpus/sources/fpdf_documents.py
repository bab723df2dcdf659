"""The fpdf2 documents of the pdftk-text corpus.

Run as ``python3 fpdf_documents.py NAME OUT.pdf [DEJAVU_TTF]``; NAME is one of
the keys of DOCUMENTS. The creation date is fixed so reruns of the same fpdf2
version give the same bytes.

``core`` uses fpdf2's core fonts (standard-14 names, not embedded, Latin-1
text written through WinAnsiEncoding). ``unicode`` embeds a subset of DejaVu
Sans, which fpdf2 writes as a Type0 font with Identity-H encoding, a
CIDFontType2 descendant and a ToUnicode CMap.

All text here was written for the corpus; the manifest's ``text_contains``
strings are copied from this file.
"""

import datetime
import sys

from fpdf import FPDF

FIXED_DATE = datetime.datetime(2024, 1, 1, 12, 0, 0, tzinfo=datetime.timezone.utc)
DEJAVU_SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def new_pdf(title):
    pdf = FPDF(format="A4", unit="pt")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(title)
    pdf.set_author("pdftk-text corpus")
    pdf.set_margins(56, 56, 56)
    pdf.set_auto_page_break(True, margin=56)
    return pdf


def core(out, _font=None):
    """Two A4 pages in Helvetica, Times and Courier with wrapped paragraphs
    (multi_cell) and a small unruled list laid out with cells."""
    pdf = new_pdf("Mountain hut notes")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(0, 24, "Mountain hut notes", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 12)
    pdf.multi_cell(0, 16, (
        "The hut sits at two thousand metres, an hour above the last village. "
        "It is open from June to September and sleeps twenty walkers in two "
        "rooms. Blankets are provided; bring your own sleeping sheet."))
    pdf.ln(8)
    pdf.set_font("Times", "I", 12)
    pdf.multi_cell(0, 16, "Guests from Zürich, Genève and Ærøskøbing signed the book last week.")
    pdf.ln(8)
    pdf.set_font("Courier", "", 11)
    for item, price in [("Soup of the day", "6.50"), ("Bread and cheese", "8.00"),
                        ("Apple cake", "4.50")]:
        pdf.cell(200, 14, item)
        pdf.cell(80, 14, price, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 20, "Second page: the way down", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 11)
    pdf.multi_cell(0, 15, (
        "Follow the red and white marks past the lake. After the wooden bridge "
        "the path splits; keep left for the bus stop."))
    pdf.output(out)


def unicode(out, font=DEJAVU_SANS):
    """One A4 page in an embedded DejaVu Sans subset: Latin with diacritics,
    Greek, Cyrillic and a few mathematical signs, one line each."""
    pdf = new_pdf("Greetings in three scripts")
    pdf.add_font("DejaVuSans", "", font)
    pdf.add_page()
    pdf.set_font("DejaVuSans", "", 18)
    pdf.cell(0, 26, "Greetings in three scripts", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVuSans", "", 13)
    lines = [
        "Latin: Dobrý den, přátelé. Grüß Gott. Łódź, Škoda, Œuvre.",
        "Greek: Καλημέρα σας, φίλοι μου.",
        "Greek capitals: ΑΘΗΝΑ ΘΕΣΣΑΛΟΝΙΚΗ",
        "Cyrillic: Добрый вечер, друзья.",
        "Cyrillic capitals: МОСКВА КИЇВ",
        "Signs: 3 ≤ x ≥ 1, ∞, →, €, №",
    ]
    for line in lines:
        pdf.cell(0, 20, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(out)


DOCUMENTS = {"core": core, "unicode": unicode}


if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    args = sys.argv[3:4]
    DOCUMENTS[name](out, *args)
