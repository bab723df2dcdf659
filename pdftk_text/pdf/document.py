"""Opening a document: pikepdf under typed errors, with the facts the document record needs.

Repair is pikepdf's (qpdf's); we only notice that it happened, from qpdf's warnings, so
the stream can say so. This module must never print or exit.
"""

import hashlib
import io
import os
import re

import pikepdf

from ..diagnostics import diagnostic
from ..errors import CannotOpenError, NotPdfError, PasswordError
from .. import SCHEMA_VERSION
from . import streams
from .names import name_text
from .pages import page_list


class Document:
    """An open PDF and what is known about it before any page is read.

    A file named on the command line is read by pikepdf from its path, never held
    whole in memory; ``data`` reads its bytes only for a tool that asks (below the
    object layer). Standard input arrives as bytes.
    """

    def __init__(self, pdf, source, warnings, facts, data=None, path=None):
        self.pdf = pdf
        self.source = source
        self.path = path
        self._data = data
        self.sha256, self.size, tail = facts
        self.warnings = warnings
        self.repaired = bool(warnings)
        self.recovery = None        # recovery.RECOVERIES's name for how the file was read, if qpdf could not
        self.encryption = None      # "attachments": only embedded files are encrypted (opened without a password)
        # Every complete file (incremental updates included) ends with %%EOF near its end.
        self.truncated = b"%%EOF" not in tail
        self.defused = defuse_object_streams(pdf, streams.current_limit())
        self.opener = None          # a fresh open of the same file, where one may be made (reopening.py)
        self._numbers = False       # its pages' object numbers, once asked: None when not to be read again
        self._listed = False        # pages.page_list of the open read now, once asked

    @property
    def data(self):
        """The file's bytes (read on first use when the document was opened from a path)."""
        if self._data is None:
            with open(self.path, "rb") as handle:
                self._data = handle.read()
        return self._data

    def reopenable_pages(self, long):
        """The pages' (object, generation) numbers when the document is to be read from
        fresh opens (reopening.py: more than ``long`` pages, opened cleanly), else None."""
        if self._numbers is False:
            self._numbers = None
            if self.opener is not None and not (self.repaired or self.defused or self.recovery or self.encryption) \
                    and len(self.pdf.pages) > long:
                from .reopening import page_numbers
                self._numbers = page_numbers(self.pdf)
        return self._numbers

    def reopen(self):
        """Read on from a fresh open of the file. The open before is dropped, not closed:
        it is freed once nothing holds its ``Pdf`` (its objects do not; they read as
        destroyed after). Stays on the current open when the file changed on disk since
        (``opener`` gives None)."""
        fresh = self.opener()
        if fresh is not None:
            self.pdf, self._listed = fresh, False

    def page_list(self):
        """``pages.page_list`` of the open read now, made once for that open."""
        if self._listed is False:
            self._listed = page_list(self.pdf)
        return self._listed

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
            "tagged": self.tagged, "encrypted": self.pdf.is_encrypted or self.encryption is not None,
            "repaired": self.repaired, "schema": SCHEMA_VERSION,
        }

    def diagnostics(self):
        """The document-level diagnostic records of how it was opened (before any page)."""
        found = []
        if self.recovery is not None:
            from . import recovery
            found.append(diagnostic("document.recovered", recovery.RECOVERIES[self.recovery], None,
                                    recovery=self.recovery))
        return found

    def close(self):
        self.pdf.close()


