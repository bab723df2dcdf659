"""Captions a ruled table's frame holds: its title in the first row, its source in the last.

Some producers draw the box around a table with its caption ('Exhibit 9. Characteristics
of ...') and its source line ('Source: Adapted from ...') inside, each a row of one cell
as wide as the grid (US government reports). Those rows are the table's caption and
note, not its rows: a first such row whose text opens with a caption word and a number,
a last one opening with a note word, leave the grid. This module holds the grid and the
words in it; it must never state a confidence.
"""

import re

from .cells import cell_text, words_in_box
from .grid import Grid, GridCell

_CAPTION = re.compile(r"^(table|exhibit|figure|chart|schedule)\s+[\w.-]*\d", re.IGNORECASE)
_NOTE = re.compile(r"^(source|sources|note|notes)\b\s*[:.]", re.IGNORECASE)


def is_caption(text):
    """Whether ``text`` opens as a table's or figure's caption ('Table 3.', 'Exhibit 9')."""
    return bool(_CAPTION.match(text.strip()))


def drop_captions(grid, words):
    """``grid`` without a caption row at its top and a note row at its foot, and how many
    rows went."""
    dropped = 0
    rows = len(grid.ys) - 1
    if rows > 2 and _caption(grid, 0, words, _CAPTION):
        grid, dropped, rows = _without(grid, 0), dropped + 1, rows - 1
    if rows > 2 and _caption(grid, rows - 1, words, _NOTE):
        grid, dropped = _without(grid, rows - 1), dropped + 1
    return grid, dropped


def _caption(grid, row, words, pattern):
    cells = [c for c in grid.cells if c.row <= row < c.row + c.row_span]
    if len(cells) != 1 or cells[0].column_span != len(grid.xs) - 1 or cells[0].row_span != 1:
        return False
    return bool(pattern.match(cell_text(words_in_box(words, cells[0].bbox)).strip()))


def _without(grid, row):
    ys = grid.ys[:row] + grid.ys[row + 1:] if row == 0 else grid.ys[:row + 1] + grid.ys[row + 2:]
    cells = tuple(GridCell(c.row - (1 if c.row > row else 0), c.column, c.row_span, c.column_span, c.bbox)
                  for c in grid.cells if c.row != row)
    bbox = (grid.bbox[0], ys[0], grid.bbox[2], ys[-1])
    return Grid(bbox, grid.xs, tuple(ys), cells, grid.kinds)
