"""Where a glyph record sits along its writing direction: the projection words and lines
are built on.

``place_page`` turns a page's glyph records (in-process tuples or JSON arrays alike) into
placed glyphs: plain tuples laid out as the index names below say -- start and end along
the progression direction, offset across it (the baseline), the direction ``key``
(vertical, whole degrees), the direction ``FRAME`` (ux, uy, vx, vy) and the record
itself. Direction comes from the glyph's quad -- the text rendering matrix the glyph
stage applied -- so y-down matrices under a flipping CTM read upright and rotated text
reads along its baseline. Upright glyphs (the common case) are placed inline with the
very arithmetic ``Placed`` does, and so are glyphs mirrored left to right with their top
still up (read upright, edge to edge); every other glyph goes through ``Placed``. Tuples, not
objects: one small allocation per glyph is what the words stage can afford (issue 7).
This module must never change a record.
"""

import math

from ..errors import RecordStreamError

_NEEDED = ("id", "text", "font", "size", "origin", "advance", "quad")

# a placed glyph: (start, end, perp, size, key, text, id, record, frame, space, font, ox, oy)
START, END, PERP, SIZE, KEY, TEXT, ID, RECORD, FRAME, SPACE, FONT, OX, OY = range(13)
UPRIGHT = (False, 0)                    # the key of upright horizontal text
UPRIGHT_FRAME = (1.0, 0.0, -0.0, 1.0)   # its (ux, uy, vx, vy), as Placed computes them


class Placed:
    __slots__ = ("record", "id", "text", "font", "size", "vertical", "angle", "ux", "uy", "vx", "vy",
                 "start", "end", "perp", "space", "key")

    def __init__(self, record, tolerances):
        self.record = record
        self.id = record["id"]
        self.text = record["text"]
        self.font = record["font"]
        self.size = abs(record["size"]) or 1.0
        x0, y0, x1, y1, x2, y2 = record["quad"][:6]     # upper-left, upper-right, lower-left
        ox, oy = record["origin"]
        near = tolerances.vertical_origin * self.size
        width = math.hypot(x1 - x0, y1 - y0)
        mid_x, mid_y = (x0 + x1) / 2, (y0 + y1) / 2
        self.vertical = (width > near and abs(ox - mid_x) <= near and abs(oy - mid_y) <= near)
        if self.vertical:
            # progression runs down the glyph (upper-left to lower-left); across it, rightwards
            ux, uy = _unit(x2 - x0, y2 - y0, 0.0, 1.0)
            vx, vy = _unit(x1 - x0, y1 - y0, uy, -ux)
            end = x2 * ux + y2 * uy
        else:
            # progression along the baseline (upper-left to upper-right); across it, down
            if y1 == y0 and x1 > x0:
                ux, uy = 1.0, 0.0       # upright, the common case: exactly what _unit gives
            else:
                ux, uy = _unit(x1 - x0, y1 - y0, y2 - y0, x0 - x2)
            vx, vy = -uy, ux
            x3, y3 = record["quad"][6:8]
            end = _baseline_end(x1 * ux + y1 * uy, x3 * ux + y3 * uy, x1 * vx + y1 * vy, x3 * vx + y3 * vy,
                                ox * vx + oy * vy)
        self.ux, self.uy, self.vx, self.vy = ux, uy, vx, vy
        self.start = ox * ux + oy * uy
        self.end = max(end, self.start)
        self.perp = ox * vx + oy * vy
        # whole degrees, counter-clockwise as seen (the frame's y runs down)
        self.angle = 0 if uy == 0.0 and ux > 0 else round(math.degrees(math.atan2(-uy, ux))) % 360
        self.key = (self.vertical, self.angle)          # direction: what strands and lines group by
        self.space = bool(self.text) and self.text.isspace()

    def point(self, along, across):
        """The frame point at ``along`` the progression and ``across`` it."""
        return (along * self.ux + across * self.vx, along * self.uy + across * self.vy)