def defuse_object_streams(pdf, limit):
    """Object streams that decode past ``limit``, emptied before anything reads them.

    qpdf decodes an object stream whole, outside any bound of ours, the first time one
    of its objects is read: a few KB can ask for gigabytes. Each object stream the
    cross-reference table names is measured first (streams.fits: free unless its raw
    length allows more than ``limit``); one past it is rewritten in memory to hold its
    objects as null, so a font or page kept there reads as missing, reported, and the
    rest of the file reads as usual. Returns [(object stream number, objects)].
    """
    try:
        table = pdf.get_xref_table()
    except Exception:       # no table to read (a broken file qpdf rebuilt): nothing to measure
        return []
    members = {}
    for objgen, entry in table.items():
        if entry.type == 2:
            members.setdefault(entry.obj_stream_number, []).append((entry.obj_stream_index, objgen[0]))
    defused = []
    for number in sorted(members):
        try:
            stream = pdf.get_object((number, 0))
            if not isinstance(stream, pikepdf.Stream) or streams.fits(stream, limit):
                continue
        except (pikepdf.PdfError, ValueError, TypeError):
            continue
        objects = [objnum for _, objnum in sorted(members[number])]
        head = b" ".join(b"%d %d" % (objnum, 5 * index) for index, objnum in enumerate(objects)) + b" "
        stream.write(head + b"null " * len(objects))
        stream.N, stream.First = len(objects), len(head)
        defused.append((number, len(objects)))
    return defused


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
        return name_text(value)      # a name's bytes need not be UTF-8 (a GBK font name)
    return str(value)


TAIL = 1024     # ISO 32000 puts %%EOF within the last KB; the header within the first


def _os_error(error):
    if isinstance(error, FileNotFoundError):
        return CannotOpenError("no such file")
    if isinstance(error, PermissionError):
        return CannotOpenError("permission denied")
    if isinstance(error, IsADirectoryError):
        return CannotOpenError("is a directory")
    return CannotOpenError(error.strerror or "cannot be read")


def file_sha256(path):
    """The SHA-256 of a file's bytes, read in chunks, as hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _file_facts(path):
    """(sha256, size, tail, head) of a file, read in chunks."""
    digest, size, head, tail = hashlib.sha256(), 0, b"", b""
    if os.path.isdir(path):
        raise CannotOpenError("is a directory")
    try:
        with open(path, "rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                if not size:
                    head = chunk[:TAIL]
                digest.update(chunk)
                size += len(chunk)
                tail = (tail + chunk)[-TAIL:]
    except OSError as error:
        raise _os_error(error) from None
    return digest.hexdigest(), size, tail, head


def _check_header(head, size):
    """Whether the file lacks a %PDF- header (an empty file is refused here: nothing to read)."""
    if not size:
        raise NotPdfError("empty file")
    return b"%PDF-" not in head[:TAIL]


def _open(target, password):
    try:
        return pikepdf.open(target, password=password or "")
    except pikepdf.PasswordError:
        reason = "wrong password" if password else "encrypted; a password is needed (--password)"
        raise PasswordError(reason) from None
    except (pikepdf.PdfError, ValueError, RuntimeError) as error:
        raise NotPdfError(f"damaged beyond reading ({_first_line(error, target)})") from None


def _open_rebuilt(target, password):
    """The file opened without qpdf's push of inherited attributes (which a looping page
    tree stops), its page tree rebuilt by us; None when that does not give a page."""
    try:
        pdf = pikepdf.open(target, password=password or "", inherit_page_attributes=False)
    except (pikepdf.PdfError, ValueError, RuntimeError):
        return None
    try:
        if _rebuilt_tree(pdf) and len(pdf.pages):
            return pdf
    except (pikepdf.PdfError, ValueError, RuntimeError, TypeError, KeyError):
        pass
    pdf.close()
    return None


def _rebuilt_tree(pdf):
    """``recovery.rebuild_page_tree``: recovery.py is imported when a file needs it (its
    patterns, compiled at import, are a millisecond of every command otherwise)."""
    from . import recovery
    return recovery.rebuild_page_tree(pdf)


def _pages_or_none(pdf):
    try:
        return len(pdf.pages)
    except (pikepdf.PdfError, ValueError, RuntimeError):
        return None


def _open_any(target, password, read, headerless):
    """(pdf, recovery, encryption): the file opened by qpdf, or by one of our recoveries
    (recovery.py) where qpdf gives up; raise the first failure's typed error when none reads it."""
    try:
        pdf = _open(target, password)
    except PasswordError:
        pdf = None if password else attachments_only(read(), password)
        if pdf is None:
            raise
        return pdf, None, "attachments"
    except NotPdfError as error:
        refusal = NotPdfError("not a PDF (no %PDF- header)") if headerless else error
        pdf = _open_rebuilt(target, password)
        if pdf is not None:
            return pdf, "page-tree-rebuilt", None
        from . import recovery
        for data, how in recovery.candidates(read()):
            pdf = _open_rebuilt(io.BytesIO(data), password)
            if pdf is not None:
                return pdf, how, None
        raise refusal from None
    pages = _pages_or_none(pdf)
    if not pages and _rebuilt_tree(pdf) and _pages_or_none(pdf):
        return pdf, "page-tree-rebuilt", None
    if headerless and not pages:
        pdf.close()
        raise NotPdfError("not a PDF (no %PDF- header)")
    return pdf, None, None


