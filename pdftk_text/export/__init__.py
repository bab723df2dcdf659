"""Exports: a document's ordered records written as text, Markdown, JSON, ALTO, hOCR or chunks.

``export(records, format, options, out)`` is the public surface. ``model`` regroups a
record stream into pages (blocks with their words, furniture, tables); each format is
one writer module over that model: ``text``. Writers take ``pages_of`` items and write
bytes to a binary stream. This package must never open a PDF.
"""

from .model import Block, Page, pages_of
from .options import DETAILS, ExportOptions
from .comments import write_comments, write_comments_markdown
from .outline import write_outline
from .svg import write_svg
from .text import write_text
from .markdown import write_markdown
from .alto import write_alto
from .hocr import write_hocr
from .json_model import write_json
from .chunks import write_chunks

WRITERS = {
    "text": write_text,
    "md": write_markdown,
    "alto": write_alto,
    "hocr": write_hocr,
    "json": write_json,
    "chunks": write_chunks,
    "comments": write_comments,
    "comments-md": write_comments_markdown,
    "svg": write_svg,
    "outline": write_outline,
}
FORMATS = tuple(WRITERS)
NEEDS_TABLES = ("json", "svg", "md", "outline")        # formats whose writers place table records (the PDF pipeline runs the table stage)
NEEDS_GLYPHS = ("comments", "comments-md", "svg")   # formats that look at glyphs (text under annotation quads)


def export(records, format, options=ExportOptions(), out=None):
    """Write ``records`` (a pdf-order stream) to ``out`` in ``format``."""
    WRITERS[format](pages_of(records), options, out)


__all__ = ["Block", "DETAILS", "ExportOptions", "FORMATS", "NEEDS_GLYPHS", "NEEDS_TABLES", "Page", "WRITERS", "export", "pages_of"]
