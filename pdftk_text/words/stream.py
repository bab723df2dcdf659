"""The words stage over a record stream: glyph records in, word and line records out.

One page is held at a time. For each page the stream keeps its order: the page record,
the glyphs when asked to keep them, the page's lines (each followed by its words), then
the other records the page carried (diagnostics...) untouched, then this stage's own
diagnostics. Records of types this stage does not read pass through as they came, and so
do the words and lines of a page that already has them. This module must never open a
PDF.
"""

from ..diagnostics import diagnostic
from ..frozen import Frozen, made
from ..records.batches import GlyphBatch, WordLines, WordsBatch, glyph_dicts
from .core import page_words
from .tolerances import Tolerances


class WordOptions(Frozen):
    keep_glyphs: bool = False         # pass the glyph records through, before the page's lines
    tolerances: Tolerances = made(Tolerances)
    # each page's lines and words in one "words" record under its page record, for the
    # order stage to take at once (in-process only: never written, read by order_records)
    batch: bool = False
    # each page's lines and words, from a page of glyphs held natively, as the bytes of
    # their JSON lines in one "lines" record (in-process only, for the writer alone)
    lines: bool = False


def word_records(records, options=WordOptions()):
    """Yield ``records`` with each page's glyphs turned into line and word records."""
    held = _Page()
    glyphs, page = held.glyphs, None        # the glyphs held and their page
    for record in records:
        kind = record["type"]
        if kind == "glyph":
            if glyphs and record.get("page") != page:
                yield from held.flush(options)     # a stream without page records
                glyphs = held.glyphs
            if not glyphs:
                page = record.get("page")
            glyphs.append(record)
        elif isinstance(record, GlyphBatch):        # a page's glyphs held natively (glyph_batches)
            held.batch = record
        elif kind in ("page", "document"):
            yield from held.flush(options)
            glyphs = held.glyphs
            yield record
            held.open = kind == "page"
            held.number = record.get("page") if held.open else None
        elif held.open or glyphs:
            held.others.append(record)
        else:
            yield record
    yield from held.flush(options)


class _Page:
    def __init__(self):
        self.open = False
        self.number = None                  # the page record's number, while one is open
        self.glyphs = []
        self.batch = None
        self.others = []

    def flush(self, options):
        glyphs, batch, others, number = self.glyphs, self.batch, self.others, self.number
        self.glyphs, self.batch, self.others, self.open, self.number = [], None, [], False, None
        if options.keep_glyphs:
            yield from glyphs
            if batch is not None:
                yield from glyph_dicts(batch)
        if batch is not None and len(batch["glyphs"]):
            glyphs, page = batch["glyphs"], batch["page"]
        else:
            page = glyphs[0].get("page") if glyphs else None
        # a page that already holds words (pdf-words --keep-glyphs piped on) keeps them
        if len(glyphs) and not any(r["type"] in ("word", "line") for r in others):
            content = next((r for r in others if r["type"] == "content"), None)
            spaces = content.get("space_widths") if content is not None else None
            native = options.lines and batch is not None
            batched = options.batch and not native and page is not None and page == number
            records = words_of_page(glyphs, options.tolerances, others, spaces, page, native, batched)
            if native:
                yield WordLines(type="lines", page=page, lines=records)
            elif batched:
                lines, words, by_line, layout = records
                yield WordsBatch(type="words", page=page, lines=lines, words=words, by_line=by_line, layout=layout)
            else:
                yield from records
        yield from others


def words_of_page(glyphs, tolerances, diagnostics_out, spaces=None, page=None, lines=False, batch=False):
    """Line and word records of one page's glyphs (glyph records, or a page of glyphs held
    natively, whose ``page`` number is given); appends this stage's diagnostics.
    ``spaces`` is the page's content record's ``space_widths`` (None: words break at
    ``word_gap`` em alone). With ``lines`` (a page held natively only), the bytes of the
    records' JSON lines instead; with ``batch``, what ``page_words`` hands the order stage."""
    page = glyphs[0].get("page") if page is None else page
    dumps = None
    if lines:
        from ..records.jsonl import dumps     # only the JSON-lines writer's path
    records, dropped = page_words(glyphs, page, tolerances, spaces, dumps, batch)
    if dropped:
        diagnostics_out.append(duplicates_merged(dropped, page))
    return records


def duplicates_merged(count, page):
    """The diagnostic saying ``count`` glyphs of ``page`` were read once as copies (the
    glyph stage's, or this stage's for a stream that kept them)."""
    return diagnostic("extraction.duplicate-glyphs-merged",
                      f"{count} glyphs drawn again over the same glyph (fake bold, halo) were read once",
                      page, count=count)
