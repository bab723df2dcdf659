"""Image colour spaces and filters read from an image's dictionary, as pdfimages names them.

Holds the resolution of a /ColorSpace value (names, inline abbreviations, resource
names, /DefaultGray-RGB-CMYK substitution, arrays) into a small ``Space``, and the
encoding pdfimages reports for a filter chain. It must never decode image data.
"""

import pikepdf

from ..pdf import streams

# Inline-image abbreviations (ISO 32000 Table 92-93) and the full names they stand for.
INLINE_KEYS = {"W": "Width", "H": "Height", "BPC": "BitsPerComponent", "CS": "ColorSpace",
               "D": "Decode", "DP": "DecodeParms", "F": "Filter", "IM": "ImageMask", "I": "Interpolate",
               "L": "Length"}
INLINE_NAMES = {"G": "DeviceGray", "RGB": "DeviceRGB", "CMYK": "DeviceCMYK", "I": "Indexed",
                "AHx": "ASCIIHexDecode", "A85": "ASCII85Decode", "LZW": "LZWDecode", "Fl": "FlateDecode",
                "RL": "RunLengthDecode", "CCF": "CCITTFaxDecode", "DCT": "DCTDecode"}

# The encoding column: the outermost filter decides, as the decoder chain's kind does.
ENCODINGS = {"DCTDecode": "jpeg", "JPXDecode": "jpx", "JBIG2Decode": "jbig2", "CCITTFaxDecode": "ccitt"}

_DEVICE = {"DeviceGray": ("gray", 1), "DeviceRGB": ("rgb", 3), "DeviceCMYK": ("cmyk", 4),
           "CalGray": ("gray", 1), "CalRGB": ("rgb", 3), "Lab": ("lab", 3)}
_DEFAULTS = {"DeviceGray": "/DefaultGray", "DeviceRGB": "/DefaultRGB", "DeviceCMYK": "/DefaultCMYK"}
_MAX_NESTING = 4   # an Indexed base of an ICC alternate of ... : deeper is a loop


class Space:
    """A resolved colour space: pdfimages' label, components per pixel, and what
    extraction needs (the family, an indexed space's base, high value and lookup)."""

    __slots__ = ("label", "comps", "family", "base", "hival", "lookup")

    def __init__(self, label, comps, family, base=None, hival=0, lookup=b""):
        self.label, self.comps, self.family = label, comps, family
        self.base, self.hival, self.lookup = base, hival, lookup


def plain(value):
    """A name's text without its slash; other values unchanged."""
    if isinstance(value, pikepdf.Name):
        return str(value)[1:]
    return value


def name_of(value, inline=False):
    name = plain(value)
    if isinstance(name, str) and inline:
        return INLINE_NAMES.get(name, name)
    return name


def resolve(value, resources, inline=False, depth=0):
    """The Space of a /ColorSpace value, or None when it cannot be read."""
    if depth > _MAX_NESTING or value is None:
        return None
    name = name_of(value, inline)
    if isinstance(name, str):
        if name in _DEFAULTS:
            substitute = _lookup(resources, "/ColorSpace", _DEFAULTS[name])
            if substitute is not None and depth == 0:
                found = resolve(substitute, None, False, depth + 1)
                if found is not None:
                    return found
        if name in _DEVICE:
            label, comps = _DEVICE[name]
            return Space(label, comps, name)
        if name == "Pattern":
            return Space("-", 1, name)
        named = _lookup(resources, "/ColorSpace", "/" + name)
        return resolve(named, resources, False, depth + 1) if named is not None else None
    if isinstance(value, (pikepdf.Array, list)) and len(value) >= 1:
        return _array_space(list(value), resources, inline, depth)
    return None


def soft_mask_space(value, resources):
    """The Space of a soft mask's /ColorSpace, or None where poppler draws nothing of the
    image: it must be the name DeviceGray (or G), written so or as a name the resources'
    /ColorSpace maps to it; an array, even [/DeviceGray], or a space left to a JPX
    codestream will not do."""
    if isinstance(value, pikepdf.Name):
        named = _lookup(resources, "/ColorSpace", str(value))
        value = named if named is not None else value
    if isinstance(value, pikepdf.Name) and str(value) in ("/DeviceGray", "/G"):
        label, comps = _DEVICE["DeviceGray"]
        return Space(label, comps, "DeviceGray")
    return None


def _array_space(items, resources, inline, depth):
    family = name_of(items[0], inline)
    if family in _DEVICE:
        label, comps = _DEVICE[family]
        return Space(label, comps, family)
    if family == "ICCBased" and len(items) > 1 and isinstance(items[1], pikepdf.Stream):
        comps = items[1].get("/N")
        comps = int(comps) if isinstance(comps, int) and int(comps) in (1, 3, 4) else None
        if comps is None:
            return None
        return Space("icc", comps, family)
    if family == "Indexed" and len(items) == 4:
        base = resolve(items[1], resources, inline, depth + 1)
        if base is None:
            return None
        return Space("index", 1, family, base, int(items[2]), _lookup_bytes(items[3]))
    if family == "Separation":
        return Space("sep", 1, family)
    if family == "DeviceN" and len(items) > 1:
        return Space("devn", len(items[1]), family)
    if family == "Pattern":
        return Space("-", 1, family)
    return None


def _lookup_bytes(value):
    if isinstance(value, pikepdf.Stream):
        return streams.read_bytes(value)
    if isinstance(value, (bytes, pikepdf.String)):
        return bytes(value)
    if isinstance(value, str):
        return value.encode("latin-1", "replace")
    return b""


def _lookup(resources, category, key):
    if not isinstance(resources, (pikepdf.Dictionary, dict)):
        return None
    group = resources.get(category)
    if not isinstance(group, pikepdf.Dictionary):
        return None
    return group.get(key)


def filters(value, inline=False):
    """The filter names of a /Filter value, in decoding order (full names)."""
    if value is None:
        return []
    items = list(value) if isinstance(value, (pikepdf.Array, list)) else [value]
    return [name_of(item, inline) for item in items if isinstance(name_of(item, inline), str)]


def encoding(filter_names):
    """The enc column: the last filter's kind (jpeg, jpx, jbig2, ccitt), else image."""
    return ENCODINGS.get(filter_names[-1], "image") if filter_names else "image"
