"""Padding: the column edges of a ruled grid that part no words, dropped.

Some producers draw each cell as a row of filled rectangles -- a margin, the text's box,
a margin -- so the grid the fills' sides make has three columns for each one a reader
sees, two of them empty in every row, and the header's cells are cut at other edges than
the body's (US and EU government reports). An edge matters where it parts two cells of a
row that hold words; between two such cells one edge is kept, and an edge no row needs
is a margin's side. This module holds geometry and word positions only; it must never
state a confidence.
"""

from .cells import holds_words
from .grid import TOUCH, Grid, GridCell


def merge_empty_columns(grid, words):
    """``grid`` with the column edges that part no two cells holding words dropped: between
    each two neighbouring cells of a row that hold words one edge is kept (the fewest
    edges doing this for every row), the others go, and cells the drop lays over each
    other become one. Unchanged when every edge is kept or the merged cells make no
    rectangle."""
    edges = len(grid.xs)
    index = {x: i for i, x in enumerate(grid.xs)}
    texts = {cell: holds_words(words, cell.bbox) for cell in grid.cells}
    gaps = set()                          # (first, last) edge indices between two cells with words
    for row in range(len(grid.ys) - 1):
        crossing = sorted((c for c in grid.cells if c.row <= row < c.row + c.row_span and texts[c]),
                          key=lambda c: c.column)
        for left, right in zip(crossing, crossing[1:]):
            gaps.add((left.column + left.column_span, right.column))
    kept = {0, edges - 1}
    for first, last in sorted(gaps, key=lambda g: (g[1], g[0])):      # stab each gap at its right end
        if not any(first <= k <= last for k in kept):
            kept.add(last)
    if len(kept) == edges or len(kept) < 3:
        return grid
    kept = [grid.xs[i] for i in sorted(kept)]
    placed = []                           # (atoms on the kept edges, bbox) of each cell
    for cell in grid.cells:
        c0 = max(i for i, x in enumerate(kept) if x <= cell.bbox[0] + TOUCH)
        c1 = max(c0 + 1, min(i for i, x in enumerate(kept) if x >= cell.bbox[2] - TOUCH))
        atoms = {(i, j) for i in range(cell.row, cell.row + cell.row_span) for j in range(c0, c1)}
        placed.append((atoms, cell.bbox))
    cells = []
    for atoms, boxes in _overlapping(placed):
        r0, r1 = min(i for i, _ in atoms), max(i for i, _ in atoms) + 1
        c0, c1 = min(j for _, j in atoms), max(j for _, j in atoms) + 1
        if len(atoms) != (r1 - r0) * (c1 - c0):
            return grid                   # the merged cells make no rectangle: leave the grid as drawn
        box = (kept[c0], min(b[1] for b in boxes), kept[c1], max(b[3] for b in boxes))
        cells.append(GridCell(r0, c0, r1 - r0, c1 - c0, box))
    cells.sort(key=lambda c: (c.row, c.column))
    return Grid(grid.bbox, tuple(kept), grid.ys, tuple(cells), grid.kinds)


def _overlapping(placed):
    """The cells whose atoms overlap, gathered: [(atoms, [bbox])], in the order first met."""
    parent = list(range(len(placed)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner = {}
    for index, (atoms, _) in enumerate(placed):
        for atom in atoms:
            if atom in owner:
                a, b = find(owner[atom]), find(index)
                parent[max(a, b)] = min(a, b)
            else:
                owner[atom] = index
    groups = {}
    for index, (atoms, box) in enumerate(placed):
        group = groups.setdefault(find(index), (set(), []))
        group[0].update(atoms)
        group[1].append(box)
    return [groups[k] for k in sorted(groups)]
