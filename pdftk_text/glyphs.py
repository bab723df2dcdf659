"""The first stage: a PDF's pages interpreted into document, page, glyph and diagnostic
records.

``GlyphCollector`` is the device that turns text runs into glyphs at the end of each
page, once it knows what later images cover: the native core places and flags them and
holds them as a page of glyphs, made into glyph records only when something asks for
them. ``glyph_records`` drives a document through it, one page in memory at a time, and
yields records; ``glyph_batches`` yields each page's glyphs as one ``glyphs`` record,
which the words stage reads in place. Records are plain dicts in the schema's key order,
floats rounded to PRECISION.
"""

import math

from . import _core
from .content.device import Device, Tee
from .content.interpreter import Interpreter
from .content.limits import Limits
from .content.paths import FILLS, boxes as subpath_boxes
from .diagnostics import diagnostic
from .fonts.font import ACTUALTEXT
from .frozen import Frozen, made
from .pdf.geometry import intersect, transform_box
from .pdf.labels import page_labels
from .pdf.reopening import document_pages
from .records.batches import GlyphBatch, glyph_dicts
from .records.schema import PRECISION
from .visibility import Palette, ocr_page
from .words.core import text_props
from .words.stream import duplicates_merged
from .words.tolerances import DEFAULT as WORD_TOLERANCES


class GlyphOptions(Frozen):
    pages: tuple = ()                 # 1-based page numbers, in order; empty means all
    event: str = "View"               # optional content evaluated for View or Print
    keep_hidden: bool = False         # keep glyphs hidden by optional content (flagged)
    keep_outside: bool = False        # keep glyphs wholly outside the crop box (flagged)
    annotations: bool = True          # interpret annotation appearances
    visible_only: bool = False        # leave out the glyphs a reader cannot see (visibility.py)
    keep_duplicates: bool = False     # keep fake-bold and halo copies (flagged duplicate)
    limits: Limits = made(Limits)


_SCALE = 10 ** PRECISION
# A page whose glyphs map to Unicode less often than this is unreadable: past half its
# glyphs unmapped, what text there is reads as noise (the design's "Unreadable" kind).
UNREADABLE_BELOW = 0.5
# Run states (templates, and the verdicts of their inks on a page's colours) a document's
# pages share, kept at most: a hostile page may paint each run in a colour of its own.
KEPT_STATES = 4096


def _r(value):
    # round() of a float to an int never gives -0; dividing gives the nearest double to k/1000.
    return round(value * _SCALE) / _SCALE


