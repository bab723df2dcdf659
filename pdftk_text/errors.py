"""The library's typed errors and the exit codes the command-line edge maps them to.

Everything the library raises on purpose derives from ``PdftkTextError``; the CLI turns
each into one line ``tool: file: reason`` and its ``exit_code``. Nothing here prints.
"""

# Exit codes, documented in every man page (see cli/base.py EPILOG).
EXIT_OK = 0
EXIT_NO_MATCH = 1          # pdf-search only, as grep
EXIT_USAGE = 2             # bad arguments (argparse's own code)
EXIT_CANNOT_OPEN = 3       # missing file, a directory, no permission
EXIT_NOT_PDF = 4           # not a PDF, or damaged beyond reading
EXIT_PASSWORD = 5          # encrypted: password missing or wrong
EXIT_BAD_STREAM = 6        # a malformed JSON-lines record on input
EXIT_INTERNAL = 70         # a bug: please report (EX_SOFTWARE)
EXIT_INTERRUPTED = 130     # Ctrl-C


class PdftkTextError(Exception):
    """Base of every error the library raises on purpose."""

    exit_code = EXIT_INTERNAL


class CannotOpenError(PdftkTextError):
    """The input could not be opened at all (missing, a directory, unreadable)."""

    exit_code = EXIT_CANNOT_OPEN


class NotPdfError(PdftkTextError):
    """The input is not a PDF, or is damaged past what repair can read."""

    exit_code = EXIT_NOT_PDF


class PasswordError(PdftkTextError):
    """The document is encrypted and the password is missing or wrong."""

    exit_code = EXIT_PASSWORD


class RecordStreamError(PdftkTextError):
    """A JSON-lines record on input is malformed; the message names the line."""

    exit_code = EXIT_BAD_STREAM


class UsageError(PdftkTextError):
    """Arguments that argparse accepted but whose values make no sense (a bad page range)."""

    exit_code = EXIT_USAGE
