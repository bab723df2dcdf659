"""Sections: where headings start in a page's text, and the section path they open.

Headings come, page by page, from the first source that gives any: the structure (blocks
whose role is a heading: ``headings.structure_level``), else the outline (when the
document has one: an item opens at the topmost block reaching below its destination's
top, or at the page's start), else the type (``headings``: the same detector the Markdown
and outline formats use, its body size from the first pages). The path is the titles of
the open headings from the root: a heading closes those of its level and deeper. Only
the current path and the type statistics of the first pages are kept across pages. This
module must never open a PDF.
"""

from dataclasses import replace

from ..words.joining import joined_text
from .headings import WINDOW, Statistics, structure_level
from .text import page_text


class Sections:
    """The section path of one document as its pages go by."""

    def __init__(self, document=None):
        self.stack = []                 # [(level, title)]
        self.outline = {}               # target page -> [(top, level, title)]
        self.statistics, self.seen, self.scale = Statistics(), 0, None

    @property
    def path(self):
        return tuple(title for _, title in self.stack)

    def other(self, record):
        if record.get("type") == "outline" and record.get("target"):
            self.outline.setdefault(record["target"], []).append(
                (record.get("top"), record.get("level", 1), record.get("title", "")))

    def page_headings(self, page, text, options):
        """[(offset in ``text``, section path from there)] of the page's headings, in text order."""
        if self.seen < WINDOW:
            self.statistics.add(page)
            self.scale = None
        self.seen += 1
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

    def _laid_out(self, page):
        if self.scale is None:
            self.scale = self.statistics.scale()
        found = []
        for index, block in enumerate(page.blocks):
            if not block.words:
                continue
            text = joined_text(block.words)
            level = self.scale.heading(block.words, text)
            if level is not None:
                found.append((index, level, " ".join(text.split())))
        return found


def _tagged(page):
    found = []
    for index, block in enumerate(page.blocks):
        level = structure_level(block.record)
        if level is not None:
            text = joined_text(block.words) or block.record.get("text", "")
            found.append((index, level, " ".join(text.split())))
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
