"""Name trees and number trees (ISO 32000-1 §7.9.6, §7.9.7) walked one way everywhere.

``TreeLeaves(root, leaf_key, budget)`` yields the (key, value) pairs of the leaves in tree
order (kids left to right), iteratively, each indirect node at most once, and stops after
``budget`` pairs or nodes; afterwards ``cut`` says whether it stopped early or met a node
twice (a looping or shared kid), for callers that report it. Keys are the raw objects
(strings for name trees, integers for number trees); what a value means is the caller's.
"""

import pikepdf

NAMES, NUMS = "/Names", "/Nums"


class TreeLeaves:
    def __init__(self, root, leaf_key, budget=1 << 20):
        self.root, self.leaf_key, self.budget = root, leaf_key, budget
        self.cut = False

    def __iter__(self):
        stack, seen, count = [self.root], set(), 0
        while stack:
            node = stack.pop()
            count += 1
            if count > self.budget:
                self.cut = True
                return
            if not isinstance(node, pikepdf.Dictionary):
                continue
            if node.is_indirect:
                if node.objgen in seen:
                    self.cut = True
                    continue
                seen.add(node.objgen)
            leaves = node.get(self.leaf_key)
            if isinstance(leaves, pikepdf.Array):
                items = list(leaves)
                for key, value in zip(items[0::2], items[1::2]):
                    count += 1
                    if count > self.budget:
                        self.cut = True
                        return
                    yield key, value
            kids = node.get("/Kids")
            if isinstance(kids, pikepdf.Array):
                stack.extend(reversed(list(kids)))
