"""The inventory report: its sections assembled, and the referee-shaped listings.

Each section is a function of the open document returning plain data; this module
only chooses and orders them. It must never print; the CLI writes what it returns.
"""

import orjson

from . import active, attachments, colour, content_checks, document as document_, fonts, interactive, javascript, pages as pages_, space
from .rawobjects import RawObjects

SECTIONS = ("document", "pages", "fonts", "images", "colour", "interactive", "attachments",
            "layers", "active", "content", "space")


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
    attachments.save_all(document.pdf, directory)


def build(document, pages, section=None, limits=None):
    """The report as plain data: every section, or only ``section``."""
    selected = _pages(document, pages)
    pdf = document.pdf
    makers = {
        "document": lambda: document_.section(document),
        "pages": lambda: pages_.section(pdf, selected),
        "fonts": lambda: fonts.scan(document, _raw(document), selected),
        "images": lambda: colour.images(colour.scan(pdf, selected)),
        "colour": lambda: colour.section(colour.scan(pdf, selected)),
        "interactive": lambda: interactive.section(pdf, selected),
        "attachments": lambda: attachments.section(pdf),
        "layers": lambda: interactive.layers(pdf),
        "active": lambda: active.section(pdf, selected),
        "content": lambda: content_checks.section(pdf, selected, limits),
        "space": lambda: space.section(pdf, document.data),
    }
    chosen = [section] if section else list(SECTIONS)
    report = {"type": "inventory", "source": document.source, "sha256": document.sha256}
    report.update({name: makers[name]() for name in chosen})
    return report


def encode(report):
    return orjson.dumps(report, option=orjson.OPT_SORT_KEYS) + b"\n"
