"""Sections: where headings start in a page's text, and the section path they open.

Headings come, page by page, from the first source that gives any: the structure (blocks
whose role -- or last structure element -- is H or H1-H6), else the outline (when the
document has one: an item opens at the topmost block reaching below its destination's
top, or at the page's start), else the layout (a short block set larger than the
document's body size so far, or bold where the body is not). The path is the titles of
the open headings from the root: a heading closes those of its level and deeper. Only
the current path and a histogram of type sizes are kept across pages. This module must
never open a PDF.
"""

import re
from dataclasses import replace

from .text import page_text

_TAGGED = re.compile(r"H([1-6])?")
HEADING_RATIO = 1.2       # size over the body size from which a short block is a heading
TOP_RATIO = 1.6           # size ratio from which a layout heading is of level 1 (else 2; bold alone 3)
HEADING_CHARS = 150       # a longer block is no heading
HEADING_LINES = 2         # nor one of more lines
_BOLD = re.compile(r"bold|black|heavy|semibold|demi", re.I)


class Sections:
    """The section path of one document as its pages go by."""

    def __init__(self, document=None):
        self.stack = []                 # [(level, title)]
        self.outline = {}               # target page -> [(top, level, title)]
        self.sizes = {}                 # type size (half points) -> characters set in it
        self.bold = 0                   # characters set in a bold font

    @property
    def path(self):
        return tuple(title for _, title in self.stack)

    def other(self, record):
        if record.get("type") == "outline" and record.get("target"):
            self.outline.setdefault(record["target"], []).append(
                (record.get("top"), record.get("level", 1), record.get("title", "")))

    def page_headings(self, page, text, options):
        """[(offset in ``text``, section path from there)] of the page's headings, in text order."""
        self._count_sizes(page)
        found = _tagged(page) or self._outlined(page) or ([] if self.outline else self._laid_out(page))
        out = []
        for index, level, title in found:
            offset = _offset(page, index, text, options)
            if offset is None:
                continue
            while self.stack and self.stack[-1][0] >= level:
                self.stack.pop()
            self.stack.append((level, title))
            out.append((offset, self.path))
        return out

    def _outlined(self, page):
        items = self.outline.get(page.number, ())
        found = []
        for top, level, title in items:
            index = 0
            if top is not None:
                below = [(b.record["bbox"][1], i) for i, b in enumerate(page.blocks) if b.record["bbox"][3] > top]
                index = min(below)[1] if below else len(page.blocks)
            found.append((index, level, title))
        return sorted(found, key=lambda f: f[0])

    def _count_sizes(self, page):
        for block in page.blocks:
            for word in block.words:
                size = round((word.get("size") or 0.0) * 2)
                self.sizes[size] = self.sizes.get(size, 0) + len(word.get("text", ""))
                if _BOLD.search(word.get("font") or ""):
                    self.bold += len(word.get("text", ""))

    def _laid_out(self, page):
        if not self.sizes:
            return []
        body = max(self.sizes, key=lambda s: (self.sizes[s], -s)) / 2
        bold_body = 2 * self.bold > sum(self.sizes.values())
        found = []
        for index, block in enumerate(page.blocks):
            words = block.words
            text = " ".join(w.get("text", "") for w in words)
            if not words or len(text) > HEADING_CHARS or len(block.record.get("lines") or ()) > HEADING_LINES \
                    or not any(c.isalpha() for c in text):
                continue
            size = max(w.get("size") or 0.0 for w in words)
            bold = all(_BOLD.search(w.get("font") or "") for w in words)
            if body and size >= HEADING_RATIO * body:
                level = 1 if size >= TOP_RATIO * body else 2
            elif bold and not bold_body and len(block.record.get("lines") or ()) <= 1 and size >= body:
                level = 3
            else:
                continue
            found.append((index, level, text))
        return found


def _tagged(page):
    found = []
    for index, block in enumerate(page.blocks):
        role = block.record.get("role")
        element = block.record.get("element")
        if not (isinstance(role, str) and _TAGGED.fullmatch(role)) and isinstance(element, list) and element:
            role = element[-1] if isinstance(element[-1], str) else None
        match = _TAGGED.fullmatch(role) if isinstance(role, str) else None
        if match:
            text = " ".join(w.get("text", "") for w in block.words) or block.record.get("text", "")
            found.append((index, int(match.group(1) or 1), " ".join(text.split())))
    return found


def _offset(page, index, text, options):
    """Where block ``index`` starts in the page's ``text``: after the text of the blocks
    before it, when that text (line ends aside) is a prefix of the page's -- it is not
    under --layout, where lines interleave; then None."""
    if index == 0:
        return 0
    before = page_text(replace(page, blocks=page.blocks[:index]), options).rstrip("\f").rstrip("\n")
    if not before.strip() or not text.startswith(before):
        return None
    rest = text[len(before):]
    offset = len(before) + len(rest) - len(rest.lstrip())
    return offset if offset > len(before) or not rest else None
