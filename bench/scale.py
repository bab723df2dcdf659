"""The scale run: documents of 10, 100 and 1,000 pages made by the corpus recipe, and the
peak memory and speed of every tool on each, to show whether memory grows with length.

The documents are ReportLab's (the producer of corpus/rl-multipage.pdf), built the way
corpus/sources/rl_documents.py builds that one: platypus, one chapter a page, a running
footer drawn on the canvas; each page here also carries eight paragraphs of the
transcript text of corpus/sources/rl_layout.py so it is as full as a page of prose.
They are written to a temporary directory at bench time and removed after.
"""

import os
import sys
import tempfile

from . import cli, extractors
from .corpus import describe, measure_in_process
from .environment import environment
from .report import megabytes, rounded, table, write_json

ROOT = extractors.ROOT
LENGTHS = (10, 100, 1000)
PARAGRAPHS = 8                 # of ten transcript lines each: about forty lines of prose a page
GROWTH_ALLOWED = 0.10          # the issue: peak RSS at 1,000 pages within 10% of that at 10


def _sources():
    sources = os.path.join(ROOT, "corpus", "sources")
    if sources not in sys.path:
        sys.path.insert(0, sources)
    import rl_documents
    import rl_layout
    return rl_documents.CHAPTERS, rl_layout.TRANSCRIPT_PAGE1 + rl_layout.TRANSCRIPT_PAGE2


def build(path, pages):
    """A ``pages``-page letter document: per page a chapter heading, its sentence and eight
    paragraphs of transcript text; a footer 'page N of PAGES' on every page."""
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate

    chapters, lines = _sources()
    styles = getSampleStyleSheet()

    def footer(canv, doc):
        canv.saveState()
        canv.setFont("Helvetica", 9)
        canv.drawCentredString(letter[0] / 2, 36, "Portwell guide \u2013 page %d of %d" % (doc.page, pages))
        canv.restoreState()

    doc = SimpleDocTemplate(path, pagesize=letter, invariant=1, title="A long guide to Portwell",
                            author="pdftk-text bench")
    story = []
    for number in range(1, pages + 1):
        title, sentence = chapters[(number - 1) % len(chapters)]
        story.append(Paragraph("Chapter %d: %s" % (number, title), styles["Heading1"]))
        story.append(Paragraph(sentence, styles["BodyText"]))
        for paragraph in range(PARAGRAPHS):
            start = (number * 7 + paragraph * 10) % len(lines)
            story.append(Paragraph(" ".join((lines * 2)[start:start + 10]), styles["BodyText"]))
        if number < pages:
            story.append(PageBreak())
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


def measure_one(name, path):
    """One tool on one document, in its own fresh process: seconds, peak, error."""
    if name in extractors.IN_PROCESS:
        measured = measure_in_process(name, [(path, "")], repeat=1, warmup=0)
        result = {**measured["documents"][0], "peak_kb": measured["peak_kb"], "baseline_kb": measured["baseline_kb"]}
    else:
        result = cli.measure(extractors.COMMANDS[name][0](path, ""), 1)
    seconds = result.get("seconds") or []
    return {"seconds": rounded(seconds[0], 4) if seconds else None, "peak_kb": result.get("peak_kb"),
            "baseline_kb": result.get("baseline_kb"), "error": result.get("error")}


def growth(by_length, lengths=LENGTHS):
    first, last = by_length.get(str(lengths[0]), {}), by_length.get(str(lengths[-1]), {})
    if not first.get("peak_kb") or not last.get("peak_kb") or first.get("error") or last.get("error"):
        return None
    return rounded(last["peak_kb"] / first["peak_kb"] - 1, 4)


def run(lengths=LENGTHS, names=None, output="scale.json", out=sys.stdout, log=None):
    """Build the documents, measure each tool on each, print the table, write the JSON."""
    log = log or (lambda message: print(message, file=sys.stderr, flush=True))
    wanted = names or extractors.ALL
    names = [n for n in wanted if extractors.available(n)]
    results = {name: {} for name in names}
    sizes = {}
    with tempfile.TemporaryDirectory(prefix="pdftk-text-bench-") as tmp:
        for pages in lengths:
            path = os.path.join(tmp, f"long-{pages}.pdf")
            build(path, pages)
            sizes[str(pages)] = os.path.getsize(path)
            for name in names:
                log(f"scale: {pages} pages: {name}")
                results[name][str(pages)] = measure_one(name, path)
    for name in names:
        results[name]["growth"] = growth(results[name], lengths)
    print_table(names, lengths, results, sizes, out)
    data = {"environment": environment(), "lengths": list(lengths), "file_bytes": sizes,
            "growth_allowed": GROWTH_ALLOWED,
            "tools": {name: {**describe(name), **results[name]} for name in names},
            "not_available": [n for n in wanted if n not in names]}
    if output:
        print(f"\nwritten: {os.path.relpath(write_json(output, data), ROOT)}", file=out)
    return data


def print_table(names, lengths, results, sizes, out):
    print("scale run: peak RSS (MB) by document length; growth = peak at %d pages / peak at %d - 1"
          % (lengths[-1], lengths[0]), file=out)
    print("file sizes: " + ", ".join(f"{p} pages {sizes[str(p)] / 1e6:.2f} MB" for p in lengths), file=out)
    rows = []
    for name in names:
        by = results[name]
        last = by[str(lengths[-1])]
        speed = rounded(lengths[-1] / last["seconds"], 1) if last.get("seconds") else None
        change = by["growth"]
        rows.append((name, *(megabytes(by[str(p)]["peak_kb"]) if not by[str(p)]["error"] else "error"
                             for p in lengths),
                     None if change is None else f"{change * 100:+.1f}%", speed,
                     "" if change is None else ("yes" if change <= GROWTH_ALLOWED else "NO")))
    print(table(("tool", *(f"{p} p" for p in lengths), "growth", f"pages/s @{lengths[-1]}", "<= 10%"), rows),
          file=out)
    for name in names:
        for pages in lengths:
            if results[name][str(pages)]["error"]:
                print(f"{name} at {pages} pages: {results[name][str(pages)]['error']}", file=out)
