"""Fake bold and halos: a glyph drawn again over an earlier one, read once.

A copy has the same text, font, size and direction as an earlier glyph of the page and
its origin lies within ``tolerances.duplicate`` em of that glyph's on both axes. Spaces
never match, and neither does the glyph that directly follows in the same string, so
double letters in tight type stay. This module decides only; it must never edit records.

Kept glyphs are filed in a grid of ``duplicate``-em cells, one row of cells per font,
size, direction and cell row; a glyph looks for twins in the 3 x 3 cells around its own.
Consecutive glyphs of one string share their rows, so the rows are looked up once per
run of glyphs on one cell row, not once per glyph, and a glyph whose neighbour cells
are all empty (nearly every glyph) costs three dictionary probes.
"""

import math

from .placement import FONT, KEY, OX, OY, SIZE, SPACE, TEXT


def split_duplicates(placed, tolerances):
    """(kept, dropped): the page's placed glyphs without their copies, in content order."""
    rows = {}               # (font, size, direction, cell y) -> {cell x: glyph or [glyphs]}
    kept, dropped = [], []
    keep, drop = kept.append, dropped.append
    floor = math.floor
    duplicate = tolerances.duplicate
    previous = None
    here = None             # (font, size, key, cell y) of the rows in hand
    own = around = None     # the row of that cell row; those above and below it
    for glyph in placed:
        text = glyph[TEXT]
        if glyph[SPACE] or not text:
            keep(glyph)
            previous = glyph
            continue
        size = glyph[SIZE]
        reach = duplicate * size
        cell = 1e-6 if 1e-6 > reach else reach          # max(reach, 1e-6)
        ox, oy = glyph[OX], glyph[OY]
        cx, cy = floor(ox / cell), floor(oy / cell)
        font, key = glyph[FONT], glyph[KEY]
        if here is None or cy != here[3] or font != here[0] or size != here[1] or key != here[2]:
            here = (font, size, key, cy)
            own = rows.get(here)
            around = [row for row in (rows.get((font, size, key, cy - 1)), rows.get((font, size, key, cy + 1)))
                      if row is not None]
        if (own is not None and (cx in own or cx - 1 in own or cx + 1 in own)) or around:
            rows_near = around + [own] if own is not None else around
            if _twin(glyph, previous, rows_near, cx, reach):
                drop(glyph)
                previous = glyph
                continue
        if own is None:
            own = rows[here] = {}
        in_cell = own.get(cx)
        if in_cell is None:
            own[cx] = glyph                         # one glyph: no list made for it
        elif type(in_cell) is list:
            in_cell.append(glyph)
        else:
            own[cx] = [in_cell, glyph]
        keep(glyph)
        previous = glyph
    return kept, dropped


def _twin(glyph, previous, rows, cx, reach):
    """Whether an earlier kept glyph of ``rows`` around cell ``cx`` is ``glyph`` drawn again."""
    text, ox, oy = glyph[TEXT], glyph[OX], glyph[OY]
    for row in rows:
        for column in (cx - 1, cx, cx + 1):
            in_cell = row.get(column)
            if in_cell is None:
                continue
            for other in in_cell if type(in_cell) is list else (in_cell,):
                if (other is not previous and other[TEXT] == text
                        and abs(ox - other[OX]) <= reach and abs(oy - other[OY]) <= reach):
                    return True
    return False
