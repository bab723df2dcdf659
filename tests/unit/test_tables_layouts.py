"""Tables as other producers draw them (the ICDAR-2013 documents' ways, rebuilt by hand):
cells drawn as rows of filled rectangles, rows ruled only across, captions inside a
table's frame, columns seen only in alignment under a header that groups them.

Each page is generated here with its truth known, as in test_tables.py.
"""

import os

from pdftk_text.records.jsonl import read_records
from pdftk_text.tables import table_records
from pdftk_text.tables.cells import as_matrix

from test_tables import HEIGHT, build, grid, tables, text_at


def filled(x0, top, width, height, grey=0.9):
    """A filled rectangle, no stroke (y down from the page's top)."""
    return f"{grey} g {x0} {HEIGHT - top - height} {width} {height} re f 0 g\n".encode()


def test_cells_drawn_as_margin_text_margin_fills_are_one_column_each():
    # Each cell drawn as three fills: a 4 pt margin, the text's box, a 4 pt margin (the
    # grid their sides make has three columns for each column read).
    rows = [("Item", "Never", "Often"), ("Left out", "27.9%", "19.9%"), ("Helpless", "25.5%", "24.4%"),
            ("Hopeless", "32.4%", "24.1%")]
    widths = [120, 60, 60]
    content = b""
    for i, row in enumerate(rows):
        x = 72
        for j, s in enumerate(row):
            for x0, w in ((x, 4), (x + 4, widths[j] - 8), (x + widths[j] - 4, 4)):
                content += filled(x0, 100 + 18 * i, w, 18)
            content += text_at(x + 6, 100 + 18 * i + 4, s)
            x += widths[j]
    found = [t for t in tables(build([content])) if t["source"] == "ruled"]
    assert len(found) == 1
    assert (found[0]["rows"], found[0]["columns"]) == (4, 3)
    assert as_matrix(found[0]) == [list(r) for r in rows]
    assert found[0]["confidence"] >= 0.5


def test_header_cells_cut_at_other_edges_than_the_body_cells_share_their_columns():
    # The header's cells drawn as margin, text, margin fills; each body cell as one fill
    # as wide as the three: the header's margins' sides cut no body cell.
    head = ("Category", "Description", "Count")
    body = [("1a", "Influence on concept", "12"), ("1b", "No influence", "7"), ("2a", "Later changes", "3")]
    widths = [60, 140, 50]
    content, x = b"", 72
    for j, s in enumerate(head):
        for x0, w in ((x, 5), (x + 5, widths[j] - 10), (x + widths[j] - 5, 5)):
            content += filled(x0, 100, w, 18, 0.7)
        content += text_at(x + 7, 104, s)
        x += widths[j]
    for i, row in enumerate(body):
        x = 72
        for j, s in enumerate(row):
            content += filled(x, 118 + 18 * i, widths[j], 18)
            content += text_at(x + 7, 122 + 18 * i, s)
            x += widths[j]
    found = [t for t in tables(build([content])) if t["source"] == "ruled"]
    assert len(found) == 1
    assert as_matrix(found[0]) == [list(head)] + [list(r) for r in body]


def test_body_rows_boxed_whole_under_a_ruled_header_keep_the_headers_columns():
    # The column rules drawn in the header only; each body row one box across the table.
    head = ["Country", "Domestic", "Imported", "Total"]
    body = [["Austria", "92.9", "7.1", "5,821"], ["Belgium", "0", "0", "5,906"], ["Cyprus", "100.0", "0", "17"]]
    texts = {(i, j): s for i, row in enumerate([head] + body) for j, s in enumerate(row)}
    merged = [(i, 0, i, 3) for i in range(1, 4)]
    found = tables(build([grid(72, 100, [100, 70, 70, 70], [20] * 4, texts, merged)]))
    assert len(found) == 1 and found[0]["source"] == "ruled"
    assert as_matrix(found[0]) == [head] + body


