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
    # an operator inside an array never closed is handed the array, as the interpreter reads it
    (b"BT /F1 9 Tf [(a) 0 Tc (b)] TJ ET", "Tc"),
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


# -- what reading the pages adds to the report (pages, fonts, images, layers) -------------

def _report(name, section):
    import io
    import orjson
    from pdftk_text.cli import pdf_inventory
    out = io.BytesIO()
    assert pdf_inventory.main(["--section", section, os.path.join(ROOT, "corpus", name)], stdout=out) == 0
    return orjson.loads(out.getvalue())[section]


def _manifest(name):
    import json
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        return next(e for e in json.load(handle)["files"] if e["file"] == name)


def _with_page_kinds():
    import json
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        return [e["file"] for e in json.load(handle)["files"] if e.get("page_kinds")]


@pytest.mark.parametrize("name", _with_page_kinds())
def test_page_text_kinds_are_the_manifests(name):
    expected = _manifest(name)["page_kinds"]
    assert _report(name, "pages")["text-kinds"] == expected


def test_glyphs_used_per_font_match_pdftotext_characters():
    import subprocess
    fonts = _report("rl-words.pdf", "fonts")
    used = sum(f["glyphs-used"] for f in fonts)
    text = subprocess.run(["pdftotext", "-raw", os.path.join(ROOT, "corpus", "rl-words.pdf"), "-"],
                          capture_output=True, text=True).stdout
    visible = sum(1 for c in text if not c.isspace())
    assert used >= visible > 0 and all(f["unmappable-codes"] == 0 for f in fonts)


def test_unmappable_codes_are_counted():
    fonts = _report("pike-ttf-symbolic.pdf", "fonts")
    assert any(f["unmappable-codes"] > 0 for f in fonts)


def test_image_placements_carry_the_resolution_pdfimages_lists():
    import subprocess
    placements = _report("rl-images.pdf", "images")["placements"]
    listing = subprocess.run(["pdfimages", "-list", os.path.join(ROOT, "corpus", "rl-images.pdf")],
                             capture_output=True, text=True).stdout.splitlines()[2:]
    referee = [(int(r.split()[0]), int(r.split()[-4]), int(r.split()[-3])) for r in listing]
    assert [(p["page"], round(p["x-ppi"]), round(p["y-ppi"])) for p in placements] == referee


def test_layers_on_list_wins_over_an_off_base_state():
    pdf = _page(b"")
    group_a = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("A")))
    group_b = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("B")))
    pdf.Root.OCProperties = pikepdf.Dictionary(OCGs=[group_a, group_b], D=pikepdf.Dictionary(
        BaseState=pikepdf.Name.OFF, ON=[group_a]))
    from pdftk_text.inventory.interactive import layers
    assert [(g["name"], g["default"]) for g in layers(pdf)["groups"]] == [("A", "on"), ("B", "off")]
