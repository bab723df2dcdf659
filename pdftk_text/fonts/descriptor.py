"""What a font descriptor gives extraction: the vertical extent of glyph boxes and the
embedded font program (read once, through ``programs.read_program``)."""

import pikepdf

from ..pdf import streams



_PROGRAM_KEYS = ("/FontFile", "/FontFile2", "/FontFile3")


def vertical_metrics(descriptor, std, font_obj, kind, scale=0.001):
    """(ascent, descent) in text space per unit size.

    /Ascent and /Descent when plausible, else the standard 14's AFM, else poppler's
    defaults (never /FontBBox, which no referee uses for text boxes); Type 3 boxes
    come from /FontBBox through /FontMatrix. A font not embedded whose name is a standard
    14 font's (Arial, TimesNewRomanPS-BoldItalicMT) is drawn in that font, and its boxes
    are that font's, as poppler's are, whatever the descriptor says.
    """
    if kind == "Type3":
        box = font_obj.get("/FontBBox")
        try:
            y0, y1 = float(box[1]) * _y_scale(font_obj), float(box[3]) * _y_scale(font_obj)
            low, high = min(y0, y1), max(y0, y1)
            if high > low:
                return high, low
        except (TypeError, ValueError, IndexError):
            pass
        return 0.95, -0.35
    ascent = descent = None
    if std is not None and not _embeds(descriptor):
        return std.ascent * 0.001, std.descent * 0.001
    if descriptor is not None:
        ascent = _plausible(_number(descriptor.get("/Ascent")), 1)
        descent = _plausible(_number(descriptor.get("/Descent")), -1)
    if ascent is None:
        ascent = std.ascent * 0.001 if std is not None else DEFAULT_ASCENT
    if descent is None:
        descent = std.descent * 0.001 if std is not None else DEFAULT_DESCENT
    return ascent, descent


# What a viewer assumes when a font gives nothing usable: poppler's values, whose word
# boxes are the referee's (LibreOffice writes /Ascent 0 /Descent 0 for every font).
DEFAULT_ASCENT, DEFAULT_DESCENT = 0.95, -0.35


def _embeds(descriptor):
    return descriptor is not None and any(key in descriptor for key in _PROGRAM_KEYS)


def _plausible(value, sign):
    """A descriptor metric in text space, sign-corrected, or None when zero or absurd.

    Producers write negative ascents, positive descents, zeros and values like 32768;
    a metric of three ems or more is no glyph box.
    """
    if value is None:
        return None
    value = abs(value) * 0.001 * sign
    return value if value and abs(value) < 3 else None


def _y_scale(font_obj):
    matrix = font_obj.get("/FontMatrix")
    try:
        return float(matrix[3])
    except (TypeError, ValueError, IndexError):
        return 0.001


def _number(value):
    try:
        return float(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def font_program(descriptor, font_name, report, widths=True):
    """The embedded program of a descriptor (``programs.read_program``), or None;
    ``widths=False`` when its advances are not needed."""
    found = program_bytes(descriptor)
    if found is None:
        return None
    kind, data = found
    from . import programs
    program = programs.read_program(kind, data, widths) if data else None
    if program is None:
        report("font-program.unreadable", f"font {font_name}: its {kind} program could not be read",
               once=("program", font_name), font=font_name)
    return program


def program_bytes(descriptor):
    """(the descriptor key the program came from, e.g. "FontFile3/Type1C", its bytes or
    None when its stream does not decode), or None when nothing is embedded."""
    for key in _PROGRAM_KEYS:
        stream = descriptor.get(key)
        if not isinstance(stream, pikepdf.Stream):
            continue
        kind = key[1:]
        if key == "/FontFile3":
            subtype = stream.get("/Subtype")
            kind += "/" + (str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else "Type1C")
        try:
            data = streams.read_bytes(stream)
        except Exception:
            data = None
        return kind, data
    return None
