"""PDF text strings written as the poppler tools write them to a UTF-8 terminal.

Two readings, because poppler has two: ``pdfdetach`` decodes UTF-16BE code unit by
code unit (a surrogate pair comes out as two encoded surrogates), ``pdfinfo`` through
``TextStringToUCS4`` (pairs joined, a byte-order mark either way). PDFDocEncoding
positions the standard leaves undefined come out as U+0000, as in poppler's table.
This module must never guess an encoding beyond those rules.
"""

_PDFDOC_HIGH = {
    0x18: 0x02D8, 0x19: 0x02C7, 0x1A: 0x02C6, 0x1B: 0x02D9, 0x1C: 0x02DD, 0x1D: 0x02DB,
    0x1E: 0x02DA, 0x1F: 0x02DC, 0x7F: 0, 0x80: 0x2022, 0x81: 0x2020, 0x82: 0x2021,
    0x83: 0x2026, 0x84: 0x2014, 0x85: 0x2013, 0x86: 0x0192, 0x87: 0x2044, 0x88: 0x2039,
    0x89: 0x203A, 0x8A: 0x2212, 0x8B: 0x2030, 0x8C: 0x201E, 0x8D: 0x201C, 0x8E: 0x201D,
    0x8F: 0x2018, 0x90: 0x2019, 0x91: 0x201A, 0x92: 0x2122, 0x93: 0xFB01, 0x94: 0xFB02,
    0x95: 0x0141, 0x96: 0x0152, 0x97: 0x0160, 0x98: 0x0178, 0x99: 0x017D, 0x9A: 0x0131,
    0x9B: 0x0142, 0x9C: 0x0153, 0x9D: 0x0161, 0x9E: 0x017E, 0x9F: 0, 0xA0: 0x20AC, 0xAD: 0,
}
PDFDOC = [_PDFDOC_HIGH.get(byte, byte) for byte in range(256)]


def _utf8(code):
    return chr(code).encode("utf-8", "surrogatepass")


def pdfdoc_utf8(raw):
    return b"".join(_utf8(PDFDOC[byte]) for byte in raw)


def units_utf8(raw):
    """pdfdetach's reading: UTF-16BE after FE FF, unit by unit; else PDFDocEncoding."""
    if raw[:2] != b"\xfe\xff":
        return pdfdoc_utf8(raw)
    body = raw[2:] + (b"\x00" if len(raw) % 2 else b"")
    return b"".join(_utf8(body[i] << 8 | body[i + 1]) for i in range(0, len(body), 2))


def text_utf8(raw):
    """pdfinfo's reading (TextStringToUCS4): UTF-16 either way with pairs joined; else PDFDoc."""
    if raw[:2] not in (b"\xfe\xff", b"\xff\xfe"):
        return pdfdoc_utf8(raw)
    big = raw[:2] == b"\xfe\xff"
    count = len(raw) // 2 - 1
    units = [(raw[2 + 2 * i] << 8 | raw[3 + 2 * i]) if big else (raw[3 + 2 * i] << 8 | raw[2 + 2 * i])
             for i in range(count)]
    out, index = [], 0
    while index < len(units):
        unit = units[index]
        if 0xD800 <= unit < 0xDC00 and index + 1 < len(units) and 0xDC00 <= units[index + 1] < 0xE000:
            out.append(0x10000 + ((unit - 0xD800) << 10) + (units[index + 1] - 0xDC00))
            index += 2
            continue
        out.append(0xFFFD if 0xD800 <= unit < 0xE000 else unit)
        index += 1
    return b"".join(_utf8(code) for code in out)