def test_a_title_centred_over_two_columns_stays_one_cell():
    texts = {(1, 0): "Sex", (1, 1): "no.", (1, 2): "Rate", (2, 0): "Female", (2, 1): "200", (2, 2): "103.1",
             (3, 0): "Male", (3, 1): "224", (3, 2): "176.5"}
    content = grid(72, 100, [100, 70, 70], [20] * 4, texts, [(0, 1, 0, 2)])
    content += text_at(172 + 70 - 58, 104, "Coronary heart disease")      # centred on the edge at x 242
    found = tables(build([content]))
    assert as_matrix(found[0])[0] == [None, "Coronary heart disease", None] or \
        as_matrix(found[0])[0] == ["", "Coronary heart disease", None]


def line(x0, y0, x1, y1):
    """A stroked line (y down from the page's top)."""
    return f"{x0} {HEIGHT - y0} m {x1} {HEIGHT - y1} l S\n".encode()


def test_a_table_ruled_with_open_sides_keeps_its_stub_column():
    # Rules across at the top, under the header and at the foot, from x 72 to 392; column
    # rules between the columns only (l|r|r): the row labels have no rule on their left.
    rows = [("Category", "Number", "Percent"), ("All ages", "291,099", "100.0"),
            ("With a disability", "54,425", "18.7"), ("Severe", "34,947", "12.0")]
    content = line(72, 100, 392, 100) + line(72, 120, 392, 120) + line(72, 180, 392, 180)
    content += line(232, 100, 232, 180) + line(312, 100, 312, 180)
    for i, row in enumerate(rows):
        top = 104 if i == 0 else 124 + 18 * (i - 1)
        for j, s in enumerate(row):
            content += text_at((75, 235, 315)[j], top, s)
    found = [t for t in tables(build([content])) if t["source"] == "ruled"]
    assert len(found) == 1
    assert as_matrix(found[0]) == [list(r) for r in rows]


def test_a_body_ruled_as_one_row_is_cut_at_its_numbers_lines():
    # Header ruled apart; the body one ruled row, each column's entries a line each, the
    # columns so narrow that each next entry would not have fit after the one above (as
    # a wrap would leave them): a number under a number is still a new row.
    body = [("Employed", "12,838", "45.6"), ("Retired", "5,738", "30.7"), ("Homemaker", "7,100", "75.2")]
    texts = {(0, 0): "Status", (0, 1): "Number", (0, 2): "Percent"}
    content = grid(72, 100, [66, 46, 46], [20, 12 * len(body) + 8], texts)
    for i, row in enumerate(body):
        for j, s in enumerate(row):
            content += text_at((75, 141, 187)[j], 124 + 12 * i, s)
    found = [t for t in tables(build([content])) if t["source"] == "ruled"]
    assert as_matrix(found[0]) == [["Status", "Number", "Percent"]] + [list(r) for r in body]


def test_unruled_columns_come_from_the_gaps_most_rows_share():
    # Three number columns 40 pt apart: in the first row the numbers are wide enough to
    # stand only 9.4 pt apart (less than a phrase gap at 10 pt), in the others 20 pt.
    rows = [("Median", "49,497", "51,295", "52,587"), ("Gini", "0.46", "0.45", "0.47"),
            ("States", "0.06", "0.07", "0.08"), ("Mortality", "0.71", "0.69", "0.70")]
    content = b"".join(text_at((72, 150, 190, 230)[j], 100 + 14 * i, s) for i, row in enumerate(rows)
                       for j, s in enumerate(row))
    found = tables(build([content]))
    assert len(found) == 1 and found[0]["source"] == "aligned"
    assert as_matrix(found[0]) == [list(r) for r in rows]


def test_values_set_level_with_the_middle_of_a_two_line_label_are_its_row():
    # A label on two lines 11 pt apart, its values set level with the middle of the two
    # (5.5 pt from each); the rows above and below one line each.
    first = ("Household income inequality", "0.4590", "0.4560", "0.4580")
    last = ("Mean health and activity", "0.8766", "0.8762", "0.8779")
    content = b"".join(text_at((72, 220, 280, 340)[j], 100, s) for j, s in enumerate(first))
    content += text_at(72, 118, "Premature mortality") + text_at(72, 129, "before age 75")
    content += b"".join(text_at((220, 280, 340)[j], 123.5, s) for j, s in enumerate(("7108.3", "6960.6", "6920.0")))
    content += b"".join(text_at((72, 220, 280, 340)[j], 146, s) for j, s in enumerate(last))
    found = tables(build([content]))
    assert len(found) == 1
    assert as_matrix(found[0]) == [list(first), ["Premature mortality\nbefore age 75", "7108.3", "6960.6", "6920.0"],
                                   list(last)]


