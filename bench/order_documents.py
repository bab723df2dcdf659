"""Documents for the reading-order yardstick, written here and exported tagged by
LibreOffice Writer: ``python3 -m bench.order_documents OUTDIR`` writes each as
``OUTDIR/NAME.fodt`` and ``OUTDIR/NAME.pdf``.

Each is a kind of page the content order and the geometry can disagree on: an article
with authors side by side and a two-column body (hyphenated), a letter with its sender
and recipient on one band and a running footer, a statistical report of a wide table,
and a newsletter of three columns between full-width headings. The structure tree
LibreOffice writes follows the source, so it is the true order. Needs soffice.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from xml.sax.saxutils import escape

TAGGED = '{"UseTaggedPDF":{"type":"boolean","value":"true"}}'

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>%(title)s</dc:title><dc:language>en-GB</dc:language></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties style:writing-mode="lr-tb"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="10pt" fo:language="en"
   fo:country="GB" fo:hyphenate="%(hyphenate)s" fo:hyphenation-remain-char-count="2"
   fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph"/>
 <style:style style:name="Body" style:family="paragraph">
  <style:paragraph-properties fo:margin-bottom="0.2cm" fo:text-align="%(align)s"/>
  <style:text-properties fo:hyphenate="%(hyphenate)s" fo:hyphenation-remain-char-count="2"
   fo:hyphenation-push-char-count="2"/>
 </style:style>
 <style:style style:name="Title" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="17pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
  style:default-outline-level="1">
  <style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="11.5pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Small" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Cell" style:family="paragraph">
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Num" style:family="paragraph">
  <style:paragraph-properties fo:text-align="end"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="Cols2" style:family="section"><style:section-properties>
  <style:columns fo:column-count="2" fo:column-gap="0.7cm"/></style:section-properties></style:style>
 <style:style style:name="Cols3" style:family="section"><style:section-properties>
  <style:columns fo:column-count="3" fo:column-gap="0.6cm"/></style:section-properties></style:style>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm"
   fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
%(header)s%(footer)s</style:master-page></office:master-styles>
<office:body><office:text>
"""

TAIL = "</office:text></office:body></office:document>\n"


def p(text, style="Body"):
    return f'<text:p text:style-name="{style}">{escape(text)}</text:p>\n'


def h(text):
    return f'<text:h text:style-name="Heading_20_1" text:outline-level="1">{escape(text)}</text:h>\n'


def items(texts):
    return "<text:list>" + "".join(f"<text:list-item>{p(t)}</text:list-item>" for t in texts) + "</text:list>\n"


def section(style, body):
    return f'<text:section text:style-name="{style}" text:name="{style}">{body}</text:section>\n'


def table(rows, widths, style="Cell", numeric_from=None):
    """A table of ``rows`` (lists of cell texts, or lists of paragraph lists)."""
    out = [f'<table:table table:name="T{id(rows)}">']
    out += ['<table:table-column/>' for _ in widths]
    for row in rows:
        out.append("<table:table-row>")
        for index, cell in enumerate(row):
            paragraphs = cell if isinstance(cell, list) else [cell]
            kind = "Num" if numeric_from is not None and index >= numeric_from else style
            out.append("<table:table-cell>" + "".join(p(t, kind) for t in paragraphs) + "</table:table-cell>")
        out.append("</table:table-row>")
    out.append("</table:table>\n")
    return "".join(out)


def running(kind, text):
    return f"<style:{kind}>{p(text, 'Small')}</style:{kind}>\n"


