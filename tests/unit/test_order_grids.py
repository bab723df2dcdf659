"""Grids in the order stage: a table drawn row by row is read row by row; short blocks
side by side drawn a column at a time (addresses), columns of prose, and two rows of
cells are no grid: their cells stay blocks, read in the producer's order when it is a
plausible one. Word streams built here; the corpus holds the real ones
(test_order_corpus: lo-tables.pdf, rl-addresses.pdf)."""

from pdftk_text.order import Tolerances, order_records


def _page(cells, size=10.0):
    """A page record, then one line and its words per (x, y, text) cell, in the order given
    (the content order: each cell's glyphs after the previous cell's)."""
    out = [{"type": "page", "page": 1, "width": 600.0, "height": 800.0}]
    word_id = glyph = 0
    for line_id, (x, y, text) in enumerate(cells):
        first = word_id
        left = x
        for piece in text.split():
            width = 5.0 * len(piece)
            out.append({"type": "word", "page": 1, "id": word_id, "bbox": (left, y, left + width, y + size),
                        "text": piece, "glyphs": (glyph, glyph + len(piece) - 1), "size": size,
                        "direction": "ltr", "line": line_id})
            left += width + 3.0
            glyph += len(piece)
            word_id += 1
        out.append({"type": "line", "page": 1, "id": line_id, "bbox": (x, y, left - 3.0, y + size),
                    "text": text, "words": (first, word_id - 1), "direction": "ltr", "angle": 0})
    return out


def _text(records):
    return [r["text"] for r in records if r["type"] == "block"]


TABLE = [("Date", "High water", "Height"), ("1 May", "05:12", "3.7"), ("2 May", "06:02", "4.4"),
         ("3 May", "06:52", "3.2"), ("4 May", "07:42", "3.9")]
COLUMNS = (60.0, 170.0, 320.0)


def _table(by_rows=True, pitch=28.0):
    cells = [(COLUMNS[c], 100.0 + pitch * r, TABLE[r][c]) for r in range(len(TABLE)) for c in range(3)]
    if not by_rows:
        cells = [(COLUMNS[c], 100.0 + pitch * r, TABLE[r][c]) for c in range(3) for r in range(len(TABLE))]
    return _page(cells)


def test_a_table_drawn_row_by_row_is_read_row_by_row():
    assert _text(order_records(_table())) == ["\n".join(row) for row in TABLE]


def test_a_padded_tables_rows_are_one_grid():
    # LibreOffice's tide log: rows 28 pt apart, 15 pt of space between them (1.5 em)
    assert len(_text(order_records(_table(pitch=28.0)))) == len(TABLE)


def test_a_table_drawn_column_by_column_keeps_its_columns():
    cells = "\n".join(_text(order_records(_table(by_rows=False)))).split("\n")
    assert cells == [TABLE[r][c] for c in range(3) for r in range(len(TABLE))]


def test_addresses_side_by_side_are_read_whole():
    names = [["Harbour Master", "The Lighthouse", "Quay Road", "Portwell PW1"],
             ["Lifeboat Station", "Boathouse Slip", "East Mole", "Portwell PW3"],
             ["Fish Market", "Auction Hall", "South Pier", "Portwell PW5"]]
    cells = [(72.0 + 168.0 * c, 100.0 + 14.0 * r, names[c][r]) for c in range(3) for r in range(4)]
    assert _text(order_records(_page(cells))) == ["\n".join(lines) for lines in names]


def test_columns_of_prose_drawn_row_by_row_read_down_each_column():
    line = "the quick brown fox jumps over the lazy dog"
    cells = []
    for r in range(6):
        cells += [(50.0, 100.0 + 12.0 * r, f"left{r} {line}"), (320.0, 100.0 + 12.0 * r, f"right{r} {line}")]
    texts = _text(order_records(_page(cells)))
    assert [t.split()[0] for t in texts] == ["left0", "right0"]


def test_two_rows_of_cells_are_no_grid():
    two = _page([(COLUMNS[c], 100.0 + 20.0 * r, TABLE[r][c]) for r in range(2) for c in range(3)])
    assert _text(order_records(two)) == ["Date", "High water", "Height", "1 May", "05:12", "3.7"]
    by_columns = _page([(COLUMNS[c], 100.0 + 20.0 * r, TABLE[r][c]) for c in range(3) for r in range(2)])
    assert _text(order_records(by_columns)) == ["Date", "1 May", "High water", "05:12", "Height", "3.7"]


def test_rows_far_apart_are_no_grid():
    far = Tolerances().grid_row_gap * 10.0 + 20.0       # more than grid_row_gap em between rows
    texts = _text(order_records(_table(pitch=far)))
    assert texts == [cell for row in TABLE for cell in row]        # one block a cell, drawn row by row


def test_a_wrapped_cell_keeps_its_lines_in_its_row():
    # ReportLab's rl-wrapped-cells: a cell's second line drawn right after its first
    cells = []
    for r, (number, work, boat, wrapped) in enumerate([("1", "Replaced the lamp", "Morning Star", "and its wiring"),
                                                      ("2", "Scraped the hull", "Sea Swallow", None),
                                                      ("3", "Overhauled the winch", "Little Wren", "new brake bands")]):
        y = 100.0 + 40.0 * r
        cells += [(60.0, y, number), (110.0, y, work)]
        if wrapped:
            cells.append((110.0, y + 12.0, wrapped))
        cells.append((330.0, y, boat))
    assert _text(order_records(_page(cells))) == [
        "1\nReplaced the lamp\nand its wiring\nMorning Star", "2\nScraped the hull\nSea Swallow",
        "3\nOverhauled the winch\nnew brake bands\nLittle Wren"]


