"""Running headers, footers and page numbers, recognised by recurrence over a window.

A segment whose centre lies in the top or bottom ``band`` of its page is a candidate, a
page number alone (the key below is '#', 'page #', '- # -') in the wider ``number_band``
(LaTeX's article puts it at 83% of the page height); its key is its text folded (case,
spacing, digits and lone roman numerals become '#').
It is furniture when the same key sits at the same place (within ``band_match`` of the
page height) on at least ``recur_share`` of the other pages of the window -- the pages
the stream holds around it, never the whole document -- and its numbers agree with its
twin's: each the same, or moved the pages' way by no more than the pages are apart
('Page 3' and 'Page 4' on neighbouring pages, a slide's frame '2/7' two pages before
'3/7'; not a continued table's first rows, '1 May' and '25 May'). This module must
never hold a page itself: callers pass the candidates of the pages they keep.
"""

import bisect
import functools
import itertools
import math
import re

_DIGITS = re.compile(r"\d+")
_ROMAN = re.compile(r"\b[ivxlcdm]+\b")
_NUMBER = re.compile(r"\d+|\b[ivxlcdm]+\b")
_ALIGNED = 1.0     # pt: cells whose left edges are this close start one column
# Segments near the edges a page may have for its header rows to be looked at as a table's
# heading: a dense band of more (a hostile page of thousands of one-glyph lines) is no
# table heading, which bounds the look at MAX_EDGES segments per header segment.
MAX_EDGES = 1000
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_LETTERS = re.compile(r"[^\W\d_]+")
_ALNUM = re.compile(r"[^\W_]+")       # the runs of letters and digits: number_only's words
_ROMAN_RUN = re.compile(r"[ivxlcdm]+")
# The words a key that reads as a page number alone may hold (number_only): one before its
# first '#' ("page #", "p. #"), one between two '#' ("# of #"); "/" is no word ("#/#").
_PAGE_WORDS = frozenset(("page", "p", "pg", "seite", "página"))
_OF_WORDS = frozenset(("of", "sur", "de", "von"))
_NUMBER_WORDS = _PAGE_WORDS | _OF_WORDS


# Texts this long at most are kept folded, and keys this long with their verdict
# (``number_only``): a running line's text recurs, and each is read once. A longer one,
# a hostile page's line of a million glyphs, is read each time and never held past its
# page. The last CACHED_TEXTS are kept: a running line recurs page after page, so it
# stays among them; a numbered one ("page 7 of 900") never recurs, and more of them
# would only make memory grow with the document's length.
CACHED_TEXT = 256
CACHED_TEXTS = 512


def fold(text):
    """The key of a segment's text."""
    return _fold_cached(text) if len(text) <= CACHED_TEXT else _fold(text)


def numbers(text):
    """The values of the digit runs and lone roman numerals of ``text``, in order."""
    return _numbers_cached(text) if len(text) <= CACHED_TEXT else _numbers(text)


def _fold(text):
    text = " ".join(text.lower().split())     # trimmed, each run of white space one space
    return _ROMAN.sub("#", _DIGITS.sub("#", text))


def _numbers(text):
    return tuple(int(token) if token.isdigit() else _roman(token) for token in _NUMBER.findall(text.lower()))


_fold_cached = functools.lru_cache(maxsize=CACHED_TEXTS)(_fold)
_numbers_cached = functools.lru_cache(maxsize=CACHED_TEXTS)(_numbers)


def _roman(token):
    total = 0
    for here, after in zip(token, token[1:] + " "):
        value = _ROMAN_VALUES[here]
        total += -value if _ROMAN_VALUES.get(after, 0) > value else value
    return total


class Candidate:
    __slots__ = ("band", "key", "y", "segment", "page", "numbers")

    def __init__(self, band, key, y, segment, page=None, text=None):
        self.band, self.key, self.y, self.segment = band, key, y, segment
        self.page = page
        self.numbers = numbers(segment.text if text is None else text) if "#" in key else ()

    def numbered_as(self, twin):
        """Whether the numbers of ``twin`` (same key) follow from this one's by their pages:
        each the same or moved the pages' way by at most as many as the pages are apart."""
        if not self.numbers or self.page is None or twin.page is None:
            return True
        apart = twin.page - self.page
        return all(0 <= (b - a) * apart <= apart * apart for a, b in zip(self.numbers, twin.numbers))


def candidates(segments, height, tolerances, page=None):
    """The segments of page number ``page`` in its header or footer band, as Candidates
    (``segments``: ``segments.segments_of``'s; only those near the edges are made)."""
    wide = tolerances.number_band * height
    edges = [segments[i] for i in segments.edges(wide, height - wide)]   # middle outside [wide, height - wide]
    below = _Below(segments) if len(edges) <= MAX_EDGES else None
    out = Candidates()
    for segment in edges:                   # only text near the edges is folded: folding costs
        y = (segment.bbox[1] + segment.bbox[3]) / 2
        text = segment.text                 # joined once: the key and the numbers read it
        if _side(y, tolerances.band, height) is None and (
                _side(y, tolerances.number_band, height) is None or not _may_be_number(text)):
            continue                        # only a page number would be a candidate there
        key = fold(text)
        edge = tolerances.number_band if number_only(key) else tolerances.band
        band = _side(y, edge, height)
        if band and not (band == "header" and below is not None and _heads_columns(segment, edges, below)):
            out.append(Candidate(band, key, y / height if height else 0.0, segment, page, text))
    return out


