"""Strings and words: glyphs in content order cut where the drawing stops continuing.

A strand is a run of glyphs, in content order, that continue one another along one
baseline in one direction -- forward, or backward between right-to-left characters --
without jumping back more than ``backstep`` or ahead more than ``line_gap``. Strands
are the unit that keeps an overprinted string from being interleaved with the one it
covers. Words are cut inside a strand at space glyphs and at gaps wider than
``space_gap`` of the font's space width (``word_gap`` em for a font without one; at a
change of font the narrower limit applies, in em of the larger size); a negative gap
(kerning, overlap) never cuts. A stacked accent and the letter under it are composed
as the word is built (``accents``). This module must never reorder glyphs across
strands.
"""

import unicodedata

from .accents import MARKS, compose
from .bidi import char_kind
from .placement import END, FONT, ID, KEY, PERP, SIZE, SPACE, START, TEXT


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


def gap_units(spaces, tolerances):
    """{font: the widest gap inside a word, in em of the glyph's size}: ``space_gap`` of
    the font's space width where ``spaces`` (a content record's ``space_widths``) gives
    one within ``space_range``; fonts left out break at ``word_gap``."""
    low, high = tolerances.space_range
    return {font: tolerances.space_gap * width for font, width in (spaces or {}).items()
            if isinstance(width, (int, float)) and low < width <= high}


def strands(placed, tolerances, spaces=None):
    """The page's strands, in content order, each holding its words (lists of placed glyphs);
    ``spaces`` maps fonts to their space widths (em), as the page's content record does."""
    out = []
    strand = last = word = None
    word_gap, size_change, accent_overlap = tolerances.word_gap, tolerances.size_change, tolerances.accent_overlap
    units = gap_units(spaces, tolerances)
    unit_font, unit, last_unit = None, word_gap, word_gap
    gap_of = _Gaps(tolerances)
    for glyph in placed:
        if not glyph[TEXT]:                      # later glyphs of an ActualText span
            if word is not None and glyph[KEY] == last[KEY]:
                word.append(glyph)
                strand.extend(glyph)
            continue
        if units and glyph[FONT] != unit_font:  # runs of one font look their unit up once
            unit_font = glyph[FONT]
            unit = units.get(unit_font, word_gap)
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
                # at a change of font the narrower limit: the space there may be either's
                widest = (unit if unit < last_unit else last_unit) * larger
                if gap > widest or abs(size - last_size) > size_change * larger:
                    word = [glyph]
                    strand.words.append(word)
                else:
                    word.append(glyph)
                    if (glyph[TEXT] in MARKS or last[TEXT] in MARKS) and not strand.flow and word[-2] is last:
                        composed = compose(word, accent_overlap)
                        if composed is not None:
                            glyph = composed
                            word = _rejoin(strand, word, units, word_gap, size_change)
                            if strand.first == word[0][ID] and strand.words[0] is word:
                                strand.perp = glyph[PERP]           # a leading mark is not the baseline
            strand.extend(glyph)
        last, last_unit = glyph, unit
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
            return forward if low <= forward <= high else _stacked(last, glyph, forward, low, high)
        backward = last[START] - glyph[END]
        if not low <= backward <= high:
            return forward if low <= forward <= high else _stacked(last, glyph, forward, low, high)
        if not low <= forward <= high:
            return backward
        return backward if abs(backward) < abs(forward) else forward     # min((forward, backward), key=abs)

    def kind(self, text):
        kind = self.kinds.get(text)
        if kind is None:
            kind = self.kinds[text] = char_kind(text)
        return kind


def _rejoin(strand, word, units, word_gap, size_change):
    """The word a just composed letter belongs to: a word that its mark began (the mark,
    centred over a letter wider than itself, stands apart from the letter before) goes
    back into the word before it when the letter itself does not stand apart."""
    words = strand.words
    if len(word) != 2 or len(words) < 2 or words[-1] is not word or word[1][TEXT] == "":
        return word
    before, letter = words[-2][-1], word[1]
    size, last_size = letter[SIZE], before[SIZE]
    larger = last_size if last_size > size else size
    widest = min(units.get(letter[FONT], word_gap), units.get(before[FONT], word_gap)) * larger
    if letter[START] - before[END] > widest or abs(size - last_size) > size_change * larger:
        return word
    words.pop()
    words[-1].extend(word)
    return words[-1]


def _stacked(last, glyph, forward, low, high):
    """``forward`` when one of the two glyphs is a mark whose start lies within reach of
    the other's, else None: TeX draws an accent, then steps back to the letter under it
    (or the other way), further than ``backstep`` when the letter is wide."""
    if (glyph[TEXT] in MARKS or last[TEXT] in MARKS) and low <= glyph[START] - last[START] <= high:
        return forward
    return None


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
