"""The first stage: a PDF's pages interpreted into document, page, glyph and diagnostic
records.

``GlyphCollector`` is the device that turns text runs into glyph records at the end of
each page -- the only place a per-glyph object is made -- once it knows what later
images cover. ``glyph_records`` drives a document through it, one page in memory at a
time. Records are plain dicts in the schema's key order, floats rounded to PRECISION.
"""

from dataclasses import dataclass, field

from .content.device import Device
from .content.interpreter import Interpreter
from .content.limits import Limits
from .diagnostics import diagnostic
from .fonts.font import NONE, ACTUALTEXT
from .fonts.loader import FontCache
from .pdf.geometry import PageGeometry, multiply, inherited, invert
from .pdf.labels import page_labels
from .records.schema import PRECISION

HIDDEN, INVISIBLE, OUTSIDE, CLIPPED, COVERED, ANNOTATION = (
    "hidden-by-oc", "invisible-render-mode", "outside-crop-box", "clipped", "covered-by-image",
    "from-annotation")


@dataclass(frozen=True)
class GlyphOptions:
    pages: tuple = ()                 # 1-based page numbers, in order; empty means all
    event: str = "View"               # optional content evaluated for View or Print
    keep_hidden: bool = False         # keep glyphs hidden by optional content (flagged)
    keep_outside: bool = False        # keep glyphs wholly outside the crop box (flagged)
    annotations: bool = True          # interpret annotation appearances
    limits: Limits = field(default_factory=Limits)


def _r(value):
    return round(value, PRECISION) + 0.0      # + 0.0 turns -0.0 into 0.0: same bytes everywhere


class GlyphCollector(Device):
    """Collects a page's text runs and images; makes glyph records at the page's end."""

    def __init__(self, options):
        self.options = options
        self.diagnostics = []

    def begin_page(self, page_number, geometry):
        self.page = page_number
        self.geometry = geometry
        self.runs = []
        self.images = []
        self.diagnostics = []

    def text_run(self, run):
        self.runs.append(run)

    def image(self, bbox, opaque, seq, hidden):
        if opaque and not hidden:
            self.images.append((seq, self._frame_box(bbox)))

    def diagnostic(self, record):
        self.diagnostics.append(record)

    def _frame_box(self, box):
        m = self.geometry.to_frame
        xs, ys = [], []
        for x, y in ((box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])):
            xs.append(m[0] * x + m[2] * y + m[4])
            ys.append(m[1] * x + m[3] * y + m[5])
        return (min(xs), min(ys), max(xs), max(ys))

    def records(self):
        """The page's glyph records, then its diagnostics (unmappable codes counted per font)."""
        next_id = 0
        started_spans = set()
        unmapped = {}
        for run in self.runs:
            for record in self._run_records(run, started_spans, unmapped):
                record["id"] = next_id
                next_id += 1
                yield record
        for name, count in sorted(unmapped.items()):
            yield diagnostic("extraction.unmappable-codes",
                             f"font {name}: {count} codes no source maps to Unicode (written as U+FFFD)",
                             self.page, font=name, count=count)
        yield from self.diagnostics

    def _run_records(self, run, started_spans, unmapped):
        options, geometry = self.options, self.geometry
        if run.hidden and not options.keep_hidden:
            return
        font = run.font
        a, b, c, d, e, f = multiply(run.matrix, geometry.to_frame)
        size, rise = run.size, run.rise
        low, high = rise + font.descent * size, rise + font.ascent * size
        scale_x, scale_y = (a * a + b * b) ** 0.5, (c * c + d * d) ** 0.5
        page_w, page_h = geometry.width, geometry.height
        clip = self._frame_box(run.clip) if run.clip else None
        base_flags = []
        if run.hidden:
            base_flags.append(HIDDEN)
        if run.render in (3, 7):
            base_flags.append(INVISIBLE)
        mcid, artifact, span, lang = run.marked
        later_images = [box for seq, box in self.images if seq > run.seq]
        stream, op = run.stream, run.op
        fill, fill_space = [_r(v) for v in run.fill], run.fill_space
        stroke, stroke_space = [_r(v) for v in run.stroke], run.stroke_space
        glyph_size = _r(size * scale_y)
        vertical = font.vertical
        hscale = run.hscale
        for index, code in enumerate(run.codes):
            x = run.xs[index]
            advance = run.advances[index]
            width = font.box_width(code) * size * hscale
            if vertical:
                half = width / 2
                corners = ((-half, x), (half, x), (-half, x - size), (half, x - size))
                ox, oy = c * x + e, d * x + f
            else:
                corners = ((x, high), (x + width, high), (x, low), (x + width, low))
                ox, oy = a * x + c * rise + e, b * x + d * rise + f
            quad = []
            for px, py in corners:
                quad.append(a * px + c * py + e)
                quad.append(b * px + d * py + f)
            qx, qy = quad[0::2], quad[1::2]
            x0, y0, x1, y1 = min(qx), min(qy), max(qx), max(qy)
            flags = list(base_flags)
            if x1 < 0 or y1 < 0 or x0 > page_w or y0 > page_h:
                if not options.keep_outside:
                    continue
                flags.append(OUTSIDE)
            if clip is not None and (x1 < clip[0] or x0 > clip[2] or y1 < clip[1] or y0 > clip[3]):
                flags.append(CLIPPED)
            if later_images and any(b0 <= x0 and b1 <= y0 and b2 >= x1 and b3 >= y1
                                    for b0, b1, b2, b3 in later_images):
                flags.append(COVERED)
            if run.annotation:
                flags.append(ANNOTATION)
            if span is not None:
                span_id, span_text = span
                text = "" if span_id in started_spans else span_text
                started_spans.add(span_id)
                source = ACTUALTEXT
            else:
                text, source = font.text(code)
                if source == NONE:
                    unmapped[font.name] = unmapped.get(font.name, 0) + 1
            yield {
                "type": "glyph", "page": self.page, "id": 0,
                "bbox": [_r(x0), _r(y0), _r(x1), _r(y1)], "text": text, "code": code,
                "font": font.name, "size": glyph_size, "origin": [_r(ox), _r(oy)],
                "advance": _r(abs(advance) * (scale_y if vertical else scale_x)),
                "quad": [_r(v) for v in quad],
                "fill": fill, "fill_space": fill_space, "stroke": stroke, "stroke_space": stroke_space,
                "render": run.render, "flags": flags, "map": source, "mcid": mcid, "artifact": artifact,
                "actualtext": span[0] if span is not None else None, "lang": lang,
                "stream": stream, "op": op, "index": index,
            }


