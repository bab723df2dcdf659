"""The seam to the native core: a page's glyph records in, its line and word records out.

``page_words`` hands a page's glyph records to ``pdftk_text._core`` in one call; the core
places, merges copies, cuts strands and words, builds lines and returns the records.
What the core asks of a text -- white space, bidi kinds, marks, widths -- is answered
here once per distinct text by Python's own Unicode database (``text_props``), so the
words read the same on every side; a line's text is joined by the rule every stage joins
words by (``joining``). This module must never place or break glyphs itself.
"""

import unicodedata
from functools import lru_cache

from .. import _core
from ..errors import RecordStreamError
from .accents import MARKS
from .bidi import DIGITS, bidi_class, char_kind, has_rtl, strong_counts
from .joining import OVERLAPPING, TOUCHING

HYPHENS = ("\u002d", "\u2010", "\u00ad")      # a line ending in one of these says so ("hyphen")

# Invisible format characters: a glyph whose text is one of them (TeX's compound word
# mark reads as U+200C) is drawn with no width and no ink; it joins no word and splits
# none, as a zero-width non-joiner between two letters of a word does not. A drawn soft
# hyphen (U+00AD, also a format character) is visible, and stays.
INVISIBLE = frozenset("\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                      "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff")

# a glyph record's fields the core reads, and the shape each must have
_SHAPES = (("id", int), ("text", (str, type(None))), ("font", object), ("size", (int, float)),
           ("origin", 2), ("quad", 8), ("bbox", 4))


def gap_units(spaces, tolerances):
    """{font: the widest gap inside a word, in em of the glyph's size}: ``space_gap`` of
    the font's space width where ``spaces`` (a content record's ``space_widths``) gives
    one within ``space_range``; fonts left out break at ``word_gap``."""
    low, high = tolerances.space_range
    return {font: tolerances.space_gap * width for font, width in (spaces or {}).items()
            if isinstance(width, (int, float)) and low < width <= high}


@lru_cache(maxsize=1 << 16)
def text_props(text):
    """What the core asks of a glyph's text, in the order it reads them: white space
    throughout, an invisible format character, East Asian wide first character, the
    combining mark it stands for (or None), its first character's bidi kind, its first
    strong kind, holds a digit, holds right-to-left, one letter, and its strong
    right-to-left and left-to-right counts."""
    rtl, ltr = strong_counts(text)
    return (bool(text) and text.isspace(), text in INVISIBLE,
            bool(text) and unicodedata.east_asian_width(text[0]) in ("W", "F"),
            MARKS.get(text), char_kind(text), bidi_class(text),
            any(unicodedata.bidirectional(c) in DIGITS for c in text), has_rtl(text),
            len(text) == 1 and unicodedata.category(text).startswith("L"), rtl, ltr)


def page_words(glyphs, page, tolerances, spaces=None, dumps=None, batch=False):
    """(records, dropped): the line and word records of one page's glyphs (a list of glyph
    records, or a ``_core.GlyphPage``), each line followed by its words, and how many
    glyphs were read once as copies of another. Given ``dumps`` (orjson's) and a
    GlyphPage, the records are the bytes of their JSON lines, written by the core. With
    ``batch``, (line records, word records, {line id: its word records}, the page laid
    out as ``order.segments.line_layout`` lays it out) for the order stage."""
    try:
        return _core.page_words(glyphs, page, tolerances, gap_units(spaces, tolerances), text_props,
                                (TOUCHING, OVERLAPPING), "".join(HYPHENS), dumps, batch)
    except _core.GlyphFieldError as error:
        raise RecordStreamError(_bad_glyph(glyphs[error.args[0]])) from None


def _bad_glyph(record):
    """The one-line reason a glyph record cannot be read: the first field it lacks, or
    the first whose value has the wrong shape."""
    where = f"glyph record (page {record.get('page')}, id {record.get('id')})"
    for name, shape in _SHAPES:
        if name not in record:
            return f"{where} has no \"{name}\""
        value = record[name]
        if isinstance(shape, int):
            fits = isinstance(value, (list, tuple)) and len(value) >= shape and all(
                isinstance(v, (int, float)) for v in value[:shape])
        else:
            fits = isinstance(value, shape)
        if not fits:
            return f"{where} has a malformed \"{name}\""
    return f"{where} has a malformed field"
