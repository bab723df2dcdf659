"""pdf-export -f hocr: hOCR 1.2 on every corpus document, carrying pdf-words' words and boxes.

Referees: hocr-tools-lib's hocr-check (its overlap check run page by page, since the tool
compares lines across all pages of a document); ``hocr_problems`` in xml_exports, a strict
checker from the hOCR 1.2 specification (classes, nesting, property syntax, capabilities,
unique ids, bbox containment); pdf-words' records for the words and boxes.
"""

import contextlib
import io
import os
import subprocess
import sys

import pytest
from hocr_tools_lib.tools.hocr_check import Checker
from hocr_tools_lib.utils.node_utils import get_bbox
from hocr_tools_lib.utils.rectangle_utils import mostly_non_overlapping
from lxml import etree, html

from pdftk_text import __version__
from pdftk_text.export import ExportOptions, export
from xml_exports import (CORPUS, DOCUMENTS, MANIFEST, ROOT, XHTML, argv, exported,
                         hocr_problems, properties, reference, same_words, words_of)

PIXELS_PER_POINT = 300 / 72
TOLERANCE = 0.5 / PIXELS_PER_POINT + 1e-6     # each edge rounded to the nearest pixel at 300 dpi


def hocr_check(data):
    """hocr-check's failed checks ("not ok ..." lines), the overlap checks made page by page."""
    report = io.StringIO()
    with contextlib.redirect_stderr(report):
        Checker(io.BytesIO(data), no_overlap=True).check()
    failed = [line for line in report.getvalue().splitlines() if line.startswith("not ok")]
    assert report.getvalue().count("ok ") >= 3, "hocr-check ran its checks"
    for page in html.fromstring(data).xpath("//*[@class='ocr_page']"):
        for name in ("ocr_line", "ocr_par", "ocr_carea"):
            boxes = [get_bbox(e) for e in page.xpath(f".//*[@class='{name}']")]
            if not mostly_non_overlapping(boxes):
                failed.append(f"not ok - mostly_nonoverlapping/{name} on {page.get('id')}")
    return failed


def hocr_words(data):
    """(page number, text, box in points) of every ocrx_word."""
    out = []
    for page in etree.fromstring(data).iter(XHTML + "div"):
        if page.get("class") != "ocr_page":
            continue
        number = int(properties(page.get("title"))["ppageno"]) + 1
        for word in page.iter(XHTML + "span"):
            if word.get("class") == "ocrx_word":
                box = [int(v) / PIXELS_PER_POINT for v in properties(word.get("title"))["bbox"].split()]
                out.append((number, word.text, box))
    return out


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_corpus_document_passes_hocr_check_and_the_strict_checker(name):
    for options in ((), ("--furniture",)):
        data = exported(name, "hocr", *options)
        assert hocr_check(data) == []
        assert hocr_problems(data) == []
    same_words(hocr_words(exported(name, "hocr", "--furniture")), reference(name), TOLERANCE)
    same_words(hocr_words(exported(name, "hocr")), reference(name, furniture=False), TOLERANCE)


@pytest.mark.parametrize("name", ["lo-report-tagged.pdf", "rl-words.pdf", "lo-rtl.pdf"])
def test_a_word_carries_its_font_size_and_confidence(name):
    words = {(w["page"], w["id"]): w for page in words_of(name).values() for w in page}
    root = etree.fromstring(exported(name, "hocr", "--furniture"))
    spans = [s for s in root.iter(XHTML + "span") if s.get("class") == "ocrx_word"]
    assert len(spans) == len(words)
    for span in spans:
        page, ident = span.get("id").split("_")[1:]
        word, props = words[int(page), int(ident)], properties(span.get("title"))
        assert props["x_font"] == word["font"].split("+")[-1].replace(" ", "_")
        assert int(props["x_fsize"]) == int(word["size"] + 0.5)
        assert props["x_wconf"] == "100"


