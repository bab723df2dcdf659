"""The order stage over a record stream: pages of words in, blocks and furniture out.

Pages are held in a bounded window: a page is written once the ``window // 2`` pages
after it have been read (or its document ends), so that running headers and footers are
judged against the pages around it; of the pages already written only their header and
footer candidates are kept. Records outside pages pass through in place. This module
must never open a PDF.
"""

from collections import deque

from ..errors import RecordStreamError
from ..frozen import Frozen, made
from ..records.batches import WordsBatch
from .furniture import running
from .page import PageOrder
from .tolerances import Tolerances

MODES = ("auto", "structure", "layout", "content")


class OrderOptions(Frozen):
    mode: str = "auto"
    tolerances: Tolerances = made(Tolerances)
    # each page written as one "ordered" record (records/batches.py), for the export model
    # to take at once (in-process only: never written; the table and extras stages and
    # pages_of read it)
    batch: bool = False


def order_records(records, options=OrderOptions()):
    """Yield ``records`` with each page's words written as blocks and furniture."""
    window = _Window(options)
    current = None
    for record in records:
        kind = record["type"]
        if kind == "page":
            if current is not None:
                yield from window.push(current)
            current = PageOrder(record, options.batch)
        elif kind == "document":
            if current is not None:
                yield from window.push(current)
                current = None
            yield from window.drain()
            yield record
        elif kind == "words" and isinstance(record, WordsBatch):      # a page's, under its page record
            if current is None or record["page"] != current.number:
                raise RecordStreamError(f"a batch of page {record['page']}'s words outside that page")
            # laid out already when these are all the page's words
            fresh = "layout" in record and not (current.lines or current.words)
            current.laid = (record["by_line"], record["layout"]) if fresh else None
            current.lines.extend(record["lines"])
            current.add_words(record["words"], fresh)
        elif current is not None:
            if (kind == "word" or kind == "line") and current.number is not None \
                    and record.get("page") != current.number:
                yield from window.push(current)
                current = PageOrder(None)
            current.add(record)
        elif kind in ("word", "line"):
            current = PageOrder(None)         # a stream without page records
            current.add(record)
        else:
            yield record
    if current is not None:
        yield from window.push(current)
    yield from window.drain()


class _Window:
    def __init__(self, options):
        self.options = options
        self.half = max(1, options.tolerances.window // 2)
        self.pending = deque()                # prepared pages not yet written
        self.past = deque(maxlen=self.half)   # candidates of written pages

    def push(self, page):
        """The records of the page written now that ``page`` is read (a list, maybe empty)."""
        if page.number is None and page.words:
            page.number = page.words[0].get("page")
        page.prepare(self.options.tolerances)
        self.pending.append(page)
        return self._write_first() if len(self.pending) > self.half else ()

    def drain(self):
        while self.pending:
            yield from self._write_first()
        self.past.clear()

    def _write_first(self):
        page = self.pending[0]
        others = list(self.past) + [p.candidates for p in list(self.pending)[1:self.half + 1]]
        found = running(page.candidates, others, self.options.tolerances)
        self.pending.popleft()
        self.past.append(page.candidates)
        return page.finish(found, self.options.mode, self.options.tolerances)


def ordered(records, order):
    """``records`` as they are when they already hold blocks (pdf-order's stream), else
    ``order(records)``: glyphs or words ordered first. Looks at the first records only."""
    records = iter(records)
    head = []
    for record in records:
        head.append(record)
        kind = record.get("type")
        if kind in ("block", "order", "furniture"):
            return _chain(head, records)
        if kind in ("glyph", "word", "line"):
            return order(_chain(head, records))
    return iter(head)


def _chain(head, rest):
    yield from head
    yield from rest
