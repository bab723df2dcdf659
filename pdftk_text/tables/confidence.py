"""Confidence: how sure a detected table is, from the evidence its detector found.

Each source turns its facts into a number in [0, 1] here, with named weights, so the
calibration (tables/CALIBRATION.md) can be rerun against one place. A grid seen is not
a table: a form's empty boxes, a letterhead's frame and a row of comb boxes are grids
too, so what lowers the number is what they lack -- text in most cells, two rows and
two columns, a header. This module must never look at a page; it scores facts only.
"""

# Ruled: a closed grid of rules is the strongest layout evidence there is.
RULED_BASE = 0.55
RULED_TWO_BY_TWO = 0.15      # at least two rows and two columns
RULED_FILLED = 0.2           # times the share of cells holding text
RULED_HEADER = 0.1           # a header row told apart by weight or fill
# Caps below hold what is seldom a table to about the share of such reports that were
# right when measured (tables/CALIBRATION.md: corpus and ICDAR-2013's dev half).
# Fewer than half the cells hold text: boxes waiting to be filled in (a form); none right.
MOSTLY_EMPTY_CAP = 0.1
# One row or one column: a strip of boxes (comb fields, a framed line); none right.
STRIP_CAP = 0.1
# Drawn only with the sides of shading (no stroke, no thin rule): colour blocks.
SHADING_ONLY_FACTOR = 0.8
# One cell as wide as the grid covers this share of it or more: bars framing a page's text
# (a slide's header, sidebar and footer around its body), a text box under a title bar.
FRAME_SHARE = 0.5
FRAME_CAP = 0.1

# Aligned: columns seen only in word positions.
ALIGNED_BASE = 0.35
ALIGNED_ROWS = 0.15          # times min(1, (rows - 2) / 4): more aligned rows, more certain
ALIGNED_NUMERIC = 0.15       # a column of numbers lining up (right-aligned, or centred, or left)
ALIGNED_HEADER = 0.15        # a header row by weight, fill or a rule beneath
ALIGNED_FILLED = 0.1         # times the share of cells holding text
# Two columns: a label/value list or an address block as often (4 of 9 right); not when a
# header stands apart above a column of numbers, or is set apart by weight or a rule
# beneath it (a list has no header row).
ALIGNED_TWO_COLUMNS_CAP = 0.3
SET_APART = ("weight", "rule beneath")
ALIGNED_PLAIN_CAP = 0.2      # neither numbers nor a header: nothing but alignment says table (0 of 3 right)
# Cells read as prose, or numbers beside lines of prose (a transcript): none right.
ALIGNED_PROSE_CAP = 0.1


def ruled(rows, columns, filled_share, header, kinds, largest_share=0.0):
    """Confidence and evidence for a ruled grid; ``largest_share`` is the share of the
    grid's area its largest cell as wide as the grid covers."""
    evidence = ["rules: closed grid of " + "+".join(kinds)]
    score = RULED_BASE + RULED_FILLED * filled_share
    if rows >= 2 and columns >= 2:
        score += RULED_TWO_BY_TWO
    if header:
        score += RULED_HEADER
        evidence.append("header: " + header)
    evidence.append(f"cells with text: {round(filled_share * 100)}%")
    if filled_share < 0.5:
        score = min(score, MOSTLY_EMPTY_CAP)
        evidence.append("mostly empty cells: boxes to fill in (a form?)")
    if rows < 2 or columns < 2:
        score = min(score, STRIP_CAP)
        evidence.append("one row or one column")
    if kinds == ("edge",):
        score *= SHADING_ONLY_FACTOR
        evidence.append("drawn only by shading")
    if largest_share >= FRAME_SHARE:
        score = min(score, FRAME_CAP)
        evidence.append(f"one cell covers {round(largest_share * 100)}% of the grid: a frame around text "
                        "(a slide's bars, a titled box)")
    return min(1.0, score), evidence


def aligned(rows, columns, filled_share, numeric, header):
    """Confidence and evidence for columns seen in word alignment."""
    evidence = [f"alignment: {columns} columns lined up over {rows} rows"]
    score = ALIGNED_BASE + ALIGNED_ROWS * min(1.0, max(0, rows - 2) / 4) + ALIGNED_FILLED * filled_share
    if numeric:
        score += ALIGNED_NUMERIC
        evidence.append("numbers " + (numeric if isinstance(numeric, str) else "right-aligned"))
    if header:
        score += ALIGNED_HEADER
        evidence.append("header: " + header)
    if columns < 3 and not (numeric and header) and header not in SET_APART:
        score = min(score, ALIGNED_TWO_COLUMNS_CAP)
        evidence.append("two columns only")
    if not numeric and not header:
        score = min(score, ALIGNED_PLAIN_CAP)
        evidence.append("no numbers, no header: address blocks and lists line up like this")
    return min(1.0, score), evidence


def tagged(row_widths):
    """Confidence 1 when every row's spans fill the same number of columns; else the share
    of rows that fill the widest."""
    if not row_widths:
        return 0.0, ["structure: Table element without rows"]
    widest = max(row_widths)
    full = sum(1 for w in row_widths if w == widest)
    evidence = ["structure: Table element"]
    if full < len(row_widths):
        evidence.append(f"rows not filling {widest} columns: {len(row_widths) - full}")
    return full / len(row_widths), evidence
