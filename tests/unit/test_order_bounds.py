"""The order stage on pages of thousands of cells, bounded by work done: the pairs the
block builder tests, the blocks the XY-cut visits, the segments the table-heading test
looks at. Counted, never timed; each page still ends with every word in one block."""

import signal

import pytest

from pdftk_text import _core
from pdftk_text.order import blocks, furniture, order_records
from pdftk_text.order.page import self_check
from test_order_grids import _page

ROWS, CELLS = 4, 3000          # 12,000 one-letter cells, 20 pt apart, rows 14 pt apart
SAFETY_SECONDS = 120           # a net only: the work counted is what is asserted


@pytest.fixture(autouse=True)
def safety():
    def alarm(signum, frame):
        raise TimeoutError(f"the order stage ran past {SAFETY_SECONDS} s")
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(SAFETY_SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _dense(rows=ROWS, cells=CELLS, top=100.0):
    # drawn column by column: a column's cells, drawn one after another, make one block
    # (drawn row by row, each cell's row begun before it, they would not)
    return _page([(20.0 + 20.0 * c, top + 14.0 * r, "x") for c in range(cells) for r in range(rows)])


@pytest.fixture
def counted(monkeypatch):
    counts = {"pairs": 0, "headings": 0}
    lists, heads = blocks.block_lists, furniture._heads_columns

    def pair(*args):
        found = lists(*args)
        counts["pairs"] += found[1]          # the pairs the core's links weighed
        return found

    def heading(*args):
        counts["headings"] += 1
        return heads(*args)

    monkeypatch.setattr(blocks, "block_lists", pair)
    monkeypatch.setattr(furniture, "_heads_columns", heading)
    return counts


def _diagnostics(records):
    return [r for r in records if r["type"] == "diagnostic"]


def test_a_page_of_thousands_of_cells_links_near_each_cell(counted):
    out = list(order_records(_dense()))
    assert 0 < counted["pairs"] <= _core.MAX_SCAN * ROWS * CELLS
    assert not [d for d in _diagnostics(out) if d["code"] == "order.self-check-failed"]
    words = [w for r in out if r["type"] == "block" for w in r["words"]]
    assert sorted(words) == list(range(ROWS * CELLS))


def test_thousands_of_columns_are_cut_within_the_bound():
    # each column of four cells is one block; peeling 3,000 columns one at a time would
    # visit 4.5 million blocks: the rest is read in content order, and said so
    out = list(order_records(_dense()))
    (limit,) = [d for d in _diagnostics(out) if d["code"] == "limit.layout-work"]
    assert limit["blocks"] == CELLS
    words = [w for r in out if r["type"] == "block" for w in r["words"]]
    assert sorted(words) == list(range(ROWS * CELLS))


def test_an_ordinary_page_is_cut_whole():
    out = list(order_records(_dense(rows=40, cells=30)))
    assert not [d for d in _diagnostics(out) if d["code"].startswith("limit.")]


def test_a_header_band_of_thousands_of_segments_is_no_table_heading(counted):
    # all 12,000 cells in the top fifth of the page: the heading test is not run
    out = list(order_records(_dense(top=10.0)))
    assert counted["headings"] == 0
    assert [r for r in out if r["type"] == "block"]


def test_a_header_band_of_a_few_segments_is_looked_at(counted):
    list(order_records(_dense(rows=2, cells=10, top=10.0)))
    assert 0 < counted["headings"] <= 20 <= furniture.MAX_EDGES


def test_a_long_paragraph_under_a_table_is_asked_line_by_line():
    # 60,000 lines under a table: each asked whether it continues the cell above by that
    # cell's first and last lines only, and a block's line ids gathered once each (both
    # read every line again for each line: 60,000 lines ran past the safety net)
    from test_order_grids import COLUMNS, TABLE
    cells = [(COLUMNS[c], 100.0 + 20.0 * r, TABLE[r][c]) for r in range(len(TABLE)) for c in range(3)]
    top = 100.0 + 20.0 * len(TABLE)
    cells += [(60.0, top + 12.0 * i, "line") for i in range(60000)]
    out = list(order_records(_page(cells)))
    assert [r["text"] for r in out if r["type"] == "block"][:len(TABLE)] == ["\n".join(row) for row in TABLE]


def test_the_self_check_names_words_lost_and_placed_twice():
    words = [{"id": i} for i in range(4)]
    assert self_check(words, [[0, 1], [2], [3]]) is None
    assert self_check(words, [[0, 1], [3]]) == "words lost [2] (1), placed twice [] (0)"
    assert self_check(words, [[0, 1, 2], [2, 3], [3]]) == "words lost [] (0), placed twice [2, 3] (2)"


def test_a_long_edge_line_is_folded_but_never_kept():
    # running lines recur and are folded once; a hostile page's line of many glyphs in the
    # footer band is folded as any other, and not held past its page
    long = "Page 7 of XII " * 1000
    held = furniture._fold_cached.cache_info().currsize
    assert furniture.fold(long) == " ".join(["page # of #"] * 1000)
    assert furniture.numbers(long)[:4] == (7, 12, 7, 12)
    assert furniture._fold_cached.cache_info().currsize == held
    assert furniture.fold("  Page 7  of XII ") == "page # of #"


def test_a_page_number_key_is_read_in_one_pass():
    # what reads as a page number alone, and what does not
    for key in ("#", "- # -", "page #", "p. #", "pg #", "pg. #", "# of #", "#/#", "seite # von #", "página #",
                "page # of #", "[#]", "##"):
        assert furniture.number_only(key), key
    for key in ("", "-", "p #", "pages #", "page", "# of", "of #", "page # of", "chapter #", "# de # de #",
                "#.# calling external functions", "page # of # of #", "#a"):
        assert not furniture.number_only(key), key
    # a footer line of a set of numbers (tracemonkey.pdf's '{##, ##, ... α}'): the pattern
    # this replaced backtracked, 3 ms at 73 characters, 2 s at 131, 52 s at 259; this one
    # would not end within the safety net
    assert not furniture.number_only("{" + "##, " * 400 + "α}")
    assert furniture.number_only("{" + "##, " * 400 + "}")
    assert not furniture.number_only("page" + " #" * 20000 + " of")
