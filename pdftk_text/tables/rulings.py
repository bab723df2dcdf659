"""Rulings: the axis-aligned strokes and thin filled rectangles a table is drawn with.

``RulingDevice`` is the content device that collects, for one page, the painted paths
as horizontal and vertical segments in the record frame (y down), and the filled
rectangles (cell shading). ``snap_and_merge`` brings segments that are nearly on one
line onto it and joins collinear pieces that touch. This module holds geometry only:
it must never look at text, and never decide what is a table.
"""

from ..content.device import Device
from ..content.paths import AXIS, FILLS as _FILLS, STROKES as _STROKES, subpaths as _subpaths

# Two coordinates closer than this are one rule (pt): producers draw a cell's four sides
# separately and round them differently; 3 pt is also pdfplumber's snap default.
SNAP = 3.0
# Collinear pieces with a gap up to this are one rule (pt): grids drawn cell by cell.
JOIN = 3.0
# A filled rectangle thinner than this in one direction is a rule, not shading (pt).
THIN = 2.0
# A segment shorter than this is a dot or a tick, not a rule (pt).
SHORTEST = 1.0



class Rule:
    """One axis-aligned rule: ``axis`` "h" (at y=``at`` from ``start`` to ``end`` in x) or
    "v" (at x=``at`` from ``start`` to ``end`` in y); ``kind`` stroke, thin-fill or edge
    (a side of a larger filled rectangle)."""

    __slots__ = ("axis", "at", "start", "end", "kind")

    def __init__(self, axis, at, start, end, kind):
        self.axis, self.at, self.start, self.end, self.kind = axis, at, start, end, kind

    def __repr__(self):
        return f"Rule({self.axis!r}, {self.at:.2f}, {self.start:.2f}, {self.end:.2f}, {self.kind!r})"


class RulingDevice(Device):
    """Collects one page's rules and filled rectangles (frame coordinates), leaving out
    what annotation appearances draw; ``kept`` holds each page's (rules, fills) once it
    ends, until the table stage takes them."""

    wants_paths = True

    def __init__(self):
        self.kept = {}
        self.drawing_annotation = False

    def begin_page(self, page_number, geometry):
        self.page = page_number
        self.to_frame = geometry.to_frame
        self.rules = []
        self.fills = []          # [x0, y0, x1, y1] of filled rectangles wider than THIN
        self.drawing_annotation = False

    def annotation(self, subtype):
        self.drawing_annotation = subtype is not False

    def end_page(self):
        self.kept[self.page] = (self.rules, self.fills)

    def path(self, segments, paint, gs, seq, hidden, box):
        if hidden or self.drawing_annotation:
            return
        stroke, fill = paint in _STROKES, paint in _FILLS
        closes = paint in ("s", "b", "b*")      # these close every subpath before painting
        for kind, pairs, corners in _subpaths(segments, self.to_frame):
            if corners is not None and fill:
                self._filled_rectangle(corners, stroke)
            elif corners is not None and stroke and (kind == "re" or closes or pairs[0][0] == pairs[-1][1]):
                self._stroked_box(corners)
            elif stroke:
                for a, b in pairs:
                    self._segment(a, b, "stroke")

    def _stroked_box(self, corners):
        x0, y0, x1, y1 = corners
        self._add("h", y0, x0, x1, "stroke")
        self._add("h", y1, x0, x1, "stroke")
        self._add("v", x0, y0, y1, "stroke")
        self._add("v", x1, y0, y1, "stroke")

    def _filled_rectangle(self, corners, stroke):
        x0, y0, x1, y1 = corners
        if x1 - x0 <= THIN or y1 - y0 <= THIN:
            if x1 - x0 >= y1 - y0:
                self._add("h", (y0 + y1) / 2, x0, x1, "thin-fill")
            else:
                self._add("v", (x0 + x1) / 2, y0, y1, "thin-fill")
            return
        self.fills.append((x0, y0, x1, y1))
        kind = "stroke" if stroke else "edge"
        self._add("h", y0, x0, x1, kind)
        self._add("h", y1, x0, x1, kind)
        self._add("v", x0, y0, y1, kind)
        self._add("v", x1, y0, y1, kind)

    def _segment(self, a, b, kind):
        (ax, ay), (bx, by) = a, b
        if abs(ay - by) <= AXIS:
            self._add("h", (ay + by) / 2, min(ax, bx), max(ax, bx), kind)
        elif abs(ax - bx) <= AXIS:
            self._add("v", (ax + bx) / 2, min(ay, by), max(ay, by), kind)

    def _add(self, axis, at, start, end, kind):
        if end - start >= SHORTEST:
            self.rules.append(Rule(axis, at, start, end, kind))


def snap_and_merge(rules, snap=SNAP, join=JOIN):
    """Horizontal and vertical rules with near-equal positions snapped to their mean and
    collinear pieces joined; returns (horizontals, verticals), each sorted."""
    result = []
    for axis in ("h", "v"):
        mine = sorted((r for r in rules if r.axis == axis), key=lambda r: (r.at, r.start, r.end))
        merged = []
        for group in _clusters(mine, lambda r: r.at, snap):
            at = sum(r.at for r in group) / len(group)
            merged.extend(_join(group, at, axis, join))
        merged.sort(key=lambda r: (r.at, r.start, r.end))
        result.append(merged)
    return result[0], result[1]


def _clusters(items, key, tolerance):
    """Consecutive runs of sorted ``items`` whose keys step by at most ``tolerance``."""
    group = []
    for item in items:
        if group and key(item) - key(group[-1]) > tolerance:
            yield group
            group = []
        group.append(item)
    if group:
        yield group


def _join(group, at, axis, join):
    pieces = sorted(group, key=lambda r: (r.start, r.end))
    out = []
    for r in pieces:
        if out and r.start <= out[-1].end + join:
            last = out[-1]
            last.end = max(last.end, r.end)
            if last.kind != "stroke" and r.kind == "stroke":
                last.kind = "stroke"
        else:
            out.append(Rule(axis, at, r.start, r.end, r.kind))
    return out