class GlyphCollector(Device):
    """Collects a page's text runs and what is painted around them (images, fills,
    shadings); makes glyph records at the page's end."""

    wants_paths = True      # fills may cover text or lie under it
    wants_strokes = False   # a stroke is only counted (``strokes``): the core hands none over

    def __init__(self, options):
        self.options = options
        self.diagnostics = []
        # what the pages of the document share: run states' templates (but their page)
        # and the verdicts of inks on a page's colours, up to KEPT_STATES of each
        self._kept_templates = {}
        self._kept_faint = {}

    def begin_page(self, page_number, geometry):
        self.page = page_number
        self.geometry = geometry
        self.runs = []
        self.text_run = self.runs.append    # (the core calls it per run: no Python frame)
        self.images = []
        self.diagnostics = []
        self._templates = {}
        self._clips = {}
        self.paths = 0
        self.covers = []        # (paint order, box, is an image): what hides text drawn before it
        self.unders = []        # (paint order, box, palette colour or -1): what text may lie on
        self.palette = Palette(self._kept_faint, KEPT_STATES)
        self.overlay = False    # inside a note icon's or a markup's appearance: it hides nothing
        self.shown_through = set()      # clip-only runs (Tr 7) that later paint fills

    def through_clip(self, seqs):
        self.shown_through.update(seqs)

    def annotation(self, subtype):
        self.overlay = subtype in MARKS_TEXT

    def text_run(self, run):
        self.runs.append(run)

    def image(self, paint):
        if paint.hidden:
            return
        box = self._frame_box(paint.bbox)
        # what shows of it: the part inside the clip (the page's image cover keeps the whole)
        shown = intersect(box, self._frame_box(paint.clip)) if paint.clip else box
        if shown is not None:
            self.unders.append((paint.seq, shown, -1))
        if paint.opaque:
            self.images.append((paint.seq, box))
            if shown is not None and not (self.overlay or paint.through_text):
                self.covers.append((paint.seq, shown, True))

    def shading(self, gs, seq, hidden):
        if not hidden:
            box = self._frame_box(gs.clip) if gs.clip else (0.0, 0.0, self.geometry.width, self.geometry.height)
            self.unders.append((seq, box, -1))

    def path_painted(self, paint, hidden):
        """A path painted where nothing of it matters to text (a Type 3 glyph's own shape): counted."""
        if not hidden:
            self.paths += 1

    def path(self, segments, paint, gs, seq, hidden, box):
        if hidden:
            return
        self.paths += 1
        if paint in FILLS and gs.fill_alpha > 0:
            self._fill(segments, gs, seq, box)

    def strokes(self, count):
        self.paths += count

    def _fill(self, segments, gs, seq, envelope):
        """Note a filled path: rectangles that do not overlap are painted exactly, in their
        colour (an opaque one covers what it holds); any other shape, or a fill whose
        colour or opacity is not known here, only makes the ground beneath unknown."""
        clip = self._frame_box(gs.clip) if gs.clip else None
        boxes = [] if segments.curved else subpath_boxes(segments, self.geometry.to_frame)
        exact = bool(boxes) and None not in boxes and _apart(boxes)
        opaque = gs.fill_alpha >= 1.0 and not gs.soft_mask and gs.blend and gs.fill_space != "Pattern"
        # paint inside glyphs made a clip of is those glyphs: no ground of a known colour
        colour = self.palette.add(gs.fill_space, gs.fill) if opaque and exact and not gs.text_clip else -1
        if not exact:
            boxes = [self._frame_box(envelope)]
        for box in boxes:
            box = intersect(box, clip) if clip else box
            if box is None:
                continue
            self.unders.append((seq, box, colour))
            if exact and opaque and not (self.overlay or gs.text_clip):
                self.covers.append((seq, box, False))

    def diagnostic(self, record):
        self.diagnostics.append(record)

    def _frame_box(self, box):
        return transform_box(self.geometry.to_frame, box)

    def _clip_box(self, clip):
        """A clip's box in the frame; runs under one clip (most of a page's) share it."""
        found = self._clips.get(clip)
        if found is None:
            found = self._clips[clip] = self._frame_box(clip)
        return found

    def records(self):
        """The page's glyph records, then its diagnostics: ``batches`` with its page of
        glyphs made into records, a thousand at a time."""
        for record in self.batches():
            if isinstance(record, GlyphBatch):
                yield from glyph_dicts(record)
            else:
                yield record

    def batches(self):
        """The page's glyphs as one ``glyphs`` record holding them natively (a
        ``_core.GlyphPage``, which the words stage reads in place), then its content record
        and diagnostics (unmappable codes counted per font).

        Glyphs drawn again over an earlier one (fake bold, halos: the words stage's rule)
        are left out and counted in ``extraction.duplicate-glyphs-merged``, or with
        ``keep_duplicates`` kept and flagged ``duplicate``.

        A page whose text confidence (the share of its glyphs a source in ``CERTAIN``
        mapped) is below ``UNREADABLE_BELOW`` is unreadable, rather than returning what a
        code table could not say: the glyphs of each font that is itself below it keep
        their geometry, code and ``map`` but carry no text (``extraction.font-unreadable``
        per font); the fonts that map, and ActualText, keep theirs, and
        ``extraction.text-unreadable`` says how many glyphs that is (``kept``). Texts are
        looked up for every run first, to know that.
        """
        # per run what its glyphs show (a _core.RunTexts), or None for a run left out
        # (hidden); per font [glyphs shown outside ActualText, of them unmapped]; per font
        # name unmapped
        shown, self._font_counts, unmapped = _core.shown_texts(self.runs, self.options.keep_hidden, ACTUALTEXT)
        counted = sum(count for count, _ in self._font_counts.values())
        unsure = sum(missing for _, missing in self._font_counts.values())
        confidence = 1.0 - unsure / counted if counted else 1.0
        withheld = self._unreadable_fonts() if confidence < UNREADABLE_BELOW else {}
        image_boxes = [box for _, box in self.images]
        page, next_id, invisible, hidden, marks, fonts, kept = self._fill_page(shown, withheld, 0)
        if hidden and self.options.visible_only:
            ocr = ocr_page(next_id, invisible, image_cover(image_boxes, self.geometry.width, self.geometry.height))
            page, next_id, invisible, hidden, marks, fonts, kept = self._fill_page(shown, withheld, 2 if ocr else 1)
        # a fake-bold or halo copy is one glyph drawn twice: read once, by the words' rule
        copies = page.copies(WORD_TOLERANCES, text_props, self.options.keep_duplicates)
        yield GlyphBatch(type="glyphs", page=self.page, glyphs=page)
        yield content_record(self.page, next_id, invisible, marks, self.paths, image_boxes,
                             self.geometry.width, self.geometry.height, space_widths(fonts))
        if withheld:
            yield from self._unreadable_diagnostics(confidence, withheld, kept)
        for name, missing in sorted(unmapped.items()):
            yield diagnostic("extraction.unmappable-codes",
                             f"font {name}: {missing} codes no source maps to Unicode (written as U+FFFD)",
                             self.page, font=name, count=missing)
        yield from self.diagnostics
        if copies and not self.options.keep_duplicates:
            yield duplicates_merged(copies, self.page)

    def _fill_page(self, shown, withheld, drop):
        """The page of glyphs of every run shown (``drop`` 1: but the hidden ones; 2: but
        those hidden on an OCR page), those of the ``withheld`` fonts outside ActualText
        without their text: (page, glyphs, of them invisible, of them hidden by their own
        facts, marked-content runs, fonts by name, glyphs that kept their text)."""
        room = sum(len(texts) for texts in shown if texts is not None)
        page = _core.GlyphPage(self.covers, self.unders, self.geometry.width, self.geometry.height,
                               self.options.keep_outside, drop, room)
        return (page, *page.add_runs(self.runs, shown, withheld, self))

    def _unreadable_fonts(self):
        """On an unreadable page, the fonts whose own share of mapped glyphs is below
        ``UNREADABLE_BELOW``, each with (its confidence, its glyphs shown)."""
        found = {}
        for font, (count, unsure) in self._font_counts.items():
            confidence = 1.0 - unsure / count
            if confidence < UNREADABLE_BELOW:
                found[font] = (confidence, count)
        return found

    def _unreadable_diagnostics(self, confidence, withheld, kept):
        yield diagnostic("extraction.text-unreadable",
                         f"only {confidence:.0%} of the page's glyphs map to Unicode (below "
                         f"{UNREADABLE_BELOW:.0%}); the glyphs of its unreadable fonts carry no text "
                         f"(kept: {kept})", self.page,
                         confidence=_r(confidence), threshold=UNREADABLE_BELOW, kept=kept)
        for font, (share, count) in sorted(withheld.items(), key=lambda item: item[0].name):
            yield diagnostic("extraction.font-unreadable",
                             f"font {font.name}: only {share:.0%} of its {count} glyphs map to Unicode; "
                             f"they carry no text", self.page, font=font.name, confidence=_r(share), count=count)

    def _template(self, run, scale):
        """The fields a run's glyphs share, as a dict each glyph's record copies (its "op"
        is the run's own, which the page sets), and per colour of the page's palette
        whether its ink vanishes there (``Palette.faint``); runs under one state share
        them. The page asks once per state (``GlyphPage.add_run``). Kept by the font's
        name, all of it the record takes: a fresh open's fonts (pdf/reopening.py) find
        them, and the fonts of an earlier open are not held."""
        key = (run.font.name, run.size * scale, run.fill, run.fill_space, run.stroke, run.stroke_space,
               run.render, run.alphas, run.marked, run.stream)
        found = self._templates.get(key)
        if found is None:
            kept = self._kept_templates.get(key)
            if kept is None:
                kept = _template(run, scale)
                if len(self._kept_templates) < KEPT_STATES:
                    self._kept_templates[key] = kept
            faint = self.palette.faint(_inks(run)) if run.render < 3 or 3 < run.render < 7 else None
            found = self._templates[key] = (dict(kept, page=self.page), faint)
        return found

    def _placed(self, run, a, b, c, d, e, f):
        """Per glyph of a run not upright in the frame (its matrix there a to f): boxes,
        quads, origins and advances (the page places an upright run's itself)."""
        return _general_geometry(run, a, b, c, d, e, f)


