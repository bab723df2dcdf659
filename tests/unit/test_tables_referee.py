"""Ruled tables held against pdfplumber's extract_tables (lines strategy), run live.

Every corpus page where pdfplumber finds a table of more than one cell, and every
table the manifest marks ruled, must come back from our ruled detector cell for cell:
the same grid (None where a span covers a position) and the same text. pdfplumber reads
rotated text in the order of its characters' tops (bottom-to-top text comes out
reversed, "taoB" for "Boat"); there the characters are compared as a multiset, and the
reason is recorded here. pdfplumber cuts rows at rules only; where we tell rows apart by
their lines (a group ruled only around it), ours are folded into its rows to compare. A single box (one cell) is a table to pdfplumber and not to us.
"""

import json
import os
from collections import Counter

import pytest

from pdftk_text.pdf.document import open_path
from pdftk_text.tables import TableOptions, pdf_table_records
from pdftk_text.tables.cells import as_matrix

import pdfplumber   # the referee: its absence is a failure, never a skip

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
MANIFEST = json.load(open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8"))


def _readable():
    for entry in MANIFEST["files"]:
        if entry.get("kind") == "pdf" and entry.get("pages") and not entry.get("encrypted"):
            yield entry


RULED = [e["file"] for e in _readable()]


def ours(path):
    options = TableOptions(min_confidence=0.0, tagged=False, aligned=False)
    records = pdf_table_records(open_path(path, None), options=options)
    tables = {}
    for record in records:
        if record["type"] == "table":
            tables.setdefault(record["page"], []).append(record)
    return tables


def theirs(path):
    """{page: [(cell texts row by row, each row's (top, bottom))]} of pdfplumber's tables."""
    found = {}
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            tables = [(t.extract(), [(r.bbox[1], r.bbox[3]) for r in t.rows])
                      for t in page.find_tables({"vertical_strategy": "lines", "horizontal_strategy": "lines"})]
            tables = [(rows, spans) for rows, spans in tables if sum(1 for row in rows for c in row if c is not None) > 1]
            if tables:
                found[page.page_number] = tables
    return found


def _folded(table, spans):
    """Our table's rows folded into pdfplumber's: where rows without a rule between them
    were told apart by their lines (tables/subrows.py), pdfplumber, which cuts at rules
    only, holds them as one row; each of its cells is ours joined line by line."""
    if not any("by their lines" in e for e in table["evidence"]):
        return as_matrix(table)
    rows = [[None] * table["columns"] for _ in spans]
    for cell in sorted(table["cells"], key=lambda c: (c["row"], c["column"])):
        middle = (cell["bbox"][1] + cell["bbox"][3]) / 2
        row = next(i for i, (top, bottom) in enumerate(spans) if top <= middle <= bottom)
        before = rows[row][cell["column"]]
        rows[row][cell["column"]] = cell["text"] if before is None else before + "\n" + cell["text"]
    return rows


def _same_cell(mine, referee, rotated):
    if mine is None or referee is None:
        return mine is referee
    if rotated:
        return Counter(mine.replace(" ", "").replace("\n", "")) == Counter(referee.replace(" ", "").replace("\n", ""))
    return mine == referee


@pytest.mark.parametrize("name", RULED)
def test_ruled_tables_equal_pdfplumber(name):
    path = os.path.join(CORPUS, name)
    mine, referee = ours(path), theirs(path)
    assert sorted(mine) == sorted(referee), f"pages with tables: ours {sorted(mine)}, pdfplumber {sorted(referee)}"
    for page, tables in referee.items():
        assert len(mine[page]) == len(tables)
        for table, (expected, spans) in zip(mine[page], tables):
            got = _folded(table, spans)
            assert (len(got), len(got[0])) == (len(expected), len(expected[0]))
            rotated = _rotated_positions(path, page, table)
            for i, row in enumerate(expected):
                for j, text in enumerate(row):
                    assert _same_cell(got[i][j], text, (i, j) in rotated), (page, i, j, got[i][j], text)


def _rotated_positions(path, page, table):
    """Cells holding a word whose baseline is not horizontal."""
    from pdftk_text.glyphs import GlyphOptions, glyph_records
    from pdftk_text.words import word_records
    words = {r["id"]: r for r in word_records(glyph_records(open_path(path, None), GlyphOptions(pages=(page,))))
             if r["type"] == "word"}
    out = set()
    for cell in table["cells"]:
        for first, last in cell["words"]:
            if any(words[i]["angle"] != 0 for i in range(first, last + 1)):
                out.add((cell["row"], cell["column"]))
    return out


def test_manifest_ruled_tables_are_among_the_compared():
    marked = [e["file"] for e in MANIFEST["files"] for t in e.get("tables", ()) if t.get("ruled")]
    assert marked and set(marked) <= set(RULED)


KNOWN = [(e["file"], t) for e in MANIFEST["files"] for t in e.get("tables", ()) if t.get("cells")]
NOT_TABLES = [(e["file"], n) for e in MANIFEST["files"] for n in e.get("not_tables", ())
              if not e.get("tables")]


@pytest.mark.parametrize("name,truth", KNOWN, ids=[f"{n}-p{t['page']}" for n, t in KNOWN])
def test_tables_with_known_truth_come_back(name, truth):
    """The manifest's cells (from the generating source) come back from the default run,
    whichever source wins, with the rows, columns and header rows the source has."""
    records = pdf_table_records(open_path(os.path.join(CORPUS, name), None))
    found = [r for r in records if r["type"] == "table" and r["page"] == truth["page"]]
    entry = next(e for e in MANIFEST["files"] if e["file"] == name)
    index = [t for t in entry["tables"] if t["page"] == truth["page"]].index(truth)   # tables top to bottom
    assert len(found) > index, f"no table {index} on page {truth['page']}"
    table = found[index]
    assert (table["rows"], table["columns"]) == (truth["rows"], truth["columns"])
    assert as_matrix(table) == truth["cells"]
    assert table["header_rows"] == truth["header_rows"]
    assert table["confidence"] >= 0.5


@pytest.mark.parametrize("name,what", NOT_TABLES, ids=[n for n, _ in NOT_TABLES])
def test_not_tables_are_absent_or_low(name, what):
    records = pdf_table_records(open_path(os.path.join(CORPUS, name), None),
                                options=TableOptions(min_confidence=0.0))
    found = [r for r in records if r["type"] == "table" and r["page"] == what["page"]]
    assert all(t["confidence"] < 0.5 for t in found), [(t["rows"], t["columns"], t["confidence"]) for t in found]


def _pdfinfo_cells(path):
    """(header, scope, row span, column span) of each TH and TD, in tree order, as
    poppler's pdfinfo -struct prints their attributes (the referee)."""
    import subprocess
    out = subprocess.run(["pdfinfo", "-struct", path], capture_output=True, text=True, check=True).stdout
    cells, current = [], None
    for line in out.splitlines():
        text = line.strip()
        if text in ("TH:", "TD:") or text.startswith(("TH (", "TD (")):
            current = {"header": text.startswith("TH"), "scope": None, "rows": 1, "columns": 1}
            cells.append(current)
        elif current is not None and text.startswith("/"):
            key, _, value = text.partition(" ")
            if key == "/Scope":
                current["scope"] = value.lstrip("/")
            elif key in ("/RowSpan", "/ColSpan"):
                current["rows" if key == "/RowSpan" else "columns"] = int(value)
        elif not text.startswith("/"):
            current = None
    return [(c["header"], c["scope"], c["rows"], c["columns"]) for c in cells]


@pytest.mark.parametrize("name", ["lo-invoice-tagged.pdf", "lo-tables-tagged.pdf"])
def test_tagged_cells_carry_the_scope_and_spans_pdfinfo_reads(name):
    path = os.path.join(CORPUS, name)
    records = pdf_table_records(open_path(path, None), options=TableOptions(ruled=False, aligned=False))
    mine = [(c["header"], c["scope"], c["row_span"], c["column_span"])
            for r in records if r["type"] == "table" for c in r["cells"]]
    referee = _pdfinfo_cells(path)
    assert referee and any(scope == "Column" for _, scope, _, _ in referee)
    assert mine == referee
