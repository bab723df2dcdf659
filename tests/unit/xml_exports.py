"""What the ALTO and hOCR export tests share: the corpus, in-process runs, the referees.

Referees: the Library of Congress ALTO 4.4 schema (tests/data/schemas/alto-4-4.xsd, its
xlink.xsd imported from beside it, nothing fetched) through lxml; hocr-tools-lib's
hocr-check; pdf-words' own records for the words and boxes an export must carry; and
``hocr_problems``, a strict checker written here from the hOCR 1.2 specification because
hocr-check tests little (meta tags, pages, and overlaps it measures across all pages).
"""

import functools
import io
import json
import os
import re

import orjson
from lxml import etree

from pdftk_text.cli.pdf_export import main as export_main
from pdftk_text.cli.pdf_order import main as order_main
from pdftk_text.cli.pdf_words import main as words_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
SCHEMAS = os.path.join(ROOT, "tests", "data", "schemas")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as _handle:
    MANIFEST = {e["file"]: e for e in json.load(_handle)["files"]}
DOCUMENTS = sorted(n for n, e in MANIFEST.items() if e.get("kind") not in ("bad-input", "hostile"))


def argv(name):
    password = (MANIFEST[name].get("encrypted") or {}).get("user_password")
    return [os.path.join(CORPUS, name)] + (["--password", password] if password else [])


