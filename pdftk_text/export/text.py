"""Plain text: the page's blocks in reading order, as pdftotext writes its text.

Each line of a block ends with a newline, each block with one more (a blank line), and
each page with a form feed -- pdftotext's layout without ``-layout``. Furniture is left
out unless asked for; a textless page writes only its form feed. ``join_hyphens`` joins a
line ending in a hyphen to the next line of its block (the hyphen dropped), as pdftotext
does by default. ``layout`` keeps each line's horizontal place with spaces so that
columns stay apart.
"""

from .options import ExportOptions

FORM_FEED = "\f"


def write_text(pages, options: ExportOptions, out):
    """Write the pages of a ``pages_of`` stream as text (bytes, UTF-8) to ``out``."""
    for kind, item in pages:
        if kind == "page":
            out.write(page_text(item, options).encode("utf-8"))


def page_text(page, options):
    if page.textless:
        return FORM_FEED
    blocks = list(page.blocks)
    if options.furniture:
        blocks += page.furniture
        blocks.sort(key=lambda b: (b.record["bbox"][1], b.record["bbox"][0]))
    if options.layout:
        return _layout(page, blocks) + FORM_FEED
    parts = []
    for block in blocks:
        lines = block_lines(block, page)
        if not lines:
            continue
        parts.append(_join(lines, options.join_hyphens))
        parts.append("\n")
    return "".join(parts) + FORM_FEED


def block_lines(block, page):
    """The block's lines, each the text of its words (in reading order) joined by spaces."""
    lines, current, last = [], [], None
    for word in block.words:
        if word.get("line") != last and current:
            lines.append(" ".join(current))
            current = []
        current.append(word["text"])
        last = word.get("line")
    if current:
        lines.append(" ".join(current))
    return lines


def _join(lines, join_hyphens):
    out = []
    for index, line in enumerate(lines):
        if join_hyphens and line.endswith("-") and index + 1 < len(lines):
            out.append(line[:-1])
        else:
            out.append(line + "\n")
    return "".join(out)


def _layout(page, blocks):
    """Lines placed on a character grid: a column per average glyph width, rows by baseline."""
    words = [w for b in blocks for w in b.words]
    if not words:
        return ""
    widths = [(w["bbox"][2] - w["bbox"][0]) / max(1, len(w["text"])) for w in words if w["text"]]
    cell = sorted(widths)[len(widths) // 2] if widths else 5.0
    cell = max(cell, 1.0)
    left = min(w["bbox"][0] for w in words)
    rows = {}
    for word in words:
        rows.setdefault(round(word["baseline"][1] if word.get("baseline") else word["bbox"][3], 0), []).append(word)
    out = []
    previous = None
    for y in sorted(rows):
        if previous is not None and y - previous > 2.2 * cell * 2:
            out.append("")            # a paragraph gap stays a blank line
        previous = y
        line = ""
        for word in sorted(rows[y], key=lambda w: w["bbox"][0]):
            column = int(round((word["bbox"][0] - left) / cell))
            if line:
                column = max(column, len(line) + 1)
            line += " " * (column - len(line)) + word["text"]
        out.append(line)
    return "\n".join(out) + "\n"
