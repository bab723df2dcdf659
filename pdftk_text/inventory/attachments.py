"""Embedded files: found, listed and saved as ``pdfdetach`` does, and described for the report.

Poppler's order: the catalog's /EmbeddedFiles name tree (sorted by key), then the file
attachment annotations of every page in page order. A file's name is the first string of
/UF, /F, /DOS, /Mac, /Unix. Saving writes the decoded embedded stream under that name.
This module must never run, open or interpret an embedded file.
"""

import hashlib
import os

import pikepdf

from ..errors import CannotOpenError, PasswordError, PdftkTextError
from . import nametrees
from .textstrings import units_utf8

NAME_KEYS = ("/UF", "/F", "/DOS", "/Mac", "/Unix")


class AttachmentError(PdftkTextError):
    """An embedded file pdfdetach would also fail on (no name, no stream)."""
    exit_code = 3


def file_specs(pdf):
    """[(where, file specification)] in pdfdetach's order; ``where`` says who holds it."""
    found = []
    names = pdf.Root.get("/Names")
    tree = names.get("/EmbeddedFiles") if isinstance(names, pikepdf.Dictionary) else None
    if isinstance(tree, pikepdf.Dictionary):
        for key, value in nametrees.entries(tree):
            found.append(({"name-tree": key.decode("latin-1")}, value))
    for number, page in enumerate(pdf.pages, start=1):
        annots = page.obj.get("/Annots")
        if not isinstance(annots, pikepdf.Array):
            continue
        for index, annot in enumerate(annots):
            if not _file_annotation(annot):
                continue
            found.append(({"page": number, "annotation": index}, annot.get("/FS")))
    return found


def _file_annotation(annot):
    if not isinstance(annot, pikepdf.Dictionary) or annot.get("/Subtype") != pikepdf.Name.FileAttachment:
        return False
    rect = annot.get("/Rect")
    spec = annot.get("/FS")
    return isinstance(rect, pikepdf.Array) and len(rect) == 4 and isinstance(spec, (pikepdf.Dictionary, pikepdf.String))


def file_name(spec):
    """The raw bytes of the specification's name, or None."""
    if isinstance(spec, pikepdf.String):
        return bytes(spec)
    if isinstance(spec, pikepdf.Dictionary):
        for key in NAME_KEYS:
            value = spec.get(key)
            if isinstance(value, pikepdf.String):
                return bytes(value)
    return None


def embedded_stream(spec):
    """The embedded file stream, or None (pdfdetach wants /EF /F as an indirect stream)."""
    if not isinstance(spec, pikepdf.Dictionary):
        return None
    ef = spec.get("/EF")
    stream = ef.get("/F") if isinstance(ef, pikepdf.Dictionary) else None
    if stream is None or not stream.is_indirect or not isinstance(stream, pikepdf.Stream):
        return None
    return stream


def listing(pdf):
    """The bytes ``pdfdetach -list`` prints."""
    specs = file_specs(pdf)
    lines = [b"%d embedded files" % len(specs)]
    for number, (_, spec) in enumerate(specs, start=1):
        name = file_name(spec)
        if name is None:
            raise AttachmentError(f"embedded file {number} has no name")
        lines.append(b"%d: %s" % (number, units_utf8(name)))
    return b"\n".join(lines) + b"\n"


def save_all(pdf, directory, password_needed=False):
    """Write every embedded file into ``directory`` as ``pdfdetach -saveall -o DIR`` does.

    ``password_needed``: the document was opened without a password because only its
    embedded files are encrypted; their bytes cannot be read, and saying so is the answer.
    """
    if password_needed:
        raise PasswordError("the embedded files are encrypted; a password is needed (--password)")
    if not os.path.isdir(directory):
        raise CannotOpenError(f"{directory}: not a directory")
    for number, (_, spec) in enumerate(file_specs(pdf), start=1):
        name = file_name(spec)
        stream = embedded_stream(spec)
        if name is None or stream is None:
            raise AttachmentError(f"embedded file {number} has no name or no data")
        path = os.fsencode(directory) + b"/" + units_utf8(name)
        try:
            with open(path, "wb") as handle:
                handle.write(stream.read_bytes())
        except OSError as error:
            raise CannotOpenError(f"cannot save embedded file {number}: {error.strerror}") from None


def section(pdf, password_needed=False):
    """The attachments section: each file with its place, size, type, digest and relationship.

    ``password_needed``: only the embedded files are encrypted and no password was given;
    their size and digest would be the ciphertext's, so they are left null."""
    items = []
    for where, spec in file_specs(pdf):
        name = file_name(spec)
        stream = embedded_stream(spec)
        item = {"at": where, "name": units_utf8(name).decode("utf-8", "replace") if name is not None else None,
                "relationship": None, "subtype": None, "size": None, "sha256": None, "description": None}
        if isinstance(spec, pikepdf.Dictionary):
            rel = spec.get("/AFRelationship")
            item["relationship"] = str(rel)[1:] if isinstance(rel, pikepdf.Name) else None
            desc = spec.get("/Desc")
            item["description"] = str(desc) if isinstance(desc, pikepdf.String) else None
        if stream is not None:
            subtype = stream.stream_dict.get("/Subtype")
            item["subtype"] = str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else None
        if stream is not None and not password_needed:
            try:
                data = stream.read_bytes()
                item["size"], item["sha256"] = len(data), hashlib.sha256(data).hexdigest()
            except pikepdf.PdfError:
                pass
        items.append(item)
    associated = pdf.Root.get("/AF")
    return {"count": len(items), "files": items,
            "document-associated": len(associated) if isinstance(associated, pikepdf.Array) else 0,
            "portfolio": "/Collection" in pdf.Root, "password_needed": password_needed}
