"""An image's samples decoded into the rows pdfimages writes: 1-bit monochrome, 8-bit
gray, 8-bit RGB, 16-bit RGB or 8-bit CMYK, with /Decode arrays and indexed palettes
applied by poppler's arithmetic (16.16 fixed point, truncated; 16-bit samples read by
their high byte), so the files hold the same samples as poppler's.

Lab, Separation, DeviceN and ICC-based samples are written as their components, not
converted through a colour management system (``converted`` is False for them). This
module must never write files or choose names.
"""

MONO, GRAY, RGB, RGB16, CMYK = "mono", "gray", "rgb", "rgb16", "cmyk"
_ONE = 65536   # poppler's colour component 1.0 (16.16 fixed point)


def _col(x):
    return int(x * _ONE)          # dblToCol: truncation toward zero


def _byte(col):
    return ((col << 8) - col + 0x8000) >> 16


def output_format(image):
    """The format pdfimages -all writes the image in (when it does not pass it through)."""
    space = image.space
    if space is None or (space.comps == 1 and image.bits == 1):
        return MONO
    if space.family == "DeviceCMYK" or (space.family == "ICCBased" and space.comps == 4):
        return CMYK
    if space.family in ("DeviceGray", "CalGray"):
        return GRAY
    if image.bits == 16 and space.comps == 3 and space.family != "Indexed":
        return RGB16
    return RGB


def converted(image):
    """False when samples are written as components instead of poppler's colour conversion."""
    space = image.space
    if space is None:
        return True
    family = space.base.family if space.family == "Indexed" else space.family
    return family in ("DeviceGray", "DeviceRGB", "DeviceCMYK", "CalGray", "CalRGB")


def _ranges(image):
    comps, top = image.comps, (1 << min(image.bits, 8)) - 1
    decode = image.decode
    if decode is None or len(decode) < 2 * comps:
        if image.space is not None and image.space.family == "Indexed":
            return [(0.0, float((1 << image.bits) - 1))], top if image.bits < 16 else 255
        return [(0.0, 1.0)] * comps, top
    return [(decode[2 * k], decode[2 * k + 1]) for k in range(comps)], top


def _tables(image):
    """Per component, sample value (0..255) -> poppler's colour component (16.16)."""
    ranges, top = _ranges(image)
    return [[_col(lo + v * (hi - lo) / top) for v in range(top + 1)] + [0] * (255 - top) for lo, hi in ranges]


def _unpack(row, bits, count):
    """One byte per sample of a packed row (``count`` samples), bits 1, 2, 4, 8 or 16."""
    if bits == 8:
        return row[:count]
    if bits == 16:
        return row[0:2 * count:2]
    per = 8 // bits
    mask = (1 << bits) - 1
    out = bytearray()
    for byte in row:
        out.extend((byte >> (8 - bits * (i + 1))) & mask for i in range(per))
    return bytes(out[:count])


def _palette(image):
    """Index sample -> output bytes (RGB) for an indexed image."""
    space = image.space
    base, lookup, hival = space.base, space.lookup, space.hival
    (lo, hi), top = _ranges(image)[0][0], _ranges(image)[1]
    n = base.comps
    table = []
    for v in range(256):
        index = int(lo + v * (hi - lo) / top + 0.5) if v <= top else 0
        index = max(0, min(index, hival))
        entry = lookup[index * n:(index + 1) * n].ljust(n, b"\x00")
        if n == 1:
            entry = entry * 3
        elif n == 4:
            entry = _cmyk_to_rgb(entry)
        table.append(bytes(_byte(_col(c / 255)) for c in entry[:3]))
    return table


def _cmyk_to_rgb(entry):
    c, m, y, k = (v / 255 for v in entry)
    return bytes(round(255 * (1 - min(1.0, x + k))) for x in (c, m, y))


class RowConverter:
    """Turns the image's decoded rows into output rows of ``output_format(image)``."""

    def __init__(self, image):
        self.image = image
        self.format = output_format(image)
        self.row_bytes = (image.width * image.comps * image.bits + 7) // 8
        if self.format == MONO:
            self.row_bytes = (image.width * image.bits + 7) // 8
            self.invert = 0xFF if _zero_is_not_black(image) else 0x00
        elif image.space.family == "Indexed":
            self.palette = _palette(image)
        else:
            tables = _tables(image)
            if self.format == RGB16:
                self.tables = [[c & 0xFFFF for c in t] for t in tables]
            else:
                self.tables = [bytes(_byte(c) for c in t) for t in tables]

    def convert(self, row):
        image = self.image
        if self.format == MONO:
            return bytes(b ^ self.invert for b in row) if self.invert else bytes(row)
        comps = image.comps
        samples = _unpack(row, image.bits, image.width * comps)
        if image.space.family == "Indexed":
            return b"".join(self.palette[v] for v in samples)
        if self.format == RGB16:
            out = bytearray()
            tables = self.tables
            for i, v in enumerate(samples):
                out += tables[i % comps][v].to_bytes(2, "big")
            return bytes(out)
        if comps == 1:
            gray = samples.translate(self.tables[0])
            return gray if self.format == GRAY else _as_rgb(gray, 1)
        out = bytearray(len(samples))
        for k in range(comps):
            out[k::comps] = samples[k::comps].translate(self.tables[k])
        if self.format == RGB and comps != 3:       # Separation, DeviceN, 2-component spaces
            return _as_rgb(bytes(out), comps)
        return bytes(out)


def _as_rgb(samples, comps):
    out = bytearray()
    for i in range(0, len(samples), comps):
        pixel = samples[i:i + comps][:3]
        out += pixel * 3 if len(pixel) == 1 else pixel.ljust(3, b"\x00")
    return bytes(out)


def _zero_is_not_black(image):
    """poppler inverts 1-bit rows unless the all-zero sample is black (no colour map: masks)."""
    space = image.space
    if space is None:
        return True
    ranges, top = _ranges(image)
    if space.family == "Indexed":
        lo, hi = ranges[0]
        index = max(0, min(int(lo + 0.5), space.hival))
        n = space.base.comps
        entry = space.lookup[index * n:(index + 1) * n]
        if n == 4:
            return any(entry[:3]) or entry[3:4] != b"\xff"
        return any(entry)
    return _byte(_col(ranges[0][0])) != 0
