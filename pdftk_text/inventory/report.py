"""The inventory report: its sections assembled, and the referee-shaped listings.

Each section is a function of the open document returning plain data; this module
only chooses and orders them. It must never print; the CLI writes what it returns.
"""

from collections import Counter

import orjson

from ..pdf.names import displayed
from . import (active, attachments, colour, content_checks, document as document_, fonts, hidden, interactive,
               javascript, pages as pages_, space)
from .rawobjects import RawObjects
from .reading import PageReading

SECTIONS = ("document", "pages", "fonts", "images", "colour", "interactive", "attachments",
            "layers", "active", "content", "hidden-text", "space")


def _raw(document):
    return RawObjects(document.pdf, document.data)


def _pages(document, pages):
    return list(pages) or list(range(1, document.page_count + 1))


def listing(document, kind, pages):
    """The bytes pdffonts, pdfdetach -list or pdfinfo -js prints for ``document``."""
    if kind == "fonts":
        return fonts.listing(fonts.scan(document, _raw(document), _pages(document, pages)))
    if kind == "attachments":
        return attachments.listing(document.pdf)
    if kind == "js":
        return javascript.listing(document.pdf, _pages(document, pages))
    raise ValueError(kind)


def save_attachments(document, directory):
    attachments.save_all(document.pdf, directory, document.encryption == "attachments")


def build(document, pages, section=None, limits=None):
    """The report as plain data: every section, or only ``section``."""
    selected = _pages(document, pages)
    pdf = document.pdf
    reading = PageReading(document, selected, limits)
    makers = {
        "document": lambda: document_.section(document),
        "pages": lambda: _with_kinds(pages_.section(pdf, selected), reading),
        "fonts": lambda: _with_glyphs(fonts.scan(document, _raw(document), selected), reading),
        "images": lambda: _with_placements(colour.images(colour.scan(pdf, selected)), reading),
        "colour": lambda: colour.section(colour.scan(pdf, selected)),
        "interactive": lambda: interactive.section(pdf, selected),
        "attachments": lambda: attachments.section(pdf, document.encryption == "attachments"),
        "layers": lambda: interactive.layers(pdf),
        "active": lambda: active.section(pdf, selected),
        "content": lambda: content_checks.section(pdf, selected, limits),
        "hidden-text": lambda: hidden.section(document, selected, limits, reading.ocr_pages()),
        "space": lambda: space.section(pdf, document.data),
    }
    chosen = [section] if section else list(SECTIONS)
    report = {"type": "inventory", "source": document.source, "sha256": document.sha256}
    report.update({name: makers[name]() for name in chosen})
    return report


def hidden_text(document, pages, limits=None):
    """The hidden-text section of the selected pages, as ``pdf-inventory --hidden-text`` reports it."""
    selected = _pages(document, pages)
    return hidden.section(document, selected, limits, PageReading(document, selected, limits).ocr_pages())


def _with_kinds(section, reading):
    """The pages section with each page's text kind and image cover (the order stage's)."""
    kinds = reading.text()[1]
    section["text-kinds"] = {page: value["kind"] for page, value in kinds.items()}
    section["image-cover"] = {page: value["image_cover"] for page, value in kinds.items()}
    section["kind-counts"] = dict(sorted(Counter(v["kind"] for v in kinds.values()).items()))
    return section


def _with_glyphs(found, reading):
    """Each font with the glyphs drawn in it and the codes no source maps (by font name)."""
    used = reading.text()[0]
    for font in found:
        font["name"], font["encoding"] = displayed(font.get("name")), displayed(font.get("encoding"))
        counts = used.get(font.get("name") or "", {"glyphs": 0, "unmappable": 0})
        font["glyphs-used"], font["unmappable-codes"] = counts["glyphs"], counts["unmappable"]
    return found


def _with_placements(section, reading):
    """The images section with every placement: page, box, pixels and effective resolution."""
    section["placements"] = [{key.replace("_", "-"): value for key, value in placement.items()}
                             for placement in reading.placements()]
    return section


def encode(report):
    return orjson.dumps(report, option=orjson.OPT_SORT_KEYS) + b"\n"
