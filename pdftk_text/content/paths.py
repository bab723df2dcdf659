"""Painted paths as the device protocol gives them (``segments``: a ``_core.PathSegments``
of m, l, c and re with their points in user space), read back as subpaths and
axis-aligned rectangles. The core reads them (``native/src/bindings/path.rs``): each
subpath -- cut at m, c (a curve: its last point starts the next), re and the end -- is
("re", the rectangle's ring of sides, its corners) or ("lines", its sides, its corners
when it is a rectangle: four sides, closed by its first point unless it ends there,
each along an axis within ``AXIS``, else None), its points mapped to the frame asked
for. This module holds geometry only: it must never look at text.
"""

# A segment whose ends differ by less than this across its direction is axis-aligned (pt).
AXIS = 0.5

STROKES = frozenset(("S", "s", "B", "B*", "b", "b*"))
FILLS = frozenset(("f", "F", "f*", "B", "B*", "b", "b*"))


def subpaths(segments, matrix):
    """[(kind, pairs of points, rectangle corners or None)] of each subpath of ``segments``,
    its points mapped by ``matrix`` (user space to the frame)."""
    return segments.subpaths(matrix, AXIS)


def boxes(segments, matrix):
    """The rectangle corners of each subpath (as ``subpaths`` gives them), None for one
    that is no rectangle along the axes."""
    return segments.boxes(matrix, AXIS)
