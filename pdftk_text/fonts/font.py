"""Font objects as the interpreter and the glyph device use them.

A font answers four questions per character code, each from a table built once when
the font is loaded, never per glyph: how to split a string into codes, the code's
advance (text-space units per unit of size), its Unicode text and which source mapped
it, and the vertical extent of its box. ``SimpleFont`` holds 256-entry lists;
``CompositeFont`` holds dicts over CIDs with a default. Loading is ``loader.py``'s job.
"""

from .. import _core

REPLACEMENT = "\ufffd"
_UNKNOWN = object()                     # a lazily computed value not yet computed

# Mapping sources, in the order §9.10.2 consults them; the glyph record names them.
ACTUALTEXT, TOUNICODE, ENCODING, GLYPH_NAME, BUILTIN, STANDARD14, NONE = (
    "actualtext", "tounicode", "encoding", "glyph-name", "builtin", "standard14", "none")
# A CID font's sources: an Adobe collection's CID-to-Unicode map, and an embedded
# TrueType's own Unicode cmap read backwards from the glyph id.
COLLECTION, FONT_CMAP = "cid-collection", "font-cmap"
# A CIDFontType2 whose CIDToGIDMap stream gives glyphs only to CIDs that are printable
# characters: its producer numbered each glyph by its Unicode value.
CID_UNICODE = "cid-unicode"
# A glyph no source names, drawn exactly as one other glyph of the same embedded program
# that its cmap, post table or CFF charset names, and as no glyph naming other text.
FONT_SHAPE = "font-shape"
# Every source above states what the glyph is (a map, a name, a table the font or the
# standard defines); only NONE -- no source answered -- lowers a page's text confidence.
CERTAIN = frozenset((ACTUALTEXT, TOUNICODE, ENCODING, GLYPH_NAME, BUILTIN, STANDARD14, COLLECTION,
                     FONT_CMAP, CID_UNICODE, FONT_SHAPE))


class Font:
    """What every font offers; see SimpleFont and CompositeFont."""

    simple = True
    vertical = False
    kind = "Unknown"
    type3 = None                        # a Type 3 font's glyph procedures (type3.Type3Glyphs)

    def __init__(self, name, ascent, descent):
        self.name = name
        self.ascent = ascent            # top of the glyph box, text space per unit size
        self.descent = descent          # bottom (negative below the baseline)
        self.unmapped = 0               # codes shown that no source could map, on this page
        self.unavailable = False        # its CMap or collection data is not installed: no text
        self.find_space = None          # () -> the space's advance or None; set by the loader
        self._space = _UNKNOWN
        self._metrics = None

    @property
    def metrics(self):
        """The font's advances and texts as the native core reads them (``_core.Metrics``:
        runs measured, each code's text asked of ``text`` once), made the first time a run
        is shown, once the loader has set every width."""
        if self._metrics is None:
            self._metrics = self._native_metrics()
        return self._metrics

    @property
    def space_width(self):
        """The advance of the font's space character (text space per unit size), or None
        when it has none; looked up the first time it is asked for, never per glyph."""
        if self._space is _UNKNOWN:
            self._space = self.find_space() if self.find_space is not None else None
        return self._space

    def text(self, code):
        """(text, source) for ``code``; unmappable codes give (U+FFFD, "none")."""
        raise NotImplementedError


class SimpleFont(Font):
    """Type1, MMType1, TrueType and Type3: one byte a code, 256-entry tables."""

    def __init__(self, name, kind, widths, resolve, ascent, descent):
        super().__init__(name, ascent, descent)
        self.kind = kind
        self.widths = widths            # list of 256 advances
        self.texts = [None] * 256       # filled on first use of each code by resolve(code)
        self.sources = [None] * 256
        self._resolve = resolve

    def text(self, code):
        if self.texts[code] is None:
            self.texts[code], self.sources[code] = self._resolve(code)
        return self.texts[code], self.sources[code]

    def box_width(self, code):
        return self.widths[code]

    def _native_metrics(self):
        return _core.Metrics(self.widths)


class CompositeFont(Font):
    """Type0 over a CIDFont: codes of 1-4 bytes through a CMap to CIDs."""

    simple = False
    kind = "Type0"

    def __init__(self, name, space, to_cid, widths, default_width, to_text, ascent, descent,
                 vertical=False, positions=None):
        super().__init__(name, ascent, descent)
        self.space = space              # its CMap's code space (_core.CodeSpace): bytes -> codes
        self.to_cid = to_cid            # (code, nbytes) -> CID
        self._widths = widths           # CID -> advance
        self._default = default_width
        self._to_text = to_text         # code -> (text, source)
        self.vertical = vertical
        # CID -> (w1, vx, vy) from /W2, and (w1, vy) from /DW2 (§9.7.4.3), text space per unit size
        self._positions, (self._vdefault, self._vy) = positions or ({}, (-1.0, 0.88))
        self._cids = {}
        self._texts = {}

    def split(self, data):
        """(codes, single-byte flags) of a shown string."""
        pairs = self.space.split(data)
        return [code for code, _ in pairs], [n == 1 for _, n in pairs]

    def cid(self, code):
        cid = self._cids.get(code)
        if cid is None:
            cid = self._cids[code] = self.to_cid(code)
        return cid

    def width(self, code):
        cid = self.cid(code)
        if self.vertical:
            # w1 is negative (down); the interpreter negates, so answer its magnitude.
            found = self._positions.get(cid)
            return -(found[0] if found is not None else self._vdefault)
        return self._widths.get(cid, self._default)

    def position_vector(self, code):
        """(vx, vy): from the glyph's horizontal origin to its vertical one (§9.7.4.3)."""
        cid = self.cid(code)
        found = self._positions.get(cid)
        if found is not None:
            return found[1], found[2]
        return self._widths.get(cid, self._default) / 2, self._vy

    def text(self, code):
        found = self._texts.get(code)
        if found is None:
            found = self._texts[code] = self._to_text(code)
        return found

    def box_width(self, code):
        """Horizontal width of the glyph's box, also for vertical writing."""
        return self._widths.get(self.cid(code), self._default)

    def _native_metrics(self):
        return _core.Metrics(None, self.vertical, self.space)


class MissingFont(SimpleFont):
    """Stands in for a font that is absent or unreadable: zero widths, nothing mapped."""

    def __init__(self, name):
        super().__init__(name or "(none)", "Missing", [0.0] * 256, lambda code: (REPLACEMENT, NONE),
                         0.95, -0.35)
