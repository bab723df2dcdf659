"""Tagged tables on one page: structure-tree tables (tables/structure.py) given words.

A word belongs to a cell when its first glyph carries one of the cell's MCIDs on this
page. A table whose rows lie on several pages gives one record per page, each holding
the rows with content there, renumbered from 0; the later parts continue the earlier
ones. A cell's headers are the positions, in its part, of the header cells its Headers
attribute names (one on another page's part is left out). This module must never read
the PDF.
"""

from . import confidence
from .cells import cell_record, envelope, table_record


def mcid_words(words, glyph_mcids):
    """Words grouped by the MCID of their first glyph (artifact glyphs carry none)."""
    out = {}
    for word in words:
        first = (word.get("glyphs") or [None])[0]
        mcid = glyph_mcids.get(first)
        if mcid is not None:
            out.setdefault(mcid, []).append(word)
    return out


def tagged_page_tables(page, tables, by_mcid):
    """(table index, table record) for each tagged table with content on ``page``."""
    out = []
    for index, table in enumerate(tables):
        placed = []
        for cell in table.cells:
            words = [w for p, mcid in cell.parts if p == page for w in by_mcid.get(mcid, ())]
            if words:
                placed.append((cell, sorted(words, key=lambda w: w["id"])))
        if placed:
            out.append((index, _record(page, table, placed)))
    return out


def _record(page, table, placed):
    rows = sorted({c.row + k for c, _ in placed for k in range(c.row_span)})
    renumber = {row: i for i, row in enumerate(rows)}
    cells = []
    for cell, words in placed:
        bbox = envelope([w["bbox"] for w in words])
        span = sum(1 for k in range(cell.row_span) if cell.row + k in renumber)
        headers = [(renumber[i], j) for i, j in cell.headers or () if i in renumber]
        cells.append(cell_record(renumber[cell.row], cell.column, span, cell.column_span, cell.header, bbox, words,
                                 cell.scope, headers))
    cells.sort(key=lambda c: (c["row"], c["column"]))
    columns = max(c["column"] + c["column_span"] for c in cells)
    widths = [table.row_widths[row] for row in rows if row < len(table.row_widths)]
    score, evidence = confidence.tagged(widths)
    header_rows = sum(1 for row in rows if row < table.header_rows)
    bbox = envelope([c["bbox"] for c in cells])
    return table_record(page, bbox, len(rows), columns, cells, "tagged", score, evidence, header_rows)
