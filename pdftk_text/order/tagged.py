"""The structure order: a tagged page's words read in the order of its structure tree.

Input is the page's ``structure`` record (written by the structure feed, never read from
a PDF here), its ``content`` record's marked-content runs and its words. A word belongs
to the content its first glyph lies in: an MCID of the page, of a form XObject (an MCR
with /Stm), or an annotation (an OBJR). The tree is walked depth first; each piece of
content goes to the innermost paragraph-level element holding it (P, H1, LBody, TD...;
a Code inside one of them is part of it), else to the element holding it, and
consecutive pieces of one element make one block.
ActualText replaces the text of the words its element spans (the first word carries
it); Alt gives a block of its own to an element whose content has no words (a figure).
Words the tree does not reference are grouped by the layout and placed after the block
holding the content drawn just before them; they lower the confidence. This module must
never open a PDF.
"""

from bisect import bisect_right

from ..structure.types import PARAGRAPH_LEVEL
from ..words.joining import joined_text
from .segments import union

# Code is inline (ISO 32000-1 §14.8.4.4, an ILSE) as often as a listing of its own: inside
# a paragraph-level element it is part of that element's text (minim's tagged manuals set
# each command of a sentence as a Code inside its P), else a block of its own.
INLINE_IN_PARAGRAPH = frozenset(("Code",))


class TaggedBlock:
    __slots__ = ("words", "bbox", "text", "first", "role", "element")

    def __init__(self, words, text, role, element, bbox=None):
        self.words, self.text, self.role, self.element = words, text, role, element
        self.bbox = union([w["bbox"] for w in words]) if words else bbox
        self.first = min((w["glyphs"][0] for w in words), default=None)

    def parts(self):
        """(its words, their ids, its text, the line ids of its words, each once, in their
        order)."""
        words = self.words
        return words, [w["id"] for w in words], self.text, list(dict.fromkeys([w["line"] for w in words]))


class TaggedPlan:
    """What the tree says of a page: its blocks, the words it references, how much it covers."""

    def __init__(self, blocks, referenced, free):
        self.blocks, self.referenced, self.free = blocks, referenced, free

    @property
    def cover(self):
        total = len(self.referenced) + len(self.free)
        return len(self.referenced) / total if total else 0.0


def word_keys(words, content):
    """{word id: (stream, mcid)} of each word's first glyph, from the content record's runs."""
    runs = sorted((r for r in (content or {}).get("marks", ()) if not r[3]), key=lambda r: r[0])
    starts = [r[0] for r in runs]
    out = {}
    for word in words:
        glyph = word["glyphs"][0]
        index = bisect_right(starts, glyph) - 1
        if index >= 0 and runs[index][1] >= glyph:
            out[word["id"]] = (runs[index][4], runs[index][2])
    return out


def _references(elements):
    """{content key: element id}: ("mcid", stream, mcid) and ("annot", stream) keys."""
    refs = {}
    for element in elements:
        for kid in element["kids"]:
            if kid[0] == "mcid":
                refs.setdefault(("mcid", kid[2], kid[1]), element["id"])
            elif kid[0] == "object" and kid[2]:
                refs.setdefault(("annot", kid[2]), element["id"])
    return refs


def _resolve(stream, mcid, refs):
    if mcid is not None and ("mcid", stream, mcid) in refs:
        return ("mcid", stream, mcid)
    if stream.startswith("annot") and ("annot", stream) in refs:
        return ("annot", stream)
    if mcid is not None and stream != "page" and ("mcid", "page", mcid) in refs:
        return ("mcid", "page", mcid)     # a form drawn inside the page's marked content
    return None


def plan(words, content, structure, excluded):
    """The TaggedPlan of a page; ``excluded`` are ids of words already out (artifacts)."""
    elements = structure.get("elements", [])
    refs = _references(elements)
    keys = word_keys(words, content)
    by_key, referenced, free = {}, set(), []
    for word in words:
        if word["id"] in excluded:
            continue
        stream, mcid = keys.get(word["id"], ("page", None))
        key = _resolve(stream, mcid, refs)
        if key is None:
            free.append(word)
        else:
            by_key.setdefault(key, []).append(word)
            referenced.add(word["id"])
    return TaggedPlan(_blocks(elements, by_key), referenced, free)


