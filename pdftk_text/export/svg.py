"""Overlays: one SVG per page drawing what the stream holds over the page itself.

Each kind the stream carries gets its own layer (an SVG group with a class) and colour,
and a legend lists the kinds drawn: glyph quads (hidden, invisible, clipped and covered
glyphs each dashed in their own colour), words, lines, blocks numbered in reading order,
furniture, gutters (line-number and timestamp lanes), column separators (the gaps
between side-by-side blocks), tables with their cells and confidence, search hits,
links and markup annotations. Beneath, the page rendered by ``render`` when a renderer
and the PDF are at hand; else the picture says plainly that it is not there. Files are
``DIR/<stem>-page-<n>.svg`` (and ``.png`` beside it). Coordinates are the records'
frame (points, page as displayed, y down), so the SVG's user units are points.
"""

import os

from lxml import etree

from ..errors import PdftkTextError, UsageError
from ..visibility import CLIPPED, COVERED, HIDDEN_BY_OC, INVISIBLE
from .render import rasterise, render_page

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
COLOURS = {   # layer: (stroke, fill, legend text)
    "glyph": ("#9e9e9e", "none", "glyph quads"),
    "glyph-hidden": ("#d500f9", "none", "hidden glyphs (optional content)"),
    "glyph-invisible": ("#00bcd4", "none", "invisible glyphs (render mode 3/7, OCR layer)"),
    "glyph-clipped": ("#ff9800", "none", "clipped or covered glyphs"),
    "word": ("#1e88e5", "none", "words"),
    "line": ("#43a047", "none", "lines"),
    "block": ("#e65100", "#e6510014", "blocks, numbered in reading order"),
    "furniture": ("#8e24aa", "#8e24aa1f", "furniture (headers, footers, page numbers, artifacts)"),
    "gutter": ("#6d4c41", "#6d4c4126", "gutters (line numbers, timestamps)"),
    "separator": ("#f50057", "none", "column separators"),
    "table": ("#c62828", "none", "tables and their cells (source, confidence)"),
    "hit": ("#fdd835", "#fdd83566", "search hits"),
    "link": ("#3949ab", "none", "links"),
    "annotation": ("#00897b", "#00897b1a", "markup annotations"),
}
GUTTER_KINDS = ("line-number", "timestamp")


class OverlayError(PdftkTextError):
    """The overlay directory cannot be written."""
    exit_code = 3


def write_svg(pages, options, out):
    if not options.out_dir:
        raise UsageError("-f svg writes one file per page: give the directory with --out DIR")
    try:
        os.makedirs(options.out_dir, exist_ok=True)
    except OSError as error:
        raise OverlayError(f"cannot write into {options.out_dir}: {error.strerror}") from None
    document = {}
    for kind, item in pages:
        if kind == "document":
            document = item
        elif kind == "page":
            path = _write_page(item, document, options)
            out.write((path + "\n").encode("utf-8"))


def _stem(document):
    source = document.get("source") or "-"
    stem = os.path.splitext(os.path.basename(source))[0] if source != "-" else "stdin"
    return stem or "stdin"


