"""Type 0 fonts: the encoding CMap (Identity or embedded), the CIDFont's /W and /W2,
and the code-to-text map (ToUnicode first).

Predefined CMaps other than Identity-H/V need the Adobe collections' data; without it a
font's codes are split by its ToUnicode's code space when it has one, and its text
comes from ToUnicode alone (the predefined-CMap reader is its own module when present).
"""

import pikepdf

from . import cmap
from .descriptor import vertical_metrics
from .font import REPLACEMENT, NONE, TOUNICODE, CompositeFont
from .loader import base_name
from .tounicode import read_tounicode


def build_composite(font_obj, resource_name, report):
    name = base_name(font_obj, resource_name)
    descendants = font_obj.get("/DescendantFonts")
    cid_font = descendants[0] if isinstance(descendants, pikepdf.Array) and len(descendants) else None
    if not isinstance(cid_font, pikepdf.Dictionary):
        cid_font = pikepdf.Dictionary()
        report("font.missing", f"font {name}: Type 0 without a descendant CIDFont; widths are zero",
               once=("descendant", name), font=name)
    encoding = _encoding_cmap(font_obj.get("/Encoding"), name, report)
    tounicode = read_tounicode(font_obj, name, report)
    if encoding is None and tounicode is not None and tounicode.codespace is not None:
        splitter = tounicode.codespace.split
    elif encoding is not None:
        splitter = encoding.splitter.split
    else:
        splitter = cmap.identity_cmap(False).splitter.split
    to_cid = (lambda code, e=encoding: e.lookup(code, 2) or 0) if encoding is not None else (lambda code: code)
    widths, default = _cid_widths(cid_font.get("/W"), _number(cid_font.get("/DW"), 1000.0))
    vwidths, vdefault = _cid_vertical(cid_font.get("/W2"), cid_font.get("/DW2"))
    descriptor = cid_font.get("/FontDescriptor")
    descriptor = descriptor if isinstance(descriptor, pikepdf.Dictionary) else None
    ascent, descent = vertical_metrics(descriptor, None, cid_font, "CIDFont")
    vertical = bool(encoding.wmode) if encoding is not None else False

    def to_text(code, tounicode=tounicode):
        if tounicode is not None:
            text = tounicode.text(code, 2)
            if text:
                return text, TOUNICODE
        return REPLACEMENT, NONE

    return CompositeFont(name, splitter, to_cid, widths, default, to_text, ascent, descent,
                         vertical=vertical, vertical_widths=vwidths, default_vertical=vdefault)


def _encoding_cmap(encoding, name, report):
    if isinstance(encoding, pikepdf.Name):
        cmap_name = str(encoding)[1:]
        if cmap_name in ("Identity-H", "Identity-V"):
            return cmap.identity_cmap(cmap_name == "Identity-V")
        from . import predefined
        found = predefined.load(cmap_name)
        if found is None:
            report("extraction.cmap-unavailable",
                   f"font {name}: the predefined CMap {cmap_name} is not available (install poppler-data)",
                   once=("cmap", cmap_name), font=name, cmap=cmap_name)
        return found
    if isinstance(encoding, pikepdf.Stream):
        try:
            return cmap.parse_cid_cmap(encoding.read_bytes())
        except Exception as error:
            report("font.missing", f"font {name}: its encoding CMap could not be read ({error})",
                   once=("cmap-stream", name), font=name)
    return None


def _cid_widths(w, default):
    """CID -> advance (text space per unit size) from a /W array (§9.7.4.3)."""
    widths = {}
    if not isinstance(w, pikepdf.Array):
        return widths, default * 0.001
    items = list(w)
    i = 0
    while i < len(items):
        first = items[i]
        following = items[i + 1] if i + 1 < len(items) else None
        if isinstance(following, pikepdf.Array):
            start = int(first)
            for offset, value in enumerate(following):
                widths[start + offset] = float(value) * 0.001
            i += 2
        elif i + 2 < len(items):
            low, high, value = int(first), int(following), float(items[i + 2]) * 0.001
            if high - low > 65536:       # a range is not expanded past the CID space
                high = low + 65536
            for cid in range(low, high + 1):
                widths[cid] = value
            i += 3
        else:
            break
    return widths, default * 0.001


def _cid_vertical(w2, dw2):
    """CID -> vertical advance w1 (negative: down) from /W2 and /DW2 (§9.7.4.3)."""
    default = -1.0
    try:
        if isinstance(dw2, pikepdf.Array) and len(dw2) == 2:
            default = float(dw2[1]) * 0.001
    except (TypeError, ValueError):
        pass
    widths = {}
    if not isinstance(w2, pikepdf.Array):
        return widths, default
    items, i = list(w2), 0
    while i < len(items):
        following = items[i + 1] if i + 1 < len(items) else None
        if isinstance(following, pikepdf.Array):
            start = int(items[i])
            values = list(following)
            for k in range(0, len(values) - 2, 3):
                widths[start + k // 3] = float(values[k]) * 0.001
            i += 2
        elif i + 4 < len(items):
            low, high, w1 = int(items[i]), int(following), float(items[i + 2]) * 0.001
            for cid in range(low, min(high, low + 65536) + 1):
                widths[cid] = w1
            i += 5
        else:
            break
    return widths, default


def _number(value, default):
    try:
        return float(value) if value is not None else default
    except (TypeError, ValueError):
        return default
