"""A TIFF writer for CMYK samples (8 bits, uncompressed, one strip, InkSet CMYK), as
pdfimages writes CMYK images. Rows are written as they come; the directory follows the
strip, so nothing is held back. Never reads PDFs."""

import struct

_SHORT, _LONG, _RATIONAL = 3, 4, 5


class TiffCmykWriter:
    def __init__(self, out, width, height):
        self.out, self.width, self.height = out, width, height
        out.write(b"II*\x00" + struct.pack("<I", 0))     # the directory offset is patched at close
        self.start = 8

    def write_row(self, row):
        self.out.write(row)

    def close(self):
        out, width, height = self.out, self.width, self.height
        strip_bytes = width * height * 4
        offset = self.start + strip_bytes
        offset += offset % 2                              # directories start on a word boundary
        if offset > self.start + strip_bytes:
            out.write(b"\x00")
        resolution = offset + 2 + 15 * 12 + 4             # two rationals after the directory
        entries = [
            (256, _LONG, 1, width), (257, _LONG, 1, height), (258, _SHORT, 4, None),
            (259, _SHORT, 1, 1), (262, _SHORT, 1, 5), (273, _LONG, 1, self.start),
            (274, _SHORT, 1, 1), (277, _SHORT, 1, 4), (278, _LONG, 1, height),
            (279, _LONG, 1, strip_bytes), (282, _RATIONAL, 1, resolution),
            (283, _RATIONAL, 1, resolution + 8), (284, _SHORT, 1, 1), (296, _SHORT, 1, 2),
            (332, _SHORT, 1, 1),
        ]
        directory = struct.pack("<H", len(entries))
        bits_offset = resolution + 16
        for tag, kind, count, value in entries:
            if tag == 258:
                directory += struct.pack("<HHII", tag, kind, count, bits_offset)
            elif kind == _SHORT:
                directory += struct.pack("<HHIHH", tag, kind, count, value, 0)
            else:
                directory += struct.pack("<HHII", tag, kind, count, value)
        directory += struct.pack("<I", 0)
        out.write(directory + struct.pack("<IIII", 72, 1, 72, 1) + struct.pack("<HHHH", 8, 8, 8, 8))
        out.seek(4)
        out.write(struct.pack("<I", offset))
        out.seek(0, 2)
