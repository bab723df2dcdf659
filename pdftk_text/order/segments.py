"""Segments: a page's lines cut at wide gaps, the unit blocks and furniture are made of.

A line from the words stage can run across a column gutter or a table's cells; a gap
wider than ``split_gap`` em between neighbouring words cuts it. Vertical lines stay
whole. This module must never decide order or furniture.
"""

import operator

from ..words.joining import joined_text


class Segment:
    __slots__ = ("words", "line", "bbox", "size", "first", "vertical", "bold", "_text")

    def __init__(self, words, line, vertical, bbox=None, size=None):
        self.words = words            # word records, in the line's logical order
        self.line = line              # id of the line it was cut from
        self.vertical = vertical
        self.bold = None              # whether all its words are bold, once the block builder asks
        self._text = None
        if bbox is not None:          # the words' union and largest size, known to the caller
            self.bbox = bbox
            self.size = size or 1.0
            self.first = min([w["glyphs"][0] for w in words])
        elif len(words) == 1:
            word = words[0]
            x0, y0, x1, y1 = word["bbox"]
            self.bbox = (x0, y0, x1, y1)
            self.size = word["size"] or 1.0
            self.first = word["glyphs"][0]
        else:
            self.bbox = union([w["bbox"] for w in words])
            self.size = max([w["size"] for w in words]) or 1.0
            self.first = min([w["glyphs"][0] for w in words])   # content order of its first glyph

    @property
    def text(self):
        if self._text is None:
            self._text = joined_text(self.words)
        return self._text


def union(boxes):
    x0, y0, x1, y1 = zip(*boxes)
    return min(x0), min(y0), max(x1), max(y1)


RIVER_LINES = 2     # lines above and below a narrow gap asked whether it is a gutter, and found at least
RIVER_REACH = 3.0   # line heights: how far from the gap's line those lines may lie


def segments_of(lines, words_by_line, tolerances, layout=None):
    """The segments of a page, in line order; words already taken (furniture) are absent.

    A line is cut at a gap wider than ``split_gap`` em, and at a gap of ``min_gutter`` em
    or more that runs down the page: the nearest lines above and below that cross it have
    such a gap there too (LaTeX's two columns are 1 em apart, and the words stage joins
    their lines across). ``layout`` is ``line_layout(lines, words_by_line)`` when the caller
    has it already."""
    pieces_of, columns = layout or line_layout(lines, words_by_line)
    rows = sorted(((line["id"], columns[line["id"]][0]) for line in lines if pieces_of.get(line["id"])),
                  key=lambda row: (row[1][1], row[1][0]))
    at = {lid: i for i, (lid, _) in enumerate(rows)}
    split_gap, min_gutter = tolerances.split_gap, tolerances.min_gutter
    narrowest = min(split_gap, min_gutter)
    out = []
    for line in lines:
        lid = line["id"]
        words = words_by_line.get(lid)
        if not words:
            continue
        by_x = pieces_of[lid]
        if by_x is None:
            out.append(Segment(words, lid, True))
            continue
        extent, lefts, rights, sizes = columns[lid]
        cuts = [0]
        gaps = list(map(operator.sub, lefts[1:], rights))
        if gaps and narrowest > 0 and min(sizes) > 0 and max(gaps) < narrowest * min(sizes):
            gaps = ()                         # no gap reaches the narrower of the two cuts at the line's smallest size
        for i, gap, size in zip(range(1, len(by_x)), gaps, map(max, sizes, sizes[1:])):
            size = size or 1.0
            if gap > split_gap * size or (
                    gap >= min_gutter * size and _gutter(at[lid], (rights[i - 1] + lefts[i]) / 2, rows, pieces_of,
                                                         tolerances)):
                cuts.append(i)
        if len(cuts) == 1:
            # A line kept whole in rising x is its extent's box already, its sizes its own.
            out.append(Segment(list(words), lid, False, extent, max(sizes)) if by_x is words
                       else Segment(list(words), lid, False))
            continue
        cuts.append(len(by_x))
        for start, end in zip(cuts, cuts[1:]):
            ids = {w["id"] for w in by_x[start:end]}
            out.append(Segment([w for w in words if w["id"] in ids], lid, False))
    return out


def line_layout(lines, words_by_line):
    """({line id: its words by left edge then id, None for a vertical or turned line},
    {line id: (its extent, its words' left edges, right edges and sizes in that order)})."""
    pieces_of, columns = {}, {}
    for line in lines:
        words = words_by_line.get(line["id"])
        if not words:
            continue
        if line.get("direction") == "ttb" or line.get("angle", 0) not in (0, None):
            pieces_of[line["id"]] = None
            continue
        x0, y0, x1, y1 = zip(*[w["bbox"] for w in words])
        if not all(map(operator.lt, x0, x0[1:])):          # a line in rising x (the usual) stays as it is
            words = sorted(words, key=lambda w: (w["bbox"][0], w["id"]))
            x0, y0, x1, y1 = zip(*[w["bbox"] for w in words])
        pieces_of[line["id"]] = words
        columns[line["id"]] = ((x0[0], min(y0), max(x1), max(y1)), x0, x1, [w["size"] for w in words])
    return pieces_of, columns


def _open(words, x, tolerances):
    """Whether ``x`` falls in a gap of ``min_gutter`` em or more between two of the line's
    words (``words`` by x): False when a word or a narrower space is there."""
    for previous, word in zip(words, words[1:]):
        if previous["bbox"][2] <= x <= word["bbox"][0]:
            size = max(previous["size"], word["size"]) or 1.0
            return word["bbox"][0] - previous["bbox"][2] >= tolerances.min_gutter * size
    return False


def _gutter(index, x, rows, pieces_of, tolerances):
    """Whether the RIVER_LINES lines nearest above and below the line ``rows[index]``
    (rows sorted by top) that reach across ``x`` (within RIVER_REACH line heights) all
    have a gap of ``min_gutter`` em there too, and RIVER_LINES of them at least: a gutter
    runs down a column's length; a word space in the lines around is no gutter, and two
    rows of fields set a little apart are no columns."""
    top, bottom = rows[index][1][1], rows[index][1][3]
    reach = RIVER_REACH * (bottom - top)
    asked = 0
    for step in (-1, 1):
        found, i = 0, index + step
        while 0 <= i < len(rows) and found < RIVER_LINES:
            lid, (x0, y0, x1, y1) = rows[i]
            if y1 < top - reach or y0 > bottom + reach:
                break
            if x0 < x < x1 and not (top <= (y0 + y1) / 2 <= bottom):
                found += 1
                if _open(pieces_of[lid], x, tolerances) is False:
                    return False
            i += step
        asked += found
    return asked >= RIVER_LINES
