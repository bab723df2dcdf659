"""Matching: a query compiled once, run over the folded view of each page's text.

The folded view of a page is its text folded character by character, with a map from
each folded character back to the page-text offset it came from. A line break reads as
a space. A hyphen at a line end before a lower-case letter, with its break, reads as
the marker ``OPTIONAL_HYPHEN`` that a literal query may match or skip (``réglementation``
finds ``réglemen-⏎tation``; ``e-mail`` still finds ``e-⏎mail``); for a regular
expression it is dropped from the text instead (the pattern sees ``réglementation``).
A break after any other line-end hyphen reads as nothing (``XR-⏎5501`` reads
``XR-5501``).

A literal query is folded as the text is; a regular expression has its literal
characters folded (escapes are left alone) and case folded by the ``regex`` module's
full case-insensitive matching. Every query runs under the per-page timeout of the
``regex`` module. This module must never make records or look at geometry.
"""

from dataclasses import dataclass, replace

import regex

from ..errors import UsageError
from .folding import Folder, FoldOptions, collapse_spaces

OPTIONAL_HYPHEN = "\x00"
_HYPHEN_PIECE = "[\\-\\x00]"
_JOIN = "\\x00?"


class PageTimeout(Exception):
    """The query ran past its time on one page."""


@dataclass(frozen=True)
class Query:
    pattern: str
    is_regex: bool = False
    fold: FoldOptions = FoldOptions()
    timeout: float = 2.0         # seconds a page (the design's default MatchTimeout)


class Matcher:
    """A compiled query; ``spans(page)`` gives the page-text spans it matches."""

    def __init__(self, query):
        self.query = query
        text_fold = replace(query.fold, case=False) if query.is_regex else query.fold
        self.folder = Folder(text_fold)
        self.empty = False
        if query.is_regex:
            source = _fold_pattern(query.pattern, self.folder)
            flags = regex.IGNORECASE | regex.FULLCASE if query.fold.case else 0
        else:
            folded = collapse_spaces(self.folder.text(query.pattern))
            self.empty = not folded
            source = _literal_pattern(folded)
        try:
            self.compiled = regex.compile(source, flags if query.is_regex else 0)
        except regex.error as error:
            raise UsageError(f"bad regular expression: {error}") from None

    def spans(self, page):
        """(start, end) page-text offsets, end exclusive, of each non-empty match on the
        page, in text order; PageTimeout when the page ran out of time."""
        if self.empty or not page.text:
            return []
        text, origin = folded_view(page, self.folder, literal=not self.query.is_regex)
        try:
            found = [(m.start(), m.end()) for m in self.compiled.finditer(text, timeout=self.query.timeout)]
        except TimeoutError:
            raise PageTimeout() from None
        return [(origin[s], origin[e - 1] + 1) for s, e in found if e > s]


def folded_view(page, folder, literal=True):
    """(folded text, per folded character the page-text offset it came from)."""
    out, origin = [], []
    text, hyphens = page.text, page.hyphens
    i, count = 0, len(text)
    while i < count:
        char = text[i]
        if i in hyphens and i + 1 < count and text[i + 1] == "\n":
            if hyphens[i]:
                if literal:
                    out.append(OPTIONAL_HYPHEN)
                    origin.append(i)
            else:
                for piece in folder.char(char):
                    out.append(piece)
                    origin.append(i)
            i += 2
            continue
        folded = " " if char == "\n" else ("\ufffd" if char == OPTIONAL_HYPHEN else folder.char(char))
        for piece in folded:
            out.append(piece)
            origin.append(i)
        i += 1
    return "".join(out), origin


def _literal_pattern(folded):
    pieces = []
    for index, char in enumerate(folded):
        if index and char != " " and folded[index - 1] != " ":
            pieces.append(_JOIN)
        # A query's spaces are collapsed; in the page a space may fold from several
        # characters (a spacing accent is a space and a dropped mark): one or more match.
        pieces.append(_HYPHEN_PIECE if char == "-" else " +" if char == " " else regex.escape(char))
    return "".join(pieces)


def _fold_pattern(pattern, folder):
    """The pattern with its literal characters folded; an escape and the character after
    it are kept as written; a character whose folding differs is escaped."""
    out = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        folded = folder.char(char)
        out.append(char if folded == char else regex.escape(folded))
        i += 1
    return "".join(out)