def _template(run, scale):
    """A run state's glyph record, its page None and its per-glyph fields empty."""
    mcid, artifact, span, lang = run.marked
    return {
        "type": "glyph", "page": None, "id": 0, "bbox": None, "text": None, "code": 0,
        "font": run.font.name, "size": _r(run.size * scale), "origin": None,
        "advance": 0.0, "quad": None, "fill": tuple(_r(v) for v in run.fill),
        "fill_space": run.fill_space, "stroke": tuple(_r(v) for v in run.stroke),
        "stroke_space": run.stroke_space, "render": run.render, "flags": (), "map": None,
        "mcid": mcid, "artifact": artifact, "actualtext": span[0] if span is not None else None,
        "lang": lang, "stream": run.stream, "op": 0, "index": 0,
    }


def _inks(run):
    """What a run's glyphs are painted with: (sRGB, opacity) for the fill, the stroke, or
    both, by render mode; None when that is not known (a soft mask, a space without a
    known look)."""
    if run.alphas is None:
        return None
    mode = run.render % 4
    inks = []
    if mode in (0, 2):
        inks.append((run.fill_space, run.fill, run.alphas[0]))
    if mode in (1, 2):
        inks.append((run.stroke_space, run.stroke, run.alphas[1]))
    return tuple(inks)


