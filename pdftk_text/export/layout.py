"""Text with ``--layout``: each line placed at a character column, columns kept apart with spaces.

Columns are counted in characters of the text around them, not in points, as
``pdftotext -layout`` counts them, so a column of text stays one column whatever its
font. The page is cut into boxes: each block, except that a line with a gap between two
words wider than ``LONE_GAP`` font sizes (``CELL_GAP`` when more than ``FEW_LINES`` lines
of the block have one) is cut there and each piece is a box of its own (table cells, a
section number before its heading). Boxes are placed left to right:
a box starts ``BOX_GUTTER`` characters past the end of every box wholly to its left, and
where it overlaps a box sideways, at the same fraction of that box's width in
characters. Within a box, a line starts past the lines wholly to its left, or under the
character of an overlapping line where it begins. Rows follow baselines; a gap of N font
sizes between baselines writes N - 1 blank lines (at most ``MAX_BLANK``). This module
must never open a PDF.
"""

from dataclasses import dataclass, field

CELL_GAP = 0.7          # font sizes: a wider gap cuts a line into boxes when many lines have one (pdftotext's column spacing)
LONE_GAP = 1.0          # font sizes: a wider gap always cuts (pdftotext joins up to 3 outlying words closer than this)
FEW_LINES = 3           # a block with at most this many lines gapped between CELL_GAP and LONE_GAP keeps them whole
BOX_GUTTER = 3          # characters: spaces at least between a box and one wholly to its left
SAME_ROW = 0.5          # font sizes: baselines closer than this share a row (pdftotext's intra-line delta)
MAX_BLANK = 4           # blank lines written for one vertical gap, at most
TOP_SLACK = 0.01        # points: tops closer than this sort as one height
# Lines of one box, and boxes of one page, placed against each other at most: a page's
# bound (each is placed against every one before it). Past it -- a hostile page of
# thousands of lines in one block -- each is placed by its distance from the left alone,
# in characters of its own text.
MAX_PLACED = 500
MAX_COLUMNS = 1000      # characters a line is indented by at most when placed by distance


@dataclass
class _Fragment:
    text: str
    x0: float
    x1: float
    top: float
    base: float
    size: float
    edges: list             # x of the left edge of each character, then the right edge of the last
    upright: bool = True    # horizontal text; rows of turned text are not spaced by baselines
    column: int = 0


@dataclass
class _Box:
    fragments: list = field(default_factory=list)
    column: int = 0
    width: int = 0          # characters

    @property
    def x0(self):
        return min(f.x0 for f in self.fragments)

    @property
    def x1(self):
        return max(f.x1 for f in self.fragments)

    @property
    def top(self):
        return min(f.top for f in self.fragments)


def layout_text(page, blocks):
    """The blocks' lines on a character grid, each row ending with a newline."""
    boxes = [box for block in blocks for box in _boxes(block)]
    if not boxes:
        return ""
    for box in boxes:
        box.width = _line_columns(box.fragments)
    _box_columns(boxes)
    return _rows([f for box in boxes for f in box.fragments])


def _boxes(block):
    """The block as boxes: its whole lines in one, each piece of a line cut at a wide gap in its own."""
    by_line = {}
    for word in block.words:
        by_line.setdefault(word.get("line"), []).append(word)
    lines = list(by_line.values())
    gapped = sum(1 for words in lines if len(_cut(words, CELL_GAP)) > 1)
    limit = CELL_GAP if gapped > FEW_LINES else LONE_GAP
    beside = _side_by_side(lines)
    whole, pieces = _Box(), []
    for words in lines:
        runs = _cut(words, limit)
        if len(runs) == 1 and id(words) not in beside:
            whole.fragments.append(_fragment(words))
        else:
            pieces.extend(_Box([_fragment(run)]) for run in runs)
    return ([whole] if whole.fragments else []) + pieces


def _side_by_side(lines):
    """Ids of the lines sharing a row with another line of the block (the cells of a table
    row the order stage made one block): each is a box of its own, as a cell is."""
    bases = sorted((_fragment_base(words), words[0].get("size") or 1.0, id(words)) for words in lines)
    out = set()
    for index, (base, size, ident) in enumerate(bases):     # the nearest baselines are the neighbours
        near = [bases[i][0] for i in (index - 1, index + 1) if 0 <= i < len(bases)]
        if any(abs(other - base) < SAME_ROW * size for other in near):
            out.add(ident)
    return out


def _fragment_base(words):
    first = words[0]
    return first["baseline"][1] if first.get("baseline") else first["bbox"][3]


