"""What the content interpreter reads past: an inline image's data (``skip_inline_image``)
and the size its dictionary implies; and the lexer's bounds, which the native lexer
(``_core.ContentOps``, native/src/content/) keeps and this module names.

Hostile bytes are bounded by the native lexer: numbers at ``MAX_REAL``, a run of numbers
at its last ``MAX_OPERANDS``, operands piled up before an operator past ``MAX_PENDING``
at the last ``MAX_OPERANDS`` (an array keeps its first ``MAX_ARRAY_ITEMS``), openings
nested ``MAX_NESTING`` deep, and an array of more than ``BIG_ARRAY`` bytes at its first
``MAX_ARRAY_ITEMS`` items, each string cut to what the page can still show.
"""

import re

from .._core import BIG_ARRAY, MAX_ARRAY_ITEMS, MAX_NESTING, MAX_OPERANDS, MAX_PENDING, MAX_REAL  # noqa: F401

_WS = rb"\x00\t\n\f\r "
_EI = re.compile(rb"[" + _WS + rb"]EI(?=[" + _WS + rb"]|$)")


def skip_inline_image(data, start, lengths=()):
    """(data start, data end, resume) of inline image data beginning just past ``ID``.

    One white-space byte follows ``ID``. Each candidate length in ``lengths`` (what
    the samples of an unfiltered image fill, a declared /L) is tried in turn and taken
    when an EI follows it; otherwise the first ``EI`` between white space is taken, as
    every viewer does. None when there is no end.
    """
    if start < len(data) and data[start] in b"\x00\t\n\f\r ":
        start += 1
    match = None
    for length in lengths:
        if length is not None and 0 <= length <= len(data) - start:
            match = _EI.match(data, start + length) or _EI.match(data, start + length - 1)
            if match:
                break
    match = match or _EI.search(data, start)
    return (start, match.start(), match.end()) if match else None


_COMPONENTS = {"G": 1, "DeviceGray": 1, "CalGray": 1, "I": 1, "Indexed": 1,
               "RGB": 3, "DeviceRGB": 3, "CalRGB": 3, "CMYK": 4, "DeviceCMYK": 4}


def inline_image_size(entries):
    """Bytes the samples of an unfiltered inline image fill (§8.9.7), or None.

    Its data has no other end than EI, and EI may occur inside the samples; the size
    its /W, /H, /BPC and colour space imply finds the true end (a lying /L aside).
    """
    get = entries.get
    if get("F", get("Filter")) not in (None, []):
        return None
    width, height = get("W", get("Width")), get("H", get("Height"))
    if get("IM", get("ImageMask")) is True:
        bits, components = 1.0, 1
    else:
        bits = get("BPC", get("BitsPerComponent"))
        space = get("CS", get("ColorSpace"))
        space = space[0] if isinstance(space, list) and space else space
        components = _COMPONENTS.get(space) if isinstance(space, str) else None
    if not all(isinstance(v, float) and v.is_integer() and 0 < v < 1 << 20
               for v in (width, height, bits)) or components is None:
        return None
    return (int(width) * components * int(bits) + 7) // 8 * int(height)
