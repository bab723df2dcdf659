"""A font's /ToUnicode stream read through the CMap parser, its faults reported once each.

Faults of the map as a whole (byte-swapped, damaged, a usecmap that cannot be
followed) are reported when the font loads; faults of one destination (a tab for a
space, a drawn soft hyphen, a control) only when a code that has one is drawn, since
producers write such entries for slots no page uses (pdfTeX's U+00AD, fpdf2's U+0000).
"""

import pikepdf

from ..pdf import streams

_FAULT_WORDS = {
    "byte-swapped": "destinations byte-swapped (read swapped back)",
    "space-as-tab": "a space mapped to a tab (read as a space)",
    "soft-hyphen": "a drawn glyph mapped to the soft hyphen (read as a hyphen)",
    "controls": "a code mapped to a control character (ignored)",
    "empty-destination": "a code mapped to nothing (ignored)",
    "odd-length": "a destination of odd length (read with its leading zero restored)",
    "invalid-utf16": "a destination that is not UTF-16 (ignored)",
    "truncated": "the map ends early (what came before is used)",
    "malformed": "entries that are not CMap syntax (read around)",
    "usecmap-cycle": "a usecmap chain that loops (cut)",
    "usecmap-missing": "a usecmap naming a map that is not there",
    "cid-operators": "only cidchar and cidrange entries, an encoding's CIDs (ignored)",
}
_WHOLE_MAP = frozenset(("byte-swapped", "truncated", "malformed", "usecmap-cycle", "usecmap-missing",
                        "cid-operators"))


class ToUnicode:
    """A parsed map and the font it belongs to; ``text`` reports each drawn fault once."""

    def __init__(self, mapping, font_name, report):
        self.mapping = mapping
        self.codespace = mapping.codespace
        self._font, self._report = font_name, report
        for fault in sorted(mapping.faults & _WHOLE_MAP):
            self._say(fault)

    def text(self, code, nbytes=None):
        found = self.mapping.lookup(code, nbytes)
        fault = self.mapping.fault_of(code, nbytes)
        if fault:
            self._say(fault)
        return found

    def _say(self, fault):
        self._report("extraction.tounicode-suspect",
                     f"font {self._font}: ToUnicode has {_FAULT_WORDS.get(fault, fault)}",
                     once=("tounicode", self._font, fault), font=self._font, fault=fault)


def read_tounicode(font_obj, font_name, report):
    """The font's ToUnicode as a ``ToUnicode``, or None (absent, a name, or unreadable)."""
    stream = font_obj.get("/ToUnicode")
    if not isinstance(stream, pikepdf.Stream):
        return None
    try:
        data = streams.read_bytes(stream)
    except Exception as error:
        report("extraction.tounicode-suspect", f"font {font_name}: ToUnicode could not be decoded ({error})",
               once=("tounicode", font_name), font=font_name, fault="undecodable")
        return None
    from . import cmap                   # (a file whose fonts carry no map never loads the parser)
    try:
        mapping = cmap.parse_tounicode(data)
    except cmap.CMapError:
        report("extraction.tounicode-suspect", f"font {font_name}: ToUnicode holds no CMap",
               once=("tounicode", font_name), font=font_name, fault="not-a-cmap")
        return None
    return ToUnicode(mapping, font_name, report)
