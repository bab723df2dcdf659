"""Fake bold and halos: a glyph drawn again over an earlier one, read once.

A copy has the same text, font, size and direction as an earlier glyph of the page and
its origin lies within ``tolerances.duplicate`` em of that glyph's on both axes. Spaces
never match, and neither does the glyph that directly follows in the same string, so
double letters in tight type stay. This module decides only; it must never edit records.
"""

import math


def split_duplicates(placed, tolerances):
    """(kept, dropped): the page's placed glyphs without their copies, in content order."""
    grids = {}              # (text, font, size, direction) -> {(cell x, cell y): [glyphs]}
    kept, dropped = [], []
    previous = None
    for glyph in placed:
        if glyph.space or not glyph.text:
            kept.append(glyph)
            previous = glyph
            continue
        reach = tolerances.duplicate * glyph.size
        cx, cy = _cell(glyph, reach)
        base = (glyph.text, glyph.font, glyph.size, glyph.key)
        cells = grids.get(base)
        if cells is None:
            cells = grids[base] = {}
        twin = None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for other in cells.get((cx + dx, cy + dy), ()):
                    if other is not previous and _near(glyph, other, reach):
                        twin = other
                        break
        if twin is None:
            cells.setdefault((cx, cy), []).append(glyph)
            kept.append(glyph)
        else:
            dropped.append(glyph)
        previous = glyph
    return kept, dropped


def _cell(glyph, reach):
    ox, oy = glyph.record["origin"]
    size = max(reach, 1e-6)
    return math.floor(ox / size), math.floor(oy / size)


def _near(a, b, reach):
    ax, ay = a.record["origin"]
    bx, by = b.record["origin"]
    return abs(ax - bx) <= reach and abs(ay - by) <= reach
