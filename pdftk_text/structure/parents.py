"""The /ParentTree (a number tree from /StructParents keys to structure elements) and the
/StructParents keys of pages and annotations checked against it.

``number_tree`` reads a number tree iteratively, each node once, to a bounded count of
entries. ``parent_faults`` says which pages carry /StructParents without a tree, or a key
the tree lacks. The lookup by page and MCID the read model offers goes through
``ParentTree.element``. This module must never walk the structure tree itself.
"""

import pikepdf

from ..diagnostics import diagnostic
from ..pdf.entries import entry
from ..pdf.trees import NUMS, TreeLeaves


def number_tree(root, budget):
    """{int key: value} of a number tree; (entries, cut) where cut says the budget ran out
    or a node was reached twice."""
    leaves = TreeLeaves(root, NUMS, budget)
    entries = {}
    for key, value in leaves:
        if isinstance(key, int):
            entries.setdefault(int(key), value)
    return entries, leaves.cut


class ParentTree:
    """The parent tree's entries; an entry is an element (an annotation's or a form's) or an
    array of elements indexed by MCID (a page's)."""

    def __init__(self, entries, element_index):
        self.entries = entries
        self._index = element_index          # objgen of an element -> its id in the read model

    def element(self, key, mcid=None):
        """The id of the element the entry ``key`` (and ``mcid`` within it) names, or None."""
        value = self.entries.get(key)
        if mcid is not None:
            if not isinstance(value, pikepdf.Array) or not 0 <= mcid < len(value):
                return None
            value = value[mcid]
        if isinstance(value, pikepdf.Dictionary) and value.is_indirect:
            return self._index.get(value.objgen)
        return None


def struct_parents(page_obj):
    """The page's /StructParents key, or None."""
    value = entry(page_obj, "/StructParents")
    return int(value) if isinstance(value, int) else None


def parent_faults(pages, tree_present, entries):
    """Diagnostics for /StructParents keys: (page number, key) pairs from ``pages``."""
    out = []
    keyed = [(number, key) for number, key in pages if key is not None]
    if not keyed:
        return out
    if not tree_present:
        numbers = [n for n, _ in keyed]
        out.append(diagnostic("structure.parents-without-tree",
                              f"{len(numbers)} pages carry /StructParents but the document has no structure "
                              f"tree (first: page {numbers[0]}); their marked content belongs to no element",
                              None, pages=numbers[:20]))
        return out
    if entries is None:
        return out
    for number, key in keyed:
        if key not in entries:
            out.append(diagnostic("structure.parent-tree-missing",
                                  f"page {number}: /StructParents {key} has no entry in the /ParentTree",
                                  number, key=key))
    return out