def page_record(number, label, geometry):
    g = geometry
    return {
        "type": "page", "page": number, "label": label,
        "width": _r(g.width), "height": _r(g.height), "rotation": g.rotation,
        "user_unit": _r(g.user_unit),
        "boxes": {name: [_r(v) for v in box] for name, box in g.boxes.items()},
        "matrix": [_r(v) for v in g.from_frame],
    }


def glyph_records(document, options=GlyphOptions()):
    """Yield the document record, then for each page its page record, glyphs and diagnostics."""
    yield document.record()
    if document.repaired:
        yield diagnostic("document.repaired", "the file was damaged and repaired to be read: "
                         + "; ".join(w.split(": ", 1)[-1] for w in document.warnings[:3]),
                         None, warnings=len(document.warnings))
    if document.truncated:
        yield diagnostic("document.truncated", "the file ends early (no %%EOF at its end); "
                         "what lies past the cut is missing", None)
    pdf = document.pdf
    count = len(pdf.pages)
    labels = page_labels(pdf, count)
    collector = GlyphCollector(options)
    interpreter = Interpreter(pdf, FontCache(), collector, options.limits, options.event, options.annotations)
    for number in options.pages or range(1, count + 1):
        if number > count:
            continue
        try:
            page_obj = pdf.pages[number - 1].obj
            geometry = PageGeometry(page_obj)
            resources = inherited(page_obj, "/Resources")
        except Exception as error:
            yield diagnostic("document.page-unreadable", f"page {number} could not be read ({error})", number)
            continue
        yield page_record(number, labels[number - 1], geometry)
        if document.truncated and page_obj.get("/Contents") is None:
            yield diagnostic("document.truncated", f"page {number}: its content lies past the end of the file",
                             number)
        interpreter.run_page(page_obj, number, geometry, resources)
        yield from collector.records()
