"""Stacked accents: the marks a diacritic drawn as a glyph of its own may be, and the
combining character each stands for. The native core composes them with their letters.

TeX's \\accent with OT1 fonts (and other producers without precomposed glyphs) draws
``´`` then ``e`` at one place; pdftotext reads "é" there. A mark glyph that is next to
a letter in content order within one word, and overlaps it along the baseline by at
least ``accent_overlap`` of the narrower of the two, is composed with it: the letter's
text becomes the NFC form of letter + combining mark (letter + mark where Unicode has no
precomposed form), the mark's text becomes "" (the way the later glyphs of an
ActualText span read), so the word keeps both glyphs, its box covers both and its text
reads once. This module holds data only.
"""

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
