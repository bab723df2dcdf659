"""The Factur-X visible check: the forms of amounts and dates, and the corpus pair.

The expectations come from the generating source (corpus/sources/annotated_documents.py,
recorded in corpus/manifest.json's ``facturx`` entries): the good invoice shows all four
terms, its twin shows a total with VAT a cent off. Each hit's box is held against
PyMuPDF's ``search_for`` of the same text on the same page.
"""

import json
import os

import orjson
import pytest
import regex

from pdftk_text.cli import pdf_inventory
from pdftk_text.hybrids.visible import amount_pattern, date_pattern, identifier_pattern

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")


def _finds(pattern, text):
    return regex.search(pattern, text, regex.IGNORECASE) is not None


@pytest.mark.parametrize("text", ["1234,56", "1 234,56", "1.234,56", "1'234,56", "Total : 1 234,56 €"])
def test_amount_decimal_comma_forms(text):
    assert _finds(amount_pattern("1234.56", "fr"), text)


@pytest.mark.parametrize("text", ["1234.56", "1,234.56", "USD 1 234.56"])
def test_amount_decimal_point_forms(text):
    assert _finds(amount_pattern("1234.56", "en"), text)


@pytest.mark.parametrize("text", ["11234,56", "1234,567", "1234,57", "21 234,56", "1234,56.7"])
def test_amount_is_bounded_and_exact(text):
    assert not _finds(amount_pattern("1234.56", "fr"), text)


def test_amount_language_decides_the_decimal_mark():
    assert not _finds(amount_pattern("1234.56", "fr"), "1,234.56")
    assert not _finds(amount_pattern("1234.56", "en"), "1.234,56")
    unknown = amount_pattern("1234.56", None)
    assert _finds(unknown, "1.234,56") and _finds(unknown, "1,234.56")


def test_amount_whole_number_and_small():
    assert _finds(amount_pattern("200", "fr"), "Acompte 200,00 €")
    assert _finds(amount_pattern("0.5", "en"), "due 0.50")


@pytest.mark.parametrize("language,text", [
    ("fr", "29 novembre 2026"), ("fr", "29/11/2026"), ("de", "29.11.2026"), ("de", "29. November 2026"),
    ("en", "November 29, 2026"), ("en", "11/29/2026"), ("en", "Nov. 29 2026"), (None, "2026-11-29"),
    ("fr", "29.11.26"), ("es", "29 noviembre 2026"),
])
def test_date_forms(language, text):
    assert _finds(date_pattern("20261129", language), text)


def test_first_of_the_month_in_french_and_digits_without_zero():
    pattern = date_pattern("20260301", "fr")
    assert _finds(pattern, "1er mars 2026") and _finds(pattern, "1/3/2026") and _finds(pattern, "01.03.2026")


def test_date_is_bounded():
    assert not _finds(date_pattern("20261129", "fr"), "129/11/2026")
    assert not _finds(date_pattern("20261129", "fr"), "29 novembre 20267")


def test_identifier_literal_and_bounded():
    pattern = identifier_pattern("FX-2026-0042")
    assert _finds(pattern, "Facture n° FX-2026-0042")
    assert not _finds(pattern, "FX-2026-00421") and not _finds(pattern, "FX-2026.0042")


def _facturx(path):
    import io
    out, err = io.BytesIO(), io.StringIO()
    assert pdf_inventory.main(["--facturx", path], stdout=out, stderr=err) == 0, err.getvalue()
    return orjson.loads(out.getvalue())


def _manifest():
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        return [e for e in json.load(handle)["files"] if "facturx" in e]


@pytest.mark.parametrize("entry", _manifest(), ids=lambda e: e["file"])
def test_corpus_invoices(entry):
    expected = entry["facturx"]
    report = _facturx(os.path.join(CORPUS, entry["file"]))
    assert report["attachment"] == "factur-x.xml" and report["language"] == "fr"
    values = {t["term"]: t["value"] for t in report["terms"]}
    assert values == {k: expected[k] for k in ("BT-1", "BT-2", "BT-112", "BT-115")}
    missing = [t["term"] for t in report["terms"] if not t["found"]]
    assert missing == expected["not_found"]
    flagged = [d["message"].split()[0] for d in report["diagnostics"]
               if d["code"] == "facturx.visible-value-not-found"]
    assert flagged == expected["not_found"]


def test_hits_lie_where_pymupdf_finds_the_same_text():
    import pymupdf
    report = _facturx(os.path.join(CORPUS, "fx-invoice.pdf"))
    document = pymupdf.open(os.path.join(CORPUS, "fx-invoice.pdf"))
    checked = 0
    for term in report["terms"]:
        for hit in term["hits"]:
            rects = document[hit["page"] - 1].search_for(hit["text"])
            xs = [v for q in hit["quads"] for v in q[0::2]]
            ys = [v for q in hit["quads"] for v in q[1::2]]
            ours = (min(xs), min(ys), max(xs), max(ys))
            assert any(abs(r.x0 - ours[0]) < 1.5 and abs(r.x1 - ours[2]) < 1.5
                       and abs((r.y0 + r.y1) / 2 - (ours[1] + ours[3]) / 2) < 3 for r in rects), (hit, rects)
            checked += 1
    assert checked == 4


def test_a_pdf_without_invoice_xml_says_so():
    report = _facturx(os.path.join(CORPUS, "pike-attachments.pdf"))
    assert report["attachment"] is None and report["terms"] == []
