"""Aligned tables: columns seen only in where words line up, without rules or tags.

Upright lines split into phrases at wide gaps; three or more close lines of two or more
phrases form a run (a rule across a wider gap, or the same alignment resumed after a
blank line, keeps it going); the gaps most of the run's lines share cut it into columns
(tables/gutters.py). A line of one phrase inside a run stays in it when it fits one
column (a cell wrapping onto a second line), or is a section row (a short heading at the
first column's edge, a title over the columns after it); a line with an empty first
column and no number is a wrapped line, joined to the row above. A column counts as
aligned when most of its cells share a left, right or centre edge; numbers lining up,
a heavier first row, a rule beneath it, or rows of titles above the first row of numbers
(the header) are evidence too. Runs inside a table another source found are skipped.
This module must never read the PDF, and never raise a run's confidence past what
confidence.aligned gives.
"""

import re

from .. import _core
from ..records.fields import column, read_words
from . import confidence
from .cells import cell_record, cell_text, envelope, made_rows, r, table_record, words_in_box
from .gutters import gutter_columns, place
from .ruled import is_heavy

# A gap this many times the font size or wider splits a line into phrases: wider than a
# word space (about 0.25-0.35 em) and than the widest justified spaces seen (~0.8 em), and
# as wide as TeX's column gap at 10 pt (2 tabcolsep, 12 pt), met within ``GAP_SLACK`` pt.
# Narrower, a contents line's number and title (1 em apart) read as cells.
PHRASE_GAP = 1.2
GAP_SLACK = 0.1
# Consecutive rows with more than (RUN_GAP - 1) em of white between them break a run: a
# padded table row leaves about 1.2 em (ReportLab's invoice), a blank line about 2.2 em.
RUN_GAP = 3.0
# Rows above the first row of numbers that may be its header, at most: titles over titles
# over the columns (ICDAR-2013's three-row headers).
HEADER_ROWS = 4
# With a rule across it, a gap up to this (em) still joins two lines of a run: a header
# ruled off from the body with room either side of the rule.
RULED_GAP = 4.0
# Baselines this close are one row (pt): superscripts and rounding, not a new line.
BASELINE = 2.0
# Edges within this distance line up (pt).
EDGE = 2.0
# A column is aligned when this share of its cells at least line up on one edge.
SHARED = 0.75
# Rows a run needs: two lines of two phrases are a label and a value, three a table.
MIN_ROWS = 3
# One-phrase lines just above a run that may join it (titles over its columns), at most.
LEAD = 3
# Lines with baselines closer than this (em) are one row: a cell's value set level with
# the middle of its neighbour's two lines (about 0.55 em from each); a cell's own lines
# stand 1 em or more apart.
HALF_LINE = 0.75
# Cells holding more words than this on average read as prose (two-column text).
PROSE_WORDS = 6
_NUMBER = re.compile(r"^[-+(]?[$€£]?\d[\d\s.,]*%?\)?$")
# A rule under the first row spans this share of the table's width at least to set it apart.
RULE_ACROSS = 0.8
_TIME = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")


def aligned_tables(page, words, found, across=(), least=0.0):
    """Table records for runs of aligned lines outside the tables in ``found``;
    ``across`` are the page's horizontal rules snapped and merged (drawn cell by cell,
    joined: ``rulings.snap_and_merge``), when the PDF is at hand. A table below
    ``least`` holds its first row's cells only (``cells.made_rows``); one that could not
    reach it even with every cell filled has that most as its confidence."""
    # the words whose centre lies in a table found already: asked of each table's box
    inside = {id(w) for t in found for w in words_in_box(words, t["bbox"])}
    upright = [w for w, angle in zip(words, column(words, "angle", 0)) if angle == 0]
    lines, edges = _phrase_lines([w for w in upright if id(w) not in inside] if inside else upright, True)
    runs = _runs(lines, across, _Edges(lines, edges))
    return [t for t in (_table(page, run, across, least) for run in runs) if t is not None]


