"""Writing one listed image to files as pdfimages -all names and writes them.

JPEG (.jpg), JPEG 2000 (.jp2), JBIG2 (.jb2e, with its globals as .jb2g) and CCITT
(.ccitt, with pdfimages' .params line) are passed through: the bytes under the last
filter, byte for byte. Everything else is decoded (pikepdf undoes Flate, LZW, RunLength
and the ASCII filters) and written row by row to .png, or .tif for CMYK. One image's
data is in memory at a time. This module must never format the listing.
"""

import os

import pikepdf

from ..diagnostics import diagnostic
from ..pdf import streams
from .filters import undo
from .png import GRAY as PNG_GRAY, RGB as PNG_RGB, PngWriter
from .samples import CMYK, GRAY, MONO, RGB16, RowConverter, converted
from .tiff import TiffCmykWriter

_PASSED = {"DCTDecode": "jpg", "JPXDecode": "jp2", "JBIG2Decode": "jb2e", "CCITTFaxDecode": "ccitt"}
_PNG = {MONO: (1, PNG_GRAY), GRAY: (8, PNG_GRAY), RGB16: (16, PNG_RGB)}


def file_name(prefix, placement, extension, page_names):
    if page_names:
        return "%s-%03d-%03d.%s" % (prefix, placement.page, placement.num, extension)
    return "%s-%03d.%s" % (prefix, placement.num, extension)


def write_files(placement, directory, prefix, page_names):
    """Write the placement's files; return (file names written, diagnostic records)."""
    image = placement.image
    kind = image.filters[-1] if image.filters else None
    extension = _PASSED.get(kind)
    if extension in ("jp2", "jb2e") and image.inline:
        extension = None                          # poppler decodes inline JPX and JBIG2
    path = lambda ext: os.path.join(directory, file_name(prefix, placement, ext, page_names))
    try:
        if extension is not None:
            return _pass_through(image, extension, path), []
        return _decode(image, placement, path)
    except (pikepdf.PdfError, ValueError, NotImplementedError) as error:
        return [], [diagnostic("extraction.image-unreadable",
                               f"image {placement.num} could not be decoded ({error})", placement.page)]


def _pass_through(image, extension, path):
    written = []
    if extension == "jb2e":
        globals_stream = _parm(image, "/JBIG2Globals")
        if isinstance(globals_stream, pikepdf.Stream):
            written.append(_write(path("jb2g"), streams.read_bytes(globals_stream)))
    if extension == "ccitt":
        written.append(_write(path("params"), _ccitt_params(image).encode("ascii")))
    written.insert(0, _write(path(extension), _under_last_filter(image)))
    return [os.path.basename(p) for p in written]


def _write(name, data):
    with open(name, "wb") as handle:
        handle.write(data)
    return name


def _parm(image, key):
    parms = image.parms
    if isinstance(parms, (pikepdf.Array, list)):
        parms = parms[-1] if len(parms) else None
    if isinstance(parms, (pikepdf.Dictionary, dict)):
        return parms.get(key) if isinstance(parms, pikepdf.Dictionary) else parms.get(key[1:])
    return None


def _ccitt_params(image):
    k = _parm(image, "/K")
    k = int(k) if isinstance(k, (int, float)) else 0
    columns = _parm(image, "/Columns")
    columns = int(columns) if isinstance(columns, (int, float)) else 1728
    text = "-4 " if k < 0 else "-1 " if k == 0 else "-2 "
    text += "-A " if _parm(image, "/EndOfLine") is True else "-P "   # as poppler writes it
    text += "-X %d " % columns
    text += "-W " if _parm(image, "/BlackIs1") is True else "-B "
    return text + "-M\n"


def _parms_list(image):
    parms = image.parms
    if isinstance(parms, (pikepdf.Array, list)):
        return list(parms)
    return [parms] * len(image.filters) if len(image.filters) == 1 and parms is not None else None


def _under_last_filter(image):
    """The data with every filter but the last undone (poppler's next stream's bytes)."""
    raw = image.data if image.inline else image.stream.read_raw_bytes()
    if len(image.filters) <= 1:
        return raw
    parms = _parms_list(image)
    return undo(raw, image.filters[:-1], parms[:-1] if parms else None)


def _samples(image):
    raw = image.data if image.inline else image.stream.read_raw_bytes()
    return undo(raw, image.filters, _parms_list(image))


def _decode(image, placement, path):
    converter = RowConverter(image)
    data = _samples(image)
    notes = []
    if not converted(image):
        notes.append(diagnostic("extraction.image-components",
                                f"image {placement.num} ({image.color}): samples written as their components, "
                                "not converted to RGB", placement.page))
    step, height = converter.row_bytes, image.height
    complete = len(data) // step if step else height
    if complete < height:
        notes.append(diagnostic("extraction.image-dimensions-mismatch",
                                f"image {placement.num} declares {image.width}x{height} but its data holds "
                                f"{complete} rows; the missing samples are written as all ones, as poppler "
                                "reads past the end", placement.page))
        # A decoder past its end reads EOF (-1), which poppler stores as the byte 0xff.
        data = data + b"\xff" * (step * height - len(data))
    name = path("tif" if converter.format == CMYK else "png")
    with open(name, "wb") as handle:
        if converter.format == CMYK:
            writer = TiffCmykWriter(handle, image.width, height)
        else:
            bits, colour = _PNG.get(converter.format, (8, PNG_RGB))
            writer = PngWriter(handle, image.width, height, bits, colour)
        for y in range(height):
            row = data[y * step:(y + 1) * step]
            writer.write_row(converter.convert(row))
        writer.close()
    return [os.path.basename(name)], notes
