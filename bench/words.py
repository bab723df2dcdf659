#!/usr/bin/env python3
"""Word extraction speed, side by side in one run: pdf-words against pdfplumber's
extract_words and PyMuPDF's get_text("words") on the same corpus pages.

Each reads every page in-process (ours: glyph and word records built, not serialised).
One timed pass each; prints pages/second and the ratio of ours to each peer.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

from glyphs import corpus_files  # noqa: E402


def ours(path):
    from pdftk_text.glyphs import glyph_records
    from pdftk_text.pdf.document import open_document
    from pdftk_text.words import word_records
    with open(path, "rb") as handle:
        document = open_document(path, handle.read())
    pages = sum(1 for r in word_records(glyph_records(document)) if r["type"] == "page")
    document.close()
    return pages


def pdfplumber_words(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            page.extract_words()
        return len(pdf.pages)


def pymupdf_words(path):
    import pymupdf
    with pymupdf.open(path) as doc:
        for page in doc:
            page.get_text("words")
        return doc.page_count


def main():
    files = corpus_files()
    rates = {}
    for name, fn in (("pdf-words", ours), ("pdfplumber", pdfplumber_words), ("pymupdf", pymupdf_words)):
        pages, began = 0, time.perf_counter()
        for path in files:
            try:
                pages += fn(path)
            except Exception as error:      # a peer that cannot read a file: say so, go on
                print(f"{name}: {os.path.basename(path)}: {type(error).__name__}", file=sys.stderr)
        rates[name] = pages / (time.perf_counter() - began)
        print(f"{name:12s} {pages:5d} pages {rates[name]:9.1f} pages/s")
    for peer in ("pdfplumber", "pymupdf"):
        print(f"pdf-words / {peer}: {rates['pdf-words'] / rates[peer]:.2f}")


if __name__ == "__main__":
    main()
