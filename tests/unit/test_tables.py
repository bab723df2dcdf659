"""Table detection on hand-made pages: spans, boxes that are not tables, continuations,
tagged tables with RowSpan and ColSpan, aligned columns, and the CSV and Markdown writers.

Each page is generated here with its truth known: a grid drawn segment by segment with
some inner rules left out (merged cells), texts placed in given cells.
"""

import io
import random

import orjson
import pikepdf

from pdftk_text.pdf.document import open_document
from pdftk_text.records.jsonl import encode_record
from pdftk_text.tables import TableOptions, pdf_table_records
from pdftk_text.tables.cells import as_matrix, glyph_ranges
from pdftk_text.tables.writers import markdown, write_csv_stream, write_markdown

from handmade import helvetica

HEIGHT = 792


def build(pages, setup=None):
    """A PDF whose pages have the given content streams (bytes), Helvetica as /F1."""
    pdf = pikepdf.new()
    font = helvetica(pdf)
    for content in pages:
        page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0 , 612, HEIGHT],
                                  Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font)),
                                  Contents=pdf.make_stream(content))
        pdf.pages.append(pikepdf.Page(page))
    if setup:
        setup(pdf)
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def tables(data, **options):
    options = TableOptions(**{"min_confidence": 0.0, **options})
    out = pdf_table_records(open_document("test.pdf", data), options=options)
    return [orjson.loads(encode_record(r)) for r in out if r["type"] == "table"]


def text_at(x, top, s, size=10, font="F1", mcid=None):
    body = f"BT /{font} {size} Tf {x} {HEIGHT - top - size} Td ({s}) Tj ET\n".encode()
    if mcid is not None:
        return f"/TD <</MCID {mcid}>> BDC\n".encode() + body + b"EMC\n"
    return body


def grid(x0, top, widths, heights, texts, merged=(), rules=True):
    """Content drawing a grid: every atomic side stroked except those inside a merged
    region (r0, c0, r1, c1 inclusive); ``texts`` maps (row, column) to a string."""
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    ys = [top]
    for h in heights:
        ys.append(ys[-1] + h)

    def inside(i, j):
        return any(r0 <= i <= r1 and c0 <= j <= c1 for r0, c0, r1, c1 in merged)

    def same(a, b):
        return any(r0 <= a[0] <= r1 and c0 <= a[1] <= c1 and r0 <= b[0] <= r1 and c0 <= b[1] <= c1
                   for r0, c0, r1, c1 in merged)

    out = []
    rows, cols = len(heights), len(widths)
    if rules:
        for i in range(rows + 1):
            for j in range(cols):
                if 0 < i < rows and same((i - 1, j), (i, j)):
                    continue
                out.append(f"{xs[j]} {HEIGHT - ys[i]} m {xs[j + 1]} {HEIGHT - ys[i]} l S\n")
        for j in range(cols + 1):
            for i in range(rows):
                if 0 < j < cols and same((i, j - 1), (i, j)):
                    continue
                out.append(f"{xs[j]} {HEIGHT - ys[i]} m {xs[j]} {HEIGHT - ys[i + 1]} l S\n")
    body = "".join(out).encode()
    for (i, j), s in texts.items():
        body += text_at(xs[j] + 3, ys[i] + 4, s)
    return body


def test_merged_cells_come_back_as_spans():
    texts = {(0, 0): "Name", (0, 1): "Q1 and Q2", (1, 0): "Apples", (1, 1): "4", (1, 2): "5",
             (2, 0): "Pears", (2, 1): "6", (2, 2): "7", (3, 0): "Both", (3, 1): "22"}
    merged = [(0, 1, 0, 2), (3, 1, 3, 2)]
    found = tables(build([grid(72, 100, [100, 60, 60], [20, 20, 20, 20], texts, merged)]))
    assert len(found) == 1
    table = found[0]
    assert (table["source"], table["rows"], table["columns"]) == ("ruled", 4, 3)
    assert as_matrix(table) == [["Name", "Q1 and Q2", None], ["Apples", "4", "5"], ["Pears", "6", "7"],
                                ["Both", "22", None]]
    spans = {(c["row"], c["column"]): (c["row_span"], c["column_span"]) for c in table["cells"]}
    assert spans[(0, 1)] == (1, 2) and spans[(3, 1)] == (1, 2) and spans[(1, 1)] == (1, 1)
    assert table["confidence"] >= 0.7


