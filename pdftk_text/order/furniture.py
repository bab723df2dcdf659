"""Running headers, footers and page numbers, recognised by recurrence over a window.

A segment whose centre lies in the top or bottom ``band`` of its page is a candidate;
its key is its text folded (case, spacing, digits and lone roman numerals become '#').
It is furniture when the same key sits at the same place (within ``band_match`` of the
page height) on at least ``recur_share`` of the other pages of the window -- the pages
the stream holds around it, never the whole document. This module must never hold a
page itself: callers pass the candidates of the pages they keep.
"""

import math
import re

_DIGITS = re.compile(r"\d+")
_ROMAN = re.compile(r"\b[ivxlcdm]+\b")
_SPACE = re.compile(r"\s+")
_NUMBER_ONLY = re.compile(r"^[\W_]*(page|p\.|pg\.?|seite|página)?[\W_]*#([\W_]*(of|sur|de|/|von)?[\W_]*#)?[\W_]*$")


def fold(text):
    text = _SPACE.sub(" ", text.strip().lower())
    return _ROMAN.sub("#", _DIGITS.sub("#", text))


class Candidate:
    __slots__ = ("band", "key", "y", "segment")

    def __init__(self, band, key, y, segment):
        self.band, self.key, self.y, self.segment = band, key, y, segment


def candidates(segments, height, tolerances):
    """The segments of a page in its header or footer band, as Candidates."""
    out = []
    for segment in segments:
        if segment.vertical:
            continue
        y = (segment.bbox[1] + segment.bbox[3]) / 2
        band = "header" if y < tolerances.band * height else "footer" if y > (1 - tolerances.band) * height else None
        if band:
            out.append(Candidate(band, fold(segment.text), y / height if height else 0.0, segment))
    return out


def running(page_candidates, others, tolerances):
    """[(candidate, kind, reason)] of ``page_candidates`` that recur on the ``others``
    (a list of candidate lists, one per other page of the window)."""
    if not others:
        return []
    needed = max(1, math.ceil(tolerances.recur_share * len(others) - 1e-9))
    found = []
    for candidate in page_candidates:
        seen = sum(1 for page in others if any(
            c.band == candidate.band and c.key == candidate.key and abs(c.y - candidate.y) <= tolerances.band_match
            for c in page))
        if seen >= needed:
            kind = "page-number" if _NUMBER_ONLY.match(candidate.key) else candidate.band
            found.append((candidate, kind, f"recurs on {seen} of the {len(others)} other pages of the window"))
    return found
