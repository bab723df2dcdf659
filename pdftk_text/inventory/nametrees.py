"""Name trees read as poppler reads them: every leaf entry, kids visited once, sorted by key.

The inventory's listings follow poppler's order (keys compared as bytes), so the
embedded files and document scripts come out in the order ``pdfdetach`` and ``pdfinfo``
print them. This module must never resolve what an entry's value means.
"""

import pikepdf

from ..pdf.trees import NAMES, TreeLeaves

MAX_ENTRIES = 1 << 20   # a name tree larger than this is hostile; the rest is not read


def entries(tree):
    """[(key bytes, value)] of the name tree rooted at ``tree``, sorted by key."""
    found = [(bytes(key) if isinstance(key, pikepdf.String) else b"", value)
             for key, value in TreeLeaves(tree, NAMES, MAX_ENTRIES)]
    return sorted(found, key=lambda entry: entry[0])
