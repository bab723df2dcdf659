"""hOCR 1.2: an XHTML document of ocr_page, ocr_carea, ocr_par, ocr_line and ocrx_word.

Boxes are whole pixels at ``RESOLUTION`` dots per inch (stated as each page's
``scan_res``), in the page frame of the records: origin top left, y down, the page's
``bbox 0 0 width height``. Each block is an ocr_carea holding one ocr_par; each run of a
line inside a block an ocr_line with its baseline (slope and offset from the box's
bottom left, y down, left out for vertical lines) and x_size (the line's font size in
pixels); each word an ocrx_word with x_wconf (100 where the text is the file's own, left
out on an OCR layer), x_font and x_fsize (points). Furniture is left out unless asked
for, then written as the hOCR floats ocr_header, ocr_footer, ocr_pageno or ocr_float,
those nearest the top before the page's careas, the others after. Ids are unique in the
document; text goes through lxml, so it is escaped, and characters XML cannot hold
become U+FFFD. Pages stream out one at a time. Nothing depends on time or locale.
"""

import regex
from lxml import etree

from ..words.joining import apart
from .xml_common import (SOFTWARE, VERSION, PageIds, RunIds, certain, envelope, font_family, furniture_side,
                     number, page_bytes, run_baseline, skeleton_parts, xml_text)
from .model import word_lines
from .options import ExportOptions

NAMESPACE = "http://www.w3.org/1999/xhtml"
DOCTYPE = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
           '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">')
RESOLUTION = 300                # pixels per inch: a page rendered by pdftoppm -r 300 has these boxes
PER_POINT = RESOLUTION / 72
CAPABILITIES = ("ocr_page", "ocr_carea", "ocr_par", "ocr_line", "ocrx_word", "ocr_header", "ocr_footer",
                "ocr_pageno", "ocr_float", "ocrp_wconf", "ocrp_font", "ocrp_dir")
FLOATS = {"header": "ocr_header", "footer": "ocr_footer", "page-number": "ocr_pageno"}
_NOT_IN_TOKEN = regex.compile(r'[;"\s]')      # would end a title property's value
_NOT_IN_QUOTED = regex.compile(r'[;"\t\n\r]')  # would end a title property or its quoted value


def write_hocr(pages, options: ExportOptions, out):
    """Write the pages of a ``pages_of`` stream as one hOCR document (UTF-8 bytes) to ``out``."""
    document, tail, ids = None, None, PageIds()
    for kind, item in pages:
        if kind == "document" and document is None and tail is None:
            document = item
        elif kind == "page":
            if tail is None:
                tail = _write_head(document, out)
            out.write(page_bytes(_page(item, options, document, ids.key(item.number))))
    if tail is None:
        tail = _write_head(document, out)
    out.write(tail)


def _ns(tag):
    return f"{{{NAMESPACE}}}{tag}"


def _write_head(document, out):
    """Write the document up to its body's content; return what closes it."""
    root = etree.Element(_ns("html"), nsmap={None: NAMESPACE})
    head = etree.SubElement(root, _ns("head"))
    etree.SubElement(head, _ns("title")).text = xml_text((document or {}).get("source"))
    etree.SubElement(head, _ns("meta"), {"http-equiv": "Content-Type", "content": "text/html;charset=utf-8"})
    etree.SubElement(head, _ns("meta"), name="ocr-system", content=f"{SOFTWARE} {VERSION}")
    etree.SubElement(head, _ns("meta"), name="ocr-capabilities", content=" ".join(CAPABILITIES))
    if document and document.get("pages") is not None:
        etree.SubElement(head, _ns("meta"), name="ocr-number-of-pages", content=str(document["pages"]))
    body = etree.SubElement(root, _ns("body"))
    start, tail = skeleton_parts(root, body, doctype=DOCTYPE)
    out.write(start)
    return tail


def _px(value):
    return int(value * PER_POINT + 0.5) if value >= 0 else -int(-value * PER_POINT + 0.5)


def _bbox(box):
    return "bbox " + " ".join(str(_px(v)) for v in box)


def _value(text, pattern=_NOT_IN_TOKEN):
    return pattern.sub("_", xml_text(text))


