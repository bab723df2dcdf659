#!/usr/bin/env python3
"""Table extraction speed, side by side in one run: pdf-tables (every source) against
pdfplumber's extract_tables (lines strategy) on the same corpus pages.

camelot is not installed here (it needs Ghostscript bindings and OpenCV); it is not
measured. One timed pass each; prints pages/second and the ratio of ours to the peer.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench.corpus import documents  # noqa: E402


# Hostile and damaged files measure the guards, not table extraction (and pdfplumber has
# no guard against a form drawn 2^30 times): ordinary documents only, none needing a password.
def _ordinary():
    import json
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        kinds = {e["file"]: e.get("kind") for e in json.load(handle)["files"]}
    return [path for path, _pages, password in documents()
            if not password and kinds.get(os.path.relpath(path, os.path.join(ROOT, "corpus"))) == "pdf"]


def ours(path):
    from pdftk_text.pdf.document import open_document
    from pdftk_text.tables import pdf_table_records
    with open(path, "rb") as handle:
        document = open_document(path, handle.read())
    pages = sum(1 for r in pdf_table_records(document) if r["type"] == "page")
    document.close()
    return pages


def pdfplumber_tables(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            page.extract_tables()
        return len(pdf.pages)


def main():
    files = _ordinary()
    rates = {}
    for name, fn in (("pdf-tables", ours), ("pdfplumber", pdfplumber_tables)):
        pages, began = 0, time.perf_counter()
        for path in files:
            try:
                pages += fn(path)
            except Exception as error:      # a peer that cannot read a file: say so, go on
                print(f"{name}: {os.path.basename(path)}: {type(error).__name__}", file=sys.stderr)
        rates[name] = pages / (time.perf_counter() - began)
        print(f"{name:12s} {pages:5d} pages {rates[name]:9.1f} pages/s")
    print(f"pdf-tables / pdfplumber: {rates['pdf-tables'] / rates['pdfplumber']:.2f}")


if __name__ == "__main__":
    main()
