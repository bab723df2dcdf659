"""A page's words held natively for the order stage (``_core.Words``): the words stage
hands the order stage views of them, whose records are made only when asked. A view
gives the very records the words stage writes, each made once (the same object however
it is reached), and the order stage writes from views what it writes from records."""

import io
import os
import pickle

import pytest

from pdftk_text import _core
from pdftk_text.cli import pdf_export
from pdftk_text.export.model import Block
from pdftk_text.glyphs import GlyphOptions, glyph_batches
from pdftk_text.order import OrderOptions, order_records
from pdftk_text.pdf.document import open_path
from pdftk_text.records.batches import WordsBatch
from pdftk_text.structure.records import with_structure
from pdftk_text.words import WordOptions, word_records

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
PDFJS = os.path.join(os.path.dirname(ROOT), "shared", "realworld", "pdfjs")
# columns and furniture, right to left, vertical CJK, a tagged report with artifacts,
# tables, pages with running heads, lanes of line numbers and of timestamps (gutters); and
# a two-column paper
DOCUMENTS = [os.path.join(CORPUS, name) for name in (
    "lo-columns-untagged.pdf", "lo-rtl.pdf", "lo-cjk-vertical.pdf", "lo-report-tagged.pdf", "lo-tables.pdf",
    "tex-article-pages.pdf", "rl-running.pdf", "tex-listing.pdf", "rl-transcript.pdf")] + [
    os.path.join(PDFJS, "tracemonkey.pdf")]


def _records(path, batch):
    """The words stage's output records for ``path``, as a batch (views) or record by record."""
    document = open_path(path)
    return list(word_records(with_structure(glyph_batches(document, GlyphOptions()), document),
                             WordOptions(batch=batch)))


def _available(path):
    if not os.path.exists(path):
        pytest.fail(f"{path} is missing (the corpus, or ../shared beside the checkout)")
    return path


@pytest.mark.parametrize("path", DOCUMENTS, ids=os.path.basename)
def test_a_view_gives_the_records_the_words_stage_writes(path):
    _available(path)
    batches = [r for r in _records(path, batch=True) if isinstance(r, WordsBatch)]
    plain = [r for r in _records(path, batch=False) if r.get("type") in ("word", "line")]
    assert batches and all(isinstance(b["words"], _core.Words) for b in batches)
    words = [list(w.items()) for b in batches for w in b["words"]]      # keys in their order too
    lines = [list(line.items()) for b in batches for line in b["lines"]]
    assert words == [list(r.items()) for r in plain if r["type"] == "word"]
    assert lines == [list(r.items()) for r in plain if r["type"] == "line"]
    for batch in batches:
        view = batch["words"]
        assert view.ids() == [w["id"] for w in view] == list(range(len(view)))
        for directions in (("rtl", "ttb"), ("ltr",), ()):
            assert view.count_directions(directions) == sum(w["direction"] in directions for w in view)
        for line in batch["lines"]:
            own = batch["by_line"][line["id"]]
            first, last = line["words"]
            # one record a word, however it is reached
            taken = view[first:last + 1]
            assert len(own) == len(taken) == last - first + 1 and all(a is b for a, b in zip(own, taken))
            assert own.span() == (min(w["bbox"][1] for w in own), max(w["bbox"][3] for w in own))


def test_a_view_is_a_sequence_of_records():
    batch = next(r for r in _records(os.path.join(CORPUS, "lo-columns-untagged.pdf"), batch=True)
                 if isinstance(r, WordsBatch))
    view = batch["words"]
    n = len(view)
    assert n > 3 and bool(view)
    assert view[-1] is view[n - 1] and view[0] is next(iter(view))
    assert view[1:3] == [view[1], view[2]] and view[::-1][0] is view[-1] and view[5:2] == []
    with pytest.raises(IndexError):
        view[n]
    with pytest.raises(IndexError):
        view[-n - 1]
    with pytest.raises(TypeError):
        view["id"]
    assert list(view) == [view[i] for i in range(n)]


@pytest.mark.parametrize("path", DOCUMENTS, ids=os.path.basename)
@pytest.mark.parametrize("mode", ["auto", "layout", "content"])
def test_the_order_stage_writes_from_views_what_it_writes_from_records(path, mode):
    _available(path)
    options = OrderOptions(mode=mode)
    from_views = list(order_records(iter(_records(path, batch=True)), options))
    from_records = list(order_records(iter(_records(path, batch=False)), options))
    assert from_views == from_records
    assert not any(isinstance(r, WordsBatch) for r in from_views)


@pytest.mark.parametrize("format", ["text", "md", "json", "alto", "chunks"])
@pytest.mark.parametrize("path", DOCUMENTS[-3:], ids=os.path.basename)
def test_every_format_writes_from_views_what_it_writes_from_records(format, path, monkeypatch):
    argv = ["-f", format, _available(path)]
    from_views = _export(argv)
    monkeypatch.setattr(pdf_export, "WordOptions", lambda **kw: WordOptions(**dict(kw, batch=False)))
    assert _export(argv) == from_views


def _export(argv):
    out = io.BytesIO()
    assert pdf_export.TOOL.main(argv, stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def test_a_block_of_a_view_reads_its_first_word_s_style_and_packs_as_records():
    batch = next(r for r in _records(os.path.join(CORPUS, "lo-columns-untagged.pdf"), batch=True)
                 if isinstance(r, WordsBatch))
    view = batch["by_line"][batch["lines"][0]["id"]]
    block = Block({"type": "block", "words": view.ids()}, view)
    size, angle = block.first_style()         # asked before the record is made
    assert block.count() == len(view) and (size, angle) == (view[0]["size"], view[0]["angle"])
    assert size is view[0]["size"] and type(angle) is int
    view[0]["size"] = 99.5                    # a record once made is what is read
    assert block.first_style() == (99.5, angle)
    assert Block({"type": "block"}, [{"size": 7.0}]).first_style() == (7.0, None)
    packed = pickle.loads(pickle.dumps(block, pickle.HIGHEST_PROTOCOL))
    assert packed == block and type(packed.words) is list
    assert block.words == list(view) and type(block.words) is list
