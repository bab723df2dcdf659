"""pdf-export: a document's text in reading order, as text, Markdown, JSON, ALTO, hOCR or chunks."""

from ..export import DETAILS, FORMATS, NEEDS_TABLES, ExportOptions, export
from ..glyphs import GlyphOptions, glyph_records
from ..order import OrderOptions, order_records
from ..pdf.extras import document_extras, with_extras
from ..tables import TableOptions, pdf_table_sources, table_records
from ..words import WordOptions, word_records
from .base import _positive
from .pdf_order import PdfOrder


class PdfExport(PdfOrder):
    name = "pdf-export"
    summary = "a PDF's or a pdf-order stream's text in reading order, as text, Markdown, JSON, ALTO, hOCR or chunks"
    description = ("Write the text of a PDF, or of a pdf-order stream on standard input, in reading order, "
                   "in the format asked. text: each line followed by a newline, each block by a blank "
                   "line, each page by a form feed, as pdftotext writes it. Running headers, footers, page "
                   "numbers and gutters are left out unless --furniture is given; a page without text "
                   "(blank, image-only, vector-only, unreadable) writes nothing but its page separator. "
                   "Given a PDF, the glyph, word, order (and for formats that show tables, table) stages "
                   "run in-process; `pdf-order f.pdf | pdf-export` gives the same text.")
    reads = ("word", "line", "block", "furniture", "order", "table")

    def add_arguments(self, parser):
        super().add_arguments(parser)
        group = parser.add_argument_group("export")
        group.add_argument("-f", "--format", choices=FORMATS, default="text",
                           help="what to write (default %(default)s)")
        group.add_argument("--furniture", action="store_true",
                           help="keep running headers and footers, page numbers and gutters")
        group.add_argument("--layout", action="store_true",
                           help="text: keep each line's horizontal place with spaces, columns apart")
        group.add_argument("--join-hyphens", action="store_true",
                           help="join a line ending in a hyphen to the next line of its block, "
                                "the hyphen dropped (pdftotext does this by default)")
        group.add_argument("--detail", choices=DETAILS, default="words",
                           help="json: how deep the model goes (default %(default)s)")
        group.add_argument("--chunk-by", choices=("page", "section"), default="page",
                           help="chunks: cut at pages, or at sections (tagged headings, else the "
                                "outline, else detected headings) (default %(default)s)")
        group.add_argument("--max-chars", type=_positive, default=2000, metavar="N",
                           help="chunks: largest chunk, in characters (default %(default)s)")
        group.add_argument("--overlap", type=_not_negative, default=0, metavar="N",
                           help="chunks: words of the previous chunk repeated at the start of the next "
                                "(default %(default)s)")
        group.add_argument("--bates", metavar="REGEX",
                           help="chunks: a regular expression matching Bates numbers in the footer band")

    def export_options(self, args):
        return ExportOptions(furniture=args.furniture, layout=args.layout, join_hyphens=args.join_hyphens,
                             detail=args.detail, chunk_by=args.chunk_by, max_chars=args.max_chars,
                             overlap=args.overlap, bates=args.bates)

    def from_pdf(self, document, args, pages):
        glyph_options = GlyphOptions(pages=pages, event=args.event, keep_hidden=args.keep_hidden,
                                     keep_outside=args.keep_outside, annotations=args.annotations,
                                     limits=args.limits)
        tables = args.format in NEEDS_TABLES
        words = word_records(glyph_records(document, glyph_options),
                             WordOptions(keep_glyphs=tables or args.keep_glyphs))
        ordered = order_records(words, OrderOptions(mode=args.order))
        if tables:
            options = TableOptions(keep_words=True)
            rulings, tagged = pdf_table_sources(document, glyph_options, options)
            ordered = table_records(ordered, options, rulings=rulings, tagged=tagged)
        return with_extras(ordered, document_extras(document, pages))

    def from_records(self, records, args):
        return _ordered(records, args, super().from_records)

    def write_output(self, items, args, stdout):
        export(items, args.format, self.export_options(args), stdout)

    write_stream = write_output


def _ordered(records, args, order):
    """A stream that already holds blocks passes as it is; glyphs or words are ordered first."""
    records = iter(records)
    head = []
    for record in records:
        head.append(record)
        kind = record.get("type")
        if kind in ("block", "order", "furniture"):
            return _chain(head, records)
        if kind in ("glyph", "word", "line"):
            return order(_chain(head, records), args)
    return iter(head)


def _not_negative(text):
    return 0 if text.strip() == "0" else _positive(text)


def _chain(head, rest):
    yield from head
    yield from rest


TOOL = PdfExport()
build_parser = TOOL.build_parser
main = TOOL.main
