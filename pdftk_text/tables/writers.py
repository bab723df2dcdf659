"""Writers: table records as CSV and as Markdown.

CSV: one file per table (``page-P-table-I.csv``), or one stream whose first two columns
say the page and the table's id; a position a spanning cell covers is empty. Markdown:
a GFM table when no cell spans, else an HTML table (GFM has no spans); text from the
file is escaped so it can never make structure. Each table is preceded by a comment
with its page, id, source and confidence. Writers take records and bytes streams and
must never detect anything.
"""

import csv
import html
import io
import os


def csv_rows(table):
    """The table's rows of texts ("" where a span covers the position)."""
    grid = [[""] * table["columns"] for _ in range(table["rows"])]
    for cell in table["cells"]:
        grid[cell["row"]][cell["column"]] = cell["text"]
    return grid


def write_csv_stream(tables, out):
    """All tables into one CSV stream, each row led by its page and table id."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    for table in tables:
        for row in csv_rows(table):
            writer.writerow([table["page"], table["id"]] + row)
        out.write(text.getvalue().encode("utf-8"))
        text.seek(0)
        text.truncate()


def write_csv_files(tables, directory):
    """One CSV file per table into ``directory`` (made if missing); returns the paths."""
    os.makedirs(directory, exist_ok=True)
    paths = []
    for table in tables:
        path = os.path.join(directory, f"page-{table['page']}-table-{table['id']}.csv")
        with open(path, "w", encoding="utf-8", newline="") as handle:
            csv.writer(handle, lineterminator="\n").writerows(csv_rows(table))
        paths.append(path)
    return paths


def write_markdown(tables, out):
    first = True
    for table in tables:
        if not first:
            out.write(b"\n")
        first = False
        out.write(markdown(table).encode("utf-8"))


def markdown(table):
    head = (f"<!-- table page {table['page']} id {table['id']} source {table['source']} "
            f"confidence {table['confidence']:.3f} -->\n")
    if any(c["row_span"] > 1 or c["column_span"] > 1 for c in table["cells"]):
        return head + _html(table)
    rows = csv_rows(table)
    lines = ["| " + " | ".join(_escape(t) for t in rows[0]) + " |",
             "|" + "|".join(" --- " for _ in rows[0]) + "|"]
    lines += ["| " + " | ".join(_escape(t) for t in row) + " |" for row in rows[1:]]
    return head + "\n".join(lines) + "\n"


_MARKDOWN_SPECIALS = "\\`*_[]<>|#!~&"


def _escape(text):
    """Cell text as inline Markdown that can only be text: specials backslash-escaped,
    line breaks as <br>."""
    escaped = "".join("\\" + ch if ch in _MARKDOWN_SPECIALS else ch for ch in text)
    return escaped.replace("\n", "<br>")


def _html(table):
    rows = {}
    for cell in table["cells"]:
        rows.setdefault(cell["row"], []).append(cell)
    out = ["<table>"]
    for index in range(table["rows"]):
        out.append("<tr>")
        for cell in sorted(rows.get(index, ()), key=lambda c: c["column"]):
            tag = "th" if cell["header"] else "td"
            spans = "".join(f' {name}="{cell[key]}"' for name, key in (("rowspan", "row_span"), ("colspan", "column_span"))
                            if cell[key] > 1)
            text = html.escape(cell["text"]).replace("\n", "<br>")
            out.append(f"<{tag}{spans}>{text}</{tag}>")
        out.append("</tr>")
    out.append("</table>")
    return "\n".join(out) + "\n"
