"""The comment summary and the text under markup annotations.

Expectations: the phrases each annotation was laid over (corpus/manifest.json's
``markups`` for rl-annotated.pdf, from corpus/sources/annotated_documents.py), and
PyMuPDF run live: the words whose centres lie in the annotation's quads, as PyMuPDF
reads the same annotation.
"""

import io
import json
import os

import orjson
import pytest
from markdown_it import MarkdownIt

from pdftk_text.cli import pdf_export
from pdftk_text.export.markup_text import covered

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ANNOTATED = os.path.join(ROOT, "corpus", "rl-annotated.pdf")


def _run(*argv):
    out, err = io.BytesIO(), io.StringIO()
    assert pdf_export.main(list(argv), stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def _expected():
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        entry = next(e for e in json.load(handle)["files"] if e["file"] == "rl-annotated.pdf")
    return entry["markups"]


def _pymupdf_text_under():
    import pymupdf
    document = pymupdf.open(ANNOTATED)
    page = document[0]
    words = page.get_text("words", sort=True)
    out = []
    for annot in page.annots():
        if annot.type[1] not in ("Highlight", "Underline", "StrikeOut", "Squiggly"):
            continue
        points = annot.vertices
        quads = [pymupdf.Quad(points[i:i + 4]) for i in range(0, len(points), 4)]
        under = [w[4] for w in words
                 if any(q.rect.contains(((w[0] + w[2]) / 2, (w[1] + w[3]) / 2)) for q in quads)]
        out.append((annot.type[1], annot.info["title"], " ".join(under)))
    return out


def test_text_under_each_markup_is_the_source_phrase_and_pymupdfs_words():
    report = orjson.loads(_run("-f", "comments", ANNOTATED))
    ours = [(c["subtype"], c["author"], c["text"]) for c in report["comments"]]
    expected = [(m["subtype"], m["author"], m["text"]) for m in _expected()]
    assert ours == expected
    assert ours == _pymupdf_text_under()


def test_replies_nest_under_the_annotation_they_answer():
    report = orjson.loads(_run("-f", "comments", ANNOTATED))
    assert [len(c["replies"]) for c in report["comments"]] == [m["replies"] for m in _expected()]
    reply = report["comments"][0]["replies"][0]
    assert reply["contents"] == "Agreed, see the 1911 minutes." and reply["author"] == "Harbour master"
    assert all(c["subtype"] != "Text" for c in report["comments"])   # the reply is not listed twice


def test_comments_markdown_parses_to_one_item_per_comment():
    text = _run("-f", "comments-md", ANNOTATED).decode()
    tokens = MarkdownIt("commonmark").parse(text)
    top_items = [t for t in tokens if t.type == "list_item_open" and t.level == 1]
    assert len(top_items) == 4
    assert "“the north breakwater was rebuilt in granite”" in text


def test_a_document_without_markups_has_an_empty_summary():
    report = orjson.loads(_run("-f", "comments", os.path.join(ROOT, "corpus", "rl-words.pdf")))
    assert report["comments"] == []
    assert "No comments." in _run("-f", "comments-md", os.path.join(ROOT, "corpus", "rl-words.pdf")).decode()


@pytest.mark.parametrize("quad", [
    (0, 0, 10, 0, 0, 5, 10, 5),          # as written: UL, UR, LL, LR
    (10, 5, 0, 5, 10, 0, 0, 0),          # reversed
])
def test_covered_by_a_quad_in_either_corner_order(quad):
    assert covered((5, 2.5), [quad])
    assert not covered((11, 2.5), [quad]) and not covered((5, -1), [quad])


def test_covered_by_a_rotated_quad():
    diamond = (5, 0, 10, 5, 0, 5, 5, 10)    # a square turned 45 degrees
    assert covered((5, 5), [diamond]) and not covered((1, 1), [diamond])


def test_one_summary_per_input_document():
    lines = _run("-f", "comments", ANNOTATED, os.path.join(ROOT, "corpus", "rl-words.pdf")).splitlines()
    summaries = [orjson.loads(line) for line in lines]
    assert [(os.path.basename(s["source"]), len(s["comments"])) for s in summaries] == \
        [("rl-annotated.pdf", 4), ("rl-words.pdf", 0)]
