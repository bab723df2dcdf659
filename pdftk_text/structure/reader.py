"""The read model of a document's structure tree (/StructTreeRoot), read in one bounded walk.

``read_structure(pdf)`` returns a ``StructureTree``: its elements in tree order (depth
first, pre-order; an element's id is its position), each with its written type, its
standard type through the /RoleMap, its page (/Pg, else inherited), /Alt, /ActualText,
/Lang, /E, /T, /ID, its attribute sources (/A, /C through the /ClassMap, read on demand)
and its kids in /K order: child elements, marked-content references (an integer MCID,
or an MCR dictionary with /MCID, /Pg and /Stm when the content lies in a form XObject)
and object references (OBJR: an annotation, found in its page's /Annots, or another
object). The /ParentTree is read too, and each page's /StructParents checked against it.

The walk is iterative (an explicit stack, never recursion), visits each indirect object
once -- a kid reached twice, a loop among kids included, is cut and reported -- and stops
at ``budget`` nodes (elements and content references) with a diagnostic. Faults are
diagnostic records in ``tree.diagnostics``; each is read around. This module must never
look at glyphs, words or a page's content.
"""

import pikepdf

from ..diagnostics import diagnostic
from ..pdf.entries import entry
from .parents import ParentTree, number_tree, parent_faults, struct_parents
from .types import resolve
from .values import attributes, name_of, text_of

MAX_NODES = 2_000_000      # elements and content references read at most (a million-node tree fits)
MAX_REPORTS = 20           # diagnostics of one code written one by one; the rest are counted

_TEXT_KEYS = {"/Alt": "alt", "/ActualText": "actualtext", "/Lang": "lang", "/E": "expansion",
              "/T": "title", "/ID": "ident"}


class Element:
    __slots__ = ("id", "parent", "depth", "written", "type", "page", "alt", "actualtext", "lang",
                 "expansion", "title", "ident", "own", "classes", "kids")

    def __init__(self, ident, parent, depth, page):
        self.id, self.parent, self.depth, self.page = ident, parent, depth, page
        self.written = self.type = None
        self.alt = self.actualtext = self.lang = self.expansion = self.title = self.ident = None
        self.own = self.classes = None
        self.kids = []      # ("element", id) | ("mcid", mcid, page, stream) | ("object", "N G", page, stream)


class StructureTree:
    def __init__(self):
        self.present = False
        self.elements = []
        self.rolemap, self.classmap = {}, {}
        self.parent_tree = None
        self.diagnostics = []
        self.cut = False            # the node budget ran out
        self._by_page = None

    def attributes(self, element):
        """{owner: {key: value}} of ``element``: class attributes, then its own /A over them."""
        if element.own is None and element.classes is None:
            return {}
        return attributes(element.own, element.classes, self.classmap)

    def path(self, element):
        """Types from the root to ``element`` (standard types; the written one when none)."""
        out = []
        current = element
        while current is not None:
            out.append(current.type or current.written or "")
            current = self.elements[current.parent] if current.parent is not None else None
        return out[::-1]

    def page_elements(self, page):
        """Ids of the elements that hold content on ``page``, with their ancestors, in tree order."""
        if self._by_page is None:
            self._by_page = _index_pages(self.elements)
        return self._by_page.get(page, [])


def _index_pages(elements):
    by_page = {}
    for element in elements:
        pages = {kid[2] for kid in element.kids if kid[0] != "element" and kid[2] is not None}
        if not pages and element.page is not None and not any(k[0] == "element" for k in element.kids):
            pages = {element.page}          # an empty element shows on its /Pg page
        for page in pages:
            members = by_page.setdefault(page, set())
            current = element
            while current is not None and current.id not in members:
                members.add(current.id)
                current = elements[current.parent] if current.parent is not None else None
    return {page: sorted(members) for page, members in by_page.items()}


class _Report:
    """Diagnostics with a cap per code: the first MAX_REPORTS written, the rest counted."""

    def __init__(self, out):
        self.out, self.counts = out, {}

    def __call__(self, code, message, page=None, **details):
        count = self.counts[code] = self.counts.get(code, 0) + 1
        if count <= MAX_REPORTS:
            self.out.append(diagnostic(code, message, page, **details))

    def close(self):
        for code, count in sorted(self.counts.items()):
            if count > MAX_REPORTS:
                self.out.append(diagnostic(code, f"{count - MAX_REPORTS} more of the same fault were read around",
                                           None, count=count - MAX_REPORTS))


