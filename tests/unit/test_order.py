"""The order stage on word streams built here: the XY-cut's order and confidence as the
gutter narrows, running lines over a bounded window, gutters, and streams without pages."""

import pytest

from pdftk_text.order import Tolerances, order_records
from pdftk_text.order import stream as order_stream


def _page(number, rows, height=800.0, size=10.0):
    """A page record then one line and its words per (x0, y, texts...) row."""
    out = [{"type": "page", "page": number, "width": 600.0, "height": height}]
    word_id = 0
    for line_id, (x0, y, *texts) in enumerate(rows):
        first = word_id
        words = []
        x = x0
        for text in texts:
            width = 5.0 * len(text)
            words.append({"type": "word", "page": number, "id": word_id, "bbox": (x, y, x + width, y + size),
                          "text": text, "glyphs": (word_id * 20, word_id * 20 + len(text) - 1),
                          "size": size, "direction": "ltr", "line": line_id})
            x += width + 3.0
            word_id += 1
        out.append({"type": "line", "page": number, "id": line_id, "bbox": (x0, y, x, y + size),
                    "text": " ".join(texts), "words": (first, word_id - 1), "direction": "ltr", "angle": 0})
        out.extend(words)
    return out


def _two_columns(gutter, lines=6):
    """Left column lines at x 50, right column at 50 + 200 + gutter; content order row by row."""
    rows = []
    for i in range(lines):
        rows.append((50.0, 100.0 + 12 * i, f"left{i}", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"))
        rows.append((50.0 + 200.0 + gutter, 100.0 + 12 * i, f"right{i}", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"))
    return _page(1, rows)


def _blocks(records):
    return [r for r in records if r["type"] == "block"]


@pytest.mark.parametrize("gutter", [12.0, 15.0, 20.0, 30.0, 40.0])
def test_columns_read_down_each_column(gutter):
    out = list(order_records(_two_columns(gutter)))
    texts = [b["text"].split()[0] for b in _blocks(out)]
    assert texts == ["left0", "right0"]
    first = _blocks(out)[0]["text"].split("\n")
    assert [line.split()[0] for line in first] == [f"left{i}" for i in range(6)]


def test_confidence_does_not_rise_as_the_gutter_narrows():
    confidences = []
    for gutter in (60.0, 40.0, 30.0, 25.0, 20.0, 15.0, 12.0, 10.5):
        (order,) = [r for r in order_records(_two_columns(gutter)) if r["type"] == "order"]
        confidences.append(order["confidence"])
    assert confidences == sorted(confidences, reverse=True)
    assert confidences[0] > confidences[-1]


def test_a_gap_narrower_than_a_gutter_is_no_column():
    # 8 pt at 10 pt text is under min_gutter (1 em): the rows read across, line by line.
    out = list(order_records(_two_columns(8.0)))
    assert _blocks(out)[0]["text"].startswith("left0")
    assert len(_blocks(out)) == 1 or "right0" in _blocks(out)[1]["text"].split("\n")[0]


def _running_document(pages):
    records = [{"type": "document", "pages": pages}]
    for n in range(1, pages + 1):
        records += _page(n, [(200.0, 20.0, "Harbour", "byelaws"), (50.0, 300.0, f"Body{n}", "text"),
                             (280.0, 770.0, "Page", str(n))])
    return records


def test_running_header_and_page_number_recur_over_the_window():
    out = list(order_records(_running_document(12)))
    furniture = [(r["page"], r["kind"], r["text"]) for r in out if r["type"] == "furniture"]
    assert len(furniture) == 24
    assert (12, "page-number", "Page 12") in furniture and (1, "header", "Harbour byelaws") in furniture
    assert all(b["text"].startswith("Body") for b in _blocks(out))


def test_a_page_number_above_the_footer_band_still_recurs():
    # LaTeX's article class sets the folio at 83% of the page height, above the 12%
    # footer band; a line of text there is no candidate, a lone page number is.
    records = [{"type": "document", "pages": 3}]
    for n in range(1, 4):
        records += _page(n, [(50.0, 300.0, f"Body{n}", "text"), (50.0, 660.0, "Closing", "words"),
                             (300.0, 664.0 + 20.0, str(n))])
    out = list(order_records(records))
    assert [(r["page"], r["kind"], r["text"]) for r in out if r["type"] == "furniture"] == \
        [(n, "page-number", str(n)) for n in range(1, 4)]


def test_a_single_page_has_no_running_lines():
    out = list(order_records(_running_document(1)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_the_window_holds_a_bounded_number_of_pages(monkeypatch):
    held = []
    original = order_stream._Window.push

    def push(self, page):
        yield from original(self, page)
        held.append(len(self.pending))
    monkeypatch.setattr(order_stream._Window, "push", push)
    list(order_records(_running_document(30)))
    assert max(held) == Tolerances().window // 2


def test_a_line_number_gutter_is_furniture_word_by_word():
    rows = [(20.0, 60.0 + 24 * i, str(i + 1)) for i in range(20)]
    rows += [(60.0, 60.0 + 24 * i, "Witness", "said", "so") for i in range(20)]
    out = list(order_records(_page(1, rows)))
    lane = [r["text"] for r in out if r["type"] == "furniture"]
    assert lane == [str(i + 1) for i in range(20)]
    assert all(r["kind"] == "line-number" for r in out if r["type"] == "furniture")


def test_a_line_of_any_height_beside_a_gutter_is_read_in_one_look():
    # A word stream may carry a line 2e9 pt tall: bucketing it by height would make
    # 2.5e8 buckets (the stage hung); it is asked about every token instead.
    rows = [(20.0, 60.0 + 24 * i, str(i + 1)) for i in range(20)]
    rows += [(60.0, 60.0 + 24 * i, "Witness", "said", "so") for i in range(20)]
    records = _page(1, rows)
    records.append({"type": "line", "page": 1, "id": 99, "bbox": (400.0, -1e9, 420.0, 1e9), "text": "tall",
                    "words": (99, 99), "direction": "ltr", "angle": 0})
    records.append({"type": "word", "page": 1, "id": 99, "bbox": (400.0, -1e9, 420.0, 1e9), "text": "tall",
                    "glyphs": (900, 903), "size": 10.0, "direction": "ltr", "line": 99})
    out = list(order_records(records))
    assert [r["text"] for r in out if r["type"] == "furniture"] == [str(i + 1) for i in range(20)]


def test_numbers_out_of_order_are_no_gutter():
    rows = [(20.0, 60.0 + 24 * i, str(v)) for i, v in enumerate([5, 1, 9, 2, 8, 3, 7, 4])]
    rows += [(60.0, 60.0 + 24 * i, "Item", "text") for i in range(8)]
    out = list(order_records(_page(1, rows)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_a_tables_first_column_is_no_gutter():
    # '1 May' ... '12 May' down a table's first column: the day opens its line and
    # increases line by line, but a word space away from its month (lo-tables page 2).
    rows = [(60.0, 90.0 + 28 * i, str(i + 1), "May") for i in range(12)]
    rows += [(173.0, 90.0 + 28 * i, f"{5 + i:02d}:12") for i in range(12)]
    out = list(order_records(_page(1, rows)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_a_tables_middle_column_of_counts_is_no_gutter():
    # Increasing numbers far from both neighbours, but with a column before them: no lane.
    rows = [(60.0, 90.0 + 28 * i, f"Station{i}") for i in range(12)]
    rows += [(200.0, 90.0 + 28 * i, str(10 + i)) for i in range(12)]
    rows += [(300.0, 90.0 + 28 * i, "open") for i in range(12)]
    out = list(order_records(_page(1, rows)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_section_numbers_beside_a_gutter_stay_with_their_headings():
    # ltxdoc: code-line numbers in a smaller size 0.4 em from the code are a lane; the
    # section numbers at the same x, a quad before their heading, are not.
    records = _page(1, [(100.0, 60.0, "1", "Introduction")] + [(108.0, 100.0 + 12 * i, f"\\line{i}") for i in range(16)]
                    + [(100.0, 320.0, "2", "Implementation")])
    numbers = [w for w in records if w["type"] == "word" and w["text"].startswith("\\")]
    for i, word in enumerate(numbers):         # each code line gets a 7 pt number 3 pt before it
        x0 = word["bbox"][0]
        records.append({"type": "line", "page": 1, "id": 100 + i, "bbox": (x0 - 8.0, word["bbox"][1], x0 - 3.0, word["bbox"][1] + 7.0),
                        "text": str(i + 1), "words": (200 + i, 200 + i), "direction": "ltr", "angle": 0})
        records.append({"type": "word", "page": 1, "id": 200 + i, "bbox": (x0 - 8.0, word["bbox"][1] + 2.0, x0 - 3.0, word["bbox"][1] + 9.0),
                        "text": str(i + 1), "glyphs": (4000 + i, 4000 + i), "size": 7.0, "direction": "ltr", "line": 100 + i})
    out = list(order_records(records))
    lane = [r["text"] for r in out if r["type"] == "furniture"]
    assert lane == [str(i + 1) for i in range(16)]
    assert [b["text"] for b in _blocks(out) if b["text"][0].isdigit()] == ["1 Introduction", "2 Implementation"]


def test_contents_page_numbers_are_no_gutter():
    # Page numbers down a contents page's right edge increase, far from their entries,
    # but not one line per unit: the entries are not the lines they count.
    pages = [1, 3, 4, 9, 12, 13, 20, 21]
    rows = [(50.0, 60.0 + 24 * i, f"Entry{i}") for i in range(8)] + [(500.0, 60.0 + 24 * i, str(p)) for i, p in enumerate(pages)]
    rows += [(50.0, 700.0, "end")]
    out = list(order_records(_page(1, rows)))
    assert not [r for r in out if r["type"] == "furniture"]


def _continued_table(pages):
    records = [{"type": "document", "pages": pages}]
    for n in range(1, pages + 1):
        rows = [(60.0, 60.0, "Date"), (173.0, 60.0, "High", "water")]
        for i in range(10):
            day = (n - 1) * 10 + i + 1
            rows += [(60.0, 88.0 + 28 * i, str(day), "May"), (173.0, 88.0 + 28 * i, f"{i + 1:02d}:12")]
        records += _page(n, rows)
    return records


def test_a_continued_tables_heading_and_first_rows_are_no_running_lines():
    out = list(order_records(_continued_table(3)))
    assert not [r for r in out if r["type"] == "furniture"]
    lines = [line for b in _blocks(out) if b["page"] == 2 for line in b["text"].split("\n")]
    assert {"Date", "High water", "11 May", "01:12"} <= set(lines)


def test_a_running_page_number_follows_the_pages():
    records = [{"type": "document", "pages": 4}]
    for n in range(1, 5):
        records += _page(n, [(50.0, 300.0, f"Body{n}", "text"), (280.0, 770.0, "Page", str(n + 10)), (50.0, 785.0, "Issue", "7")])
    out = list(order_records(records))
    furniture = {(r["page"], r["text"]) for r in out if r["type"] == "furniture"}
    assert furniture == {(n, t) for n in range(1, 5) for t in (f"Page {n + 10}", "Issue 7")}


def test_words_without_page_records_and_foreign_records_pass():
    page = _page(3, [(50.0, 100.0, "alone")])[1:]
    out = list(order_records([{"type": "note"}] + page + [{"type": "other", "page": 3}]))
    assert [r["type"] for r in out] == ["note", "order", "line", "block", "word", "other"]
    assert out[1]["page"] == 3


def _form(order):
    """Six label/value rows 30 pt apart (each line its own block), labels at x 50 and
    values at x 330, drawn in ``order`` (indexes into the twelve lines, row-major)."""
    lines = []
    for i in range(6):
        lines.append((50.0, 100.0 + 30 * i, f"label{i}", "of", "the", "field", "on", "the", "form"))
        lines.append((330.0, 100.0 + 30 * i, f"value{i}", "written", "in"))
    return _page(1, [lines[k] for k in order])


def test_a_form_drawn_row_by_row_reads_row_by_row():
    # The XY-cut alone cuts the two tall columns first (all labels, then all values); the
    # producer drew each label then its value, an order every precedence of the page allows.
    out = list(order_records(_form(range(12))))
    assert [b["text"].split()[0] for b in _blocks(out)] == [f"{k}{i}" for i in range(6) for k in ("label", "value")]
    (order,) = [r for r in out if r["type"] == "order"]
    assert order["source"] == "layout" and order["confidence"] == 1.0


def test_a_header_drawn_last_goes_first_and_the_rest_keeps_its_order():
    rows = [(50.0, 100.0 + 30 * i, f"line{i}", "of", "the", "text") for i in range(8)]
    out = list(order_records(_page(1, rows + [(50.0, 40.0, "Heading", "drawn", "last")])))
    assert [b["text"].split()[0] for b in _blocks(out)] == ["Heading"] + [f"line{i}" for i in range(8)]


def test_a_page_drawn_out_of_any_order_is_read_by_the_geometry():
    # The form drawn bottom row first: the precedences would move most blocks, so the
    # content order is no evidence and the XY-cut reads the columns.
    out = list(order_records(_form([10, 11, 0, 8, 3, 6, 1, 9, 4, 7, 2, 5])))
    assert [b["text"].split()[0] for b in _blocks(out)] == [f"label{i}" for i in range(6)] + [f"value{i}" for i in range(6)]


def test_a_bold_heading_close_over_its_text_is_a_block_of_its_own():
    # LibreOffice's Heading 1 over a paragraph: bold, 1.15 x the text's size, 2 pt above it.
    records = _page(1, [(50.0, 100.0, "Abstract"), (50.0, 112.0, "Searching", "an", "archive", "needs"),
                        (50.0, 124.0, "text", "in", "reading", "order.")])
    for record in records:
        if record["type"] == "word":
            record["font"] = "BAAAAA+LiberationSans-Bold" if record["line"] == 0 else "CAAAAA+LiberationSerif"
    texts = [b["text"] for b in _blocks(order_records(records))]
    assert texts == ["Abstract", "Searching an archive needs\ntext in reading order."]


def _joined_columns(gap, lines=6):
    """Two columns of prose ``gap`` pt apart whose rows the words stage made one line each
    (LaTeX's twocolumn sets them 10 pt apart at 10 pt): each line's words left then right."""
    out = [{"type": "page", "page": 1, "width": 600.0, "height": 800.0}]
    word_id = 0
    for line_id in range(lines):
        y, first, words = 100.0 + 12 * line_id, word_id, []
        for column, x in enumerate((50.0, 50.0 + 230.0 + gap)):
            for k in range(6):
                text = f"{'LR'[column]}{line_id}w{k}"
                words.append({"type": "word", "page": 1, "id": word_id, "bbox": (x, y, x + 35.0, y + 10.0),
                              "text": text, "glyphs": (word_id * 10, word_id * 10 + len(text) - 1),
                              "size": 10.0, "direction": "ltr", "line": line_id})
                x += 39.0
                word_id += 1
        out.append({"type": "line", "page": 1, "id": line_id, "bbox": (50.0, y, words[-1]["bbox"][2], y + 10.0),
                    "text": " ".join(w["text"] for w in words), "words": (first, word_id - 1),
                    "direction": "ltr", "angle": 0})
        out.extend(words)
    return out


def test_columns_one_em_apart_in_joined_lines_are_cut_at_their_gutter():
    texts = [b["text"] for b in _blocks(order_records(_joined_columns(10.0)))]
    assert [t.split()[0] for t in texts] == ["L0w0", "R0w0"]
    assert texts[0].split("\n")[-1].startswith("L5w0")


def test_a_wide_word_space_in_one_line_of_a_paragraph_cuts_nothing():
    records = _joined_columns(10.0)
    for record in records:               # the other lines' words cover the gap: no gutter
        if record["type"] == "word" and record["line"] != 2 and record["text"].startswith("R"):
            record["bbox"] = (record["bbox"][0] - 6.0, record["bbox"][1], record["bbox"][2] - 6.0, record["bbox"][3])
    texts = [b["text"] for b in _blocks(order_records(records))]
    assert len(texts) == 1 and "L2w5 R2w0" in texts[0]


def _drawn_lines(lines):
    """A page record, then one line and its words per (y, [(x0, x1, text)...]), in the
    order given (the content order); 8 pt HelveticaNeue, bold where the text is marked *."""
    records = [{"type": "page", "page": 1, "width": 612.0, "height": 792.0}]
    word_id = 0
    for line_id, (y, row) in enumerate(lines):
        first = word_id
        for x0, x1, text in row:
            records.append({"type": "word", "page": 1, "id": word_id, "bbox": (x0, y, x1, y + 9.4),
                            "text": text.lstrip("*"), "glyphs": (3 * word_id, 3 * word_id + 2), "size": 8.0,
                            "font": "HelveticaNeueLTStd-Bd" if text[0] == "*" else "HelveticaNeueLTStd-Roman",
                            "direction": "ltr", "line": line_id})
            word_id += 1
        records.append({"type": "line", "page": 1, "id": line_id, "bbox": (row[0][0], y, row[-1][1], y + 9.4),
                        "text": "", "words": (first, word_id - 1), "direction": "ltr", "angle": 0})
    return records


# Form 1040 (2010), Income, lines 7 to 19 (prefilled_f1040.pdf, page 1): each row its
# line number (bold), label, leader dots and the number again by its amount box, at the
# document's x positions, 12 pt apart, drawn row by row. Its structure tree (and mutool)
# read them so, row after row.
def _dots(x0, x1=444.0):
    return [(x, ".") for x in range(int(x0), int(x1) + 1, 12)]


F1040 = [
    [(118.0, "*7"), (136.8, "Wages, salaries, tips, etc. Attach Form(s) W-2"), *_dots(312), (469.4, "*7")],
    [(118.0, "*8a"), (136.8, "Taxable interest. Attach Schedule B if required"), *_dots(312), (467.1, "*8a")],
    [(122.4, "*b"), (136.8, "Tax-exempt interest. Do not include on line 8a"), *_dots(312, 336), (351.7, "*8b")],
    [(118.0, "*9a"), (136.8, "Ordinary dividends. Attach Schedule B if required"), *_dots(324), (467.1, "*9a")],
    [(122.4, "*b"), (136.8, "Qualified dividends"), *_dots(216, 336), (351.7, "*9b")],
    [(113.5, "*10"), (136.8, "Taxable refunds, credits, or offsets of state and local income taxes"), *_dots(384),
     (467.2, "*10")],
    [(113.5, "*11"), (136.8, "Alimony received"), *_dots(204), (467.2, "*11")],
    [(113.5, "*12"), (136.8, "Business income or (loss). Attach Schedule C or C-EZ"), *_dots(336), (467.2, "*12")],
    [(113.5, "*13"), (136.8, "Capital gain or (loss). Attach Schedule D if required. If not required, check here"),
     (467.2, "*13")],
    [(113.5, "*14"), (136.8, "Other gains or (losses). Attach Form 4797"), *_dots(288), (467.2, "*14")],
    [(113.5, "*15a"), (136.8, "IRA distributions"), *_dots(204, 204), (227.3, "*15a"), (345.6, "*b"),
     (354.9, "Taxable amount"), *_dots(420), (464.7, "*15b")],
    [(113.5, "*16a"), (136.8, "Pensions and annuities"), (227.3, "*16a"), (345.6, "*b"), (354.9, "Taxable amount"),
     *_dots(420), (464.7, "*16b")],
    [(113.5, "*17"), (136.8, "Rental real estate, royalties, partnerships, S corporations, trusts, etc. Attach"),
     (467.2, "*17")],
    [(113.5, "*18"), (136.8, "Farm income or (loss). Attach Schedule F"), *_dots(288), (467.2, "*18")],
    [(113.5, "*19"), (136.8, "Unemployment compensation"), *_dots(252), (467.2, "*19")],
]


def _words(row):
    """(x0, x1, text) of each word of a row's (x, text) cells, 3.6 pt a character, a
    2.2 pt space."""
    out = []
    for x, text in row:
        bold = "*" if text.startswith("*") else ""
        for piece in text.lstrip("*").split():
            out.append((x, x + 3.6 * len(piece), bold + piece))
            x += 3.6 * len(piece) + 2.2
    return out


def _tax_form():
    return _drawn_lines([(338.0 + 12 * i, _words(row)) for i, row in enumerate(F1040)])


def test_a_forms_line_numbers_by_label_and_box_are_no_gutter():
    # The numbers down the amount boxes increase line by line, set apart at the rows'
    # right edge, but each repeats its row's own number: they number the form's lines.
    assert not [r for r in order_records(_tax_form()) if r["type"] == "furniture"]


def test_a_tax_form_drawn_row_by_row_reads_number_label_and_box_row_by_row():
    # Stacked 2.6 pt apart, the box numbers (and the line numbers, and the labels) would
    # join into blocks; each row is begun at its left before its box number, so none
    # goes on from the one above it.
    words = [t for b in _blocks(order_records(_tax_form())) for t in b["text"].split()]
    assert words == [t for row in F1040 for _, text in row for t in text.lstrip("*").split()]


# Form 1040 (2010), lines 14 and 15 as the words stage reads them from prefilled_f1040.pdf
# (page 1; x0, x1 and text of each word, in content order; * bold), 12 pt apart.
LINES_14_15 = [
    [(113.5, 122.4, "*14"), (136.8, 156.8, "Other"), (159.0, 178.1, "gains"), (180.4, 187.6, "or"),
     (189.8, 218.9, "(losses)."), (221.1, 244.4, "Attach"), (246.6, 265.3, "Form"), (267.5, 285.3, "4797"),
     *[(x, x + 2.2, ".") for x in range(288, 445, 12)], (467.2, 476.0, "*14")],
    [(113.5, 122.4, "*15"), (122.4, 127.0, "*a"), (136.8, 149.5, "IRA"), (151.8, 195.8, "distributions"),
     (204.0, 206.2, "."), (227.3, 240.7, "*15a"), (345.6, 350.5, "*b"), (354.9, 380.8, "Taxable"),
     (382.9, 407.8, "amount"), (420.0, 422.0, "."), (432.0, 434.0, "."), (444.0, 446.0, "."), (464.7, 478.5, "*15b")],
]


def _read(lines):
    return [t for b in _blocks(order_records(_drawn_lines(lines))) for t in b["text"].split()]


def _texts(lines):
    return [text.lstrip("*") for _, row in lines for _, _, text in row]


def test_a_box_number_does_not_join_the_one_above_when_its_row_was_begun_first():
    # The producer drew line 15 from its left, up to the dots before its box, then 15b:
    # 15b goes on from its row, not from the 14 above it (the dots beside it are about
    # its width, as a second column of prose would be, but 15b is no line of prose). The
    # tree and mutool read each row in turn.
    lines = [(446.0, LINES_14_15[0]), (458.0, LINES_14_15[1])]
    assert _read(lines) == _texts(lines)


def test_a_piece_drawn_after_other_rows_is_not_put_back_after_a_line_on_its_baseline():
    # The margin note beside lines 14 and 15 is drawn first, then the two rows: the
    # pieces of line 15, on the baseline of the note's last line, are no part of it (the
    # rows between were drawn after the note). The tree and mutool read note, 14, 15.
    note = [(442.2, [(36.0, 40.4, "If"), (42.7, 55.7, "you"), (57.9, 69.2, "did"), (71.4, 83.0, "not")]),
            (451.8, [(36.0, 47.4, "get"), (49.6, 53.9, "a"), (56.2, 73.3, "W-2,")]),
            (461.4, [(36.0, 48.6, "see"), (50.8, 68.7, "page"), (71.0, 82.1, "20.")])]
    lines = note + [(446.0, LINES_14_15[0]), (458.0, LINES_14_15[1])]
    assert _read(lines) == _texts(lines)


def test_a_page_s_words_taken_at_once_order_as_taken_one_by_one():
    """The in-process pipelines hand the order stage each page's lines and words as one
    batch (``WordOptions(batch=True)``): the stage writes what it writes for the same
    records one by one, and a batch that is not under its own page record is refused."""
    from pathlib import Path

    from pdftk_text.errors import RecordStreamError
    from pdftk_text.glyphs import glyph_batches
    from pdftk_text.pdf.document import open_path
    from pdftk_text.words import WordOptions, word_records
    from pdftk_text.records.batches import WordsBatch

    path = str(Path(__file__).resolve().parents[2] / "corpus" / "lo-columns-untagged.pdf")
    one_by_one = list(order_records(word_records(glyph_batches(open_path(path)))))
    batched = word_records(glyph_batches(open_path(path)), WordOptions(batch=True))
    kinds = [r["type"] for r in batched]
    assert "words" in kinds and "word" not in kinds
    assert list(order_records(word_records(glyph_batches(open_path(path)), WordOptions(batch=True)))) == one_by_one
    page = {"type": "page", "page": 1, "width": 600.0, "height": 800.0}
    with pytest.raises(RecordStreamError):
        list(order_records([page, WordsBatch(type="words", page=2, lines=[], words=[])]))
    read = {"type": "words", "page": 2}           # a stream's record of that type is no batch
    assert read in list(order_records([page, read]))


def test_the_core_s_precedence_sort_is_the_pairwise_sort():
    """The core's precedence sort (native/src/order.rs: a sweep finds the pairs that
    share width or height, the rest precede neither way) gives the order of weighing
    every pair of blocks both ways with the rule as evidence.py stated it, on random
    pages, with boxes flat, inverted, infinite or not numbers."""
    import heapq
    import random

    from pdftk_text import _core

    def before(a, b, rtl):
        ax0, ay0, ax1, ay1, a_size = a
        bx0, by0, bx1, by1, b_size = b
        touch = 0.25 * min(a_size, b_size)
        if ay1 <= by0 + touch and min(ax1, bx1) > max(ax0, bx0):
            return True
        band = min(ay1, by1) - max(ay0, by0)
        if band < 0.5 * min(ay1 - ay0, by1 - by0) or band <= 0:
            return False
        return bx1 <= ax0 + touch if rtl else ax1 <= bx0 + touch

    def pairwise(boxes, rtl):
        n = len(boxes)
        after, waiting = [[] for _ in range(n)], [0] * n
        for i in range(n):
            for j in range(n):
                if i != j and before(boxes[i], boxes[j], rtl) and not before(boxes[j], boxes[i], rtl):
                    after[i].append(j)
                    waiting[j] += 1
        ready = [i for i in range(n) if waiting[i] == 0]
        heapq.heapify(ready)
        out, done = [], [False] * n
        while len(out) < n:
            if not ready:
                heapq.heappush(ready, min(i for i in range(n) if not done[i]))
            i = heapq.heappop(ready)
            if done[i]:
                continue
            done[i] = True
            out.append(i)
            for j in after[i]:
                waiting[j] -= 1
                if waiting[j] == 0 and not done[j]:
                    heapq.heappush(ready, j)
        return out

    rng = random.Random(3)
    for _ in range(300):
        boxes = []
        for _ in range(rng.randint(1, 40)):
            x0, y0 = rng.choice((rng.uniform(0, 500), 100.0)), rng.choice((rng.uniform(0, 700), 200.0))
            box = [x0, y0, x0 + rng.choice((0.0, rng.uniform(-20, 300))), y0 + rng.choice((0.0, rng.uniform(-5, 40)))]
            if rng.random() < 0.05:
                box[rng.randrange(4)] = rng.choice((float("nan"), float("inf"), -float("inf")))
            boxes.append((*box, rng.choice((10.0, 12.0, float("nan")) if rng.random() < 0.05 else (10.0, 12.0))))
        for rtl in (False, True):
            assert _core.precedence_order(boxes, rtl) == pairwise(boxes, rtl)


def test_a_blocks_parts_and_box_are_those_its_words_and_segments_give():
    # the core reads a block's box, size, first glyph, words, text and line ids off its
    # words' records: the values Python's union, median, min and joins take of its segments
    # (each segment holds one line's words, so its first word names the line for all)
    import os
    from pdftk_text.glyphs import glyph_records
    from pdftk_text.order.blocks import Block, _asked, block_lists
    from pdftk_text.order.page import _by_line
    from pdftk_text.order.segments import segments_of
    from pdftk_text.order.tolerances import Tolerances
    from pdftk_text.pdf.document import open_path
    from pdftk_text.words.stream import word_records
    seen = 0
    for name in ("tex-article.pdf", "lo-report-untagged.pdf", "lo-columns-untagged.pdf"):
        path = os.path.join(os.path.dirname(__file__), "..", "..", "corpus", name)
        records = list(word_records(glyph_records(open_path(path))))
        for page in sorted({r["page"] for r in records if r["type"] == "word"}):
            words = [r for r in records if r["type"] == "word" and r["page"] == page]
            lines = [r for r in records if r["type"] == "line" and r["page"] == page]
            segments = segments_of(lines, _by_line(words), Tolerances())
            lists, _, facts = block_lists(segments, Tolerances(), False)
            for made, positions in zip(segments.blocks(lists, facts), lists):
                assert made is not None                                   # the core made it
                block, asked = Block(*made), _asked(segments, positions)
                held, ids, text, line_ids = block.parts()
                assert (held, ids, text, line_ids) == asked.parts()
                assert line_ids == list(dict.fromkeys(w["line"] for w in held)) and ids == [w["id"] for w in held]
                assert (block.bbox, block.size, block.first) == (asked.bbox, asked.size, asked.first)
                assert [type(v) for v in (*block.bbox, block.size, block.first)] == \
                    [type(v) for v in (*asked.bbox, asked.size, asked.first)]
                seen += len(set(line_ids)) > 1
    assert seen > 10                          # blocks of several lines were asked


def test_a_word_whose_text_is_no_string_fails_where_its_block_is_written():
    # the block Python takes for it joins its text when its record is made, in reading
    # order: the block read first names its word, as it did before the core made blocks
    from pdftk_text.order.stream import OrderOptions

    def line(lid, y, middle, glyph):
        words = [{"type": "word", "page": 1, "id": 3 * lid + k, "line": lid, "text": text, "size": 10.0,
                  "bbox": (50.0 + 30 * k, y, 75.0 + 30 * k, y + 10.0), "glyphs": (glyph + k, glyph + k),
                  "direction": "ltr"} for k, text in enumerate(("a", middle, "b"))]
        return [{"type": "line", "page": 1, "id": lid, "direction": "ltr", "angle": 0}] + words

    records = [{"type": "page", "page": 1, "width": 600.0, "height": 800.0}] + line(0, 300.0, 5, 10) + \
        line(1, 500.0, 1.5, 0)
    for mode, first in (("content", "'float'"), ("layout", "'int'")):   # drawn first; on top
        with pytest.raises(TypeError, match=first):
            list(order_records(records, OrderOptions(mode=mode)))


def test_a_text_ruled_out_as_a_page_number_never_folds_to_one():
    # the cheap look before folding may let a text through, never turn a page number away
    import random
    from pdftk_text.order.furniture import _may_be_number, fold, number_only
    parts = ["page", "Page", "PAGE", "p.", "pg", "pg.", "seite", "página", "PÁGINA", "of", "sur", "de", "von",
             "/", "-", "–", "xiv", "IV", "mix", "did", "civil", "the", "Chapter", "3", "12", "iii", "a", "ix)",
             "(7)", "3i", "i3", "x_y", "²", "½", "١٢", "İ", "ß", "page²", "#", "—", "\t", "pp", "de:", "vonx"]
    rng = random.Random(7)
    kept = 0
    for _ in range(20000):
        text = "".join(rng.choice(parts) + rng.choice(["", " ", ".", "-"]) for _ in range(rng.randint(1, 5)))
        if number_only(fold(text)):
            assert _may_be_number(text), text
            kept += 1
    assert kept > 500 and not _may_be_number("Chapter 3") and _may_be_number("Page 3 of 12")


def test_a_block_of_sides_past_two_to_the_53_takes_pythons_exact_extremes():
    # a stream's integer past 2^53 is no double: the block's box takes the greater of
    # 9007199254740992.0 and 9007199254740993, as Python compares them, not a tie
    from pdftk_text.order.stream import order_records
    records, gid = [{"type": "page", "page": 1, "width": 595.0, "height": 842.0}], 0
    for i, right in enumerate((9007199254740992.0, 9007199254740993)):
        top, text = 300 + 12 * i, ("Alpha beta gamma", "delta epsilon zeta")[i]
        records.append({"type": "line", "page": 1, "id": i, "bbox": [56.8, top, right, top + 10], "text": text,
                        "words": [i, i], "direction": "ltr", "angle": 0, "baseline": [56.8, top + 8, right, top + 8],
                        "size": 10.0})
        records.append({"type": "word", "page": 1, "id": i, "bbox": [56.8, top, right, top + 10], "text": text,
                        "glyphs": [gid, gid + len(text) - 1], "font": "F", "size": 10.0, "direction": "ltr",
                        "angle": 0, "baseline": [56.8, top + 8, right, top + 8], "line": i})
        gid += 100
    (block,) = [r for r in order_records(records) if r["type"] == "block"]
    assert block["bbox"][2] == 9007199254740993 and type(block["bbox"][2]) is int
