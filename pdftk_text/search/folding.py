"""Folding: what makes two spellings of the same text compare equal.

``FoldOptions`` names the five foldings (case, diacritics, compatibility forms, odd
spaces, punctuation variants), each on by default and each switchable. ``Folder``
folds one character at a time into zero or more characters, so a folded text keeps a
map back to the characters it came from. Canonical decomposition (NFD) is always
applied, whatever the options: ``é`` and ``e`` + U+0301 are the same text.

Determinism: every table comes from Python's ``unicodedata`` (Unicode ``UNICODE_VERSION``,
fixed for a Python minor version: 14.0.0 on Python 3.11) or from the small tables below;
no locale, no ICU. A test pins the version, so a Python whose tables differ fails it
instead of folding differently. This module holds data and pure functions; it must
never look at records or geometry.
"""

import unicodedata

from ..frozen import Frozen

UNICODE_VERSION = unicodedata.unidata_version

# The odd spaces the design names, plus tab and the ideographic space: each reads as " ".
ODD_SPACES = frozenset("\u0009\u00a0\u202f\u205f\u3000" + "".join(chr(c) for c in range(0x2000, 0x200B)))
# Zero-width characters that carry no text of their own (read as nothing with spaces folded).
ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff")

# Punctuation variants, each read as its ASCII form.
PUNCTUATION = {
    **{c: "'" for c in "\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\uff07"},
    **{c: '"' for c in "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\uff02"},
    **{c: "-" for c in "\u00ad\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"},
    "\u2039": "<", "\u203a": ">", "\u2044": "/", "\u2024": ".", "\u2026": "...",
}

# Letters whose diacritic is part of the letter (no decomposition): read as the base letter.
STROKED = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H",
           "ŧ": "t", "Ŧ": "T", "ƀ": "b", "ɨ": "i"}

# Combining classes kept even with diacritics folded: nukta (7) and virama (9) change
# the letter in Indic scripts; they are not accents.
KEPT_CLASSES = frozenset((7, 9))

# Characters of scripts written without spaces between words, where a line may break
# between any two characters and a Latin word or a number may stand with or without a
# space beside them: Han (radicals, unified and compatibility ideographs, extensions B
# on), kana (half-width too), CJK symbols and punctuation (not U+3000, a space), the
# vertical and full-width punctuation forms. Not Hangul: Korean sets words apart.
CJK_RANGES = ((0x2E80, 0x2FFF), (0x3001, 0x303F), (0x3040, 0x30FF), (0x3190, 0x319F),
              (0x31C0, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
              (0xFE30, 0xFE4F), (0xFF01, 0xFF0F), (0xFF1A, 0xFF20), (0xFF3B, 0xFF40),
              (0xFF5B, 0xFF65), (0xFF66, 0xFF9F), (0x20000, 0x3FFFF))


class FoldOptions(Frozen):
    case: bool = True          # full case folding (ß = ss, ﬁ = fi), str.casefold
    diacritics: bool = True    # combining marks dropped, stroked letters read as their base
    compat: bool = True        # compatibility forms (NFKD): ligatures, presentation forms, full-width
    spaces: bool = True        # U+00A0, U+202F, U+2000-U+200A (and tab, U+205F, U+3000) read as " "
    punctuation: bool = True   # curly quotes, dashes and minus read as ' " -

    @classmethod
    def none(cls):
        return cls(False, False, False, False, False)


class Folder:
    """Folds characters under one set of options, remembering each answer."""

    def __init__(self, options=FoldOptions()):
        self.options = options
        self._cache = {}

    def char(self, char):
        """The folded form of one character (possibly empty, possibly several)."""
        folded = self._cache.get(char)
        if folded is None:
            folded = self._cache[char] = self._fold(char)
        return folded

    def text(self, text):
        return "".join(self.char(c) for c in text)

    def _fold(self, char):
        # Folding one step can expose another (NFKD then casefold then NFKD...): repeat to
        # a fixed point, so folding is idempotent. Three rounds reach it for every character
        # of Unicode 14 (test_search_folding checks the whole range).
        text = char
        for _ in range(4):
            step = "".join(self._once(c) for c in text)
            if step == text:
                break
            text = step
        return text

    def _once(self, char):
        o = self.options
        if char in ODD_SPACES:
            return " " if o.spaces else char
        if char in ZERO_WIDTH:
            return "" if o.spaces else char
        if o.punctuation and char in PUNCTUATION:
            return PUNCTUATION[char]
        text = unicodedata.normalize("NFKD" if o.compat else "NFD", char)
        if o.case:
            text = unicodedata.normalize("NFD", text.casefold())
        if o.diacritics:
            text = "".join(STROKED.get(c, c) for c in text if not _accent(c))
        return text


def _accent(char):
    return (unicodedata.category(char) == "Mn"
            and unicodedata.combining(char) not in KEPT_CLASSES and unicodedata.combining(char) > 0)


def is_cjk(char):
    """Whether ``char`` (one character, as read, before folding) is of CJK_RANGES."""
    code = ord(char)
    return any(low <= code <= high for low, high in CJK_RANGES)


def is_latin_or_digit(char):
    """Whether ``char`` (as read) is a Latin letter or a digit, full-width ones too."""
    return char.isdigit() or (char.isalpha() and unicodedata.name(char, "").startswith(("LATIN", "FULLWIDTH LATIN")))
