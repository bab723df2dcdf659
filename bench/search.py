"""Search speed: hits per second on the corpus, ours next to PyMuPDF's ``search_for`` and
pdfgrep, in one run.

For every corpus document (hostile and bad inputs left out) and every string of its
manifest ``text_contains``, each tool searches the whole document for that string:

- ours in-process: the document's glyph records read once, then ``search_records``
  per string (what a caller holding a stream does);
- ours as a CLI: ``pdf-search -c STRING FILE`` per string (reads the PDF each time);
- PyMuPDF: the document opened once, ``Page.search_for`` on every page per string;
- pdfgrep: ``pdfgrep -c -F STRING FILE`` per string.

Hits are what each tool reports; the table gives hits, seconds and hits/second per tool
and the ratio ours / each peer. Run: ``python3 -m bench.search [--json FILE]``.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus")


def documents():
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["files"]
    for entry in entries:
        if entry.get("kind") in ("hostile", "bad-input") or entry.get("encrypted"):
            continue
        strings = [s for s in entry.get("text_contains", []) if s.strip()]
        if strings:
            yield os.path.join(CORPUS, entry["file"]), strings


def ours_in_process(path, strings):
    from pdftk_text.glyphs import glyph_records
    from pdftk_text.pdf.document import open_path
    from pdftk_text.search import Query, search_records
    document = open_path(path)
    try:
        records = list(glyph_records(document))
    finally:
        document.close()
    return sum(1 for s in strings for r in search_records(iter(records), Query(s)) if r["type"] == "hit")


def ours_cli(path, strings):
    total = 0
    for string in strings:
        done = subprocess.run(["pdf-search", "-c", "--", string, path], capture_output=True, text=True)
        total += sum(int(line.rsplit(":", 1)[1]) for line in done.stdout.splitlines() if ":" in line)
    return total


def pymupdf(path, strings):
    import pymupdf as fitz
    document = fitz.open(path)
    return sum(len(page.search_for(s)) for s in strings for page in document)


def pdfgrep(path, strings):
    total = 0
    for string in strings:
        done = subprocess.run(["pdfgrep", "-c", "-F", "--", string, path], capture_output=True, text=True)
        total += sum(int(v) for v in done.stdout.split() if v.isdigit())
    return total


TOOLS = {"ours (in-process)": ours_in_process, "ours (pdf-search CLI)": ours_cli,
         "PyMuPDF search_for": pymupdf, "pdfgrep": pdfgrep}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = parser.parse_args(argv)
    missing = [name for name, tool in (("pdfgrep", "pdfgrep"), ("ours (pdf-search CLI)", "pdf-search"))
               if shutil.which(tool) is None]
    results = {}
    docs = list(documents())
    for name, tool in TOOLS.items():
        if name in missing:
            continue
        hits, began = 0, time.perf_counter()
        for path, strings in docs:
            try:
                hits += tool(path, strings)
            except Exception as error:        # a peer failing on one file is reported, not fatal
                print(f"{name}: {os.path.basename(path)}: {error}", file=sys.stderr)
        seconds = time.perf_counter() - began
        results[name] = {"hits": hits, "seconds": round(seconds, 3), "hits_per_second": round(hits / seconds, 1)}
    strings = sum(len(s) for _, s in docs)
    print(f"{len(docs)} documents, {strings} strings searched in each")
    print(f"{'tool':28} {'hits':>7} {'seconds':>9} {'hits/s':>9}")
    for name, row in results.items():
        print(f"{name:28} {row['hits']:>7} {row['seconds']:>9.2f} {row['hits_per_second']:>9.1f}")
    ours = results.get("ours (in-process)")
    for name, row in results.items():
        if ours and not name.startswith("ours"):
            print(f"ours in-process / {name}: {ours['hits_per_second'] / row['hits_per_second']:.2f}x hits/s")
    if missing:
        print("not installed: " + ", ".join(missing))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"documents": len(docs), "strings": strings, "results": results}, handle, indent=1)


if __name__ == "__main__":
    main()
