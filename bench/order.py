"""Reading-order yardstick: ``python3 -m bench.order [PDF...]``.

Every tagged PDF from a real producer we have -- the corpus's, the tagged files among
the pdf.js bug reports (``--pdfjs DIR``), the documents ``order_documents`` writes and
LibreOffice exports tagged (when soffice is installed), and any given -- read
with its structure tree ignored (``pdf-export -f text --order layout --furniture``),
next to mutool (the content order) and pdftotext, each scored against the tree's order
(``pdfinfo -struct-text``) with ``order_score`` (Indel similarity of the word order of
the words both sides have, 1.0 = the same order). Prints the per-file table and the
means.

A file is measured when its tree gives the order of at least ``MIN_WORDS`` words and
references at least ``MIN_COVER`` of the words pdftotext finds: a tree over a handful
of words (a form's field labels, one figure's alt text) says nothing about the page's
order. Needs pikepdf, rapidfuzz, poppler-utils and mupdf-tools.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PDFJS = "/work/shared/realworld/pdfjs"

MIN_WORDS = 20      # words the tree must order: fewer give a score of chance
MIN_COVER = 0.5     # share of pdftotext's words the tree references: less is a partial tree
TIMEOUT = 300       # seconds one reader may take on one file

WORD = re.compile(r"\w+")


def tokens(text):
    """NFKC-lowercased words, a hyphen at a line end joined (order_score.py's tokens)."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"(\w)[-\u00ad\u2010]\s*\n\s*(\w)", r"\1\2", text)
    return WORD.findall(text)


def order_score(truth_text, text):
    """order_score.py's score: Indel similarity of the shared words' sequences."""
    from rapidfuzz.distance import Indel
    truth, got = tokens(truth_text), tokens(text)
    ct, cg = Counter(truth), Counter(got)
    t = [w for w in truth if w in cg]
    g = [w for w in got if w in ct]
    return Indel.normalized_similarity(t, g) if t and g else 0.0


def _out(argv):
    try:
        done = subprocess.run(argv, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return ""
    return done.stdout.decode("utf-8", "replace")


def structure_text(pdf):
    return "\n".join(re.findall(r'"(.*?)"\s*$', _out(["pdfinfo", "-struct-text", pdf]), re.S | re.M))


READERS = {
    "layout": lambda f: _out([sys.executable, os.path.join(ROOT, "bin", "pdf-export"), "-f", "text",
                              "--order", "layout", "--furniture", f]),
    "mutool": lambda f: _out(["mutool", "draw", "-q", "-F", "txt", "-o", "-", f]),
    "pdftotext": lambda f: _out(["pdftotext", "-enc", "UTF-8", f, "-"]),
}


def tagged(paths):
    """The paths whose catalog has a /StructTreeRoot, sorted."""
    import pikepdf
    out = []
    for path in sorted(set(paths)):
        try:
            with pikepdf.open(path) as pdf:
                if "/StructTreeRoot" in pdf.Root:
                    out.append(path)
        except Exception:           # a damaged or encrypted file is no yardstick
            continue
    return out


def measure(pdf, truth=None):
    """(scores by reader, or None when the tree is too thin; why): against ``truth`` (a
    source's text in order) when given, else against the structure tree's order."""
    truth = structure_text(pdf) if truth is None else truth
    words = tokens(truth)
    if len(words) < MIN_WORDS:
        return None, f"tree orders {len(words)} words"
    plain = READERS["pdftotext"](pdf)
    seen = Counter(tokens(plain))
    cover = sum((Counter(words) & seen).values()) / max(1, sum(seen.values()))
    if cover < MIN_COVER:
        return None, f"tree covers {cover:.0%} of the words"
    scores = {"layout": order_score(truth, READERS["layout"](pdf)),
              "mutool": order_score(truth, READERS["mutool"](pdf)),
              "pdftotext": order_score(truth, plain)}
    return scores, ""


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m bench.order", description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="more tagged PDFs to measure")
    parser.add_argument("--pdfjs", default=PDFJS, help="directory of pdf.js bug-report PDFs (default %(default)s)")
    parser.add_argument("--documents", default=os.path.join(ROOT, "bench", "results", "order-documents"),
                        help="where bench/order_documents.py's tagged LibreOffice documents are built, when "
                        "soffice is installed (default %(default)s)")
    parser.add_argument("--latex", default=os.path.join(ROOT, "bench", "results", "order-latex"),
                        help="where bench/order_latex.py's two-column articles are built, when pdflatex "
                        "is installed; their source gives the order (default %(default)s)")
    parser.add_argument("--jobs", type=int, default=2, help="files read at once (default %(default)s)")
    args = parser.parse_args(argv)
    candidates = glob.glob(os.path.join(ROOT, "corpus", "*.pdf")) + args.files
    if os.path.isdir(args.pdfjs):
        candidates += glob.glob(os.path.join(args.pdfjs, "*.pdf"))
    if shutil.which("soffice"):
        from .order_documents import build
        candidates += build(args.documents)
    files = [(path, None) for path in tagged(candidates)]
    if shutil.which("pdflatex"):
        from .order_latex import build as build_latex
        for pdf, txt in build_latex(args.latex):
            with open(txt, encoding="utf-8") as handle:
                files.append((pdf, handle.read()))
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda f: measure(*f), files))
    names = list(READERS)
    print("file".ljust(42) + "".join(n.rjust(11) for n in names) + "   layout-mutool")
    sums, count, skipped = Counter(), 0, []
    for (path, _), (scores, why) in zip(files, results):
        name = os.path.basename(path)[-41:].ljust(42)
        if scores is None:
            skipped.append(f"{name.strip()} ({why})")
            continue
        count += 1
        sums.update(scores)
        print(name + "".join(f"{scores[n]:11.3f}" for n in names) + f"{scores['layout'] - scores['mutool']:+16.3f}")
    if count:
        print(f"mean of {count}".ljust(42) + "".join(f"{sums[n] / count:11.3f}" for n in names))
    if skipped:
        print("not measured: " + "; ".join(skipped))
    return 0


if __name__ == "__main__":
    sys.exit(main())
