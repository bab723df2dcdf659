"""ALTO v4.4: pages of TextBlock, TextLine, String, SP and HYP, valid against the LoC schema.

Measurements are in inch1200 (1/1200 inch, 50/3 per point), whole numbers, in the page
frame of the records (origin top left, y down); an element's width and height are taken
between its rounded edges, so boxes nest as the records' do. Blocks are written in
reading order inside PrintSpace; furniture is left out unless asked for, then written
into the margin (TopMargin, LeftMargin, RightMargin, BottomMargin) whose page edge it is
nearest. A line ending in a hyphen keeps the hyphen apart as HYP, its box the word's
last character share. Each String refers to a TextStyle (font and size); WC is 1 where
the text is the file's own and left out on an OCR layer, whose confidence is unknown.
Pages are serialised one at a time to a spooled file, since the styles, written before
the layout, are known only at the end. Nothing depends on time or locale.
"""

import shutil
import tempfile

from lxml import etree

from ..words.joining import apart
from .xml_common import (SOFTWARE, VERSION, PageIds, RunIds, certain, envelope, font_family, font_styles,
                     furniture_side, number, page_bytes, run_baseline, run_hyphen, skeleton_parts,
                     xml_text)
from .model import word_lines
from .options import ExportOptions

NAMESPACE = "http://www.loc.gov/standards/alto/ns-v4#"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
SCHEMA_LOCATION = NAMESPACE + " http://www.loc.gov/alto/v4/alto-4-4.xsd"
UNIT = "inch1200"
PER_POINT = 1200 / 72          # inch1200 units in one point
SPOOL = 32 * 1024 * 1024       # pages kept in memory up to this many bytes, then on disk
MARGINS = (("top", "TopMargin"), ("left", "LeftMargin"), ("right", "RightMargin"), ("bottom", "BottomMargin"))


def write_alto(pages, options: ExportOptions, out):
    """Write the pages of a ``pages_of`` stream as one ALTO document (UTF-8 bytes) to ``out``."""
    document, styles, ids = None, Styles(), PageIds()
    with tempfile.SpooledTemporaryFile(max_size=SPOOL) as spool:
        for kind, item in pages:
            if kind == "document" and document is None:
                document = item
            elif kind == "page":
                spool.write(page_bytes(_page(item, options, styles, ids.key(item.number))))
        root, layout = _skeleton(document, styles, options)
        head, tail = skeleton_parts(root, layout)
        out.write(head)
        spool.seek(0)
        shutil.copyfileobj(spool, out)
        out.write(tail)


class Styles:
    """TextStyle ids by (font family, size, style words), numbered in order of first use."""

    def __init__(self):
        self.ids = {}

    def ref(self, word):
        key = (font_family(word.get("font")), number(word.get("size") or 0.0, 1),
               " ".join(font_styles(word.get("font"))))
        return self.ids.setdefault(key, f"font_{len(self.ids)}")

    def element(self):
        styles = etree.Element(_ns("Styles"))
        for (family, size, style), ident in self.ids.items():
            element = etree.SubElement(styles, _ns("TextStyle"), ID=ident, FONTFAMILY=family, FONTSIZE=size)
            if style:
                element.set("FONTSTYLE", style)
        return styles


def _ns(tag):
    return f"{{{NAMESPACE}}}{tag}"


def _skeleton(document, styles, options):
    """The alto root with Description and Styles, and its still empty Layout."""
    root = etree.Element(_ns("alto"), nsmap={None: NAMESPACE, "xsi": XSI})
    root.set(f"{{{XSI}}}schemaLocation", SCHEMA_LOCATION)
    root.set("SCHEMAVERSION", "4.4")
    description = etree.SubElement(root, _ns("Description"))
    etree.SubElement(description, _ns("MeasurementUnit")).text = UNIT
    if document:
        source = etree.SubElement(description, _ns("sourceImageInformation"))
        etree.SubElement(source, _ns("fileName")).text = xml_text(document.get("source"))
        if document.get("sha256"):
            etree.SubElement(source, _ns("fileIdentifier"), fileIdentifierLocation="sha256").text = document["sha256"]
    processing = etree.SubElement(description, _ns("Processing"), ID="processing_0")
    etree.SubElement(processing, _ns("processingCategory")).text = "contentGeneration"
    etree.SubElement(processing, _ns("processingStepDescription")).text = (
        "text, positions and fonts read from the PDF's content streams; blocks in reading order")
    etree.SubElement(processing, _ns("processingStepSettings")).text = (
        "furniture: " + ("kept in the margins" if options.furniture else "left out"))
    software = etree.SubElement(processing, _ns("processingSoftware"))
    etree.SubElement(software, _ns("softwareName")).text = SOFTWARE
    etree.SubElement(software, _ns("softwareVersion")).text = VERSION
    root.append(styles.element())
    layout = etree.SubElement(root, _ns("Layout"))
    return root, layout


def _units(value):
    return int(value * PER_POINT + 0.5) if value >= 0 else -int(-value * PER_POINT + 0.5)


