"""Exports: a document's ordered records written as text, Markdown, JSON, ALTO, hOCR or chunks.

``export(records, format, options, out)`` is the public surface. ``model`` regroups a
record stream into pages (blocks with their words, furniture, tables); each format is
one writer module over that model: ``text``. Writers take ``pages_of`` items and write
bytes to a binary stream. This package must never open a PDF.
"""

from importlib import import_module

from .model import Block, Page, pages_of
from .options import DETAILS, ExportOptions

# format: (writer module, function). A writer is imported when its format is asked for:
# a command exporting text need not load lxml, the regex engine or the table stage.
WRITERS = {
    "text": ("text", "write_text"),
    "md": ("markdown", "write_markdown"),
    "alto": ("alto", "write_alto"),
    "hocr": ("hocr", "write_hocr"),
    "json": ("json_model", "write_json"),
    "chunks": ("chunks", "write_chunks"),
    "comments": ("comments", "write_comments"),
    "comments-md": ("comments", "write_comments_markdown"),
    "svg": ("svg", "write_svg"),
    "outline": ("outline", "write_outline"),
}
FORMATS = tuple(WRITERS)
NEEDS_TABLES = ("json", "svg", "md", "outline")        # formats whose writers place table records (the PDF pipeline runs the table stage)
NEEDS_GLYPHS = ("comments", "comments-md", "svg")   # formats that look at glyphs (text under annotation quads)
# the records only the PDF gives (pdf/extras.py's kinds) each format's writer reads: the
# PDF pipeline looks up these and no others (a format absent here reads none of them)
EXTRAS = {
    "md": ("uri-links",),      # Markdown writes a link of a URI, no other
    "json": ("metadata", "outline"),
    "chunks": ("outline",),
    "comments": ("markups",),
    "comments-md": ("markups",),
    "svg": ("links", "markups"),
}


def writer(format):
    """The function writing ``format``."""
    module, name = WRITERS[format]
    return getattr(import_module("." + module, __name__), name)


def export(records, format, options=ExportOptions(), out=None):
    """Write ``records`` (a pdf-order stream) to ``out`` in ``format``."""
    writer(format)(pages_of(records), options, out)


__all__ = ["Block", "DETAILS", "ExportOptions", "FORMATS", "EXTRAS", "NEEDS_GLYPHS", "NEEDS_TABLES", "Page", "WRITERS", "export",
           "pages_of", "writer"]
