"""Bates numbers: the number stamped on each page of a production set, read from its footer band.

Without a pattern, a page's Bates number is the first ``default_number`` of a line (a prefix
of capitals, then a zero-padded number of six or more digits: ACME-000101, DOJ 00012345)
in its furniture in the footer band -- pagination artifacts, running footers, which is
where stamping tools put it. With the caller's pattern (``--bates``), the first match in
the text of every word in the footer band, furniture or not, lines joined by newlines;
a pattern with groups gives its first group. Caller patterns run with the ``regex``
module under a per-page timeout, so a catastrophic pattern costs a page its Bates number,
never the run. This module must never open a PDF.
"""

import re

import regex

from ..errors import UsageError
from ..order.tolerances import Tolerances
from ..words.joining import joined_text

_START = re.compile(r"\b[A-Z]")
_PART = re.compile(r"[A-Z0-9\d]+")        # capitals, ASCII digits and every decimal digit
TIMEOUT = 1.0           # seconds a caller's pattern may take on one page's footer band
BAND = Tolerances().band   # share of page height: the order stage's footer band


class BatesReader:
    """The Bates number of each page, by the default rule or the caller's pattern."""

    def __init__(self, pattern=None):
        self.pattern = None
        if pattern is not None:
            try:
                self.pattern = regex.compile(pattern)
            except regex.error as error:
                raise UsageError(f"--bates: bad regular expression: {error}") from None

    def page_bates(self, page):
        """The page's Bates number, or None."""
        height = page.size[1]
        if self.pattern is None:
            lines = [b.record.get("text", "") for b in page.furniture if _in_band(b.record.get("bbox"), height)]
            for line in lines:
                found = default_number(line)
                if found:
                    return found
            return None
        text = footer_text(page)
        try:
            found = self.pattern.search(text, timeout=TIMEOUT)
        except TimeoutError:
            return None
        if not found:
            return None
        return found.group(1) if self.pattern.groups and found.group(1) is not None else found.group(0)


def default_number(line):
    """The first match in ``line`` of ``\\b[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)*[-_ ]?\\d{6,}\\b``,
    or None, found in one pass. A word starting with a capital goes on through parts of
    capitals and digits joined by - _ or . (a space only before the number); the match
    is the longest that ends with six digits or more at the end of a word, the number
    either the end of a part ([A-Z0-9] first, at least one) or a whole part after - _ or
    a space. Searched with that expression, the digits of a long part were split every
    way between its pieces: a footer line of a 10,000-digit token took 1.3 s."""
    covered = 0                 # where a start failed, the starts it passed through fail too
    for start in _START.finditer(line):
        at = start.start()
        if at < covered:
            continue
        part = _PART.match(line, at)
        end = covered = part.end()
        best = end if _word_ends(line, end) and _ends_in_number(part.group()[1:], 0) else None
        joins = _ascii(part.group())
        while joins and end < len(line) and line[end] in "-_. ":
            sep, after = line[end], _PART.match(line, end + 1)
            if after is None:
                break
            text, after_end = after.group(), after.end()
            if _word_ends(line, after_end) and (sep != "." and len(text) >= 6 and text.isdecimal()
                                                or sep != " " and _ends_in_number(text, 1)):
                best = after_end
            if sep == " ":
                break
            joins, end = _ascii(text), after_end
            covered = end
        if best is not None:
            return line[at:best]
    return None


def _ascii(text):
    return all("A" <= c <= "Z" or "0" <= c <= "9" for c in text)


def _word_ends(line, at):
    return at == len(line) or not (line[at].isalnum() or line[at] == "_")


def _ends_in_number(part, lead):
    """Whether ``part`` is ``lead`` or more of [A-Z0-9], then six decimal digits or more."""
    digits = _decimal_tail(part)
    split = max(len(part) - digits, lead)
    return len(part) - split >= 6 and _ascii(part[:split])


def _decimal_tail(text):
    count = 0
    while count < len(text) and text[len(text) - 1 - count].isdecimal():
        count += 1
    return count


def footer_text(page):
    """The words of the page (blocks and furniture) whose centre lies in the footer band,
    a line per line record, in reading order."""
    height = page.size[1]
    lines, last = [], object()
    for block in list(page.blocks) + list(page.furniture):
        for word in block.words:
            if not _in_band(word.get("bbox"), height):
                continue
            if word.get("line") != last or not lines:
                lines.append([])
                last = word.get("line")
            lines[-1].append(word)
    return "\n".join(joined_text(words) for words in lines)


def _in_band(bbox, height):
    if not bbox or not height:
        return False
    return (bbox[1] + bbox[3]) / 2 > (1 - BAND) * height
