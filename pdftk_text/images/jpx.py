"""The colour space and bits of a JPX image, read from the JPEG 2000 header as poppler's
decoder reports them: 8 bits a component whatever the dictionary says (the decoder hands
on 8-bit samples), and, where the dictionary leaves the space out, one from the number of
components (1 or 2 gray, 3 rgb, 4 cmyk, more cmyk) -- but 4 components of an sRGB or
sYCC image are rgb and its alpha. Never decodes samples.
"""

import struct

from .spaces import Space

_SPACES = {1: Space("gray", 1, "DeviceGray"), 3: Space("rgb", 3, "DeviceRGB"), 4: Space("cmyk", 4, "DeviceCMYK")}
_HEAD = 4096   # the header boxes (ihdr, colr) or the SIZ marker sit in the first bytes
_RGB_WITH_ALPHA = (16, 18)   # the colr box's enumerated sRGB and sYCC


def components(head):
    """Number of components from a JP2 file's ihdr box or a codestream's SIZ marker."""
    at = head.find(b"ihdr")
    if at >= 0 and len(head) >= at + 14:
        return struct.unpack(">H", head[at + 12:at + 14])[0]
    at = head.find(b"\xff\x51")
    if at >= 0 and len(head) >= at + 40:
        return struct.unpack(">H", head[at + 38:at + 40])[0]
    return None


def enumerated_space(head):
    """The enumerated colour space of a JP2 file's colr box (method 1), else None."""
    at = head.find(b"colr")
    if at < 0 or len(head) < at + 11 or head[at + 4] != 1:
        return None
    return struct.unpack(">I", head[at + 7:at + 11])[0]


def decoded_components(head):
    """The components poppler's decoder hands on: an sRGB or sYCC image's alpha dropped,
    two components read as one, more than four as four."""
    count = components(head)
    if count is None or count < 1:
        return None
    if count == 4 and enumerated_space(head) in _RGB_WITH_ALPHA:
        return 3
    return 1 if count == 2 else min(count, 4)


def jpx_params(stream, space):
    """(space, bits) of a JPX image: ``space`` as the dictionary gives it, else the
    codestream's; bits 8."""
    if stream is None or space is not None:
        return space, 8
    try:
        count = decoded_components(stream.read_raw_bytes()[:_HEAD])
    except Exception:
        count = None
    return _SPACES.get(count), 8
