"""Exports: a document's ordered records written as text, Markdown, JSON, ALTO, hOCR or chunks.

``export(records, format, options, out)`` is the public surface. ``model`` regroups a
record stream into pages (blocks with their words, furniture, tables); each format is
one writer module over that model: ``text``. Writers take ``pages_of`` items and write
bytes to a binary stream. This package must never open a PDF.
"""

from .model import Block, Page, pages_of
from .options import DETAILS, ExportOptions
from .text import write_text

WRITERS = {
    "text": write_text,
}
FORMATS = tuple(WRITERS)
NEEDS_TABLES = ()        # formats whose writers place table records (the PDF pipeline runs the table stage)


def export(records, format, options=ExportOptions(), out=None):
    """Write ``records`` (a pdf-order stream) to ``out`` in ``format``."""
    WRITERS[format](pages_of(records), options, out)


__all__ = ["Block", "DETAILS", "ExportOptions", "FORMATS", "NEEDS_TABLES", "Page", "WRITERS", "export", "pages_of"]