def test_vertical_merge():
    texts = {(0, 0): "Group", (0, 1): "a", (1, 1): "b", (2, 0): "Other", (2, 1): "c"}
    found = tables(build([grid(72, 100, [100, 60], [20, 20, 20], texts, [(0, 0, 1, 0)])]))
    assert as_matrix(found[0]) == [["Group", "a"], [None, "b"], ["Other", "c"]]


def test_form_boxes_are_not_a_confident_table():
    # A form: labels outside, a row of empty boxes and a grid of empty answer boxes.
    content = text_at(72, 80, "Date of birth") + grid(72, 100, [20] * 8, [20], {})
    content += text_at(72, 140, "Answers") + grid(72, 160, [80, 80], [20, 20, 20], {(0, 0): "Yes"})
    found = tables(build([content]))
    assert found, "the grids are seen"
    assert all(t["confidence"] < 0.5 for t in found)
    assert all(any("empty" in e or "one row" in e for e in t["evidence"]) for t in found)
    assert tables(build([content]), min_confidence=0.5) == []


def test_ruled_letterhead_is_not_a_table():
    # A framed letterhead: one box around the sender, a rule under it, then prose.
    content = b"60 680 492 80 re S 60 670 m 552 670 l S\n"
    content += text_at(72, 40, "Harbour Printing Works") + text_at(72, 60, "4 Harbour Lane, Portwell")
    content += text_at(72, 140, "Dear Sir, we write about the order of the tide tables.")
    assert tables(build([content])) == []


def test_a_slides_frame_of_bars_is_not_a_confident_table():
    # A beamer slide: a title bar cut in three, a body as wide as the frame holding the
    # slide's text, a footer cut in three (cqubeamer, bxcjkjatype's beamer sample).
    texts = {(0, 0): "Talk title", (0, 1): "Section", (0, 2): "University",
             (1, 0): "Contents", (2, 0): "Author", (2, 1): "Talk", (2, 2): "1/7"}
    content = grid(0, 0, [200, 200, 212], [30, 730, 32], texts, [(1, 0, 1, 2)])
    content += text_at(20, 100, "First point of the slide") + text_at(20, 140, "Second point")
    (table,) = tables(build([content]))
    assert table["confidence"] < 0.5
    assert any("frame around text" in e for e in table["evidence"])
    # A table whose widest cell is large but not as wide as the grid stays a table.
    texts = {(0, 0): "boolean", (0, 1): "true, false", (1, 0): "stream", (1, 1): "stream ... endstream"}
    (table,) = tables(build([grid(72, 100, [60, 300], [120, 20], texts)]))
    assert table["confidence"] >= 0.7


def _lines_in(x, top, texts, step=12):
    return b"".join(text_at(x, top + step * i, t) for i, t in enumerate(texts) if t)


def test_rows_ruled_only_around_their_group_are_told_apart_by_their_lines():
    # dvipdfmx's manual: types and examples, one ruled row holding three entries each.
    content = grid(72, 100, [80, 160], [40, 28], {})
    content += _lines_in(75, 104, ["boolean", "numeric", "string"]) + _lines_in(155, 104, ["true", "123", "(abc)"])
    content += _lines_in(75, 144, ["stream", "indirect"]) + _lines_in(155, 144, ["data", "12 0 R"])
    (table,) = tables(build([content]))
    assert as_matrix(table) == [["boolean", "true"], ["numeric", "123"], ["string", "(abc)"],
                                ["stream", "data"], ["indirect", "12 0 R"]]
    assert any("by their lines" in e for e in table["evidence"])


def test_a_continuation_line_stays_with_the_entry_above_it():
    content = grid(72, 100, [80, 160], [40, 20], {(1, 0): "@pages", (1, 1): "root"})
    content += _lines_in(75, 104, ["@docinfo", "", "@names"]) + _lines_in(155, 104, ["document", "information", "names"])
    (table,) = tables(build([content]))
    assert as_matrix(table) == [["@docinfo", "document\ninformation"], ["@names", "names"], ["@pages", "root"]]


def test_wrapped_cells_in_a_ruled_row_stay_one_row():
    # Both columns wrap a phrase over two lines on the same baselines, each next line's
    # first word too wide to have stayed on the line before: one row, not two.
    content = grid(72, 100, [80, 160], [28, 20], {(1, 0): "Next", (1, 1): "row"})
    content += _lines_in(75, 104, ["Harbour mast", "Portwell"])
    content += _lines_in(155, 104, ["Keeps the tide book and the", "windlogbookkeeping"])
    (table,) = tables(build([content]))
    assert as_matrix(table) == [["Harbour mast\nPortwell", "Keeps the tide book and the\nwindlogbookkeeping"],
                                ["Next", "row"]]


