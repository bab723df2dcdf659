"""Bates numbers: the number stamped on each page of a production set, read from its footer band.

Without a pattern, a page's Bates number is the first match of ``BATES`` (a prefix of
capitals, then a zero-padded number of six or more digits: ACME-000101, DOJ 00012345)
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

BATES = re.compile(r"\b[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)*[-_ ]?\d{6,}\b")
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
                found = BATES.search(line)
                if found:
                    return found.group(0)
            return None
        text = footer_text(page)
        try:
            found = self.pattern.search(text, timeout=TIMEOUT)
        except TimeoutError:
            return None
        if not found:
            return None
        return found.group(1) if self.pattern.groups and found.group(1) is not None else found.group(0)


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
