"""Glyph names to text: the Adobe Glyph List mapping, and numeric-name readers.

Holds ``glyph_to_unicode``, the mapping of the AGL specification (suffix dropped at
the first period, ligature components split at underscores, each component through
the AGL, ``uniXXXX...`` or ``uXXXX[XX]``), and two helpers that read a code out of
names such as ``g65`` or ``G41``, which only a caller that has seen most of a font's
names look that way may use.

This module must never guess: a name nothing maps (``g37``, ``cid123``, ``.notdef``)
gives None, and the caller records U+FFFD and counts it.
"""

from __future__ import annotations

import functools
import re

from fontTools import agl

# The AGL asks for uppercase hexadecimal after "uni" and "u"; poppler 22.12 reads
# lowercase too (uni00e9, u1f600 were checked), and producers write it, so we do.
_UNI = re.compile(r"uni((?:[0-9A-Fa-f]{4})+)")
_U = re.compile(r"u([0-9A-Fa-f]{4,6})")

# Numeric names, read only on request: a letter or two, then the code.
_DECIMAL_NAME = re.compile(r"[A-Za-z]{1,2}([0-9]{2,3})")
_HEX_NAME = re.compile(r"[A-Za-z]{1,2}([0-9A-Fa-f]{2})")


@functools.lru_cache(maxsize=8192)
def glyph_to_unicode(name: str, zapf_dingbats: bool = False) -> str | None:
    """The text a glyph name stands for, or None when nothing maps it.

    ``f_f_i`` gives "ffi", ``uni0041.sc`` gives "A", ``u1F600`` an emoji. With
    *zapf_dingbats* (the font is ZapfDingbats) the ITC Zapf Dingbats list answers
    first, so ``a1`` gives U+2701. A ligature whose components map only in part keeps
    the parts that map, as the AGL specification says; a name none of whose
    components map gives None.
    """
    if not isinstance(name, str):
        return None
    base = name.split(".", 1)[0]
    if not base:
        return None
    text = "".join(_component_to_unicode(part, zapf_dingbats) for part in base.split("_"))
    return text or None


def _component_to_unicode(component: str, zapf_dingbats: bool) -> str:
    # fontTools implements the AGL specification's steps for one component (Zapf
    # Dingbats list, AGL, uni, u); only the lowercase tolerance is ours.
    text = agl.toUnicode(component, isZapfDingbats=zapf_dingbats)
    if text:
        return text
    match = _UNI.fullmatch(component)
    if match:
        digits = match.group(1)
        values = [int(digits[i : i + 4], 16) for i in range(0, len(digits), 4)]
        if not any(0xD800 <= value <= 0xDFFF for value in values):
            return "".join(map(chr, values))
        return ""
    match = _U.fullmatch(component)
    if match:
        value = int(match.group(1), 16)
        if value <= 0x10FFFF and not 0xD800 <= value <= 0xDFFF:
            return chr(value)
    return ""


def numeric_glyph_code(name: str) -> int | None:
    """The code in a decimal numeric name (``g65``, ``G65``, ``a65``, ``cd123``), or None.

    For a simple font whose names are mostly of this form: producers that name glyphs
    by their code. Codes past 255 give None, as no simple-font code reaches them.
    """
    match = _DECIMAL_NAME.fullmatch(name) if isinstance(name, str) else None
    if match is None:
        return None
    code = int(match.group(1))
    return code if code <= 255 else None


def hex_glyph_code(name: str) -> int | None:
    """The code in a hexadecimal numeric name (``G41``, ``x4F``), or None.

    Many real names fit this pattern too (``Acc`` reads as 0xCC): use it only for a
    font whose names are mostly of this form.
    """
    match = _HEX_NAME.fullmatch(name) if isinstance(name, str) else None
    return int(match.group(1), 16) if match else None
