"""Loading fonts from their PDF dictionaries into the tables ``font.py`` describes.

One ``FontCache`` per document: a font dictionary is read once, whatever the number
of pages or resource names that use it. Faults in a font are reported once, when it is
loaded, through the ``report`` callback, and read around: a font that cannot be read at
all becomes a ``MissingFont``. This module must never raise on a malformed font.
"""

import pikepdf

from ..pdf.names import name_text

from . import encodings, glyphnames, standard14
from .font import (BUILTIN, ENCODING, FONT_SHAPE, GLYPH_NAME, NONE, REPLACEMENT, STANDARD14, TOUNICODE,
                   MissingFont, SimpleFont)
from .tounicode import read_tounicode
from .descriptor import vertical_metrics, font_program, program_bytes
from .shapes import ShapeTwins

_SYMBOLIC = 4
_NONSYMBOLIC = 32
# the kinds a standard font's metrics may measure: by their name, or standing in (stand_in)
_MEASURED_BY_NAME = ("Type1", "MMType1", "TrueType")


class FontCache:
    """Fonts by object number (a direct font by its wrapper's identity), built on first use.

    ``said``: what the fonts of an earlier cache of the same document reported (a fresh
    open of a long one, pdf/reopening.py), by object number: a font built again here does
    not report a fault again, but one it meets for the first time (a code drawn first
    now, its program read first now) it reports."""

    def __init__(self, said=None):
        self._fonts = {}
        self._said = {} if said is None else said

    def said(self):
        """{object number: {(code, message)}} of what the fonts built so far reported."""
        return self._said

    def missing(self, name):
        return MissingFont(name)

    def load(self, font_obj, resource_name, report):
        key = font_obj.objgen if font_obj.objgen != (0, 0) else id(font_obj)
        font = self._fonts.get(key)
        if font is None:
            if isinstance(key, tuple):
                report = _once_a_document(report, self._said.setdefault(key, set()))
            try:
                font = build_font(font_obj, resource_name, report)
            except (pikepdf.PdfError, TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
                report("font.missing", f"font /{resource_name} could not be read ({error}); its codes are unmappable",
                       once=("font-unreadable", key))
                font = MissingFont(resource_name)
            self._fonts[key] = font
        return font


def _once_a_document(report, said):
    """``report``, but for what ``said`` holds already (it keeps what goes through)."""
    def reporting(code, message, **details):
        if (code, message) not in said:
            said.add((code, message))
            report(code, message, **details)
    return reporting


def build_font(font_obj, resource_name, report):
    subtype = font_obj.get("/Subtype")
    if subtype == pikepdf.Name.Type0:
        from .composite import build_composite
        return build_composite(font_obj, resource_name, report)
    return build_simple(font_obj, resource_name, report)


def base_name(font_obj, resource_name):
    base = font_obj.get("/BaseFont")
    if isinstance(base, pikepdf.Name):
        return name_text(base)
    if font_obj.get("/Subtype") == pikepdf.Name.Type3:
        name = font_obj.get("/Name")
        if isinstance(name, pikepdf.Name):
            return name_text(name)
    return resource_name


class _Program:
    """The embedded program, read on first need: most fonts with /Widths and ToUnicode never need it."""

    def __init__(self, descriptor, name, report):
        self._args = (descriptor, name, report)
        self._value = None
        self._read = descriptor is None

    def get(self):
        if not self._read:
            self._read = True
            self._value = font_program(*self._args)
        return self._value


def build_simple(font_obj, resource_name, report):
    name = base_name(font_obj, resource_name)
    kind = str(font_obj.get("/Subtype", "/Type1"))[1:]
    descriptor = font_obj.get("/FontDescriptor")
    descriptor = descriptor if isinstance(descriptor, pikepdf.Dictionary) else None
    std = standard14.lookup(name) if kind in _MEASURED_BY_NAME else None
    program = _Program(descriptor, name, report)
    flags = _int(descriptor.get("/Flags", 0)) if descriptor is not None else 0
    symbolic = bool(flags & _SYMBOLIC) and not flags & _NONSYMBOLIC if flags else bool(std and std.symbolic)
    matrix_scale = _type3_scale(font_obj) if kind == "Type3" else 0.001
    tounicode = read_tounicode(font_obj, name, report)
    declared = _declared_encoding(font_obj)        # /Differences walked once: read three ways
    names = _LazyNames(declared, kind, std, program, symbolic)
    widths = _widths(font_obj, names, _Measure(std, program, kind, name, descriptor), descriptor, matrix_scale)
    dingbats = "dingbats" in name.lower()      # a1..a191 name ITC Zapf Dingbats glyphs
    decimal, hexadecimal = _names_are_codes(declared[1])
    numbered, hex_numbered = decimal and not dingbats, hexadecimal and not dingbats
    # A Type 3 font whose glyphs have private names (/B9, /CR): a printable ASCII code is
    # read as itself, as poppler and MuPDF both read it (past ASCII they disagree: MuPDF
    # writes U+FFFD, poppler the code as Latin-1, and a source that shifts codes past 127
    # is no encoding at all: gs-type3.pdf). A name spelling a number (/a99) is not private.
    ascii_codes = kind == "Type3"
    # outlines are compared in TrueType and CFF programs only (shapes.py), not in Type 1
    twins = ShapeTwins(lambda: program_bytes(descriptor), program.get) \
        if descriptor is not None and ("/FontFile2" in descriptor or "/FontFile3" in descriptor) else None

    def resolve(code):
        if tounicode is not None:
            text = tounicode.text(code, 1)
            if text:
                return text, TOUNICODE
        glyph, source = names.get(code)
        text, source = _text_from_name(glyph, source, program, kind, symbolic, code, dingbats)
        if not text and code >= 0x20 and (numbered and glyphnames.numeric_glyph_code(glyph or "") == code
                                          or hex_numbered and glyphnames.hex_glyph_code(glyph or "") == code):
            text, source = chr(code), GLYPH_NAME
        if (not text and ascii_codes and 0x20 <= code < 0x7F and glyph
                and glyphnames.numeric_glyph_code(glyph) is None):     # /a99 at 67 says 99: not read
            text, source = chr(code), ENCODING
        if not text and twins is not None:
            text, source = twins.text(_drawn_glyph(program.get(), kind, symbolic, glyph, code)), FONT_SHAPE
        return (text, source) if text else (REPLACEMENT, NONE)

    ascent, descent = vertical_metrics(descriptor, std, font_obj, kind, matrix_scale)
    font = SimpleFont(name, kind, widths, resolve, ascent, descent)
    font.find_space = lambda: safely(_space_advance, font, tounicode, names, font_obj, declared)
    if kind == "Type3":
        from .type3 import Type3Glyphs
        font.type3 = Type3Glyphs(font_obj, lambda code: names.get(code)[0])
        if not isinstance(font_obj.get("/Widths"), pikepdf.Array):
            # /Widths is required; without it the procedures' own d0/d1 widths are all there is.
            font.widths = [font.type3.width(code) or 0.0 for code in range(256)]
    return font


def safely(find, *args):
    """``find(*args)``, or None when the font's objects are malformed (never raises)."""
    try:
        return find(*args)
    except (pikepdf.PdfError, TypeError, ValueError, KeyError, AttributeError, IndexError):
        return None


_SPACE_FIRST = (32,) + tuple(code for code in range(256) if code != 32)


def _space_advance(font, tounicode, names, font_obj, declared):
    """The advance of the font's space: the code ToUnicode maps to U+0020, else the code
    whose glyph is named "space" (code 32 first). Codes ToUnicode maps are read by it
    alone, as ``resolve`` reads them; with a ToUnicode the names come from /Encoding
    without the program (which a font with a ToUnicode may never have to read)."""
    lookup = tounicode.mapping.lookup if tounicode is not None else None
    code = None
    if lookup is not None:
        code = next((c for c in _SPACE_FIRST if lookup(c) == " "), None)
    if code is None:
        named = _encoding_names(declared) if lookup is not None else names.table()[0]
        code = next((c for c in _SPACE_FIRST if named[c] == "space" and (lookup is None or lookup(c) is None)),
                    None)
    if code is None:
        return None
    # a code outside /Widths has /MissingWidth, which says nothing of a space (Ghostscript's
    # re-encoded TeX fonts name code 32 space in WinAnsi and have no such glyph)
    table = font_obj.get("/Widths")
    if isinstance(table, pikepdf.Array):
        first = _int(font_obj.get("/FirstChar", 0))
        if not first <= code < first + len(table):
            return None
    return font.widths[code]


def _encoding_names(declared):
    """Glyph names by code from /Encoding alone (``_declared_encoding``): a named base
    encoding, /Differences over it."""
    base, items = declared
    base = base or (None,) * 256
    return encodings.apply_differences(base, items) if items is not None else base


def _declared_encoding(font_obj):
    """What /Encoding says: (the named base encoding's glyph names or None, the
    /Differences items -- names as strings -- or None)."""
    encoding = font_obj.get("/Encoding")
    if isinstance(encoding, pikepdf.Name):
        return encodings.base_encoding(str(encoding)[1:]), None
    if not isinstance(encoding, pikepdf.Dictionary):
        return None, None
    base_name = encoding.get("/BaseEncoding")
    base = encodings.base_encoding(str(base_name)[1:]) if isinstance(base_name, pikepdf.Name) else None
    differences = encoding.get("/Differences")
    if not isinstance(differences, pikepdf.Array):
        return base, None
    return base, [str(item) if isinstance(item, pikepdf.Name) else item for item in differences]


def _names_are_codes(differences):
    """Whether most /Differences names spell their own code, (in decimal, in hexadecimal):
    a98 at 98 (TeX's bitmap fonts), C6e at 0x6E (pdf.js's issue9655, a Type 3 font).

    Then the name's number is the character, as poppler reads them; a name whose number
    is not its code is never read so. ``differences``: the items ``_declared_encoding``
    reads (names as strings), or None.
    """
    if differences is None:
        return False, False
    code, named, spelled, spelled_hex = 0, 0, 0, 0
    for item in differences:
        if isinstance(item, str):
            glyph = item[1:]
            if glyph != ".notdef":
                named += 1
                spelled += glyphnames.numeric_glyph_code(glyph) == code
                spelled_hex += glyphnames.hex_glyph_code(glyph) == code
            code += 1
        elif isinstance(item, int):
            code = item
    return named > 0 and spelled * 2 > named, named > 0 and spelled_hex * 2 > named


class _LazyNames:
    """Glyph names by code, worked out the first time one is asked for."""

    def __init__(self, *args):
        self._args = args
        self._table = None

    def get(self, code):
        names, sources = self.table()
        return names[code], sources[code]

    def table(self):
        """(the 256 glyph names, where each came from)."""
        if self._table is None:
            self._table = _glyph_names(*self._args)
        return self._table


def _glyph_names(declared, kind, std, program, symbolic):
    """The glyph name of each code and where it came from (encoding, differences, builtin)."""
    base, items = declared
    if base is not None:
        sources = [ENCODING] * 256
    else:
        base, sources = _implicit_base(kind, std, program.get(), symbolic)
    if items is None:
        return base, sources
    touched = encodings.apply_differences((None,) * 256, items)
    names = [new if new is not None else old for new, old in zip(touched, base)]
    sources = [GLYPH_NAME if new is not None else old for new, old in zip(touched, sources)]
    return names, sources


def _implicit_base(kind, std, program, symbolic):
    """The encoding a font uses when /Encoding names none (§9.6.5): its program's own, or Standard."""
    builtin = program.builtin_encoding if program is not None else None
    if builtin is not None:
        return builtin, [BUILTIN] * 256
    if std is not None and (symbolic or std.symbolic):
        return std.encoding, [STANDARD14] * 256
    if kind == "TrueType" and symbolic:
        return (None,) * 256, [BUILTIN] * 256       # §9.6.5.4: the cmap decides
    return encodings.STANDARD, [ENCODING] * 256


def _text_from_name(name, source, program, kind, symbolic, code, dingbats):
    if name:
        text = glyphnames.glyph_to_unicode(name, dingbats)
        if text:
            return text, source
    if kind == "TrueType" and (symbolic or not name) and program.get() is not None:
        from .programs import symbolic_truetype_code_to_glyph
        glyph = symbolic_truetype_code_to_glyph(program.get(), code)
        if glyph:
            text = glyphnames.glyph_to_unicode(glyph)
            if (text == chr(0xF000 + code) or not text and not program.get().post_names_ok) \
                    and (0x20 <= code < 0x7F or code >= 0xA0):
                # The cmap reaches the glyph by its code and nothing else names it (no post
                # names, or only the symbol cmap's private-use slot uniF041): the code is the
                # character, as poppler and MuPDF read it.
                text = chr(code)
            if text:
                return text, BUILTIN
    return None, NONE


def _drawn_glyph(program, kind, symbolic, name, code):
    """The program's glyph a code draws, as far as naming it goes: a TrueType's symbolic
    cmap lookup (or its post name), else the glyph of the encoding's name."""
    if program is None or not program.glyph_names_by_gid:
        return None
    if kind == "TrueType":
        if name and not symbolic and program.post_names_ok and name in program.glyph_names_by_gid:
            return name
        from .programs import symbolic_truetype_code_to_glyph
        return symbolic_truetype_code_to_glyph(program, code)
    return name


class _Measure:
    """Where a font without /Widths takes its advances: its standard name's AFM, else its
    program's, else a standard font's standing in (``standard14.stand_in``) when neither
    gives any, as poppler and MuPDF measure such a font by the face they draw it in."""

    def __init__(self, std, program, kind, name, descriptor):
        self.std, self.program = std, program
        self._stand_in = kind in _MEASURED_BY_NAME and std is None
        self._facts = (name, descriptor)

    def afm(self):
        """The AFM widths by glyph name a name is looked up in first."""
        if self.std is not None:
            return self.std.widths
        if self._stand_in and not self.embedded():
            name, descriptor = self._facts
            flags = angle = None
            if descriptor is not None:
                flags = _int(descriptor["/Flags"]) if "/Flags" in descriptor else None
                angle = _float(descriptor.get("/ItalicAngle", 0))
            return standard14.stand_in(name, flags, angle or 0.0).widths
        return {}

    def embedded(self):
        """The program's advances by glyph name ({} without a readable program)."""
        program = self.program.get()
        return (program.widths if program is not None else None) or {}


def _widths(font_obj, names, measure, descriptor, scale):
    """256 advances in text space per unit size: /Widths, else the AFM's, else the
    program's, else a stand-in's (``_Measure``)."""
    missing = _float(descriptor.get("/MissingWidth", 0)) if descriptor is not None else 0.0
    widths = [None] * 256
    table = font_obj.get("/Widths")
    if isinstance(table, pikepdf.Array):
        first = _int(font_obj.get("/FirstChar", 0))
        for code, value in enumerate(_floats(table), start=first):
            if 0 <= code < 256:
                widths[code] = value * scale
    has_table = isinstance(table, pikepdf.Array) and len(table) > 0
    if has_table:
        # Codes /Widths leaves out take /MissingWidth: one pass, no name lookups.
        fill = missing * scale
        return [fill if width is None else width for width in widths]
    known = measure.afm()
    fallback = missing * scale
    embedded = None             # the program's advances, read for the first name the AFM lacks
    for code, glyph in enumerate(names.table()[0]):
        value = known.get(glyph) if glyph else None
        if value is None and glyph:
            if embedded is None:
                embedded = measure.embedded()
            value = embedded.get(glyph)
        widths[code] = value * 0.001 if value is not None else fallback
    return widths


def _floats(array):
    # One unparse and a split read a /Widths array several times faster than touching
    # each pikepdf element; an array holding references falls back to the slow way.
    try:
        return [float(v) for v in array.unparse(resolved=True)[1:-1].split()]
    except (TypeError, ValueError):
        return [_float(v) for v in array]


def _type3_scale(font_obj):
    matrix = font_obj.get("/FontMatrix")
    try:
        return float(matrix[0]) if matrix is not None else 0.001
    except (TypeError, ValueError, IndexError):
        return 0.001


def _int(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def _float(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
