"""Where images are painted: the device that collects each page's image paints as
listing rows, and the walk over a document's pages that numbers them as pdfimages does.

A ``Placement`` is one row: the ``Image`` described, its page and running number, and
the matrix poppler's state holds when it draws it (the CTM times the page's display
rotation at 72 dpi), from which the resolution comes. This module holds no sample data
and must never write files or format output.
"""

import math

from ..content.device import Device
from ..content.interpreter import Interpreter
from ..diagnostics import diagnostic
from ..fonts.loader import FontCache
from ..pdf.geometry import multiply, transform_box
from ..pdf.pages import selected_pages
from .description import rows_of

# The display matrix's linear part per /Rotate, y down (pdfimages draws upside down at 72 dpi).
_ROTATIONS = {0: (1.0, 0.0, 0.0, -1.0), 90: (0.0, 1.0, 1.0, 0.0),
              180: (-1.0, 0.0, 0.0, 1.0), 270: (0.0, -1.0, -1.0, 0.0)}


class Placement:
    __slots__ = ("page", "num", "image", "matrix", "bbox", "stream", "op")

    def __init__(self, page, num, image, matrix, bbox, stream, op):
        self.page, self.num, self.image, self.matrix = page, num, image, matrix
        self.bbox, self.stream, self.op = bbox, stream, op

    @property
    def ppi(self):
        """(x, y) resolution as pdfimages computes it: the image's samples over the length
        of the unit square's sides after the matrix, in inches (72 points)."""
        a, b, c, d = self.matrix
        return _ppi(self.image.width, math.hypot(a, b)), _ppi(self.image.height, math.hypot(c, d))


def _ppi(samples, extent):
    if extent == 0:
        return math.inf
    return abs(samples * 72.0 / extent)


class ImageCollector(Device):
    """Collects the rows of the images a page paints (hidden ones left out, as poppler
    skips content hidden by optional content). Reads the interpreter's current resources
    at paint time, for inline images' named colour spaces and /Default spaces."""

    def __init__(self):
        self.interpreter = None
        self.begin_page(0, None)

    def begin_page(self, page_number, geometry):
        self.page, self.geometry = page_number, geometry
        self.found, self.diagnostics = [], []

    def image(self, paint):
        if paint.hidden:
            return
        try:
            rows = rows_of(paint.source, self.interpreter.resources)
        except Exception as error:    # a damaged image dictionary: the rest of the page goes on
            self.diagnostics.append(diagnostic("content.stream-unreadable",
                                               f"an image could not be read ({error})", self.page))
            return
        rotation = _ROTATIONS[self.geometry.rotation]
        a, b, c, d, _, _ = multiply(paint.ctm, rotation + (0.0, 0.0))
        bbox = transform_box(self.geometry.to_frame, paint.bbox)
        for image in rows:
            self.found.append((image, (a, b, c, d), bbox, paint.stream, paint.op))

    def diagnostic(self, record):
        self.diagnostics.append(record)


def page_placements(document, pages=(), limits=None, event="View"):
    """Yield (page number, geometry, placements, diagnostics) for each page read, the
    placements numbered from 0 across the document as pdfimages numbers its rows."""
    pdf = document.pdf
    collector = ImageCollector()
    interpreter = Interpreter(pdf, FontCache(), collector, limits, event, True)
    collector.interpreter = interpreter
    num = 0
    for page, problem in selected_pages(pdf, pages):
        if problem is not None:
            yield problem["page"], None, [], [problem]
            continue
        number, geometry = page.number, page.geometry
        interpreter.run_page(page.obj, number, geometry, page.resources)
        placements = []
        for image, matrix, bbox, stream, op in collector.found:
            placements.append(Placement(number, num, image, matrix, bbox, stream, op))
            num += 1
        yield number, geometry, placements, collector.diagnostics