def _apart(boxes):
    """Do no two of the boxes overlap (so each is painted whatever the fill rule)?"""
    if len(boxes) > 64:        # a fill of very many pieces is read as one shape
        return False
    return all(a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
               for i, a in enumerate(boxes) for b in boxes[i + 1:])


def _rounded(values):
    # round(v * 1000) / 1000 gives the double nearest to k/1000, printed shortest: byte-stable.
    return [round(v * _SCALE) / _SCALE for v in values]


def _glyph_corners(run):
    """Per glyph: its origin and its box's four corners (quad order) in the run's text space.

    Horizontal: the box spans the advance and the font's ascent to descent, or for a
    Type 3 glyph its d1 box (else /FontBBox) through /FontMatrix. Vertical (§9.7.4.3):
    the origin is the vertical origin, the box the horizontal one moved by the position
    vector v, so it is centred on the origin unless /W2 says otherwise; it reaches down
    at least the glyph's vertical advance from the origin (a two-em repeat mark, /W2 w1
    -2000, is two ems tall, not the font's one em).
    """
    font, size, rise = run.font, run.size, run.rise
    widths = run.shown.widths
    codes = run.codes
    if font.vertical:
        top, bottom = font.ascent * size, font.descent * size
        for code, y, width in zip(codes, run.xs, widths):
            vx, vy = font.position_vector(code)
            x0, dy = -vx * size, y - vy * size
            high, low = dy + top, dy + bottom
            advance = font.width(code) * size          # the magnitude of w1
            if low > y - advance:
                high, low = max(high, y), y - advance
            yield (0.0, y), ((x0, high), (x0 + width, high), (x0, low), (x0 + width, low))
        return
    low, high = rise + font.descent * size, rise + font.ascent * size
    glyphs3, xscale = font.type3, size * run.hscale
    for code, x, width in zip(codes, run.xs, widths):
        box = glyphs3.corners(code) if glyphs3 is not None else None
        if box is not None:
            yield (x, rise), tuple((x + cx * xscale, rise + cy * size) for cx, cy in box)
        else:
            yield (x, rise), ((x, high), (x + width, high), (x, low), (x + width, low))


def _general_geometry(run, a, b, c, d, e, f):
    """The same for any matrix (rotated, skewed, vertical writing, Type 3): corner by corner,
    each coordinate rounded once, the box taken from the rounded quad."""
    scale = (c * c + d * d) ** 0.5 if run.font.vertical else (a * a + b * b) ** 0.5
    boxes, quads, origins = [], [], []
    for (ox, oy), corners in _glyph_corners(run):
        quad = tuple([round(v * _SCALE) / _SCALE for px, py in corners
                      for v in (a * px + c * py + e, b * px + d * py + f)])
        qx, qy = quad[0::2], quad[1::2]
        boxes.append((min(qx), min(qy), max(qx), max(qy)))
        quads.append(quad)
        origins.append((round((a * ox + c * oy + e) * _SCALE) / _SCALE,
                        round((b * ox + d * oy + f) * _SCALE) / _SCALE))
    advances = _rounded([abs(v) * scale for v in run.advances])
    return boxes, quads, origins, advances