def read_structure(pdf, budget=MAX_NODES):
    """The structure tree of ``pdf`` (a pikepdf.Pdf) as a StructureTree."""
    tree = StructureTree()
    report = _Report(tree.diagnostics)
    pages, keys, annots = _pages(pdf)
    try:
        root = pdf.Root.get("/StructTreeRoot")
    except Exception:
        root = None
    tree.present = isinstance(root, pikepdf.Dictionary)
    if not tree.present:
        tree.diagnostics.extend(parent_faults(keys, False, None))
        return tree
    tree.rolemap = _rolemap(root.get("/RoleMap"))
    classmap = root.get("/ClassMap")
    tree.classmap = dict(classmap.items()) if isinstance(classmap, pikepdf.Dictionary) else {}
    tree.classmap = {k[1:]: v for k, v in tree.classmap.items()}
    walker = _Walker(tree, pages, annots, report, budget)
    walker.walk(root.get("/K"))
    entries = None
    parent_root = root.get("/ParentTree")
    if isinstance(parent_root, pikepdf.Dictionary):
        entries, cut = number_tree(parent_root, budget)
        if cut:
            report("structure.cycle-cut", "the /ParentTree reaches a node twice or past the budget; "
                   "the rest of it was not read")
        tree.parent_tree = ParentTree(entries, walker.index)
    tree.diagnostics.extend(parent_faults(keys, True, entries if entries is not None else {}))
    report.close()
    return tree


def _pages(pdf):
    """({page objgen: number}, [(number, /StructParents)], {annotation objgen: (number, index)})."""
    pages, keys, annots = {}, [], {}
    for number, page in enumerate(pdf.pages, 1):
        try:
            obj = page.obj
            pages[obj.objgen] = number
            keys.append((number, struct_parents(obj)))
            items = entry(obj, "/Annots")
            if isinstance(items, pikepdf.Array):
                for index, annot in enumerate(items):
                    if isinstance(annot, pikepdf.Dictionary) and annot.is_indirect:
                        annots.setdefault(annot.objgen, (number, index))
        except Exception:       # a damaged page object: its content belongs to no page
            continue
    return pages, keys, annots


def _rolemap(value):
    if not isinstance(value, pikepdf.Dictionary):
        return {}
    out = {}
    for key, target in value.items():
        name = name_of(target)
        if name is not None:
            out[key[1:]] = name
    return out