def number_only(key):
    """Whether the key (``fold``'s) reads as a page number alone; asked once a key of at
    most CACHED_TEXT characters (a running line's key recurs page after page)."""
    return _number_only_cached(key) if len(key) <= CACHED_TEXT else _number_only(key)


def _number_only(key):
    """``number_only``: whether the key reads as a page number alone: '#', 'page #', 'p. #',
    '- # -', '# of #', '#/#', 'seite # von #'. Its words (runs of letters and digits) are
    none, or a page word before its first '#', or an "of" word between two '#', or both
    in that order; "p" is followed by a full stop; everything else is punctuation and
    space, '#' among them. The regular expression this was first written as (the same
    words between runs of what is neither letter nor digit, '#' among it) backtracked: a
    footer line folded to '{##, ##, ... α}' took 3 ms at 73 characters and 2 s at 131;
    this reads each character once."""
    words = [(m.group(), m.start(), m.end()) for m in itertools.islice(_ALNUM.finditer(key), 3)]
    if not words:
        return "#" in key
    if len(words) > 2:
        return False
    first, start, end = words[0]
    if first in _PAGE_WORDS:
        between = key[end:words[1][1]] if len(words) == 2 else key[end:]
        if "#" not in between or first == "p" and not between.startswith("."):
            return False
        if len(words) == 1:
            return True
        word, _, end = words[1]
        return word in _OF_WORDS and "#" in key[end:]
    return len(words) == 1 and first in _OF_WORDS and "#" in key[:start] and "#" in key[end:]


_number_only_cached = functools.lru_cache(maxsize=CACHED_TEXTS)(_number_only)


def _side(y, edge, height):
    """"header" above ``edge`` of the page's height, "footer" below 1 - ``edge``, else None."""
    return "header" if y < edge * height else "footer" if y > (1 - edge) * height else None


def _may_be_number(text):
    """False when ``text``'s key cannot read as a page number alone (``number_only``):
    it holds a run of letters that is neither one of the pattern's words nor a roman
    numeral; asked before folding, which costs five times as much. The runs are those of
    the lowered text; folding only turns digits and whole roman runs into '#', so no
    other run of letters leaves the key."""
    for run in _LETTERS.finditer(text.lower()):
        word = run.group()
        if word not in _NUMBER_WORDS and not _ROMAN_RUN.fullmatch(word):
            return False
    return True


def _heads_columns(segment, edges, below):
    """Whether ``segment`` is a cell of a row heading a table: two segments of its row or
    more start where segments of the next row below start (a continued table's repeated
    heading; a running header's title and page number line up with one line below at most).
    Its row is among ``edges``, the segments near the page's top and bottom."""
    row = _row(edges, (segment.bbox[1] + segment.bbox[3]) / 2)
    if len(row) < 2:
        return False
    starts = below.next_row_starts(max(s.bbox[3] for s in row))
    if not starts:
        return False
    aligned = 0
    for s in row:
        i = bisect.bisect_left(starts, s.bbox[0] - _ALIGNED)
        aligned += i < len(starts) and starts[i] <= s.bbox[0] + _ALIGNED
    return aligned >= 2


class _Below:
    """The boxes of the page's horizontal segments by their tops, asked for the row under
    a line; read and sorted on the first question (most pages have no header row of two
    cells to ask about)."""

    def __init__(self, segments):
        self.segments, self.ordered, self.tops = segments, None, None

    def next_row_starts(self, bottom):
        """Sorted left edges of the first row starting at or under ``bottom`` (half a point
        of overlap allowed): the segments across the middle of its highest segment's
        shortest height."""
        if self.ordered is None:
            self.ordered = sorted(self.segments.boxes(), key=lambda box: box[1])
            self.tops = [box[1] for box in self.ordered]
        ordered, tops = self.ordered, self.tops
        first = bisect.bisect_left(tops, bottom - 0.5)
        if first == len(tops):
            return []
        top, end = tops[first], bisect.bisect_right(tops, tops[first])
        middle = top + 0.5 * min(box[3] - box[1] for box in ordered[first:end])
        last = bisect.bisect_left(tops, middle, first)
        return sorted(box[0] for box in ordered[first:last] if box[3] > middle)


def _row(segments, middle):
    return [s for s in segments if not s.vertical and s.bbox[1] < middle < s.bbox[3]]


def running(page_candidates, others, tolerances):
    """[(candidate, kind, reason)] of ``page_candidates`` that recur on the ``others``
    (the ``Candidates`` of each other page of the window)."""
    if not others:
        return []
    needed = max(1, math.ceil(tolerances.recur_share * len(others) - 1e-9))
    indexes = [page.by_key() for page in others]
    found, match = [], tolerances.band_match
    for candidate in page_candidates:
        at, y, seen = (candidate.band, candidate.key), candidate.y, 0
        for index in indexes:               # the pages with a twin of it, each counted once
            for c in index.get(at, ()):
                if abs(c.y - y) <= match and candidate.numbered_as(c):
                    seen += 1
                    break
        if seen >= needed:
            kind = "page-number" if number_only(candidate.key) else candidate.band
            found.append((candidate, kind, f"recurs on {seen} of the {len(others)} other pages of the window"))
    return found


class Candidates(list):
    """A page's candidates (``candidates``), filed by band and key the first time another
    page asks: a page is asked by every page of its window."""

    _by_key = None

    def by_key(self):
        """{(band, key): the page's candidates}."""
        if self._by_key is None:
            self._by_key = {}
            for c in self:
                self._by_key.setdefault((c.band, c.key), []).append(c)
        return self._by_key
