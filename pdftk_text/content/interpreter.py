"""The content-stream interpreter: runs a page's content, its forms and its annotations'
appearances, tracking the graphics and text state, and reports paints to a device.

The native loop (``_core.run_content``) lexes each operator and carries out those that
only move numbers; every other it hands to a handler here, through one dict of bound
methods, with its operands as plain Python values (float, str for names, bytes for
strings, list, dict, bool, None). Every operator of ISO 32000 §8–9
is either tracked or read past.
Guards (``Limits``) stop a hostile page with a diagnostic; no operand fault escapes as
an exception. This module must never build per-glyph objects (see _core.TextRun).
"""

import pikepdf

from .. import _core
from ..diagnostics import diagnostic
from ..fonts.loader import FontCache
from ..pdf import streams
from ..pdf.entries import entry
from ..pdf.geometry import intersect, multiply, transform_box
from . import lexer
from .limits import Limits
from .device import ImagePaint, InlineImage
from .marked import MarkedFrame, NO_MARKS, Visibility
from .operators_graphics import GraphicsOperators
from .operators_text import TextOperators
from .state import GraphicsState, IDENTITY

_OPERAND_FAULTS = (IndexError, TypeError, ValueError, KeyError, AttributeError, ZeroDivisionError,
                   OverflowError, pikepdf.PdfError)
# What the lexer's notes say (its bounds: see native/src/content/operands.rs).
_BOUNDS = ("more operands than any operator takes piled up; the surplus was dropped",
           f"arrays or dictionaries nested past {lexer.MAX_NESTING} levels; the deeper openings were read as nothing",
           f"an array of more than {lexer.MAX_ARRAY_ITEMS} items was cut to its first ones")


FORM_COST = 16   # operations one form invocation counts for (measured: ~17 us a Do against ~1 us an operator)


class StopPage(Exception):
    """Raised inside the loop when a page-wide guard is reached; caught by run_page."""


