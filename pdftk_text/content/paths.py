"""Painted paths as the device protocol gives them (``segments``: m, l, c and re with
their points in user space), read back as subpaths and axis-aligned rectangles. This
module holds geometry only: it must never look at text.
"""

# A segment whose ends differ by less than this across its direction is axis-aligned (pt).
AXIS = 0.5

STROKES = frozenset(("S", "s", "B", "B*", "b", "b*"))
FILLS = frozenset(("f", "F", "f*", "B", "B*", "b", "b*"))


def subpaths(segments, matrix):
    """Yield (kind, pairs of points, rectangle corners or None) for each subpath, its
    points mapped by ``matrix`` (user space to the frame): a rectangle (``re``, or four
    lines closing an axis-aligned box) gives its corners."""
    a, b, c, d, e, f = matrix

    def frame(point):
        x, y = point
        return (a * x + c * y + e, b * x + d * y + f)

    current, points = None, []

    def close():
        pairs = list(zip(points, points[1:]))
        return ("lines", pairs, axis_box(points))

    for op, data in segments:
        if op == "m":
            if len(points) > 1:
                yield close()
            current = frame(data)
            points = [current]
        elif op == "l":
            current = frame(data)
            points.append(current)
        elif op == "c":
            if len(points) > 1:
                yield close()
            current = frame(data[-1])
            points = [current]
        elif op == "re":
            if len(points) > 1:
                yield close()
            corners = [frame(p) for p in data]
            ring = corners + [corners[0]]
            yield ("re", list(zip(ring, ring[1:])), axis_box(ring))
            points = []
    if len(points) > 1:
        yield close()


def axis_box(points):
    """The box of a closed four-sided axis-aligned ring of points, else None."""
    ring = points if points[0] == points[-1] else points + [points[0]]
    if len(ring) != 5:
        return None
    for (ax, ay), (bx, by) in zip(ring, ring[1:]):
        if abs(ax - bx) > AXIS and abs(ay - by) > AXIS:
            return None
    xs = [p[0] for p in ring]
    ys = [p[1] for p in ring]
    return (min(xs), min(ys), max(xs), max(ys))

