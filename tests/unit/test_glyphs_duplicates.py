"""Fake bold drawn glyph by glyph: each glyph shown twice at one origin, the pen stepped
back over its advance in between (pdf.js's issue11150). pdftotext and MuPDF print each
character once; the glyph stage reads such a copy once by the words stage's rule, and
keeps it, flagged, only on request."""

import shutil
import subprocess

import pytest

from handmade import glyphs, make_pdf, records
from pdftk_text.words import word_records

# Helvetica's a, b and c advance 556, 556 and 500 thousandths of an em: each TJ number
# steps back to the glyph just drawn, so it is drawn again where it stands.
TWICE = b"BT /F1 10 Tf 72 700 Td [(a) 556 (a) (b) 556 (b) (c) 500 (c)] TJ ET"
# the same word drawn again 0.4 pt aside, a show of its own (a fake bold by offset)
OFFSET = b"BT /F1 10 Tf 72 700 Td (abc) Tj ET BT /F1 10 Tf 72.4 700 Td (abc) Tj ET"


@pytest.mark.parametrize("content", [TWICE, OFFSET])
def test_a_glyph_drawn_again_over_itself_is_written_once(content):
    out = records(make_pdf(content))
    assert "".join(r["text"] for r in out if r["type"] == "glyph") == "abc"
    merged = [(d["code"], d["count"]) for d in out if d["type"] == "diagnostic"]
    assert merged == [("extraction.duplicate-glyphs-merged", 3)]


def test_keep_duplicates_writes_the_copies_flagged():
    drawn = glyphs(make_pdf(TWICE), keep_duplicates=True)
    assert [(g["text"], g["flags"]) for g in drawn] == [
        ("a", []), ("a", ["duplicate"]), ("b", []), ("b", ["duplicate"]), ("c", []), ("c", ["duplicate"])]
    # ids stay those of the glyphs drawn, copies or not
    assert [g["id"] for g in glyphs(make_pdf(TWICE))] == [0, 2, 4]


def test_words_read_the_copies_once_whichever_stage_drops_them():
    for options in ({}, {"keep_duplicates": True}):
        words = [r["text"] for r in word_records(records(make_pdf(TWICE), **options)) if r["type"] == "word"]
        assert words == ["abc"]


def test_a_double_letter_is_no_copy():
    assert "".join(g["text"] for g in glyphs(make_pdf(b"BT /F1 10 Tf 72 700 Td (aall) Tj ET"))) == "aall"


@pytest.mark.skipif(not (shutil.which("pdftotext") and shutil.which("mutool")), reason="needs poppler and MuPDF")
def test_the_referees_print_each_character_once(tmp_path):
    path = tmp_path / "twice.pdf"
    path.write_bytes(make_pdf(TWICE))
    poppler = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
    mupdf = subprocess.run(["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path)],
                           capture_output=True, text=True).stdout
    assert poppler.split() == mupdf.split() == ["abc"]