def _page(page, options, document, key):
    width, height = page.size
    title = []
    source = (document or {}).get("source")
    if source and source != "-":
        title.append(f'image "{_value(source, _NOT_IN_QUOTED)}"')
    title += [_bbox([0.0, 0.0, width, height]), f"ppageno {page.number - 1}", f"scan_res {RESOLUTION} {RESOLUTION}"]
    element = etree.Element("div", {"class": "ocr_page", "id": f"page_{key}", "title": "; ".join(title)})
    if not page.textless:
        _fill(element, page, options, key)
    if len(element) == 0:
        element.text = ""             # <div></div>, never <div/>: an HTML parser would leave it open
    return element


def _fill(element, page, options, key):
    writer = _PageWriter(page, key)
    floats = sorted(page.furniture if options.furniture else (),
                    key=lambda b: (b.record["bbox"][1], b.record["bbox"][0]))
    top = [b for b in floats if furniture_side(b, page.size) == "top"]
    for block in top:
        element.append(writer.float(block))
    for block in page.blocks:
        if block.words:
            element.append(writer.carea(block))
    for block in floats:
        if block not in top:
            element.append(writer.float(block))


class _PageWriter:
    def __init__(self, page, key):
        self.page, self.key = page, key
        self.certain = certain(page)
        self.line_ids = RunIds(f"line_{key}")

    def carea(self, block):
        ident = block.record["id"]
        box = _bbox(block.record["bbox"])
        carea = etree.Element("div", {"class": "ocr_carea", "id": f"block_{self.key}_{ident}", "title": box})
        par = etree.SubElement(carea, "p", {"class": "ocr_par", "id": f"par_{self.key}_{ident}", "title": box})
        for run in word_lines(block):
            par.append(self.line(run))
        return carea

    def float(self, block):
        kind = FLOATS.get(block.record.get("kind"), "ocr_float")
        element = etree.Element("div", {"class": kind, "id": f"furniture_{self.key}_{block.record['id']}",
                                        "title": _bbox(block.record["bbox"])})
        for run in word_lines(block):
            element.append(self.line(run))
        return element

    def line(self, run):
        page = self.page
        line = page.lines.get(run[0].get("line")) or {}
        box = [_px(v) for v in envelope(run)]
        title = ["bbox " + " ".join(map(str, box))]
        angle = run[0].get("angle") or 0
        if angle:
            title.append(f"textangle {angle}")
        baseline = _baseline(run_baseline(page, run), box, line.get("direction") or run[0].get("direction"))
        if baseline:
            title.append(baseline)
        size = line.get("size") or max(w.get("size") or 0.0 for w in run)
        title.append(f"x_size {_px(size)}")
        element = etree.Element("span", {"class": "ocr_line", "id": self.line_ids(run[0].get("line")),
                                         "title": "; ".join(title)})
        if (line.get("direction") or run[0].get("direction")) == "rtl":
            element.set("dir", "rtl")
        for index, word in enumerate(run):
            span = etree.SubElement(element, "span", {"class": "ocrx_word", "id": f"word_{self.key}_{word['id']}",
                                                      "title": self.word_title(word)})
            span.text = xml_text(word["text"])
            if index + 1 < len(run) and apart(word, run[index + 1]):
                span.tail = " "             # words that touch (H2O, LaTeX) read with none
        return element

    def word_title(self, word):
        title = [_bbox(word["bbox"])]
        if self.certain:
            title.append("x_wconf 100")
        font = _value(font_family(word.get("font")))
        if font:
            title.append(f"x_font {font}")
        title.append(f"x_fsize {int((word.get('size') or 0.0) + 0.5)}")
        return "; ".join(title)


def _baseline(points, box, direction):
    """hOCR's "baseline slope offset" for a line box (pixels, y down), or None when the line is vertical."""
    x0, y0, x1, y1 = (v * PER_POINT for v in points)
    if direction == "ttb" or abs(x1 - x0) < abs(y1 - y0) or x1 == x0:
        return None
    slope = (y1 - y0) / (x1 - x0)
    at_left = y0 + slope * (box[0] - x0)
    offset = at_left - box[3]
    return f"baseline {number(slope, 3)} {int(offset + 0.5) if offset >= 0 else -int(-offset + 0.5)}"