ARTICLE_BODY = [
    ("1 Introduction", [
        "Archives of scanned correspondence are searched far more often than they are read from start to "
        "finish, and the quality of that search depends on text that follows the order in which a person "
        "would read each page. A page set in two columns, with a running header and a footnote, offers "
        "several plausible orders to a program that sees only positioned glyphs.",
        "We describe an extraction pipeline that keeps the order in which the producing application wrote "
        "its text wherever that order is consistent with the layout, and falls back on geometric analysis "
        "where it is not. The approach is simple, inexpensive and surprisingly robust on administrative "
        "documents, reports and conference proceedings."]),
    ("2 Related work", [
        "Early systems cut the page recursively along its widest whitespace gaps, an idea that remains "
        "competitive on clean layouts. Later work learned the order from annotated corpora, which requires "
        "training material that matches the documents being processed. Commercial readers often follow the "
        "content stream directly, which works well for word processors and poorly for typesetting systems "
        "that emit floating material last.",
        "Tagged documents carry a logical structure whose order is authoritative, but most documents in "
        "circulation are untagged, and the tags that do exist are frequently incomplete."]),
    ("3 Method", [
        "For every page we build blocks of lines that belong together, determine the column structure, and "
        "compare the content order of the blocks with the order the columns imply. Disagreements are "
        "resolved in favour of the geometry only when the content order jumps backwards within a column.",
        "The resulting confidence value summarises how often the two orders agreed and how wide the "
        "narrowest column gutter was; downstream indexing can use it to flag questionable pages."]),
]


def article():
    authors = [["Maria Lindqvist", "Department of Informatics", "Uppsala University", "maria@example.org"],
               ["Tomás Herrera", "Institute of Archival Science", "University of Granada", "tomas@example.org"],
               ["Aiko Tanabe", "Digital Library Division", "National Diet Library", "aiko@example.org"]]
    body = p("Reading Order Recovery for Searchable Archives", "Title")
    body += table([authors], [1, 1, 1], style="Small")
    body += h("Abstract")
    body += p("Searching a document archive requires text in reading order. We show that the order in which a "
              "producer wrote a page is a strong witness to its reading order, and that a light geometric check "
              "repairs the cases where it is not. On a collection of reports and proceedings the combined "
              "method outperforms purely geometric segmentation while remaining deterministic.")
    body += h("Keywords")
    body += p("reading order, document layout analysis, information retrieval, digital archives")
    columns = ""
    for title, paragraphs in ARTICLE_BODY:
        columns += h(title) + "".join(p(t) for t in paragraphs)
    columns += h("4 Evaluation")
    columns += p("We evaluated on three collections with the following properties, each chosen because existing "
                 "tools disagree about them:")
    columns += items(["Administrative correspondence with sender and recipient addresses set side by side, "
                      "letterheads and reference numbers in the margins.",
                      "Statistical reports whose wide tables are drawn column by column by the producing application.",
                      "Conference proceedings in two columns with full-width titles and abstracts."])
    columns += p("Across all three, the combined method matched the logical order on more pages than either "
                 "source of evidence alone, and its confidence separated the failures from the successes.")
    return dict(title="Reading order recovery", hyphenate="true", align="justify",
                header="", footer=running("footer", "Proceedings of the Workshop on Document Engineering"),
                body=body + section("Cols2", columns))


def letter():
    sender = ["Harbour Board of Ystad", "Hamngatan 4", "271 39 Ystad", "Sweden"]
    recipient = ["Ms Clara Jensen", "Nordic Ferry Lines", "Havnegade 12", "1058 Copenhagen", "Denmark"]
    body = table([[sender, recipient]], [1, 1], style="Standard")
    body += p("Ystad, 14 March 2024", "Standard")
    body += p("Subject: renewal of the berthing agreement for the summer timetable", "Heading_20_1")
    body += p("Dear Ms Jensen,")
    body += p("Thank you for your letter of 2 March and for the revised timetable. The board has considered the "
              "proposal at its meeting last week and is pleased to renew the berthing agreement on the terms "
              "set out below, subject to the conditions that follow.")
    body += items(["The morning departure moves to berth 3 from the first of June, as the works on the north "
                   "quay will not be finished before the autumn.",
                   "The evening arrival keeps berth 1, but passengers with vehicles will be directed through the "
                   "new gate on the eastern side of the terminal.",
                   "Harbour dues are indexed to the consumer price index as in previous years."])
    body += p("We would be grateful if you could confirm these arrangements by the end of the month, so that "
              "the harbour master can publish the berth allocation in good time for the season. Please do not "
              "hesitate to contact my office if any of the points above needs further discussion.")
    body += p("Yours sincerely,")
    body += p("Erik Holmberg, Harbour Master", "Standard")
    return dict(title="Letter", hyphenate="false", align="start",
                header=running("header", "Harbour Board of Ystad · Reference HB-2024-117"),
                footer=running("footer", "Hamngatan 4 · 271 39 Ystad · www.example.se"), body=body)