def test_the_head_names_the_system_and_its_capabilities():
    root = etree.fromstring(exported("rl-words.pdf", "hocr"))
    meta = {m.get("name"): m.get("content") for m in root.iter(XHTML + "meta") if m.get("name")}
    assert meta["ocr-system"] == f"pdftk-text {__version__}"
    assert {"ocr_page", "ocr_carea", "ocr_par", "ocr_line", "ocrx_word"} <= set(meta["ocr-capabilities"].split())
    assert meta["ocr-number-of-pages"] == str(MANIFEST["rl-words.pdf"]["pages"])


def test_a_page_states_its_image_number_and_resolution():
    root = etree.fromstring(exported("rl-words.pdf", "hocr"))
    page = next(d for d in root.iter(XHTML + "div") if d.get("class") == "ocr_page")
    props = properties(page.get("title"))
    # rl-words.pdf is A4 (595.276 x 841.89 pt) by its ReportLab source: 2480 x 3508 px at 300 dpi
    assert props == {"image": f'"{os.path.join(CORPUS, "rl-words.pdf")}"', "bbox": "0 0 2480 3508",
                     "ppageno": "0", "scan_res": "300 300"}


def test_a_line_has_its_baseline_on_its_words_and_its_size():
    root = etree.fromstring(exported("rl-words.pdf", "hocr"))
    line = next(s for s in root.iter(XHTML + "span") if s.get("class") == "ocr_line")
    props = properties(line.get("title"))
    first = words_of("rl-words.pdf")[1][0]         # "Harbour", 20 pt, baseline at y 71.89
    bottom = int(props["bbox"].split()[3])
    slope, offset = props["baseline"].split()
    assert slope == "0" and bottom + int(offset) == round(first["baseline"][1] * PIXELS_PER_POINT)
    assert props["x_size"] == str(round(first["size"] * PIXELS_PER_POINT))


def test_vertical_and_rotated_lines_have_no_baseline_slope_but_an_angle():
    root = etree.fromstring(exported("rl-words.pdf", "hocr"))
    rotated = [properties(s.get("title")) for s in root.iter(XHTML + "span") if s.get("class") == "ocr_line"]
    assert [p["textangle"] for p in rotated if "textangle" in p] == ["90"] * 4
    assert all("baseline" not in p for p in rotated if "textangle" in p)
    vertical = etree.fromstring(exported("lo-cjk-vertical.pdf", "hocr"))
    assert all("baseline" not in s.get("title") for s in vertical.iter(XHTML + "span") if s.get("class") == "ocr_line")


def test_right_to_left_lines_say_so():
    root = etree.fromstring(exported("lo-rtl.pdf", "hocr"))
    lines = [s for s in root.iter(XHTML + "span") if s.get("class") == "ocr_line"]
    assert sorted(s.get("dir") or "ltr" for s in lines) == ["ltr"] * 2 + ["rtl"] * 4


def test_furniture_is_a_float_by_kind():
    root = etree.fromstring(exported("rl-running.pdf", "hocr", "--furniture"))
    kinds = {d.get("class") for d in root.iter(XHTML + "div")}
    assert {"ocr_header", "ocr_footer"} & kinds
    plain = etree.fromstring(exported("rl-running.pdf", "hocr"))
    floats = {"ocr_header", "ocr_footer", "ocr_pageno", "ocr_float"}
    assert not floats & {d.get("class") for d in plain.iter(XHTML + "div")}


def test_an_ocr_layer_has_no_word_confidence():
    root = etree.fromstring(exported("tess-ocr.pdf", "hocr"))
    words = [s for s in root.iter(XHTML + "span") if s.get("class") == "ocrx_word"]
    assert words and all("x_wconf" not in s.get("title") for s in words)


def _hocr(records, **options):
    out = io.BytesIO()
    export(records, "hocr", ExportOptions(**options), out)
    return out.getvalue()


