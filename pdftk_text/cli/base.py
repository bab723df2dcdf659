"""The base every command-line tool shares: arguments, inputs, output and the error edge.

A tool says its name, summary, the record types it reads and its own arguments; the
base opens each input (PDF files named, or stdin holding a PDF or JSON-lines records),
writes the records the tool yields as JSON-lines, and turns library errors into one
line ``tool: file: reason`` on stderr with the exit code of ``errors.py``. A closed pipe
ends quietly; Ctrl-C exits 130; a traceback is shown only with --debug.
"""

import argparse
import os
import sys
import time

from .. import __version__
from ..content.limits import Limits
from ..errors import (EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_OK, CannotOpenError, PdftkTextError, UsageError)
from ..pdf import streams
from ..pdf.document import open_document, open_path
from .pages import parse_pages

EXIT_CODES = """exit status:
  0    success
  2    usage error (bad option or page range)
  3    an input could not be opened (missing, a directory, no permission), or an
       --each-to file could not be written
  4    an input is not a PDF, or is damaged beyond reading
  5    an input is encrypted and the password is missing or wrong
  6    a malformed JSON-lines record on standard input
  70   internal error (a bug: please report it, with --debug output)
  130  interrupted (Ctrl-C)
  141  standard output closed early (| head): output stops quietly
With several inputs, each failing input prints one line and the rest are still read;
the exit status is that of the first failure. With --each-to, each input writes its own
file and one that fails leaves none (one process reads many files: start-up paid once);
--status-to tells each input's own status and time."""

PDF_SNIFF = 1024   # ISO 32000 lets the header start anywhere in the first KB