def test_section_rows_and_titles_over_the_columns_stay_in_the_table():
    # Years under 'Actual' and 'Projected' (each wider than the years' column), then a
    # title centred over the number columns and two more rows: one table of every row.
    lines = [("Year", "Total", "Public"), ("Actual",), ("1996", "51,544", "45,611"), ("1997", "52,071", "46,127"),
             ("Projected",), ("2011", "54,956", "49,636"), ("2012", "55,091", "49,828"),
             ("In thousands",), ("2013", "55,288", "50,067"), ("2014", "55,599", "50,407")]
    content = b""
    for i, line in enumerate(lines):
        if line == ("In thousands",):
            content += text_at(185, 100 + 12 * i, line[0])
            continue
        content += b"".join(text_at((72, 160, 240)[j], 100 + 12 * i, s) for j, s in enumerate(line))
    found = [t for t in tables(build([content])) if t["source"] == "aligned"]
    assert len(found) == 1
    texts = [c["text"] for c in found[0]["cells"] if c["text"]]
    assert texts[:3] == ["Year", "Total", "Public"]
    assert {"Actual", "Projected", "In thousands", "2014", "50,407"} <= set(texts)
    assert found[0]["rows"] == len(lines)


def test_centred_columns_of_numbers_are_a_confident_table():
    # Numbers centred in their columns (no shared right edge), the header in the body's
    # weight: the numbers are the evidence.
    rows = [("Variable", "Mean", "Std. Dev.", "Max"), ("Age", "50.8", "15.9", "90"), ("Men", "0.47", "0.50", "1"),
            ("Household size", "2.43", "1.22", "9"), ("Gross wealth", "187,281", "384,198", "7,720,000")]
    content = b""
    for i, row in enumerate(rows):
        for j, s in enumerate(row):
            x = 72 if j == 0 else 200 + 90 * (j - 1) - 2.78 * len(s)       # centred on 200, 290, 380
            content += text_at(x, 100 + 14 * i, s)
    found = tables(build([content]))
    assert len(found) == 1 and as_matrix(found[0]) == [list(r) for r in rows]
    assert found[0]["confidence"] >= 0.5
    assert any(e.startswith("numbers lined up") for e in found[0]["evidence"])


def test_a_forms_boxes_are_reported_as_seldom_as_they_are_tables():
    # Comb boxes and empty answer boxes: of the 40 such grids the calibration saw (corpus
    # and ICDAR-2013's dev half) none was a table; their confidence says so (band 0.1).
    from test_tables import grid as ruled_grid
    content = text_at(72, 80, "Date of birth") + ruled_grid(72, 100, [20] * 8, [20], {})
    content += text_at(72, 140, "Answers") + ruled_grid(72, 160, [80, 80], [20, 20, 20], {(0, 0): "Yes"})
    found = tables(build([content]))
    assert found and all(t["confidence"] <= 0.15 for t in found)


def test_the_calibration_checks_each_band_of_five_reports_or_more():
    from bench.tables_calibration import bands
    rows = [("f", 1, "aligned", 3, 3, 0.95, True)] * 9 + [("f", 1, "aligned", 3, 3, 0.92, False)] \
        + [("f", 1, "ruled", 1, 2, 0.12, False)] * 6 + [("f", 1, "ruled", 1, 2, 0.45, True)] * 2
    found = {low: (count, right, calibrated) for low, _, count, right, calibrated in bands(rows)}
    assert found[0.9] == (10, 9, True)         # 0.9 right: inside the band
    assert found[0.1] == (6, 0, True)          # none right: 0.1 from the band
    assert found[0.4] == (2, 2, None)          # too few to say


