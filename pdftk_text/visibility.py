"""What a reader can see of a glyph: the names of the visibility facts, the limits the
ones about size and ink are decided by, and what counts as hidden.

A glyph is hidden when it carries any fact in ``HIDING``, except on an OCR page (nearly
every glyph invisible or under an image, images over half the page): there the text under the scan's
image, or drawn invisibly over it, is what the image shows, and ``SCAN_TEXT``'s facts do
not hide it. This module holds names, numbers and colour arithmetic only: it must never
read a PDF.
"""

import math
from functools import lru_cache

from ._core import NARROWEST_EM, PAGE_FACTS, RUN_FACTS, SMALLEST_EM, size_facts  # noqa: F401 (size_facts)

# The facts' names are the native core's, which flags the glyphs (native/src/glyphs.rs):
# a run's, then a glyph's own, each in the order the schema lists them.
HIDDEN_BY_OC, INVISIBLE, TOO_SMALL, SQUEEZED, ANNOTATION, IN_TYPE3 = RUN_FACTS
OUTSIDE, CLIPPED, COVERED, COVERED_BY_FILL, LOW_CONTRAST = PAGE_FACTS
# Not a visibility fact: the glyph is drawn again over an earlier one (fake bold, a halo).
DUPLICATE = "duplicate"

# The facts that hide a glyph.
HIDING = (HIDDEN_BY_OC, INVISIBLE, TOO_SMALL, SQUEEZED, OUTSIDE, CLIPPED, COVERED, COVERED_BY_FILL,
          LOW_CONTRAST)
# On an OCR page these are how the scan's text is laid over or under its image.
SCAN_TEXT = (INVISIBLE, COVERED)

# Ink closer than this to what lies beneath it is not seen: CIE 1976 colour difference
# (ΔE*ab, in CIELAB units, sRGB under D65). About 2.3 is the smallest difference a viewer
# notices between two flat colours side by side (the just-noticeable difference); a glyph
# is a thin shape on its ground, harder to tell apart than two patches.
FAINT_DELTA_E = 2.3
# SMALLEST_EM and NARROWEST_EM (pt): a glyph whose em is drawn less high is too small to
# read, less wide squeezed to a sliver; size_facts names them. They are the native core's,
# which flags a run by them (native/src/bindings/collect.rs).
# The share of the page images must cover for it to be an OCR page (order's image_only).
OCR_IMAGE_COVER = 0.5
# The share of its glyphs that must be invisible or under an image: a scan's text layer
# with glyphs drawn over it (a stamp, a page number, filled-in fields: on a scanned tax
# form of pdf.js's set 11 of 1,377 glyphs, and 53 of 968 on its last page) is still the
# scan's text while three glyphs in four are the layer's.
OCR_GLYPH_SHARE = 0.75

WHITE = (1.0, 1.0, 1.0)

# What each fact says, as the schema and pdf-glyphs --help document it.
FACTS = (
    (HIDDEN_BY_OC, "in optional content that is off (kept only with --keep-hidden)"),
    (INVISIBLE, "drawn in render mode 3 or 7: neither filled nor stroked"),
    (TOO_SMALL, f"its em drawn under {SMALLEST_EM:g} pt high"),
    (SQUEEZED, f"its em drawn under {NARROWEST_EM:g} pt wide, by the text matrix or Tz"),
    (ANNOTATION, "drawn by an annotation's appearance (does not hide)"),
    (IN_TYPE3, "drawn by a Type 3 glyph's procedure (does not hide)"),
    (OUTSIDE, "wholly outside the crop box (kept only with --keep-outside)"),
    (CLIPPED, "wholly outside the clip"),
    (COVERED, "under an opaque image drawn later"),
    (COVERED_BY_FILL, "under an opaque fill of a rectangle drawn later (transparent, soft-masked or "
                      "blended fills, markup annotations and note icons cover nothing)"),
    (LOW_CONTRAST, f"its ink within {FAINT_DELTA_E:g} of its ground in CIE76 delta E (the last fill "
                   "beneath holding it, else the page's white; ink of a known device, calibrated or ICC "
                   "colour)"),
    (DUPLICATE, "the same text, font and size drawn again within 0.1 em of an earlier glyph (fake "
                "bold, a halo; does not hide; kept only with --keep-duplicates)"),
)
FACTS_HELP = ("visibility facts (a glyph's flags):\n" + "".join(f"  {name:22} {meaning}\n" for name, meaning in FACTS)
              + "A glyph with any flag but from-annotation, in-type3-glyph and duplicate is hidden, except the text\n"
                "of an ocr-layer page (invisible, or under the page's image: the scan's text).")


