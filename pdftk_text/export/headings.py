"""Headings: which blocks are headings, and at what level.

From the structure when a block carries it: its ``role`` H1-H6 gives the level, H the
depth of its Sect/Part/Art ancestors in ``element``, Title level 1. Otherwise from the
type: ``Statistics`` gathers word sizes and weights over a document (the first
``WINDOW`` pages, then frozen into a ``Scale``); the body size is the size most
characters have; a block is a heading when its confidence reaches ``FLOOR``: larger
than the body, bold where bold is rare, short. A block at the body size in the body
weight scores at most the shortness bonus, below the floor, so body text never becomes
a heading. Levels rank the heading sizes seen, largest first; bold headings at the body
size come after them. The same statistics say whether a monospaced face is rare enough to
mark code (``code``). This module reads block and word records and must never write.
"""

import functools
import operator
import re
from collections import Counter
from typing import NamedTuple

from ..records.fields import column
from ..words.joining import joined_text
from .code import monospaced_font

WINDOW = 16             # pages whose type statistics decide the body size and the heading sizes
FLOOR = 0.6             # confidence a block needs to be written as a heading
HEADING_RATIO = 1.15    # size / body size from which a block counts as larger (a 10 pt body: 11.5 pt)
BOLD_SHARE = 0.8        # share of a block's characters in a bold font for the block to count as bold
BOLD_RARE = 0.4         # bold marks headings only while less than this share of the document is bold
MONO_RARE = 0.8         # a monospaced face marks code only while less of the document is in one (a typed transcript)
SIZE_STEP = 0.5         # pt: sizes are compared rounded to this (one style, slightly different scaling)
SHORT_LINES, SHORT_CHARS = 2, 120       # a heading-like block: at most this many lines and characters
LONG_LINES, LONG_CHARS = 3, 200         # past either, a block reads as a paragraph

# Bold by name: the usual words, and TeX's Computer Modern bold faces (CMBX12, CMB10, CMSSBX10)
_BOLD = re.compile(r"bold|black|heavy|demi|^cmbx|^cmb[0-9]|^cmssbx", re.IGNORECASE)
_SECTIONS = ("Sect", "Part", "Art")
_SENTENCE_ENDS = (".", ";", ",", "\u3002", "\uff0e", "\ufe12")    # . ; , and the ideographic full stops


def structure_level(record):
    """The heading level the structure gives a block record, else None."""
    role = record.get("role")
    if not role:
        return None
    if role == "Title":
        return 1
    if len(role) == 2 and role[0] == "H" and role[1] in "123456":
        return int(role[1])
    if role == "H":
        depth = sum(1 for kind in (record.get("element") or ()) if kind in _SECTIONS)
        return min(6, max(1, depth))
    return None


class Style(NamedTuple):
    size: float             # the size most of the block's characters have, rounded to SIZE_STEP
    bold: float             # share of its characters in a bold font
    chars: int
    lines: int
    letters: bool           # holds a letter (a number alone is never a heading)


class _Tally(NamedTuple):
    """A run of words' characters: in all, per size and per font as drawn."""
    texts: list
    chars: int
    drawn: dict
    fonts: dict


def _tally(words):
    # the fields read a column at a time (a block is mostly one size in one font)
    texts = list(map(_TEXT, words))
    counts = list(map(len, texts))
    chars = sum(counts)
    return _Tally(texts, chars, _weighed(column(words, "size", 0.0), counts, chars),
                  _weighed(column(words, "font"), counts, chars))


def style_of(words, tally=None, weight=None):
    """The block's Style; ``tally`` and ``weight`` (``_tally``'s and ``_weight``'s
    answers for ``words``) when already read."""
    tally = tally or _tally(words)
    size, bold = weight or _weight(tally)
    lines = len(set(column(words, "line")))
    letters = any(map(str.isalpha, "".join(tally.texts)))
    return Style(size, bold, tally.chars, lines, letters)


def _weight(tally):
    """(the size most characters have, rounded to SIZE_STEP; the share of characters in a
    bold font): each size rounded and each font named bold once."""
    sizes = {}
    for size, n in tally.drawn.items():
        size = _round(size)
        sizes[size] = sizes.get(size, 0) + n
    bold = sum(n for font, n in tally.fonts.items() if _bold_font(font))
    size = max(sizes.items(), key=lambda kv: (kv[1], -kv[0]))[0] if sizes else 0.0
    return size, bold / tally.chars if tally.chars else 0.0


_TEXT = operator.itemgetter("text")


