"""An outline generated from a document's headings (``-f outline``).

Headings come from the structure when the document is tagged (blocks whose role is a
heading: H1-H6, H, Title; confidence 1.0), else from the type (``headings``: the body
size from the first pages, a block's score as its confidence, kept from ``FLOOR`` up);
a tagged document without heading elements has an empty outline, and words inside a
table's cells never make a heading.
Each entry has its title (the block's lines joined by a space), level, page, page
label, top (y of the block's top edge, points from the top of the page) and confidence.
One JSON object per document. Only the short blocks a heading could be are held between
pages, so memory follows the number of candidate blocks, not of words.
"""

import orjson

from .headings import FLOOR, LONG_CHARS, WINDOW, Statistics, structure_level, style_of
from .model import by_document


def write_outline(pages, options, out):
    for document, its_pages in by_document(pages):
        outline = _Outline()
        for page in its_pages:
            outline.add(page)
        out.write(outline.encode(document or {}))


class _Outline:
    def __init__(self):
        self.statistics, self.seen = Statistics(), 0
        self.candidates = []        # (page, label, top, title, style, structure level)
        self.tagged = False

    def add(self, page):
        if self.seen < WINDOW:
            self.statistics.add(page)
        self.seen += 1
        in_tables = page.table_words()
        for block in page.blocks:
            self.tagged = self.tagged or block.record.get("element") is not None
            level = structure_level(block.record)
            title = " ".join((block.record.get("text") or "").split())
            if level is None and (not block.words or len(title) > LONG_CHARS
                                  or all(w["id"] in in_tables for w in block.words)):
                continue
            style = style_of(block.words) if block.words else None
            self.candidates.append((page.number, page.label, block.record["bbox"][1], title, style, level))

    def entries(self):
        if self.tagged:
            return "structure", [_entry(c, c[5], 1.0) for c in self.candidates if c[5] is not None]
        scale = self.statistics.scale()
        found = []
        for candidate in self.candidates:
            style, title = candidate[4], candidate[3]
            if style is None:
                continue
            score = scale.confidence(style, title)
            if score >= FLOOR:
                found.append(_entry(candidate, scale.level(style), min(1.0, round(score, 2))))
        return "headings", found

    def encode(self, document):
        source, entries = self.entries()
        return orjson.dumps({"type": "outline", "source": document.get("source"),
                             "sha256": document.get("sha256"), "from": source, "entries": entries}) + b"\n"



def _entry(candidate, level, confidence):
    page, label, top, title, _, _ = candidate
    return {"title": title, "level": level, "page": page, "label": label, "top": top,
            "confidence": confidence}
