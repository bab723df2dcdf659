"""Name trees read as poppler reads them: every leaf entry, kids visited once, sorted by key.

The inventory's listings follow poppler's order (keys compared as bytes), so the
embedded files and document scripts come out in the order ``pdfdetach`` and ``pdfinfo``
print them. This module must never resolve what an entry's value means.
"""

import pikepdf

MAX_ENTRIES = 1 << 20   # a name tree larger than this is hostile; the rest is not read


def entries(tree):
    """[(key bytes, value)] of the name tree rooted at ``tree``, sorted by key."""
    found, seen = [], set()
    _walk(tree, found, seen)
    return sorted(found, key=lambda entry: entry[0])


def _walk(node, found, seen):
    if not isinstance(node, pikepdf.Dictionary) or len(found) > MAX_ENTRIES:
        return
    names = node.get("/Names")
    if isinstance(names, pikepdf.Array):
        for index in range(0, len(names) - 1, 2):
            key = names[index]
            found.append((bytes(key) if isinstance(key, pikepdf.String) else b"", names[index + 1]))
    kids = node.get("/Kids")
    if not isinstance(kids, pikepdf.Array):
        return
    for kid in kids:
        if getattr(kid, "is_indirect", False):
            if kid.objgen in seen:
                continue
            seen.add(kid.objgen)
        _walk(kid, found, seen)
