"""pdf-export hands each page from the order stage on as one ``ordered`` record
(``OrderOptions(batch=True)``), through the table and extras stages to the export model:
every format writes the bytes it writes from the same pages taken record by record."""

import io
import os

import pytest

from pdftk_text.cli import pdf_export
from pdftk_text.export import FORMATS, model
from pdftk_text.order import OrderOptions

CORPUS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "corpus")
# tables ruled and tagged, links and notes, a tagged report, furniture, an unreadable page
DOCUMENTS = ("lo-tables-tagged.pdf", "lo-invoice-untagged.pdf", "rl-annotated.pdf", "lo-report-tagged.pdf",
             "lo-columns-untagged.pdf", "qpdf-bates.pdf", "pike-no-tounicode.pdf")


def _export(argv, monkeypatch, batch):
    if not batch:
        monkeypatch.setattr(pdf_export, "OrderOptions", lambda **kw: OrderOptions(**dict(kw, batch=False)))
    taken = []
    ordered = model._ordered
    monkeypatch.setattr(model, "_ordered", lambda record: taken.append(record) or ordered(record))
    out = io.BytesIO()
    assert pdf_export.TOOL.main(argv, stdout=out, stderr=io.StringIO()) == 0
    monkeypatch.undo()
    return out.getvalue(), len(taken)


@pytest.mark.parametrize("format", [f for f in FORMATS if f != "svg"])
@pytest.mark.parametrize("document", DOCUMENTS)
def test_a_page_taken_whole_exports_as_taken_record_by_record(format, document, monkeypatch):
    argv = ["-f", format, os.path.join(CORPUS, document)]
    whole, pages = _export(argv, monkeypatch, batch=True)
    one_by_one, none = _export(argv, monkeypatch, batch=False)
    assert whole == one_by_one
    assert pages > 0 and none == 0


def test_furniture_kept_exports_alike(monkeypatch):
    argv = ["-f", "md", "--furniture", os.path.join(CORPUS, "qpdf-bates.pdf")]
    assert _export(argv, monkeypatch, batch=True)[0] == _export(argv, monkeypatch, batch=False)[0]
