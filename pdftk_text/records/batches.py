"""Records held natively: a ``glyphs`` record carries a page's glyphs as a
``_core.GlyphPage`` (the glyph stage's ``glyph_batches``), which the words stage reads in
place; ``glyph_dicts`` makes its glyph records for whatever asks for them, and
``write_glyph_lines`` writes their JSON lines without making them (the writer's way). A
``glyphs`` record is never written itself: this module is the one way out of it. A
``lines`` record carries a page's lines and words as their JSON lines, from the words
stage to the writer; a ``words`` record carries them as records from the words stage to
the order stage in one, and an ``ordered`` record a page as the order stage wrote it,
from the order stage to the export model. Each kind is a type of its own, so no record
read from a stream is taken for one.
"""

GLYPHS_AT_ONCE = 1024   # glyph records made at a time from a page of glyphs (memory, not speed)
LINES_PIECE = 1 << 16   # bytes of glyph lines written at a time: under glibc's 128 KiB mmap threshold


class GlyphBatch(dict):
    """A ``glyphs`` record: type, page and the page's ``glyphs`` (a ``_core.GlyphPage``).
    Only the glyph stage makes one, in-process: a record of that type read from a stream
    is a plain dict, which every stage passes on as a record it does not read."""

    __slots__ = ()


class WordsBatch(dict):
    """A ``words`` record: type, page and the page's ``lines`` and ``words`` records
    (``WordOptions.batch``; from a page of glyphs held natively, ``words`` and each line's
    words are views, ``_core.Words``, whose records are made when something asks for
    them), with the words by line (``by_line``) and the page laid out
    (``layout``, a ``_core.LineLayout``) as the order stage would make them of those
    records. Only the words stage makes one, in-process, and only the order stage reads
    it; a record of that type read from a stream is a plain dict."""

    __slots__ = ()


def glyph_dicts(record):
    """The glyph records of a ``glyphs`` record, in content order."""
    page = record["glyphs"]
    for start in range(0, len(page), GLYPHS_AT_ONCE):
        yield from page.records(start, start + GLYPHS_AT_ONCE)


def write_glyph_lines(record, dumps, write):
    """Write the JSON lines of a ``glyphs`` record's glyph records, in content order, by
    ``write`` in pieces of about LINES_PIECE bytes: the bytes ``dumps`` (orjson's) gives
    each record, written by the core."""
    record["glyphs"].write_lines(dumps, write, LINES_PIECE)


class WordLines(dict):
    """A ``lines`` record: type, page and the page's line and word records as the bytes
    of their JSON lines (``WordOptions.lines``), written by the core from a page of
    glyphs held natively. Only the words stage makes one, in-process, for the writer
    alone; a record of that type read from a stream is a plain dict."""

    __slots__ = ()


class OrderedPage(dict):
    """An ``ordered`` record: a page as the order stage wrote it, held whole in-process
    (``OrderOptions.batch``) for the export model to take at once: its ``record`` (the
    page record), ``order`` record, ``lines``, ``blocks`` and ``furniture`` (each (its
    record, its word records in reading order: a list, or a ``_core.Words`` view)) and
    ``others`` (the page's other records and the stage's diagnostics), in that order. The table stage adds the page's
    ``tables``, the extras stage its ``extras`` (links, annotations); ``stream()`` gives
    the records as a stream would carry them. Never written; a record of that type read
    from a stream is a plain dict."""

    __slots__ = ()

    def stream(self):
        """The page's records in stream order: the page record, its extras, the order
        record, the lines, each block then its words, each furniture record then its
        words, the others, then its tables."""
        out = [self["record"], *self.get("extras", ()), self["order"], *self["lines"]]
        for record, words in self["blocks"]:
            out.append(record)
            out.extend(words)
        for record, words in self["furniture"]:
            out.append(record)
            out.extend(words)
        out.extend(self["others"])
        out.extend(self.get("tables", ()))
        return out
