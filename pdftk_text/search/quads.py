"""Quads: the quadrilateral covering a run of glyphs on one line, in the glyphs' own
orientation.

The glyphs' corners are projected on the first glyph's axes (upper-left to upper-right
along its baseline, upper-left to lower-left across it); the extremes give a rectangle
in that frame, mapped back as a quad in PyMuPDF's corner order (upper-left,
upper-right, lower-left, lower-right). Upright text gets its box, rotated text a
rotated quad, vertical writing a quad down its column. This module must never read
text.
"""

import math

from ..records.schema import PRECISION

_SCALE = 10 ** PRECISION


def _r(value):
    return round(value * _SCALE) / _SCALE


def fragment_quad(glyphs):
    """The quad (8 numbers) covering the glyph records ``glyphs`` (at least one)."""
    x0, y0, x1, y1, x2, y2 = glyphs[0]["quad"][:6]
    ux, uy = _unit(x1 - x0, y1 - y0, 1.0, 0.0)
    vx, vy = _unit(x2 - x0, y2 - y0, -uy, ux)
    if abs(ux * vx + uy * vy) > 1e-6:       # a skewed glyph box: square the frame on u
        vx, vy = -uy, ux
    along, across = [], []
    for glyph in glyphs:
        quad = glyph["quad"]
        for k in range(0, 8, 2):
            along.append(quad[k] * ux + quad[k + 1] * uy)
            across.append(quad[k] * vx + quad[k + 1] * vy)
    a0, a1, c0, c1 = min(along), max(along), min(across), max(across)
    corners = ((a0, c0), (a1, c0), (a0, c1), (a1, c1))
    return tuple(_r(v) for a, c in corners for v in (a * ux + c * vx, a * uy + c * vy))


def quad_bbox(quads):
    xs = [q[k] for q in quads for k in range(0, 8, 2)]
    ys = [q[k] for q in quads for k in range(1, 8, 2)]
    return (min(xs), min(ys), max(xs), max(ys))


def _unit(dx, dy, fallback_x, fallback_y):
    length = math.hypot(dx, dy)
    if length < 1e-9:
        length = math.hypot(fallback_x, fallback_y) or 1.0
        return fallback_x / length, fallback_y / length
    return dx / length, dy / length