def _phrase_lines(words, edges=False):
    """Lines top to bottom, each a list of phrases (lists of words, left to right): the
    words grouped by shared baseline (the word stage may cut a row at wide gaps into
    several lines; a table row is every word on one baseline), within BASELINE pt of the
    one before, each row cut where a gap reaches PHRASE_GAP em less GAP_SLACK pt. The
    native core groups them (``native/src/phrases.rs``); a word record whose box,
    baseline or size cannot be read is a malformed stream. With ``edges``, (the lines,
    each line's (top, bottom, size) as ``_Edges`` reads them)."""
    return read_words(_core.phrase_lines, words, BASELINE, PHRASE_GAP, GAP_SLACK, edges)


def _runs(lines, across=(), edges=None):
    """Runs of close lines: lines of two or more phrases, and the one-phrase lines among,
    after and just above them (wrapped cells, section rows, titles over the columns,
    checked against the columns by ``_fitting``). A rule across the gap between two
    lines (``across``: horizontal rules) lets a wider gap join them: a header ruled off."""
    run, lead, edges = [], [], edges or _Edges()
    close = edges.close
    for index, phrases in enumerate(lines):
        if run and (close(run[-1], phrases) or _ruled_gap(run, phrases, across, edges)
                    or _resumes(run, lines, index, edges)):
            run.append(phrases)
            continue
        yield from _fitting(run)
        if len(phrases) >= 2:
            run, lead = (lead if lead and close(lead[-1], phrases) else []) + [phrases], []
        else:
            run = []
            lead = (lead if lead and close(lead[-1], phrases) else [])[-(LEAD - 1):] + [phrases]
    yield from _fitting(run)


class _Edges:
    """Each line's top (its phrases' first words' highest), bottom and largest size (10
    when none), read once for all the questions ``_runs`` asks of it."""

    def __init__(self, lines=(), known=()):
        # id(line) -> (top, bottom, size); the lines outlive it. ``known``: the core's
        # answers for ``lines`` (``_phrase_lines``), the same as ``of`` would give
        self._known = {id(line): found for line, found in zip(lines, known)}

    def of(self, phrases):
        found = self._known.get(id(phrases))
        if found is None:
            found = self._known[id(phrases)] = (
                min(p[0]["bbox"][1] for p in phrases), max(w["bbox"][3] for p in phrases for w in p),
                max((w.get("size") or 0) for p in phrases for w in p) or 10.0)
        return found

    def close(self, above, below):
        """Whether ``below`` starts within RUN_GAP em (less one) of where ``above`` ends."""
        top, bottom, size = self.between(above, below)
        return top - bottom <= RUN_GAP * size - size

    def between(self, above, below):
        """(``below``'s top, ``above``'s bottom and size): the white between two lines."""
        _, bottom, size = self.of(above)
        return self.of(below)[0], bottom, size


def _fitting(run):
    """The parts of ``run`` whose one-phrase lines each fit inside one column, cut where
    one does not; a part needs MIN_ROWS lines of two or more phrases, so a run with
    fewer has none (most runs are a line or two: their columns are never looked for)."""
    if sum(1 for phrases in run if len(phrases) >= 2) < MIN_ROWS:
        return
    columns = _columns(run)
    part, lead = [], True
    for phrases in run:
        lead = lead and len(phrases) < 2       # above the first row: a title over the columns only
        if len(phrases) >= 2 or (not lead and _fits(phrases[0], columns)) or _section(phrases[0], columns, lead):
            part.append(phrases)
            continue
        yield from _enough(part)
        part = []
    yield from _enough(part)


