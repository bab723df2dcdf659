"""Bates stamps for the pdftk-text corpus: what an e-discovery production stamps on a set.

    python3 bates_documents.py stamp OUT.pdf BASE.pdf PREFIX FIRST

writes OUT.pdf, one page per page of BASE.pdf and of the same size, each carrying only
its Bates number PREFIX-NNNNNN (FIRST, FIRST + 1, ...; six digits, zero-padded) in
Helvetica 9, right-aligned 36 pt from the right edge and 18 pt above the bottom edge,
drawn by ReportLab (``invariant=1``: fixed dates and /ID). pikepdf then wraps each
page's content in a pagination artifact of subtype /Bates (ISO 32000-2 §14.8.2.2.2),
as stamping tools mark their numbers. make_corpus.py overlays OUT.pdf on BASE.pdf with
``qpdf --overlay``. The numbers are typed here; the manifest's ``bates`` list is
copied from this rule.
"""

import os
import sys

import pikepdf
from reportlab.pdfgen import canvas

MARGIN_RIGHT = 36
BASELINE = 18
SIZE = 9


def bates_number(prefix, number):
    return "%s-%06d" % (prefix, number)


def stamp(out, base, prefix, first):
    with pikepdf.open(base) as source:
        sizes = [(float(p.mediabox[2]) - float(p.mediabox[0]), float(p.mediabox[3]) - float(p.mediabox[1]))
                 for p in source.pages]
    drawn = out + ".rl.pdf"
    c = canvas.Canvas(drawn, pagesize=sizes[0], invariant=1)
    for index, (width, height) in enumerate(sizes):
        c.setPageSize((width, height))
        c.setFont("Helvetica", SIZE)
        c.drawRightString(width - MARGIN_RIGHT, BASELINE, bates_number(prefix, first + index))
        c.showPage()
    c.save()
    with pikepdf.open(drawn) as pdf:
        for page in pdf.pages:
            page.contents_coalesce()
            page.contents_add(pdf.make_stream(b"/Artifact <</Type /Pagination /Subtype /Bates>> BDC\n"),
                              prepend=True)
            page.contents_add(pdf.make_stream(b"\nEMC\n"))
            page.contents_coalesce()
        pdf.save(out, deterministic_id=True)
    os.remove(drawn)


if __name__ == "__main__":
    if len(sys.argv) != 6 or sys.argv[1] != "stamp":
        sys.exit(__doc__)
    stamp(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
