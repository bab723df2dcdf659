"""The export model: a record stream regrouped into documents and pages.

Writers never look at record order within a page: ``pages_of`` gathers one page's
records (from ``pdf-order``, ``pdf-tables --keep-words`` or both) and assembles them by
id, so a page's blocks hold their word records whatever order the stream wrote them in.
Only one page is held at a time. A stream without block records (``pdf-words``) gets one
block per line, in the stream's order. This module must never open a PDF.
"""

from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter, methodcaller
from ..records.batches import OrderedPage
from ..words.joining import joined_text


class Block:
    """A block's (or furniture's) record and its word records in reading order. A page the
    order stage wrote in-process may hand its words as a view (``_core.Words``) whose
    records are made when asked: ``words`` makes them a list the first time it is read,
    ``count`` and ``first_style`` make none."""

    __slots__ = ("record", "_words")
    __hash__ = None

    def __init__(self, record, words):
        self.record, self._words = record, words

    @property
    def words(self):
        if type(self._words) is not list:     # (iterating a view makes its records in one call)
            self._words = list(self._words)
        return self._words

    def count(self):
        return len(self._words)

    def first_style(self):
        """(size, angle) of the first word as its record holds them (None for one it lacks),
        asked of a view without making the record (what -f text reads of most blocks)."""
        words = self._words
        if type(words) is not list and hasattr(words, "first_style"):
            return words.first_style()
        word = words[0]
        return word.get("size"), word.get("angle")

    def __reduce__(self):
        return Block, (self.record, self.words)     # packed (markdown.py) as records

    def __eq__(self, other):
        return isinstance(other, Block) and (self.record, self.words) == (other.record, other.words)

    def __repr__(self):
        return f"Block(record={self.record!r}, words={self.words!r})"


def word_lines(block):
    """The block's words cut into runs of one line each (consecutive words sharing a line id)."""
    return lines_of(block.words)


def lines_of(words):
    """Words cut into runs of one line each (consecutive words sharing a line id); each
    word's line asked as an item first (a record of the words stage has one: the faster
    way), with a get where a stream's word lacks it."""
    try:
        return [list(run) for _, run in groupby(words, _LINE_ITEM)]
    except KeyError:
        return [list(run) for _, run in groupby(words, _LINE)]


_LINE, _LINE_ITEM = methodcaller("get", "line"), itemgetter("line")


@dataclass
class Page:
    number: int
    record: dict | None = None      # the page record
    order: dict | None = None       # the order record (source, confidence, kind)
    blocks: list = field(default_factory=list)
    furniture: list = field(default_factory=list)    # Block(furniture record, words)
    lines: dict = field(default_factory=dict)        # line id -> line record
    tables: list = field(default_factory=list)       # table records, top to bottom
    others: list = field(default_factory=list)       # diagnostics, images, hits...
    glyphs: dict = field(default_factory=dict)       # glyph id -> glyph record, when the stream carries them

    @property
    def label(self):
        return (self.record or {}).get("label") or str(self.number)

    @property
    def size(self):
        record = self.record or {}
        return record.get("width", 0.0), record.get("height", 0.0)

    def table_words(self, min_confidence=0.0):
        """{word id: table record} of the words inside the cells of the page's tables whose
        confidence reaches ``min_confidence`` (a word in two tables: the first)."""
        found = {}
        for table in self.tables:
            if table.get("confidence", 0.0) < min_confidence:
                continue
            for cell in table.get("cells", ()):
                for first, last in cell.get("words") or ():
                    for word_id in range(first, last + 1):
                        found.setdefault(word_id, table)
        return found

    @property
    def textless(self):
        """True when the order stage said the page has no text (blank, image-only...)."""
        return bool(self.order) and self.order.get("kind") not in ("text", "ocr-layer")


