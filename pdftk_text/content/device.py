"""The device protocol: what the interpreter reports as content paints it.

A device receives text runs (``_core.TextRun``: one show operator under one state, made
by the native loop), images and, when ``wants_paths`` is true, paths with their paint
operator. Runs carry everything needed to make glyphs later; the interpreter builds no
per-glyph object. Devices must never change the state they are given.
"""


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
    wants_strokes = True    # with wants_paths: stroked paths handed over, else only counted (strokes)

    def begin_page(self, page_number, geometry):
        pass

    def text_run(self, run):
        pass

    def image(self, paint):
        """An image painted (an ImagePaint): covers ``paint.bbox`` at paint order ``paint.seq``."""

    def path(self, segments, paint, gs, seq, hidden, box):
        """A painted path: ``segments`` in user space (a ``_core.PathSegments``, read back
        by content/paths.py), ``paint`` the operator (S, f, B, ...), ``box`` the envelope
        of its points (control points too) in user space. A path ended by n paints
        nothing and is not handed over (it takes its place in the paint order)."""

    def shading(self, gs, seq, hidden):
        """A shading painted (sh) over the clip in ``gs`` (the whole page when there is none)."""

    def through_clip(self, seqs):
        """Paint lands inside the glyphs the text runs of paint orders ``seqs`` added to the
        clip (render modes 4 to 7): those glyphs show, whatever their own mode paints."""

    def path_painted(self, paint, hidden):
        """A path was painted (never one ended by n), for a device that counts without segments."""

    def strokes(self, count):
        """At the page's end, for a device that wants paths but not strokes: ``count``
        stroked paths (S, s) were painted, not hidden, and not handed over."""

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
        self.wants_strokes = any(d.wants_paths and d.wants_strokes for d in devices)

    def begin_page(self, page_number, geometry):
        for d in self.devices:
            d.begin_page(page_number, geometry)
        # the core calls text_run per run: handed straight to the one device that reads runs
        readers = [d for d in self.devices if type(d).text_run is not Device.text_run
                   or "text_run" in getattr(d, "__dict__", ())]
        if len(readers) == 1:
            self.text_run = readers[0].text_run

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

    def strokes(self, count):
        for d in self.devices:
            d.strokes(count)

    def annotation(self, subtype):
        for d in self.devices:
            d.annotation(subtype)

    def diagnostic(self, record):
        for d in self.devices:
            d.diagnostic(record)

    def end_page(self):
        for d in self.devices:
            d.end_page()
