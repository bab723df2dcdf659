"""The generated outline (pdf-export -f outline) against the sources' headings.

Tagged documents: the headings of the LibreOffice source (text:h with its outline
level), in order, with confidence 1. Untagged: the same titles found from the type, the
levels compared by rank (the source's Title paragraph, larger than any heading, comes
first as level 1).
"""

import io
import os

import orjson
import pytest

from pdftk_text.cli import pdf_export
from test_export_markdown import _fodt_outline, _title

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")


def _outline(name):
    out, err = io.BytesIO(), io.StringIO()
    assert pdf_export.main(["-f", "outline", os.path.join(CORPUS, name)], stdout=out, stderr=err) == 0, err.getvalue()
    return orjson.loads(out.getvalue())


@pytest.mark.parametrize("name,source", [("lo-report-tagged.pdf", "lo-report.fodt"),
                                         ("lo-columns-tagged.pdf", "lo-columns.fodt"),
                                         ("lo-invoice-tagged.pdf", "lo-invoice.fodt")])
def test_tagged_outline_is_the_sources_headings(name, source):
    outline = _outline(name)
    expected = [(level, text) for kind, level, text, *_ in
                [o for o in _fodt_outline(source) if o[0] == "h"]]
    assert outline["from"] == "structure"
    assert [(e["level"], e["title"]) for e in outline["entries"]] == expected
    assert all(e["confidence"] == 1.0 for e in outline["entries"])


@pytest.mark.parametrize("name,source", [("lo-report-untagged.pdf", "lo-report.fodt"),
                                         ("lo-columns-untagged.pdf", "lo-columns.fodt")])
def test_untagged_outline_from_type_by_rank(name, source):
    outline = _outline(name)
    headings = [(level, text) for kind, level, text, *_ in [o for o in _fodt_outline(source) if o[0] == "h"]]
    ranks = sorted({level for level, _ in headings})
    expected = [(1, _title(source))] + [(ranks.index(level) + 2, text) for level, text in headings]
    assert outline["from"] == "headings"
    assert [(e["level"], e["title"]) for e in outline["entries"]] == expected
    assert all(0.6 <= e["confidence"] <= 1.0 for e in outline["entries"])


def test_entries_carry_page_label_and_top():
    entries = _outline("lo-report-tagged.pdf")["entries"]
    last = entries[-1]
    assert (last["page"], last["label"], last["title"]) == (3, "3", "4. Lexique")
    tops = [e["top"] for e in entries if e["page"] == 1]
    assert tops == sorted(tops) and 0 < tops[0] < 842


def test_body_text_gives_no_outline():
    outline = _outline("rl-words.pdf")
    assert all(len(e["title"]) < 120 for e in outline["entries"])
