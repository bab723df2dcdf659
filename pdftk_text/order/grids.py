"""Grids: rows of short cells, read row by row.

A table's cells stack in columns, close and overlapping, so the block builder would join
each column into one block and the XY-cut would read the table column by column: every
date, then every height. pdftotext and mutool read such a table row by row. A grid is
``grid_rows`` or more rows, each two or more segments side by side on one baseline, the
rows closer than ``grid_row_gap`` em to each other, the cells short (a median of at most
``grid_words`` words, and in most rows a cell at most ``grid_width`` em wide -- a column
of numbers, dates, page numbers -- or a median of one word: the tokens of a listing set
in columns), and drawn row by row: each row's cells after every cell of the row above,
in content order. Up to ``grid_spanning`` rows of one cell in a row (a heading across
the table, a listing's comment) do not end it. Each of its rows becomes one block, its
cells in reading direction. A cell whose text wraps keeps its lines together: a line
under one cell only, close below it and drawn between that cell and the next, continues
the cell. Columns of prose, whose lines pair up across the gutter just as well, keep
their order: their lines run longer. Short blocks side by side -- three addresses, two
lists -- look like a grid but are drawn a column at a time, and are read a column at a
time, as pdftotext and mutool read them.
This module must never look at another page.
"""

from .segments import union

# No table's row has more cells; a row of more (a hostile line cut into thousands of
# pieces) is no grid row, which bounds the work of matching a row's lines to the cells
# above at MAX_CELLS squared.
MAX_CELLS = 64


def grid_rows(segments, tolerances):
    """The rows of the grids among ``segments``, each a list of its cells left to right,
    each cell a list of its lines (segments) top to bottom."""
    rows = _rows(sorted((s for s in segments if not s.vertical), key=lambda s: (s.bbox[1], s.bbox[0], s.first)))
    out, run, spanning = [], [], 0
    for row in rows:
        under = _continues(run[-1], row, tolerances) if run else None
        if under is not None:
            for segment, cell in zip(row, under):
                cell.append(segment)
            continue
        if run and _follows(run[-1], row, tolerances):
            if _cells(row, tolerances):
                run.append([[s] for s in row])
                spanning = 0
                continue
            if len(row) == 1 and spanning < tolerances.grid_spanning:
                run.append([[row[0]]])          # a row of one cell across the grid (kept if more rows follow)
                spanning += 1
                continue
        _close(run, out, tolerances)
        run, spanning = ([[[s] for s in row]] if _cells(row, tolerances) else []), 0
    _close(run, out, tolerances)
    return out


def _rows(ordered):
    """Segments on one baseline grouped: each one's middle within the row's first segment's
    height and the first's middle within its own."""
    rows = []
    for segment in ordered:
        if rows:
            first = rows[-1][0]
            if same_row(segment, first):
                rows[-1].append(segment)
                continue
        rows.append([segment])
    return [sorted(row, key=lambda s: (s.bbox[0], s.first)) for row in rows]


def same_row(a, b):
    """Whether two segments stand on one baseline: each one's middle within the other's
    height."""
    return (b.bbox[1] <= (a.bbox[1] + a.bbox[3]) / 2 <= b.bbox[3]
            and a.bbox[1] <= (b.bbox[1] + b.bbox[3]) / 2 <= a.bbox[3])


def _cells(row, tolerances):
    """Two or more segments (MAX_CELLS at most) apart by at least a gutter, none
    overlapping the next."""
    if not 2 <= len(row) <= MAX_CELLS:
        return False
    for left, right in zip(row, row[1:]):
        if right.bbox[0] - left.bbox[2] < tolerances.min_gutter * max(left.size, right.size):
            return False
    return True


def _continues(above, row, tolerances):
    """The cells of ``above`` (a grid row) that ``row``'s segments continue, one for each,
    or None: a cell's text wrapped onto a line of its own, under that cell's first line
    and no other cell's, close below its last line, drawn after its first line and
    before the next cell (the producer writes a cell's lines together). Each cell is
    asked of its first and last lines only: a cell of many lines costs no more."""
    if len(row) > len(above):
        return None
    out = []
    for segment in row:
        under = [i for i, cell in enumerate(above)
                 if min(segment.bbox[2], cell[0].bbox[2]) > max(segment.bbox[0], cell[0].bbox[0])]
        if len(under) != 1:
            return None
        i = under[0]
        cell = above[i]
        size = max(segment.size, cell[0].size)
        if (segment.bbox[1] - cell[-1].bbox[3] > tolerances.link_gap * size
                or segment.first < cell[0].first
                or i + 1 < len(above) and segment.first > above[i + 1][0].first):
            return None
        out.append(cell)
    return out


def _follows(above, row, tolerances):
    """``row`` is the next row of the grid whose last row is ``above``: close below it, over it."""
    top, bottom = union([s.bbox for cell in above for s in cell]), union([s.bbox for s in row])
    size = max(s.size for s in _segments(above) + row)
    if bottom[1] - top[3] > tolerances.grid_row_gap * size:
        return False
    return min(top[2], bottom[2]) > max(top[0], bottom[0])


def _segments(row):
    return [s for cell in row for s in cell]


def _close(run, out, tolerances):
    if not run:
        return
    while run and len(run[-1]) == 1:        # a grid ends with a row of cells
        run = run[:-1]
    rows = [_segments(row) for row in run]
    cells = [segments for segments, row in zip(rows, run) if len(row) > 1]
    if len(cells) < tolerances.grid_rows:
        return
    words = sorted(len(s.words) for row in cells for s in row)
    narrowest = sorted(min((s.bbox[2] - s.bbox[0]) / s.size for s in row) for row in cells)
    median = words[len(words) // 2]
    if (median <= tolerances.grid_words and (median == 1 or narrowest[len(cells) // 2] <= tolerances.grid_width)
            and _drawn_by_rows(rows)):
        out.extend(run)


def _drawn_by_rows(rows):
    """Every row drawn after the row above it (content order): the producer wrote the
    grid row by row, as a table is. Columns drawn one after the other -- addresses,
    lists, columns of prose -- are blocks side by side, and are read so."""
    return all(max(s.first for s in above) < min(s.first for s in row) for above, row in zip(rows, rows[1:]))
