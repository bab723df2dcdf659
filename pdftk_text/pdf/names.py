"""PDF names as text. A name is bytes (ISO 32000 §7.3.5): UTF-8 by recommendation only,
and producers write font names in GBK, Shift-JIS or Latin-1; pikepdf's ``str()`` of such
a name raises. This module must never raise on what a file holds.
"""

import re

import pikepdf

_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")


def name_bytes(value):
    """A name's bytes without its slash (#xx escapes undone), or None for a non-name."""
    if not isinstance(value, pikepdf.Name):
        return None
    return _ESCAPE.sub(lambda m: bytes([int(m[1], 16)]), value.unparse()[1:])


def name_raw(value):
    """A name as str, bytes that are not UTF-8 kept as surrogate escapes: encoding it back
    with ``surrogateescape`` gives the bytes as pdffonts prints them. None for a non-name."""
    raw = name_bytes(value)
    return None if raw is None else raw.decode("utf-8", "surrogateescape")


def name_text(value):
    """A name as text fit for JSON: its UTF-8, or where it is not UTF-8, each byte past ASCII
    written #XX as PDF syntax writes it (lossless, never a guess at the legacy encoding)."""
    raw = name_bytes(value)
    return None if raw is None else displayed(raw.decode("utf-8", "surrogateescape"))


def displayed(text):
    """``name_raw``'s text with each escaped byte written #XX."""
    if text is None:
        return None
    return re.sub("[\udc80-\udcff]", lambda m: "#%02X" % (ord(m[0]) - 0xDC00), text)