class _Walker:
    """One pass over the kids of the tree: an explicit stack of (object, parent id, slot)."""

    def __init__(self, tree, pages, annots, report, budget):
        self.tree, self.pages, self.annots, self.report, self.budget = tree, pages, annots, report, budget
        self.seen, self.index, self.claims, self.roles = set(), {}, {}, {}
        self.nodes = 0

    def walk(self, kids):
        stack = []
        self._push(stack, kids, None)
        elements = self.tree.elements
        while stack and not self.tree.cut:
            if self.nodes >= self.budget:
                self.tree.cut = True
                break
            obj, parent, slot = stack.pop()
            self.nodes += 1
            if isinstance(obj, pikepdf.Object) and obj.is_indirect:
                key = obj.objgen
                if key in self.seen:
                    self.report("structure.cycle-cut", f"object {key[0]} {key[1]} was reached twice among the "
                                "kids (a loop, or two parents); the second visit was skipped", object=f"{key[0]} {key[1]}")
                    continue
                self.seen.add(key)
            owner = elements[parent] if parent is not None else None
            if isinstance(obj, int) and not isinstance(obj, bool):
                self._mcid(owner, slot, obj, owner.page if owner else None, "page")
                continue
            if not isinstance(obj, pikepdf.Dictionary):
                self.report("structure.reference-broken", f"a kid that is no dictionary nor MCID ({_kind(obj)}) "
                            "was skipped")
                continue
            items = dict(obj.items())
            if "/S" in items:
                element = self._element(obj, items, owner)
                if owner is not None:
                    owner.kids[slot] = ("element", element.id)
                self._push(stack, items.get("/K"), element)
            elif owner is None:
                self.report("structure.reference-broken", "a content reference directly under the root "
                            "(it belongs to no element) was skipped")
            else:
                self._reference(owner, slot, items)
        if self.tree.cut:
            self.report("structure.node-limit", f"the structure tree has more than {self.budget} nodes; "
                        "the rest was not read")
        for element in elements:            # slots of kids cut, broken or past the budget
            if None in element.kids:
                element.kids = [kid for kid in element.kids if kid is not None]

    def _push(self, stack, kids, element):
        """Push the kids of ``element`` (None: the root), reserving each one's slot in order.
        An integer MCID takes its slot at once; it needs no visit of its own."""
        if kids is None:
            return
        items = kids if isinstance(kids, pikepdf.Array) else (kids,)
        if element is None:
            stack.extend(reversed([(kid, None, None) for kid in items]))
            return
        slots, pending, page = element.kids, [], element.page
        for kid in items:
            slots.append(None)
            if type(kid) is int:
                if self.nodes >= self.budget:
                    self.tree.cut = True
                    break
                self.nodes += 1
                self._mcid(element, len(slots) - 1, kid, page, "page")
            else:
                pending.append((kid, element.id, len(slots) - 1))
        stack.extend(reversed(pending))

    def _element(self, obj, items, owner):
        elements = self.tree.elements
        element = Element(len(elements), owner.id if owner else None, owner.depth + 1 if owner else 0,
                          owner.page if owner else None)
        elements.append(element)
        if obj.is_indirect:
            self.index[obj.objgen] = element.id
        element.written = name_of(items["/S"])
        element.type = self._role(element.written)
        if "/Pg" in items:
            element.page = self._page(items["/Pg"], element.page)
        for key, field in _TEXT_KEYS.items():
            if key in items:
                setattr(element, field, text_of(items[key]))
        element.own, element.classes = items.get("/A"), items.get("/C")
        return element

    def _role(self, written):
        if written is None:
            self.report("structure.reference-broken", "an element whose /S is no name was read as untyped")
            return None
        if written not in self.roles:
            standard, cycle = resolve(written, self.tree.rolemap)
            if cycle:
                self.report("structure.rolemap-cycle", f"the /RoleMap chain from /{written} comes back on "
                            "itself; the type was left unresolved", type=written)
            self.roles[written] = standard
        return self.roles[written]

    def _page(self, value, inherited):
        if isinstance(value, pikepdf.Dictionary) and value.is_indirect and value.objgen in self.pages:
            return self.pages[value.objgen]
        self.report("structure.reference-broken", "a /Pg that is no page of the document was ignored "
                    "(the page is inherited)")
        return inherited

    def _mcid(self, owner, slot, mcid, page, stream):
        if owner is None:
            return
        if page is None:
            self.report("structure.reference-broken", f"MCID {mcid} has no page (no /Pg on it or above it); "
                        "it was skipped")
            return
        key = (page, stream, mcid)
        if key in self.claims:
            self.report("structure.mcid-duplicated", f"page {page}: MCID {mcid} ({stream}) is claimed twice "
                        "(elements {} and {}); the first claim was kept".format(self.claims[key], owner.id),
                        page, mcid=mcid)
            return
        self.claims[key] = owner.id
        owner.kids[slot] = ("mcid", mcid, page, stream)

    def _reference(self, owner, slot, items):
        kind = name_of(items.get("/Type"))
        page = self._page(items["/Pg"], owner.page) if "/Pg" in items else owner.page
        if kind == "MCR" or (kind is None and "/MCID" in items):
            mcid = items.get("/MCID")
            if not isinstance(mcid, int) or mcid < 0:
                self.report("structure.reference-broken", "a marked-content reference without an MCID was skipped")
                return
            stream = "page"
            if "/Stm" in items:
                stm = items["/Stm"]
                if not isinstance(stm, pikepdf.Stream) or not stm.is_indirect:
                    self.report("structure.reference-broken", "a marked-content reference whose /Stm is no "
                                "stream was skipped")
                    return
                stream = f"{stm.objgen[0]} {stm.objgen[1]}"
            self._mcid(owner, slot, int(mcid), page, stream)
        elif kind == "OBJR" or (kind is None and "/Obj" in items):
            self._object(owner, slot, items.get("/Obj"), page)
        else:
            self.report("structure.reference-broken", f"a kid that is no element, MCR nor OBJR ({kind}) was skipped")

    def _object(self, owner, slot, target, page):
        if not isinstance(target, pikepdf.Object) or not target.is_indirect or isinstance(target, int):
            self.report("structure.reference-broken", "an object reference whose /Obj is missing was skipped")
            return
        number, generation = target.objgen
        stream = None
        if target.objgen in self.annots:
            page, index = self.annots[target.objgen]
            stream = f"annot {index}"
        owner.kids[slot] = ("object", f"{number} {generation}", page, stream)


def _kind(obj):
    return type(obj).__name__