class Tool:
    name = "tool"
    summary = ""
    description = ""
    reads = ()              # record types the tool consumes from a stream; others pass through
    epilog_extra = ""

    def add_arguments(self, parser):
        """Add the tool's own arguments."""

    def from_pdf(self, document, args, pages):
        """Records for an open document (pages: the selected page numbers)."""
        raise NotImplementedError

    def from_records(self, records, args):
        """Records for a record stream; the default passes everything through."""
        return records

    # records.jsonl (and orjson under it) is imported where records are written or read:
    # a tool writing another format (pdf-export -f text) never loads it.

    def write_output(self, items, args, stdout):
        """Write what from_pdf yields; records as JSON-lines. A tool whose format is not
        JSON-lines (a listing) overrides this."""
        from ..records.jsonl import write_records
        write_records(items, stdout)

    def write_stream(self, items, args, stdout):
        """Write what from_records yields (JSON-lines). A tool whose formats apply to a
        record stream as to a PDF sets ``write_stream = write_output``."""
        from ..records.jsonl import write_records
        write_records(items, stdout)

    # -- parser -------------------------------------------------------------------------

    def build_parser(self):
        parser = argparse.ArgumentParser(
            prog=self.name, description=self.description or self.summary,
            epilog=(self.epilog_extra + "\n\n" if self.epilog_extra else "") + EXIT_CODES,
            formatter_class=argparse.RawDescriptionHelpFormatter)
        parser.add_argument("files", nargs="*", metavar="FILE",
                            help="PDF files to read; '-' or none reads standard input "
                                 "(a PDF, or JSON-lines records from another tool)")
        parser.add_argument("-p", "--pages", metavar="RANGES",
                            help="pages to read, 1-based: 1-3,5,8- ; z is the last page, r2 the second "
                                 "from last (qpdf's syntax); pages past the end are ignored")
        parser.add_argument("--password", metavar="PASSWORD",
                            help="password of encrypted inputs (user or owner)")
        self.add_arguments(parser)
        limits = parser.add_argument_group("limits (each reached is reported as a diagnostic record)")
        defaults = Limits()
        limits.add_argument("--max-operations", type=_positive, default=defaults.max_operations, metavar="N",
                            help="content operations per page, forms included (default %(default)s)")
        limits.add_argument("--max-glyphs", type=_positive, default=defaults.max_glyphs, metavar="N",
                            help="glyphs recorded per page (default %(default)s)")
        limits.add_argument("--max-depth", type=_positive, default=defaults.max_depth, metavar="N",
                            help="saved graphics states, forms included (default %(default)s)")
        limits.add_argument("--max-stream-bytes", type=_positive, default=defaults.max_stream_bytes, metavar="N",
                            help="bytes a stream may decode to, a page's content and forms together; "
                                 "an object stream past it reads as null objects (default %(default)s)")
        parser.add_argument("--each-to", metavar="TEMPLATE",
                            help="write each FILE's output to its own file instead of standard output: "
                                 "TEMPLATE with {} replaced by the file's name without its folder and "
                                 ".pdf (out/{}.jsonl); each is written with .part added to its name, "
                                 "then renamed once its input is read whole, so an input that fails "
                                 "leaves no file")
        parser.add_argument("--status-to", metavar="PATH",
                            help="write to PATH one JSON line per input once it is read, "
                                 '{"file": FILE, "status": N, "seconds": S}: the exit status it would '
                                 "give if it were the only input, and the wall seconds its reading took "
                                 "(start-up left out), so a job giving one process many files can tell "
                                 "each one's outcome; a process that ends early leaves the lines of the "
                                 "inputs it finished")
        parser.add_argument("--debug", action="store_true", help="show a traceback on internal errors")
        parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
        return parser

    # -- running ------------------------------------------------------------------------

    def main(self, argv=None, stdin=None, stdout=None, stderr=None):
        if argv is None:        # run as a command: this process is ours
            tune_collector()
            return leave(self.run(None, stdin, stdout, stderr))
        return self.run(argv, stdin, stdout, stderr)

    def run(self, argv, stdin, stdout, stderr):
        """The command's work on ``argv`` (None: the process's arguments): its exit status."""
        stdin = stdin if stdin is not None else sys.stdin.buffer
        stdout = stdout if stdout is not None else sys.stdout.buffer
        stderr = stderr if stderr is not None else sys.stderr
        parser = self.build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as leaving:
            return leaving.code if isinstance(leaving.code, int) else 2
        args.limits = Limits(args.max_operations, args.max_glyphs, args.max_depth,
                             max_stream_bytes=args.max_stream_bytes)
        try:
            args.select = parse_pages(args.pages) if args.pages else None
        except PdftkTextError as error:
            print(f"{self.name}: {error}", file=stderr)
            return error.exit_code
        try:
            targets = each_targets(args.each_to, args.files) if args.each_to is not None else None
        except PdftkTextError as error:
            print(f"{self.name}: {error}", file=stderr)
            return error.exit_code
        try:
            log = StatusLog(args.status_to) if args.status_to is not None else None
        except OSError as error:
            print(f"{self.name}: {args.status_to}: cannot write: {error.strerror}", file=stderr)
            return CannotOpenError.exit_code
        status = EXIT_OK
        try:
            for number, source in enumerate(args.files or ["-"]):
                began = time.monotonic()
                if targets is None:
                    code = self._one_input(source, args, stdin, stdout, stderr)
                else:
                    code = self._one_to_file(source, targets[number], args, stdin, stderr)
                status = status or code
                if log is not None:
                    stdout.flush()      # the input's output is out before its line says so
                    log.write(source, self.input_status(code), time.monotonic() - began)
            stdout.flush()
        except BrokenPipeError:
            return _quiet_pipe(stdout)
        except KeyboardInterrupt:
            return EXIT_INTERRUPTED
        finally:
            if log is not None:
                log.close()
        return status

    def input_status(self, code):
        """The exit status one input's reading would give alone (``code``: its error's, or
        0); --status-to writes it. pdf-search adds its "no hit"."""
        return code

    def _one_input(self, source, args, stdin, stdout, stderr):
        try:
            if source == "-":
                self._stdin(args, stdin, stdout)
            else:
                with streams.bounded(args.limits.max_stream_bytes):     # object streams are measured on opening
                    document = open_path(source, args.password)
                self._pdf(document, args, stdout)
            return EXIT_OK
        except PdftkTextError as error:
            stdout.flush()
            label = "stdin" if source == "-" else source
            message = str(error)
            prefix = "" if message.startswith("stdin line") else f"{label}: "
            print(f"{self.name}: {prefix}{message}", file=stderr)
            return error.exit_code
        except (BrokenPipeError, KeyboardInterrupt):
            raise
        except Exception as error:          # a bug: one line, unless --debug asks for more
            if args.debug:
                import traceback
                traceback.print_exc(file=stderr)
            label = "stdin" if source == "-" else source
            print(f"{self.name}: {label}: internal error: {type(error).__name__}: {error} "
                  "(please report it; --debug shows the traceback)", file=stderr)
            return EXIT_INTERNAL

    def _one_to_file(self, source, target, args, stdin, stderr):
        """One input's output into its own file: renamed into place when the input is read
        whole, removed when it fails (or the run is interrupted)."""
        partial = target + ".part"
        try:
            handle = open(partial, "wb")
        except OSError as error:
            print(f"{self.name}: {partial}: cannot write: {error.strerror}", file=stderr)
            return CannotOpenError.exit_code
        done = False
        try:
            with handle:
                code = self._one_input(source, args, stdin, handle, stderr)
            if code == EXIT_OK:
                os.replace(partial, target)
                done = True
            return code
        finally:
            if not done:
                _remove(partial)

    def _pdf(self, document, args, stdout):
        try:
            pages = args.select(document.page_count) if args.select else ()
            with streams.bounded(args.limits.max_stream_bytes):
                self.write_output(self.from_pdf(document, args, pages), args, stdout)
        finally:
            document.close()

    def _stdin(self, args, stdin, stdout):
        head = stdin.read(PDF_SNIFF)
        if b"%PDF-" in head:
            with streams.bounded(args.limits.max_stream_bytes):
                document = open_document("-", head + stdin.read(), args.password)
            self._pdf(document, args, stdout)
            return
        from ..records.jsonl import read_records
        self.write_stream(self.from_records(read_records(_lines(head, stdin)), args), args, stdout)


