"""The standard 14 fonts: their metrics, and the names that stand for them.

Holds ``Standard14`` (one font's AFM facts: widths by glyph name, ascent, descent,
bounding box, built-in encoding, whether it is symbolic) and ``lookup``, which takes a
/BaseFont as producers write it — subset prefix, ``Arial,Bold``, ``TimesNewRomanPSMT``
— to one of the 14. The data is ``data/standard14.json``, generated from Adobe's AFM
files by ``tools/gen_standard14.py`` (notice in ``data/STANDARD14-NOTICE.txt``) and
read once, on first use.

This module must never stand a font in for one whose metrics differ: names that only
look alike (Arial Narrow, Arial Black, Helvetica Condensed) give None. The one stand-in it
makes is ``stand_in``, for a font that gives no advances at all: a standard font's are
nearer the truth than none.
"""

from __future__ import annotations

import functools
import re
from types import MappingProxyType
from typing import Mapping

from ..frozen import Frozen
from . import read_data


class Standard14(Frozen, eq=False):
    """One standard font's metrics, in 1000-unit glyph space.

    There is one instance per font (``lookup`` hands out the same object), so identity
    is equality.
    """

    name: str  # the standard name, e.g. "Helvetica-Bold"
    widths: Mapping[str, int]  # advance width by glyph name
    ascent: int  # AFM Ascender; the FontBBox top for Symbol and ZapfDingbats, which have none
    descent: int  # AFM Descender, negative; the FontBBox bottom where there is none
    bbox: tuple[int, int, int, int]  # FontBBox: llx, lly, urx, ury
    encoding: tuple[str | None, ...]  # built-in encoding, 256 glyph names or None
    symbolic: bool  # Symbol and ZapfDingbats: their own character set, not Latin
    cap_height: int | None = None
    x_height: int | None = None
    italic_angle: float = 0.0
    fixed_pitch: bool = False


STANDARD_NAMES = (
    "Courier", "Courier-Bold", "Courier-BoldOblique", "Courier-Oblique",
    "Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Oblique",
    "Symbol",
    "Times-Bold", "Times-BoldItalic", "Times-Italic", "Times-Roman",
    "ZapfDingbats",
)  # fmt: skip

# ISO 32000-2 §9.6.4: a subset's name is six uppercase letters and "+"; a few producers
# use lowercase, which no reader refuses.
_SUBSET_PREFIX = re.compile(r"^[A-Za-z]{6}\+")

# The Latin families and the names producers give them (Windows core fonts, their
# PostScript names with PS/MT, the comma forms of ISO 32000-1 §9.6.2.2's examples).
# Longer alternatives come first, so "TimesNewRoman" is not read as "Times".
_LATIN = re.compile(
    r"(?P<family>Helvetica|Arial|TimesNewRoman|Times|CourierNew|Courier)"
    r"(?:PS)?(?:MT)?"
    r"(?:[,-]?(?P<style>BoldItalic|BoldOblique|Bold|Italic|Oblique|Roman|Regular))?"
    r"(?:MT)?",
    re.IGNORECASE,
)
_FAMILIES = {
    "helvetica": "Helvetica",
    "arial": "Helvetica",
    "timesnewroman": "Times",
    "times": "Times",
    "couriernew": "Courier",
    "courier": "Courier",
}
# (family, bold, italic) -> standard name.
_STYLED = {
    ("Helvetica", False, False): "Helvetica",
    ("Helvetica", True, False): "Helvetica-Bold",
    ("Helvetica", False, True): "Helvetica-Oblique",
    ("Helvetica", True, True): "Helvetica-BoldOblique",
    ("Times", False, False): "Times-Roman",
    ("Times", True, False): "Times-Bold",
    ("Times", False, True): "Times-Italic",
    ("Times", True, True): "Times-BoldItalic",
    ("Courier", False, False): "Courier",
    ("Courier", True, False): "Courier-Bold",
    ("Courier", False, True): "Courier-Oblique",
    ("Courier", True, True): "Courier-BoldOblique",
}
# Symbol keeps its metrics whatever style a producer asks for (poppler reads
# "Symbol,Bold" as Symbol, as there is no bold Symbol to use).
_SYMBOL = re.compile(r"Symbol(?:MT)?(?:[,-](?:Bold|Italic|BoldItalic))?", re.IGNORECASE)
_DINGBATS = re.compile(r"(?:ITC)?ZapfDingbats(?:ITC)?|Dingbats", re.IGNORECASE)


