"""Spans a ruled grid draws but its text does not: a row ruled only around its outside.

Some producers rule each body row as one box and draw the column rules in the header
only (EU agency reports), so every body row reads as one cell spanning the table, its
numbers run together. A spanning cell is cut at a column edge of the grid when no word
of the cell crosses that edge and, on a line of the cell, the words either side of it
stand a phrase gap apart (the gap that parts the cells of an unruled table): a title
centred over its columns has word spaces, not such gaps, where the edges pass. This
module holds geometry and word positions only; it must never state a confidence.
"""

from .cells import words_in_box
from .grid import Grid, GridCell

# A gap this many times the font size or wider parts two cells' texts: wider than a word
# space, as tables/aligned.py's PHRASE_GAP (kept apart: a module of its own decides that one).
PHRASE_GAP = 1.2
# Lines: baselines this close are one line (pt).
BASELINE = 2.0


def split_aligned_spans(grid, words):
    """``grid`` with each cell spanning columns cut at the edges its words stand apart at."""
    cells, changed = [], False
    for cell in grid.cells:
        cuts = _cuts(cell, grid.xs, words_in_box(words, cell.bbox)) if cell.column_span > 1 else []
        if not cuts:
            cells.append(cell)
            continue
        changed = True
        edges = [cell.column] + cuts + [cell.column + cell.column_span]
        for a, b in zip(edges, edges[1:]):
            box = (grid.xs[a], cell.bbox[1], grid.xs[b], cell.bbox[3])
            cells.append(GridCell(cell.row, a, cell.row_span, b - a, box))
    if not changed:
        return grid
    cells.sort(key=lambda c: (c.row, c.column))
    return Grid(grid.bbox, grid.xs, grid.ys, tuple(cells), grid.kinds)


def _cuts(cell, xs, words):
    """The inner column indices ``cell`` is cut at, left to right."""
    lines = _lines(words)
    cuts = []
    for k in range(cell.column + 1, cell.column + cell.column_span):
        x = xs[k]
        if any(w["bbox"][0] < x < w["bbox"][2] for w in words):
            continue
        for line in lines:
            left = [w for w in line if w["bbox"][2] <= x]
            right = [w for w in line if w["bbox"][0] >= x]
            if left and right:
                a = max(left, key=lambda w: w["bbox"][2])
                b = min(right, key=lambda w: w["bbox"][0])
                size = max(a.get("size") or 0, b.get("size") or 0, 1.0)
                if b["bbox"][0] - a["bbox"][2] >= PHRASE_GAP * size:
                    cuts.append(k)
                    break
    return cuts


def _lines(words):
    out = []
    for word in sorted(words, key=lambda w: (w.get("baseline") or w["bbox"][2:])[1]):
        base = (word.get("baseline") or word["bbox"][2:])[1]
        if out and base - out[-1][0] <= BASELINE:
            out[-1][1].append(word)
        else:
            out.append((base, [word]))
    return [ws for _, ws in out]