def _cut(words, limit):
    runs = [[words[0]]]
    for word in words[1:]:
        previous = runs[-1][-1]
        if word["bbox"][0] - previous["bbox"][2] > limit * (previous.get("size") or 1.0):
            runs.append([word])
        else:
            runs[-1].append(word)
    return runs


def _fragment(words):
    text, edges = "", []
    for index, word in enumerate(words):
        if index:
            text += " "
            edges.append(words[index - 1]["bbox"][2])
        edges.extend(_char_edges(word))
        text += word["text"]
    edges.append(words[-1]["bbox"][2])
    first = words[0]
    base = _fragment_base(words)
    return _Fragment(text, min(w["bbox"][0] for w in words), max(w["bbox"][2] for w in words),
                     min(w["bbox"][1] for w in words), base, first.get("size") or 1.0, edges,
                     not first.get("angle"))


def _char_edges(word):
    """Left edges of the word's characters, its width shared out evenly (words carry no glyph boxes)."""
    x0, x1 = word["bbox"][0], word["bbox"][2]
    step = (x1 - x0) / max(1, len(word["text"]))
    return [x0 + i * step for i in range(len(word["text"]))]


def _box_columns(boxes):
    """Place the boxes left to right (see the module's docstring), moving their lines along."""
    if len(boxes) > MAX_PLACED:
        left = min(b.x0 for b in boxes)
        for box in boxes:
            box.column = _distance(box.fragments[0], box.x0 - left)
            for fragment in box.fragments:
                fragment.column += box.column
        return
    placed = []
    for box in sorted(boxes, key=lambda b: (b.x0, b.top)):
        column = 0
        for left in placed:
            if box.x0 > left.x1:
                reach = left.column + left.width + BOX_GUTTER
            elif left.x1 == left.x0:
                reach = left.column
            else:
                reach = left.column + int((box.x0 - left.x0) / (left.x1 - left.x0) * left.width)
            column = max(column, reach)
        box.column = column
        for fragment in box.fragments:
            fragment.column += column
        placed.append(box)


def _line_columns(fragments):
    """Columns of a box's lines within the box; the box's width in characters."""
    if len(fragments) > MAX_PLACED:
        left = min(f.x0 for f in fragments)
        for fragment in fragments:
            fragment.column = _distance(fragment, fragment.x0 - left)
        return max(f.column + len(f.text) for f in fragments)
    ordered = sorted(fragments, key=lambda f: (f.x0, f.base))
    for index, fragment in enumerate(ordered):
        column = 0
        for left in ordered[:index]:
            if fragment.x0 >= left.x1:
                reach = left.column + len(left.text) + 1
            else:
                reach = left.column + _chars_before(left, fragment.x0)
            column = max(column, reach)
        fragment.column = column
    return max(f.column + len(f.text) for f in fragments)


def _distance(fragment, distance):
    """``distance`` points in characters of ``fragment``'s text (its width over its
    length), MAX_COLUMNS at most: how a line is placed past MAX_PLACED."""
    width = (fragment.x1 - fragment.x0) / max(1, len(fragment.text)) or 1.0
    return max(0, min(MAX_COLUMNS, int(distance / width)))


def _chars_before(fragment, x):
    edges = fragment.edges
    count = 0
    while count < len(fragment.text) and x >= 0.5 * (edges[count] + edges[count + 1]):
        count += 1
    return count


def _rows(fragments):
    """The fragments row by row: top to bottom, each row's by column, blank lines for gaps."""
    ordered = sorted(fragments, key=lambda f: (round(f.top / TOP_SLACK), f.x0))
    grouped, start = [], 0
    while start < len(ordered):
        end = start + 1
        limit = SAME_ROW * ordered[start].size
        while end < len(ordered) and abs(ordered[end].base - ordered[start].base) < limit:
            end += 1
        grouped.extend(sorted(ordered[start:end], key=lambda f: f.column))
        start = end
    out, column = [], 0
    for index, fragment in enumerate(grouped):
        out.append(" " * max(0, fragment.column - column))
        column = max(column, fragment.column) + len(fragment.text)
        out.append(fragment.text)
        following = grouped[index + 1] if index + 1 < len(grouped) else None
        if following is None or following.column < column or \
                abs(following.base - fragment.base) > SAME_ROW * fragment.size:
            gaps = 1
            if following is not None and following.upright:
                gaps = int((following.base - fragment.base) / fragment.size)
            out.append("\n" * min(max(gaps, 1), MAX_BLANK + 1))
            column = 0
    return "".join(out)