def test_two_columns_under_a_header_set_apart_above_numbers_are_a_table():
    # 'Age Group | Proportion', a rule under the header only, proportions right-aligned;
    # just above, the last line of the paragraph before ('surveys.') is no row of it.
    rows = [("Age Group", "Proportion"), ("20-29", "0.2650"), ("30-39", "0.2046"), ("40-49", "0.1477"),
            ("50-59", "0.1514"), ("60-69", "0.1225")]
    content = text_at(72, 86, "surveys.") + line(72, 114, 252, 114)
    for i, (a, b) in enumerate(rows):
        content += text_at(72, 100 + 16 * i, a) + text_at(252 - 5.56 * 5 - 2.78 if i else 200, 100 + 16 * i, b)
    found = tables(build([content]))
    assert len(found) == 1 and as_matrix(found[0]) == [list(r) for r in rows]
    assert found[0]["confidence"] >= 0.5 and found[0]["header_rows"] == 1


def test_a_caption_and_a_source_line_inside_the_frame_are_not_rows():
    # The box drawn around the table holds its caption above and its source below, each
    # a row of one cell as wide as the grid.
    texts = {(0, 0): "Exhibit 9. Characteristics of assessments", (1, 0): "Kind", (1, 1): "General",
             (1, 2): "Alternate", (2, 0): "Standards", (2, 1): "Grade level", (2, 2): "Modified",
             (3, 0): "Students", (3, 1): "All", (3, 2): "Some", (4, 0): "Source: Adapted from the guidance"}
    found = tables(build([grid(72, 100, [100, 100, 100], [20] * 5, texts, [(0, 0, 0, 2), (4, 0, 4, 2)])]))
    assert len(found) == 1
    assert as_matrix(found[0]) == [["Kind", "General", "Alternate"], ["Standards", "Grade level", "Modified"],
                                   ["Students", "All", "Some"]]


def test_a_section_heading_under_a_header_label_wider_than_its_numbers_stays_in():
    # 'Concentration' heads a column of right-aligned numbers narrower than itself; the
    # section heading 'Male' starts at its left edge, left of the numbers.
    lines = [("Concentration", "No.", "Weight"), ("Male",), ("0", "39", "5.8"), ("250", "30", "5.9"),
             ("500", "33", "6.0"), ("Female",), ("0", "23", "5.4"), ("250", "34", "5.6")]
    content = b""
    for i, line in enumerate(lines):
        for j, s in enumerate(line):
            if i == 0 or len(line) == 1:
                x = (72, 160, 220)[j]
            else:
                x = (130, 175, 240)[j] - 5.56 * len(s.replace(".", "")) - 2.78 * s.count(".")
            content += text_at(x, 100 + 12 * i, s)
    found = [t for t in tables(build([content])) if t["source"] == "aligned"]
    assert len(found) == 1 and found[0]["rows"] == len(lines)
    assert [r[0] for r in as_matrix(found[0])] == [line[0] for line in lines]


def _dose_rows(top, rows):
    return b"".join(text_at((130, 175, 240)[j] - 5.56 * len(s.replace(".", "")) - 2.78 * s.count("."),
                            top + 12 * i, s) for i, row in enumerate(rows) for j, s in enumerate(row))


def test_a_header_ruled_off_and_groups_set_apart_by_blank_lines_are_one_table():
    # The header, a rule across under it with room either side (2.3 em of white), then
    # two groups of rows under section headings, a blank line between the groups.
    content = b"".join(text_at((72, 160, 220)[j], 100, s) for j, s in enumerate(("Concentration", "No.", "Weight")))
    content += line(70, 122, 260, 122)
    content += text_at(72, 133, "Male") + _dose_rows(145, [("0", "39", "5.8"), ("250", "30", "5.9"), ("500", "33", "6.0")])
    content += text_at(72, 203, "Female") + _dose_rows(215, [("0", "23", "5.4"), ("250", "34", "5.6"), ("500", "32", "5.4")])
    found = [t for t in tables(build([content])) if t["source"] == "aligned"]
    assert len(found) == 1
    assert [r[0] for r in as_matrix(found[0])] == ["Concentration", "Male", "0", "250", "500", "Female", "0", "250", "500"]


