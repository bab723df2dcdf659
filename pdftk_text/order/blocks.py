"""Blocks: segments joined top to bottom into paragraphs by spacing, overlap and size.

A segment joins the one directly below it when the next starts within ``link_gap`` em,
they share ``link_overlap`` of the narrower width, their sizes are close, and the pairing
is unique both ways -- a line with two candidates below (a full-width heading over two
columns) or two above joins neither, as seed 001 links them. This module must never
order blocks against each other.
"""

from .grids import grid_rows
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
    below = {i: [] for i in range(len(ordered))}
    above = {i: [] for i in range(len(ordered))}
    for i, upper in enumerate(ordered):
        for j in range(i + 1, len(ordered)):
            lower = ordered[j]
            if lower.bbox[1] - upper.bbox[3] > tolerances.link_gap * max(upper.size, lower.size):
                break
            if _joinable(upper, lower, tolerances):
                below[i].append(j)
                above[j].append(i)
    nxt = {i: b[0] for i, b in below.items() if len(b) == 1 and len(above[b[0]]) == 1}
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
    return blocks + grid_blocks


def _joinable(upper, lower, tolerances):
    if upper.vertical or lower.vertical:
        return False
    if lower.bbox[1] < upper.bbox[1] + 0.5 * (upper.bbox[3] - upper.bbox[1]):
        return False                      # on the same row, not below
    big, small = max(upper.size, lower.size), min(upper.size, lower.size)
    if big > tolerances.link_size_ratio * small:
        return False
    overlap = min(upper.bbox[2], lower.bbox[2]) - max(upper.bbox[0], lower.bbox[0])
    narrower = min(upper.bbox[2] - upper.bbox[0], lower.bbox[2] - lower.bbox[0])
    return overlap >= tolerances.link_overlap * max(narrower, 1e-6)
