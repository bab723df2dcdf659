"""Glyphs a font cannot name, named by a twin: another glyph of the same embedded program
that draws the same outline and that the program does name.

Holds ``ShapeTwins``, one per font, asked only for glyphs no other source mapped; it
reads the program's outlines the first time it is asked, never for a font whose glyphs
all have text. A glyph is named by the program when its Unicode ``cmap`` reaches it or
its own name (``post``, a name-keyed CFF charset) reads through the Adobe Glyph List.
Outlines compare as drawn, not as encoded: a TrueType glyph by its contours, points and
on-curve flags (composites by their components and transforms), instructions left out;
a CFF glyph by the path its charstring draws, hints and advance left out.

A twin is an answer only when every named glyph drawn so says the same text: an outline
two texts share (a Latin A and a Greek Alpha) names nothing. An empty outline (a space)
and the outline of .notdef (a box many glyphs copy) never name a glyph. This module must
never raise on a program's content: what does not read has no twin.
"""

import io
import logging

from . import glyphnames
from .font import FONT_CMAP, GLYPH_NAME

# fontTools logs what it reads around in a damaged program; with no handler, Python
# would print those records on stderr.
logging.getLogger("fontTools").addHandler(logging.NullHandler())

# Unicode cmap subtables, in the order the font-cmap source reads them.
UNICODE_CMAPS = ((3, 10), (0, 4), (3, 1), (0, 3))
# Charstrings drawn at most for one font: a CFF has no cheap outline summary to sort
# glyphs by, and a full CJK program (20 000 glyphs) would cost seconds to draw.
_MOST_DRAWN = 5000
# Glyph flags that change a TrueType outline: on-curve (bit 0) and cubic (bit 7) points;
# the rest say how coordinates are stored or how hinting treats them.
_POINT_FLAGS = 0x81
# Component flags that place a component (scaled or unscaled offsets; the xy-or-points
# choice is in the key's shape already); metrics and rounding flags draw nothing.
_PLACEMENT_FLAGS = 0x0800 | 0x1000


def reverse_unicode_cmap(program):
    """glyph name -> the lowest code point of the program's Unicode cmaps reaching it."""
    reverse = {}
    for key in UNICODE_CMAPS:
        for code, glyph in program.cmaps.get(key, {}).items():
            if glyph not in reverse or code < reverse[glyph]:
                reverse[glyph] = code
    return reverse


def own_text(glyph, reverse, post_names_ok):
    """(text, source) the program itself gives a glyph: the lowest code point from U+0020
    up its Unicode cmaps reach it by (``reverse``: ``reverse_unicode_cmap``), else its own
    name through the Adobe Glyph List when the names are the program's; or None."""
    code = reverse.get(glyph)
    if code is not None and code >= 0x20:
        return chr(code), FONT_CMAP
    if post_names_ok:
        text = glyphnames.glyph_to_unicode(glyph)
        if text:
            return text, GLYPH_NAME
    return None


def named_glyphs(program):
    """glyph name -> the text the program itself gives it (``own_text``), glyph 0 left out."""
    names = program.glyph_names_by_gid or ()
    reverse = reverse_unicode_cmap(program)
    texts = {}
    for name in names[1:]:
        found = own_text(name, reverse, program.post_names_ok)
        if found is not None:
            texts[name] = found[0]
    return texts


class ShapeTwins:
    """glyph name -> the text of the one named glyph drawn the same, for one font.

    ``read_source`` gives (descriptor key, program bytes) or None; ``get_program`` the
    ``FontProgram`` read from them. Both are called on the first question only.
    """

    def __init__(self, read_source, get_program):
        self._args = (read_source, get_program)
        self._outlines = None
        self._named = None           # outline bucket -> [(name, text)]
        self._notdef = None
        self._found = {}

    def text(self, glyph):
        if glyph not in self._found:
            try:
                self._found[glyph] = self._twin_text(glyph) if glyph else None
            except Exception:
                # a program broken past what fontTools reads leaves the glyph unnamed
                self._found[glyph] = None
        return self._found[glyph]

    def _twin_text(self, glyph):
        if self._args is not None:
            self._load(*self._args)
            self._args = None
        outlines = self._outlines
        if outlines is None or glyph == outlines.names[0]:
            return None                  # glyph 0 is .notdef, whatever it draws
        key = outlines.key(glyph)
        if key is None or key == self._notdef:
            return None
        texts = {text for name, text in self._named.get(outlines.bucket(glyph), ()) if name != glyph
                 and outlines.key(name) == key}
        return texts.pop() if len(texts) == 1 else None

    def _load(self, read_source, get_program):
        program = get_program()
        source = read_source() if program is not None else None
        if source is None or not source[1]:
            return
        texts = named_glyphs(program)
        if not texts:
            return
        outlines = read_outlines(*source, program.glyph_names_by_gid)
        if outlines is None or not outlines.names or outlines.costly(len(texts)):
            return
        named = {}
        for name, text in texts.items():
            named.setdefault(outlines.bucket(name), []).append((name, text))
        self._outlines, self._named = outlines, named
        self._notdef = outlines.key(outlines.names[0])


