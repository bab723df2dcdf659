"""Writers: table records as CSV and as Markdown.

CSV: one file per table (``page-P-table-I.csv``), or one stream whose first two columns
say the page and the table's id; a position a spanning cell covers is empty. Markdown:
a GFM table when no cell spans, or when only header cells span -- then one header row
names each column by its titles top down ("Group / Sub") --, else an HTML table (GFM
has no spans); text from the file is escaped so it can never make structure. Each table
is preceded by a comment with its page, id, source and confidence. A table continued on
the next pages (``continues``) is written once, its parts' rows one after the other and
a repeated header row left out; the comment says which rows each page holds. Writers
take records and bytes streams and must never detect anything.
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
    """Tables as Markdown, a table and the parts continuing it written as one."""
    first = True
    for parts in chains(tables):
        if not first:
            out.write(b"\n")
        first = False
        out.write(markdown_parts(parts).encode("utf-8"))


def chains(tables):
    """Lists of table records: a table followed by the parts that continue it."""
    parts = []
    for table in tables:
        if parts and continues(table, parts[-1]):
            parts.append(table)
            continue
        if parts:
            yield parts
        parts = [table]
    if parts:
        yield parts


def continues(table, earlier):
    """True when ``table`` is the part that continues ``earlier`` on a later page."""
    link = table.get("continues")
    return bool(link) and link == {"page": earlier["page"], "id": earlier["id"]} \
        and table["columns"] == earlier["columns"]


def join_parts(parts):
    """One table record from a table and its continuations, with the rows each part
    brought as [(page, id, first row, end row)]; a part's leading rows that repeat the
    first part's header rows, text for text, are left out."""
    first = parts[0]
    cells, rows, ranges = list(first["cells"]), first["rows"], [(first["page"], first["id"], 0, first["rows"])]
    for part in parts[1:]:
        skip = _repeated_rows(first, part)
        cells += [dict(c, row=c["row"] - skip + rows) for c in part["cells"] if c["row"] >= skip]
        ranges.append((part["page"], part["id"], rows, rows + part["rows"] - skip))
        rows += part["rows"] - skip
    return dict(first, rows=rows, cells=cells), ranges


def _repeated_rows(first, part):
    def texts(table, count):
        return sorted((c["row"], c["column"], c["text"]) for c in table["cells"] if c["row"] < count)
    for count in sorted({max(1, first.get("header_rows") or 0), 1}, reverse=True):
        if part["rows"] > count and texts(part, count) == texts(first, count) and any(t for *_, t in texts(first, count)):
            return count
    return 0


def markdown_parts(parts):
    """A table and its continuations as one Markdown table, after one comment."""
    if len(parts) == 1:
        return markdown(parts[0])
    table, ranges = join_parts(parts)
    head = "; continued ".join(f"page {page} id {ident} rows {a + 1}-{b}" for page, ident, a, b in ranges)
    return markdown(table, head=(f"<!-- table {head} source {table['source']} "
                                 f"confidence {min(p['confidence'] for p in parts):.3f} -->\n"))


def markdown(table, head=None):
    if head is None:
        head = (f"<!-- table page {table['page']} id {table['id']} source {table['source']} "
                f"confidence {table['confidence']:.3f} -->\n")
    header_rows = table.get("header_rows") or 0
    if any(c["row"] + c["row_span"] > max(header_rows, 1) or (c["column_span"] > 1 and c["row"] >= header_rows)
           for c in table["cells"] if c["row_span"] > 1 or c["column_span"] > 1):
        return head + _html(table)
    rows = csv_rows(table)
    titles = _titles(table, header_rows) if header_rows else rows[0]
    lines = ["| " + " | ".join(_escape(t) for t in titles) + " |",
             "|" + "|".join(" --- " for _ in titles) + "|"]
    lines += ["| " + " | ".join(_escape(t) for t in row) + " |" for row in rows[max(header_rows, 1):]]
    return head + "\n".join(lines) + "\n"


def _titles(table, header_rows):
    """Each column's header text: the texts of the header cells over it, top down, each
    once (a title spanning rows or columns is repeated over each), joined by " / "."""
    over = [[] for _ in range(table["columns"])]
    for cell in sorted(table["cells"], key=lambda c: (c["row"], c["column"])):
        if cell["row"] >= header_rows or not cell["text"]:
            continue
        for j in range(cell["column"], min(cell["column"] + cell["column_span"], table["columns"])):
            if cell["text"] not in over[j]:
                over[j].append(cell["text"])
    return [" / ".join(texts) for texts in over]


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