class _Gathering:
    def __init__(self, number, record=None):
        self.page = Page(number, record)
        self.words = {}
        self.block_records, self.furniture_records = [], []

    def add(self, record):
        kind = record["type"]
        page = self.page
        if kind == "word":
            self.words[record["id"]] = record
        elif kind == "line":
            page.lines[record["id"]] = record
        elif kind == "block":
            self.block_records.append(record)
        elif kind == "furniture":
            self.furniture_records.append(record)
        elif kind == "order":
            page.order = record
        else:
            _add_other(page, record, kind)

    def finish(self):
        page, words = self.page, self.words
        if self.block_records or self.furniture_records:
            page.blocks = [Block(r, [words[i] for i in r["words"] if i in words]) for r in self.block_records]
            page.furniture = [Block(r, [words[i] for i in r["words"] if i in words])
                              for r in self.furniture_records]
        elif words:
            page.blocks = _blocks_by_line(page, words)
        return page


_PLACED = frozenset(("word", "line", "block", "furniture", "order", "page", "document"))


def _ordered(batch):
    """The Page of an ``ordered`` record, its parts taken as they are: what ``_Gathering``
    would make of its records in stream order. None when one of its other records would
    not simply join the page (another page's, none's, or words and blocks of its own)."""
    number = batch["page"]
    others = [*batch.get("extras", ()), *batch["others"], *batch.get("tables", ())]
    if any(r.get("page") != number or r.get("type") in _PLACED for r in others):
        return None
    page = Page(number, batch["record"], batch["order"])
    page.lines = {line["id"]: line for line in batch["lines"]}
    page.blocks = [Block(record, words) for record, words in batch["blocks"]]
    page.furniture = [Block(record, words) for record, words in batch["furniture"]]
    for record in others:
        _add_other(page, record, record["type"])
    return page


def _add_other(page, record, kind):
    """A record the page is not assembled from: a table, a glyph, or one of its others."""
    if kind == "table":
        page.tables.append(record)
    elif kind == "glyph":
        page.glyphs[record["id"]] = record
    else:
        page.others.append(record)


def _blocks_by_line(page, words):
    by_line = {}
    for word in words.values():
        by_line.setdefault(word.get("line"), []).append(word)
    out = []
    for index, (line_id, group) in enumerate(by_line.items()):
        line = page.lines.get(line_id)
        text = line["text"] if line else joined_text(group)
        bbox = line["bbox"] if line else group[0]["bbox"]
        out.append(Block({"type": "block", "page": page.number, "id": index, "bbox": bbox, "text": text,
                          "words": [w["id"] for w in group], "lines": [line_id], "role": None,
                          "element": None}, group))
    return out


def pages_of(records):
    """Yield ("document", record) and ("page", Page) in stream order, one page held at a time."""
    current = None
    for record in records:
        kind = record.get("type")
        if isinstance(record, OrderedPage):   # a page the order stage wrote whole, in-process
            if current is not None:
                yield "page", current.finish()
                current = None
            page = _ordered(record)
            if page is None:
                yield from pages_of(record.stream())
            else:
                yield "page", page
        elif kind == "page":
            if current is not None:
                yield "page", current.finish()
            current = _Gathering(record.get("page"), record)
        elif kind == "document":
            if current is not None:
                yield "page", current.finish()
                current = None
            yield "document", record
        else:
            number = record.get("page")
            if number is None:
                yield "other", record
                continue
            if current is None or current.page.number != number:
                if current is not None:
                    yield "page", current.finish()
                current = _Gathering(number)
            current.add(record)
    if current is not None:
        yield "page", current.finish()


def by_document(items):
    """Yield (document record or None, its pages) for each document of a ``pages_of``
    stream; the pages are an iterator over the shared stream (one page held at a time),
    drained here when the caller leaves some unread. Items other than pages are skipped."""
    items = iter(items)
    pending = next(items, None)
    while pending is not None:
        document = None
        if pending[0] == "document":
            document, pending = pending[1], next(items, None)
        state = [pending]

        def pages():
            while state[0] is not None and state[0][0] != "document":
                kind, item = state[0]
                state[0] = next(items, None)
                if kind == "page":
                    yield item

        those = pages()
        yield document, those
        for _ in those:
            pass
        pending = state[0]