ENCRYPT_KEY = re.compile(rb"/Encrypt(?=[\s/<\[0-9])")


def attachments_only(data, password):
    """The document opened without a password when its encryption covers only embedded
    files (crypt filters: /StmF and /StrF Identity, /EFF another), as pdftotext reads it;
    None otherwise. The trailer's /Encrypt key is renamed in a copy of the bytes (same
    length, so every offset holds) and the encryption dictionary read under its new name."""
    patched = ENCRYPT_KEY.sub(b"/Encrypx", data)
    if patched == data:
        return None
    try:
        pdf = pikepdf.open(io.BytesIO(patched))
    except (pikepdf.PdfError, ValueError, RuntimeError):
        return None
    encrypt = pdf.trailer.get("/Encrypx")
    identity = pikepdf.Name.Identity
    if (isinstance(encrypt, pikepdf.Dictionary) and encrypt.get("/Filter") == pikepdf.Name.Standard
            and int(encrypt.get("/V", 0)) >= 4 and encrypt.get("/StmF", identity) == identity
            and encrypt.get("/StrF", identity) == identity and encrypt.get("/EFF", identity) != identity):
        return pdf
    pdf.close()
    return None


def open_path(path, password=None):
    """Open the PDF file at ``path`` (pikepdf reads it from disk); raise a typed error when it cannot be read."""
    sha, size, tail, head = _file_facts(path)
    headerless = _check_header(head, size)

    def read():
        with open(path, "rb") as handle:
            return handle.read()
    first = _stamp(path)
    pdf, how, encryption = _open_any(path, password, read, headerless)
    document = Document(pdf, path, list(pdf.get_warnings()), (sha, size, tail), path=path)
    document.recovery, document.encryption = how, encryption
    document.opener = _path_opener(path, password, first)
    return document


def _stamp(path):
    facts = os.stat(path)
    return facts.st_ino, facts.st_dev, facts.st_size, facts.st_mtime_ns


def _path_opener(path, password, first):
    """A fresh open of the file at ``path`` without qpdf's push of inherited attributes,
    or None when it is no longer the file first read (``first``: its inode, size and
    time then)."""
    def opener():
        try:
            if _stamp(path) != first:
                return None
            fresh = pikepdf.open(path, password=password or "", inherit_page_attributes=False)
            if _stamp(path) == first:
                return fresh
            fresh.close()
        except (OSError, pikepdf.PdfError, ValueError, RuntimeError):
            pass
        return None
    return opener


def open_document(source, data, password=None):
    """Open PDF ``data`` (bytes) named ``source``; raise a typed error when it cannot be read."""
    headerless = _check_header(data[:TAIL], len(data))
    pdf, how, encryption = _open_any(io.BytesIO(data), password, lambda: data, headerless)
    facts = (hashlib.sha256(data).hexdigest(), len(data), data[-TAIL:])
    document = Document(pdf, source, list(pdf.get_warnings()), facts, data=data)
    document.recovery, document.encryption = how, encryption
    document.opener = lambda: pikepdf.open(io.BytesIO(data), password=password or "", inherit_page_attributes=False)
    return document


def _first_line(error, target):
    """qpdf's first line of complaint, without the name it gives the input (a path, or a
    memory buffer whose address would make the message differ from run to run)."""
    text = str(error).strip().splitlines()
    message = text[0] if text else type(error).__name__
    prefix = re.match(r"(stream <[^>]*>|" + re.escape(target) + r"): ", message) if isinstance(target, str) \
        else re.match(r"stream <[^>]*>: ", message)
    return message[prefix.end():] if prefix else message