def _stream(*words, kind="text"):
    yield {"type": "document", "source": "odd; \"name\".pdf", "sha256": "00", "pages": 1}
    yield {"type": "page", "page": 1, "label": "1", "width": 200.0, "height": 100.0}
    yield {"type": "order", "page": 1, "kind": kind}
    yield {"type": "block", "page": 1, "id": 0, "bbox": [10, 10, 10 + 40 * len(words), 22], "text": "",
           "words": list(range(len(words))), "lines": [0], "role": None, "element": None}
    for index, text in enumerate(words):
        yield {"type": "word", "page": 1, "id": index, "bbox": [10 + 40 * index, 10, 40 + 40 * index, 22],
               "text": text, "font": "Odd Font;x", "size": 10.4, "direction": "ltr", "angle": 0,
               "baseline": [10 + 40 * index, 20, 40 + 40 * index, 20], "line": 0}


def test_file_text_is_escaped_and_property_values_cannot_break_the_title():
    data = _hocr(_stream("<script>", "a&b</span>", "\x00\"'"))
    assert hocr_problems(data) == []
    root = etree.fromstring(data)
    words = [s for s in root.iter(XHTML + "span") if s.get("class") == "ocrx_word"]
    assert [w.text for w in words] == ["<script>", "a&b</span>", "\ufffd\"'"]
    assert properties(words[0].get("title"))["x_font"] == "Odd_Font_x"
    assert "image \"odd_ _name_.pdf\"" in next(root.iter(XHTML + "div")).get("title")


def test_a_textless_page_is_an_empty_page_an_html_parser_closes():
    data = _hocr(_stream("one", kind="blank"))
    assert b'<div class="ocr_page" id="page_1"' in data and b"></div>" in data and b"/>\n</body>" not in data
    assert hocr_problems(data) == [] and hocr_check(data) == []


def _spoilt(data, spoil):
    root = etree.fromstring(data)
    spoil(root, [e for e in root.iter(XHTML + "*") if e.get("class")])
    return etree.tostring(root)


def _retitle(element, old, new):
    element.set("title", element.get("title").replace(old, new))


def test_the_strict_checker_finds_what_it_should():
    good = exported("rl-words.pdf", "hocr")
    assert hocr_problems(good) == []
    word = "ocrx_word"
    spoils = [
        lambda r, e: [w for w in e if w.get("class") == word][1].set("id", "word_1_0"),      # repeated id
        lambda r, e: _retitle([w for w in e if w.get("class") == word][0], "x_fsize 20", "x_fsize 20.5"),
        lambda r, e: [w for w in e if w.get("class") == word][0].set("class", "ocrx_word ocr_cinfo"),
        lambda r, e: _retitle([w for w in e if w.get("class") == word][0], "bbox 300 ", "bbox 300 9"),
        lambda r, e: [w for w in e if w.get("class") == "ocr_par"][0].set("class", "ocr_carea"),
        lambda r, e: next(m for m in r.iter(XHTML + "meta") if m.get("name") == "ocr-capabilities").set(
            "content", "ocr_page ocr_carea ocr_par ocr_line ocrx_word"),
        lambda r, e: [p for p in e if p.get("class") == "ocr_par"][0].append(
            [w for w in e if w.get("class") == word][0]),
        lambda r, e: _retitle([w for w in e if w.get("class") == "ocr_line"][0], "x_size", "x_size;"),
    ]
    for index, spoil in enumerate(spoils):
        assert hocr_problems(_spoilt(good, spoil)), index


@pytest.mark.parametrize("name", ["lo-report-untagged.pdf", "lo-rtl.pdf"])
def test_two_runs_under_two_locales_and_hash_seeds_give_the_same_bytes(name):
    outputs = set()
    for locale, seed in (("C.UTF-8", "1"), ("C", "2")):
        env = dict(os.environ, LC_ALL=locale, LANG=locale, PYTHONHASHSEED=seed)
        done = subprocess.run([sys.executable, os.path.join(ROOT, "bin", "pdf-export"), "-f", "hocr", "--furniture",
                               *argv(name)], env=env, capture_output=True, timeout=120, check=True)
        outputs.add(done.stdout)
    assert outputs == {exported(name, "hocr", "--furniture")}


def test_words_that_touch_read_with_no_space_between_them():
    root = etree.fromstring(exported("tex-logos.pdf", "hocr"))
    line = next(el for el in root.iter() if el.get("class") == "ocr_line")
    assert "LATEX:" in "".join(line.itertext())
