"""Padding: the columns of a ruled grid that no word reaches, merged into their neighbour.

Some producers draw each cell as a row of filled rectangles -- a margin, the text's box,
a margin -- so the grid the fills' sides make has three columns for each one a reader
sees, two of them empty in every row (US and EU government reports). A column empty from
the top of the grid to its foot holds nothing a table could say: it is the margin of the
column beside it. This module holds geometry and word positions only; it must never
state a confidence.
"""

from .cells import words_in_box
from .grid import TOUCH, Grid, GridCell


def merge_empty_columns(grid, words):
    """``grid`` with each column that no word's centre falls in merged into the column on
    its left (the first column into the one on its right); unchanged when every column
    holds a word, when none does, or when a merge would make cells overlap."""
    columns = len(grid.xs) - 1
    empty = [not words_in_box(words, (grid.xs[j], grid.bbox[1], grid.xs[j + 1], grid.bbox[3]))
             for j in range(columns)]
    if not any(empty) or all(empty):
        return grid
    # the edge dropped for an empty column: its left edge, or its right one for the first column
    dropped = set()
    for j in range(columns):
        if empty[j]:
            dropped.add(j if j > 0 else 1)
    kept = [x for i, x in enumerate(grid.xs) if i not in dropped]
    if len(kept) < 3:
        return grid                       # one column left: not a table a merge could show
    groups = {}
    for cell in grid.cells:
        c0 = max(i for i, x in enumerate(kept) if x <= cell.bbox[0] + TOUCH)
        c1 = min(i for i, x in enumerate(kept) if x >= cell.bbox[2] - TOUCH)
        key = (cell.row, cell.row_span, c0, max(c1, c0 + 1))
        groups.setdefault(key, []).append(cell.bbox)
    taken = set()
    cells = []
    for (row, row_span, c0, c1), boxes in sorted(groups.items()):
        atoms = {(i, j) for i in range(row, row + row_span) for j in range(c0, c1)}
        if atoms & taken:
            return grid                   # the cells of a row do not line up with the kept edges
        taken |= atoms
        box = (kept[c0], min(b[1] for b in boxes), kept[c1], max(b[3] for b in boxes))
        cells.append(GridCell(row, c0, row_span, c1 - c0, box))
    cells.sort(key=lambda c: (c.row, c.column))
    return Grid(grid.bbox, tuple(kept), grid.ys, tuple(cells), grid.kinds)
