"""Rows a ruled grid leaves unruled: a group of rows ruled only around the group.

A grid row is cut into one row per line of its first column when that column's cell holds
two lines or more that are entries, not a wrapped phrase, and every other cell holding
text has a line on each of those baselines (``BASELINE`` pt): the rows of a table ruled
only between groups (dvipdfmx's manual: 'boolean', 'numeric', 'string' ... beside their
examples in one ruled row). A line of another column between two entries is the
continuation of the entry above it and stays in its row. A line break is a possible wrap
when the next line's first word would not have fit after the line; where every break of
a row is, the row may hold wrapped phrases, and the grid's rows are cut only when one of
its rows has a break made on purpose (a line stopping short of room for the next word):
a table whose 'l' columns are as wide as their widest entry cuts its two-entry groups
too, a table of wrapped paragraphs nothing. A number above a number is such a break: a
body ruled as one row under its header (the Census Bureau's tables) is cut at its lines. Nor is a row a spanning cell crosses cut.
This module works on the grid and the words its cells hold; it must never decide what
is a table.
"""

import re

from .cells import words_in_box
from .grid import Grid, GridCell

BASELINE = 1.5       # pt: lines this close share a baseline
SPACE = 0.25         # em: the word space a wrap would have put before the next line's first word
# A line that is one number (signs, currency, thousands separators, a percent or a
# footnote star around it): a number does not wrap onto the next line's number.
_NUMBER = re.compile(r"^[-+–(*]*[$€£]?\d[\d.,]*%?\)?\**$")


def split_rows(grid, words):
    """``grid`` with its unruled rows cut at their entries' lines, and how many rows were added."""
    found = [(row, _cuts(row, grid.cells, words)) for row in range(len(grid.ys) - 1)]
    found = [(row, cuts, forced) for row, (cuts, forced) in found if cuts]
    if all(forced for _, _, forced in found):
        return grid, 0                    # nothing but wrapped phrases, or nothing at all
    ys, cells = list(grid.ys), list(grid.cells)
    for row, cuts, _ in reversed(found):   # bottom up: the row numbers above stay valid
        cells = _cut(cells, row, cuts)
        ys[row + 1:row + 1] = cuts
    added = sum(len(cuts) for _, cuts, _ in found)
    return Grid(grid.bbox, grid.xs, tuple(ys), tuple(sorted(cells, key=lambda c: (c.row, c.column))), grid.kinds), added


def _cuts(row, cells, words):
    """(the y of each cut inside grid row ``row``, top down, or []; whether every line
    break in the row may be a wrap)."""
    crossing = [c for c in cells if c.row <= row < c.row + c.row_span]
    if any(c.row_span != 1 for c in crossing):
        return [], True
    first = next((c for c in crossing if c.column == 0), None)
    if first is None or first.column_span != 1:
        return [], True
    entries = _lines(words_in_box(words, first.bbox))
    if len(entries) < 2:
        return [], True
    keys = [baseline for baseline, _ in entries]
    filled = [(c, _lines(words_in_box(words, c.bbox))) for c in crossing if c is not first]
    filled = [(c, lines) for c, lines in filled if lines]
    if not filled:
        return [], True
    others = [lines for _, lines in filled]
    for lines in others:
        baselines = [b for b, _ in lines]
        if baselines[0] < keys[0] - BASELINE or not all(any(abs(b - k) <= BASELINE for b in baselines) for k in keys):
            return [], True
    cuts = []
    for index in range(1, len(keys)):
        above = [ws for lines in [entries] + others for b, ws in lines if b < keys[index] - BASELINE]
        bottom = max(w["bbox"][3] for ws in above for w in ws)
        top = min(w["bbox"][1] for lines in [entries] + others for b, ws in lines
                  if abs(b - keys[index]) <= BASELINE for w in ws)
        cuts.append((bottom + top) / 2 if top > bottom else top)
    forced = all(_forced(lines, c.bbox) for c, lines in [(first, entries)] + filled)
    return cuts, forced


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


def _forced(lines, box):
    """Whether each line break in a cell may be a wrap: the next line's first word would
    not have fit after the line, within the cell's width less its padding."""
    left = min(w["bbox"][0] for _, ws in lines for w in ws)
    inner = box[2] - box[0] - 2 * max(0.0, left - box[0])
    for (_, line), (_, following) in zip(lines, lines[1:]):
        if _is_number(line) and _is_number(following):
            return False
        first = min(following, key=lambda w: w["bbox"][0])
        width = first["bbox"][2] - first["bbox"][0]
        if max(w["bbox"][2] for w in line) - left + SPACE * (first.get("size") or 0.0) + width <= inner:
            return False
    return True


def _is_number(words):
    return len(words) == 1 and bool(_NUMBER.match(words[0]["text"]))


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
