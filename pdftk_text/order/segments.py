"""Segments: a page's lines cut at wide gaps, the unit blocks and furniture are made of.

A line from the words stage can run across a column gutter or a table's cells; a gap
wider than ``split_gap`` em between neighbouring words cuts it, and so does a gap of
``min_gutter`` em or more that runs down the page: the nearest lines above and below
that cross it (two each way, within three line heights) have such a gap there too --
LaTeX's two columns are 1 em apart, and the words stage joins their lines across; a word
space in the lines around is no gutter, and two rows of fields set a little apart are no
columns. Vertical lines stay whole. The native core lays the lines out and cuts them
(``native/src/segments.rs``); this module holds what a segment is. It must never decide
order or furniture.
"""

from .. import _core
from ..records.fields import read_words
from ..words.joining import OVERLAPPING, TOUCHING, joined_text


class Segment:
    __slots__ = ("words", "line", "bbox", "size", "first", "vertical", "_text", "at")

    def __init__(self, words, line, vertical, bbox, size, first, text=None, at=None):
        self.words = words            # word records (or a _core.Words view), in the line's logical order
        self.line = line              # id of the line it was cut from
        self.vertical = vertical
        self.bbox = bbox              # the words' union
        self.size = size              # their largest size (1.0 for none)
        self.first = first            # content order of its first glyph
        self._text = text             # joined_text(words), when the core joined them
        self.at = at                  # its position among the page's segments

    @property
    def text(self):
        if self._text is None:
            self._text = joined_text(self.words)
        return self._text


def union(boxes):
    x0, y0, x1, y1 = zip(*boxes)
    return min(x0), min(y0), max(x1), max(y1)


def line_layout(lines, words_by_line):
    """The page's lines laid out (a ``_core.LineLayout``): each horizontal line's words by
    left edge, the rows by top; ``token_ends()`` gives each line's first and last words by
    x (where a lane of numbers is looked for), ``segments_of`` its segments. A word record without a readable box, size, id or
    first glyph is a malformed stream."""
    return read_words(_core.LineLayout, lines, words_by_line)


def segments_of(lines, words_by_line, tolerances, layout=None):
    """The segments of a page, in line order (a ``_core.Segments``: ``segments[i]`` is the
    ``Segment`` at position i, made when asked; ``edges(near, far)`` gives the positions
    of those whose middle lies outside ``[near, far]`` and ``boxes()`` the horizontal ones'
    boxes, as their words hold them; the blocks are chained from them natively, see
    ``blocks.py``); words already taken (furniture) are absent. ``layout`` is
    ``line_layout(lines, words_by_line)`` when the caller has it already. The core joins
    each segment's text as ``joined_text`` would."""
    layout = line_layout(lines, words_by_line) if layout is None else layout
    return layout.cut(Segment, tolerances.split_gap, tolerances.min_gutter, TOUCHING, OVERLAPPING)
