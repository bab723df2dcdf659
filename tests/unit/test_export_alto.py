"""pdf-export -f alto: valid ALTO 4.4 on every corpus document, carrying pdf-words' words and boxes.

Referees: the Library of Congress ALTO 4.4 schema through lxml (every document, with and
without furniture); pdf-words' records for the words, boxes and fonts (a String and its
HYP together are one word); the corpus sources for the hyphen and the page labels.
"""

import io
import os
import subprocess
import sys

import pytest
from lxml import etree

from pdftk_text import __version__
from pdftk_text.export import ExportOptions, export
from xml_exports import (CORPUS, DOCUMENTS, MANIFEST, ROOT, alto_schema, argv, exported,
                         reference, same_words, words_of)

NS = "{http://www.loc.gov/standards/alto/ns-v4#}"
POINTS_PER_UNIT = 72 / 1200
TOLERANCE = POINTS_PER_UNIT / 2 + 1e-6     # each edge rounded to the nearest 1/1200 inch


def parsed(data):
    document = etree.fromstring(data)
    alto_schema().assertValid(document)
    return document


def alto_words(document):
    """(page number, text, box in points) of every String, a line's HYP joined to its last String."""
    out = []
    for page in document.iter(NS + "Page"):
        number = int(page.get("PHYSICAL_IMG_NR"))
        for line in page.iter(NS + "TextLine"):
            for element in line:
                if element.tag == NS + "String":
                    out.append([number, element.get("CONTENT"), _box(element)])
                elif element.tag == NS + "HYP":
                    word, box = out[-1], _box(element)
                    word[1] += element.get("CONTENT")
                    word[2] = [min(word[2][0], box[0]), min(word[2][1], box[1]),
                               max(word[2][2], box[2]), max(word[2][3], box[3])]
    return [tuple(w) for w in out]


def _box(element):
    x, y, w, h = (int(element.get(a)) for a in ("HPOS", "VPOS", "WIDTH", "HEIGHT"))
    return [x * POINTS_PER_UNIT, y * POINTS_PER_UNIT, (x + w) * POINTS_PER_UNIT, (y + h) * POINTS_PER_UNIT]


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_corpus_document_is_valid_alto_with_every_word(name):
    document = parsed(exported(name, "alto", "--furniture"))
    same_words(alto_words(document), reference(name), TOLERANCE)
    pages = document.findall(f"{NS}Layout/{NS}Page")
    assert len(pages) == MANIFEST[name]["pages"]
    labels = MANIFEST[name].get("page_labels")
    if labels:
        assert [p.get("PRINTED_IMG_NR") for p in pages] == labels


@pytest.mark.parametrize("name", DOCUMENTS)
def test_furniture_is_left_out_by_default(name):
    document = parsed(exported(name, "alto"))
    same_words(alto_words(document), reference(name, furniture=False), TOLERANCE)
    assert not any(document.iter(NS + "TopMargin", NS + "BottomMargin", NS + "LeftMargin", NS + "RightMargin"))


@pytest.mark.parametrize("name", ["lo-report-tagged.pdf", "rl-words.pdf", "lo-cjk.pdf", "tex-article.pdf"])
def test_every_string_refers_to_its_words_font_and_size(name):
    document = parsed(exported(name, "alto", "--furniture"))
    styles = {s.get("ID"): s for s in document.iter(NS + "TextStyle")}
    words = {(w["page"], w["id"]): w for page in words_of(name).values() for w in page}
    strings = list(document.iter(NS + "String"))
    for string in strings:
        page, ident = string.get("ID").split("_")[1:]
        word = words[int(page), int(ident)]
        style = styles[string.get("STYLEREFS")]
        assert style.get("FONTFAMILY") == word["font"].split("+")[-1]
        assert float(style.get("FONTSIZE")) == pytest.approx(word["size"], abs=0.05)
    assert len({(s.get("FONTFAMILY"), s.get("FONTSIZE")) for s in styles.values()}) == len(styles)


