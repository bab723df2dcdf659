"""Link annotations: a page's /Link annotations as ``link`` records.

A link record carries the annotation's box in the record frame (the page as displayed,
origin top left, y down) and where it goes: a /URI action's URI, or the page a GoTo
action or a /Dest reaches inside the document (explicit destinations, the catalog's
/Dests dictionary and the /Names /Dests name tree). Other actions (JavaScript, Launch,
GoToR...) give a record with neither. Nothing here follows a URI or runs an action.
"""

import pikepdf

from ..records.schema import PRECISION
from .document import text_of
from .geometry import normalise_box, transform_box
from .trees import NAMES, TreeLeaves

MAX_LINKS = 10000        # link records per page: a hostile page may carry millions of annotations
MAX_TREE_NODES = 100000  # name-tree nodes visited looking up a named destination

_SCALE = 10 ** PRECISION


def page_links(pdf, page, destinations=None, uris_only=False):
    """The ``link`` records of a ``PageRef`` (from ``selected_pages``), in /Annots order;
    with ``uris_only``, those of /URI actions alone, numbered among themselves (Markdown
    writes no other: the rest are not looked at, nor their destinations resolved)."""
    annots = page.obj.get("/Annots")
    if not isinstance(annots, pikepdf.Array):
        return []
    if uris_only and len(annots) > MAX_LINKS:      # a page the bound may cut: cut where it always did
        records = [r for r in page_links(pdf, page, destinations) if r["uri"] is not None]
        return [dict(r, id=i) for i, r in enumerate(records)]
    numbers = destinations if destinations is not None else Destinations(pdf)
    records = []
    for annot in annots:
        if len(records) >= MAX_LINKS:
            break
        if not isinstance(annot, pikepdf.Dictionary) or annot.get("/Subtype") != "/Link":
            continue
        if uris_only:                         # the action first: most links are no URI's
            uri, dest = _target(annot, None)
            if uri is None:
                continue
        rect = normalise_box(annot.get("/Rect"))
        if rect is None:
            continue
        if not uris_only:
            uri, dest = _target(annot, numbers)
        box = transform_box(page.geometry.to_frame, rect)
        records.append({"type": "link", "page": page.number, "id": len(records),
                        "bbox": [round(v * _SCALE) / _SCALE for v in box], "uri": uri, "dest": dest})
    return records


def _target(annot, numbers):
    """(uri, destination page) of a link annotation; (None, None) for other actions, and
    a destination left unresolved (None) without ``numbers`` (``Destinations``)."""
    action = annot.get("/A")
    if isinstance(action, pikepdf.Dictionary):
        kind = action.get("/S")
        if kind == "/URI":
            uri = action.get("/URI")
            return (text_of(uri) if isinstance(uri, pikepdf.String) else None), None
        if numbers is None:
            return None, None
        if kind == "/GoTo":
            return None, numbers.page_of(action.get("/D"))
        return None, None
    if numbers is not None and "/Dest" in annot:
        return None, numbers.page_of(annot.get("/Dest"))
    return None, None


class Destinations:
    """Destinations to 1-based page numbers, for one document (pages indexed once)."""

    def __init__(self, pdf):
        self.pdf = pdf
        self._pages = None
        self._names = None

    def page_of(self, dest):
        dest = self._resolve(dest)
        if isinstance(dest, pikepdf.Dictionary):      # a named destination may be a dict with /D
            dest = dest.get("/D")
        if not isinstance(dest, pikepdf.Array) or len(dest) == 0:
            return None
        target = dest[0]
        if isinstance(target, pikepdf.Dictionary):
            if self._pages is None:
                self._pages = {p.obj.objgen: n for n, p in enumerate(self.pdf.pages, start=1)}
            return self._pages.get(target.objgen)
        try:                                    # a page index, as remote destinations write it
            index = int(target)
        except (TypeError, ValueError):
            return None
        return index + 1 if 0 <= index < len(self.pdf.pages) else None

    def _resolve(self, dest):
        if isinstance(dest, (pikepdf.Name, pikepdf.String)):
            key = text_of(dest)
            root = self.pdf.Root
            dests = root.get("/Dests")
            if isinstance(dests, pikepdf.Dictionary) and "/" + key in dests:
                return dests["/" + key]
            return self._named().get(key)
        return dest

    def _named(self):
        """The /Names /Dests tree as {name: destination}, its first entry of a name kept:
        read once, where each lookup walked the tree (a fifth of a 117-page book's export)."""
        if self._names is None:
            names = self.pdf.Root.get("/Names")
            tree = names.get("/Dests") if isinstance(names, pikepdf.Dictionary) else None
            self._names = {}
            for name, value in TreeLeaves(tree, NAMES, MAX_TREE_NODES):
                if isinstance(name, pikepdf.String):
                    self._names.setdefault(text_of(name), value)
        return self._names