def _events(elements):
    """Depth-first events over the page's elements, iteratively: ("enter", element, None,
    actual), ("content", element, key, actual) in /K order, then ("exit", element, None, None);
    ``actual`` is the id of the outermost element above with ActualText, or None."""
    by_id = {e["id"]: e for e in elements}
    roots = [e for e in elements if e["parent"] not in by_id]
    stack = [("node", e, None, None) for e in reversed(roots)]
    while stack:
        kind, element, key, actual = stack.pop()
        if kind != "node":
            yield kind, element, key, actual
            continue
        if actual is None and element.get("actualtext") is not None:
            actual = element["id"]
        yield "enter", element, None, actual
        stack.append(("exit", element, None, None))
        for kid in reversed(element["kids"]):
            if kid[0] == "element":
                if kid[1] in by_id:
                    stack.append(("node", by_id[kid[1]], None, actual))
            elif kid[0] == "mcid":
                stack.append(("content", element, ("mcid", kid[2], kid[1]), actual))
            elif kid[2]:
                stack.append(("content", element, ("annot", kid[2]), actual))


def _blocks(elements, by_key):
    owners = _owners(elements)
    by_id = {e["id"]: e for e in elements}
    blocks, current, owner_of_current, counted = [], None, None, 0
    entered = {}
    replaced = set()
    for kind, element, key, actual in _events(elements):
        if kind == "enter":
            entered[element["id"]] = counted
        elif kind == "exit":
            if element.get("alt") is not None and entered.get(element["id"]) == counted \
                    and any(k[0] != "element" for k in element["kids"]):
                blocks.append(("alt", element))
                current = None
        else:
            words = sorted(by_key.get(key, ()), key=lambda w: w["id"])
            if not words:
                continue
            counted += len(words)
            owner = owners[element["id"]]
            if current is None or owner_of_current != owner:
                current, owner_of_current = [], owner
                blocks.append(("words", owner, current))
            for word in words:
                if actual is not None:
                    text = by_id[actual]["actualtext"] if actual not in replaced else ""
                    replaced.add(actual)
                    current.append((word, text))
                else:
                    current.append((word, word["text"]))
    return [_block(item, by_id) for item in blocks]


def _owners(elements):
    """{element id: id of the innermost paragraph-level element at or above it, else itself}."""
    para = {}
    for element in elements:                 # tree order: a parent comes before its kids
        kind, above = element.get("type"), para.get(element["parent"])
        if kind in PARAGRAPH_LEVEL and not (kind in INLINE_IN_PARAGRAPH and above is not None):
            para[element["id"]] = element["id"]
        else:
            para[element["id"]] = above
    return {i: (p if p is not None else i) for i, p in para.items()}


def _block(item, by_id):
    if item[0] == "alt":
        element = item[1]
        return TaggedBlock([], element["alt"], element.get("type"), element["path"], element.get("bbox"))
    _, owner, pairs = item
    element = by_id[owner]
    lines, last = [], object()
    for word, text in pairs:
        if word.get("line") != last:
            lines.append([])
            last = word.get("line")
        if text:
            lines[-1].append((word, text))
    text = "\n".join(joined_text([w for w, _ in parts], [t for _, t in parts]) for parts in lines if parts)
    return TaggedBlock([w for w, _ in pairs], text, element.get("type"), element["path"])


def place_free(blocks, free_blocks):
    """Structure blocks with the layout's blocks of unreferenced words put in: each after the
    block holding the word drawn last before it (content order), else first."""
    starts = []
    for index, block in enumerate(blocks):
        for word in block.words:
            starts.append((word["glyphs"][0], index))
    starts.sort()
    keys = [s for s, _ in starts]
    after = {}
    for block in free_blocks:
        position = bisect_right(keys, block.first) - 1
        after.setdefault(starts[position][1] if position >= 0 else -1, []).append(block)
    out = list(after.get(-1, []))
    for index, block in enumerate(blocks):
        out.append(block)
        out.extend(after.get(index, []))
    return out
