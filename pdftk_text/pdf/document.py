"""Opening a document: pikepdf under typed errors, with the facts the document record needs.

Repair is pikepdf's (qpdf's); we only notice that it happened, from qpdf's warnings, so
the stream can say so. This module must never print or exit.
"""

import hashlib
import os

import pikepdf

from ..errors import CannotOpenError, NotPdfError, PasswordError
from .. import SCHEMA_VERSION


class Document:
    """An open PDF and what is known about it before any page is read."""

    def __init__(self, pdf, source, data, warnings):
        self.pdf = pdf
        self.source = source
        self.data = data            # the file's bytes, for a tool that reads below the object layer
        self.sha256 = hashlib.sha256(data).hexdigest()
        self.size = len(data)
        self.warnings = warnings
        self.repaired = bool(warnings)
        # Every complete file (incremental updates included) ends with %%EOF near its end.
        self.truncated = b"%%EOF" not in data[-1024:]

    @property
    def page_count(self):
        return len(self.pdf.pages)

    def info(self, key):
        try:
            value = self.pdf.docinfo.get(key)
        except Exception:   # a broken Info dictionary is no reason to stop reading
            return None
        return text_of(value) if value is not None else None

    @property
    def tagged(self):
        root = self.pdf.Root
        mark = root.get("/MarkInfo")
        marked = isinstance(mark, pikepdf.Dictionary) and bool(mark.get("/Marked", False))
        return marked and "/StructTreeRoot" in root

    @property
    def version(self):
        header = self.pdf.pdf_version
        catalog = self.pdf.Root.get("/Version")
        if isinstance(catalog, pikepdf.Name):
            declared = str(catalog)[1:]
            if _version_key(declared) > _version_key(header):
                return declared
        return header

    def record(self):
        return {
            "type": "document", "source": self.source, "sha256": self.sha256,
            "pages": self.page_count, "version": self.version,
            "producer": self.info("/Producer"), "creator": self.info("/Creator"),
            "tagged": self.tagged, "encrypted": self.pdf.is_encrypted,
            "repaired": self.repaired, "schema": SCHEMA_VERSION,
        }

    def close(self):
        self.pdf.close()


def _version_key(version):
    try:
        major, minor = version.split(".", 1)
        return int(major), int(minor)
    except ValueError:
        return (0, 0)


def text_of(value):
    """A PDF text string as Python text (pikepdf decodes PDFDoc and UTF-16 BOM strings)."""
    if isinstance(value, pikepdf.String):
        return str(value)
    if isinstance(value, pikepdf.Name):
        return str(value)[1:]
    return str(value)


def read_source(path):
    """The bytes of ``path``, with the OS's refusals turned into CannotOpenError."""
    try:
        if os.path.isdir(path):
            raise CannotOpenError("is a directory")
        with open(path, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        raise CannotOpenError("no such file") from None
    except PermissionError:
        raise CannotOpenError("permission denied") from None
    except IsADirectoryError:
        raise CannotOpenError("is a directory") from None
    except OSError as error:
        raise CannotOpenError(error.strerror or "cannot be read") from None


def open_document(source, data, password=None):
    """Open PDF ``data`` (bytes) named ``source``; raise a typed error when it cannot be read."""
    if not data:
        raise NotPdfError("empty file")
    if b"%PDF-" not in data[:1024]:
        raise NotPdfError("not a PDF (no %PDF- header)")
    try:
        pdf = pikepdf.open(_BytesSource(data), password=password or "")
    except pikepdf.PasswordError:
        reason = "wrong password" if password else "encrypted; a password is needed (--password)"
        raise PasswordError(reason) from None
    except (pikepdf.PdfError, ValueError, RuntimeError) as error:
        raise NotPdfError(f"damaged beyond reading ({_first_line(error)})") from None
    return Document(pdf, source, data, list(pdf.get_warnings()))


def _first_line(error):
    text = str(error).strip().splitlines()
    message = text[0] if text else type(error).__name__
    # qpdf prefixes the path it was given; ours is a memory buffer, so drop that part.
    return message.split(": ", 1)[-1] if message.startswith(("empty", "<", "memory")) else message


def _BytesSource(data):
    import io
    return io.BytesIO(data)
