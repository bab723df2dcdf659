"""Ruled tables: a page's grids of rules filled with its words.

Takes the page's rules and shading (tables/rulings.py), the grids they draw
(tables/grid.py) and the page's words, and yields table records with source "ruled".
A grid of one cell is a box, not a table, and is not reported. Rows ruled only around
their group are told apart by their lines (tables/subrows.py). The first row is a
header when it is shaded and the rows below are not, or set in a heavier weight than
they are; the first two rows are, when the first groups the second (a cell spanning
two of its columns, or both rows) and the two stand apart from the rows below. This
module must never read the PDF; it works on rules and word records.
"""

from . import confidence
from .cells import cell_record, made_rows, table_record, words_in_box
from .captions import drop_captions
from .grid import find_grids
from .padding import merge_empty_columns
from .spans import split_aligned_spans
from .stack import join_stacked
from .subrows import split_rows

_HEAVY = ("bold", "black", "heavy", "semibold", "demi")


def ruled_tables(page, words, merged, fills, least=0.0):
    """Table records (no id yet) for the closed grids the rules draw on ``page``
    (``merged``: its rules snapped and merged, ``rulings.snap_and_merge``); a table whose
    confidence is below ``least`` holds its first row's cells only (``cells.made_rows``)."""
    horizontals, verticals = merged
    tables = []
    for grid in join_stacked(find_grids(horizontals, verticals), words):
        if len(grid.cells) < 2:
            continue
        tables.append(_table(page, grid, words, fills, least))
    return tables


def _table(page, grid, words, fills, least):
    grid = split_aligned_spans(merge_empty_columns(grid, words), words)
    grid, captions = drop_captions(grid, words)
    grid, unruled = split_rows(grid, words)
    rows, columns = len(grid.ys) - 1, len(grid.xs) - 1
    placed = [(cell, words_in_box(words, cell.bbox)) for cell in grid.cells]
    header, count = None, 0
    for depth in _header_depths(placed, rows):
        header = header_evidence([ws for c, ws in placed if c.row < depth],
                                 [ws for c, ws in placed if c.row >= depth],
                                 [c.bbox for c, _ in placed if c.row < depth],
                                 [c.bbox for c, _ in placed if c.row >= depth], fills)
        if header:
            count = depth
            break
    filled = sum(1 for _, ws in placed if ws) / len(placed)
    x0, y0, x1, y1 = grid.bbox
    area = (x1 - x0) * (y1 - y0)
    bands = [c for c in grid.cells if c.column_span == columns]       # cells as wide as the grid
    largest = max(((c.bbox[2] - c.bbox[0]) * (c.bbox[3] - c.bbox[1]) for c in bands), default=0.0)
    largest = largest / area if area > 0 else 0.0
    score, evidence = confidence.ruled(rows, columns, filled, header, grid.kinds, largest)
    made = made_rows(score, least)
    cells = [cell_record(c.row, c.column, c.row_span, c.column_span, c.row < count, c.bbox, ws)
             for c, ws in placed if c.row < made]
    if count > 1:
        evidence.append(f"header rows: {count} (titles grouping the columns below)")
    if unruled:
        evidence.append(f"rows told apart by their lines, not by rules: {unruled}")
    if captions:
        evidence.append(f"caption or source rows inside the frame left out: {captions}")
    return table_record(page, grid.bbox, rows, columns, cells, "ruled", score, evidence, count)


def _header_depths(placed, rows):
    """How many leading rows may be the header, deepest first: two when the first row
    groups the second -- one of its cells spans two columns or both rows -- and a body
    is left below; else one."""
    first = [c for c, _ in placed if c.row == 0]
    grouped = any(c.column_span > 1 for c in first) or any(c.row_span == 2 for c in first)
    if grouped and rows > 3 and all(c.row + c.row_span <= 2 for c in first):
        return (2, 1)
    return (1,)


def header_evidence(head_words, body_words, head_boxes, body_boxes, fills):
    """"fill" or "weight" when the first row stands apart from the rest, else None."""
    if not body_boxes or not any(head_words):
        return None
    block = max(b[3] for b in head_boxes) - min(b[1] for b in head_boxes)    # one fill may shade every header row
    head_shaded = all(_shaded(b, fills, block) for b in head_boxes)
    body_shaded = any(_shaded(b, fills, b[3] - b[1]) for b in body_boxes)
    if head_shaded and not body_shaded:
        return "fill"
    head = [w for ws in head_words for w in ws]
    body = [w for ws in body_words for w in ws]
    if head and body and all(is_heavy(w) for w in head) and not any(is_heavy(w) for w in body):
        return "weight"
    return None


def is_heavy(word):
    font = (word.get("font") or "").lower()
    return any(mark in font for mark in _HEAVY)


def _shaded(box, fills, height, slack=1.0):
    """A filled rectangle behind the cell's centre, no taller than about ``height`` (the
    cell's, or the header rows' together: a page or table background is not a row's
    shading)."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    tallest = 1.5 * height + slack
    return any(f[0] - slack <= cx <= f[2] + slack and f[1] - slack <= cy <= f[3] + slack
               and f[3] - f[1] <= tallest for f in fills)
