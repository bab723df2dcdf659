"""The table stage: a record stream (or a PDF) into table records, one page at a time.

``table_records`` holds one page's records, runs the detectors on them -- tagged first,
then ruled, then aligned, a later source yielding where an earlier one already found a
table -- numbers the tables top to bottom, links a table to the previous page's last
one when it repeats its header, and writes the page record, the tables and the page's
other records. Word, line and glyph records are consumed unless kept. ``pdf_table_records``
runs the glyph and word stages in-process and, beside them, a ruling device and the
structure tree reader that only a PDF can feed. This module must never write output.
"""

from ..content.interpreter import Interpreter
from ..content.limits import Limits
from ..frozen import Frozen
from ..glyphs import GlyphOptions, glyph_batches
from ..pdf.reopening import document_page
from ..records.batches import OrderedPage
from ..words import WordOptions, word_records
from .aligned import aligned_tables
from .cells import PageWords
from .continuation import link_continuation
from .ruled import ruled_tables
from .rulings import RulingDevice, snap_and_merge
from .tagged import mcid_words, tagged_page_tables

_CONSUMED = ("glyph", "word", "line")


class TableOptions(Frozen):
    min_confidence: float = 0.0       # tables below this are left out (their ids stay as numbered)
    keep_words: bool = False          # pass word and line records through, before the tables
    keep_glyphs: bool = False         # with keep_words, pass glyph records through too
    tagged: bool = True               # read Table elements of the structure tree (PDF only)
    ruled: bool = True                # look for grids of rules (PDF only)
    aligned: bool = True              # look for unruled tables in word alignment


def pdf_table_records(document, glyph_options=GlyphOptions(), options=TableOptions()):
    """Records of a PDF: document, then each page's record, tables and diagnostics."""
    rulings, tagged = pdf_table_sources(document, glyph_options, options)
    words = word_records(glyph_batches(document, glyph_options, rulings.device if rulings else None),
                         WordOptions(keep_glyphs=True))
    return table_records(words, options, rulings=rulings, tagged=tagged)


def pdf_table_sources(document, glyph_options=GlyphOptions(), options=TableOptions()):
    """What only the PDF can give the table stage: (rulings, tagged tables), for
    ``table_records`` over a stream made from the same document and pages. The rulings'
    ``device`` is meant to ride beside the glyph collector (``glyph_batches(...,
    beside=rulings.device)``), so that each page is interpreted once."""
    rulings = _Rulings(document, glyph_options.limits, glyph_options.event) if options.ruled else None
    tagged = _tagged_tables(document.pdf) if options.tagged else ()
    return rulings, tagged


def _tagged_tables(pdf):
    """The structure tree's tables; the tree reader is loaded only for a tagged file."""
    try:
        tagged = "/StructTreeRoot" in pdf.Root
    except Exception:
        return []
    if not tagged:
        return []
    from .structure import tagged_tables
    return tagged_tables(pdf)


class _Rulings:
    """One page's rules and shading: those the ruling device collected while the glyph
    stage interpreted the page, else interpreted on demand by that path-only device."""

    def __init__(self, document, limits, event):
        self.document = document
        self.limits, self.event = limits or Limits(), event
        self.device = RulingDevice()
        self.interpreter = None           # made the first time a page was not shared

    def __call__(self, number):
        found = self.device.kept.pop(number, None)
        if found is not None:
            return found
        page, _ = document_page(self.document, number) or (None, None)
        if page is None:
            return [], []
        self.interpreter = Interpreter.on_open(self.interpreter, self.document.pdf, self.device, self.limits,
                                               self.event, False)
        self.interpreter.run_page(page.obj, page.number, page.geometry, page.resources)
        return self.device.kept.pop(number)


def table_records(records, options=TableOptions(), rulings=None, tagged=()):
    """Yield ``records`` with each page's words turned into table records."""
    held = _Page()
    previous = []                 # the tables of the page before, for continuations
    for record in records:
        kind = record["type"]
        if kind in ("page", "document") or isinstance(record, OrderedPage):
            if held.open:
                previous = yield from held.flush(options, rulings, tagged, previous)
            held = _Page(record if kind == "page" else None)
            if kind == "document":
                yield record
            elif kind != "page":
                previous = yield from _ordered_tables(record, options, rulings, tagged, previous)
        elif not held.open:
            yield record
        else:
            held.take(record, options)
    if held.open:
        yield from held.flush(options, rulings, tagged, previous)


