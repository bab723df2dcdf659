"""pdf-order: blocks in reading order, furniture and page text kinds, from a PDF or a word stream."""

from ..order import MODES, OrderOptions, order_records
from ..words import WordOptions, word_records
from .pdf_glyphs import PdfGlyphs
from .pdf_words import PdfWords


class PdfOrder(PdfWords):
    name = "pdf-order"
    summary = "blocks of a PDF or of a pdf-words stream in reading order, furniture marked, as JSON-lines"
    description = ("Write the records read, with each page's words grouped into block records in reading "
                   "order and furniture records (running headers and footers, page numbers, line-number "
                   "and timestamp gutters, artifacts): the page record, an order record (the order's "
                   "source and confidence, the page's text kind and the share of it images cover), the "
                   "page's lines, each block then its words, each furniture record then its words, then "
                   "the page's other records. Every word is in exactly one block or furniture record. "
                   "Running lines are found by recurrence over a window of eight pages. On a tagged page the "
                   "order is the structure tree's: one block per paragraph-level element (P, H1, LBody, TD, "
                   "...) in tree order, its role and element path named, artifacts out as furniture, "
                   "ActualText replacing what its element spans, Alt standing for a figure without text; "
                   "words no element references are placed by the layout and lower the confidence. "
                   "Elsewhere the layout decides: lines into blocks, blocks cut into columns and bands "
                   "(XY-cut); the producer's order is kept where it is a plausible one (each block after "
                   "those above it that share its width, blocks side by side on a band left to right), "
                   "the geometry placing only what it draws out of place, and the cuts' order stands "
                   "when it would move more than a quarter of the blocks; a table drawn row by row is "
                   "read row by row, one block per row, a cell's wrapped lines together. "
                   "Given a PDF, the glyph and word stages run in-process and the structure tree is read "
                   "into one structure record per tagged page; `pdf-words f.pdf | pdf-order` gives the "
                   "same bytes on an untagged file (a glyph or word stream carries no structure record, "
                   "so a tagged file read that way is ordered by its layout).")
    reads = ("word", "line")

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.add_argument("--order", choices=MODES, default="auto",
                            help="where the order comes from: auto (the structure tree when the page is "
                                 "tagged and the tree references at least 90%% of its words, else layout), "
                                 "structure (the tree whenever it references any word of the page; "
                                 "unreferenced words placed by the layout), layout (XY-cut, the producer's order kept where plausible), content "
                                 "(the producer's order) (default %(default)s)")

    def from_pdf(self, document, args, pages):
        # The glyph stage writes the structure records beside the glyphs: the order stage
        # never opens a PDF, and `pdf-words f.pdf | pdf-order` reads a tagged file the same.
        return self.from_records(PdfGlyphs.from_pdf(self, document, args, pages), args)

    def from_records(self, records, args):
        # Glyphs (from a PDF, or pdf-glyphs on stdin) become words first; words pass through.
        words = word_records(self.visible(records, args), WordOptions(keep_glyphs=args.keep_glyphs, batch=True))
        return order_records(words, OrderOptions(mode=args.order))


TOOL = PdfOrder()
build_parser = TOOL.build_parser
main = TOOL.main
