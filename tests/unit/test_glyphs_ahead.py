"""A page's copies and words worked out on the core's worker while the next page is read
(``glyph_batches``): the records are those the words stage makes itself, in the same
order, and a failure on a page still hands on what came before it."""

import os
import select
import signal
import time

import pikepdf
import pytest

from handmade import make_pdf
from pdftk_text.content.interpreter import Interpreter
from pdftk_text.glyphs import glyph_batches
from pdftk_text.pdf.document import open_document, open_path
from pdftk_text.records.batches import GlyphBatch
from pdftk_text.words import word_records

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")


def _words(path, ahead):
    """Every record of the words stage over ``path``'s pages, and for each glyphs record
    whether its page came with its lines made when the words stage took it."""
    made = []

    def noting(records):
        for record in records:
            if isinstance(record, GlyphBatch):
                made.append(record["glyphs"].lines_made)
            yield record
    out = list(word_records(noting(glyph_batches(open_path(path), words_ahead=ahead))))
    return out, made


@pytest.mark.parametrize("name", ["tex-accents.pdf", "tex-article-pages.pdf", "lo-rtl.pdf", "fpdf-unicode.pdf"])
def test_words_made_ahead_are_the_words_the_stage_makes(name):
    path = os.path.join(CORPUS, name)
    ahead, made = _words(path, True)
    itself, not_made = _words(path, False)
    assert made and all(made) and not any(not_made)
    assert ahead == itself


def test_an_accent_composed_on_the_worker_reads_as_one_letter():
    # tex-accents.pdf draws its accents apart from their letters: the worker composes
    # them, asking Python for the composed letter's properties
    records, made = _words(os.path.join(CORPUS, "tex-accents.pdf"), True)
    assert all(made)
    text = " ".join(r["text"] for r in records if r["type"] == "word")
    assert "é" in text and "\u0301" not in text


def test_a_page_that_fails_hands_on_the_pages_before_it(monkeypatch):
    def second_page(pdf, page):
        pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(
            Type=pikepdf.Name.Page, MediaBox=page.MediaBox, Resources=page.Resources,
            Contents=pdf.make_stream(b"BT /F1 10 Tf 72 700 Td (two) Tj ET"))))
    data = make_pdf(b"BT /F1 10 Tf 72 700 Td (one) Tj ET", setup=second_page)
    run_page = Interpreter.run_page

    def failing(self, obj, number, *args):
        if number == 2:
            raise RuntimeError("page 2 breaks")
        return run_page(self, obj, number, *args)
    monkeypatch.setattr(Interpreter, "run_page", failing)
    seen = []
    with pytest.raises(RuntimeError, match="page 2 breaks"):
        for record in glyph_batches(open_document("two.pdf", data)):
            seen.append((record["type"], record.get("page")))
    assert seen[-4:] == [("page", 1), ("glyphs", 1), ("content", 1), ("page", 2)]


def test_a_forked_child_reads_with_a_worker_of_its_own():
    path = os.path.join(CORPUS, "tex-article-pages.pdf")
    expected, _ = _words(path, True)          # the parent's worker is running now
    read, write = os.pipe()
    child = os.fork()
    if child == 0:                            # the child: the parent's thread is not here
        try:
            records, made = _words(path, True)
            os.write(write, b"1" if records == expected and all(made) else b"0")
        finally:
            os._exit(0)
    os.close(write)
    ready, _, _ = select.select([read], [], [], 60)
    answer = os.read(read, 1) if ready else b""
    os.close(read)
    if not ready:
        os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
    assert answer == b"1", "the child hung or read other words" if not ready else "the child read other words"


def test_a_page_given_up_before_its_copies_are_read_leaves_nothing_waiting():
    # a consumer that stops after the first page: the page read ahead is dropped with
    # its work pending, and the next reading is not held up by it
    path = os.path.join(CORPUS, "tex-article-pages.pdf")
    stream = glyph_batches(open_path(path))
    for record in stream:
        if record["type"] == "glyphs":
            break
    stream.close()
    started = time.monotonic()
    records, made = _words(os.path.join(CORPUS, "tex-accents.pdf"), True)
    assert all(made) and time.monotonic() - started < 30
