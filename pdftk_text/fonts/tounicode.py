"""A font's /ToUnicode stream read through the CMap parser, its faults reported once."""

import pikepdf

from . import cmap

_FAULT_WORDS = {
    "byte-swapped": "destinations byte-swapped (read swapped back)",
    "space-as-tab": "spaces mapped to tabs (read as spaces)",
    "soft-hyphen": "drawn glyphs mapped to the soft hyphen (read as hyphens)",
    "controls": "codes mapped to control characters (ignored)",
    "empty-destination": "codes mapped to nothing (ignored)",
    "odd-length": "destinations of odd length",
}


def read_tounicode(font_obj, font_name, report):
    """The parsed ToUnicode map of a font, or None (absent, a name, or unreadable)."""
    stream = font_obj.get("/ToUnicode")
    if not isinstance(stream, pikepdf.Stream):
        return None
    try:
        data = stream.read_bytes()
    except Exception as error:
        report("extraction.tounicode-suspect", f"font {font_name}: ToUnicode could not be decoded ({error})",
               once=("tounicode", font_name), font=font_name, faults=["undecodable"])
        return None
    try:
        mapping = cmap.parse_tounicode(data)
    except cmap.CMapError:
        report("extraction.tounicode-suspect", f"font {font_name}: ToUnicode holds no CMap",
               once=("tounicode", font_name), font=font_name, faults=["not-a-cmap"])
        return None
    report_tounicode(mapping, font_name, report)
    return mapping


def report_tounicode(mapping, font_name, report):
    faults = sorted(mapping.faults)
    if faults:
        words = "; ".join(_FAULT_WORDS.get(f, f) for f in faults)
        report("extraction.tounicode-suspect", f"font {font_name}: ToUnicode {words}",
               once=("tounicode", font_name), font=font_name, faults=faults)