# Annotations that mark text or stand beside it as an icon: a viewer draws them over the
# page for the reader to see the text through or move aside, so they hide nothing.
MARKS_TEXT = frozenset(("Text", "Highlight", "Underline", "StrikeOut", "Squiggly", "Caret", "Popup"))

COVER_GRID = 32    # image cover measured on a 32 x 32 grid of the crop box (the design's rule)


def space_widths(fonts):
    """{font name: its space's advance in em, or None}, names sorted, for the fonts (by
    name, the first font of a name) a page's glyphs were drawn in."""
    out = {}
    for name in sorted(fonts):
        width = fonts[name].space_width
        out[name] = _r(width) if width is not None and math.isfinite(width) else None
    return out


def image_cover(image_boxes, width, height):
    """The share of a ``width`` by ``height`` page the boxes cover, on a COVER_GRID grid."""
    cells = set()
    if image_boxes and width > 0 and height > 0:
        ys = [(row + 0.5) * height / COVER_GRID for row in range(COVER_GRID)]
        xs = [(column + 0.5) * width / COVER_GRID for column in range(COVER_GRID)]
        for x0, y0, x1, y1 in image_boxes:     # each box: the cell centres inside it
            rows = [row for row, y in enumerate(ys) if y0 <= y <= y1]
            columns = [column for column, x in enumerate(xs) if x0 <= x <= x1]
            cells.update((row, column) for row in rows for column in columns)
    return _r(len(cells) / COVER_GRID ** 2)


def content_record(page, glyphs, invisible, marks, paths, image_boxes, width, height, spaces=None):
    """What the page painted, for the stages that never see its glyphs or images: glyph
    and invisible-glyph counts, images and the share of the page they cover, paths, the
    marked-content runs over glyph ids ([first, last, mcid, artifact, stream]), and the
    space width of each font its glyphs use (what the words stage breaks words by)."""
    return {"type": "content", "page": page, "glyphs": glyphs, "invisible": invisible,
            "images": len(image_boxes), "image_cover": image_cover(image_boxes, width, height), "paths": paths,
            "marks": marks, "space_widths": spaces if spaces is not None else {}}


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
    for record in glyph_batches(document, options):
        if isinstance(record, GlyphBatch):
            yield from glyph_dicts(record)
        else:
            yield record


def glyph_batches(document, options=GlyphOptions(), beside=None):
    """``glyph_records`` with each page's glyphs in one ``glyphs`` record (never written:
    the words stage reads it, or ``glyph_dicts`` makes its records). ``beside``: a device
    of another stage the same interpretation of each page feeds (the table stage's rulings)."""
    yield document.record()
    if document.repaired:
        yield diagnostic("document.repaired", "the file was damaged and repaired to be read: "
                         + "; ".join(w.split(": ", 1)[-1] for w in document.warnings[:3]),
                         None, warnings=len(document.warnings))
    yield from document.diagnostics()
    if document.truncated:
        yield diagnostic("document.truncated", "the file ends early (no %%EOF at its end); "
                         "what lies past the cut is missing", None)
    for number, objects in document.defused:
        yield diagnostic("limit.stream-bytes", f"object stream {number} decodes to more than the limit "
                         f"(--max-stream-bytes); its {objects} objects read as null", None,
                         object_stream=number, objects=objects)
    labels = page_labels(document.pdf, len(document.pdf.pages))
    collector = GlyphCollector(options)
    device = collector if beside is None else Tee(collector, beside)
    interpreter = None
    for page, problem in document_pages(document, options.pages):
        if problem is not None:
            yield problem
            continue
        interpreter = Interpreter.on_open(interpreter, document.pdf, device, options.limits, options.event,
                                          options.annotations)
        yield page_record(page.number, labels[page.number - 1], page.geometry)
        if document.truncated and page.obj.get("/Contents") is None:
            yield diagnostic("document.truncated", f"page {page.number}: its content lies past the end of the file",
                             page.number)
        interpreter.run_page(page.obj, page.number, page.geometry, page.resources)
        yield from collector.batches()
