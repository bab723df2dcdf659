"""Rows a ruled grid leaves unruled: a group of rows ruled only around the group.

A grid row is cut into one row per line of its first column when that column's cell holds
two lines or more that are entries, not a wrapped phrase, and every other cell holding
text has a line on each of those baselines (``BASELINE`` pt): the rows of a table ruled
only between groups (dvipdfmx's manual: 'boolean', 'numeric', 'string' ... beside their
examples in one ruled row). A line of another column between two entries is the
continuation of the entry above it and stays in its row. A first column whose lines all
but the last reach across the cell (``WRAPPED`` of its width) is a wrapped phrase and
cuts nothing, nor does a row that a cell spanning rows crosses. This module works on the
grid and the words its cells hold; it must never decide what is a table.
"""

from .cells import words_in_box
from .grid import Grid, GridCell

BASELINE = 1.5       # pt: lines this close share a baseline
WRAPPED = 0.85       # share of the cell's inner width a wrapped line's text reaches


def split_rows(grid, words):
    """``grid`` with its unruled rows cut at their entries' lines, and how many rows were added."""
    added = 0
    ys = list(grid.ys)
    cells = list(grid.cells)
    for row in range(len(grid.ys) - 2, -1, -1):           # bottom up: row numbers above stay valid
        cuts = _cuts(row, cells, words)
        if cuts:
            cells = _cut(cells, row, cuts)
            ys[row + 1:row + 1] = cuts
            added += len(cuts)
    if not added:
        return grid, 0
    return Grid(grid.bbox, grid.xs, tuple(ys), tuple(sorted(cells, key=lambda c: (c.row, c.column))), grid.kinds), added


def _cuts(row, cells, words):
    """The y of each cut inside grid row ``row``, top down; [] when it stays whole."""
    crossing = [c for c in cells if c.row <= row < c.row + c.row_span]
    if any(c.row_span != 1 for c in crossing):
        return []
    first = next((c for c in crossing if c.column == 0), None)
    if first is None or first.column_span != 1:
        return []
    entries = _lines(words_in_box(words, first.bbox))
    if len(entries) < 2 or _wrapped(entries, first.bbox):
        return []
    keys = [baseline for baseline, _ in entries]
    others = [_lines(words_in_box(words, c.bbox)) for c in crossing if c is not first]
    others = [lines for lines in others if lines]
    if not others:
        return []
    for lines in others:
        baselines = [b for b, _ in lines]
        if baselines[0] < keys[0] - BASELINE or not all(any(abs(b - k) <= BASELINE for b in baselines) for k in keys):
            return []
    cuts = []
    for index in range(1, len(keys)):
        above = [ws for lines in [entries] + others for b, ws in lines if b < keys[index] - BASELINE]
        bottom = max(w["bbox"][3] for ws in above for w in ws)
        top = min(w["bbox"][1] for lines in [entries] + others for b, ws in lines
                  if abs(b - keys[index]) <= BASELINE for w in ws)
        cuts.append((bottom + top) / 2 if top > bottom else top)
    return cuts


def _lines(words):
    """[(baseline, words)] of upright words, top down, lines within BASELINE merged."""
    out = []
    for word in sorted((w for w in words if w.get("direction", "ltr") != "ttb" and w.get("baseline")),
                       key=lambda w: w["baseline"][1]):
        baseline = word["baseline"][1]
        if out and baseline - out[-1][0] <= BASELINE:
            out[-1][1].append(word)
        else:
            out.append((baseline, [word]))
    return out


def _wrapped(lines, box):
    """Whether a cell's lines are one phrase wrapped: all but the last reach across it."""
    left = min(w["bbox"][0] for _, ws in lines for w in ws)
    inner = box[2] - box[0] - 2 * max(0.0, left - box[0])
    if inner <= 0:
        return True
    return all(max(w["bbox"][2] for w in ws) - left >= WRAPPED * inner for _, ws in lines[:-1])


def _cut(cells, row, cuts):
    out = []
    for cell in cells:
        if cell.row > row:
            out.append(GridCell(cell.row + len(cuts), cell.column, cell.row_span, cell.column_span, cell.bbox))
        elif cell.row == row:
            x0, y0, x1, y1 = cell.bbox
            edges = [y0] + cuts + [y1]
            out.extend(GridCell(row + i, cell.column, 1, cell.column_span, (x0, edges[i], x1, edges[i + 1]))
                       for i in range(len(edges) - 1))
        else:
            out.append(cell)
    return out