def test_the_real_hyphen_at_a_line_end_is_a_hyp():
    # corpus/sources/lo-report.fodt: 'goutte-à-goutte' breaks after 'goutte-à-' in the first column.
    document = parsed(exported("lo-report-tagged.pdf", "alto"))
    hyps = list(document.iter(NS + "HYP"))
    assert [h.get("CONTENT") for h in hyps] == ["-"]
    before = hyps[0].getprevious()
    assert before.get("CONTENT") == "goutte-à"
    assert int(before.get("HPOS")) + int(before.get("WIDTH")) == int(hyps[0].get("HPOS"))
    assert hyps[0].getnext() is None


def test_the_description_names_the_source_and_the_software_without_a_date():
    document = parsed(exported("rl-words.pdf", "alto"))
    assert document.findtext(f"{NS}Description/{NS}MeasurementUnit") == "inch1200"
    assert document.findtext(f".//{NS}fileName") == os.path.join(CORPUS, "rl-words.pdf")
    assert document.findtext(f".//{NS}fileIdentifier") == MANIFEST["rl-words.pdf"]["sha256"]
    assert document.findtext(f".//{NS}softwareName") == "pdftk-text"
    assert document.findtext(f".//{NS}softwareVersion") == __version__
    assert document.find(f".//{NS}processingDateTime") is None


def test_a_page_is_measured_in_1200ths_of_an_inch():
    page = parsed(exported("rl-words.pdf", "alto")).find(f".//{NS}Page")
    # rl-words.pdf is A4 (595.276 x 841.89 pt) by its ReportLab source
    assert (page.get("WIDTH"), page.get("HEIGHT")) == ("9921", "14032")


def test_furniture_goes_to_the_margin_of_its_edge():
    document = parsed(exported("rl-running.pdf", "alto", "--furniture"))
    top = " ".join(s.get("CONTENT") for s in document.iter(NS + "TopMargin") for s in s.iter(NS + "String"))
    bottom = " ".join(s.get("CONTENT") for s in document.iter(NS + "BottomMargin") for s in s.iter(NS + "String"))
    assert top and bottom
    for margin in document.iter(NS + "TopMargin", NS + "BottomMargin"):
        space = margin.getparent().find(NS + "PrintSpace")
        if margin.tag == NS + "TopMargin":
            assert int(margin.get("VPOS")) + int(margin.get("HEIGHT")) <= int(space.get("VPOS"))
        else:
            assert int(margin.get("VPOS")) >= int(space.get("VPOS")) + int(space.get("HEIGHT"))


def test_ocr_layer_words_carry_no_confidence_and_file_text_carries_one():
    ocr = parsed(exported("tess-ocr.pdf", "alto"))
    assert all(s.get("WC") is None for s in ocr.iter(NS + "String"))
    born = parsed(exported("rl-words.pdf", "alto"))
    assert {s.get("WC") for s in born.iter(NS + "String")} == {"1"}


def _stream(*words, kind="text", label="iv", hyphen=None):
    yield {"type": "document", "source": "a <b> & \"c\".pdf", "sha256": "00", "pages": 1}
    yield {"type": "page", "page": 1, "label": label, "width": 200.0, "height": 100.0}
    yield {"type": "order", "page": 1, "kind": kind}
    yield {"type": "line", "page": 1, "id": 0, "bbox": [10, 10, 190, 22], "text": " ".join(words),
           "words": [0, len(words) - 1], "direction": "ltr", "angle": 0, "baseline": [10, 20, 190, 20],
           "size": 10.0, "hyphen": hyphen, "next_lower": None}
    yield {"type": "block", "page": 1, "id": 0, "bbox": [10, 10, 190, 22], "text": " ".join(words),
           "words": list(range(len(words))), "lines": [0], "role": None, "element": None}
    for index, text in enumerate(words):
        yield {"type": "word", "page": 1, "id": index, "bbox": [10 + 40 * index, 10, 40 + 40 * index, 22],
               "text": text, "font": "ABCDEF+Serif-BoldItalic", "size": 10.0, "direction": "ltr",
               "angle": 0, "baseline": [10 + 40 * index, 20, 40 + 40 * index, 20], "line": 0}