def test_a_two_entry_group_is_cut_when_another_group_shows_the_table_lists_entries():
    # Each column as wide as its widest entry: no two entries fit on one line, so a
    # two-line group alone could be a wrap; the three-line group above is plainly entries.
    content = grid(72, 100, [50, 80], [40, 28], {})
    content += _lines_in(75, 104, ["alpha", "beta", "gamma"]) + _lines_in(125, 104, ["one", "two", "three"])
    content += _lines_in(75, 144, ["indirect", "stream"]) + _lines_in(125, 144, ["twelve zero R", "endstream"])
    (table,) = tables(build([content]))
    assert as_matrix(table)[-2:] == [["indirect", "twelve zero R"], ["stream", "endstream"]]


def test_a_transcripts_numbers_and_times_beside_its_lines_are_no_table():
    # Line numbers and timestamps line up right-aligned beside the lines of a hearing:
    # three aligned columns, numbers in two, but the third is prose.
    content = b"".join(text_at(60 - 5 * len(str(i + 1)), 100 + 24 * i, str(i + 1))
                       + text_at(80, 100 + 24 * i, f"10:04:{10 + i:02d}")
                       + text_at(160, 100 + 24 * i, "THE CHAIR: were all the harbour lights lit that night?")
                       for i in range(8))
    found = tables(build([content]))
    assert found and all(t["confidence"] < 0.5 for t in found)
    assert any("numbered text" in e for t in found for e in t["evidence"])


def test_a_booktabs_table_is_found_with_its_header():
    # Columns 12 pt apart at 10 pt (TeX's 2 tabcolsep), a rule under the first row and
    # rules above and below the table only.
    rows = [["Species", "Boxes", "Price"], ["Mackerel", "42", "1.85"], ["Herring", "17", "1.10"], ["Crab", "9", "6.40"]]
    widths = [60, 40, 30]
    content = b""
    for i, row in enumerate(rows):
        x = 100
        for text, width in zip(row, widths):
            content += text_at(x, 100 + 14 * i, text)
            x += width + 12
    content += b"0.4 w 100 696 m 266 696 l S 100 679 m 266 679 l S 100 636 m 266 636 l S\n"   # above, under the header, below
    (table,) = [t for t in tables(build([content])) if t["confidence"] >= 0.5]
    assert as_matrix(table) == rows and table["header_rows"] == 1
    assert "header: rule beneath" in table["evidence"]


def test_header_repeated_on_the_next_page_continues_the_table():
    head = {(0, 0): "Item", (0, 1): "Price"}
    first = grid(72, 600, [100, 60], [20] * 4, {**head, (1, 0): "a", (1, 1): "1", (2, 0): "b",
                                                (2, 1): "2", (3, 0): "c", (3, 1): "3"})
    second = grid(72, 72, [100, 60], [20] * 3, {**head, (1, 0): "d", (1, 1): "4", (2, 0): "e", (2, 1): "5"})
    other = grid(72, 72, [100, 60], [20] * 3, {(0, 0): "Other", (0, 1): "Head", (1, 0): "d", (1, 1): "4",
                                               (2, 0): "e", (2, 1): "5"})
    found = tables(build([first, second, other]))
    assert [t["page"] for t in found] == [1, 2, 3]
    assert found[0]["continues"] is None
    assert found[1]["continues"] == {"page": 1, "id": 0}
    assert found[2]["continues"] is None


def _tag_table(pdf):
    """Structure tree: Table > TR > TH/TD; MCIDs 0-3 on page 1; cell 0 spans two columns,
    cell 2 two rows (RowSpan, ColSpan attributes)."""
    page = pdf.pages[0].obj

    def cell(role, mcid, **attrs):
        d = pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name("/" + role), Pg=page, K=mcid)
        if attrs:
            d.A = pikepdf.Dictionary(O=pikepdf.Name.Table, **attrs)
        return pdf.make_indirect(d)

    rows = [[cell("TH", 0, ColSpan=2)], [cell("TD", 1), cell("TD", 2, RowSpan=2)], [cell("TD", 3)]]
    trs = [pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name.TR, K=r))
           for r in rows]
    table = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name.MyTable, K=trs))
    root = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot, K=[table],
                                                RoleMap=pikepdf.Dictionary(MyTable=pikepdf.Name.Table)))
    pdf.Root.StructTreeRoot = root
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)