def test_a_line_drawn_after_the_next_cell_is_no_wrapped_line():
    # under the first column, but drawn after the row: a row of its own, no grid row
    cells = []
    for r in range(3):
        y = 100.0 + 40.0 * r
        cells += [(60.0, y, f"{r + 1}"), (110.0, y, "short cell"), (330.0, y, "boat")]
    cells.append((110.0, 192.0, "a note"))
    texts = _text(order_records(_page(cells)))
    assert "1\nshort cell\nboat" in texts and all("a note" not in t or t == "a note" for t in texts)


LISTING = [("\\DeclareMathSymbol{\\centerdot}", "{\\mathbin}{AMSa}{\"05}"),
           ("\\DeclareMathSymbol{\\lozenge}", "{\\mathord}{AMSa}{\"06}"),
           ("%%~In~amsfonts.sty:", None),
           ("\\DeclareMathSymbol{\\boxminus}", "{\\mathbin}{AMSa}{\"0C}"),
           ("\\DeclareMathSymbol{\\Vdash}", "{\\mathrel}{AMSa}{\"0D}")]


def test_a_listing_set_in_columns_reads_line_by_line():
    # amssymb.pdf's ltxdoc listing: a command and its arguments 2 em apart, one token each
    # (wider than a table's cell), a comment line between: read line by line, as pdftotext
    cells = []
    for r, (command, arguments) in enumerate(LISTING):
        cells.append((165.0, 100.0 + 11.0 * r, command))
        if arguments:
            cells.append((335.0, 100.0 + 11.0 * r, arguments))
    texts = _text(order_records(_page(cells)))
    assert [t.replace("~", " ") for t in texts] == [
        "\n".join(p for p in pair if p).replace("~", " ") for pair in LISTING]


def test_a_grid_ends_with_its_last_row_of_cells():
    cells = [(COLUMNS[c], 100.0 + 20.0 * r, TABLE[r][c]) for r in range(len(TABLE)) for c in range(3)]
    cells.append((60.0, 100.0 + 20.0 * len(TABLE), "Heights are above chart datum."))
    texts = _text(order_records(_page(cells)))
    assert texts == ["\n".join(row) for row in TABLE] + ["Heights are above chart datum."]


def test_a_comment_set_far_right_stays_on_its_line():
    # auto-pst-pdf-lua-doc.pdf: '\usepackage{fontspec}%%   for the lualatex run(s)' in a
    # listing, the comment cut off at the wide gap, drawn between its line and the next
    cells = [(100.0, 100.0, "\\ifpdf"), (100.0, 110.0, "\\usepackage{fontspec}%%"),
             (300.0, 110.0, "for the lualatex run(s)"), (100.0, 120.0, "\\usepackage{dejavu-otf}"),
             (100.0, 130.0, "\\else")]
    assert _text(order_records(_page(cells))) == [
        "\\ifpdf\n\\usepackage{fontspec}%%\nfor the lualatex run(s)\n\\usepackage{dejavu-otf}\n\\else"]


def test_a_line_of_the_next_column_stays_in_its_column():
    # the same places, the right-hand line drawn after the whole left column: a column
    cells = [(100.0, 100.0, "\\ifpdf"), (100.0, 110.0, "\\usepackage{fontspec}%%"),
             (100.0, 120.0, "\\usepackage{dejavu-otf}"), (100.0, 130.0, "\\else"),
             (300.0, 110.0, "for the lualatex run(s)")]
    assert _text(order_records(_page(cells))) == [
        "\\ifpdf\n\\usepackage{fontspec}%%\n\\usepackage{dejavu-otf}\n\\else", "for the lualatex run(s)"]


def test_contents_entries_drawn_with_their_page_numbers_read_row_by_row():
    # Two entries are too few for a grid; their lines are close enough to join as a
    # paragraph, but the producer drew each entry then its page number (pdf.js bug2009627).
    cells = [(72.0, 100.0, "1 Document structures"), (286.0, 100.0, "1"),
             (72.0, 113.0, "1.1 Mathematics"), (286.0, 113.0, "3")]
    assert _text(order_records(_page(cells))) == ["1 Document structures", "1", "1.1 Mathematics", "3"]


def test_questions_drawn_each_with_its_answer_far_right_read_row_by_row():
    # pdf.js issue9972-2: each question, then its "yes no" boxes far to its right; the
    # questions' lines are close enough to join, and the answers are not much narrower.
    questions = ["Did you eat before bed?", "Did you drink any alcohol?", "Did you watch any TV?"]
    cells = []
    for r, question in enumerate(questions):
        cells += [(60.0, 100.0 + 12.0 * r, question), (400.0, 100.0 + 12.0 * r, "yes no what? ____")]
    assert _text(order_records(_page(cells))) == [text for q in questions for text in (q, "yes no what? ____")]
