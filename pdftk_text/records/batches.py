"""Records held natively: a ``glyphs`` record carries a page's glyphs as a
``_core.GlyphPage`` (the glyph stage's ``glyph_batches``), which the words stage reads in
place; ``glyph_dicts`` makes its glyph records for whatever asks for them. A ``glyphs``
record is never written: this module is the one way out of it.
"""

GLYPHS_AT_ONCE = 1024   # glyph records made at a time from a page of glyphs (memory, not speed)


def glyph_dicts(record):
    """The glyph records of a ``glyphs`` record, in content order."""
    page = record["glyphs"]
    for start in range(0, len(page), GLYPHS_AT_ONCE):
        yield from page.records(start, start + GLYPHS_AT_ONCE)