def test_tagged_table_with_spans_and_role_map():
    content = (text_at(72, 100, "Header", mcid=0) + text_at(72, 120, "left", mcid=1)
               + text_at(172, 120, "tall", mcid=2) + text_at(72, 140, "below", mcid=3))
    found = tables(build([content], setup=_tag_table))
    assert len(found) == 1 and found[0]["source"] == "tagged"
    table = found[0]
    assert (table["rows"], table["columns"], table["header_rows"], table["confidence"]) == (3, 2, 1, 1.0)
    assert as_matrix(table) == [["Header", None], ["left", "tall"], ["below", None]]
    cells = {c["text"]: c for c in table["cells"]}
    assert cells["Header"]["header"] and cells["Header"]["column_span"] == 2
    assert cells["tall"]["row_span"] == 2 and not cells["tall"]["header"]


def test_aligned_columns_without_rules():
    # Amounts of equal width (Helvetica's digits all advance 556): right-aligned numbers.
    rows = [("Harbour", "07:15", "16.30"), ("Island quay", "09:00", "17.45"), ("Lighthouse", "10:10", "18.05"),
            ("Old pier", "11:40", "19.00")]
    content = b""
    for i, row in enumerate(rows):
        for j, s in enumerate(row):
            content += text_at(72 + 150 * j, 100 + 16 * i, s)
    found = tables(build([content]))
    assert len(found) == 1 and found[0]["source"] == "aligned"
    assert as_matrix(found[0]) == [list(r) for r in rows]
    assert found[0]["confidence"] >= 0.5 and "numbers right-aligned" in found[0]["evidence"]


def test_aligned_addresses_are_not_a_confident_table():
    left = ["Harbour Printing Works", "4 Harbour Lane", "Portwell PW1 2AB"]
    right = ["The Tide Tables Society", "12 Quay Street", "Seaton SE3 9XY"]
    content = b"".join(text_at(72, 100 + 14 * i, a) + text_at(340, 100 + 14 * i, b)
                       for i, (a, b) in enumerate(zip(left, right)))
    found = tables(build([content]))
    assert all(t["confidence"] < 0.5 for t in found)


def test_markdown_escapes_file_text_and_uses_html_for_spans():
    texts = {(0, 0): "# not | a heading", (0, 1): "*x*", (1, 0): "<script>", (1, 1): "1"}
    table = tables(build([grid(72, 100, [120, 60], [20, 20], texts)]))[0]
    md = markdown(table)
    assert "| \\# not \\| a heading | \\*x\\* |" in md and "\\<script\\>" in md
    merged = tables(build([grid(72, 100, [120, 60], [20, 20], {(0, 0): "a<b", (1, 0): "c"}, [(0, 0, 0, 1)])]))[0]
    assert '<th colspan="2">a&lt;b</th>' in markdown(merged) or '<td colspan="2">a&lt;b</td>' in markdown(merged)


def test_csv_stream_leads_with_page_and_table():
    table = tables(build([grid(72, 100, [120, 60], [20, 20], {(0, 0): "a,b", (0, 1): "c", (1, 0): "d"})]))[0]
    out = io.BytesIO()
    write_csv_stream([table], out)
    assert out.getvalue() == b'1,0,"a,b",c\n1,0,d,\n'


# ---- two-row headers, wrapped aligned cells, Scope and Headers, continued tables in Markdown

def _shade(x0, top, width, height):
    """A light grey filled rectangle (a header row's shading), drawn before the rules."""
    return f"0.85 g {x0} {HEIGHT - top - height} {width} {height} re f 0 g\n".encode()