def _place(element, bbox):
    """HPOS, VPOS, WIDTH, HEIGHT of ``bbox`` (points) on ``element``, between rounded edges."""
    x0, y0, x1, y1 = (_units(v) for v in bbox)
    element.set("HPOS", str(x0))
    element.set("VPOS", str(y0))
    element.set("WIDTH", str(x1 - x0))
    element.set("HEIGHT", str(y1 - y0))
    return element


def _page(page, options, styles, key):
    width, height = page.size
    element = etree.Element("Page", ID=f"page_{key}", PHYSICAL_IMG_NR=str(page.number))
    if page.record and page.record.get("label") is not None:
        element.set("PRINTED_IMG_NR", xml_text(page.record["label"]))
    element.set("WIDTH", str(_units(width)))
    element.set("HEIGHT", str(_units(height)))
    if page.textless:
        _place(etree.SubElement(element, "PrintSpace"), [0.0, 0.0, width, height])
        return element
    writer = _PageWriter(page, key, styles)
    if options.furniture and page.furniture:
        sides = {}
        for block in page.furniture:
            sides.setdefault(furniture_side(block, page.size), []).append(block)
        for side, tag in MARGINS:
            blocks = sorted(sides.get(side, ()), key=lambda b: (b.record["bbox"][1], b.record["bbox"][0]))
            if blocks:
                margin = _place(etree.SubElement(element, tag), envelope([b.record for b in blocks]))
                for block in blocks:
                    margin.append(writer.block(block, f"furniture_{key}_{block.record['id']}"))
    blocks = [b for b in page.blocks if b.words]
    space = etree.SubElement(element, "PrintSpace")
    _place(space, envelope([b.record for b in blocks]) if blocks else [0.0, 0.0, width, height])
    for block in blocks:
        space.append(writer.block(block, f"block_{key}_{block.record['id']}"))
    return element


class _PageWriter:
    """TextBlocks of one page: lines run by run, words as String with SP between (none
    between words that touch: LaTeX's raised A), HYP last."""

    def __init__(self, page, key, styles):
        self.page, self.key, self.styles = page, key, styles
        self.certain = certain(page)
        self.line_ids = RunIds(f"line_{key}")

    def block(self, block, ident):
        element = _place(etree.Element("TextBlock", ID=ident), block.record["bbox"])
        angle = block.words[0].get("angle") if block.words else 0
        if angle:
            element.set("ROTATION", str(angle))
        for run in word_lines(block):
            element.append(self.line(run))
        return element

    def line(self, run):
        page = self.page
        line = page.lines.get(run[0].get("line")) or run[0]
        direction = line.get("direction") or "ltr"
        element = _place(etree.Element("TextLine", ID=self.line_ids(run[0].get("line"))), envelope(run))
        x0, y0, x1, y1 = (_units(v) for v in run_baseline(page, run))
        element.set("BASELINE", f"{x0},{y0} {x1},{y1}")
        if direction != "ltr":
            element.set("BASEDIRECTION", direction)
        hyphen = run_hyphen(page, run)
        for index, word in enumerate(run):
            if index and apart(run[index - 1], word):       # none between words that touch
                element.append(_space(run[index - 1]["bbox"], word["bbox"], direction == "ttb"))
            text, box = word["text"], word["bbox"]
            if hyphen and index == len(run) - 1:
                text = text[:-len(hyphen)]
                box, hyphen_box = _split(box, len(hyphen) / len(word["text"]), direction)
            element.append(self.string(word, text, box))
        if hyphen:
            element.append(_place(etree.Element("HYP"), hyphen_box))
            element[-1].set("CONTENT", xml_text(hyphen))
        return element

    def string(self, word, text, box):
        element = _place(etree.Element("String", ID=f"string_{self.key}_{word['id']}"), box)
        element.set("STYLEREFS", self.styles.ref(word))
        if self.certain:
            element.set("WC", "1")
        element.set("CONTENT", xml_text(text))
        return element


def _split(box, share, direction):
    """(word part, hyphen part) of a word box, the hyphen taking ``share`` of it at the line's end."""
    x0, y0, x1, y1 = box
    if direction == "ttb":
        cut = y1 - (y1 - y0) * share
        return [x0, y0, x1, cut], [x0, cut, x1, y1]
    if direction == "rtl":
        cut = x0 + (x1 - x0) * share
        return [cut, y0, x1, y1], [x0, y0, cut, y1]
    cut = x1 - (x1 - x0) * share
    return [x0, y0, cut, y1], [cut, y0, x1, y1]


def _space(before, after, vertical):
    """The SP between two word boxes: the gap along the line, zero wide when they touch or overlap."""
    axis = 1 if vertical else 0
    low = min(_units(before[axis + 2]), _units(after[axis + 2]))
    high = max(_units(before[axis]), _units(after[axis]))
    start, size = min(low, high), max(0, high - low)
    across = min(_units(before[1 - axis]), _units(after[1 - axis]))
    element = etree.Element("SP")
    if vertical:
        element.set("HPOS", str(across))
        element.set("VPOS", str(start))
        element.set("HEIGHT", str(size))
    else:
        element.set("HPOS", str(start))
        element.set("VPOS", str(across))
        element.set("WIDTH", str(size))
    return element