def _write_page(page, document, options):
    base = os.path.join(options.out_dir, f"{_stem(document)}-page-{page.number}")
    width, height = page.size
    width = width or max((b.record["bbox"][2] for b in page.blocks), default=612.0)
    height = height or max((b.record["bbox"][3] for b in page.blocks), default=792.0)
    image, why_not = render_page(document, page.number, base + ".png", options)
    root = etree.Element(f"{{{SVG}}}svg", nsmap={None: SVG, "xlink": XLINK},
                         width=_n(width), height=_n(height), viewBox=f"0 0 {_n(width)} {_n(height)}")
    etree.SubElement(root, f"{{{SVG}}}title").text = f"{document.get('source', '-')} page {page.number}"
    if image:
        etree.SubElement(root, f"{{{SVG}}}image", {f"{{{XLINK}}}href": os.path.basename(image), "x": "0",
                                                   "y": "0", "width": _n(width), "height": _n(height)})
    else:
        etree.SubElement(root, f"{{{SVG}}}rect", x="0", y="0", width=_n(width), height=_n(height),
                         fill="#ffffff", stroke="#bdbdbd")
        note = etree.SubElement(root, f"{{{SVG}}}text", x="6", y=_n(height - 6), fill="#757575",
                                **{"font-size": "8", "font-family": "sans-serif", "class": "no-render"})
        note.text = f"page not rendered: {why_not}"
    drawn = []
    for name, draw in _LAYERS:
        group = etree.Element(f"{{{SVG}}}g", {"class": name})
        count = draw(group, page)
        if count:
            root.append(group)
            drawn.extend(count if isinstance(count, list) else [name])
    _legend(root, drawn, width)
    with open(base + ".svg", "wb") as handle:
        handle.write(etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True))
    if options.png:
        done, why_not = rasterise(base + ".svg", base + ".overlay.png", width, height)
        if done is None:
            raise OverlayError(f"--png: {why_not}")
    return base + ".svg"


def _n(value):
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def _rect(group, box, layer, **extra):
    stroke, fill, _ = COLOURS[layer]
    x0, y0, x1, y1 = box
    return etree.SubElement(group, f"{{{SVG}}}rect", x=_n(x0), y=_n(y0), width=_n(max(0, x1 - x0)),
                            height=_n(max(0, y1 - y0)), fill=fill, stroke=stroke,
                            **{"stroke-width": "0.6", **extra})


def _quad(group, quad, layer, **extra):
    stroke, fill, _ = COLOURS[layer]
    points = f"{_n(quad[0])},{_n(quad[1])} {_n(quad[2])},{_n(quad[3])} {_n(quad[6])},{_n(quad[7])} {_n(quad[4])},{_n(quad[5])}"
    return etree.SubElement(group, f"{{{SVG}}}polygon", points=points, fill=fill, stroke=stroke,
                            **{"stroke-width": "0.4", **extra})


def _glyphs(group, page):
    drawn = set()
    for glyph in page.glyphs.values():
        flags = glyph.get("flags") or ()
        if HIDDEN_BY_OC in flags:
            layer = "glyph-hidden"
        elif INVISIBLE in flags:
            layer = "glyph-invisible"
        elif CLIPPED in flags or COVERED in flags:
            layer = "glyph-clipped"
        else:
            layer = "glyph"
        extra = {} if layer == "glyph" else {"stroke-dasharray": "1.5 1"}
        _quad(group, glyph["quad"], layer, **{"class": layer, **extra})
        drawn.add(layer)
    return [name for name in COLOURS if name in drawn]


def _words(group, page):
    words = [w for b in list(page.blocks) + list(page.furniture) for w in b.words]
    for word in words:
        _rect(group, word["bbox"], "word")
    return len(words)


def _lines(group, page):
    for line in page.lines.values():
        _rect(group, line["bbox"], "line")
    return len(page.lines)


def _blocks(group, page):
    for block in page.blocks:
        record = block.record
        _rect(group, record["bbox"], "block", **{"data-order": str(record["id"])})
        label = etree.SubElement(group, f"{{{SVG}}}text", x=_n(record["bbox"][0] - 2),
                                 y=_n(record["bbox"][1] + 7), fill=COLOURS["block"][0],
                                 **{"font-size": "8", "font-family": "sans-serif", "font-weight": "bold",
                                    "text-anchor": "end", "class": "order-number"})
        label.text = str(record["id"] + 1)
    return len(page.blocks)


