"""Paths: the core's subpaths and rectangles of a painted path (native/src/bindings/path.rs)
against the rule stated plainly here, on random paths run through the interpreter."""

import random

import pikepdf

from pdftk_text.content.device import Device
from pdftk_text.content.interpreter import Interpreter
from pdftk_text.content.paths import AXIS, boxes, subpaths
from pdftk_text.fonts.loader import FontCache
from pdftk_text.pdf.document import open_document
from pdftk_text.pdf.pages import selected_pages

from handmade import make_pdf


def _rule(items, matrix):
    a, b, c, d, e, f = matrix

    def frame(point):
        x, y = point
        return (a * x + c * y + e, b * x + d * y + f)

    def box(points):
        ring = points if points[0] == points[-1] else points + [points[0]]
        if len(ring) != 5 or any(abs(p[0] - q[0]) > AXIS and abs(p[1] - q[1]) > AXIS for p, q in zip(ring, ring[1:])):
            return None
        return (min(p[0] for p in ring), min(p[1] for p in ring), max(p[0] for p in ring), max(p[1] for p in ring))

    out, points = [], []
    for op, data in items:
        if op in ("m", "c", "re") and len(points) > 1:
            out.append(("lines", list(zip(points, points[1:])), box(points)))
        if op == "m":
            points = [frame(data)]
        elif op == "l":
            points.append(frame(data))
        elif op == "c":
            points = [frame(data[-1])]
        elif op == "re":
            corners = [frame(p) for p in data]
            out.append(("re", list(zip(corners + corners[:1], corners[1:] + corners[:1])), box(corners + corners[:1])))
            points = []
    if len(points) > 1:
        out.append(("lines", list(zip(points, points[1:])), box(points)))
    return out


class _Paths(Device):
    wants_paths = True

    def __init__(self):
        self.painted = []

    def path(self, segments, paint, gs, seq, hidden, box):
        self.painted.append(segments)

    def diagnostic(self, record):
        raise AssertionError(record)


def _random_content(rng):
    ops = [b"%.2f 0 0 %.2f %.1f %.1f cm" % (rng.choice((1, 2, -1)), rng.choice((1, 0.5)), rng.uniform(0, 50), 0)]
    for _ in range(rng.randint(1, 6)):
        x, y = rng.choice((100.0, rng.uniform(0, 500))), rng.choice((100.0, rng.uniform(0, 500)))
        for _ in range(rng.randint(1, 6)):
            kind = rng.random()
            if kind < 0.3:
                ops.append(b"%.1f %.1f m" % (x, y))
            elif kind < 0.6:
                x, y = rng.choice(((x, y + 20), (x + 20, y), (x + rng.uniform(-9, 9), y + 0.3), (100.0, 100.0)))
                ops.append(b"%.1f %.1f l" % (x, y))
            elif kind < 0.7:
                ops.append(b"%.1f %.1f %.1f %.1f %.1f %.1f c" % (x, y, x + 5, y + 5, x + 9, y))
            elif kind < 0.75:
                ops.append(b"h")
            elif kind < 0.85:                 # a box drawn side by side, closed or not, a side askew or not
                w, h, skew = rng.choice((20.0, 0.3)), rng.choice((10.0, 0.2)), rng.choice((0.0, 0.4, 0.7))
                ops.append(b"%.1f %.1f m %.1f %.1f l %.1f %.1f l %.1f %.1f l" % (x, y, x + w, y + skew, x + w, y + h, x, y + h))
                if rng.random() < 0.5:
                    ops.append(b"%.1f %.1f l" % (x, y))
            else:
                ops.append(b"%.1f %.1f %.1f %.1f re" % (x, y, rng.choice((20, 0.2)), rng.choice((10, -3))))
        ops.append(rng.choice((b"f", b"S", b"B", b"s")))
    return b"\n".join(ops)


def test_the_core_s_subpaths_are_the_rule_s():
    rng, compared = random.Random(13), 0
    for _ in range(150):
        document = open_document("paths.pdf", make_pdf(_random_content(rng)))
        device = _Paths()
        interpreter = Interpreter(document.pdf, FontCache(), device)
        (page, _), = selected_pages(document.pdf)
        interpreter.run_page(page.obj, 1, page.geometry, page.resources)
        for segments in device.painted:
            compared += 1
            items = segments.items()
            for matrix in (page.geometry.to_frame, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0), (0.0, 2.0, -1.0, 0.0, 5.0, 7.0)):
                expected = _rule(items, matrix)
                assert subpaths(segments, matrix) == expected
                assert boxes(segments, matrix) == [corners for _, _, corners in expected]
            assert segments.curved == any(op == "c" for op, _ in items)
    assert compared > 300
