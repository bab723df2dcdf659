"""Blocks: segments joined top to bottom into paragraphs by spacing, overlap and size.

A segment joins the one directly below it when the next starts within ``link_gap`` em,
they share ``link_overlap`` of the narrower width, their sizes are close, and the pairing
is unique both ways -- a line with two candidates below (a full-width heading over two
columns) or two above joins neither, as seed 001 links them.

Grids: rows of short cells, read row by row. A table's cells stack in columns, close
and overlapping, so the block builder would join each column into one block and the
XY-cut would read the table column by column: every date, then every height. pdftotext
and mutool read such a table row by row. A grid is ``grid_rows`` or more rows, each two
or more segments side by side on one baseline, the rows closer than ``grid_row_gap`` em
to each other, the cells short (a median of at most ``grid_words`` words, and in most
rows a cell at most ``grid_width`` em wide -- a column of numbers, dates, page numbers
-- or a median of one word: the tokens of a listing set in columns), and drawn row by
row: each row's cells after every cell of the row above, in content order. Up to
``grid_spanning`` rows of one cell in a row (a heading across the table, a listing's
comment) do not end it. Each of its rows becomes one block, its cells in reading
direction. A cell whose text wraps keeps its lines together: a line
under one cell only, close below it and drawn between that cell and the next, continues
the cell. Columns of prose, whose lines pair up across the gutter just as well, keep
their order: their lines run longer. Short blocks side by side -- three addresses, two
lists -- look like a grid but are drawn a column at a time, and are read a column at a
time, as pdftotext and mutool read them.

The native core carries these rules out (``native/src/blocks.rs``, the links in
``native/src/links.rs``) and answers in segment positions; this module makes the blocks.
It must never order blocks against each other.
"""

import functools

from .. import _core
from .segments import union


class Block:
    __slots__ = ("bbox", "size", "first", "_parts", "_pieces")
    role = element = None                     # a structure element's (tagged.TaggedBlock)

    def __init__(self, bbox, size, first, words, ids, text, lines, pieces=None):
        """A block's box, median size and first glyph, its words (its segments' in turn) and
        their ids, its text (a segment's a line) and its line ids (each once, in its words'
        order); or, for a block Python takes (``_asked``), its segments as ``pieces``, of
        which those are made when asked."""
        self.bbox, self.size, self.first = bbox, size, first
        self._parts, self._pieces = (words, ids, text, lines), pieces

    def parts(self):
        """(its words, their ids, its text, its line ids)."""
        if self._pieces is not None:          # joined when the record is written, as it always was
            pieces, self._pieces = self._pieces, None
            words = [w for s in pieces for w in s.words]
            text = "\n".join([s.text for s in pieces])
            self._parts = (words, [w["id"] for w in words], text,
                           list(dict.fromkeys([s.words[0]["line"] for s in pieces])))
        return self._parts


def build_blocks(segments, tolerances, rtl=False, without=()):
    """Blocks of ``segments`` (``segments.segments_of``'s) but those at the positions
    ``without`` (furniture): the segments chained top to bottom (``segment_links``'s
    rule), each lone piece of a line put back after the rest of its line -- a line cut at
    a wide gap (a listing's comment set far right, a paragraph's last words pushed out)
    leaves a piece no line above or below joins, which goes back when the producer drew
    it with its line: on the baseline of a line of a block of two lines or more, after
    it, nothing off that row drawn between them, and before that block's next line --
    then each row of a grid one block, its cells in reading direction (right to left on a
    right-to-left page). The core reads each block's values off its words' records (or,
    for views of the page's words, the words' own values, and hands the block a view of
    its words); what it leaves is taken here (``_asked``)."""
    lists, _, facts = block_lists(segments, tolerances, rtl, without)
    return [Block(*made) if made is not None else _asked(segments, positions)
            for made, positions in zip(segments.blocks(lists, facts), lists)]


def block_lists(segments, tolerances, rtl, without=()):
    """(blocks as lists of positions in ``segments``, pairs the links weighed, each
    block's facts: the positions, in its list, of the segments giving the box's left,
    top, right and bottom, the median size (None: asked here) and the first glyph)."""
    t = tolerances
    return segments.block_lists(list(without), _bold_font, lambda at: _last_glyph(segments[at]),
                                (t.link_gap, t.link_size_ratio, t.link_overlap, t.row_width_ratio, t.row_gap,
                                 t.grid_width, t.min_gutter, t.grid_row_gap, t.grid_spanning, t.grid_rows,
                                 t.grid_words), rtl)


def _asked(segments, positions):
    """The block of the segments at ``positions`` as Python takes its values from them:
    what the core leaves (a side or size past 2^53, a NaN size, a word whose text is no
    string), which the facts would give the same way; its words, text and line ids are
    made when its record is."""
    pieces = [segments[i] for i in positions]
    return Block(union([s.bbox for s in pieces]), sorted(s.size for s in pieces)[len(pieces) // 2],
                 min(s.first for s in pieces), None, None, None, None, pieces)


def _last_glyph(segment):
    return max(w["glyphs"][1] for w in segment.words)


BOLD = ("bold", "black", "heavy", "semibold", "demi")     # font-name parts of a bold face


def segment_links(ordered, tolerances, rtl):
    """(links, pairs weighed): for each of ``ordered`` (segments by top, left edge, first
    glyph) the position of the one it goes on to below it, or None. The core weighs the
    pairs (``native/src/links.rs``): a segment joins the one directly below it when the
    next starts within ``link_gap`` em, below its middle, they share ``link_overlap`` of
    the narrower width, their sizes are within ``link_size_ratio``, both or neither are
    bold, and the producer did not draw the page in rows there -- between the two, a
    segment beside one of them on its baseline, much narrower or wider than that line or
    far from it (``row_width_ratio``, ``row_gap`` em), with a twin of its column beside
    the other line: a question then its answer boxes, a contents entry then its page
    number; or, with no twin asked, such a segment before the later drawn of the two in
    the reading direction, or any segment there when that line is shorter than a line of
    prose (``grid_width`` em): a tax form's box number under the one above. Two columns
    of prose drawn row by row still join, and so does a listing's lone comment set far
    right. Only the segments near each one are looked at (64 under it at most, and in
    x buckets past that): a page of thousands of cells is answered near each cell."""
    t = tolerances
    return _core.segment_links(ordered, _bold_font, (t.link_gap, t.link_size_ratio, t.link_overlap,
                                                     t.row_width_ratio, t.row_gap, t.grid_width), rtl)


@functools.lru_cache(maxsize=1024)
def _bold_font(name):
    name = (name or "").lower()
    return any(part in name for part in BOLD)
