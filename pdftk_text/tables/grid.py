"""Grids: ruled cells built from snapped horizontal and vertical rules.

Rules that cross or touch form a connected net; within a net the rule positions cut
the plane into atomic cells, and two neighbouring atomic cells are one cell (a span)
wherever no rule separates them. A region is a cell only when it is a rectangle closed
on every side by rules. Closed cells touching each other make one grid. A table ruled
with open sides (its top and bottom rules run past its outer column rules to the same
end, no rule down its sides: government statistical tables, LaTeX's l|r|r) is closed by
a side of kind "open" at those ends. This module
holds geometry only: it must never look at text, and never state a confidence.
"""

import bisect
import itertools
import math
from typing import NamedTuple

from .rulings import Rule

# Rules this close count as touching or covering (pt): the same allowance as snapping.
TOUCH = 3.0


class GridCell(NamedTuple):
    row: int
    column: int
    row_span: int
    column_span: int
    bbox: tuple


class Grid(NamedTuple):
    bbox: tuple
    xs: tuple              # column edges, left to right
    ys: tuple              # row edges, top to bottom
    cells: tuple           # GridCell, row-major by their top-left atomic cell
    kinds: tuple           # the kinds of rule the net is drawn with (stroke, thin-fill, edge)


def find_grids(horizontals, verticals, touch=TOUCH):
    """The grids the rules draw, top to bottom then left to right."""
    grids = []
    for hs, vs in _nets(horizontals, verticals, touch):
        if len(hs) < 2 or len(vs) < 2:
            continue
        vs = vs + _open_sides(hs, vs, touch)
        kinds = tuple(sorted({r.kind for r in hs} | {r.kind for r in vs}))
        for cells in _touching_groups(_closed_cells(hs, vs, touch), touch):
            grids.append(_grid_of(cells, kinds))
    grids.sort(key=lambda g: (round(g.bbox[1], 3), round(g.bbox[0], 3)))
    return grids