class Interpreter(GraphicsOperators, TextOperators):
    def __init__(self, pdf, fonts, device, limits=None, event="View", annotations=True):
        self.pdf = pdf
        self.fonts = fonts
        self.device = device
        self.limits = limits or Limits()
        self.visibility = Visibility(pdf, event)
        self.event = event
        self.with_annotations = annotations
        self._ops = self._operator_table()
        self._ext_states = {}                # ExtGState objgen -> what it sets (op_gs)
        # resources objgen -> {name: font} of the fonts that are objects of their own: a
        # stream under resources other streams share (a book's pages, most often) starts
        # knowing the fonts they loaded, so its Tf stays in the native loop (set_font)
        self._fonts_by_resources = {}
        self._shared_fonts, self._font_names = None, {}

    @classmethod
    def on_open(cls, previous, pdf, device, limits=None, event="View", annotations=True):
        """``previous`` while it reads ``pdf``; else an interpreter of ``pdf`` (a fresh
        open of a long document, pdf/reopening.py) with its own fonts, told what the fonts
        of ``previous`` reported, and ``previous`` let go of its open: it and its fonts sit
        in reference cycles, which would hold the open until the cycle collector ran (the
        open's objects do not hold it)."""
        if previous is not None and previous.pdf is pdf:
            return previous
        said = None
        if previous is not None:
            said = previous.fonts.said()
            previous.pdf = None
        return cls(pdf, FontCache(said), device, limits, event, annotations)

    # -- page ---------------------------------------------------------------------------

    def run_page(self, page_obj, page_number, geometry, resources):
        """Interpret one page: its content streams, then its annotations' appearances."""
        self.page_number = page_number
        self.gs = GraphicsState(IDENTITY, None)   # the page edge is outside-crop-box, not a clip
        self.saved_states, self.q_base = [], 0
        self.excess_q = self.form_depth = self.compat = self.type3_depth = 0
        self.operations = self.glyphs = self.seq = self.decoded = 0
        self.tm = self.tlm = IDENTITY
        self.marks, self.marked = [], NO_MARKS
        self.hidden_depth = 0
        self.actual_spans = 0
        self.annotation = False
        self.chain = set()
        self._form_data = {}
        self._xobjects = {}
        self._spaces = {}
        self.path = _core.Path(self.device.wants_paths, self.device.wants_strokes)
        self.pending_clip = False
        self.clip_runs = []          # the runs of this text object that add to the clip (Tr 4-7)
        self.reported = set()
        self.device.begin_page(page_number, geometry)
        with streams.bounded(self.limits.max_stream_bytes, self.report):
            self._run_page(page_obj, resources)
        if self.path.strokes_counted:
            self.device.strokes(self.path.strokes_counted)
        self.device.end_page()

    def _run_page(self, page_obj, resources):
        try:
            data = self._page_content(page_obj)
            self.execute(data, resources, "page")
            if self.with_annotations:
                from .annotations import run_appearances
                # Appearances start from the initial state, whatever the page left unbalanced.
                self.gs, self.saved_states, self.q_base, self.excess_q = GraphicsState(IDENTITY, None), [], 0, 0
                self.marks, self.marked, self.hidden_depth = [], NO_MARKS, 0
                run_appearances(self, page_obj, resources)
        except StopPage:
            pass

    def _page_content(self, page_obj):
        contents = page_obj.get("/Contents")
        objects = list(contents) if isinstance(contents, pikepdf.Array) else [contents]
        parts = []
        for stream in objects:
            if not isinstance(stream, pikepdf.Stream):
                continue
            try:
                parts.append(self._decode(stream))
            except streams.StreamTooLarge as error:     # reported; what fits is read
                parts.append(error.prefix)
                break
            except Exception as error:   # a broken filter: keep what the other streams hold
                self.report("content.stream-unreadable", f"a content stream could not be decoded ({error})")
        # Streams of one page form one sequence; a token may not span two of them, and a
        # newline between keeps the last token of one from joining the first of the next.
        return parts[0] if len(parts) == 1 else b"\n".join(parts)

    def _decode(self, stream):
        """A content stream's bytes, within what is left of the page's --max-stream-bytes."""
        try:
            data = streams.read_bytes(stream, max(0, self.limits.max_stream_bytes - self.decoded))
        except streams.StreamTooLarge as error:
            self.decoded += len(error.prefix)
            raise
        self.decoded += len(data)
        return data

    def report(self, code, message, once=None, **details):
        key = once or code
        if key in self.reported:
            return
        self.reported.add(key)
        self.device.diagnostic(diagnostic(code, message, self.page_number, **details))

    # -- the loop -----------------------------------------------------------------------

    def execute(self, data, resources, stream, resources_key=None):
        """Interpret ``data`` with ``resources``; ``stream`` names it in glyph locations.

        ``resources_key`` names the resources for lookup caches: the stream's own, or
        the parent's when a form has none of its own.
        """
        saved = (getattr(self, "resources", None), getattr(self, "stream", None), getattr(self, "op_index", 0),
                 getattr(self, "resources_key", None))
        shared = self._shared_fonts
        self.resources, self.stream, self.op_index = resources, stream, -1
        self.resources_key = resources_key or stream
        self._take_fonts(self._fonts_of(resources))
        try:
            self._loop(data)
        finally:
            self.resources, self.stream, self.op_index, self.resources_key = saved
            self._take_fonts(shared)

    def _take_fonts(self, shared):
        """Read Tf under ``shared`` (``_fonts_of``'s, or None): the name map the native
        loop asks first (``_font_names``) starts as a copy of it."""
        self._shared_fonts = shared
        self._font_names = dict(shared) if shared else {}

    def _fonts_of(self, resources):
        """The fonts loaded by name under ``resources`` by earlier streams (``set_font``
        adds to it), or None for resources that are no object of their own."""
        if not isinstance(resources, pikepdf.Dictionary) or resources.objgen == (0, 0):
            return None
        return self._fonts_by_resources.setdefault(resources.objgen, {})

    def _loop(self, data):
        """Run every operator of ``data``: the native loop (``_core.run_content``) lexes
        each, carries out those that only move numbers (text state and position, path
        construction) and hands every other to its handler here, an inline image's data
        to ``_inline_image``; an operand fault skips the operator."""
        # No string shows more than the page's glyph limit, at most 4 bytes a code.
        longest = 4 * self.limits.max_glyphs + 4
        limit = self.limits.max_operations
        if _core.run_content(self, data, longest, self.limits.max_glyphs, limit, self._ops, _OPERAND_FAULTS):
            self.report("limit.content-operations", f"more than {limit} operations on the page; the rest was skipped")
            raise StopPage

    def _bound(self, note):
        self.report("content.operands-dropped", _BOUNDS[note])

    def _unknown(self, word):
        if self.compat == 0:
            self.report("content.unknown-operator", f"unknown operator {word[:20]!r} skipped", once=b"op" + word[:20])

    def _operand_fault(self, word):
        op = word.decode("latin-1")
        self.report("content.operand-mismatch", f"operator {op} with wrong operands was skipped",
                    once="operands " + op)

    # -- inline images ------------------------------------------------------------------

    def _inline_image(self, data, start, stack):
        """Skip an inline image's data; report it to the device as an image; return where to go on."""
        entries = {stack[i]: stack[i + 1] for i in range(0, len(stack) - 1, 2) if isinstance(stack[i], str)}
        length = entries.get("L", entries.get("Length"))
        declared = int(length) if isinstance(length, float) and 0 <= length < len(data) else None
        lengths = (lexer.inline_image_size(entries), declared)
        found = lexer.skip_inline_image(data, start, lengths)
        stack.clear()
        self.op_index += 1
        if found is None:
            self.report("content.inline-image-unterminated", "an inline image had no EI; the rest of the stream was skipped")
            return None
        begin, end, resume = found
        masked = entries.get("IM", entries.get("ImageMask")) is True or "SMask" in entries
        self._paint_image(InlineImage(entries, data[begin:end]), None, opaque=not masked)
        return resume

    def _paint_image(self, source, name, opaque):
        if self.type3_depth:
            return      # a Type 3 glyph's bitmap is the glyph itself, not an image over the text
        self.seq += 1
        gs = self.gs
        self._through_text_clip()
        opaque = opaque and gs.fill_alpha >= 1.0 and not gs.soft_mask
        self.device.image(ImagePaint(source, name, gs.ctm, transform_box(gs.ctm, (0.0, 0.0, 1.0, 1.0)), opaque,
                                     self.seq, self.hidden_depth > 0, self.stream, self.op_index,
                                     bool(gs.text_clip), gs.clip))

    def _through_text_clip(self):
        """Paint is about to land inside glyphs made a clip of (render modes 4-7): they show."""
        if self.gs.text_clip and not self.hidden_depth:
            self.device.through_clip(self.gs.text_clip)

    # -- marked content -----------------------------------------------------------------

    def _begin_marked(self, tag, props):
        from .marked import property_value, as_text
        if isinstance(props, str):
            props = self._resource("/Properties", props)
        mcid = property_value(props, "MCID")
        frame = MarkedFrame(tag, mcid=int(mcid) if isinstance(mcid, (int, float)) and not isinstance(mcid, bool) else None,
                            artifact=tag == "Artifact")
        actual = property_value(props, "ActualText")
        if actual is not None:
            text = as_text(actual)
            cleaned = "".join(ch for ch in text if ch >= " " or ch in "\t\n") if text else ""
            if cleaned != text:
                self.report("extraction.actualtext-controls", "control characters in ActualText were dropped")
            self.actual_spans += 1
            frame.actualtext = (self.actual_spans, cleaned)
        lang = property_value(props, "Lang")
        if lang is not None:
            frame.lang = as_text(lang)
        if tag == "OC" and props is not None and not isinstance(props, dict):
            frame.hidden = self.visibility.hidden(props)
            self.hidden_depth += frame.hidden
        self.marks.append(frame)
        self._refresh_marked()

    def _end_marked(self):
        if not self.marks:
            self.report("content.operator-misplaced", "EMC without a marked section", once="emc")
            return
        frame = self.marks.pop()
        self.hidden_depth -= frame.hidden
        self._refresh_marked()

    def _refresh_marked(self):
        mcid = lang = actual = None
        artifact = False
        for frame in self.marks:
            if frame.mcid is not None:
                mcid = frame.mcid
            if frame.lang is not None:
                lang = frame.lang
            if frame.actualtext is not None and actual is None:
                actual = frame.actualtext      # the outermost span replaces everything inside it
            artifact = artifact or frame.artifact
        self.marked = (mcid, artifact, actual, lang) if self.marks else NO_MARKS

    # -- resources ----------------------------------------------------------------------

    def _resource(self, category, name):
        resources = self.resources
        if not isinstance(resources, pikepdf.Dictionary):
            return None
        group = resources.get(category)
        if not isinstance(group, pikepdf.Dictionary):
            return None
        return group.get("/" + name)

    # -- forms --------------------------------------------------------------------------

    def run_form(self, xobject, ctm=None, stream_label=None, annotation=False):
        """Interpret a form XObject under the current state, as Do does (save, cm, clip)."""
        ident = xobject.objgen
        if ident in self.chain and ident != (0, 0):
            self.report("content.cycle-cut", f"form {ident[0]} {ident[1]} draws itself; the inner drawing was skipped",
                        once=("cycle", ident))
            return
        if (self.form_depth >= self.limits.max_form_nesting
                or len(self.saved_states) + self.form_depth >= self.limits.max_depth):
            self.report("limit.graphics-state-depth", "forms nested deeper than the limit were skipped")
            return
        # A form's Do costs far more than one operator (state saved, matrix, clip, a new
        # stream): it counts as FORM_COST operations toward --max-operations.
        self.operations += FORM_COST
        form = self._form_data.get(ident)
        if form is None:
            form = self._read_form(xobject)
            if form is None:
                return
            if ident != (0, 0):
                self._form_data[ident] = form   # a form drawn a million times is read once a page
        data, matrix, bbox, resources, hidden = form
        saved_gs, saved_tm, saved_marks = self.gs, (self.tm, self.tlm), (self.marks, self.marked)
        self.gs = self.gs.copy()
        saved_base, self.q_base = self.q_base, len(self.saved_states)
        saved_excess, self.excess_q = self.excess_q, 0
        self.form_depth += 1
        saved_hidden = self.hidden_depth
        self.hidden_depth += hidden
        was_annotation, self.annotation = self.annotation, self.annotation or annotation
        self.chain.add(ident)
        try:
            self.gs.ctm = multiply(matrix, ctm if ctm is not None else self.gs.ctm)
            if bbox is not None:
                box = transform_box(self.gs.ctm, bbox)
                self.gs.clip = intersect(self.gs.clip, box) if self.gs.clip else box
                if self.gs.clip is None:
                    self.gs.clip = (box[0], box[1], box[0], box[1])
            label = stream_label or f"{ident[0]} {ident[1]}"
            if resources is None:               # PDF 1.1 allowed forms to use the page's resources
                self.execute(data, self.resources, label, self.resources_key)
            else:
                self.execute(data, resources, label)
        finally:
            self.chain.discard(ident)
            self.gs = saved_gs
            self.tm, self.tlm = saved_tm
            self.marks, self.marked = saved_marks
            del self.saved_states[self.q_base:]
            self.q_base, self.excess_q = saved_base, saved_excess
            self.form_depth -= 1
            self.hidden_depth = saved_hidden
            self.annotation = was_annotation


    def _read_form(self, xobject):
        """(content, matrix, bbox, resources, hidden) of a form, or None when unreadable."""
        try:
            data = self._decode(xobject)
        except streams.StreamTooLarge as error:     # reported; what fits is drawn
            data = error.prefix
        except Exception as error:
            self.report("content.stream-unreadable", f"a form's content could not be decoded ({error})")
            return None
        oc = entry(xobject, "/OC")
        hidden = 1 if oc is not None and self.visibility.hidden(oc) else 0
        box = xobject.get("/BBox")
        try:
            bbox = [float(v) for v in box] if isinstance(box, pikepdf.Array) and len(box) == 4 else None
        except (TypeError, ValueError):
            bbox = None
        resources = xobject.get("/Resources")
        resources = resources if isinstance(resources, pikepdf.Dictionary) else None
        return data, _matrix(xobject.get("/Matrix")), bbox, resources, hidden


def _matrix(value):
    try:
        if value is not None and len(value) == 6:
            return tuple(float(v) for v in value)
    except (TypeError, ValueError):
        pass
    return IDENTITY
