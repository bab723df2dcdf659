"""pdf-search on the corpus: every manifest ``text_contains`` string (from the generating
sources) is found, and where PyMuPDF's ``search_for`` finds it (run live), our quads on
that page match PyMuPDF's within 1.5 pt along the baseline (see ACROSS_OVERLAP). The
hostile documents are searched but not given to PyMuPDF (their job is to exhaust a
reader, and the form bomb does exhaust it); a file MuPDF cannot open must be a damaged one."""

import json
import math
import os

import pymupdf
import pytest

from pdftk_text.glyphs import glyph_records
from pdftk_text.pdf.document import open_path
from pdftk_text.search import Query, search_records

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as _handle:
    MANIFEST = {e["file"]: e for e in json.load(_handle)["files"]}

TOLERANCE = 1.5     # pt per corner (issue 8)

# Across the baseline the two readings follow different conventions: our glyph heights
# are poppler's (the glyph stage's choice, commit e16677c: /Ascent and /Descent, else the
# AFM's, else 0.95/-0.35), MuPDF's its font's ascender and descender; they differ by 2-6 pt
# on most of the corpus. So the corners are held to PyMuPDF's within the tolerance along
# the baseline, and across it the two extents must overlap by at least this share of the
# smaller one (a quad on the wrong line, or a line's height missed, fails).
ACROSS_OVERLAP = 0.5


def _cases():
    for name in sorted(MANIFEST):
        entry = MANIFEST[name]
        if entry.get("kind") == "bad-input":
            continue
        for text in entry.get("text_contains") or ():
            yield pytest.param(name, text, id=f"{name}:{text[:30]}")


_CACHE = {}


_RECORDS = {}


def _ours(name, text):
    if name not in _RECORDS:        # one extraction per file (the hostile ones are slow)
        password = (MANIFEST[name].get("encrypted") or {}).get("user_password")
        _RECORDS.clear()
        _RECORDS[name] = list(glyph_records(open_path(os.path.join(CORPUS, name), password)))
    records = _RECORDS[name]
    hits = [r for r in search_records(iter(records), Query(text)) if r["type"] == "hit"]
    return hits, [r for r in records if r["type"] == "glyph"]


def _pymupdf(name):
    if name not in _CACHE:
        try:
            document = pymupdf.open(os.path.join(CORPUS, name))
        except Exception:       # a file MuPDF cannot open: nothing to compare against
            document = None
        if document is not None and document.needs_pass:
            encrypted = MANIFEST[name]["encrypted"]
            assert document.authenticate(encrypted.get("user_password") or encrypted["owner_password"])
        _CACHE[name] = document
    return _CACHE[name]


@pytest.mark.parametrize("name,text", list(_cases()))
def test_manifest_string_found_at_pymupdf_quads(name, text):
    hits, glyphs = _ours(name, text)
    assert hits, f"{text!r} not found in {name}"
    if MANIFEST[name].get("kind") == "hostile":
        return      # made to exhaust readers: MuPDF runs the 2^30-form page for minutes
    document = _pymupdf(name)
    if document is None:
        assert MANIFEST[name].get("kind") == "damaged"
        return
    for index in range(document.page_count):
        page = document[index]
        # PyMuPDF's text coordinates are the unrotated page's; its rotation_matrix maps them
        # to the page as displayed, our frame.
        found = [quad * page.rotation_matrix for quad in page.search_for(text, quads=True)]
        if not found:
            continue
        ours = [q for h in hits if h["page"] == index + 1 for q in h["quads"]]
        spaces = [g["quad"] for g in glyphs if g["page"] == index + 1 and g["text"].isspace()]
        for reference in _merge_runs([_corners(q) for q in found]):
            errors = [_errors(mine, reference, spaces) for mine in ours]
            assert any(a <= TOLERANCE and c >= ACROSS_OVERLAP for a, c in errors), (
                f"page {index + 1}: PyMuPDF's {reference} has no quad of ours within {TOLERANCE} pt "
                f"along the baseline and overlapping it across; ours: {ours} (errors {errors})")


def _corners(quad):
    return [quad.ul.x, quad.ul.y, quad.ur.x, quad.ur.y, quad.ll.x, quad.ll.y, quad.lr.x, quad.lr.y]


def _merge_runs(quads):
    """PyMuPDF gives one quad per character in right-to-left runs and one per span where
    the font or size changes (H₂O) or words are set apart without space glyphs: neighbours
    on one upright line, overlapping across it and less than half their height apart
    (a word space) or overlapping (LaTeX's A kerned into its L), are one fragment, as ours
    are."""
    out = []
    for quad in quads:
        last = out[-1] if out else None
        if (last and _upright(last) and _upright(quad) and last[1] < quad[5] and quad[1] < last[5]
                and max(last[0], quad[0]) - min(last[2], quad[2]) < 0.5 * (quad[5] - quad[1])):
            x0, x1 = min(last[0], quad[0]), max(last[2], quad[2])
            y0, y1 = min(last[1], quad[1]), max(last[5], quad[5])
            out[-1] = [x0, y0, x1, y0, x0, y1, x1, y1]
        else:
            out.append(list(quad))
    return out


def _upright(quad):
    return abs(quad[1] - quad[3]) < 0.01 and abs(quad[0] - quad[4]) < 0.01 and quad[2] > quad[0]


def _errors(mine, reference, spaces):
    """(largest corner error along the reference's baseline, overlap across it as a share
    of the smaller extent). PyMuPDF
    counts a space glyph drawn at a line's end into a hit that runs on to the next line;
    we cover only the glyphs of the text: the end of ours may stop where that space starts."""
    ux, uy = reference[2] - reference[0], reference[3] - reference[1]
    length = math.hypot(ux, uy) or 1.0
    ux, uy = ux / length, uy / length
    along = []
    for k in range(0, 8, 2):
        dx, dy = mine[k] - reference[k], mine[k + 1] - reference[k + 1]
        error = abs(dx * ux + dy * uy)
        if k in (2, 6) and error > TOLERANCE and _space_between(mine[k], reference[k], spaces):
            error = 0.0
        along.append(error)
    mine_across = sorted(-mine[k] * uy + mine[k + 1] * ux for k in range(0, 8, 2))
    ref_across = sorted(-reference[k] * uy + reference[k + 1] * ux for k in range(0, 8, 2))
    shared = min(mine_across[-1], ref_across[-1]) - max(mine_across[0], ref_across[0])
    smaller = min(mine_across[-1] - mine_across[0], ref_across[-1] - ref_across[0]) or 1.0
    return max(along), shared / smaller


def _space_between(end, reference_end, spaces):
    return any(abs(q[0] - end) <= TOLERANCE and abs(q[2] - reference_end) <= TOLERANCE for q in spaces)
