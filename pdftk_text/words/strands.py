"""Strings and words: glyphs in content order cut where the drawing stops continuing.

A strand is a run of glyphs, in content order, that continue one another along one
baseline in one direction -- forward, or backward between right-to-left characters --
without jumping back more than ``backstep`` or ahead more than ``line_gap``. Strands
are the unit that keeps an overprinted string from being interleaved with the one it
covers. Words are cut inside a strand at space glyphs and at gaps wider than
``word_gap``; a negative gap (kerning, overlap) never cuts. This module must never
reorder glyphs across strands.
"""

import unicodedata

from .bidi import char_kind


class Strand:
    """``start``/``end`` run along the strand's progression, ``perp`` across it. A flow
    strand is upright wide (CJK) glyphs stacked downwards: vertical writing drawn with a
    horizontal font (LibreOffice's tb-rl pages); its progression is the page's y."""

    __slots__ = ("key", "words", "perp", "size", "start", "end", "first", "flow")

    def __init__(self, glyph):
        self.key = glyph.key
        self.words = []
        self.perp = glyph.perp
        self.size = glyph.size
        self.start, self.end = glyph.start, glyph.end
        self.first = glyph.id
        self.flow = False

    def along(self, glyph):
        """(start, end, across) of a glyph in this strand's own direction."""
        if self.flow:
            return glyph.perp - glyph.size, glyph.perp, (glyph.start + glyph.end) / 2
        return glyph.start, glyph.end, glyph.perp

    def to_flow(self, first):
        self.flow = True
        self.key = (True, first.angle)
        self.start, self.end, self.perp = self.along(first)

    def extend(self, glyph):
        start, end, _ = self.along(glyph)
        if start < self.start:
            self.start = start
        if end > self.end:
            self.end = end
        if glyph.size > self.size:
            self.size = glyph.size


def strands(placed, tolerances):
    """The page's strands, in content order, each holding its words (lists of Placed)."""
    out = []
    strand = last = word = None
    for glyph in placed:
        if not glyph.text:                       # later glyphs of an ActualText span
            if word is not None and glyph.key == last.key:
                word.append(glyph)
                strand.extend(glyph)
            continue
        gap = None
        if strand is not None:
            gap = _below(last, glyph, tolerances) if strand.flow else _gap(last, glyph, tolerances)
            if gap is None and len(strand.words) == 1 and len(strand.words[0]) == 1 and not last.space:
                gap = _below(last, glyph, tolerances)
                if gap is not None:
                    strand.to_flow(last)
        if gap is None:
            strand = Strand(glyph)
            out.append(strand)
            word = None
        if glyph.space:
            word = None
        else:
            if (word is None or gap > tolerances.word_gap * max(glyph.size, last.size)
                    or abs(glyph.size - last.size) > tolerances.size_change * max(glyph.size, last.size)):
                word = []
                strand.words.append(word)
            word.append(glyph)
            strand.extend(glyph)
        last = glyph
    return [s for s in out if s.words]


def _gap(last, glyph, tolerances):
    """The gap from ``last`` to ``glyph`` when ``glyph`` continues its strand, else None."""
    if glyph.key != last.key:
        return None
    size = max(glyph.size, last.size)
    if abs(glyph.perp - last.perp) > tolerances.baseline_shift * min(glyph.size, last.size):
        return None
    low, high = -tolerances.backstep * size, tolerances.line_gap * size
    forward = glyph.start - last.end
    candidates = []
    if low <= forward <= high:
        candidates.append(forward)
    if char_kind(glyph.text) != "L" and char_kind(last.text) != "L":
        backward = last.start - glyph.end
        if low <= backward <= high:
            candidates.append(backward)
    if not candidates:
        return None
    return min(candidates, key=abs)


def _below(last, glyph, tolerances):
    """The gap from ``last`` down to ``glyph`` when both are upright wide glyphs stacked in
    one column (vertical writing in a horizontal font), else None."""
    if glyph.key != (False, 0) or last.key != (False, 0) or not (_wide(glyph) and _wide(last)):
        return None
    size = max(glyph.size, last.size)
    if abs(glyph.start - last.start) > tolerances.backstep * size:
        return None
    gap = (glyph.perp - glyph.size) - last.perp
    if -tolerances.backstep * size <= gap <= tolerances.line_gap * size:
        return gap
    return None


def _wide(glyph):
    return unicodedata.east_asian_width(glyph.text[:1]) in ("W", "F")
