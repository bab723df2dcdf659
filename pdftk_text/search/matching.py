"""Matching: a query compiled once, run over the folded view of each page's text.

The folded view of a page is its text folded character by character, with a map from
each folded character back to the page-text offset it came from. A line break reads as
a space. A hyphen at a line end before a lower-case letter, with its break, reads as
the marker ``OPTIONAL_HYPHEN`` that a literal query may match or skip (``réglementation``
finds ``réglemen-⏎tation``; ``e-mail`` still finds ``e-⏎mail``); for a regular
expression it is dropped from the text instead (the pattern sees ``réglementation``).
A break after any other line-end hyphen reads as nothing (``XR-⏎5501`` reads
``XR-5501``). In text written without spaces between words (``folding.is_cjk``) a line
breaks anywhere, and a Latin word or a number stands with a space or without one: a
break between two CJK characters, and the space or break between a CJK character and a
Latin letter or digit, read as the marker ``OPTIONAL_GAP``, which a literal query may
match or skip, written with a space there or without (``港町の朝`` finds ``港町⏎の朝``,
``9時`` finds ``9 時`` and ``9 時`` finds ``9時``); for a regular expression the break
between CJK characters is dropped from the text, the gap beside a Latin word kept as a
space.

A literal query is folded as the text is; a regular expression has its literal
characters folded (escapes are left alone) and case folded by the ``regex`` module's
full case-insensitive matching. Every query runs under the per-page timeout of the
``regex`` module. This module must never make records or look at geometry.
"""

import regex

from ..errors import UsageError
from ..frozen import Frozen, replace
from .folding import Folder, FoldOptions, is_cjk, is_latin_or_digit

OPTIONAL_HYPHEN = "\x00"
OPTIONAL_GAP = "\x01"
_MARKERS = (OPTIONAL_HYPHEN, OPTIONAL_GAP)
_HYPHEN_PIECE = "[\\-\\x00]"
_JOIN = "\\x00?"
_GAP_JOIN = "\\x01?"                   # two query characters side by side: a gap between them optional
_GAP_SPACE = "(?:\\x01| +)?"           # a query space beside a CJK character and a Latin one: optional
_BREAK_SPACE = "(?:\\x01| +)"          # a query space between two CJK characters: a space or a break


class PageTimeout(Exception):
    """The query ran past its time on one page."""


class Query(Frozen):
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
            pieces = _query_pieces(query.pattern, self.folder)
            self.empty = not pieces
            source = _literal_pattern(pieces)
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
        gap = _gap(text, i)
        if gap:
            folded = OPTIONAL_GAP if literal else ("" if gap == "break" else " ")
        elif char == "\n":
            folded = " "
        else:
            folded = "\ufffd" if char in _MARKERS else folder.char(char)
        for piece in folded:
            out.append(piece)
            origin.append(i)
        i += 1
    return "".join(out), origin


def _gap(text, i):
    """"break" for a line break between two CJK characters, "gap" for a space or break
    between a CJK character and a Latin letter or digit, else None."""
    if text[i] not in " \n" or i == 0 or i + 1 >= len(text):
        return None
    kinds = {_kind(text[i - 1]), _kind(text[i + 1])}
    if kinds == {"C"}:
        return "break" if text[i] == "\n" else None
    return "gap" if kinds == {"C", "L"} else None


def _kind(char):
    return "C" if is_cjk(char) else "L" if is_latin_or_digit(char) else ""


def _query_pieces(pattern, folder):
    """The query folded: (folded character, kind of the character it came from) pairs,
    runs of spaces read as one (a query typed with two spaces still matches)."""
    pieces = []
    for char in pattern:
        kind = _kind(char)
        for piece in folder.char(char):
            if not (piece == " " and pieces and pieces[-1][0] == " "):
                pieces.append((piece, kind))
    return pieces


def _literal_pattern(pieces):
    out = []
    for index, (char, kind) in enumerate(pieces):
        before = pieces[index - 1] if index else (None, None)
        if char == " ":
            # In the page a space may fold from several characters (a spacing accent is a
            # space and a dropped mark): one or more match.
            after = pieces[index + 1][1] if index + 1 < len(pieces) else None
            kinds = {before[1], after}
            out.append(_GAP_SPACE if kinds == {"C", "L"} else _BREAK_SPACE if kinds == {"C"} else " +")
            continue
        if index and before[0] != " ":
            out.append(_GAP_JOIN if {before[1], kind} in ({"C"}, {"C", "L"}) else _JOIN)
        out.append(_HYPHEN_PIECE if char == "-" else regex.escape(char))
    return "".join(out)


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
