"""Blocks: segments joined top to bottom into paragraphs by spacing, overlap and size.

A segment joins the one directly below it when the next starts within ``link_gap`` em,
they share ``link_overlap`` of the narrower width, their sizes are close, and the pairing
is unique both ways -- a line with two candidates below (a full-width heading over two
columns) or two above joins neither, as seed 001 links them. This module must never
order blocks against each other.
"""

import bisect
import functools
import itertools

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
    below = [[] for _ in ordered]
    above = [[] for _ in ordered]
    index = _Under(ordered, tolerances, rtl) if ordered else None
    link_gap = tolerances.link_gap
    for i, upper in enumerate(ordered):
        for j in index.under(i, upper):
            lower = ordered[j]
            size = lower.size if lower.size > upper.size else upper.size      # max(), the first if equal
            if (lower.bbox[1] - upper.bbox[3] <= link_gap * size
                    and _joinable(upper, lower, tolerances) and not index.drawn_across(i, j, tolerances)):
                below[i].append(j)
                above[j].append(i)
    nxt = {i: b[0] for i, b in enumerate(below) if len(b) == 1 and len(above[b[0]]) == 1}
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


BUCKETS = 64      # x buckets across the segments' extent, for a dense band of them
# Segments looked at under one, at most: a page's bound. An ordinary page has a few in
# reach (one or two lines down); past this many, only those in the x buckets the segment
# spans are looked at, MAX_SCAN of them at most -- thousands in reach are a hostile
# page's overprint, whose joins need not all be found.
MAX_SCAN = 64


