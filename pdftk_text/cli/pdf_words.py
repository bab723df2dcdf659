"""pdf-words: words and lines from a PDF, or from a glyph stream on standard input."""

from ..words import WordOptions, word_records
from .pdf_glyphs import PdfGlyphs


class PdfWords(PdfGlyphs):
    name = "pdf-words"
    summary = "words and lines of a PDF or of a pdf-glyphs stream, as JSON-lines"
    description = ("Write the records read, with each page's glyph records turned into line and word "
                   "records: the page record, then each line followed by its words (lines top to bottom, "
                   "then left to right; vertical columns right to left), then the page's other records. "
                   "Words break at space glyphs, at gaps, and where direction or baseline change; "
                   "right-to-left runs read in logical order; ligatures are expanded; glyphs drawn twice "
                   "in one place (fake bold) are read once. Given a PDF, the glyph stage runs in-process "
                   "with the glyph options below; `pdf-glyphs f.pdf | pdf-words` gives the same bytes.")
    reads = ("glyph",)

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.add_argument("--keep-glyphs", action="store_true",
                            help="also write the glyph records, after each page record")

    def from_pdf(self, document, args, pages):
        return self.from_records(super().from_pdf(document, args, pages), args)

    def from_records(self, records, args):
        return word_records(self.visible(records, args), WordOptions(keep_glyphs=args.keep_glyphs, lines=True))


TOOL = PdfWords()
build_parser = TOOL.build_parser
main = TOOL.main
