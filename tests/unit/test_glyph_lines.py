"""The core writes a page's glyph records as JSON lines: the bytes orjson gives each record."""

import io
import os

import orjson
import pytest

from handmade import make_pdf
from pdftk_text.glyphs import GlyphOptions, glyph_batches
from pdftk_text.pdf.document import open_document, open_path
from pdftk_text.records.batches import glyph_dicts, write_glyph_lines
from pdftk_text.records.jsonl import write_records

CORPUS = os.path.join(os.path.dirname(__file__), "..", "..", "corpus")

# fonts of every kind, rotated and vertical text, Type 3, layers, hidden text, right to left
FILES = ("lo-report-tagged.pdf", "lo-cjk-vertical.pdf", "rl-rotated.pdf", "tex-type3-pk.pdf",
         "pike-layers.pdf", "hidden-ways.pdf", "lo-rtl.pdf", "rl-symbols.pdf", "tess-ocr.pdf",
         "pike-cropbox.pdf", "tex-math-names.pdf")


def _lines_and_dumps(document, options):
    """(the core's lines, orjson's lines of the same records), page by page."""
    ours, theirs = [], []
    for record in glyph_batches(document, options):
        if record["type"] == "glyphs":
            pieces = []
            write_glyph_lines(record, orjson.dumps, pieces.append)
            ours.append(b"".join(pieces))
            theirs.append(b"".join(orjson.dumps(g) + b"\n" for g in glyph_dicts(record)))
    return ours, theirs


@pytest.mark.parametrize("name", FILES)
def test_the_core_writes_the_bytes_orjson_writes(name):
    ours, theirs = _lines_and_dumps(open_path(os.path.join(CORPUS, name)), GlyphOptions())
    assert ours == theirs
    assert any(ours)


@pytest.mark.parametrize("name", ("hidden-ways.pdf", "pike-layers.pdf", "pike-cropbox.pdf"))
def test_flags_of_kept_glyphs_are_written_as_orjson_writes_them(name):
    options = GlyphOptions(keep_hidden=True, keep_outside=True, keep_duplicates=True)
    ours, theirs = _lines_and_dumps(open_path(os.path.join(CORPUS, name)), options)
    assert ours == theirs


def test_a_number_the_core_does_not_write_is_left_to_orjson():
    # far outside the page: the origin is past 1e12, which the core leaves to orjson
    data = make_pdf(b"BT /F1 10 Tf 1 0 0 1 5000000000000 700 Tm (Far) Tj ET BT /F1 10 Tf 100 700 Td (Near) Tj ET")
    document = open_document("far.pdf", data)
    ours, theirs = _lines_and_dumps(document, GlyphOptions(keep_outside=True))
    assert ours == theirs
    lines = [orjson.loads(line) for line in ours[0].splitlines()]
    assert "".join(g["text"] for g in lines) == "FarNear"
    assert lines[0]["origin"][0] > 1e12


def test_the_writer_writes_a_page_of_glyphs_as_its_glyph_records():
    data = make_pdf(b"BT /F1 10 Tf 100 700 Td (Hello) Tj ET")
    records = list(glyph_batches(open_document("hello.pdf", data), GlyphOptions()))
    assert [r["type"] for r in records].count("glyphs") == 1
    out = io.BytesIO()
    write_records(records, out)
    written = [orjson.loads(line) for line in out.getvalue().splitlines()]
    assert "glyphs" not in [r["type"] for r in written]
    assert "".join(r["text"] for r in written if r["type"] == "glyph") == "Hello"
