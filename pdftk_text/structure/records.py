"""The structure tree written into a record stream: one ``structure`` record per tagged page.

``structure_record(tree, page_record)`` lists the elements that hold content on the page,
with their ancestors, in tree order (see the schema of ``structure``). ``with_structure``
is the feed: it reads the tree once when the document record passes and writes each
page's structure record and diagnostics right after its page record, so that the order
stage, which never opens a PDF, can read the page in the tree's order. This module must
never look at glyphs or words.
"""

from ..pdf.geometry import invert, transform_box
from ..records.schema import PRECISION
from .reader import read_structure

MAX_PATH = 128      # types kept of a path: a hostile tree a million deep keeps its innermost ones


def structure_record(tree, page_record):
    """The ``structure`` record of the page ``page_record`` describes, or None when no
    element of ``tree`` holds content there."""
    number = page_record.get("page")
    ids = tree.page_elements(number)
    if not ids:
        return None
    to_frame = _to_frame(page_record)
    paths = {}
    entries = []
    for ident in ids:
        element = tree.elements[ident]
        own = element.type or element.written or ""
        parent_path = paths.get(element.parent)
        if parent_path is None and element.parent is not None:
            parent_path = tree.path(tree.elements[element.parent])[-MAX_PATH + 1:]
        path = ((parent_path or []) + [own])[-MAX_PATH:]
        paths[ident] = path
        entries.append(_entry(tree, element, number, path, to_frame))
    return {"type": "structure", "page": number, "elements": entries}


def _entry(tree, element, number, path, to_frame):
    kids, mcids = [], []
    for kid in element.kids:
        if kid[0] == "element":
            kids.append(["element", kid[1]])
        elif kid[2] == number:
            kids.append(list(kid[:2]) + [kid[3]])
            if kid[0] == "mcid":
                mcids.append([kid[1], kid[3]])
    attributes = tree.attributes(element)
    return {"id": element.id, "parent": element.parent, "depth": element.depth, "type": element.type,
            "written": element.written, "path": path, "alt": element.alt, "actualtext": element.actualtext,
            "lang": element.lang, "title": element.title, "expansion": element.expansion,
            "ident": element.ident, "attributes": attributes, "bbox": _bbox(attributes, to_frame),
            "mcids": mcids, "kids": kids}


def _to_frame(page_record):
    matrix = page_record.get("matrix")
    try:
        return invert(tuple(matrix)) if matrix else None
    except (TypeError, ValueError, ZeroDivisionError):
        return None


def _bbox(attributes, to_frame):
    box = (attributes.get("Layout") or {}).get("BBox")
    if to_frame is None or not isinstance(box, list) or len(box) != 4 \
            or not all(isinstance(v, (int, float)) for v in box):
        return None
    scale = 10 ** PRECISION
    return [round(v * scale) / scale for v in transform_box(to_frame, tuple(float(v) for v in box))]


def with_structure(records, document, budget=None):
    """``records`` (a glyph stream of ``document``) with structure records and the tree's
    diagnostics written after the document and page records."""
    tree = None
    for record in records:
        yield record
        kind = record.get("type")
        if kind == "document":
            tree = read_structure(document.pdf) if budget is None else read_structure(document.pdf, budget)
            yield from (d for d in tree.diagnostics if d.get("page") is None)
        elif kind == "page" and tree is not None and tree.present:
            number = record.get("page")
            found = structure_record(tree, record)
            if found is not None:
                yield found
            yield from (d for d in tree.diagnostics if d.get("page") == number)
