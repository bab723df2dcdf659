"""What kind of font program a stream holds, judged from its first bytes as poppler does.

Type 1 (PFA or PFB), TrueType or a collection, OpenType with a CFF table, or bare CFF,
the CFF kinds split by whether the top DICT declares ROS (a CID-keyed font). Only the
headers and the first top DICT are read; this module must never parse glyphs.
"""

import struct

PFA_MARKS = (b"%!PS-AdobeFont-1", b"%!FontType1")


def identify(data):
    """One of 'pfa', 'pfb', 'truetype', 'ttc', 'otf-8bit', 'otf-cid', 'cff-8bit', 'cff-cid' or None."""
    if data.startswith(PFA_MARKS):
        return "pfa"
    if data[:2] == b"\x80\x01" and len(data) >= 6:
        size = struct.unpack_from("<I", data, 2)[0]
        if (size >= 16 and data[6:].startswith(PFA_MARKS[0])) or (size >= 11 and data[6:].startswith(PFA_MARKS[1])):
            return "pfb"
    if data[:4] in (b"\x00\x01\x00\x00", b"true"):
        return "truetype"
    if data[:4] == b"ttcf":
        return "ttc"
    if data[:4] == b"OTTO":
        kind = _opentype_cff(data)
        return {"cff-8bit": "otf-8bit", "cff-cid": "otf-cid"}.get(kind)
    return cff_kind(data, 0)


def _opentype_cff(data):
    if len(data) < 12:
        return None
    tables = struct.unpack_from(">H", data, 4)[0]
    for index in range(tables):
        at = 12 + 16 * index
        if at + 16 > len(data):
            return None
        if data[at:at + 4] == b"CFF ":
            return cff_kind(data, struct.unpack_from(">I", data, at + 8)[0])
    return None


def _offset(data, at, size):
    if at + size > len(data):
        raise IndexError
    return int.from_bytes(data[at:at + size], "big")


def cff_kind(data, start):
    """'cff-cid' or 'cff-8bit' for a CFF font starting at ``start``, None when it is not one."""
    try:
        if data[start] != 1 or data[start + 1] != 0:
            return None
        header, off_size = data[start + 2], data[start + 3]
        if not 1 <= off_size <= 4:
            return None
        pos = start + header
        count = _offset(data, pos, 2)          # name INDEX
        if count:
            size = data[pos + 2]
            if not 1 <= size <= 4:
                return None
            last = _offset(data, pos + 3 + count * size, size)
            pos += 3 + (count + 1) * size + last - 1
        else:
            pos += 2
        count = _offset(data, pos, 2)          # top DICT INDEX
        if count < 1:
            return None
        size = data[pos + 2]
        if not 1 <= size <= 4:
            return None
        first = _offset(data, pos + 3, size)
        second = _offset(data, pos + 3 + size, size)
        if first > second:
            return None
        base = pos + 3 + (count + 1) * size - 1
        return "cff-cid" if _declares_ros(data, base + first, base + second) else "cff-8bit"
    except IndexError:
        return None


def _declares_ros(data, pos, end):
    """Whether the top DICT's first operator is ROS (12 30)."""
    while pos < end:
        byte = data[pos]
        if byte == 28:
            pos += 3
        elif byte == 29:
            pos += 5
        elif byte == 30:
            pos += 1
            while pos < end and (data[pos] & 0x0F) != 0x0F and (data[pos] >> 4) != 0x0F:
                pos += 1
            pos += 1
        elif 32 <= byte <= 246:
            pos += 1
        elif 247 <= byte <= 254:
            pos += 2
        elif byte == 12:
            return data[pos + 1] == 30
        else:
            return False
    return False
