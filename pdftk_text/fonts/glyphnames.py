"""Glyph names to text: the Adobe Glyph List mapping, and numeric-name readers.

Holds ``glyph_to_unicode``, the mapping of the AGL specification (suffix dropped at
the first period, ligature components split at underscores, each component through
the ITC Zapf Dingbats list for that font, the AGL, then TeX's names the AGL lacks,
``uniXXXX...`` or ``uXXXX[XX]``), and two helpers that read a code out of
names such as ``g65`` or ``G41``, which only a caller that has seen most of a font's
names look that way may use; and ``aglfn_name``, the AGL for New Fonts' name of a code
point. The lists are ``data/agl.json``, generated from
fontTools' copy of Adobe's by ``tools/gen_agl.py`` (notice in ``data/AGL-NOTICE.txt``)
and read once, on first use.

This module must never guess: a name nothing maps (``g37``, ``cid123``, ``.notdef``)
gives None, and the caller records U+FFFD and counts it.
"""

from __future__ import annotations

import functools
import re

from . import read_data

# The AGL asks for uppercase hexadecimal after "uni" and "u"; poppler 22.12 reads
# lowercase too (uni00e9, u1f600 were checked), and producers write it, so we do.
_UNI = re.compile(r"uni((?:[0-9A-Fa-f]{4})+)")
_U = re.compile(r"u([0-9A-Fa-f]{4,6})")

# Glyph names of TeX's math and text fonts that the AGL lacks, by what each glyph is:
# the Computer Modern math symbols (cmsy's OMS encoding, in nearly every LaTeX
# document, mostly without a ToUnicode), the AMS symbols' solid triangles, and the
# compound word mark LaTeX puts between ligature-breaking letters. MuPDF reads them so
# (the names it was seen to read are pinned by tests/cram/pdf-glyphs-tex-names.t);
# poppler prints the codes. Nothing else is guessed: a name in neither list gives None;
# nor is a piece of a symbol TeX builds from two glyphs (cmsy's "mapsto" is the bar of
# \mapsto, drawn before an arrow).
_TEX_NAMES = {
    "angbracketleft": "\u27e8", "angbracketright": "\u27e9",     # \langle \rangle
    "arrowbothv": "\u2195", "arrowdblbothv": "\u21d5",
    "arrownortheast": "\u2197", "arrownorthwest": "\u2196",
    "arrowsoutheast": "\u2198", "arrowsouthwest": "\u2199",
    "bardbl": "\u2225", "ceilingleft": "\u2308", "ceilingright": "\u2309",
    "circlecopyrt": "\u20dd", "circledivide": "\u2298", "circledot": "\u2299",
    "circleminus": "\u2296", "coproduct": "\u2a3f", "diamondmath": "\u22c4",
    "equivasymptotic": "\u224d", "floorleft": "\u230a", "floorright": "\u230b",
    "follows": "\u227b", "followsequal": "\u2ab0", "greatermuch": "\u226b",
    "Ifractur": "\u2111", "intersectionsq": "\u2293", "latticetop": "\u22a4",
    "lessmuch": "\u226a", "negationslash": "\u0338", "owner": "\u220b",
    "precedesequal": "\u2aaf", "prime": "\u2032", "Rfractur": "\u211c",
    "similarequal": "\u2243", "subsetsqequal": "\u2291", "supersetsqequal": "\u2292",
    "triangle": "\u25b3", "triangleinv": "\u25bd", "turnstileleft": "\u22a2",
    "turnstileright": "\u22a3", "unionmulti": "\u228e", "unionsq": "\u2294",
    "wreathproduct": "\u2240",
    "triangleleftsld": "\u25c0", "trianglerightsld": "\u25b6",       # msam
    "cwm": "\u200c", "compwordmark": "\u200c", "visiblespace": "\u2423",
}

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


@functools.cache
def _lists():
    """The AGL (name to text), the Zapf Dingbats list (text of a1, a2... by number) and
    the AGLFN (code to name), read on first need: a file whose fonts all carry
    ToUnicode never needs them."""
    data = read_data("agl.json")
    return data["agl"], tuple(data["zapf_dingbats"]), {int(code, 16): name for code, name in data["aglfn"].items()}


def aglfn_name(code: int) -> str | None:
    """The AGL for New Fonts' name for a Unicode code point (``A``, ``Zhecyrillic``), or None."""
    return _lists()[2].get(code)


def _component_to_unicode(component: str, zapf_dingbats: bool) -> str:
    # The AGL specification's steps for one component: the Zapf Dingbats list (for that
    # font), the AGL, uni, u; TeX's names come before uni and u, which we also read in
    # lowercase.
    agl, dingbats, _ = _lists()
    text = (zapf_dingbats and _dingbat(component, dingbats)) or agl.get(component) or _TEX_NAMES.get(component)
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


def _dingbat(component: str, dingbats: tuple) -> str | None:
    """The ITC Zapf Dingbats list's text for ``aN``, or None."""
    if len(component) < 2 or component[0] != "a":
        return None
    try:
        number = int(component[1:])
    except ValueError:
        return None
    return dingbats[number] if 0 <= number < len(dingbats) else None


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
