"""Reading a file past where qpdf's repair stops, still through pikepdf.

qpdf rebuilds a damaged cross-reference table itself. It gives up on a page tree that
comes back on itself, a trailer without /Root, or no trailer at all; poppler and MuPDF
still read such files, by looking for the catalog and the pages among the objects. So
do we:

- a page tree that loops (or a catalog whose tree yields no page): the tree is walked
  once per node and its pages hung under one new /Pages node, each given the attributes
  it inherited (qpdf's push of inherited attributes, which the loop stopped);
- no trailer, or none with /Root: the file's bytes are scanned for a catalog object (the
  last first: an incremental update's), or failing that for page objects, and a trailer
  naming it (with a catalog and page tree made for pages found alone) is appended to a
  copy of the bytes in memory, the old trailers' keywords blanked so that qpdf's own
  reconstruction reads the new one.

Each recovery is named by a stable string (RECOVERIES) for the ``document.recovered``
diagnostic. This module must never print or exit.
"""

import re

import pikepdf

RECOVERIES = {
    "page-tree-rebuilt": "the page tree loops or yields no page; its pages were gathered once each, in tree order",
    "trailer-rebuilt": "no trailer names the catalog; the catalog was found among the file's objects",
    "catalog-made": "the file has no catalog; its page objects were read in file order",
    "object-numbers-padded": "object numbers run past what the file's size lets qpdf believe; read with room made for them",
}
INHERITABLE = ("/Resources", "/MediaBox", "/CropBox", "/Rotate")   # ISO 32000 Table 31
MAX_TREE_NODES = 1_000_000      # page-tree nodes walked at most (nodes): a bound on a hostile tree, past any real file
MAX_CATALOG_TRIES = 4           # catalog candidates opened at most (openings): each is a whole qpdf reconstruction
OBJECT = re.compile(rb"(?<![0-9])(\d{1,10})\s+(\d{1,5})\s+obj\b")
CATALOG = re.compile(rb"/Type\s*/Catalog(?![A-Za-z0-9])")
PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z0-9])")
SIZE = re.compile(rb"/Size\s+(\d{1,10})")
BYTES_PER_OBJECT = 3           # qpdf believes object numbers up to the file's size / 3 (QPDF::parse), ignoring the rest
MAX_PADDING = 64 << 20          # blank bytes added at most (bytes): room for 22 million object numbers, past any real file
CARRIED = re.compile(rb"/(Info|Encrypt)\s+(\d{1,10})\s+(\d{1,5})\s+R")


def rebuild_page_tree(pdf):
    """Hang the pages the tree reaches (each once, tree order) under a new /Pages node.

    Returns True when a tree was rebuilt (some page found), False otherwise.
    """
    root = pdf.Root.get("/Pages")
    pages = _tree_pages(root) if isinstance(root, pikepdf.Dictionary) else []
    if not pages:
        pages = [obj for obj in pdf.objects if _is_page(obj)]
    if not pages:
        return False
    node = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Kids=pikepdf.Array(pages),
                                                Count=len(pages)))
    for page in pages:
        page.Parent = node
    pdf.Root.Pages = node
    return True


def _is_page(obj):
    return isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == pikepdf.Name.Page


def _tree_pages(root):
    """The leaf pages under ``root``, depth first, a node reached twice skipped; each page
    is given the inheritable attributes its ancestors hold and it lacks."""
    pages, seen, stack = [], set(), [(root, {})]
    while stack and len(seen) < MAX_TREE_NODES:
        node, inherited = stack.pop()
        if not isinstance(node, pikepdf.Dictionary):
            continue
        ident = node.objgen if node.is_indirect else ("direct", id(node))
        if ident in seen:
            continue
        seen.add(ident)
        kids = node.get("/Kids")
        if node.get("/Type") == pikepdf.Name.Pages or (isinstance(kids, pikepdf.Array) and not _is_page(node)):
            passed = dict(inherited)
            passed.update({key: node[key] for key in INHERITABLE if key in node})
            if isinstance(kids, pikepdf.Array):
                stack.extend((kid, passed) for kid in reversed(list(kids)))
            continue
        for key, value in inherited.items():
            if key not in node:
                node[key] = value
        pages.append(node)
    return pages


def _objects(data):
    """[(number, generation, body)] of every ``N G obj`` in ``data``, body up to endobj."""
    matches = list(OBJECT.finditer(data))
    found = []
    for index, match in enumerate(matches):
        end = matches[index + 1].start() if index + 1 < len(matches) else len(data)
        body = data[match.end():end]
        cut = body.find(b"endobj")
        found.append((int(match[1]), int(match[2]), body[:cut] if cut >= 0 else body))
    return found


def _head(body):
    """An object's dictionary text, before any stream data (a content stream may say /Type /Page)."""
    cut = body.find(b"stream")
    return body[:cut] if cut >= 0 else body


def candidates(data):
    """Copies of ``data`` for qpdf to read where it refused the file, in the order tried:
    yields (bytes, recovery name)."""
    roomy = _padded(data)
    if roomy is not None:
        yield roomy, "object-numbers-padded"
    for copy, how in with_trailer(data):
        yield _padded(copy) or copy, how


def _padded(data):
    """``data`` followed by enough blank space that qpdf believes its largest object number
    (a reduced test file keeps its objects' first numbers: object 8669 in 12 KB); None when
    no room is needed. The xref is then reconstructed: startxref is no longer near the end."""
    numbers = [int(m[1]) for m in OBJECT.finditer(data)] + [int(m[1]) - 1 for m in SIZE.finditer(data)]
    largest = max(numbers, default=0)
    room = BYTES_PER_OBJECT * (largest + 2) - len(data)
    if largest <= len(data) // BYTES_PER_OBJECT or room > MAX_PADDING:
        return None
    return data + b"\n" + b" " * room


def with_trailer(data):
    """Copies of ``data`` each ending in a trailer that names a catalog: one per catalog
    found (the last first), else one with a catalog and page tree made for the page
    objects found. Yields (bytes, recovery)."""
    objects = _objects(data)
    if not objects:
        return
    carried = b" ".join(m[0] for m in CARRIED.finditer(data[-65536:]))
    size = max(number for number, _, _ in objects) + 3
    blanked = data.replace(b"trailer", b"xrailer").replace(b"startxref", b"xtartxref")
    catalogs = [(n, g) for n, g, body in objects if CATALOG.search(_head(body))]
    for number, generation in list(reversed(catalogs))[:MAX_CATALOG_TRIES]:
        tail = b"\ntrailer\n<< /Size %d /Root %d %d R %s >>\n%%%%EOF\n" % (size, number, generation, carried)
        yield blanked + tail, "trailer-rebuilt"
    pages = [(n, g) for n, g, body in objects if PAGE.search(_head(body))]
    if catalogs or not pages:
        return
    kids = b" ".join(b"%d %d R" % page for page in pages)
    made = (b"\n%d 0 obj\n<< /Type /Catalog /Pages %d 0 R >>\nendobj\n"
            b"%d 0 obj\n<< /Type /Pages /Kids [%s] /Count %d >>\nendobj\n"
            % (size - 2, size - 1, size - 1, kids, len(pages)))
    yield blanked + made + b"trailer\n<< /Size %d /Root %d 0 R %s >>\n%%%%EOF\n" % (size, size - 2, carried), \
        "catalog-made"