def test_two_row_header_grouping_the_columns_below():
    # Row 0: "Port" over both header rows, "Landings" over columns 1-2, "Value" over 3-4.
    texts = {(0, 0): "Port", (0, 1): "Landings", (0, 3): "Value", (1, 1): "Cod", (1, 2): "Ling",
             (1, 3): "Cod", (1, 4): "Ling", (2, 0): "Portwell", (2, 1): "1", (2, 2): "2", (2, 3): "3",
             (2, 4): "4", (3, 0): "Seaton", (3, 1): "5", (3, 2): "6", (3, 3): "7", (3, 4): "8"}
    merged = [(0, 0, 1, 0), (0, 1, 0, 2), (0, 3, 0, 4)]
    content = _shade(72, 100, 340, 40) + grid(72, 100, [100, 60, 60, 60, 60], [20] * 4, texts, merged)
    table = tables(build([content]))[0]
    assert (table["rows"], table["columns"], table["header_rows"]) == (4, 5, 2)
    assert [c["header"] for c in table["cells"]] == [c["row"] < 2 for c in table["cells"]]
    spans = {c["text"]: (c["row_span"], c["column_span"]) for c in table["cells"] if c["row"] == 0}
    assert spans == {"Port": (2, 1), "Landings": (1, 2), "Value": (1, 2)}
    assert "header rows: 2 (titles grouping the columns below)" in table["evidence"]
    lines = markdown(table).splitlines()
    assert lines[1] == "| Port | Landings / Cod | Landings / Ling | Value / Cod | Value / Ling |"
    assert lines[2] == "| --- | --- | --- | --- | --- |"
    assert lines[3:] == ["| Portwell | 1 | 2 | 3 | 4 |", "| Seaton | 5 | 6 | 7 | 8 |"]


def test_one_shaded_row_over_unshaded_spans_is_one_header_row():
    # The first row groups the second, but only the first is shaded: one header row, and
    # the second row's cells are body cells; a span below the header makes it HTML.
    texts = {(0, 0): "Name", (0, 1): "Group", (1, 0): "a", (1, 1): "x", (1, 2): "y",
             (2, 0): "b", (2, 1): "z", (2, 2): "w", (3, 0): "c", (3, 1): "v", (3, 2): "u"}
    content = _shade(72, 100, 220, 20) + grid(72, 100, [100, 60, 60], [20] * 4, texts, [(0, 1, 0, 2)])
    table = tables(build([content]))[0]
    assert table["header_rows"] == 1
    assert markdown(table).splitlines()[1] == "| Name | Group | Group |"


def test_wrapped_cells_in_an_aligned_table_stay_one_row():
    # Right-aligned numbers at x 100 and 400; a description at x 120 wraps onto a second
    # line 12 pt below (empty first column, no number); rows 16 pt apart.
    rows = [("1", ["Replaced the lamp", "and its wiring"], "240.00"), ("2", ["Painted the hull"], "530.50"),
            ("3", ["New winch cable,", "new brake bands"], "385.00"), ("4", ["Fitted a pump"], "125.75")]
    content, top = b"", 100
    for number, lines, amount in rows:
        content += text_at(100 - 5.56 * len(number), top, number) + text_at(400 - 5.56 * 6 + 2.78, top, amount)
        for k, line in enumerate(lines):
            content += text_at(120, top + 12 * k, line)
        top += 12 * (len(lines) - 1) + 16
    found = tables(build([content]))
    assert len(found) == 1 and found[0]["source"] == "aligned"
    assert as_matrix(found[0]) == [[n, "\n".join(ls), a] for n, ls, a in rows]
    assert "wrapped lines joined to the row above: 2" in found[0]["evidence"]


def test_a_run_cut_down_to_one_phrase_lines_is_no_table():
    # Found on TeX Live's documentation (124 of 856 PDFs ended in an internal error): two
    # phrases far apart, a line of prose across the gap (cutting the run), then a short
    # line inside the first column: the part after the cut holds no line of two phrases.
    content = (text_at(20, 100, "Name") + text_at(200, 100, "Value")
               + text_at(20, 114, "a line of prose that runs across the gap between the two columns")
               + text_at(20, 128, "tail"))
    assert tables(build([content])) == []


def test_a_line_with_a_number_in_an_empty_first_column_is_a_new_row():
    rows = [("Harbour", "07:15", "16.30"), ("", "09:00", "17.45"), ("Lighthouse", "10:10", "18.05"),
            ("Old pier", "11:40", "19.00")]
    content = b"".join(text_at(72 + 150 * j, 100 + 16 * i, s) for i, row in enumerate(rows)
                       for j, s in enumerate(row) if s)
    found = tables(build([content]))
    assert as_matrix(found[0]) == [[s if s else None for s in r] for r in rows] \
        or as_matrix(found[0]) == [list(r) for r in rows]


