"""The search stage over a record stream: pages in, ``hit`` records out.

One page is held at a time. A page's glyph records are needed for quads; its text runs
in reading order, through its blocks and furniture: taken from the stream when it holds
them (``pdf-order --keep-glyphs``), else made from it as pdf-order makes them (glyphs
into words, their glyphs kept, then ordered). The stage writes each ``document`` record,
the page's hits, the diagnostic records the stream carried and its own
(``search.timeout``: the page was skipped, never retried); the glyph, word, line, block
and page records it read are consumed. ``max_hits`` counts per document. This module
must never open a PDF.
"""

from ..diagnostics import diagnostic
from ..frozen import Frozen
from ..order import OrderOptions, order_records
from ..order.stream import ordered
from ..words import WordOptions, word_records
from .matching import Matcher, PageTimeout
from .pagetext import need_glyphs, page_text
from .quads import fragment_quad, quad_bbox


class SearchOptions(Frozen):
    context: int = 40          # characters of context kept before and after a hit
    max_hits: int = 0          # hits per document; 0: no limit
    keep_pages: bool = False   # also write each page record, before its hits (for overlays)


def search_records(records, query, options=SearchOptions()):
    """Yield document records, hit records and diagnostics for ``query`` over ``records``."""
    matcher = Matcher(query)
    state = _State()
    for record in ordered(records, _in_reading_order):
        kind = record["type"]
        if kind in ("document", "page"):
            yield from state.flush(matcher, options)
            if kind == "document":
                state.file, state.found = record.get("source", "-"), 0
                yield record
            else:
                state.page = record
        elif kind in ("glyph", "line", "word"):
            if state.page is None and kind == "glyph" and state.held_page() not in (None, record.get("page")):
                yield from state.flush(matcher, options)
            state.add(kind, record)
        elif kind == "block":
            state.blocks.append(record.get("words") or ())    # in reading order
        elif kind == "furniture":
            state.furniture.append(record.get("words") or ())
        elif kind == "diagnostic":
            state.others.append(record)
    yield from state.flush(matcher, options)


def _in_reading_order(records):
    """A stream without blocks made into words (glyphs kept, for the quads) and ordered."""
    return order_records(word_records(records, WordOptions(keep_glyphs=True, batch=True)), OrderOptions())


class _State:
    def __init__(self):
        self.file, self.found = "-", 0
        self.page = None
        self._reset()

    def _reset(self):
        self.glyphs, self.words, self.blocks, self.furniture, self.others = {}, {}, [], [], []

    def held_page(self):
        any_glyph = next(iter(self.glyphs.values()), None)
        return any_glyph.get("page") if any_glyph else None

    def add(self, kind, record):
        if kind == "glyph":
            self.glyphs[record["id"]] = record
        elif kind == "word":
            self.words[record["id"]] = record

    def flush(self, matcher, options):
        page, glyphs, words, others = self.page, self.glyphs, self.words, self.others
        blocks = (self.blocks, self.furniture)
        self.page = None
        self._reset()
        number = page["page"] if page else (next(iter(glyphs.values()))["page"] if glyphs else None)
        if words and not glyphs:
            raise need_glyphs(number)
        if options.keep_pages and page is not None:
            yield page
        limited = options.max_hits and self.found >= options.max_hits
        if words and not limited:
            label = page.get("label") if page else None
            hits, problem = _page_hits(matcher, number, label, self.file, blocks, words, glyphs, options)
            if problem is not None:
                others.append(problem)
            if options.max_hits:
                hits = hits[:options.max_hits - self.found]
            self.found += len(hits)
            yield from hits
        yield from others


def _page_hits(matcher, number, label, file, blocks, words, glyphs, options):
    text = page_text(blocks, words, glyphs)
    try:
        spans = matcher.spans(text)
    except PageTimeout:
        return [], diagnostic("search.timeout", f"the pattern ran past {matcher.query.timeout:g} s on page "
                              f"{number}; the page was skipped", number, timeout=matcher.query.timeout)
    hits = []
    for start, end in spans:
        hit = _hit(text, start, end, glyphs, options)
        if hit is not None:
            hit.update(page=number, id=len(hits), file=file, label=label if label is not None else str(number))
            hits.append(_ordered(hit))
    return hits, None


def _hit(text, start, end, glyphs, options):
    by_line = {}
    first_glyph = None
    for offset in range(start, end):
        for glyph_id in text.glyphs[offset]:
            by_line.setdefault(text.lines[offset], set()).add(glyph_id)
            if first_glyph is None:
                first_glyph = glyph_id
    if not by_line:
        return None
    spans = _actualtext_members(glyphs)
    quads, covered = [], set()
    for line in sorted(by_line):
        ids = set(by_line[line])
        for glyph_id in list(ids):
            ids.update(spans.get(glyphs[glyph_id].get("actualtext"), ()))
        covered |= ids
        quads.append(fragment_quad([glyphs[i] for i in sorted(ids)]))
    return {
        "bbox": quad_bbox(quads), "text": text.text[start:end], "quads": quads,
        "before": text.text[max(0, start - options.context):start],
        "after": text.text[end:end + options.context],
        "glyphs": _ranges(sorted(covered)), "mcid": glyphs[first_glyph].get("mcid"),
    }


def _actualtext_members(glyphs):
    spans = {None: ()}
    for glyph in glyphs.values():
        span = glyph.get("actualtext")
        if span is not None:
            spans.setdefault(span, []).append(glyph["id"])
    return spans


def _ranges(ids):
    out = []
    for glyph_id in ids:
        if out and out[-1][1] == glyph_id - 1:
            out[-1][1] = glyph_id
        else:
            out.append([glyph_id, glyph_id])
    return [tuple(r) for r in out]


HIT_ORDER = ("type", "page", "id", "bbox", "text", "file", "label", "quads", "before", "after", "glyphs", "mcid")


def _ordered(hit):
    hit["type"] = "hit"
    return {name: hit[name] for name in HIT_ORDER}

