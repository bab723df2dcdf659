"""The listing pdfimages -list prints (poppler 22.12), column for column, and the JSON
``image`` record of the same row.

Holds formatting only: widths, the B/K/M/G size column, the ratio and resolution
columns. It must never read the PDF or decode images.
"""

import math

from ..records.schema import PRECISION

HEADER = (b"page   num  type   width height color comp bpc  enc interp  object ID x-ppi y-ppi size ratio\n"
          + b"-" * 92 + b"\n")


def _resolution(value):
    # Below one pixel an inch, three decimals; above, whole (C's %5.0f: round half to even).
    return "%5.3f " % value if value < 1.0 else "%5.0f " % value


def _four(value):
    """A number from 0 to 9999 in four characters, as poppler's size column prints it
    ('1.23', '12.3', ' 123', '1234'), cutting rather than widening when rounding adds a digit."""
    if value < 10.0:
        return ("%4.2f" % value)[:4]
    if value < 100.0:
        text = "%4.1f" % value
        return " " + text[:3] if not text[3].isdigit() else text
    return "%4.0f" % value


def size_column(size):
    if size < 0:
        return "   - "
    if size <= 9999:
        return "%4dB" % size
    value = size / 1024.0
    for unit in "KM":
        if value <= 9999.0:
            return _four(value) + unit
        value /= 1024.0
    return _four(value) + "G"


def ratio_column(size, decoded):
    ratio = 100.0 * size / decoded if decoded > 0 else -1.0
    if ratio > 9.9:
        return " %3.0f%%\n" % ratio
    if ratio >= 0.0:
        return " %3.1f%%\n" % ratio
    return "   - \n"


def row_line(placement):
    """One line of pdfimages -list, as bytes."""
    image = placement.image
    if image.inline:
        ident = "[inline]   "
    elif image.ref is None or image.ref[1] >= 100000:
        ident = "[none]     "
    else:
        ident = " %6d %2d " % image.ref
    xppi, yppi = placement.ppi
    size = image.size
    line = ("%4d %5d " % (placement.page, placement.num)
            + "%-7s %5d %5d  " % (image.kind, image.width, image.height)
            + "%-5s  %2d  %2d  " % (image.color, image.comps, image.bits)
            + "%-5s  " % image.encoding
            + "%-3s  " % ("yes" if image.interpolate else "no")
            + ident + _resolution(xppi) + _resolution(yppi)
            + size_column(size) + ratio_column(size, image.decoded_size))
    return line.encode("ascii")


def _r(value):
    return round(value * 10 ** PRECISION) / 10 ** PRECISION if math.isfinite(value) else None


def image_record(placement):
    """The ``image`` record of a row (see records/schema.py)."""
    image = placement.image
    xppi, yppi = placement.ppi
    return {
        "type": "image", "page": placement.page, "id": placement.num,
        "bbox": tuple(_r(v) for v in placement.bbox),
        "kind": image.kind, "width": image.width, "height": image.height,
        "color": image.color, "components": image.comps, "bpc": image.bits,
        "encoding": image.encoding, "filters": list(image.filters), "interpolate": image.interpolate,
        "object": "%d %d" % image.ref if image.ref is not None and not image.inline else None,
        "inline": image.inline, "x_ppi": _r(xppi), "y_ppi": _r(yppi),
        "size": image.encoded_size, "decoded_size": image.decoded_size,
        "stream": placement.stream, "op": placement.op,
    }
