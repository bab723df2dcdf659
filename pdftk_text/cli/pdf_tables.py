"""pdf-tables: tables of a PDF or of a word stream, with their confidence and evidence."""

import argparse

from ..errors import PdftkTextError
from ..records.jsonl import write_records
from ..tables import TableOptions, pdf_table_records, table_records
from ..tables.writers import write_csv_files, write_csv_stream, write_markdown
from .pdf_glyphs import PdfGlyphs


class PdfTables(PdfGlyphs):
    name = "pdf-tables"
    summary = "tables of a PDF or of a pdf-words stream, with confidence and evidence, as JSON-lines"
    description = (
        "Write the records read, with each page's word, line and glyph records turned into table "
        "records: the page record, its tables top to bottom, then its other records. Three sources: "
        "tagged (the structure tree's Table elements, their RowSpan, ColSpan, Scope and Headers), ruled (strokes and "
        "thin filled rectangles snapped into a grid; cells merged where no rule separates them) and "
        "aligned (columns lining up over three or more lines; a wrapped line, with an empty first column "
        "and no number, stays in its row). Every table states its source, a "
        "confidence in [0, 1] and the evidence behind it; a table whose first row repeats the "
        "previous page's last table's header says it continues it. Rules and the structure tree "
        "need the PDF: from a word stream only aligned tables are found.")
    reads = ("glyph", "word", "line")

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.add_argument("--min-confidence", type=_confidence, default=0.5, metavar="X",
                            help="leave out tables whose confidence is below X, 0 to 1 "
                                 "(default %(default)s; 0 shows every grid seen)")
        parser.add_argument("--no-aligned", dest="aligned", action="store_false",
                            help="do not look for unruled tables in word alignment")
        parser.add_argument("--keep-words", action="store_true",
                            help="also write the word and line records, after each page record")
        formats = parser.add_mutually_exclusive_group()
        formats.add_argument("--csv", metavar="DIR",
                             help="write each table as CSV: one file page-P-table-I.csv per table into "
                                  "DIR, or with DIR '-' all to standard output, each row led by its page "
                                  "and table id")
        formats.add_argument("--markdown", action="store_true",
                             help="write each table as Markdown: a GFM table (two header rows as one, "
                                  "'Group / Sub'), or an HTML table when body cells span, each after a "
                                  "comment with its page, id, source and confidence; a table continued "
                                  "on the next pages is written once, its repeated header left out")

    def _options(self, args):
        return TableOptions(min_confidence=args.min_confidence, keep_words=args.keep_words,
                            aligned=args.aligned)

    def from_pdf(self, document, args, pages):
        return pdf_table_records(document, self.glyph_options(args, pages), self._options(args))

    def from_records(self, records, args):
        return table_records(records, self._options(args))

    def write_output(self, items, args, stdout):
        if args.markdown:
            write_markdown(_tables(items), stdout)
        elif args.csv == "-":
            write_csv_stream(_tables(items), stdout)
        elif args.csv:
            try:
                write_csv_files(_tables(items), args.csv)
            except OSError as error:
                raise PdftkTextError(f"cannot write CSV into {args.csv}: {error.strerror}") from None
        else:
            write_records(items, stdout)

    write_stream = write_output     # CSV and Markdown from a stream as from a PDF


def _tables(items):
    return (item for item in items if item.get("type") == "table")


def _confidence(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError("must be between 0 and 1")
    return value


TOOL = PdfTables()
build_parser = TOOL.build_parser
main = TOOL.main
