"""Space by category: every byte of the file assigned to one kind of content.

An object's bytes run from its cross-reference offset to the end of its ``endobj``
line; an object stream's compressed members are counted with the stream (only
objects stored whole in the file have bytes of their own). Objects are classed by what
they are (/Type, /Subtype) or, when untyped, by the first object reaching them (a page's
/Contents is content, a font's program is font). Bytes no current object holds are the
header, the cross-reference sections and trailers, earlier revisions' superseded
objects, or other (white space, comments). The categories sum to the file's length.
This module must never decode a stream; it reads lengths and offsets only.
"""

import re
from collections import deque

import pikepdf

CATEGORIES = ("header", "content", "fonts", "images", "forms", "colour", "structure", "metadata",
              "annotations", "attachments", "signatures", "pages", "document", "object-streams",
              "xref", "superseded", "unreferenced", "other")
_ENDOBJ = re.compile(rb"endobj[\r\n]{0,2}")
_OBJ = re.compile(rb"(?<![0-9])\d+[\x00\t\n\f\r ]+\d+[\x00\t\n\f\r ]+obj\b")
_XREF_WORDS = re.compile(rb"\bxref\b|\btrailer\b|\bstartxref\b")
MAX_OBJECTS = 5_000_000   # a walk beyond this many objects is hostile; the rest counts as unreferenced

_TYPED = {"/Font": "fonts", "/FontDescriptor": "fonts", "/Encoding": "fonts", "/CMap": "fonts",
          "/Metadata": "metadata", "/StructTreeRoot": "structure", "/StructElem": "structure",
          "/MCR": "structure", "/OBJR": "structure", "/Annot": "annotations", "/Sig": "signatures",
          "/DocTimeStamp": "signatures", "/EmbeddedFile": "attachments", "/Filespec": "attachments",
          "/ObjStm": "object-streams", "/XRef": "xref", "/Pattern": "colour", "/Shading": "colour",
          "/ExtGState": "colour", "/OutputIntent": "colour", "/Page": "pages", "/Pages": "pages",
          "/Catalog": "document"}
_BY_KEY = {"/Contents": "content", "/Metadata": "metadata", "/StructTreeRoot": "structure",
           "/AcroForm": "annotations", "/Annots": "annotations", "/AP": "annotations",
           "/EmbeddedFiles": "attachments", "/ColorSpace": "colour", "/OutputIntents": "colour",
           "/Info": "metadata", "/ParentTree": "structure", "/CharProcs": "fonts"}


def own_category(obj):
    """The category an object's own /Type or /Subtype gives it, or None."""
    if isinstance(obj, pikepdf.Stream):
        head = obj.stream_dict
        if head.get("/Subtype") == pikepdf.Name.Image:
            return "images"
        if head.get("/Subtype") == pikepdf.Name.Form:
            return "forms"
    elif isinstance(obj, pikepdf.Dictionary):
        head = obj
        if "/ByteRange" in head and "/Contents" in head:
            return "signatures"
        if "/Linearized" in head:
            return "xref"
    else:
        return None
    kind = head.get("/Type")
    return _TYPED.get(str(kind)) if isinstance(kind, pikepdf.Name) else None


def classify(pdf):
    """{(num, gen): category} for every object reachable from the trailer."""
    found = {}
    queue = deque([(pdf.trailer, "document", None)])
    while queue and len(found) < MAX_OBJECTS:
        obj, inherited, key = queue.popleft()
        category = inherited
        if obj.is_indirect:
            if obj.objgen in found:
                continue
            category = own_category(obj) or _BY_KEY.get(key) or inherited
            found[obj.objgen] = category
        else:
            category = own_category(obj) or _BY_KEY.get(key) or inherited
        for child_key, value in _children(obj):
            if isinstance(value, (pikepdf.Dictionary, pikepdf.Array, pikepdf.Stream)):
                queue.append((value, category, child_key if child_key is not None else key))
    return found


def _children(obj):
    if isinstance(obj, pikepdf.Stream):
        obj = obj.stream_dict
    if isinstance(obj, pikepdf.Array):
        return [(None, item) for item in obj]
    if isinstance(obj, pikepdf.Dictionary):
        return [(key, obj.get(key)) for key in sorted(obj.keys()) if key != "/Parent"]
    return []


def extents(pdf, data):
    """{(num, gen): (start, end)} for the current objects stored whole in the file."""
    spans = {}
    for objgen, entry in pdf.get_xref_table().items():
        if entry.type != 1 or not 0 <= entry.offset < len(data):
            continue
        start = entry.offset
        search = start
        try:
            obj = pdf.get_object(objgen)
            if isinstance(obj, pikepdf.Stream):
                length = obj.stream_dict.get("/Length")
                marker = data.find(b"stream", start)
                if isinstance(length, int) and marker >= 0:
                    search = marker + 6 + int(length)
        except (pikepdf.PdfError, ValueError):
            pass
        match = _ENDOBJ.search(data, search)
        if match is None and search != start:
            match = _ENDOBJ.search(data, start)
        spans[objgen] = (start, match.end() if match else start)
    return spans


def section(pdf, data):
    """Bytes by category; the values sum to ``len(data)``."""
    totals = dict.fromkeys(CATEGORIES, 0)
    roles = classify(pdf)
    spans = sorted((start, end, objgen) for objgen, (start, end) in extents(pdf, data).items())
    cursor, first = 0, True
    for start, end, objgen in spans:
        if start < cursor:          # overlapping spans (a damaged table): counted once
            start = cursor
        if start > cursor:
            _gap(data, cursor, start, totals, header=first)
        first = False
        end = max(end, start)
        totals[roles.get(objgen) or _container(pdf, objgen)] += end - start
        cursor = end
    if cursor < len(data):
        _gap(data, cursor, len(data), totals, header=first)
    objects = {"in-file": len(spans), "compressed": sum(1 for e in pdf.get_xref_table().values() if e.type == 2)}
    return {"bytes": {k: v for k, v in totals.items()}, "file-size": len(data), "objects": objects}


def _container(pdf, objgen):
    """An object the trailer does not reach: an object or xref stream, else unreferenced."""
    try:
        category = own_category(pdf.get_object(objgen))
    except (pikepdf.PdfError, ValueError):
        category = None
    return category if category in ("object-streams", "xref") else "unreferenced"


def _gap(data, start, end, totals, header):
    """Assign the bytes between objects: superseded objects, xref sections, the rest."""
    chunk = data[start:end]
    if header:
        totals["header"] += end - start
        return
    position = 0
    for match in _OBJ.finditer(chunk):
        if match.start() < position:
            continue
        closing = _ENDOBJ.search(chunk, match.end())
        if closing is None:
            break
        _plain(chunk[position:match.start()], totals)
        totals["superseded"] += closing.end() - match.start()
        position = closing.end()
    _plain(chunk[position:], totals)


def _plain(chunk, totals):
    totals["xref" if _XREF_WORDS.search(chunk) else "other"] += len(chunk)
