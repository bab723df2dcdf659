"""pdf-glyphs: every glyph of a PDF with its font, position, colour and visibility."""

from ..glyphs import GlyphOptions, glyph_batches, glyph_records
from ..structure import with_structure
from ..visibility import FACTS_HELP, visible_glyphs
from .base import Tool


class PdfGlyphs(Tool):
    structure = True        # write the structure records of tagged pages (order, export and search read by them)
    batches = True          # a page's glyphs as one native ``glyphs`` record: the writer has the core write its lines
    name = "pdf-glyphs"
    summary = "every glyph of a PDF: text, font, position, colour and visibility, as JSON-lines"
    description = ("Write a document record, then for each page a page record followed by one glyph "
                   "record per glyph painted (content order) and the page's diagnostic records. "
                   "Coordinates are points in the page as displayed (crop box after /Rotate), origin "
                   "top left, y down. Glyphs hidden by optional content or wholly outside the crop box "
                   "are left out unless asked for, and so are copies of a glyph drawn again over it "
                   "(fake bold, halos); invisible (render mode 3, OCR layers) and covered glyphs are "
                   "kept and flagged. A tagged page's record is followed by a structure "
                   "record (its structure elements and the marked content each owns), so that later "
                   "stages reading the stream (pdf-words | pdf-order) can order it by the tree.")

    epilog_extra = FACTS_HELP

    def add_arguments(self, parser):
        parser.add_argument("--print", dest="event", action="store_const", const="Print", default="View",
                            help="evaluate optional content and annotations for printing, not viewing")
        parser.add_argument("--keep-hidden", action="store_true",
                            help="also write glyphs hidden by optional content (flagged hidden-by-oc)")
        parser.add_argument("--keep-outside", action="store_true",
                            help="also write glyphs wholly outside the crop box (flagged outside-crop-box)")
        parser.add_argument("--keep-duplicates", action="store_true",
                            help="also write the copies of a glyph drawn again over it (fake bold, halos: "
                                 "the same text, font and size within 0.1 em; flagged duplicate), which "
                                 "are otherwise read once")
        parser.add_argument("--no-annotations", dest="annotations", action="store_false",
                            help="leave annotation appearances out")
        parser.add_argument("--visible-only", action="store_true",
                            help="leave out the glyphs a reader cannot see: those with any hiding fact "
                                 "(optional content, render mode 3 or 7, too small, squeezed, outside the "
                                 "crop box, clipped, covered by an image or an opaque fill, low contrast), "
                                 "except an OCR page's text (invisible or under the page's image: the "
                                 "scan's text); a glyph stream read on standard input is filtered the same way")

    def glyph_options(self, args, pages):
        """The glyph stage's options from the command line."""
        return GlyphOptions(pages=pages, event=args.event, keep_hidden=args.keep_hidden,
                            keep_outside=args.keep_outside, keep_duplicates=args.keep_duplicates,
                            annotations=args.annotations, visible_only=args.visible_only, limits=args.limits)

    def visible(self, records, args):
        """A record stream read from standard input, its hidden glyphs left out if asked."""
        return visible_glyphs(records) if args.visible_only else records

    def from_pdf(self, document, args, pages):
        records = (glyph_batches if self.batches else glyph_records)(document, self.glyph_options(args, pages))
        return with_structure(records, document) if self.structure else records


TOOL = PdfGlyphs()
build_parser = TOOL.build_parser
main = TOOL.main