def _furniture(group, page, gutters=False):
    count = 0
    for item in page.furniture:
        if (item.record.get("kind") in GUTTER_KINDS) != gutters:
            continue
        layer = "gutter" if gutters else "furniture"
        box = _rect(group, item.record["bbox"], layer, **{"data-kind": str(item.record.get("kind"))})
        etree.SubElement(box, f"{{{SVG}}}title").text = f"{item.record.get('kind')}: {item.record.get('reason', '')}"
        count += 1
    return count


def _separators(group, page):
    """Vertical gaps between blocks side by side: a line down the middle of each gap."""
    boxes = [b.record["bbox"] for b in page.blocks]
    seen = set()
    for a in boxes:
        for b in boxes:
            if a[2] < b[0] and min(a[3], b[3]) - max(a[1], b[1]) > 0:
                x = round((a[2] + b[0]) / 2)
                top, bottom = max(a[1], b[1]), min(a[3], b[3])
                if not any(c[0] < x < c[2] and c[1] < bottom and c[3] > top for c in boxes):
                    seen.add((x, round(top), round(bottom)))
    for x, top, bottom in sorted(seen):
        stroke = COLOURS["separator"][0]
        etree.SubElement(group, f"{{{SVG}}}line", x1=str(x), x2=str(x), y1=str(top), y2=str(bottom),
                         stroke=stroke, **{"stroke-width": "0.8", "stroke-dasharray": "4 2"})
    return len(seen)


def _tables(group, page):
    for table in page.tables:
        _rect(group, table["bbox"], "table", **{"stroke-width": "1.2"})
        for cell in table.get("cells", ()):
            if cell.get("bbox"):
                _rect(group, cell["bbox"], "table", **{"stroke-width": "0.4"})
        note = etree.SubElement(group, f"{{{SVG}}}text", x=_n(table["bbox"][0]), y=_n(table["bbox"][1] - 2),
                                fill=COLOURS["table"][0], **{"font-size": "7", "font-family": "sans-serif"})
        note.text = f"table {table['id']}: {table.get('source')} {table.get('confidence')}"
    return len(page.tables)


def _records(kind):
    def draw(group, page):
        found = [r for r in page.others if r.get("type") == kind]
        for record in found:
            if record.get("quads"):
                for quad in record["quads"]:
                    _quad(group, quad, kind)
            elif record.get("bbox"):
                _rect(group, record["bbox"], kind)
        return len(found)
    return draw


_LAYERS = (("glyphs", _glyphs), ("words", _words), ("lines", _lines), ("blocks", _blocks),
           ("furniture", _furniture), ("gutters", lambda g, p: _furniture(g, p, True)),
           ("separators", _separators), ("tables", _tables), ("hits", _records("hit")),
           ("links", _records("link")), ("annotations", _records("annotation")))
_LAYER_COLOUR = {"words": "word", "lines": "line", "blocks": "block", "furniture": "furniture",
                 "gutters": "gutter", "separators": "separator", "tables": "table", "hits": "hit",
                 "links": "link", "annotations": "annotation"}


def _legend(root, drawn, width):
    keys = [_LAYER_COLOUR.get(name, name) for name in drawn]
    if not keys:
        return
    group = etree.SubElement(root, f"{{{SVG}}}g", {"class": "legend"})
    x, y = width - 190, 8
    etree.SubElement(group, f"{{{SVG}}}rect", x=_n(x - 4), y=_n(y - 2), width="188", height=str(10 * len(keys) + 4),
                     fill="#ffffffe6", stroke="#616161", **{"stroke-width": "0.4"})
    for index, key in enumerate(keys):
        stroke, fill, text = COLOURS[key]
        top = y + 10 * index
        etree.SubElement(group, f"{{{SVG}}}rect", x=_n(x), y=_n(top + 1), width="8", height="6",
                         fill=fill if fill != "none" else "#ffffff", stroke=stroke)
        label = etree.SubElement(group, f"{{{SVG}}}text", x=_n(x + 12), y=_n(top + 7), fill="#212121",
                                 **{"font-size": "6.5", "font-family": "sans-serif"})
        label.text = text
