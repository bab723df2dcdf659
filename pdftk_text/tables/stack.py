"""Stacked grids: one ruled table drawn as two grids, one above the other.

A rule segment left out across a table (a page's layout break, a producer drawing a
table in two blocks: us-007 on ICDAR-2013) leaves two grids with the same outer sides,
a few points apart, at most one line between them -- a section heading left unruled,
not a caption. They are one table: the lower grid's rows go under the upper's, on the
union of their column edges, the line between them a row of one cell across. This module holds geometry and
word positions only; it must never state a confidence.
"""

from .captions import is_caption
from .cells import cell_text, words_in_box
from .grid import TOUCH, Grid, GridCell

# Grids this close (pt) or closer, one under the other, may be one table: a missing rule
# and its padding, or a section heading's line; two tables stand farther apart.
STACK = 18.0
# Baselines this close are one line (pt).
BASELINE = 2.0


def join_stacked(grids, words):
    """``grids`` (top to bottom) with each grid of two columns or more joined to the one
    above it when they share their outer sides, stand STACK pt apart at most and at most
    one line not a caption lies between them."""
    out = []
    for grid in grids:
        above = out[-1] if out else None
        if above is not None and _stacked(above, grid, words):
            out[-1] = _join(above, grid)
        else:
            out.append(grid)
    return out


def _stacked(a, b, words):
    if len(a.xs) < 3 or len(b.xs) < 3:
        return False                    # a box of one column (a form's field) stacks into no table
    gap = b.bbox[1] - a.bbox[3]
    if not -TOUCH <= gap <= STACK:
        return False
    if abs(a.bbox[0] - b.bbox[0]) > TOUCH or abs(a.bbox[2] - b.bbox[2]) > TOUCH:
        return False
    between = words_in_box(words, (a.bbox[0], a.bbox[3], a.bbox[2], b.bbox[1])) if gap > 0 else []
    if not between:
        return True
    bases = [(w.get("baseline") or w["bbox"][2:])[1] for w in between]
    return max(bases) - min(bases) <= BASELINE and not is_caption(cell_text(between))


def _join(a, b):
    xs = []
    for x in sorted(a.xs + b.xs):
        if not xs or x - xs[-1] > TOUCH:
            xs.append(x)
    cells = []
    if b.bbox[1] - a.bbox[3] > TOUCH:         # the gap a row of its own, one cell across
        ys, offset = a.ys + b.ys, len(a.ys)
        cells.append(GridCell(len(a.ys) - 1, 0, 1, len(xs) - 1, (xs[0], a.bbox[3], xs[-1], b.bbox[1])))
    else:
        ys, offset = a.ys[:-1] + ((a.bbox[3] + b.bbox[1]) / 2,) + b.ys[1:], len(a.ys) - 1
    for grid, shift in ((a, 0), (b, offset)):
        for c in grid.cells:
            c0, c1 = _nearest(xs, c.bbox[0]), _nearest(xs, c.bbox[2])
            cells.append(GridCell(c.row + shift, c0, c.row_span, max(1, c1 - c0), c.bbox))
    cells.sort(key=lambda c: (c.row, c.column))
    bbox = (min(a.bbox[0], b.bbox[0]), a.bbox[1], max(a.bbox[2], b.bbox[2]), b.bbox[3])
    return Grid(bbox, tuple(xs), tuple(ys), tuple(cells), tuple(sorted(set(a.kinds) | set(b.kinds))))


def _nearest(edges, value):
    return min(range(len(edges)), key=lambda i: abs(edges[i] - value))
