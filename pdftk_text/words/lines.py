"""Lines: strands gathered by direction and baseline, their words put in order.

A strand joins a line of its direction whose baseline agrees within ``baseline`` em and
which it reaches within ``line_gap`` em; a smaller strand whose baseline lies within
``script_rise`` above or ``script_drop`` below joins as a superscript or subscript.
Strands are taken largest first, so scripts find the line they rise from. Inside a line
strands keep their own words together (never interleaved), ordered along the baseline;
right-to-left runs of words are then put in logical order. This module must never make
records; it returns ``Line`` objects, each holding its words (lists of placed glyphs) and
their texts as drawn (the glyphs' texts joined, no reordering).
"""

from .bidi import has_rtl, logical, logical_rtl, strong_counts, word_kind
from .placement import ID, START, TEXT


class Line:
    __slots__ = ("key", "perp", "size", "start", "end", "strands", "words", "texts", "rtl")

    def __init__(self, strand):
        self.key = strand.key
        self.perp = strand.perp
        self.size = strand.size
        self.start, self.end = strand.start, strand.end
        self.strands = [strand]

    def add(self, strand):
        self.strands.append(strand)
        self.start = min(self.start, strand.start)
        self.end = max(self.end, strand.end)

    def order_key(self):
        """Top to bottom then left to right for upright lines; vertical columns right to
        left; lines of other angles after, by angle."""
        vertical, angle = self.key
        if vertical:
            return (2, angle, -self.perp, self.start)
        return (0 if angle == 0 else 1, angle, self.perp, self.start)


def build_lines(strands, tolerances):
    """The page's lines in page order, each with ``words`` (lists of placed glyphs, logical
    order) and ``texts`` (each word's glyph texts joined)."""
    by_key = {}
    order = sorted(range(len(strands)), key=lambda i: (-strands[i].size, i))
    for index in order:
        strand = strands[index]
        candidates = by_key.setdefault(strand.key, [])
        line = _line_for(strand, candidates, tolerances)
        if line is None:
            candidates.append(Line(strand))
        else:
            line.add(strand)
    lines = [line for group in by_key.values() for line in group]
    for line in lines:
        _order_words(line)
    lines.sort(key=Line.order_key)
    return lines


def _line_for(strand, lines, tolerances):
    script = None
    for line in lines:
        reach = tolerances.line_gap * max(line.size, strand.size)
        if strand.start > line.end + reach or strand.end < line.start - reach:
            continue
        rise = strand.perp - line.perp            # negative: above the line's baseline
        if abs(rise) <= tolerances.baseline * min(line.size, strand.size):
            return line
        if (script is None and strand.size <= tolerances.script_size * line.size
                and -tolerances.script_rise * line.size <= rise <= tolerances.script_drop * line.size
                and strand.end - strand.start <= tolerances.script_length * strand.size):
            script = line
    return script


def _order_words(line):
    line.strands.sort(key=lambda s: (s.start, s.first))
    words, texts = [], []
    for strand in line.strands:
        in_strand = strand.words
        if not strand.flow and len(in_strand) > 1:
            in_strand = sorted(in_strand, key=_word_start)
        for word in in_strand:
            text = "".join([g[TEXT] for g in word])
            if len(word) > 1 and has_rtl(text):
                word = sorted(word, key=_start)
                text = "".join([g[TEXT] for g in word])
            words.append(word)
            texts.append(text)
    line.rtl = False
    if not line.key[0] and any(has_rtl(text) for text in texts):
        # a line is right to left when it holds more strong right-to-left characters than
        # left-to-right ones: position alone cannot tell its paragraph's direction
        rtl, ltr = strong_counts("".join(texts))
        line.rtl = rtl > ltr
        kind = (lambda word: word_kind("".join(g[TEXT] for g in word)))
        words = logical_rtl(words, kind) if line.rtl else logical(words, kind)
        texts = ["".join([g[TEXT] for g in word]) for word in words]
    line.words, line.texts = words, texts


def _word_start(word):
    return min([g[START] for g in word])


def _start(glyph):
    return (glyph[START], glyph[ID])