def _tag_scoped_table(pdf):
    """Table > TR > TH/TD on page 1: a header row of TH /Scope /Column with /IDs (one
    Scope given through the /ClassMap), a TH /Scope /Row per body row, TDs naming their
    headers by /Headers. MCIDs 0-5."""
    page = pdf.pages[0].obj

    def cell(role, mcid, ident=None, classes=None, **attrs):
        d = pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name("/" + role), Pg=page, K=mcid)
        if ident:
            d.ID = pikepdf.String(ident)
        if classes:
            d.C = pikepdf.Name("/" + classes)
        if attrs:
            d.A = pikepdf.Dictionary(O=pikepdf.Name.Table, **attrs)
        return pdf.make_indirect(d)

    def names(*ids):
        return pikepdf.Array([pikepdf.String(i) for i in ids])

    rows = [[cell("TH", 0, "h-item", Scope=pikepdf.Name.Column), cell("TH", 1, "h-price", "col")],
            [cell("TH", 2, "r-lamp", Scope=pikepdf.Name.Row), cell("TD", 3, Headers=names("h-price", "r-lamp"))],
            [cell("TH", 4, "r-rope", Scope=pikepdf.Name.Row), cell("TD", 5, Headers=names("h-price", "r-rope", "nowhere"))]]
    trs = [pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name.TR, K=r))
           for r in rows]
    table = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructElem, S=pikepdf.Name.Table, K=trs))
    classmap = pikepdf.Dictionary(col=pikepdf.Dictionary(O=pikepdf.Name.Table, Scope=pikepdf.Name.Column))
    pdf.Root.StructTreeRoot = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot, K=[table],
                                                                   ClassMap=classmap))
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)