def _baseline_end(top, bottom, top_across, bottom_across, baseline_across):
    """Where a glyph's right edge crosses its baseline, along the progression: ``top`` and
    ``bottom`` are its upper and lower right corners there, the ``across`` values theirs
    and the baseline's. An upright edge gives ``top``; a sheared one (a synthetic italic,
    ``1 0 0.3 1 Tm``) leans, and its top corner lies a fifth of an em or more from where
    the next glyph's origin is measured from, closing or opening every gap."""
    if abs(top - bottom) <= SHEAR_EPSILON or top_across == bottom_across:
        return top
    return bottom + (top - bottom) * (baseline_across - bottom_across) / (top_across - bottom_across)


SHEAR_EPSILON = 0.01    # pt: corners rounded to 0.001 pt apart are one upright edge


def _unit(dx, dy, fallback_x, fallback_y):
    length = math.hypot(dx, dy)
    if length < 1e-9:
        dx, dy = fallback_x, fallback_y
        length = math.hypot(dx, dy)
        if length < 1e-9:
            return 1.0, 0.0     # a glyph with no extent at all: read it upright
    return dx / length, dy / length


def place_page(records, tolerances):
    """The page's glyph records as placed-glyph tuples, in content order."""
    out = []
    append = out.append
    hypot = math.hypot
    vertical_origin = tolerances.vertical_origin
    for record in records:
        try:
            gid, text, font = record["id"], record["text"], record["font"]
            size = abs(record["size"]) or 1.0
            x0, y0, x1, y1, _, y2, x3, y3 = record["quad"]
            ox, oy = record["origin"]
            near = vertical_origin * size
            if (y1 == y0 and x1 > x0 and not (abs(ox - (x0 + x1) / 2) <= near and abs(oy - (y0 + y1) / 2) <= near
                                              and hypot(x1 - x0, y1 - y0) > near)):
                # upright: Placed's arithmetic with ux, uy, vx, vy = 1.0, 0.0, -0.0, 1.0
                start = ox * 1.0 + oy * 0.0
                end = x1 * 1.0 + y1 * 0.0 if x3 == x1 else _baseline_end(x1, x3, y1, y3, oy)
                append((start, start if start > end else end, ox * -0.0 + oy * 1.0, size, UPRIGHT, text, gid,
                        record, UPRIGHT_FRAME, bool(text) and text.isspace(), font, ox, oy))
                continue
            if y1 == y0 and x1 < x0 and y2 > y0:
                # mirrored left to right, its top still up (XeTeX's logo reflects its E):
                # read upright, from its left edge to its right
                append((x1, x0, oy, size, UPRIGHT, text, gid, record, UPRIGHT_FRAME,
                        bool(text) and text.isspace(), font, ox, oy))
                continue
        except (KeyError, TypeError, ValueError):
            pass                # the general path below names what is wrong
        append(_general(record, tolerances))
    return out


# Invisible format characters: a glyph whose text is one of them (TeX's compound word
# mark reads as U+200C) is drawn with no width and no ink; it joins no word and splits
# none, as a zero-width non-joiner between two letters of a word does not. A drawn soft
# hyphen (U+00AD, also a format character) is visible, and stays.
INVISIBLE = frozenset("\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                      "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff")


def visible(placed):
    """The placed glyphs without those whose text is an invisible format character."""
    return [glyph for glyph in placed if glyph[TEXT] not in INVISIBLE]


def _general(record, tolerances):
    glyph = place(record, tolerances)
    ox, oy = record["origin"]
    return (glyph.start, glyph.end, glyph.perp, glyph.size, glyph.key, glyph.text, glyph.id, record,
            (glyph.ux, glyph.uy, glyph.vx, glyph.vy), glyph.space, glyph.font, ox, oy)


def place(record, tolerances):
    """A Placed glyph, or RecordStreamError naming the field a glyph record lacks."""
    try:
        return Placed(record, tolerances)
    except (KeyError, TypeError, ValueError) as error:
        missing = next((name for name in _NEEDED if name not in record), None)
        what = f"has no \"{missing}\"" if missing else f"has a malformed field ({error})"
        raise RecordStreamError(f"glyph record (page {record.get('page')}, id {record.get('id')}) "
                                f"{what}") from None
