"""pdf-search: grep for PDFs -- hits with the quads a highlight or a redaction needs."""

import argparse
import sys

from ..errors import EXIT_NO_MATCH, EXIT_OK
from ..search import UNICODE_VERSION, FoldOptions, Query, SearchOptions, search_records
from ..search import output
from .pdf_glyphs import PdfGlyphs

FOLDINGS = (("case", "case (full case folding: ß matches ss)"),
            ("diacritics", "diacritics (é matches e, ø matches o)"),
            ("compat", "compatibility forms (ligatures, presentation forms, full-width)"),
            ("spaces", "odd spaces (U+00A0, U+202F, U+2000-U+200A read as a space)"),
            ("punctuation", "punctuation variants (curly quotes, dashes, minus)"))

EPILOG = f"""line breaks:
  A line break reads as a space. A hyphen at a line end before a lower-case letter is
  optional to a literal pattern (réglementation finds réglemen-/tation, e-mail still
  finds e-/mail); with --regex it is removed from the text the expression runs over.
  A break after any other line-end hyphen reads as nothing. Between two CJK characters
  (Han, kana, CJK punctuation; not Hangul) a line break is optional to a literal pattern,
  and so is the space or break between a CJK character and a Latin letter or digit,
  whether the pattern has a space there or not (9時 finds 9 時, 9 時 finds 9時); with
  --regex the break between CJK characters is removed, a gap beside Latin kept as a
  space. Lines are taken in reading order, as pdf-order writes its blocks (a stream that
  already holds blocks keeps its own): a column is read to its foot before the next begins.

regular expressions:
  Python's `regex` module syntax. Literal characters of the pattern are folded as the
  text is (escapes are kept as written); case is folded by the module's full
  case-insensitive matching. Each page has --timeout seconds; a page that runs out is
  skipped and reported (diagnostic search.timeout), never retried.

folding is deterministic: Python's unicodedata (Unicode {UNICODE_VERSION}) and the tables
in pdftk_text/search/folding.py; no locale is read.

diagnostics:
  search.timeout  the pattern ran past --timeout on a page, which was skipped
  (with -f text, -c or -l, search diagnostics are printed on stderr)

exit status of a search: 0 a hit was found, 1 none was found; the error codes below win."""


class PdfSearch(PdfGlyphs):
    name = "pdf-search"
    summary = "find text in PDFs: hits with page, label, quads, context and structure element"
    description = ("Search PATTERN in each PDF (or in a pdf-glyphs / pdf-words --keep-glyphs stream on "
                   "standard input) and write, for each document, its document record then one hit record "
                   "per match: page, page label, one quad per line fragment covering exactly the matched "
                   "glyphs (rotated and vertical text get rotated quads; corners upper-left, upper-right, "
                   "lower-left, lower-right), the text as found, the context before and after, the glyph "
                   "ids and the marked-content id. Folding is on by default; each kind can be switched off.")
    reads = ("glyph", "word", "line", "block", "furniture", "order")
    batches = False         # the search reads glyph records
    epilog_extra = EPILOG

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.usage = "%(prog)s [options] PATTERN [FILE ...]"
        parser.add_argument("pattern", metavar="PATTERN",
                            help="the text to find (the first positional argument; the files follow it)")
        parser.add_argument("-e", "--regex", action="store_true", help="PATTERN is a regular expression")
        parser.add_argument("-i", "--ignore-case", action="store_true",
                            help="fold case even when --no-fold or --no-fold-case says otherwise (case is folded by default)")
        parser.add_argument("--no-fold", action="store_true", help="switch every folding off")
        for name, what in FOLDINGS:
            parser.add_argument(f"--no-fold-{name}", action="store_true", help=f"do not fold {what}")
        forms = parser.add_mutually_exclusive_group()
        forms.add_argument("-f", "--format", choices=("json", "text"), default="json",
                           help="json: document and hit records (default); text: file:page: context")
        forms.add_argument("-c", "--count", action="store_true", help="print file:count for each input")
        forms.add_argument("-l", "--files-with-matches", action="store_true",
                           help="print the name of each input with a hit")
        parser.add_argument("--keep-pages", action="store_true",
                            help="json: also write each page record before its hits, so that a later stage "
                                 "knows every page and its size (`pdf-search -e x --keep-pages f.pdf | "
                                 "pdf-export -f svg --out DIR` draws the hits over each page)")
        parser.add_argument("--context", type=_count, default=40, metavar="N",
                            help="characters of context before and after a hit (default %(default)s)")
        parser.add_argument("-m", "--max-hits", type=_count, default=0, metavar="N",
                            help="stop after N hits in each input (default: no limit)")
        parser.add_argument("--timeout", type=_seconds, default=2.0, metavar="SECONDS",
                            help="time a page may take to match (default %(default)s)")

    def build_parser(self):
        parser = super().build_parser()
        parse = parser.parse_args

        def parse_args(args=None, namespace=None):
            # argparse gives the last positional to PATTERN after FILE...: the first is the pattern.
            parsed = parse(args, namespace)
            positionals = parsed.files + [parsed.pattern]
            parsed.pattern, parsed.files = positionals[0], positionals[1:]
            return parsed

        parser.parse_args = parse_args
        return parser

    def run(self, argv, stdin, stdout, stderr):
        self._found = None          # hits counted once a search runs: --help and --version run none
        self._counted = 0           # hits of the inputs before this one (--status-to)
        self._stderr = stderr if stderr is not None else sys.stderr
        status = super().run(argv, stdin, stdout, stderr)
        return EXIT_NO_MATCH if status == EXIT_OK and self._found == 0 else status

    def input_status(self, code):
        found, self._counted = (self._found or 0) - self._counted, self._found or 0
        return EXIT_NO_MATCH if code == EXIT_OK and found == 0 else code

    def from_pdf(self, document, args, pages):
        return search_records(super().from_pdf(document, args, pages), *_query(args))

    def from_records(self, records, args):
        return search_records(self.visible(records, args), *_query(args))

    def write_output(self, items, args, stdout):
        writer = (output.counts if args.count else output.files if args.files_with_matches
                  else output.lines if args.format == "text" else output.json_lines)
        self._found = (self._found or 0) + writer(items, stdout,
                                                  lambda line: print(f"{self.name}: {line}", file=self._stderr))

    write_stream = write_output     # -c, -l and text output apply to a stream as to a PDF


def _query(args):
    fold = {name: not (args.no_fold or getattr(args, f"no_fold_{name}")) for name, _ in FOLDINGS}
    fold["case"] = fold["case"] or args.ignore_case
    fold = FoldOptions(**fold)
    limit = 1 if args.files_with_matches else args.max_hits
    return Query(args.pattern, args.regex, fold, args.timeout), SearchOptions(args.context, limit, args.keep_pages)


def _count(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def _seconds(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be more than 0")
    return value


TOOL = PdfSearch()
build_parser = TOOL.build_parser
main = TOOL.main