def read_outlines(kind, data, names):
    """The program's outlines (``GlyfOutlines`` or ``CffOutlines``), or None when it has
    none this module compares (Type 1) or does not read. *names* is its glyph order, as
    ``read_program`` gave it."""
    from .programs import program_format
    from .sfnt import Sfnt
    try:
        data = bytes(data)
        form = program_format(kind, data)
        if form == "sfnt":
            font = Sfnt(data)
            if "glyf" in font:
                # fontTools is imported here, by the first font with a glyph no source names
                from fontTools.ttLib import TTFont
                tables = TTFont(io.BytesIO(data), lazy=True, fontNumber=0 if data[:4] == b"ttcf" else -1)
                tables.setGlyphOrder(list(names))
                try:
                    tables["maxp"]      # a maxp fontTools fails on still counts glyf's glyphs,
                except Exception:       # as it did when it read the names too
                    pass
                return GlyfOutlines(tables["glyf"], names)
            table = font.table("CFF ")
            return CffOutlines(_cff_top(table), names) if table is not None else None
        if form == "CFF":
            top = _cff_top(data)
            return CffOutlines(top, tuple(top.charset))
    except Exception:
        return None
    return None


def _cff_top(data):
    """fontTools' top dictionary of a CFF program, whose charstrings it draws."""
    # fontTools is imported here, by the first font with a glyph no source names
    from fontTools.cffLib import CFFFontSet
    fontset = CFFFontSet()
    fontset.decompile(io.BytesIO(data), otFont=None)
    return fontset[fontset.fontNames[0]]     # a FontSet in a PDF holds one font


class GlyfOutlines:
    """TrueType outlines, bucketed by the glyph header (contour count and bounding box),
    which the glyf table stores ahead of each glyph: only glyphs sharing it are
    decompiled and compared."""

    def __init__(self, glyf, names):
        self._glyf = glyf
        self.names = names
        self._keys = {}
        self._buckets = {}

    def costly(self, named):
        return False

    def bucket(self, name):
        # read from the stored bytes, before key() decompiles the glyph and drops them
        if name not in self._buckets:
            glyph = self._glyf.glyphs.get(name)
            data = getattr(glyph, "data", None)
            self._buckets[name] = bytes(data[:10]) if data else None
        return self._buckets[name]

    def key(self, name):
        if name not in self._keys:
            self._keys[name] = self._read_key(name) if self.bucket(name) is not None else None
        return self._keys[name]

    def _read_key(self, name):
        if name not in self._glyf.glyphs:
            return None
        glyph = self._glyf[name]
        if not getattr(glyph, "numberOfContours", 0):
            return None                  # empty: a space, or a glyph drawing nothing
        if glyph.isComposite():
            return ("composite",) + tuple(_component_key(component) for component in glyph.components)
        return ("simple", tuple(glyph.endPtsOfContours), tuple(glyph.coordinates),
                bytes(flag & _POINT_FLAGS for flag in glyph.flags))


def _component_key(component):
    transform = getattr(component, "transform", None)
    matrix = tuple(value for row in transform for value in row) if transform is not None else (1, 0, 0, 1)
    if hasattr(component, "firstPt"):
        place = ("points", component.firstPt, component.secondPt)
    else:
        place = ("offset", component.x, component.y)
    return component.glyphName, place, matrix, component.flags & _PLACEMENT_FLAGS


class CffOutlines:
    """CFF outlines: the path each charstring draws (subroutines followed, within the
    bounds the width reader keeps), all in one bucket."""

    def __init__(self, top, names):
        self._charstrings = top.CharStrings
        self.names = names
        self._keys = {}

    def costly(self, named):
        return named > _MOST_DRAWN

    def bucket(self, name):
        return None

    def key(self, name):
        if name not in self._keys:
            try:
                self._keys[name] = _drawn_path(self._charstrings[name])
            except Exception:
                self._keys[name] = None     # a broken charstring is no glyph's twin
        return self._keys[name]


class _PathRecorder:
    """A pen keeping what is drawn, as a tuple key."""

    def __init__(self):
        self.path = []

    def moveTo(self, point):
        self.path.append(("M", point))

    def lineTo(self, point):
        self.path.append(("L", point))

    def curveTo(self, *points):
        self.path.append(("C",) + points)

    def qCurveTo(self, *points):
        self.path.append(("Q",) + points)

    def closePath(self):
        self.path.append(("Z",))

    def endPath(self):
        self.path.append(("E",))

    def addComponent(self, glyph, transform):
        self.path.append(("component", glyph, tuple(transform)))


_RUNNER = []            # the bounded fontTools outline runner, made on first use


def _runner_class():
    if not _RUNNER:
        from fontTools.misc.psCharStrings import T2OutlineExtractor

        from .cff import MAX_SUBR_CALLS, MAX_SUBR_DEPTH

        class BoundedOutline(T2OutlineExtractor):
            """fontTools' outline runner within the subroutine bounds ``cff`` keeps."""

            calls = 0

            def execute(self, charString, **kwargs):
                self.calls += 1
                if len(self.callingStack) > MAX_SUBR_DEPTH or self.calls > MAX_SUBR_CALLS:
                    raise ValueError("charstring past the Type 2 subroutine limits")
                return super().execute(charString, **kwargs)

        _RUNNER.append(BoundedOutline)
    return _RUNNER[0]


def _drawn_path(charstring):
    recorder = _PathRecorder()
    private = charstring.private
    runner = _runner_class()(recorder, getattr(private, "Subrs", []), charstring.globalSubrs,
                             private.nominalWidthX, private.defaultWidthX, private)
    runner.execute(charstring)
    return tuple(recorder.path) or None