def test_the_rows_above_the_first_row_of_numbers_are_its_header():
    # Two rows of column titles in the body's weight, no rule: then rows of numbers.
    rows = [("", "Coronary", "Stroke"), ("State", "Rate", "Rate"), ("Ohio", "154.0", "45.2"),
            ("Iowa", "141.6", "42.9"), ("Utah", "77.5", "36.2"), ("Maine", "112.2", "41.3")]
    content = b"".join(text_at((72, 200, 280)[j], 100 + 14 * i, s) for i, row in enumerate(rows)
                       for j, s in enumerate(row) if s)
    found = tables(build([content]))
    assert len(found) == 1 and found[0]["header_rows"] == 2
    assert {(c["row"], c["column"]) for c in found[0]["cells"] if c["header"]} == {(0, 0), (0, 1), (0, 2), (1, 0),
                                                                                   (1, 1), (1, 2)}
    assert "header: rows above the first row of numbers" in found[0]["evidence"]


def test_two_columns_of_words_under_a_ruled_off_header_are_a_table():
    # 'Variable | Assumption' with a rule under the header only: a list has no such row.
    rows = [("Variable", "Assumption"), ("Population", "Census projections"), ("Enrollment", "Rates held constant"),
            ("Teachers", "Ratios from the survey"), ("Graduates", "Rates by state")]
    content = line(72, 114, 400, 114)
    for i, (a, b) in enumerate(rows):
        content += text_at(72, 100 + 16 * i, a) + text_at(220, 100 + 16 * i, b)
    found = tables(build([content]))
    assert len(found) == 1 and as_matrix(found[0]) == [list(r) for r in rows]
    assert found[0]["confidence"] >= 0.5 and "header: rule beneath" in found[0]["evidence"]


def test_a_grid_drawn_in_two_blocks_around_an_unruled_heading_is_one_table():
    # Two grids with the same sides, 14 pt apart, a section heading's line between them.
    upper = {(0, 0): "Measure", (0, 1): "Age 4", (0, 2): "Grade 1", (1, 0): "Vocabulary", (1, 1): "NA", (1, 2): "12"}
    lower = {(0, 0): "Promotion", (0, 1): "NA", (0, 2): "7", (1, 0): "Retention", (1, 1): "3", (1, 2): "NA"}
    content = grid(72, 100, [120, 60, 60], [18, 18], upper) + text_at(75, 138, "School Performance")
    content += grid(72, 150, [120, 60, 60], [18, 18], lower)
    found = [t for t in tables(build([content])) if t["source"] == "ruled"]
    assert len(found) == 1
    assert [r[0] for r in as_matrix(found[0])] == ["Measure", "Vocabulary", "School Performance", "Promotion",
                                                   "Retention"]


def test_two_tables_with_a_caption_between_stay_two():
    upper = {(0, 0): "Measure", (0, 1): "Age 4", (1, 0): "Vocabulary", (1, 1): "12"}
    lower = {(0, 0): "Promotion", (0, 1): "7", (1, 0): "Retention", (1, 1): "3"}
    content = grid(72, 100, [120, 60], [18, 18], upper) + text_at(75, 138, "Table 2. Outcomes")
    content += grid(72, 150, [120, 60], [18, 18], lower)
    assert len([t for t in tables(build([content])) if t["source"] == "ruled"]) == 2



def test_prose_with_superscripts_between_its_lines_is_no_table_and_no_error():
    # R's manual (R-intro.pdf, Texinfo, page 30) sets x^T in a footnote: between the prose
    # lines stand lines holding only the small raised Ts; a run of such lines has no
    # columns at all, and ended pdf-tables and pdf-export -f md in an IndexError. The
    # words of that footnote, as pdf-words reads them, are the input here.
    path = os.path.join(os.path.dirname(__file__), "..", "data", "r-intro-p30-footnote.jsonl")
    with open(path, "rb") as handle:
        records = list(table_records(read_records(handle)))
    assert [r for r in records if r["type"] == "table"] == []
    assert [r["page"] for r in records if r["type"] == "page"] == [30]