def _enough(part):
    """``part`` without trailing one-phrase lines in its first column, when it holds
    MIN_ROWS lines of two or more phrases. A part cut by ``_fitting`` may hold none (only
    one-phrase lines that fit the run's columns): it is no table, and has no columns."""
    if sum(1 for ps in part if len(ps) >= 2) < MIN_ROWS:
        return      # trimming below drops one-phrase lines only: checked before it
    # dropping a one-phrase line leaves the lines the columns come from as they are
    columns = _columns(part) if len(part[-1]) < 2 else None
    while len(part[-1]) < 2 and (_column_of(part[-1][0], columns) == 0 or not _fits(part[-1][0], columns)):
        part = part[:-1]                  # a last line in the first column or across: text after the table
    yield part


def _fits(phrase, columns):
    x0, x1 = phrase[0]["bbox"][0], max(w["bbox"][2] for w in phrase)
    return any(c0 - EDGE <= x0 and x1 <= c1 + EDGE for c0, c1 in columns)


def _section(phrase, columns, lead=False):
    """Whether a one-phrase line is a row of its own inside the table: a title over the
    columns after the first, or (not above the first row: there it is the end of the text
    before) a short heading at the first column's left edge."""
    x0, x1 = phrase[0]["bbox"][0], max(w["bbox"][2] for w in phrase)
    if not columns or x0 < columns[0][0] - EDGE or x1 > columns[-1][1] + EDGE:
        return False        # no columns (a run of superscripts between prose lines): no table row
    return x0 > columns[0][1] or (not lead and x0 - columns[0][0] <= EDGE and len(phrase) <= PROSE_WORDS)


def _column_of(phrase, columns):
    x = (phrase[0]["bbox"][0] + phrase[-1]["bbox"][2]) / 2
    return min(range(len(columns)), key=lambda k: 0 if columns[k][0] <= x <= columns[k][1] else
               min(abs(columns[k][0] - x), abs(columns[k][1] - x)))


def _ruled_gap(run, below, across, edges):
    """Whether a rule at least RULE_ACROSS as wide as the run so far lies in the gap above
    ``below``, the gap no wider than RULED_GAP em."""
    top, bottom, size = edges.between(run[-1], below)
    if top - bottom > RULED_GAP * size:
        return False
    left = min(p[0]["bbox"][0] for ps in run for p in ps)
    right = max(w["bbox"][2] for ps in run for p in ps for w in p)
    return any(bottom <= r.at <= top and min(r.end, right) - max(r.start, left) >= RULE_ACROSS * (right - left)
               for r in across)


def _resumes(run, lines, index, edges):
    """Whether the run goes on after a gap (no wider than RULED_GAP em) at ``lines[index]``:
    the first line of two or more phrases there (it, or the one after a section heading)
    puts each phrase inside one of the run's columns and fills half of them or more --
    the alignment goes on, as a table's groups set apart by a blank line do."""
    top, bottom, size = edges.between(run[-1], lines[index])
    if top - bottom > RULED_GAP * size:
        return False
    following = [ps for ps in lines[index:index + 2] if len(ps) >= 2]
    if not following or (following[0] is not lines[index] and not edges.close(lines[index], following[0])):
        return False
    columns = _columns(run)
    return len(columns) >= 2 and 2 * len(following[0]) >= len(columns) and all(
        _fits(p, columns) for p in following[0])


def _columns(run):
    """Column intervals: the spans between the gutters the run's lines of two or more
    phrases share (tables/gutters.py)."""
    return gutter_columns([ps for ps in run if len(ps) >= 2])


def _table(page, run, rules=(), least=0.0):
    columns = _columns(run)
    if len(columns) < 2:
        return None
    grid, spans = [], []
    for phrases in _rows(run):
        row, span = [[] for _ in columns], {}
        for phrase in phrases:
            for first, count, words in place(phrase, columns):
                row[first].extend(words)
                if count > 1:
                    span[first] = max(span.get(first, 1), count)
        grid.append(row)
        spans.append({j: n for j, n in span.items() if not any(row[k] for k in range(j + 1, j + n))})
    grid, spans, joined = _join_wrapped(grid, spans)
    if len(grid) < MIN_ROWS:
        return None
    aligned = [_alignment([row[j] for row in grid if row[j]])
               or _alignment([row[j] for row in grid[1:] if row[j]], MIN_ROWS - 1)   # header set apart
               for j in range(len(columns))]
    if sum(1 for a in aligned if a) < 2:
        return None
    table = _record(page, grid, spans, aligned, rules, least)
    if joined:
        table["evidence"].append(f"wrapped lines joined to the row above: {joined}")
    return table


