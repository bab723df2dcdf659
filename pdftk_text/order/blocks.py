"""Blocks: segments joined top to bottom into paragraphs by spacing, overlap and size.

A segment joins the one directly below it when the next starts within ``link_gap`` em,
they share ``link_overlap`` of the narrower width, their sizes are close, and the pairing
is unique both ways -- a line with two candidates below (a full-width heading over two
columns) or two above joins neither, as seed 001 links them. This module must never
order blocks against each other.
"""

import bisect
import functools

from .. import _core
from .grids import grid_rows, same_row
from .segments import union


class Block:
    __slots__ = ("segments", "bbox", "size", "first")

    def __init__(self, segments):
        self.segments = segments
        self.bbox = union([s.bbox for s in segments])
        self.size = sorted(s.size for s in segments)[len(segments) // 2]
        self.first = min(s.first for s in segments)

    @property
    def words(self):
        return [w for s in self.segments for w in s.words]

    @property
    def text(self):
        return "\n".join(s.text for s in self.segments)


def build_blocks(segments, tolerances, rtl=False):
    """Blocks of ``segments``: each row of a grid one block, its cells in reading direction
    (right to left on a right-to-left page); the others joined top to bottom."""
    rows = grid_rows(segments, tolerances)
    gridded = {id(s) for row in rows for cell in row for s in cell}
    grid_blocks = [Block([s for cell in (row[::-1] if rtl else row) for s in cell]) for row in rows]
    ordered = sorted((s for s in segments if id(s) not in gridded), key=lambda s: (s.bbox[1], s.bbox[0], s.first))
    nxt = {i: j for i, j in enumerate(segment_links(ordered, tolerances, rtl)[0]) if j is not None}
    has_prev = set(nxt.values())
    blocks = []
    for i in range(len(ordered)):
        if i in has_prev:
            continue
        chain = [ordered[i]]
        while i in nxt:
            i = nxt[i]
            chain.append(ordered[i])
        blocks.append(Block(chain))
    return _pieces_rejoined(blocks) + grid_blocks


def _pieces_rejoined(blocks):
    """Blocks with a lone piece of a line put back after the rest of its line: a line cut
    at a wide gap (a listing's comment set far right, a paragraph's last words pushed out)
    leaves a piece no line above or below joins, which the XY-cut would read after the
    whole block beside it. It goes back when the producer drew it with its line: on the
    baseline of a line of a block of two lines or more, after it -- nothing off that row
    drawn between them -- and before that block's next line, in content order."""
    lone = [block for block in blocks if len(block.segments) == 1 and not block.segments[0].vertical]
    hosts = sorted(((segment.bbox[1], id(block), index, block) for block in blocks if len(block.segments) > 1
                    for index, segment in enumerate(block.segments)), key=lambda h: h[:3]) if lone else ()
    if not hosts:
        return blocks
    tops = [h[0] for h in hosts]
    drawn = sorted((s.first, id(s), s) for b in blocks for s in b.segments)
    after, gone = {}, set()                 # id(line) -> the pieces put back after it
    for block in lone:
        line = _host(block.segments[0], hosts, tops, drawn)
        if line is not None:
            after.setdefault(id(line), []).append(block.segments[0])
            gone.add(id(block))
    if not after:
        return blocks
    out = []
    for block in blocks:
        if id(block) in gone:
            continue
        if any(id(s) in after for s in block.segments):
            block = Block([p for s in block.segments
                           for p in [s] + sorted(after.get(id(s), ()), key=lambda piece: piece.first)])
        out.append(block)
    return out


NEAR_HOSTS = 16     # lines ending at or above a piece's middle looked at for its host, at most


def _host(piece, hosts, tops, drawn):
    """The line (a segment of a block of two or more) the piece goes back after, or None:
    of the lines on its baseline, the one drawn last before it, whose block's next line
    is drawn after it, with nothing off its row drawn between the two (``drawn``: the
    page's segments by their first glyph) -- a piece the producer drew after other rows
    is no part of the line."""
    best, latest = None, -1
    end = bisect.bisect_right(tops, (piece.bbox[1] + piece.bbox[3]) / 2)
    for _, _, index, block in hosts[max(0, end - NEAR_HOSTS):end]:
        line = block.segments[index]
        if not same_row(piece, line):
            continue
        following = block.segments[index + 1].first if index + 1 < len(block.segments) else float("inf")
        last = _last_glyph(line)
        if latest < last < piece.first < following and _drawn_with(line, last, piece.first, drawn):
            best, latest = line, last
    return best


def _drawn_with(line, last, first, drawn):
    """Whether every segment drawn after glyph ``last`` and before glyph ``first`` (at most
    NEAR_HOSTS of them) stands on ``line``'s row."""
    start = bisect.bisect_right(drawn, (last, float("inf")))
    stop = bisect.bisect_left(drawn, (first, -1))
    return stop - start <= NEAR_HOSTS and all(same_row(s, line) for _, _, s in drawn[start:stop])


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
