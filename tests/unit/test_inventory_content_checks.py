"""Content checks (pdf-inventory --section content): one hand-made page per finding.

Each page breaks one rule of ISO 32000-1 (§8.2 and Figure 9 for where operators may
stand, §9.3 for Tf before text, §7.8.3 for resources, §8.10 for forms); a corpus
document from a well-behaved producer has none, a lone ``n`` (ReportLab) included.
"""

import glob
import os

import pikepdf
import pytest

from pdftk_text.inventory.content_checks import MAX_FINDINGS, section

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _page(content, fonts=("F1",), xobjects=None):
    pdf = pikepdf.new()
    font = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                BaseFont=pikepdf.Name.Helvetica))
    resources = pikepdf.Dictionary(Font=pikepdf.Dictionary({f"/{name}": font for name in fonts}))
    if xobjects:
        resources.XObject = pikepdf.Dictionary({f"/{k}": v(pdf) for k, v in xobjects.items()})
    page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 200, 200], Resources=resources,
                              Contents=pdf.make_stream(content))
    pdf.pages.append(pikepdf.Page(page))
    return pdf


def _checks(pdf):
    return [(f["check"], f["operator"]) for f in section(pdf)["findings"]]


def test_a_clean_page_has_no_findings():
    assert _checks(_page(b"q 1 0 0 1 10 10 cm BT /F1 12 Tf 0 0 Td (Hi) Tj ET 0 0 10 10 re f Q")) == []


@pytest.mark.parametrize("content,expected", [
    (b"(Hi) Tj", ("operator-outside-object", "Tj")),
    (b"10 10 Td", ("operator-outside-object", "Td")),
    (b"BT /F1 9 Tf BT ET", ("operator-outside-object", "BT")),
    (b"ET", ("operator-outside-object", "ET")),
    (b"BT /F1 9 Tf 0 0 10 10 re ET", ("operator-outside-object", "re")),
    (b"f", ("operator-outside-object", "f")),
])
def test_operators_outside_their_object(content, expected):
    assert expected in _checks(_page(content))


def test_unclosed_text_object():
    assert ("unclosed-text-object", "BT") in _checks(_page(b"BT /F1 9 Tf (a) Tj"))


@pytest.mark.parametrize("content,operator", [
    (b"BT 12 /F1 Tf ET", "Tf"), (b"1 0 0 cm", "cm"), (b"BT /F1 9 Tf 5 Tj ET", "Tj"), (b"/x w", "w"),
    (b"BT /F1 9 Tf (a) TJ ET", "TJ"),
])
def test_operands_of_the_wrong_kind(content, operator):
    assert ("operand-kind", operator) in _checks(_page(content))


def test_text_before_font_and_q_restores_the_font_state():
    assert ("text-before-font", "Tj") in _checks(_page(b"BT (a) Tj ET"))
    assert _checks(_page(b"BT /F1 9 Tf (a) Tj ET")) == []
    found = _checks(_page(b"q BT /F1 9 Tf ET Q BT (a) Tj ET"))
    assert ("text-before-font", "Tj") in found


def test_resource_names_the_resources_lack():
    found = _checks(_page(b"BT /F9 9 Tf (a) Tj ET /GS1 gs /Im0 Do /CS0 cs /DeviceRGB cs"))
    assert [f for f in found if f[0] == "resource-missing"] == [
        ("resource-missing", "Tf"), ("resource-missing", "gs"), ("resource-missing", "Do"),
        ("resource-missing", "cs")]


def test_self_reaching_forms_directly_and_through_another():
    def forms(pdf):
        a = pdf.make_stream(b"/B Do", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 9, 9])
        b = pdf.make_stream(b"/A Do", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 9, 9])
        a.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(B=b))
        b.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(A=a))
        return a
    found = _checks(_page(b"/A Do", xobjects={"A": forms}))
    assert found == [("self-reaching-form", "Do")]


def test_findings_are_capped_and_counted():
    result = section(_page(b"(a) Tj " * (MAX_FINDINGS + 5)))
    assert result["counts"]["operator-outside-object"] == MAX_FINDINGS + 5
    assert len([f for f in result["findings"] if f["check"] == "operator-outside-object"]) == MAX_FINDINGS


def test_inline_image_data_is_not_read_as_operators():
    image = b"BI /W 2 /H 1 /BPC 8 /CS /G ID \x00ET EI"
    assert _checks(_page(b"q " + image + b" Q")) == []


def test_corpus_documents_from_real_producers_have_no_findings():
    checked = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "corpus", "*.pdf"))):
        try:
            pdf = pikepdf.open(path)
        except (pikepdf.PdfError, pikepdf.PasswordError):
            continue               # the damaged and bad-input files
        assert section(pdf)["counts"] == {}, path
        checked += 1
    assert checked >= 60