# Records are dicts of numbers, strings and tuples: they make no reference cycles, yet
# the cycle collector walks them, and every object the imports made, again and again.
# Measured on the 1,000-page scale document (pdf-export -f text, user CPU): 27.0 s at
# Python's default (700, 10, 10), 22.0 s at these thresholds, 20.7 s with the imports
# frozen too; peak RSS unchanged (57 MB).
COLLECTOR_THRESHOLDS = (20000, 50, 50)


class StatusLog:
    """--status-to: one JSON line per input read, each flushed as it is written."""

    def __init__(self, path):
        self.handle = open(path, "w", encoding="utf-8")

    def write(self, source, status, seconds):
        import json
        line = json.dumps({"file": source, "status": status, "seconds": round(seconds, 4)}, ensure_ascii=False)
        self.handle.write(line + "\n")
        self.handle.flush()

    def close(self):
        self.handle.close()


def tune_collector():
    """For a command's process only (never a library caller's): the objects made by the
    imports moved out of the collector's sight, and collections made rarer."""
    import gc
    gc.freeze()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def stem(path):
    """The name a PDF's outputs share: its file name without its folder and ``.pdf``."""
    name = os.path.basename(path)
    return name[:-4] if name.endswith(".pdf") else name


def each_targets(template, files):
    """The file --each-to writes for each input, in order; a usage error when two inputs
    would write one file or an input is standard input."""
    if "{}" not in template:
        raise UsageError(f"--each-to: the template {template!r} has no {{}} for the file's name")
    if not files or "-" in files:
        raise UsageError("--each-to: needs FILE arguments (standard input has no name)")
    targets, seen = [], {}
    for source in files:
        target = template.replace("{}", stem(source))
        other = seen.setdefault(target, source)
        if other != source:
            raise UsageError(f"--each-to: {other} and {source} would both write {target}")
        targets.append(target)
    return targets


def _remove(path):
    try:
        os.remove(path)
    except FileNotFoundError:
        pass


def _lines(head, stream):
    """Lines of ``head`` followed by the rest of ``stream``, read in chunks."""
    pending = head
    while True:
        chunk = stream.read(1 << 16)
        if not chunk:
            break
        pending += chunk
        *complete, pending = pending.split(b"\n")
        yield from complete
    if pending:
        yield from pending.split(b"\n")


def leave(status):
    """End the command's process with ``status`` once its standard streams are flushed,
    without the interpreter's teardown: freeing every object one by one (the document's,
    the modules') is work no output needs, 1-2% of a command on a book. Every file the
    command writes besides them is closed before its reading ends. Under a profiler or a
    tracer (cProfile, coverage), which write their results once the script returns, the
    status is returned instead."""
    if _observed():
        return status
    try:
        if sys.stdout is not None:          # (None: the process was started with it closed)
            sys.stdout.flush()
    except BrokenPipeError:
        status = _quiet_pipe(sys.stdout)
    except (OSError, ValueError):
        status = status or EXIT_INTERNAL
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(status if isinstance(status, int) and 0 <= status <= 255 else EXIT_INTERNAL)


def _observed():
    """Whether a profiler or tracer watches the process: a profile or trace function, or
    (Python 3.12 on) a tool registered with sys.monitoring, as coverage's sysmon core is."""
    if sys.getprofile() is not None or sys.gettrace() is not None:
        return True
    monitoring = getattr(sys, "monitoring", None)
    return monitoring is not None and any(monitoring.get_tool(tool) is not None for tool in range(6))


def _quiet_pipe(stdout):
    # Python's SIGPIPE note: point stdout at /dev/null so the flush at exit cannot fail.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return 141


def _positive(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value
