"""pdf-inventory: everything a document carries, as JSON, or one section as its referee prints it."""

from ..errors import EXIT_NO_MATCH, EXIT_OK
from ..inventory import report
from ..inventory.hidden import report as hidden_report
from .base import Tool


class PdfInventory(Tool):
    name = "pdf-inventory"
    summary = "everything a PDF carries (fonts, attachments, active content, space...) as JSON"
    description = ("Write one JSON object per input describing the document: its versions and claims, "
                   "pages, fonts, images, colour, interactive features, attachments, layers, active "
                   "content (located, never run) and the bytes each kind of object takes. --fonts, "
                   "--attachments and --js print exactly what pdffonts, pdfdetach -list and "
                   "pdfinfo -js print; --hidden-text reports the text no reader sees.")
    epilog_extra = ("sections: " + ", ".join(report.SECTIONS) + "\n\n"
                    "exit status of --hidden-text: 0 nothing is hidden, 1 some text is (as grep: a CI\n"
                    "script can gate on it); the error codes below win.")

    def add_arguments(self, parser):
        mode = parser.add_mutually_exclusive_group()
        mode.add_argument("--section", choices=report.SECTIONS, metavar="NAME",
                          help="print one section of the report")
        mode.add_argument("--fonts", dest="listing", action="store_const", const="fonts",
                          help="list the fonts of the selected pages as pdffonts does")
        mode.add_argument("--attachments", dest="listing", action="store_const", const="attachments",
                          help="list the embedded files as pdfdetach -list does")
        mode.add_argument("--js", dest="listing", action="store_const", const="js",
                          help="print the document's JavaScript as pdfinfo -js does")
        mode.add_argument("--facturx", action="store_true",
                          help="the Factur-X/ZUGFeRD visible check: the invoice number (BT-1), issue date "
                               "(BT-2), total with VAT (BT-112) and amount due (BT-115) of the XML "
                               "attachment looked for on the pages in the forms the document's language "
                               "writes them; each found with page and quads, each not found a "
                               "facturx.visible-value-not-found diagnostic")
        mode.add_argument("--hidden-text", action="store_true",
                          help="report the text a reader cannot see, a line per run: page, reasons, "
                               "text and box, then the counts by reason (the hidden-text section); "
                               "exit 1 when there is any")
        mode.add_argument("--save-attachments", metavar="DIR",
                          help="write every embedded file into DIR as pdfdetach -saveall does")

    def from_pdf(self, document, args, pages):
        if args.facturx:
            from ..hybrids import facturx_report      # the glyph and search stages, for this mode only
            return [facturx_report(document, pages, args.limits)]
        if args.listing:
            return [report.listing(document, args.listing, pages)]
        if args.hidden_text:
            found = report.hidden_text(document, pages, args.limits)
            self._hidden += found["glyphs"]
            return [hidden_report(document.source, found).encode()]
        if args.save_attachments:
            report.save_attachments(document, args.save_attachments)
            return []
        return [report.build(document, pages, args.section, args.limits)]

    def run(self, argv, stdin, stdout, stderr):
        self._hidden = 0
        status = super().run(argv, stdin, stdout, stderr)
        # only --hidden-text counts hidden glyphs
        return EXIT_NO_MATCH if status == EXIT_OK and self._hidden else status

    def write_output(self, items, args, stdout):
        for item in items:
            stdout.write(item if isinstance(item, bytes) else report.encode(item))


TOOL = PdfInventory()
build_parser = TOOL.build_parser
main = TOOL.main