def _alto(records, **options):
    out = io.BytesIO()
    export(records, "alto", ExportOptions(**options), out)
    return parsed(out.getvalue())


def test_file_text_is_escaped_and_characters_xml_refuses_are_replaced():
    document = _alto(_stream("<script>", "a&b", "\x01\ufffe\"'", "x" + chr(0xDBFF)))
    assert [s.get("CONTENT") for s in document.iter(NS + "String")] == ["<script>", "a&b", "\ufffd\ufffd\"'", "x\ufffd"]
    assert document.findtext(f".//{NS}fileName") == "a <b> & \"c\".pdf"


def test_style_words_come_from_the_font_name_and_the_label_is_printed():
    document = _alto(_stream("one", "two"))
    (style,) = document.iter(NS + "TextStyle")
    assert [style.get(a) for a in ("FONTFAMILY", "FONTSIZE", "FONTSTYLE")] == ["Serif-BoldItalic", "10", "bold italics"]
    assert document.find(f".//{NS}Page").get("PRINTED_IMG_NR") == "iv"
    space = document.find(f".//{NS}SP")
    assert (space.get("HPOS"), space.get("WIDTH")) == ("667", "166")     # 40 pt to 50 pt: 666.7 to 833.3


def test_a_soft_hyphen_drawn_at_a_line_end_is_a_hyp_of_its_own_character():
    document = _alto(_stream("exam", "ple\u00ad", hyphen="\u00ad"))
    hyp = document.find(f".//{NS}HYP")
    assert hyp.get("CONTENT") == "\u00ad" and hyp.getprevious().get("CONTENT") == "ple"


def test_a_page_given_twice_keeps_ids_unique():
    records = list(_stream("one"))
    document = _alto(records + records[1:])
    ids = [e.get("ID") for e in document.iter() if e.get("ID")]
    assert len(ids) == len(set(ids)) and len(document.findall(f".//{NS}Page")) == 2


def test_a_textless_page_is_an_empty_print_space():
    document = _alto(_stream("one", kind="image-only"))
    assert document.find(f".//{NS}PrintSpace") is not None and not any(document.iter(NS + "TextBlock"))


def test_the_schema_refuses_what_it_should():
    broken = etree.fromstring(exported("rl-words.pdf", "alto"))
    del broken.find(f".//{NS}String").attrib["CONTENT"]
    assert not alto_schema().validate(broken)


@pytest.mark.parametrize("name", ["lo-report-untagged.pdf", "lo-rtl.pdf"])
def test_two_runs_under_two_locales_and_hash_seeds_give_the_same_bytes(name):
    outputs = set()
    for locale, seed in (("C.UTF-8", "1"), ("C", "2")):
        env = dict(os.environ, LC_ALL=locale, LANG=locale, PYTHONHASHSEED=seed)
        done = subprocess.run([sys.executable, os.path.join(ROOT, "bin", "pdf-export"), "-f", "alto", "--furniture",
                               *argv(name)], env=env, capture_output=True, timeout=120, check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert outputs == {exported(name, "alto", "--furniture")}


def test_words_that_touch_have_no_space_between_them():
    # LaTeX's logo: "L", a smaller raised "A" kerned into it, "TEX": three words, as
    # pdftotext's boxes have it, read as one piece of text
    root = etree.fromstring(exported("tex-logos.pdf", "alto"))
    ns = {"a": root.nsmap[None]}
    line = root.find(".//a:TextLine", ns)
    kinds = [(el.tag.split("}")[1], el.get("CONTENT")) for el in line]
    at = kinds.index(("String", "L"))
    assert kinds[at:at + 3] == [("String", "L"), ("String", "A"), ("String", "TEX:")]
    assert kinds[at - 1][0] == "SP" and kinds[at + 3][0] == "SP"
