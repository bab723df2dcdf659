"""Cells: a page's words placed into a table's cells, and the table record built.

A word belongs to the cell holding its box's centre (the rule pdfplumber applies to
characters). A cell's text is its words joined by a space within a line and by a
newline between lines, lines top to bottom. Word and glyph ids are kept as inclusive
ranges. This module must never decide what is a table or how sure it is.
"""

import bisect
import operator

from ..records.schema import PRECISION
from ..words.joining import joined_text

_SCALE = 10 ** PRECISION
_BBOX = operator.itemgetter("bbox")


def r(value):
    return round(value * _SCALE) / _SCALE


class PageWords(list):
    """A page's words (a list, used as one) that ``words_in_box`` answers without a walk
    over all of them: their centres' heights are sorted once, on the first question, so
    a box looks only at the words whose centre is level with it. The list must not
    change after that."""

    __slots__ = ("_heights", "_positions")

    def __init__(self, words=()):
        super().__init__(words)
        self._heights = None

    def level_with(self, y0, y1, ordered=True):
        """Positions, ascending (with ``ordered``), of the words whose centre lies between
        ``y0`` and ``y1``."""
        if not y0 <= y1:
            return ()                         # no height is (a bound that is no number)
        if self._heights is None:
            centres = [(b[1] + b[3]) / 2 for b in map(_BBOX, self)]
            # by height, then position (the sort is stable); a NaN centre lies in no box
            positions = [i for i, y in enumerate(centres) if y == y]
            positions.sort(key=centres.__getitem__)
            self._heights, self._positions = [centres[i] for i in positions], positions
        heights = self._heights
        level = self._positions[bisect.bisect_left(heights, y0):bisect.bisect_right(heights, y1)]
        return sorted(level) if ordered else level


def words_in_box(words, box, taken=None):
    """The words whose centre lies in ``box`` (and not already in ``taken``), in their order."""
    return list(_centred_in(words, box, taken))


def holds_words(words, box):
    """Whether the centre of one of the words lies in ``box`` (``bool(words_in_box(...))``,
    asked without gathering them)."""
    return next(_centred_in(words, box, ordered=False), None) is not None


def _centred_in(words, box, taken=None, ordered=True):
    """The words whose centre lies in ``box``, but those in ``taken``: of a PageWords
    only those level with it are looked at, in their order (with ``ordered``)."""
    x0, y0, x1, y1 = box
    near = map(words.__getitem__, words.level_with(y0, y1, ordered)) if isinstance(words, PageWords) else words
    for word in near:
        if taken is not None and word["id"] in taken:
            continue
        b = word["bbox"]
        cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
        if x0 <= cx <= x1 and y0 <= cy <= y1:
            yield word


def cell_text(words):
    """Words joined by a space within a line (none where two touch) and a newline between
    lines, lines top down."""
    lines = {}
    for word in words:
        lines.setdefault(word.get("line"), []).append(word)
    ordered = sorted(lines.values(), key=lambda ws: (min(w["bbox"][1] for w in ws), min(w["bbox"][0] for w in ws)))
    return "\n".join(joined_text(sorted(ws, key=lambda w: w["id"])) for ws in ordered)


def id_ranges(ids):
    """Sorted ids as inclusive [first, last] ranges of consecutive runs."""
    out = []
    for i in sorted(set(ids)):
        if out and i == out[-1][1] + 1:
            out[-1][1] = i
        else:
            out.append([i, i])
    return out


def glyph_ids(words):
    ids = []
    for word in words:
        first, last = word.get("glyphs") or (None, None)
        if first is not None:
            ids.extend(range(first, last + 1))
    return ids


def glyph_ranges(words):
    """The words' glyph ids as ``id_ranges`` gives them, from their [first, last] ranges
    joined where they touch or overlap (a cell of a long listing holds thousands)."""
    spans = []
    for word in words:
        first, last = word.get("glyphs") or (None, None)
        if first is None:
            continue
        if type(first) is not int or type(last) is not int:     # a stream's odd values: id by id
            return id_ranges(glyph_ids(words))
        if first <= last:
            spans.append((first, last))
    spans.sort()
    out = []
    for first, last in spans:
        if out and first <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], last)
        else:
            out.append([first, last])
    return out


def cell_record(row, column, row_span, column_span, header, bbox, words, scope=None, headers=(), text=None):
    """A cell; ``scope`` and ``headers`` ([row, column] of the header cells that name it)
    come from a tagged table's Scope and Headers attributes only; ``text``, the words'
    ``cell_text`` when already read."""
    return {
        "row": row, "column": column, "row_span": row_span, "column_span": column_span,
        "header": header, "scope": scope, "headers": [list(h) for h in headers],
        "bbox": [r(v) for v in bbox] if bbox else None,
        "text": cell_text(words) if text is None else text,
        "words": id_ranges(w["id"] for w in words),
        "glyphs": glyph_ranges(words),
    }


def made_rows(score, least):
    """The rows whose cells a table with confidence ``score`` makes: all of them, or with
    ``score`` below ``least`` (the least asked for) as the record rounds it the first
    alone: such a table is never written, and only its first row is read again (a table
    on the next page repeating it as a header: tables/continuation.py). A number of rows
    past any."""
    return float("inf") if r(score) >= least else 1


def envelope(boxes):
    boxes = [b for b in boxes if b]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def table_record(page, bbox, rows, columns, cells, source, confidence, evidence, header_rows):
    """A table record in the schema's key order (``id`` and ``continues`` set later)."""
    return {
        "type": "table", "page": page, "id": None, "bbox": [r(v) for v in bbox],
        "rows": rows, "columns": columns, "header_rows": header_rows,
        "source": source, "confidence": r(confidence), "evidence": evidence,
        "continues": None, "cells": cells,
    }


def as_matrix(table):
    """The table as rows of cell texts, None where a spanning cell covers the position
    (the shape pdfplumber's extract_tables returns)."""
    grid = [[None] * table["columns"] for _ in range(table["rows"])]
    for cell in table["cells"]:
        grid[cell["row"]][cell["column"]] = cell["text"]
    return grid
