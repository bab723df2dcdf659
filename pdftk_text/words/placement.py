"""Where a glyph record sits along its writing direction: the projection words and lines
are built on.

``Placed`` wraps one glyph record (in-process tuples or JSON arrays alike) with its
progression direction, its start and end along that direction and its offset across it
(the baseline). Direction comes from the glyph's quad -- the text rendering matrix the
glyph stage applied -- so y-down matrices under a flipping CTM read upright and rotated
text reads along its baseline. This module must never change a record.
"""

import math

from ..errors import RecordStreamError

_NEEDED = ("id", "text", "font", "size", "origin", "advance", "quad")


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
            end = x1 * ux + y1 * uy
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


def _unit(dx, dy, fallback_x, fallback_y):
    length = math.hypot(dx, dy)
    if length < 1e-9:
        dx, dy = fallback_x, fallback_y
        length = math.hypot(dx, dy)
        if length < 1e-9:
            return 1.0, 0.0     # a glyph with no extent at all: read it upright
    return dx / length, dy / length


def place(record, tolerances):
    """A Placed glyph, or RecordStreamError naming the field a glyph record lacks."""
    try:
        return Placed(record, tolerances)
    except (KeyError, TypeError, ValueError) as error:
        missing = next((name for name in _NEEDED if name not in record), None)
        what = f"has no \"{missing}\"" if missing else f"has a malformed field ({error})"
        raise RecordStreamError(f"glyph record (page {record.get('page')}, id {record.get('id')}) "
                                f"{what}") from None
