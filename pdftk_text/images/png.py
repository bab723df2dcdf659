"""A PNG writer over zlib and struct: gray (1, 8 bits), RGB (8, 16 bits), rows written
as they come, with a 72 dpi pHYs chunk as pdfimages writes. Never reads PDFs."""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
GRAY, RGB = 0, 2                 # PNG colour types
_DOTS_PER_METRE_72DPI = 2835     # 72 / 0.0254, rounded as PNG readers expect
_FLUSH = 1 << 16                 # compressed bytes held before an IDAT chunk is written


def _chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


class PngWriter:
    """Write a PNG to the binary file ``out`` row by row: ``write_row(bytes)`` then ``close()``."""

    def __init__(self, out, width, height, bits, colour):
        self.out = out
        self.compressor = zlib.compressobj(9)
        self.pending = b""
        out.write(SIGNATURE)
        out.write(_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bits, colour, 0, 0, 0)))
        out.write(_chunk(b"pHYs", struct.pack(">IIB", _DOTS_PER_METRE_72DPI, _DOTS_PER_METRE_72DPI, 1)))

    def write_row(self, row):
        self.pending += self.compressor.compress(b"\x00" + row)   # filter type 0: the row as is
        if len(self.pending) >= _FLUSH:
            self.out.write(_chunk(b"IDAT", self.pending))
            self.pending = b""

    def close(self):
        self.out.write(_chunk(b"IDAT", self.pending + self.compressor.flush()))
        self.out.write(_chunk(b"IEND", b""))