def _nets(horizontals, verticals, touch):
    """Connected sets of rules (crossing or touching), as (horizontals, verticals)."""
    rules = list(horizontals) + list(verticals)
    parent = list(range(len(rules)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    offset = len(horizontals)
    for i, j in _crossing_pairs(horizontals, verticals, touch):
        a, b = find(i), find(offset + j)
        if a != b:
            parent[max(a, b)] = min(a, b)
    groups = {}
    for i, rule in enumerate(rules):
        groups.setdefault(find(i), []).append(rule)
    for key in sorted(groups):
        members = groups[key]
        yield [r for r in members if r.axis == "h"], [r for r in members if r.axis == "v"]


def _crossing_pairs(horizontals, verticals, touch):
    """(i, j) of each horizontal rule and vertical rule that cross or touch (the nets do not
    hang on the order pairs are joined in: each is keyed by its first rule). Each
    horizontal is met only with the verticals standing along it, found by position among
    them sorted; where a position is no finite number, with all of them."""
    def crossing(h, v):
        return h.start - touch <= v.at <= h.end + touch and v.start - touch <= h.at <= v.end + touch

    sortable = all(math.isfinite(v.at) for v in verticals)
    order = sorted(range(len(verticals)), key=lambda j: verticals[j].at) if sortable else None
    ats = [verticals[j].at for j in order] if sortable else None
    pairs = []
    for i, h in enumerate(horizontals):
        if sortable and math.isfinite(h.start) and math.isfinite(h.end):
            near = order[bisect.bisect_left(ats, h.start - touch):bisect.bisect_right(ats, h.end + touch)]
        else:
            near = range(len(verticals))
        pairs += [(i, j) for j in near if crossing(h, verticals[j])]
    return pairs


def _open_sides(hs, vs, touch):
    """Vertical rules of kind "open" where the net's top and bottom rules, drawn as lines,
    both run on past its outermost column rule to the same end (the sides of a shaded
    area are no such rules: a chart's plot on its background is no table)."""
    top, bottom = min(hs, key=lambda r: r.at), max(hs, key=lambda r: r.at)
    sides = []
    if top.kind == "edge" or bottom.kind == "edge":
        return sides
    left, right = min(v.at for v in vs), max(v.at for v in vs)
    if top.start < left - touch and abs(top.start - bottom.start) <= touch:
        sides.append(Rule("v", max(top.start, bottom.start), top.at, bottom.at, "open"))
    if top.end > right + touch and abs(top.end - bottom.end) <= touch:
        sides.append(Rule("v", min(top.end, bottom.end), top.at, bottom.at, "open"))
    return sides


def _positions(rules, touch):
    values = sorted(r.at for r in rules)
    out = []
    for v in values:
        if not out or v - out[-1] > touch:
            out.append(v)
    return out


def _covered(rules, at, a, b, touch):
    """A rule at ``at`` covers the stretch [a, b] along its direction."""
    for r in rules:
        if abs(r.at - at) <= touch and r.start <= a + touch and r.end >= b - touch:
            return True
    return False


def _closed_cells(hs, vs, touch):
    """The closed rectangular regions of the atomic cells the net's rule positions make."""
    xs, ys = _positions(vs, touch), _positions(hs, touch)
    rows, cols = len(ys) - 1, len(xs) - 1
    # ruled[i][j] side facts: right side of (i, j) and bottom side of (i, j); index -1 = outer
    right = [[_covered(vs, xs[j + 1], ys[i], ys[i + 1], touch) for j in range(cols)] for i in range(rows)]
    left = [_covered(vs, xs[0], ys[i], ys[i + 1], touch) for i in range(rows)]
    bottom = [[_covered(hs, ys[i + 1], xs[j], xs[j + 1], touch) for j in range(cols)] for i in range(rows)]
    top = [_covered(hs, ys[0], xs[j], xs[j + 1], touch) for j in range(cols)]
    region = [[-1] * cols for _ in range(rows)]
    count = 0
    for i in range(rows):
        for j in range(cols):
            if region[i][j] < 0:
                _flood(region, i, j, count, right, bottom)
                count += 1
    members = {}
    for i in range(rows):
        for j in range(cols):
            members.setdefault(region[i][j], []).append((i, j))
    cells = []
    for key in sorted(members):
        cell = _closed_region(members[key], xs, ys, right, bottom, left, top)
        if cell is not None:
            cells.append(cell)
    return cells


def _flood(region, i, j, label, right, bottom):
    rows, cols = len(region), len(region[0])
    stack = [(i, j)]
    region[i][j] = label
    while stack:
        a, b = stack.pop()
        steps = []
        if b + 1 < cols and not right[a][b]:
            steps.append((a, b + 1))
        if b > 0 and not right[a][b - 1]:
            steps.append((a, b - 1))
        if a + 1 < rows and not bottom[a][b]:
            steps.append((a + 1, b))
        if a > 0 and not bottom[a - 1][b]:
            steps.append((a - 1, b))
        for c, d in steps:
            if region[c][d] < 0:
                region[c][d] = label
                stack.append((c, d))


def _closed_region(atoms, xs, ys, right, bottom, left, top):
    r0, r1 = min(a[0] for a in atoms), max(a[0] for a in atoms)
    c0, c1 = min(a[1] for a in atoms), max(a[1] for a in atoms)
    if len(atoms) != (r1 - r0 + 1) * (c1 - c0 + 1):
        return None                       # not a rectangle: a gap in the rules, not a span
    for i in range(r0, r1 + 1):
        if not (left[i] if c0 == 0 else right[i][c0 - 1]) or not right[i][c1]:
            return None
    for j in range(c0, c1 + 1):
        if not (top[j] if r0 == 0 else bottom[r0 - 1][j]) or not bottom[r1][j]:
            return None
    return (xs[c0], ys[r0], xs[c1 + 1], ys[r1 + 1])


def _touching_groups(boxes, touch):
    """Boxes grouped where they share a side or a corner."""
    parent = list(range(len(boxes)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in _touching_pairs(boxes, touch):
        x, y = find(i), find(j)
        if x != y:
            parent[max(x, y)] = min(x, y)
    groups = {}
    for i, box in enumerate(boxes):
        groups.setdefault(find(i), []).append(box)
    return [groups[k] for k in sorted(groups)]


def _touching_pairs(boxes, touch):
    """(i, j) of the boxes that touch (a group's members and their order do not hang on
    the order pairs are joined in: each group is keyed by its first box). Boxes are taken
    left to right, each against those starting before it ends; where a coordinate is no
    finite number, in their order, each against all after it."""
    sortable = all(map(math.isfinite, itertools.chain.from_iterable(boxes)))
    order = sorted(range(len(boxes)), key=lambda i: boxes[i][0]) if sortable else range(len(boxes))
    pairs = []
    for at, i in enumerate(order):
        a = boxes[i]
        reach = a[2] + touch
        for j in order[at + 1:]:
            b = boxes[j]
            if sortable and b[0] > reach:
                break
            if a[0] <= b[2] + touch and b[0] <= reach and a[1] <= b[3] + touch and b[1] <= a[3] + touch:
                pairs.append((i, j))
    return pairs


def _grid_of(boxes, kinds):
    xs = _edges([b[0] for b in boxes] + [b[2] for b in boxes])
    ys = _edges([b[1] for b in boxes] + [b[3] for b in boxes])
    finite = all(map(math.isfinite, xs + ys))
    cells = []
    for box in boxes:
        c0, c1 = _index(xs, box[0], finite), _index(xs, box[2], finite)
        r0, r1 = _index(ys, box[1], finite), _index(ys, box[3], finite)
        cells.append(GridCell(r0, c0, r1 - r0, c1 - c0, box))
    cells.sort(key=lambda c: (c.row, c.column))
    bbox = (xs[0], ys[0], xs[-1], ys[-1])
    return Grid(bbox, tuple(xs), tuple(ys), tuple(cells), kinds)


def _edges(values):
    out = []
    for v in sorted(values):
        if not out or v - out[-1] > TOUCH:
            out.append(v)
    return out


def _index(edges, value, finite):
    """The position of the edge nearest ``value`` (the first of two as near); ``edges``
    ascending, ``finite`` when they all are finite: then the nearest stands beside where
    a finite ``value`` would go."""
    if not (finite and math.isfinite(value)):
        return min(range(len(edges)), key=lambda i: abs(edges[i] - value))
    at = bisect.bisect_left(edges, value)
    if at == 0 or at == len(edges):
        return min(at, len(edges) - 1)
    return at - 1 if abs(edges[at - 1] - value) <= abs(edges[at] - value) else at
