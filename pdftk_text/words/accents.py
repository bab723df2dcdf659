"""Stacked accents: a diacritic drawn as a glyph of its own over or under a letter,
read as the letter it makes.

TeX's \\accent with OT1 fonts (and other producers without precomposed glyphs) draws
``´`` then ``e`` at one place; pdftotext reads "é" there. A mark glyph that is next to
a letter in content order within one word, and overlaps it along the baseline by at
least ``accent_overlap`` of the narrower of the two, is composed with it: the letter's
text becomes the NFC form of letter + combining mark (letter + mark where Unicode has no
precomposed form), the mark's text becomes "" (the way the later glyphs of an
ActualText span read), so the word keeps both glyphs, its box covers both and its text
reads once. This module works on placed-glyph tuples only; it must never change a
record.
"""

import unicodedata

from .placement import END, PERP, START, TEXT

# spacing diacritics (as glyph names map them: OT1's acute is U+00B4, its circumflex U+02C6)
# and the combining marks they stand for
_SPACING = {
    "\u0060": "\u0300", "\u00b4": "\u0301", "\u02c6": "\u0302", "\u005e": "\u0302",
    "\u02dc": "\u0303", "\u007e": "\u0303", "\u00af": "\u0304", "\u02c9": "\u0304",
    "\u02d8": "\u0306", "\u02d9": "\u0307", "\u00a8": "\u0308", "\u02da": "\u030a",
    "\u02dd": "\u030b", "\u02c7": "\u030c", "\u00b8": "\u0327", "\u02db": "\u0328",
}
MARKS = {**_SPACING, **{chr(c): chr(c) for c in range(0x0300, 0x0370)}}
"""Texts a glyph may have to be a mark, and the combining character each stands for."""


def compose(word, overlap):
    """Compose the last two glyphs of ``word`` (one a mark, the other a letter) when they
    overlap; return the glyph the next gap is measured from (the letter), or None when
    they are left as they are."""
    before, after = word[-2], word[-1]
    if before[TEXT] in MARKS and after[TEXT] not in MARKS:
        mark, base = before, after
    elif after[TEXT] in MARKS and before[TEXT] not in MARKS:
        mark, base = after, before
    else:
        return None
    letter = base[TEXT]
    if len(letter) != 1 or not unicodedata.category(letter).startswith("L"):
        return None
    narrower = min(mark[END] - mark[START], base[END] - base[START])
    if min(mark[END], base[END]) - max(mark[START], base[START]) < overlap * narrower:
        return None
    mark_first = mark is before
    text = unicodedata.normalize("NFC", letter + MARKS[mark[TEXT]])
    base = base[:TEXT] + (text,) + base[TEXT + 1:]
    # the mark keeps its place and box; it reads nothing and sits on the letter's baseline
    mark = mark[:PERP] + (base[PERP],) + mark[PERP + 1:TEXT] + ("",) + mark[TEXT + 1:]
    word[-2:] = [mark, base] if mark_first else [base, mark]
    return base
