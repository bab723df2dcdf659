"""Loading fonts from their PDF dictionaries into the tables ``font.py`` describes.

One ``FontCache`` per document: a font dictionary is read once, whatever the number
of pages or resource names that use it. Faults in a font are reported once, when it is
loaded, through the ``report`` callback, and read around: a font that cannot be read at
all becomes a ``MissingFont``. This module must never raise on a malformed font.
"""

import pikepdf

from . import encodings, glyphnames, standard14
from .font import (BUILTIN, ENCODING, GLYPH_NAME, NONE, REPLACEMENT, STANDARD14, TOUNICODE,
                   MissingFont, SimpleFont)
from .tounicode import read_tounicode, report_tounicode
from .descriptor import vertical_metrics, font_program

DEFAULT_ASCENT, DEFAULT_DESCENT = 0.95, -0.35   # poppler's defaults when a font gives none
_SYMBOLIC = 4
_NONSYMBOLIC = 32


class FontCache:
    def __init__(self):
        self._fonts = {}

    def missing(self, name):
        return MissingFont(name)

    def load(self, font_obj, resource_name, report):
        key = font_obj.objgen if font_obj.objgen != (0, 0) else id(font_obj)
        font = self._fonts.get(key)
        if font is None:
            try:
                font = build_font(font_obj, resource_name, report)
            except (pikepdf.PdfError, TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
                report("font.missing", f"font /{resource_name} could not be read ({error}); its codes are unmappable",
                       once=("font-unreadable", key))
                font = MissingFont(resource_name)
            self._fonts[key] = font
        return font


def build_font(font_obj, resource_name, report):
    subtype = font_obj.get("/Subtype")
    if subtype == pikepdf.Name.Type0:
        from .composite import build_composite
        return build_composite(font_obj, resource_name, report)
    return build_simple(font_obj, resource_name, report)


def base_name(font_obj, resource_name):
    base = font_obj.get("/BaseFont")
    if isinstance(base, pikepdf.Name):
        return str(base)[1:]
    if font_obj.get("/Subtype") == pikepdf.Name.Type3:
        name = font_obj.get("/Name")
        if isinstance(name, pikepdf.Name):
            return str(name)[1:]
    return resource_name


def build_simple(font_obj, resource_name, report):
    name = base_name(font_obj, resource_name)
    kind = str(font_obj.get("/Subtype", "/Type1"))[1:]
    descriptor = font_obj.get("/FontDescriptor")
    descriptor = descriptor if isinstance(descriptor, pikepdf.Dictionary) else None
    std = standard14.lookup(name) if kind in ("Type1", "MMType1", "TrueType") else None
    program = font_program(descriptor, name, report) if descriptor is not None else None
    flags = _int(descriptor.get("/Flags", 0)) if descriptor is not None else 0
    symbolic = bool(flags & _SYMBOLIC) and not flags & _NONSYMBOLIC if flags else bool(std and std.symbolic)

    names, name_sources = _glyph_names(font_obj, kind, std, program, symbolic)
    matrix_scale = _type3_scale(font_obj) if kind == "Type3" else 0.001
    widths = _widths(font_obj, names, std, program, descriptor, matrix_scale)
    tounicode = read_tounicode(font_obj, name, report)
    texts, sources = [REPLACEMENT] * 256, [NONE] * 256
    dingbats = "dingbats" in name.lower()      # a1..a191 name ITC Zapf Dingbats glyphs
    for code in range(256):
        text, source = None, NONE
        if tounicode is not None:
            text = tounicode.lookup(code, 1)
            source = TOUNICODE
        if not text:
            text, source = _text_from_name(names[code], name_sources[code], program, kind, symbolic, code,
                                           dingbats)
        if text:
            texts[code], sources[code] = text, source
    ascent, descent = vertical_metrics(descriptor, std, font_obj, kind, matrix_scale)
    return SimpleFont(name, kind, widths, texts, sources, ascent, descent)


def _glyph_names(font_obj, kind, std, program, symbolic):
    """The glyph name of each code and where it came from (encoding, differences, builtin)."""
    encoding = font_obj.get("/Encoding")
    builtin = program.builtin_encoding if program is not None else None
    if builtin is None and std is not None:
        builtin = std.encoding
    if isinstance(encoding, pikepdf.Name):
        base = encodings.base_encoding(str(encoding)[1:])
        if base is not None:
            return list(base), [ENCODING] * 256
    differences = None
    base = None
    if isinstance(encoding, pikepdf.Dictionary):
        base_name_obj = encoding.get("/BaseEncoding")
        if isinstance(base_name_obj, pikepdf.Name):
            base = encodings.base_encoding(str(base_name_obj)[1:])
        differences = encoding.get("/Differences")
    if base is not None:
        names, sources = list(base), [ENCODING] * 256
    elif builtin is not None and (symbolic or kind == "Type3" or program is not None or std is not None):
        names = list(builtin)
        sources = [STANDARD14 if program is None else BUILTIN] * 256
    elif kind == "TrueType" and symbolic:
        names, sources = [None] * 256, [BUILTIN] * 256        # §9.6.5.4: the cmap decides
    else:
        names, sources = list(encodings.STANDARD), [ENCODING] * 256
    if isinstance(differences, pikepdf.Array):
        code = 0
        for item in differences:
            if isinstance(item, pikepdf.Name):
                if 0 <= code < 256:
                    names[code], sources[code] = str(item)[1:], GLYPH_NAME
                code += 1
            else:
                try:
                    code = int(item)
                except (TypeError, ValueError):
                    continue
    return names, sources


def _text_from_name(name, source, program, kind, symbolic, code, dingbats):
    if name:
        text = glyphnames.glyph_to_unicode(name, dingbats)
        if text:
            return text, source
    if kind == "TrueType" and program is not None and (symbolic or not name):
        from .programs import symbolic_truetype_code_to_glyph
        glyph = symbolic_truetype_code_to_glyph(program, code)
        if glyph:
            text = glyphnames.glyph_to_unicode(glyph)
            if text:
                return text, BUILTIN
    return None, NONE


def _widths(font_obj, names, std, program, descriptor, scale):
    """256 advances in text space per unit size: /Widths, else the program's, else the AFM's."""
    missing = _float(descriptor.get("/MissingWidth", 0)) if descriptor is not None else 0.0
    widths = [None] * 256
    table = font_obj.get("/Widths")
    if isinstance(table, pikepdf.Array):
        first = _int(font_obj.get("/FirstChar", 0))
        for i, value in enumerate(table):
            code = first + i
            if 0 <= code < 256:
                widths[code] = _float(value) * scale
    has_table = isinstance(table, pikepdf.Array) and len(table) > 0
    for code in range(256):
        if widths[code] is not None:
            continue
        width = None
        if not has_table:
            glyph = names[code]
            if std is not None and glyph:
                value = std.widths.get(glyph)
                width = value * 0.001 if value is not None else None
            if width is None and program is not None and program.widths and glyph:
                value = program.widths.get(glyph)
                width = value * 0.001 if value is not None else None
        widths[code] = width if width is not None else missing * scale
    return widths


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
