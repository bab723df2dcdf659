"""The hidden-text section: text a document draws where no reader sees it.

Each selected page is read with the glyphs hidden by optional content or wholly outside
the crop box kept, and its glyphs with a hiding fact (``visibility.hidden_reasons``; on
an OCR page the scan's text under or over its image is seen) and some text are made into
words and lines by the words stage. A run is a stretch of one line whose words hide for
the same reasons: its text, reasons, box and glyph count. ``report`` prints the section
for a person, a line a run. Nothing here decides what is hidden: the glyph stage's facts do.
"""

from collections import Counter

from ..frozen import replace
from ..glyphs import GlyphOptions, glyph_records
from ..visibility import HIDING, hidden_reasons
from ..words import Tolerances
from ..words.joining import joined_text
from ..words.stream import words_of_page

# A hidden run this long or longer (characters, spaces out) whose text the page also shows
# is a copy of what is seen (InDesign's frame left behind the one in use, a white halo):
# counted, not listed. Shorter runs (a digit, a letter) match anything, and are listed.
COPY_LEAST = 3

# Squeezed glyphs stand a sliver apart: none is a fake-bold copy of its neighbour.
SQUEEZED_APART = replace(Tolerances(), duplicate=0.0)


def section(document, pages, limits, ocr_pages):
    """{pages: [{page, runs, counts, glyphs, copies}], counts, glyphs, runs, copies} for
    the selected pages;
    ``ocr_pages`` the page numbers whose text kind is ocr-layer."""
    options = GlyphOptions(pages=tuple(pages), keep_hidden=True, keep_outside=True, keep_duplicates=True,
                           **({"limits": limits} if limits else {}))
    found, totals, held, shown, page = [], Counter(), [], [], None
    for record in glyph_records(document, options):
        kind = record["type"]
        if kind == "glyph":
            reasons = hidden_reasons(record["flags"], record["page"] in ocr_pages)
            if reasons and record["text"]:
                held.append((record, reasons))
            elif not reasons:
                shown.append(record["text"])
        elif kind == "page":
            _close(found, totals, page, held, "".join("".join(shown).split()))
            held, shown, page = [], [], record["page"]
    _close(found, totals, page, held, "".join("".join(shown).split()))
    return {"pages": found, "counts": _ordered(totals), "glyphs": sum(p["glyphs"] for p in found),
            "runs": sum(len(p["runs"]) for p in found), "copies": sum(p["copies"] for p in found)}


def _close(found, totals, page, held, shown):
    """Add a page's hidden glyphs (with their reasons) to the section, as runs; ``shown``
    is the page's seen text, spaces out: a run it holds is a copy (a frame left behind
    a later one, a halo), counted but not listed."""
    if not held:
        return
    reasons_of = {glyph["id"]: (reasons, glyph["text"]) for glyph, reasons in held}
    records = words_of_page([glyph for glyph, _ in held], SQUEEZED_APART, [], None, page)
    words = {r["id"]: r for r in records if r["type"] == "word"}
    runs = []
    for line in (r for r in records if r["type"] == "line"):
        run = []
        for word in (words[i] for i in range(line["words"][0], line["words"][1] + 1)):
            reasons = _reasons(word, reasons_of)
            if run and reasons != run[0][1]:
                runs.append(_run(run, reasons_of))
                run = []
            run.append((word, reasons))
        if run:
            runs.append(_run(run, reasons_of))
    listed, copies, counts = [], 0, Counter()
    for run in (run for run in runs if run["text"].strip()):
        if _copy(run["text"], shown):
            copies += 1
        else:
            listed.append(run)
            counts.update({reason: run["glyphs"] for reason in run["reasons"]})
    if not listed and not copies:
        return
    totals.update(counts)
    found.append({"page": page, "runs": listed, "counts": _ordered(counts),
                  "glyphs": sum(r["glyphs"] for r in listed), "copies": copies})


def _copy(text, shown):
    """Is hidden ``text`` also what the page shows (COPY_LEAST characters or more of it)?"""
    key = "".join(text.split())
    return len(key) >= COPY_LEAST and key in shown


def _reasons(word, reasons_of):
    first, last = word["glyphs"]
    seen = {reason for i in range(first, last + 1) for reason in reasons_of.get(i, ((), ""))[0]}
    return tuple(reason for reason in HIDING if reason in seen)


def _run(run, reasons_of):
    words = [word for word, _ in run]
    boxes = [word["bbox"] for word in words]
    first, last = words[0]["glyphs"][0], words[-1]["glyphs"][1]
    drawn = "".join(reasons_of[i][1] for i in range(first, last + 1) if i in reasons_of)
    # Text that draws its own spaces reads as drawn (squeezed glyphs stand too close for
    # the words stage to see its gaps); text spaced by position reads as its words.
    text = " ".join(drawn.split()) if " " in drawn.strip() else joined_text(words)
    return {"text": text, "reasons": list(run[0][1]),
            "bbox": [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                     max(b[3] for b in boxes)],
            "glyphs": sum(i in reasons_of for word in words for i in range(word["glyphs"][0], word["glyphs"][1] + 1))}


def _ordered(counts):
    return {reason: counts[reason] for reason in HIDING if counts[reason]}


def report(source, found):
    """The section as a person reads it: a line per run, then the counts."""
    lines = []
    for page in found["pages"]:
        for run in page["runs"]:
            x0, y0, x1, y1 = run["bbox"]
            lines.append(f"{source}: page {page['page']}: {', '.join(run['reasons'])}: "
                         f"{run['text']!r} at {x0:g},{y0:g} {x1:g},{y1:g}")
    if found["glyphs"]:
        counts = ", ".join(f"{reason} {count}" for reason, count in found["counts"].items())
        pages = sum(1 for page in found["pages"] if page["runs"])
        lines.append(f"{source}: {found['runs']} hidden runs, {found['glyphs']} glyphs on {pages} pages ({counts})")
    else:
        lines.append(f"{source}: no hidden text")
    if found["copies"]:
        lines.append(f"{source}: {found['copies']} hidden runs copy text the page shows (not listed)")
    return "".join(line + "\n" for line in lines)
