"""The device protocol: what the interpreter reports as content paints it.

A device receives text runs (one show operator under one state), images and, when
``wants_paths`` is true, paths with their paint operator. Runs carry everything needed
to make glyphs later; the interpreter builds no per-glyph object. Devices must never
change the state they are given.
"""


class TextRun:
    """The glyphs one show operator (Tj, TJ, ', ") paints under one state.

    ``shown`` (a ``_core.Shown``) holds its codes, the glyph origins along the baseline in
    text space from the run's start, each glyph's advance and box width (all with size,
    spacing and Tz applied), natively; ``codes``, ``xs`` and ``advances`` make lists of
    them when asked. ``matrix`` maps text space at the run start to PDF user space (Tm × CTM).
    """

    __slots__ = ("font", "shown", "matrix", "size", "hscale", "rise", "render",
                 "fill", "fill_space", "stroke", "stroke_space", "hidden", "annotation",
                 "marked", "clip", "stream", "op", "seq", "first_index", "in_type3", "alphas")

    def __init__(self, font, shown, matrix, gs, hidden, annotation, marked,
                 stream, op, seq, first_index=0):
        self.font = font
        self.shown = shown
        self.matrix = matrix
        self.size = gs.font_size
        self.hscale = 1.0 if font.vertical else gs.hscale
        self.rise = gs.rise
        self.render = gs.render
        self.fill, self.fill_space = gs.fill, gs.fill_space
        self.stroke, self.stroke_space = gs.stroke, gs.stroke_space
        self.clip = gs.clip
        # (fill, stroke) opacity, or None under a soft mask (how much shows is not known)
        self.alphas = None if gs.soft_mask else (gs.fill_alpha, gs.stroke_alpha)
        self.hidden = hidden
        self.annotation = annotation
        self.marked = marked          # (mcid, artifact, actualtext span or None, lang)
        self.stream = stream
        self.op = op
        self.seq = seq                # paint order on the page, shared with images
        self.first_index = first_index
        self.in_type3 = False         # shown by a Type 3 glyph procedure (content/type3.py)

    @property
    def codes(self):
        return self.shown.codes

    @property
    def xs(self):
        return self.shown.xs

    @property
    def advances(self):
        return self.shown.advances


class InlineImage:
    """An inline image: its BI dictionary (abbreviated keys as written) and its data bytes."""

    __slots__ = ("entries", "data")

    def __init__(self, entries, data):
        self.entries, self.data = entries, data


class ImagePaint:
    """One image painted: the XObject (pikepdf.Stream) or InlineImage, its resource name,
    the CTM it was painted under, its envelope in user space, and where it happened."""

    __slots__ = ("source", "name", "ctm", "bbox", "opaque", "seq", "hidden", "stream", "op", "through_text", "clip")

    def __init__(self, source, name, ctm, bbox, opaque, seq, hidden, stream, op, through_text=False, clip=None):
        self.source, self.name, self.ctm, self.bbox = source, name, ctm, bbox
        self.opaque, self.seq, self.hidden, self.stream, self.op = opaque, seq, hidden, stream, op
        self.through_text = through_text      # painted inside glyphs made a clip of
        self.clip = clip                      # the clip's box in user space, or None


class Device:
    """Base device: ignores everything. Subclasses override what they need."""

    wants_paths = False

    def begin_page(self, page_number, geometry):
        pass

    def text_run(self, run):
        pass

    def image(self, paint):
        """An image painted (an ImagePaint): covers ``paint.bbox`` at paint order ``paint.seq``."""

    def path(self, segments, paint, gs, seq, hidden, box):
        """A painted path: ``segments`` in user space, ``paint`` the operator (S, f, B, ...),
        ``box`` the envelope of its points (control points too) in user space."""

    def shading(self, gs, seq, hidden):
        """A shading painted (sh) over the clip in ``gs`` (the whole page when there is none)."""

    def through_clip(self, seqs):
        """Paint lands inside the glyphs the text runs of paint orders ``seqs`` added to the
        clip (render modes 4 to 7): those glyphs show, whatever their own mode paints."""

    def path_painted(self, paint, hidden):
        """A path was painted (or ended with n), for a device that counts without segments."""

    def annotation(self, subtype):
        """What follows is the appearance of an annotation of ``subtype`` (its name without
        the slash, or None when it has none); ``annotation(False)`` ends it."""

    def diagnostic(self, record):
        pass

    def end_page(self):
        pass


class Tee(Device):
    """Hands every paint to each of ``devices`` in turn: one interpretation of a page
    feeds the glyph collector and, beside it, a device of another stage (rulings)."""

    def __init__(self, *devices):
        self.devices = devices
        self.wants_paths = any(d.wants_paths for d in devices)

    def begin_page(self, page_number, geometry):
        for d in self.devices:
            d.begin_page(page_number, geometry)

    def text_run(self, run):
        for d in self.devices:
            d.text_run(run)

    def image(self, paint):
        for d in self.devices:
            d.image(paint)

    def path(self, segments, paint, gs, seq, hidden, box):
        for d in self.devices:
            d.path(segments, paint, gs, seq, hidden, box)

    def shading(self, gs, seq, hidden):
        for d in self.devices:
            d.shading(gs, seq, hidden)

    def through_clip(self, seqs):
        for d in self.devices:
            d.through_clip(seqs)

    def path_painted(self, paint, hidden):
        for d in self.devices:
            d.path_painted(paint, hidden)

    def annotation(self, subtype):
        for d in self.devices:
            d.annotation(subtype)

    def diagnostic(self, record):
        for d in self.devices:
            d.diagnostic(record)

    def end_page(self):
        for d in self.devices:
            d.end_page()