def resolve_name(base_font: str) -> str | None:
    """The standard name a /BaseFont stands for (with or without "/"), or None."""
    if not isinstance(base_font, str):
        return None
    name = base_font[1:] if base_font.startswith("/") else base_font
    name = _SUBSET_PREFIX.sub("", name)
    # "Times New Roman,Bold" arrives with its spaces once #20 is decoded.
    name = name.replace(" ", "")
    if name in STANDARD_NAMES:
        return name
    if _SYMBOL.fullmatch(name):
        return "Symbol"
    if _DINGBATS.fullmatch(name):
        return "ZapfDingbats"
    match = _LATIN.fullmatch(name)
    if match is None:
        return None
    family = _FAMILIES[match.group("family").lower()]
    style = (match.group("style") or "").lower()
    return _STYLED[family, style.startswith("bold"), style.endswith(("italic", "oblique"))]


# /FontDescriptor /Flags bits the stand-in is chosen by (ISO 32000-1 §9.8.2, Table 123).
FIXED_PITCH, SERIF, ITALIC, FORCE_BOLD = 1 << 0, 1 << 1, 1 << 6, 1 << 18
_BOLD_NAME = re.compile(r"Bold", re.IGNORECASE)
_ITALIC_NAME = re.compile(r"Italic|Oblique", re.IGNORECASE)


def stand_in(base_font: str, flags: int | None, italic_angle: float = 0.0) -> Standard14:
    """The standard font whose advances a simple font takes when it gives none of its
    own (no /Widths, no standard name, no readable program), chosen as poppler and MuPDF
    choose the face they substitute: FixedPitch Courier, Serif Times, else Helvetica;
    bold when ForceBold is set or the name says Bold (MuPDF's rule; poppler reads the
    flag alone); italic by the Italic flag, a name saying Italic or Oblique, or a slanted
    /ItalicAngle. ``flags`` None (no descriptor, or no /Flags in it) reads as Serif, as
    both referees read it: Times-Roman is their default face.
    """
    flags = SERIF if flags is None else flags
    name = base_font if isinstance(base_font, str) else ""
    family = "Courier" if flags & FIXED_PITCH else "Times" if flags & SERIF else "Helvetica"
    bold = bool(flags & FORCE_BOLD or _BOLD_NAME.search(name))
    italic = bool(flags & ITALIC or _ITALIC_NAME.search(name) or italic_angle)
    return _fonts()[_STYLED[family, bold, italic]]


def lookup(base_font: str) -> Standard14 | None:
    """The standard font a /BaseFont stands for, or None.

    ``ABCDEF+Helvetica``, ``Arial,Bold``, ``Arial-BoldMT``, ``TimesNewRomanPSMT``,
    ``CourierNew,Italic`` and ``Helvetica,Bold`` are all understood.
    """
    name = resolve_name(base_font)
    return None if name is None else _fonts()[name]


@functools.lru_cache(maxsize=1)
def _fonts() -> Mapping[str, Standard14]:
    # Read once per process; the file ships with the package, so a failure here is a
    # broken installation and is allowed to raise.
    return MappingProxyType({name: _font(name, facts) for name, facts in read_data("standard14.json")["fonts"].items()})


def _font(name: str, facts: dict) -> Standard14:
    bbox = tuple(facts["FontBBox"])
    ascent = facts["Ascender"]
    descent = facts["Descender"]
    return Standard14(
        name=name,
        widths=MappingProxyType(facts["Widths"]),
        ascent=bbox[3] if ascent is None else ascent,
        descent=bbox[1] if descent is None else descent,
        bbox=bbox,
        encoding=tuple(facts["Encoding"]),
        symbolic=facts["Symbolic"],
        cap_height=facts["CapHeight"],
        x_height=facts["XHeight"],
        italic_angle=float(facts["ItalicAngle"]),
        fixed_pitch=facts["IsFixedPitch"],
    )
