"""Gutters: the columns of an unruled table, from the gaps most of its rows share.

A column gap is where the rows' words leave white: counted over the table's lines of two
or more phrases, an x-range that at most a quarter of them put ink on (a header spanning
its columns, a row whose numbers stand closer than a phrase gap) and at least
``GUTTER`` em wide is a gutter; the columns lie between. A phrase lying over a gutter is
cut there when its words stand apart at it by more than a word space (numbers run
together), else it spans the columns it covers (a title over its columns). This module
holds word positions only; it must never decide what is a table.
"""

# A gutter is at least this wide (em of the lines' median size): a word space (0.25-0.35
# em) shared by the lines of a label column is no gutter; TeX's narrowest column gap, 12 pt
# at 10 pt, is one.
GUTTER = 0.5
# Lines putting ink over a gap, at most this share of the lines: the gap is still a gutter.
CROSSING = 0.25
# Words standing this far apart (em) or more at a gutter are cut there: wider than a word space.
CUT = 0.5


def gutter_columns(lines):
    """Column intervals [x0, x1] (left to right) of ``lines`` (lists of phrases, each a
    list of words): the spans between gutters, each as wide as the words it holds."""
    rows = [[w for p in ps for w in p] for ps in lines]
    rows = [ws for ws in rows if ws]
    if not rows:
        return []
    size = _median([w.get("size") or 10.0 for ws in rows for w in ws])
    gutters = _gutters(rows, int(CROSSING * len(rows)), GUTTER * size)
    columns = [[None, None, set()] for _ in range(len(gutters) + 1)]
    # a word across a gutter (a title spanning its columns) widens no column
    inside = [(i, w) for i, ws in enumerate(rows) for w in ws
              if not any(w["bbox"][0] < g0 and g1 < w["bbox"][2] for g0, g1 in gutters)]
    for i, w in inside or [(i, w) for i, ws in enumerate(rows) for w in ws]:
        column = columns[slot(w, gutters)]
        column[0] = w["bbox"][0] if column[0] is None else min(column[0], w["bbox"][0])
        column[1] = w["bbox"][2] if column[1] is None else max(column[1], w["bbox"][2])
        column[2].add(i)
    # a span only one line reaches holds a piece of a title over columns, no column
    fewest = min(2, len(rows))
    return [c[:2] for c in columns if len(c[2]) >= fewest]


def slot(word, gutters):
    """The index of the span between ``gutters`` holding the word's centre."""
    x = (word["bbox"][0] + word["bbox"][2]) / 2
    return sum(1 for g0, g1 in gutters if x >= (g0 + g1) / 2)


def _gutters(rows, crossing, width):
    """[(x0, x1)] of the gaps at most ``crossing`` rows put ink over, ``width`` wide or more."""
    events = []
    for ws in rows:
        for x0, x1 in _ink(ws):
            events.append((x0, 1))
            events.append((x1, -1))
    events.sort()
    left, right = events[0][0], events[-1][0]
    out, depth, start = [], 0, None
    for x, step in events:
        before = depth
        depth += step
        if before > crossing >= depth:
            start = x                       # the ink thins out to a gap here
        elif before <= crossing < depth and start is not None:
            if x - start >= width and left < start and x < right:
                out.append((start, x))
            start = None
    return out


def _ink(words):
    """The x-intervals one line's words cover, overlapping ones joined."""
    spans = sorted((w["bbox"][0], w["bbox"][2]) for w in words)
    out = []
    for x0, x1 in spans:
        if out and x0 <= out[-1][1]:
            out[-1][1] = max(out[-1][1], x1)
        else:
            out.append([x0, x1])
    return out


def _median(values):
    values = sorted(values)
    return values[len(values) // 2] if values else 10.0


def place(phrase, columns):
    """The parts of ``phrase`` as (first column, column span, words): cut where its words
    stand a cut gap apart across a column boundary, each part spanning the columns its
    words reach."""
    size = max((w.get("size") or 0 for w in phrase), default=0) or 10.0
    parts = [[phrase[0]]]
    for prev, word in zip(phrase, phrase[1:]):
        apart = word["bbox"][0] - prev["bbox"][2] >= CUT * size
        if apart and _column(prev, columns) != _column(word, columns):
            parts.append([word])
        else:
            parts[-1].append(word)
    out = []
    for words in parts:
        first, last = _column(words[0], columns), _column(words[-1], columns)
        out.append((first, last - first + 1, words))
    return out


def _column(word, columns):
    """The column whose extent holds the word's centre, else the nearest one."""
    x = (word["bbox"][0] + word["bbox"][2]) / 2
    return min(range(len(columns)), key=lambda k: 0 if columns[k][0] <= x <= columns[k][1] else
               min(abs(columns[k][0] - x), abs(columns[k][1] - x)))
