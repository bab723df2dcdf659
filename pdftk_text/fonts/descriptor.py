"""What a font descriptor gives extraction: the vertical extent of glyph boxes and the
embedded font program (read once, through ``programs.read_program``)."""

import pikepdf



_PROGRAM_KEYS = ("/FontFile", "/FontFile2", "/FontFile3")


def vertical_metrics(descriptor, std, font_obj, kind, scale=0.001):
    """(ascent, descent) in text space per unit size.

    /Ascent and /Descent when plausible, else the standard 14's AFM, else /FontBBox,
    else poppler's defaults; Type 3 boxes come from /FontBBox through /FontMatrix.
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
    if descriptor is not None:
        ascent = _number(descriptor.get("/Ascent"))
        descent = _number(descriptor.get("/Descent"))
    if not ascent and std is not None:
        ascent, descent = std.ascent, std.descent
    if not ascent and descriptor is not None:
        box = descriptor.get("/FontBBox")
        try:
            ascent, descent = float(box[3]), float(box[1])
        except (TypeError, ValueError, IndexError):
            pass
    if not ascent or ascent <= 0:
        return 0.95, -0.35
    ascent *= 0.001
    descent = (descent or 0) * 0.001
    if descent > 0:
        descent = -descent          # some producers write it positive
    return ascent, descent


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


def font_program(descriptor, font_name, report):
    """The embedded program of a descriptor read with fontTools, or None."""
    for key in _PROGRAM_KEYS:
        stream = descriptor.get(key)
        if not isinstance(stream, pikepdf.Stream):
            continue
        kind = key[1:]
        if key == "/FontFile3":
            subtype = stream.get("/Subtype")
            kind += "/" + (str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else "Type1C")
        try:
            data = stream.read_bytes()
        except Exception:
            data = None
        from . import programs
        program = programs.read_program(kind, data) if data else None
        if program is None:
            report("font-program.unreadable", f"font {font_name}: its {kind} program could not be read",
                   once=("program", font_name), font=font_name)
        return program
    return None