def test_tagged_scope_and_headers_reach_the_cells():
    content = b"".join(text_at(72 + 100 * (i % 2), 100 + 20 * (i // 2), s, mcid=i)
                       for i, s in enumerate(["Item", "Price", "Lamp", "64.75", "Rope", "38.50"]))
    table = tables(build([content], setup=_tag_scoped_table))[0]
    assert table["source"] == "tagged" and table["header_rows"] == 1
    cells = {c["text"]: c for c in table["cells"]}
    assert (cells["Item"]["scope"], cells["Price"]["scope"]) == ("Column", "Column")   # /A, and /C via /ClassMap
    assert cells["Lamp"]["scope"] == "Row" and cells["Lamp"]["header"]
    assert cells["64.75"]["headers"] == [[0, 1], [1, 0]]
    assert cells["38.50"]["headers"] == [[0, 1], [2, 0]]       # an id no cell bears is left out
    assert cells["Item"]["headers"] == [] and cells["64.75"]["scope"] is None and not cells["64.75"]["header"]


def test_a_table_continued_on_the_next_page_is_one_markdown_table():
    head = {(0, 0): "Item", (0, 1): "Price"}
    first = grid(72, 600, [100, 60], [20] * 3, {**head, (1, 0): "a", (1, 1): "1", (2, 0): "b", (2, 1): "2"})
    second = grid(72, 72, [100, 60], [20] * 2, {**head, (1, 0): "c", (1, 1): "3"})
    found = tables(build([first, second]))
    out = io.BytesIO()
    write_markdown(found, out)
    assert out.getvalue().decode() == (
        "<!-- table page 1 id 0 rows 1-3; continued page 2 id 0 rows 4-4 source ruled confidence 0.900 -->\n"
        "| Item | Price |\n| --- | --- |\n| a | 1 |\n| b | 2 |\n| c | 3 |\n")
    out = io.BytesIO()
    write_markdown([found[0], dict(found[1], continues=None)], out)
    assert out.getvalue().decode().count("| Item | Price |") == 2


def test_a_page_is_interpreted_once_for_its_glyphs_and_its_rules(monkeypatch):
    from pdftk_text.content.interpreter import Interpreter
    runs = []
    run_page = Interpreter.run_page

    def counted(self, page_obj, number, *rest):
        runs.append(number)
        return run_page(self, page_obj, number, *rest)
    monkeypatch.setattr(Interpreter, "run_page", counted)
    content = grid(72, 100, [100, 100], [20, 20, 20], {(r, c): f"r{r}c{c}" for r in range(3) for c in range(2)})
    found = tables(build([content, content]))
    assert runs == [1, 2]          # the rulings rode beside the glyph collector
    assert [t["source"] for t in found] == ["ruled", "ruled"]
    assert as_matrix(found[1]) == [[f"r{r}c{c}" for c in range(2)] for r in range(3)]


def test_a_curve_without_its_points_is_skipped_and_the_rules_still_read():
    # pdf.js's issue6342: "c" with no operands left a curve of no points, which the rulings
    # could not walk; it is an operand fault, skipped for every device
    content = grid(72, 100, [100, 100], [20, 20], {(r, c): f"x{r}{c}" for r in range(2) for c in range(2)})
    data = build([content + b"0 0 m c 10 10 l f\n"])
    found = tables(data)
    assert [t["source"] for t in found] == ["ruled"]
    records = list(pdf_table_records(open_document("test.pdf", data)))
    assert [r["message"] for r in records if r["type"] == "diagnostic"] == ["operator c with wrong operands was skipped"]


def test_a_page_s_words_indexed_by_height_are_found_in_a_box_as_by_a_walk():
    """``PageWords`` answers ``words_in_box`` from its centres sorted by height: the same
    words in the same order as a walk over them, a word whose centre is no number in no
    box, a box whose side is no number holding nothing."""
    import random
    from pdftk_text.tables.cells import PageWords, words_in_box
    rng = random.Random(7)
    words = [{"id": i, "bbox": (x, y, x + rng.uniform(1, 40), y + rng.choice((0.0, 9.5, 12.0)))}
             for i, (x, y) in enumerate((rng.uniform(0, 600), rng.choice((100.0, 112.0, rng.uniform(0, 800))))
                                        for _ in range(300))]
    words.append({"id": 300, "bbox": (10.0, float("nan"), 50.0, 20.0)})
    indexed = PageWords(words)
    boxes = [(rng.uniform(-10, 600), rng.uniform(-10, 800), rng.uniform(0, 700), rng.uniform(0, 900))
             for _ in range(200)]
    boxes += [(0.0, 100.0, 600.0, 100.0 + 9.5 / 2), (0.0, float("nan"), 600.0, 800.0), (0.0, 0.0, 600.0, float("inf"))]
    for box in boxes:
        taken = {w["id"] for w in words[::3]}
        assert words_in_box(indexed, box) == words_in_box(words, box)
        assert words_in_box(indexed, box, taken) == words_in_box(words, box, taken)
    assert words_in_box(indexed, (0.0, 0.0, 600.0, float("inf")))
    assert not any(w["id"] == 300 for box in boxes for w in words_in_box(indexed, box))


def test_a_cell_s_glyph_ranges_are_its_glyph_ids_run_together():
    # a cell's "glyphs": every id its words' ranges hold, as sorted runs of consecutive ids
    rng = random.Random(3)
    for _ in range(3000):
        words = []
        for _ in range(rng.randint(0, 8)):
            first = rng.randint(0, 40)
            words.append({"glyphs": rng.choice(((first, first + rng.randint(-2, 6)), None))})
        ids = sorted({i for w in words if w["glyphs"] for i in range(w["glyphs"][0], w["glyphs"][1] + 1)})
        runs = []
        for i in ids:
            if runs and i == runs[-1][1] + 1:
                runs[-1][1] = i
            else:
                runs.append([i, i])
        assert glyph_ranges(words) == runs


def test_a_two_column_page_read_as_a_prose_table_keeps_the_numbering_below_the_least():
    # Every line of a two-column page holds two phrases: the run reads as a table of
    # prose, capped far below the least asked for, so it is never written and is made
    # without the evidence of its header and numbers; it still counts in the page's
    # numbering, so the table written under it keeps its id whatever the least.
    prose = "the harbour lights were lit at dusk and the boats came in"
    content = _lines_in(72, 100, [prose] * 10) + _lines_in(340, 100, [prose] * 10)
    rows = [("Pier", "Boats", "Crew"), ("North", "12", "40"), ("South", "7", "23"), ("East", "19", "61"),
            ("West", "3", "9")]
    for i, row in enumerate(rows):
        content += text_at(72, 300 + 14 * i, row[0])
        content += b"".join(text_at(200 + 80 * j - 5 * len(cell), 300 + 14 * i, cell) for j, cell in enumerate(row[1:]))
    data = build([content])
    every = tables(data)
    assert [t["id"] for t in every] == [0, 1] and every[0]["confidence"] < 0.5 <= every[1]["confidence"]
    assert any("prose" in e for e in every[0]["evidence"])
    (written,) = tables(data, min_confidence=0.5)
    assert written == every[1] and as_matrix(written)[1] == ["North", "12", "40"]
