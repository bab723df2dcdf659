"""The document outline (bookmarks): one ``outline`` record per item, in document order.

Each item gives its title, its depth (1 for the outline's top items), the page its
destination shows and the top of the destination in that page's record frame (y down,
as every record's coordinates). Destinations are read from /Dest or a GoTo action's /D,
explicit or named (links.py's ``Destinations`` reads both kinds). The walk is
iterative, cuts loops and stops at ``MAX_ITEMS``. This module must never write output.
"""

import pikepdf

from ..records.schema import PRECISION
from .document import text_of
from .geometry import PageGeometry, apply
from .links import Destinations

MAX_ITEMS = 100_000     # outline items read at most: a loop-free outline this long is hostile


def outline_records(pdf, destinations=None):
    """The ``outline`` records of an open pikepdf document ([] without an outline);
    ``destinations`` resolves their targets (one shared with the links reads each
    named destination once)."""
    try:
        outlines = pdf.Root.get("/Outlines")
        first = outlines.get("/First") if isinstance(outlines, pikepdf.Dictionary) else None
    except Exception:
        return []
    destinations = destinations or Destinations(pdf)
    records, seen = [], set()
    stack = [(first, 1)]
    while stack and len(records) < MAX_ITEMS:
        item, level = stack.pop()
        if not isinstance(item, pikepdf.Dictionary) or (item.is_indirect and item.objgen in seen):
            continue
        if item.is_indirect:
            seen.add(item.objgen)
        target, top = _destination(pdf, item, destinations)
        records.append({"type": "outline", "page": None, "id": len(records),
                        "title": _title(item), "level": level, "target": target, "top": top})
        stack.append((item.get("/Next"), level))
        stack.append((item.get("/First"), level + 1))
    return records


def _title(item):
    title = item.get("/Title")
    return " ".join(text_of(title).split()) if title is not None else ""


def _destination(pdf, item, destinations):
    """(page number, top in the record frame) of the item's destination; (None, None) when none."""
    try:
        dest = item.get("/Dest")
        action = item.get("/A")
        if dest is None and isinstance(action, pikepdf.Dictionary) and action.get("/S") == "/GoTo":
            dest = action.get("/D")
        dest = destinations._resolve(dest)              # links.py reads named destinations
        if isinstance(dest, pikepdf.Dictionary):        # a named destination may be a dictionary /D
            dest = dest.get("/D")
        number = destinations.page_of(dest)
        if number is None:
            return None, None
        return number, _top(pdf.pages[number - 1].obj, dest)
    except Exception:       # a damaged destination: the item keeps its title
        return None, None


def _top(page_obj, dest):
    """The destination's top edge in the record frame, when its kind gives one."""
    kind = str(dest[1])
    index = {"/XYZ": 3, "/FitH": 2, "/FitBH": 2, "/FitR": 5}.get(kind)
    if index is None or len(dest) <= index:
        return None
    try:
        y = float(dest[index])      # null (keep the current top) fails here: no top
    except (TypeError, ValueError):
        return None
    geometry = PageGeometry(page_obj)
    x = float(geometry.crop[0])
    _, top = apply(geometry.to_frame, x, y)
    return round(top, PRECISION)
