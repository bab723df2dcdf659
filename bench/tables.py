#!/usr/bin/env python3
"""Table extraction speed, side by side in one run: pdf-tables (every source) against
pdfplumber's extract_tables (lines strategy) and camelot's read_pdf on the same corpus
pages.

camelot (the bench extra) runs its lattice flavor on the ruled pages -- those where
pdfplumber's lines strategy finds a table, decided before any timing -- and its stream
flavor on the rest, as its documentation advises. One timed pass each; prints
pages/second and the ratio of ours to each peer. A peer that is not installed is
reported as such, not measured.

``python3 -m bench.tables --icdar DIR`` instead scores every tool's tables on the
ICDAR-2013 documents in DIR with the competition scorer, beside their times
(bench/tables_icdar.py).
"""

import argparse
import importlib.util
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


def ruled_pages(files):
    """{path: the 1-based pages where pdfplumber's lines strategy finds a table}."""
    import pdfplumber
    out = {}
    for path in files:
        try:
            with pdfplumber.open(path) as pdf:
                out[path] = {p.page_number for p in pdf.pages if p.extract_tables()}
        except Exception:
            out[path] = set()
    return out


def camelot_tables(path, ruled, count):
    import logging
    import warnings
    import camelot
    logging.getLogger("pdfminer").setLevel(logging.ERROR)     # camelot reads text with pdfminer.six
    lattice = sorted(ruled)
    stream = [n for n in range(1, count + 1) if n not in ruled]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for flavor, pages in (("lattice", lattice), ("stream", stream)):
            if pages:
                camelot.read_pdf(path, pages=",".join(map(str, pages)), flavor=flavor)
    return count


def main(argv=None):
    from bench import tables_icdar
    parser = argparse.ArgumentParser(prog="python3 -m bench.tables", description=__doc__.splitlines()[0])
    parser.add_argument("--icdar", metavar="DIR", help="score the tools on ICDAR-2013 documents and truth in DIR")
    parser.add_argument("--scorer", metavar="PY", default=tables_icdar.SCORER,
                        help="the ICDAR scorer script (default %(default)s)")
    parser.add_argument("--tools", metavar="NAMES", type=lambda t: t.split(","), default=list(tables_icdar.TOOLS),
                        help="with --icdar: comma-separated tools (default all): " + ", ".join(tables_icdar.TOOLS))
    parser.add_argument("--per-doc", action="store_true", help="with --icdar: one line per document for pdf-tables")
    args = parser.parse_args(argv)
    if args.icdar:
        unknown = [name for name in args.tools if name not in tables_icdar.TOOLS]
        if unknown:
            parser.error("unknown tools: " + ", ".join(unknown))
        tables_icdar.run(args.icdar, args.scorer, args.tools, args.per_doc)
        return
    files = _ordinary()
    rates = {}
    peers = [("pdf-tables", ours), ("pdfplumber", pdfplumber_tables)]
    if importlib.util.find_spec("camelot") is None:
        print("camelot      not installed (pip install '.[bench]'): not measured")
    else:
        import pdfplumber
        ruled = ruled_pages(files)
        counts = {}
        for path in files:
            with pdfplumber.open(path) as pdf:
                counts[path] = len(pdf.pages)
        peers.append(("camelot", lambda path: camelot_tables(path, ruled[path], counts[path])))
    for name, fn in peers:
        pages, began = 0, time.perf_counter()
        for path in files:
            try:
                pages += fn(path)
            except Exception as error:      # a peer that cannot read a file: say so, go on
                print(f"{name}: {os.path.basename(path)}: {type(error).__name__}", file=sys.stderr)
        rates[name] = pages / (time.perf_counter() - began)
        print(f"{name:12s} {pages:5d} pages {rates[name]:9.1f} pages/s")
    for peer in rates:
        if peer != "pdf-tables":
            print(f"pdf-tables / {peer}: {rates['pdf-tables'] / rates[peer]:.2f}")


if __name__ == "__main__":
    main()