class _Page:
    def __init__(self, record=None):
        self.record = record
        self.open = record is not None
        self.words, self.consumed, self.others = [], [], []
        self.mcids = {}

    def take(self, record, options):
        """Hold one of the page's records: words and lines consumed (kept when asked),
        glyphs read for their marked-content ids, the rest passed on after the tables."""
        kind = record["type"]
        if kind == "glyph":
            if _in_structure(record):
                self.mcids[record["id"]] = record["mcid"]
            if options.keep_glyphs and options.keep_words:
                self.consumed.append(record)
        elif kind in _CONSUMED:
            (self.words if kind == "word" else self.consumed).append(record)
            if options.keep_words and kind == "word":
                self.consumed.append(record)
        else:
            self.others.append(record)

    def flush(self, options, rulings, tagged, previous):
        page = self.record["page"]
        tables = detect(page, self.words, self.mcids, rulings, tagged, options)
        for table in tables:
            link_continuation(table, previous, tables)
        yield self.record
        if options.keep_words:
            yield from self.consumed
        for table in tables:
            if table["confidence"] >= options.min_confidence:
                yield {key: value for key, value in table.items() if not key.startswith("_")}
        yield from self.others
        return tables


def _ordered_tables(batch, options, rulings, tagged, previous):
    """An ``ordered`` record (a page the order stage wrote whole) with its tables added,
    as ``_Page.flush`` would find and keep them from its records one by one; yields it,
    returns the page's tables. Its words are read in stream order, its glyph records for
    their marked-content ids, and dropped unless kept; without ``keep_words`` its records
    go on one by one, less the words, lines and glyphs, as they would have."""
    if not options.keep_words:
        held = _Page(batch["record"])
        for record in batch.stream()[1:]:
            held.take(record, options)
        return (yield from held.flush(options, rulings, tagged, previous))
    words = [w for _, ws in batch["blocks"] for w in ws] + [w for _, ws in batch["furniture"] for w in ws]
    mcids = {r["id"]: r["mcid"] for r in batch["others"] if r["type"] == "glyph" and _in_structure(r)}
    tables = detect(batch["page"], words, mcids, rulings, tagged, options)
    for table in tables:
        link_continuation(table, previous, tables)
    if not options.keep_glyphs:
        batch["others"] = [r for r in batch["others"] if r["type"] != "glyph"]
    batch["tables"] = [{key: value for key, value in table.items() if not key.startswith("_")}
                       for table in tables if table["confidence"] >= options.min_confidence]
    yield batch
    return tables


def _in_structure(glyph):
    """Whether a glyph record is the author's marked content, its mcid a structure tree's."""
    return glyph.get("mcid") is not None and not glyph.get("artifact")


def detect(page, words, mcids, rulings, tagged, options):
    """The page's tables from every source, numbered top to bottom."""
    found = []
    words = PageWords(words)              # asked for the words inside each cell's box
    by_mcid = mcid_words(words, mcids) if tagged else {}
    for index, table in tagged_page_tables(page, tagged, by_mcid):
        table["_structure"] = index
        found.append(table)
    across = ()
    if rulings is not None:
        rules, fills = rulings(page)
        merged = snap_and_merge(rules)      # the rules drawn piece by piece, joined
        across = merged[0]
        for table in ruled_tables(page, words, merged, fills, options.min_confidence):
            _admit(found, table)
    if options.aligned:
        for table in aligned_tables(page, words, found, across, options.min_confidence):
            _admit(found, table)
    found.sort(key=lambda t: (t["bbox"][1], t["bbox"][0]))
    for number, table in enumerate(found):
        table["id"] = number
    return found


def _admit(found, table):
    """Add ``table`` unless an earlier source's table overlaps it; then that table
    records the agreement (same rows and columns) as evidence."""
    for other in found:
        if _overlap(other["bbox"], table["bbox"]) > 0.5:
            if (other["rows"], other["columns"]) == (table["rows"], table["columns"]):
                other["evidence"].append(f"{table['source']}: same {table['rows']}x{table['columns']} grid")
            return
    found.append(table)


def _overlap(a, b):
    """Intersection area over the smaller box's area."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    if w <= 0 or h <= 0:
        return 0.0
    smaller = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
    return w * h / smaller if smaller > 0 else 1.0