def _weighed(keys, counts, total):
    """{key: its words' characters} in the order the keys come first; one key: at once."""
    if not keys:
        return {}
    first = keys[0]
    if keys.count(first) == len(keys):
        return {first: total}
    out = {}
    for key, n in zip(keys, counts):
        out[key] = out.get(key, 0) + n
    return out


@functools.lru_cache(maxsize=1024)
def _bold_font(name):
    """The font is a bold face by its name (the subset prefix cut)."""
    return bool(_BOLD.search((name or "").partition("+")[2] or name or ""))


def _round(size):
    return round(size / SIZE_STEP) * SIZE_STEP


class Scale(NamedTuple):
    body: float                 # the body size
    sizes: tuple                # heading sizes seen, largest first
    bold_marks: bool            # bold is rare enough to mark headings
    code_marks: bool = True     # a monospaced face is rare enough to mark code (not a typed transcript)

    def confidence(self, style, text):
        """How much a block looks like a heading, from 0 (body text) up."""
        score = self._type_score(style)
        if score is None:
            return 0.0
        if text.rstrip().endswith(_SENTENCE_ENDS) and not re.fullmatch(r"[\w.]*\d\.", text.strip()):
            score -= 0.35                         # a sentence, not a title
        return score

    def _type_score(self, style):
        """The confidence its type, weight and length give a block: its text can only
        lower it (a sentence)."""
        if not style.letters or not self.body:
            return None
        score = self._weight_score(style.size, style.bold)
        if style.lines <= SHORT_LINES and style.chars <= SHORT_CHARS:
            score += 0.2
        elif style.lines > LONG_LINES or style.chars > LONG_CHARS:
            score -= 0.5
        return score

    def _weight_score(self, size, bold):
        """What a block's size and share of bold give ``_type_score`` (``self.body`` set)."""
        ratio = size / self.body
        score = 0.0
        if ratio >= HEADING_RATIO:
            score += 0.5 + min(0.2, ratio - HEADING_RATIO)
        elif ratio < 1 / HEADING_RATIO:
            score -= 0.3                          # smaller than the body: captions, notes
        if self.bold_marks and bold >= BOLD_SHARE:
            score += 0.4
        return score

    def level(self, style):
        """The level of a heading block: the rank of its size among the heading sizes."""
        if style.size < self.body * HEADING_RATIO:
            bigger = sum(1 for s in self.sizes if s >= self.body * HEADING_RATIO)
            return min(6, bigger + 1)
        return min(6, 1 + sum(1 for s in self.sizes if s > style.size + SIZE_STEP / 2))

    def heading(self, words, text=None):
        """The level of the block made of ``words`` when it is a heading, else None;
        ``text`` is their text (joined here, when not given, only for a block whose type
        makes it a candidate)."""
        tally = _tally(words)
        weight = _weight(tally)
        # a short block scores its weight's score and 0.2, any other less: below FLOOR
        # then, none is a heading (its lines and letters are not read)
        if not self.body or self._weight_score(*weight) + 0.2 < FLOOR:
            return None
        style = style_of(words, tally, weight)
        score = self._type_score(style)
        if score is None or score < FLOOR:
            return None                           # (its text could only lower it)
        text = joined_text(words) if text is None else text
        return self.level(style) if self.confidence(style, text) >= FLOOR else None


class Statistics:
    """Word sizes and weights of a document's first pages, frozen into a Scale."""

    def __init__(self):
        self.sizes, self.bold, self.chars, self.mono = Counter(), 0, 0, 0
        self.blocks = []            # (Style, text) of each body block seen

    def add(self, page):
        for block in page.blocks:
            words = block.words
            if not words:
                continue
            tally = _tally(words)
            self.chars += tally.chars
            for size, n in tally.drawn.items():
                self.sizes[_round(size)] += n
            for font, n in tally.fonts.items():
                if _bold_font(font):
                    self.bold += n
                if monospaced_font(font or ""):
                    self.mono += n
            self.blocks.append((style_of(words, tally), block.record.get("text") or ""))

    def scale(self):
        body = max(self.sizes.items(), key=lambda kv: (kv[1], -kv[0]))[0] if self.sizes else 0.0
        bold_marks = bool(self.chars) and self.bold / self.chars < BOLD_RARE
        probe = Scale(body, (), bold_marks)
        sizes = {style.size for style, text in self.blocks
                 if style.size >= body * HEADING_RATIO and probe.confidence(style, text) >= FLOOR}
        code_marks = not self.chars or self.mono / self.chars < MONO_RARE
        return Scale(body, tuple(sorted(sizes, reverse=True)), bold_marks, code_marks)
