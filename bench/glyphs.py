#!/usr/bin/env python3
"""Glyph extraction speed, side by side in one run: pdf-glyphs against PLAYA and pdfminer.six.

Each extractor reads the same corpus pages in-process, producing every glyph with its
text and box (ours: glyph records built, not serialised; PLAYA: page.glyphs with .text
and .bbox; pdfminer.six: LTChar objects without layout analysis). Each is timed as the
best of --repeat runs over the whole set; the table gives pages/second and the ratio
of ours to each peer. Results also go to bench/results/glyphs.json with the versions.
"""

import argparse
import json
import os
import platform
import sys
import time
from importlib import metadata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

SKIP = {"qpdf-encrypted-user.pdf", "truncated-multipage.pdf"}   # peers need a password / cannot repair


def corpus_files():
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["files"]
    return [os.path.join(ROOT, "corpus", e["file"]) for e in entries
            if e.get("kind") != "bad-input" and e["file"] not in SKIP]


def ours(path):
    from pdftk_text.glyphs import glyph_records
    from pdftk_text.pdf.document import open_document
    with open(path, "rb") as handle:
        document = open_document(path, handle.read())
    glyphs = sum(1 for r in glyph_records(document) if r["type"] == "glyph")
    document.close()
    return glyphs


def playa_glyphs(path):
    import playa
    count = 0
    with playa.open(path) as pdf:
        for page in pdf.pages:
            for glyph in page.glyphs:
                glyph.text, glyph.bbox
                count += 1
    return count


def pdfminer_chars(path):
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTChar

    def walk(item):
        if isinstance(item, LTChar):
            yield item
        elif hasattr(item, "__iter__"):
            for child in item:
                yield from walk(child)

    return sum(1 for page in extract_pages(path, laparams=None) for _ in walk(page))


EXTRACTORS = {"pdftk-text": ours, "playa": playa_glyphs, "pdfminer.six": pdfminer_chars}
PACKAGES = {"pdftk-text": "pdftk-text", "playa": "playa-pdf", "pdfminer.six": "pdfminer.six"}


def page_count(path):
    import pikepdf
    with pikepdf.open(path) as pdf:
        return len(pdf.pages)


def measure(function, files, repeat):
    best, glyphs = None, 0
    for _ in range(repeat):
        start = time.perf_counter()
        glyphs = sum(function(path) for path in files)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, glyphs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or corpus_files()
    pages = sum(page_count(path) for path in files)
    results = {}
    for name, function in EXTRACTORS.items():
        function(files[0])                       # warm imports and caches once
        seconds, glyphs = measure(function, files, args.repeat)
        results[name] = {"seconds": round(seconds, 4), "glyphs": glyphs,
                         "pages_per_second": round(pages / seconds, 1),
                         "version": metadata.version(PACKAGES[name])}
    base = results["pdftk-text"]["seconds"]
    print(f"{len(files)} files, {pages} pages, best of {args.repeat}, Python {platform.python_version()}")
    print(f"{'extractor':<14}{'version':<12}{'glyphs':>8}{'seconds':>10}{'pages/s':>10}{'ours x faster':>15}")
    for name, r in results.items():
        print(f"{name:<14}{r['version']:<12}{r['glyphs']:>8}{r['seconds']:>10.3f}{r['pages_per_second']:>10.1f}"
              f"{r['seconds'] / base:>15.2f}")
    out = os.path.join(ROOT, "bench", "results")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "glyphs.json"), "w", encoding="utf-8") as handle:
        json.dump({"files": len(files), "pages": pages, "python": platform.python_version(),
                   "results": results}, handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