class _Under:
    """The segments (ordered by top), asked which lie under one: below its middle, within
    link_gap em (of the page's largest size) of its bottom, across its width. A page of
    thousands of cells is answered near each cell, not by every pair."""

    def __init__(self, ordered, tolerances, rtl=False):
        self.ordered = ordered
        self.rtl = rtl
        self.tops = [s.bbox[1] for s in ordered]
        self.reach = max(0.0, tolerances.link_gap * max(s.size for s in ordered))
        self.buckets = None
        self.besides, self.sides = {}, {}     # segment index -> what _beside, _sides found
        # The walks in _beside stop early only on tops truly ascending (no NaN among them).
        self.tallest = max(s.bbox[3] - s.bbox[1] for s in ordered) if all(t == t for t in self.tops) else None

    def under(self, i, upper):
        """Indexes after ``i``, ascending, of the segments that may join under ``upper``."""
        low = upper.bbox[1] + 0.5 * (upper.bbox[3] - upper.bbox[1])
        high = upper.bbox[3] + self.reach
        start, end = bisect.bisect_left(self.tops, low), bisect.bisect_right(self.tops, high)
        ordered, x0, x1 = self.ordered, upper.bbox[0], upper.bbox[2]
        if end - start > MAX_SCAN:
            return self._bucketed(i, low, high, x0, x1)
        return [j for j in range(max(start, i + 1), end) if ordered[j].bbox[0] < x1 and ordered[j].bbox[2] > x0]

    def drawn_across(self, i, j, tolerances):
        """Whether the producer drew the page in rows here: between ``upper`` and the line
        under it, a segment beside one of them on its baseline -- much narrower or wider than
        that line, or far from it -- with a twin of its column beside the other line: a
        question then its answer boxes, a contents entry then its page number. Or, with no
        twin asked, such a segment before the later drawn of the two in the reading
        direction, or any segment there when that line is shorter than a line of prose
        (``grid_width`` em): the producer began that line's row first, so the line goes on
        from its row, not from the one above or below it (a tax form's box number under
        the one above). Two columns of prose drawn row by row (lines of like width, a
        gutter apart) still join, and so does a listing's lone comment set far right (it
        follows its line, and has no twin)."""
        upper, lower = self.ordered[i], self.ordered[j]
        after, before = upper.first, lower.first
        later, low, high = (i, before, after) if after > before else (j, after, before)
        if any(low < other.first < high and self._leads(later, other)
               and (self._apart(later, other, tolerances) or self._short(later, tolerances))
               for other in self._beside(later)):
            return True
        for line, twin_row in ((i, j), (j, i)):
            for other in self._sides(line):
                if other is None or not after < other.first < before:
                    continue
                if not self._apart(line, other, tolerances):
                    continue
                if any(min(t.bbox[2], other.bbox[2]) > max(t.bbox[0], other.bbox[0])
                       for t in self._beside(twin_row)):
                    return True
        return False

    def _sides(self, k):
        """The segments next to segment ``k`` on its baseline, (left, right), None where
        there is none; found once per segment."""
        sides = self.sides.get(k)
        if sides is None:
            line, left, right = self.ordered[k], None, None
            for other in self._beside(k):
                if other.bbox[0] >= line.bbox[2]:
                    right = other if right is None or other.bbox[0] < right.bbox[0] else right
                else:
                    left = other if left is None or other.bbox[2] > left.bbox[2] else left
            sides = self.sides[k] = (left, right)
        return sides

    def _leads(self, k, other):
        """Whether ``other``, beside segment ``k`` on its row, comes before it in the
        reading direction."""
        line = self.ordered[k]
        return other.bbox[0] >= line.bbox[2] if self.rtl else other.bbox[2] <= line.bbox[0]

    def _apart(self, k, other, tolerances):
        """Whether ``other``, beside segment ``k`` on its row, is much narrower or wider
        than it, or far from it: no second column of prose."""
        line = self.ordered[k]
        beside, width = other.bbox[2] - other.bbox[0], line.bbox[2] - line.bbox[0]
        gap = max(other.bbox[0] - line.bbox[2], line.bbox[0] - other.bbox[2])
        return (min(beside, width) < tolerances.row_width_ratio * max(beside, width)
                or gap >= tolerances.row_gap * max(line.size, other.size))

    def _short(self, k, tolerances):
        """Whether segment ``k`` is shorter than a line of prose: a form's label or box."""
        line = self.ordered[k]
        return line.bbox[2] - line.bbox[0] < tolerances.grid_width * line.size

    def _beside(self, k):
        """The segments near segment ``k`` (ordered by top, then left edge) on its
        baseline and clear of it across; found once per segment. Those after ``k`` start
        above its middle, and those before it end below it: the walk each way stops where
        the tops (ascending) rule that out, with a point to spare over the tallest."""
        found = self.besides.get(k)
        if found is None:
            ordered, tops = self.ordered, self.tops
            x0, y0, x1, y1 = ordered[k].bbox
            middle = (y0 + y1) / 2
            start, end = max(0, k - NEAR_HOSTS), min(len(ordered), k + NEAR_HOSTS + 1)
            if self.tallest is not None:
                start = bisect.bisect_left(tops, middle - self.tallest - 1.0, start, k)
                end = bisect.bisect_right(tops, middle, k + 1, end) if k + 1 < end else end
            found = []
            for j in itertools.chain(range(start, k), range(k + 1, end)):
                other = ordered[j]
                ox0, oy0, ox1, oy1 = other.bbox
                if (not other.vertical and oy0 <= middle <= oy1 and y0 <= (oy0 + oy1) / 2 <= y1
                        and min(ox1, x1) <= max(ox0, x0)):
                    found.append(other)
            self.besides[k] = found
        return found

    def _bucketed(self, i, low, high, x0, x1):
        if self.buckets is None:
            self._fill()
        tops, ordered = self.tops, self.ordered
        found, budget = set(), MAX_SCAN
        for b in range(self._bucket(x0), self._bucket(x1) + 1):
            bucket = self.buckets[b]
            k = bisect.bisect_left(bucket, low, key=tops.__getitem__)
            for j in bucket[k:k + budget]:
                if tops[j] > high:
                    break
                budget -= 1
                if j > i and ordered[j].bbox[0] < x1 and ordered[j].bbox[2] > x0:
                    found.add(j)
            if budget <= 0:
                break
        return sorted(found)

    def _fill(self):
        ordered = self.ordered
        self.left = min(s.bbox[0] for s in ordered)
        self.step = max(max(s.bbox[2] for s in ordered) - self.left, 1e-6) / BUCKETS
        self.buckets = [[] for _ in range(BUCKETS + 1)]
        for j, segment in enumerate(ordered):           # each bucket's indexes ascending, so its tops too
            for b in range(self._bucket(segment.bbox[0]), self._bucket(segment.bbox[2]) + 1):
                self.buckets[b].append(j)

    def _bucket(self, x):
        return min(BUCKETS, max(0, int((x - self.left) / self.step)))


BOLD = ("bold", "black", "heavy", "semibold", "demi")     # font-name parts of a bold face


def _bold(segment):
    """Whether every word of the segment is set in a bold face (by its font's name)."""
    if segment.bold is None:
        segment.bold = all(_bold_font(w.get("font")) for w in segment.words)
    return segment.bold


@functools.lru_cache(maxsize=1024)
def _bold_font(name):
    name = (name or "").lower()
    return any(part in name for part in BOLD)


def _joinable(upper, lower, tolerances):
    if upper.vertical or lower.vertical:
        return False
    if lower.bbox[1] < upper.bbox[1] + 0.5 * (upper.bbox[3] - upper.bbox[1]):
        return False                      # on the same row, not below
    big, small = max(upper.size, lower.size), min(upper.size, lower.size)
    if big > tolerances.link_size_ratio * small:
        return False
    if _bold(upper) != _bold(lower):
        return False                      # a heading set bold over its text at (nearly) the text's size
    overlap = min(upper.bbox[2], lower.bbox[2]) - max(upper.bbox[0], lower.bbox[0])
    narrower = min(upper.bbox[2] - upper.bbox[0], lower.bbox[2] - lower.bbox[0])
    return overlap >= tolerances.link_overlap * max(narrower, 1e-6)
