"""The colour space and bits of a JPX image whose dictionary leaves them out, read from
the JPEG 2000 header as the decoder would report them (components: 1 gray, 3 rgb,
4 cmyk; 8 bits a component, what poppler's JPX decoder hands on). Never decodes samples.
"""

import struct

from .spaces import Space

_SPACES = {1: Space("gray", 1, "DeviceGray"), 3: Space("rgb", 3, "DeviceRGB"), 4: Space("cmyk", 4, "DeviceCMYK")}
_HEAD = 4096   # the header boxes (ihdr) or the SIZ marker sit in the first bytes


def components(head):
    """Number of components from a JP2 file's ihdr box or a codestream's SIZ marker."""
    at = head.find(b"ihdr")
    if at >= 0 and len(head) >= at + 14:
        return struct.unpack(">H", head[at + 12:at + 14])[0]
    at = head.find(b"\xff\x51")
    if at >= 0 and len(head) >= at + 40:
        return struct.unpack(">H", head[at + 38:at + 40])[0]
    return None


def jpx_params(stream, space, bpc):
    if stream is None:
        return space, bpc
    try:
        count = components(stream.read_raw_bytes()[:_HEAD])
    except Exception:
        count = None
    return (space or _SPACES.get(count)), (bpc or 8)