def ocr_page(glyphs, invisible, image_cover, cover_needed=OCR_IMAGE_COVER):
    """Is a page with ``glyphs`` glyphs, ``invisible`` of them invisible or under an image,
    and images over ``image_cover`` of it an OCR page (its text the scan's)?"""
    return bool(glyphs) and invisible >= OCR_GLYPH_SHARE * glyphs and image_cover >= cover_needed


def hidden_reasons(flags, ocr=False):
    """The facts among ``flags`` that hide the glyph (none: it is seen), ``ocr`` on an OCR page."""
    return tuple(flag for flag in flags if flag in HIDING and not (ocr and flag in SCAN_TEXT))


def rgb(space, components):
    """sRGB (0 to 1 each) of a colour in a device, calibrated or ICC space of 1, 3 or 4
    components (CMYK naively: no profile), else None: its look is not known here."""
    if space in ("DeviceGray", "CalGray", "DeviceRGB", "CalRGB", "DeviceCMYK", "ICCBased"):
        try:
            values = [min(1.0, max(0.0, float(v))) for v in components]
        except (TypeError, ValueError):
            return None
        if len(values) == 1:
            return (values[0],) * 3
        if len(values) == 3:
            return tuple(values)
        if len(values) == 4:
            c, m, y, k = values
            return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    return None


def _linear(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _f(t):
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


# sRGB's linear RGB to XYZ (IEC 61966-2-1), each row over its sum: the white point is (1, 1, 1).
_TO_XYZ = tuple(tuple(v / sum(row) for v in row) for row in (
    (0.4124564, 0.3575761, 0.1804375), (0.2126729, 0.7151522, 0.0721750), (0.0193339, 0.1191920, 0.9503041)))


def lab(colour):
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(v) for v in colour)
    x, y, z = (m[0] * r + m[1] * g + m[2] * b for m in _TO_XYZ)
    fx, fy, fz = _f(x), _f(y), _f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


@lru_cache(maxsize=4096)      # a document's inks and grounds repeat page after page
def faint(ink, alpha, ground):
    """Is ``ink`` (sRGB) laid at opacity ``alpha`` over ``ground`` (sRGB) too close to it
    to be seen?"""
    shown = tuple(alpha * i + (1 - alpha) * g for i, g in zip(ink, ground))
    return math.dist(lab(shown), lab(ground)) < FAINT_DELTA_E


class Palette:
    """The colours a page's fills are painted in, each once: index 0 is the page's white.
    ``faint(inks)`` says per colour whether ink laid on it is too close to it to be seen;
    ``kept``, a dict the pages of a document share, holds up to ``most`` verdicts for the
    next page of the same colours."""

    def __init__(self, kept=None, most=0):
        self.colours = [WHITE]
        self._index = {WHITE: 0}
        self._faint = {}
        self._kept, self._most = (kept if kept is not None else {}), most

    def add(self, space, components):
        """The index of a fill's colour, or -1 when its look is not known."""
        colour = rgb(space, components)
        if colour is None:
            return -1
        index = self._index.get(colour)
        if index is None:
            index = self._index[colour] = len(self.colours)
            self.colours.append(colour)
            self._faint.clear()         # verdicts were per colour known then
        return index

    def faint(self, inks):
        """Per colour: is every ink of ``inks`` ((space, components, opacity) each) too
        close to it; None when no colour is, an ink's look is not known or there is none."""
        if not inks:
            return None
        found = self._faint.get(inks, False)
        if found is False:
            key = (inks, tuple(self.colours))
            found = self._kept.get(key, False)
            if found is False:
                looks = [(rgb(space, components), alpha) for space, components, alpha in inks]
                found = None if any(look is None for look, _ in looks) else [
                    all(faint(look, min(1.0, max(0.0, alpha)), ground) for look, alpha in looks) for ground in self.colours]
                found = found if found and any(found) else None
                if len(self._kept) < self._most:
                    self._kept[key] = found
            self._faint[inks] = found
        return found


def visible_glyphs(records):
    """``records`` with the glyph records a reader cannot see left out, page by page: a
    page's glyphs are held until its content record says whether it is an OCR page (or
    the page ends without one: then it is not)."""
    held = []
    for record in records:
        kind = record["type"]
        if kind == "glyph":
            held.append(record)
            continue
        if kind == "content" and held:
            ocr = ocr_page(record.get("glyphs", 0), record.get("invisible", 0), record.get("image_cover") or 0.0)
            yield from (g for g in held if not hidden_reasons(g.get("flags") or (), ocr))
            held = []
        elif kind in ("page", "document") and held:
            yield from (g for g in held if not hidden_reasons(g.get("flags") or ()))
            held = []
        yield record
    yield from (g for g in held if not hidden_reasons(g.get("flags") or ()))
