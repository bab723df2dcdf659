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
from .placement import END, ID, KEY, PERP, SIZE, SPACE, START, TEXT


class Strand:
    """``start``/``end`` run along the strand's progression, ``perp`` across it. A flow
    strand is upright wide (CJK) glyphs stacked downwards: vertical writing drawn with a
    horizontal font (LibreOffice's tb-rl pages); its progression is the page's y."""

    __slots__ = ("key", "words", "perp", "size", "start", "end", "first", "flow")

    def __init__(self, glyph):
        self.key = glyph[KEY]
        self.words = []
        self.perp = glyph[PERP]
        self.size = glyph[SIZE]
        self.start, self.end = glyph[START], glyph[END]
        self.first = glyph[ID]
        self.flow = False

    def along(self, glyph):
        """(start, end, across) of a placed glyph in this strand's own direction."""
        if self.flow:
            return glyph[PERP] - glyph[SIZE], glyph[PERP], (glyph[START] + glyph[END]) / 2
        return glyph[START], glyph[END], glyph[PERP]

    def to_flow(self, first):
        self.flow = True
        self.key = (True, first[KEY][1])
        self.start, self.end, self.perp = self.along(first)

    def extend(self, glyph):
        if self.flow:
            start, end = glyph[PERP] - glyph[SIZE], glyph[PERP]
        else:
            start, end = glyph[START], glyph[END]
        if start < self.start:
            self.start = start
        if end > self.end:
            self.end = end
        if glyph[SIZE] > self.size:
            self.size = glyph[SIZE]


def strands(placed, tolerances):
    """The page's strands, in content order, each holding its words (lists of placed glyphs)."""
    out = []
    strand = last = word = None
    word_gap, size_change = tolerances.word_gap, tolerances.size_change
    gap_of = _Gaps(tolerances)
    for glyph in placed:
        if not glyph[TEXT]:                      # later glyphs of an ActualText span
            if word is not None and glyph[KEY] == last[KEY]:
                word.append(glyph)
                strand.extend(glyph)
            continue
        gap = None
        if strand is not None:
            gap = _below(last, glyph, tolerances) if strand.flow else gap_of(last, glyph)
            if gap is None and len(strand.words) == 1 and len(strand.words[0]) == 1 and not last[SPACE]:
                gap = _below(last, glyph, tolerances)
                if gap is not None:
                    strand.to_flow(last)
        if gap is None:
            strand = Strand(glyph)
            out.append(strand)
            word = None
        if glyph[SPACE]:
            word = None
        else:
            size, last_size = glyph[SIZE], last[SIZE] if last is not None else None
            if word is None:
                word = [glyph]
                strand.words.append(word)
            else:
                larger = last_size if last_size > size else size        # max(size, last_size)
                if gap > word_gap * larger or abs(size - last_size) > size_change * larger:
                    word = [glyph]
                    strand.words.append(word)
                else:
                    word.append(glyph)
            strand.extend(glyph)
        last = glyph
    return [s for s in out if s.words]


class _Gaps:
    """The gap from ``last`` to ``glyph`` when ``glyph`` continues its strand, else None;
    the characters' bidi kinds are looked up once per text."""

    def __init__(self, tolerances):
        self.shift, self.back, self.ahead = tolerances.baseline_shift, tolerances.backstep, tolerances.line_gap
        self.kinds = {}

    def __call__(self, last, glyph):
        if glyph[KEY] != last[KEY]:
            return None
        size, last_size = glyph[SIZE], last[SIZE]
        smaller = last_size if last_size < size else size              # min(size, last_size)
        if abs(glyph[PERP] - last[PERP]) > self.shift * smaller:
            return None
        larger = last_size if last_size > size else size                # max(size, last_size)
        low, high = -self.back * larger, self.ahead * larger
        forward = glyph[START] - last[END]
        if not (self.kind(glyph[TEXT]) != "L" and self.kind(last[TEXT]) != "L"):
            return forward if low <= forward <= high else None
        backward = last[START] - glyph[END]
        if not low <= backward <= high:
            return forward if low <= forward <= high else None
        if not low <= forward <= high:
            return backward
        return backward if abs(backward) < abs(forward) else forward     # min((forward, backward), key=abs)

    def kind(self, text):
        kind = self.kinds.get(text)
        if kind is None:
            kind = self.kinds[text] = char_kind(text)
        return kind


def _below(last, glyph, tolerances):
    """The gap from ``last`` down to ``glyph`` when both are upright wide glyphs stacked in
    one column (vertical writing in a horizontal font), else None."""
    if glyph[KEY] != (False, 0) or last[KEY] != (False, 0) or not (_wide(glyph) and _wide(last)):
        return None
    size = max(glyph[SIZE], last[SIZE])
    if abs(glyph[START] - last[START]) > tolerances.backstep * size:
        return None
    gap = (glyph[PERP] - glyph[SIZE]) - last[PERP]
    if -tolerances.backstep * size <= gap <= tolerances.line_gap * size:
        return gap
    return None


def _wide(glyph):
    return unicodedata.east_asian_width(glyph[TEXT][:1]) in ("W", "F")