def run(main, args, stdin=b""):
    out, err = io.BytesIO(), io.StringIO()
    code = main(list(args), stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


@functools.lru_cache(maxsize=None)
def exported(name, format, *options):
    return run(export_main, ["-f", format, *options] + argv(name))


@functools.lru_cache(maxsize=None)
def words_of(name):
    """pdf-words' word records, by page."""
    pages = {}
    for line in run(words_main, argv(name)).splitlines():
        record = orjson.loads(line)
        if record["type"] == "word":
            pages.setdefault(record["page"], []).append(record)
    return pages


@functools.lru_cache(maxsize=None)
def furniture_words(name):
    """(page, word id) of every word pdf-order calls furniture."""
    out = set()
    for line in run(order_main, argv(name)).splitlines():
        record = orjson.loads(line)
        if record["type"] == "furniture":
            out.update((record["page"], i) for i in record["words"])
    return out


@functools.lru_cache(maxsize=None)
def reference(name, furniture=True):
    """(page, text, bbox) of the words pdf-order gives ``name``, furniture left out unless asked."""
    skip = set() if furniture else furniture_words(name)
    return [(w["page"], w["text"], w["bbox"]) for page in words_of(name).values() for w in page
            if (w["page"], w["id"]) not in skip]


def alto_schema():
    return etree.XMLSchema(etree.parse(os.path.join(SCHEMAS, "alto-4-4.xsd")))


def same_words(found, expected, tolerance):
    """Compare two lists of (page, text, [x0, y0, x1, y1]) as multisets, boxes within ``tolerance``."""
    assert len(found) == len(expected), f"{len(found)} words exported, {len(expected)} read by pdf-words"

    def ordered(words):
        return sorted(words, key=lambda w: (w[0], w[1], round(w[2][1]), round(w[2][0])))

    for (page, text, box), (page2, text2, box2) in zip(ordered(found), ordered(expected)):
        assert (page, text) == (page2, text2)
        assert all(abs(a - b) <= tolerance for a, b in zip(box, box2)), (page, text, box, box2)


# hOCR 1.2 -----------------------------------------------------------------------------

XHTML = "{http://www.w3.org/1999/xhtml}"
FLOATS = {"ocr_float", "ocr_separator", "ocr_textfloat", "ocr_textimage", "ocr_image", "ocr_linedrawing",
          "ocr_photo", "ocr_header", "ocr_footer", "ocr_pageno", "ocr_table"}
PARENTS = {                       # class -> classes its nearest ocr ancestor may have (None: the body)
    "ocr_page": {None},
    "ocr_carea": {"ocr_page"},
    "ocr_par": {"ocr_carea"},
    "ocr_line": {"ocr_par"} | FLOATS,
    "ocrx_word": {"ocr_line"},
    **{name: {"ocr_page"} for name in FLOATS},
}
TAGS = {"ocr_page": "div", "ocr_carea": "div", "ocr_par": "p", "ocr_line": "span", "ocrx_word": "span"}
_INT, _NUM = r"-?\d+", r"-?\d+(?:\.\d+)?"
PROPERTIES = {                    # property -> the full syntax of its value
    "bbox": rf"{_INT} {_INT} {_INT} {_INT}",
    "baseline": rf"{_NUM}(?: {_NUM})*",
    "textangle": _NUM,
    "image": r'"[^";]*"',
    "ppageno": r"\d+",
    "scan_res": r"\d+ \d+",
    "x_wconf": _NUM,
    "x_font": r"[^\s;\"]+",
    "x_fsize": r"\d+",
    "x_size": _NUM,               # tesseract's engine-specific line height
}
CAPABILITY_OF = {"x_font": "ocrp_font", "x_fsize": "ocrp_font", "x_wconf": "ocrp_wconf"}


def properties(title):
    """{name: value} of a title attribute, or raise ValueError on a malformed one."""
    out = {}
    for part in title.split("; "):
        name, _, value = part.partition(" ")
        if name not in PROPERTIES or not re.fullmatch(PROPERTIES[name], value) or name in out:
            raise ValueError(f"bad property {part!r}")
        out[name] = value
    return out


def hocr_problems(data):
    """Every way ``data`` (bytes) breaks hOCR 1.2 as written here; empty when it is sound."""
    root = etree.fromstring(data)
    problems = []
    meta = {m.get("name"): m.get("content") for m in root.iter(XHTML + "meta") if m.get("name")}
    capabilities = set((meta.get("ocr-capabilities") or "").split())
    if not meta.get("ocr-system") or not capabilities:
        problems.append("ocr-system and ocr-capabilities meta tags are required")
    ids, pagenos = set(), set()
    for element in root.iter(XHTML + "*"):
        name = element.get("class")
        if not name or not name.startswith("ocr"):
            continue
        problems += _element_problems(element, name, capabilities, ids, pagenos)
    if not root.findall(f".//{XHTML}*[@class='ocr_page']"):
        problems.append("no ocr_page")
    return problems


def _element_problems(element, name, capabilities, ids, pagenos):
    out, where = [], f"{name} {element.get('id')}"
    if " " in name or name not in PARENTS:
        return [f"{where}: unknown or several classes"]
    if name not in capabilities:
        out.append(f"{where}: class not declared in ocr-capabilities")
    if TAGS.get(name, "div") != etree.QName(element).localname:
        out.append(f"{where}: tag {etree.QName(element).localname}")
    if not element.get("id") or element.get("id") in ids:
        out.append(f"{where}: missing or repeated id")
    ids.add(element.get("id"))
    parent = _ocr_parent(element)
    if (parent.get("class") if parent is not None else None) not in PARENTS[name]:
        out.append(f"{where}: inside {parent.get('class') if parent is not None else 'body'}")
    try:
        props = properties(element.get("title") or "")
    except ValueError as error:
        return out + [f"{where}: {error}"]
    out += [f"{where}: {p} needs {CAPABILITY_OF[p]}" for p in props
            if p in CAPABILITY_OF and CAPABILITY_OF[p] not in capabilities]
    if element.get("dir") and "ocrp_dir" not in capabilities:
        out.append(f"{where}: dir needs ocrp_dir")
    if "bbox" not in props:
        return out + [f"{where}: no bbox"]
    box = [int(v) for v in props["bbox"].split()]
    if box[0] > box[2] or box[1] > box[3]:
        out.append(f"{where}: inverted bbox")
    if name == "ocr_page":
        if box[:2] != [0, 0] or "ppageno" not in props or props["ppageno"] in pagenos:
            out.append(f"{where}: a page's bbox starts at 0 0 and its ppageno is unique")
        pagenos.add(props.get("ppageno"))
    elif parent is not None and _parsable(parent):
        outer = [int(v) for v in properties(parent.get("title"))["bbox"].split()]
        if not (outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]):
            out.append(f"{where}: bbox {box} outside its parent's {outer}")
    if name == "ocrx_word" and (len(element) or element.text is None):
        out.append(f"{where}: a word holds its text only")
    return out


def _parsable(element):
    try:
        return "bbox" in properties(element.get("title") or "")
    except ValueError:
        return False          # the element's own check says why


def _ocr_parent(element):
    parent = element.getparent()
    while parent is not None and not (parent.get("class") or "").startswith("ocr"):
        parent = parent.getparent()
    return parent