def _rows(run):
    """The run's lines as rows (lists of phrases): lines whose baselines stand less than
    HALF_LINE em apart are one row."""
    rows, last = [], None
    for phrases in run:
        base = _base(phrases[0][0])
        size = max(w.get("size") or 0 for p in phrases for w in p) or 10.0
        if rows and abs(base - last) < HALF_LINE * size:
            rows[-1].extend(phrases)
        else:
            rows.append(list(phrases))
        last = base
    return rows


def _base(word):
    """The height of a word's baseline, else of its box's bottom (as the rows are grouped)."""
    baseline = word.get("baseline")
    return baseline[1] if baseline else word["bbox"][3]


def _join_wrapped(grid, spans):
    """Rows with a wrapped line (empty first column, no number, no phrase across columns:
    that is a title of the rows below) joined to the row above, which keeps its spans."""
    out, kept, joined = [], [], 0
    for row, span in zip(grid, spans):
        if out and not row[0] and not span and not any(_is_number(ws) for ws in row if ws):
            for j, words in enumerate(row):
                out[-1][j].extend(words)
            joined += 1
        else:
            out.append(row)
            kept.append(span)
    return out, kept, joined


def _alignment(cells, fewest=MIN_ROWS):
    """"left", "right" or "centre" when SHARED of the column's cells share that edge (a
    header or a title over the column may stand apart), else None."""
    if len(cells) < fewest:
        return None
    lefts = [min(w["bbox"][0] for w in c) for c in cells]
    rights = [max(w["bbox"][2] for w in c) for c in cells]
    centres = [(a + b) / 2 for a, b in zip(lefts, rights)]
    for name, values in (("right", rights), ("left", lefts), ("centre", centres)):   # right first: numbers
        middle = sorted(values)[len(values) // 2]
        if sum(1 for v in values if abs(v - middle) <= EDGE) >= max(fewest, SHARED * len(values)):
            return name
    return None


def _record(page, grid, spans, aligned, rules=(), least=0.0):
    rows, columns = len(grid), len(grid[0])
    cap = _prose_cap(grid)
    # A run of prose capped below ``least`` is never written (two-column text makes one of
    # every page): only its box, size and first row's cells are read of it (numbering,
    # overlaps, a continuation's header), so the evidence of a header and of numbers is
    # not looked for.
    header, depth, numeric = (None, 0, None) if cap is not None and r(cap[0]) < least else \
        _header_and_numbers(grid, aligned, rules)
    placed = []             # (row, column, its span, words)
    for i, (row, span) in enumerate(zip(grid, spans)):
        covered = {k for j, n in span.items() for k in range(j + 1, j + n)}
        placed += [(i, j, span.get(j, 1), ws) for j, ws in enumerate(row) if j not in covered]

    def scored(filled):
        score, evidence = confidence.aligned(rows, columns, filled, numeric, header)
        if cap is not None:
            score = min(score, cap[0])
            evidence.append(cap[1])
        return score, evidence + ["edges: " + ", ".join(a or "none" for a in aligned)]

    # the most it can score (every cell filled) below ``least``: only its first row's
    # texts are read, and that most is its confidence (it is never written)
    score, evidence = scored(1.0)
    made = made_rows(score, least)
    texts = [cell_text(ws) if i < made else None for i, _, _, ws in placed]
    if made > 1:
        score, evidence = scored(sum(1 for text in texts if text) / len(placed))
        made = made_rows(score, least)
    cells = [cell_record(i, j, 1, span, i < depth, envelope([w["bbox"] for w in ws]), ws, text=text)
             for (i, j, span, ws), text in zip(placed, texts) if i < made]
    bbox = envelope([w["bbox"] for row in grid for c in row for w in c])
    return table_record(page, bbox, rows, columns, cells, "aligned", score, evidence, depth)


def _header_and_numbers(grid, aligned, rules):
    """(the header's evidence or None, its rows, the numeric columns' evidence or None)."""
    rows = len(grid)
    body = [w for row in grid[1:] for cell in row for w in cell]
    head = [w for cell in grid[0] for w in cell]
    header = "weight" if head and body and all(map(is_heavy, head)) and not any(map(is_heavy, body)) else None
    header = header or _rule_beneath(grid, rules)
    depth = 1 if header else _above_numbers(grid)
    if depth:
        header = header or "rows above the first row of numbers"
    numbers = [a for j, a in enumerate(aligned) if a and sum(1 for row in grid[1:] if row[j] and _is_number(row[j]))
               >= max(2, (rows - 1) // 2)]
    numeric = ("right-aligned" if "right" in numbers else "lined up ({})".format(numbers[0])) if numbers else None
    return header, depth, numeric


def _prose_cap(grid):
    """(the cap, why) when the cells read as prose or as numbers beside lines of prose,
    else None."""
    count = sum(len(c) for row in grid for c in row)
    if count / max(1, sum(1 for row in grid for c in row if c)) > PROSE_WORDS:
        return confidence.ALIGNED_PROSE_CAP, "cells read as prose (two-column text?)"
    if _numbered_text(grid):
        return confidence.ALIGNED_PROSE_CAP, "numbers or times beside lines of prose: a numbered text (transcript, listing)"
    return None


def _above_numbers(grid):
    """How many rows stand above the first row of numbers (a stack of column titles), when
    they are HEADER_ROWS at most, hold no numbers themselves and most rows from there on
    hold numbers; else 0."""
    numeric = [sum(1 for cell in row[1:] if cell and _is_number(cell)) >= 2 for row in grid]
    first = next((i for i, n in enumerate(numeric) if n), 0)
    if not 0 < first <= HEADER_ROWS or 2 * sum(numeric[first:]) < len(grid) - first:
        return 0
    return first


def _rule_beneath(grid, rules):
    """"rule beneath" when a rule across the table runs between its first row and the
    second and none between two rows below (booktabs' midrule; a table ruled row by row
    says nothing of its first), else None."""
    boxes = [envelope([w["bbox"] for cell in row for w in cell]) for row in grid]
    left, right = min(b[0] for b in boxes), max(b[2] for b in boxes)

    def ruled(upper, lower):
        return any(upper[3] - 0.5 <= r.at <= lower[1] + 0.5 and min(r.end, right) - max(r.start, left)
                   >= RULE_ACROSS * (right - left) for r in rules)
    if len(boxes) < 3 or not ruled(boxes[0], boxes[1]):
        return None
    return None if any(ruled(a, b) for a, b in zip(boxes[1:], boxes[2:])) else "rule beneath"


def _numbered_text(grid):
    """Whether one column reads as prose and every other holds only numbers or times: line
    numbers and timestamps beside a transcript's lines, not a table."""
    columns = len(grid[0])
    wordy = [j for j in range(columns)
             if sum(len(row[j]) for row in grid) > PROSE_WORDS * max(1, sum(1 for row in grid if row[j]))]
    return len(wordy) == 1 and all(_is_number(row[j]) or _is_time(row[j])
                                   for row in grid for j in range(columns) if j != wordy[0] and row[j])


def _is_time(words):
    return bool(_TIME.match(" ".join(w["text"] for w in words)))


def _is_number(words):
    return bool(_NUMBER.match(" ".join(w["text"] for w in words)))
