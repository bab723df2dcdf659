"""pdf-export: a document's text in reading order, as text, Markdown, JSON, ALTO, hOCR or chunks."""

from functools import partial

from ..export import DETAILS, EXTRAS, FORMATS, NEEDS_GLYPHS, NEEDS_TABLES, ExportOptions, export
from ..glyphs import glyph_batches
from ..order import OrderOptions, order_records
from ..order.stream import ordered
from ..pdf.extras import NO_EXTRAS, document_extras, with_extras
from ..structure import with_structure
from ..words import WordOptions, word_records
from .base import _positive
from .pdf_order import PdfOrder

TABLE_CONFIDENCE = 0.5     # tables below it are written as text (pdf-tables --min-confidence)


class PdfExport(PdfOrder):
    name = "pdf-export"
    summary = ("a PDF's or a pdf-order stream's text in reading order: text, Markdown, JSON, ALTO, hOCR, "
               "chunks, comments, outline or page overlays")
    description = ("Write the text of a PDF, or of a pdf-order stream on standard input, in reading order, "
                   "in the format -f asks (see formats below). Running headers, footers, page numbers and "
                   "gutters are left out unless --furniture is given; a page without text (blank, "
                   "image-only, vector-only, unreadable) writes no text. Given a PDF, the glyph, word, "
                   "order (with the structure tree of a tagged file) and, for formats that show tables, "
                   "table stages run in-process, and the PDF adds what only it holds (links, outline, "
                   "metadata, markup annotations); `pdf-order f.pdf | pdf-export` gives the same text.")
    epilog_extra = """formats:
  text         each line then a newline, a blank line after each paragraph, a form feed after
               each page: pdftotext's text (--join-hyphens --furniture: its bytes on one-column
               pages); --layout keeps columns apart with spaces, as pdftotext -layout
  md           CommonMark with GFM tables: headings (structure, else type size and weight),
               lists, tables (HTML when cells span), links, code blocks (a structure's Code,
               else listings set in a monospaced face); file text escaped so it is only
               ever text; each page opens with <!-- page N label "L" -->
  json         one JSON document per input at --detail (blocks, lines, words, glyphs), with
               metadata, outline, page labels and tables; schema pdftk_text/export/schema/
  alto         ALTO v4.4 XML (inch1200 units)
  hocr         hOCR 1.2 XHTML (300 dpi pixel boxes)
  chunks       JSON-lines chunks by page or section, at most --max-chars, --overlap words
               repeated, each with an id and anchors (pages, labels, Bates numbers, section
               path); their texts without the overlap concatenate to the text format's output
  comments     a JSON summary of the markup annotations: page, subtype, author, dates,
               contents, replies and the text under their quads
  comments-md  the same summary as Markdown
  outline      JSON: an outline from the structure's headings, else from detected headings
               (title, level, page, label, top, confidence)
  svg          one SVG overlay per page into --out DIR: glyph quads, words, lines, blocks
               numbered in reading order, furniture, gutters, column separators, tables,
               search hits, links, annotations, over the page rendered by pdftoppm;
               `pdf-search --keep-pages x f.pdf | pdf-export -f svg --out DIR` draws the hits"""
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
                           help="text: join a line ending in a hyphen to the next line of its paragraph, "
                                "the hyphen dropped (pdftotext does this by default)")
        group.add_argument("--keep-hyphens", action="store_true",
                           help="md, chunks: keep the hyphen of a word split at a line end (by default "
                                "it is dropped when the next line starts in lower case and the word is no "
                                "compound such as e-mail)")
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
        group.add_argument("--out", dest="out_dir", metavar="DIR",
                           help="svg: the directory the overlays are written into, one SVG per page "
                                "(<name>-page-<n>.svg), their paths listed on standard output")
        group.add_argument("--no-render", dest="render", action="store_false",
                           help="svg: do not render the page beneath the overlay")
        group.add_argument("--png", action="store_true",
                           help="svg: also write each overlay as PNG (the page rendered with the overlay "
                                "drawn on it; needs pdftoppm and a rasteriser: rsvg-convert or Chromium)")
        group.add_argument("--bates", metavar="REGEX",
                           help="chunks: a regular expression matching Bates numbers in the footer band")

    def export_options(self, args):
        return ExportOptions(furniture=args.furniture, layout=args.layout, join_hyphens=args.join_hyphens,
                             keep_hyphens=args.keep_hyphens,
                             detail=args.detail, chunk_by=args.chunk_by, max_chars=args.max_chars,
                             overlap=args.overlap, bates=args.bates, out_dir=args.out_dir,
                             render=args.render, png=args.png, password=args.password)

    def from_pdf(self, document, args, pages):
        glyph_options = self.glyph_options(args, pages)
        tables = args.format in NEEDS_TABLES
        if tables:               # the table stage is loaded only for the formats that place tables
            from ..tables import TableOptions, pdf_table_sources, table_records
            options = TableOptions(min_confidence=TABLE_CONFIDENCE, keep_words=True, keep_glyphs=args.format in NEEDS_GLYPHS or args.keep_glyphs)
            rulings, tagged = pdf_table_sources(document, glyph_options, options)
        beside = rulings.device if tables and rulings is not None else None
        # the table stage reads glyph records only for their marked-content ids (tagged tables)
        words = word_records(with_structure(glyph_batches(document, glyph_options, beside), document),
                             WordOptions(keep_glyphs=(tables and bool(tagged)) or args.keep_glyphs
                                         or args.format in NEEDS_GLYPHS or args.detail == "glyphs", batch=True))
        # each page goes on as one record, but where --detail glyphs sets glyphs aside past the tables
        ordered = order_records(words, OrderOptions(mode=args.order, batch=args.detail != "glyphs"))
        if tables:
            stage = partial(table_records, options=options, rulings=rulings, tagged=tagged)
            if args.detail == "glyphs":
                from ..export.json_model import glyphs_past
                ordered = glyphs_past(stage, ordered)
            else:
                ordered = stage(ordered)
        kinds = EXTRAS.get(args.format)
        extras = document_extras(document, kinds) if kinds else NO_EXTRAS
        return with_extras(ordered, extras)

    def from_records(self, records, args):
        return ordered(records, lambda stream: super(PdfExport, self).from_records(stream, args))

    def write_output(self, items, args, stdout):
        export(items, args.format, self.export_options(args), stdout)

    write_stream = write_output


def _not_negative(text):
    return 0 if text.strip() == "0" else _positive(text)


TOOL = PdfExport()
build_parser = TOOL.build_parser
main = TOOL.main