def statistics():
    regions = ["Skåne", "Blekinge", "Kalmar", "Kronoberg", "Halland", "Västra Götaland", "Jönköping",
               "Östergötland", "Södermanland", "Stockholm", "Uppsala", "Västmanland", "Örebro", "Värmland"]
    rows = [["Region", "Passengers 2022", "Passengers 2023", "Change %", "Vehicles 2023", "Freight t"]]
    for index, name in enumerate(regions):
        a = 120_000 + 37_511 * index % 90_000
        b = a + (index * 4_321 % 17_000) - 6_000
        rows.append([name, f"{a:,}", f"{b:,}", f"{(b - a) / a * 100:+.1f}", f"{b // 7:,}", f"{b * 3 // 2:,}"])
    body = p("Ferry traffic by region", "Title")
    body += p("Table 1 gives the number of passengers carried on the regional ferry routes in the last two "
              "years, with vehicles and freight for the second year. Figures are provisional until the annual "
              "report is published.")
    body += table(rows, [2, 1, 1, 1, 1, 1], numeric_from=1)
    body += p("Source: regional transport authorities. Change is the difference between the two years as a share "
              "of the first. Freight is given in metric tonnes and includes vehicles carried as freight.")
    body += h("Notes on the figures")
    body += p("Two routes changed operator during the year and their counts for the first quarter were estimated "
              "from ticket sales. The vehicle counts exclude bicycles.")
    return dict(title="Ferry traffic", hyphenate="false", align="start",
                header=running("header", "Statistical bulletin 2024:3"), footer=running("footer", "Page 1"),
                body=body)


NEWS = [
    ("Market hall reopens", "The market hall on the square reopened on Saturday after a year of repairs to the "
     "roof and the heating. Twenty-two traders have taken stalls, four of them new to the town, and the "
     "opening hours are longer on Fridays during the summer."),
    ("New ferry timetable", "From June the morning ferry leaves half an hour earlier, which gives commuters a "
     "connection to the first train. The evening service is unchanged, but the last departure on Sundays is "
     "cancelled for lack of passengers."),
    ("Library extension", "Work on the library extension starts in August. The children's section will move "
     "to the ground floor of the town hall while the builders are in, and the reading room stays open with "
     "shorter hours."),
]


def newsletter():
    body = p("Town Newsletter, Spring Issue", "Title")
    body += p("News from the council, the harbour and the town's associations, published four times a year and "
              "delivered to every household.")
    body += h("Around the town")
    body += section("Cols3", "".join(h(t) + p(text) for t, text in NEWS))
    body += h("From the council")
    body += section("Cols2", "".join(p(text) for _, text in reversed(NEWS)) + p(
        "The council meets next on the second Tuesday of the month; the meetings are open to the public and "
        "the agenda is published a week before in the library and on the notice board."))
    body += h("Contact")
    body += p("Letters to the newsletter are welcome and may be shortened. Write to the town hall or leave them "
              "in the box at the library desk.")
    return dict(title="Newsletter", hyphenate="false", align="start", header="",
                footer=running("footer", "Spring issue · Page 1"), body=body)


DOCUMENTS = {"lo-article": article, "lo-letter": letter, "lo-statistics": statistics, "lo-newsletter": newsletter}


def build(outdir):
    """Write every document's .fodt and tagged .pdf into ``outdir``; the PDFs' paths."""
    os.makedirs(outdir, exist_ok=True)
    out = []
    with tempfile.TemporaryDirectory(prefix="order-documents-") as scratch:
        for name, make in DOCUMENTS.items():
            fields = make()
            source = os.path.join(outdir, name + ".fodt")
            with open(source, "w", encoding="utf-8") as handle:
                handle.write(HEAD % fields + fields["body"] + TAIL)
            subprocess.run(["soffice", "-env:UserInstallation=file://" + os.path.join(scratch, "profile"),
                            "--headless", "--convert-to", "pdf:writer_pdf_Export:" + TAGGED,
                            "--outdir", outdir, source], check=True, capture_output=True, timeout=300)
            out.append(os.path.join(outdir, name + ".pdf"))
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2 or not shutil.which("soffice"):
        sys.exit(__doc__)
    for path in build(sys.argv[1]):
        print(path)
