"""Lists: list items from the structure (L, LI, Lbl, LBody) or from markers on the page.

``marker`` reads a line's first word as a bullet or an enumerator. ``split_items``
cuts a block's lines into a lead (lines before any marker) and items: a line opening
with a marker starts an item, and the lines after it continue the item while they hang
(start right of the marker, under the item's text). Unambiguous bullets (•, ▪, ◦...)
make an item on their own; a dash, an asterisk, a symbol font's private-use bullet or
an enumerator needs its hanging
indent or a neighbouring item to be believed (``believed``), since a paragraph may
start with "1." or "-". This module reads word records and must never write.
"""

import re
from dataclasses import dataclass

from .model import lines_of

STRONG_BULLETS = "•◦▪▫‣●○■□►▸∙⁃➢➤✓✔"       # never anything but a bullet at a line start
WEAK_BULLETS = "-–—*+·"                   # also dashes, signs and dots in running text
HANG = 2.0              # pt: a continuation line may start this far left of the item's text and still hang
_ENUMERATOR = re.compile(r"\(?(?:[0-9]{1,3}|[a-zA-Z]|[ivxlcdm]{1,6}|[IVXLCDM]{1,6})[.)]")


@dataclass
class Item:
    kind: str               # bullet, ordered (a number), label (a letter or roman numeral, kept as text)
    label: str              # the marker as written
    words: list             # the item's words, the marker left out
    x: float                # left edge of the marker (nesting by indent)
    strong: bool            # an unambiguous bullet
    source: list            # the words as the page has them, marker included (an item not believed)
    hangs: bool = False     # a continuation line hangs under the item's text
    depth: int | None = None        # nesting from the structure (L ancestors), else from x


def marker(text):
    """(kind, label, rest of the word) when ``text`` (a line's first word) opens a list item."""
    if not text:
        return None
    if text[0] in STRONG_BULLETS:
        return "bullet", text[0], text[1:]
    if text in WEAK_BULLETS or _private(text):
        return "bullet", text, ""
    if _ENUMERATOR.fullmatch(text):
        core = text.strip("().")
        core = core[:-1] if core.endswith(")") else core
        return ("ordered" if core.isdigit() else "label"), text, ""
    return None


def _private(text):
    """A lone private-use or C1 control character: a symbol font's bullet with no Unicode
    of its own (LibreOffice's OpenSymbol writes U+F095, TeX's cmsy bullet U+0088),
    believed as a weak bullet is."""
    return len(text) == 1 and (0xE000 <= ord(text) <= 0xF8FF or 0x80 <= ord(text) <= 0x9F)


def split_items(words):
    """(lead words, items, tail words) of a block: the lines before the first marker, the
    items, and the lines from the first that neither opens an item nor hangs."""
    lines = lines_of(words)
    lead, items = [], []
    for index, line in enumerate(lines):
        found = marker(line[0]["text"])
        if found:
            kind, label, rest = found
            body = list(line[1:])
            if rest:
                body.insert(0, dict(line[0], text=rest))
            items.append(Item(kind, label, body, line[0]["bbox"][0], kind == "bullet" and label in STRONG_BULLETS,
                              list(line)))
        elif items and _hangs(items[-1], line):
            items[-1].words.extend(line)
            items[-1].source.extend(line)
            items[-1].hangs = True
        elif items:
            return lead, items, [w for later in lines[index:] for w in later]
        else:
            lead.extend(line)
    return lead, items, []


def _hangs(item, line):
    text_x = item.words[0]["bbox"][0] if item.words else item.x
    return line[0]["bbox"][0] >= text_x - HANG and line[0]["bbox"][0] > item.x + HANG


SENTENCE_END = ".!?:;"


def item_goes_on(item, words):
    """Whether ``words`` (a paragraph after ``item``) go on with the item across a column
    break: they stand above the item's last line (the next column's top), start in lower
    case, and the item does not end a sentence."""
    if not item.words or not words or not words[0]["text"][:1].islower():
        return False
    last = item.words[-1]
    return words[0]["bbox"][3] < last["bbox"][1] and last["text"][-1:] not in SENTENCE_END


def believed(items, index):
    """True when the item at ``index`` of a run of candidate items is a list item."""
    item = items[index]
    if item.strong or item.hangs or item.depth is not None:
        return True
    return any(0 <= j < len(items) and items[j] is not None and items[j].kind == item.kind
               for j in (index - 1, index + 1))


def depths(items):
    """Nesting of a run of items: the structure's, else the rank of each marker's indent,
    measured from the first item of its column (an item right of the items before it
    goes on in the next column, not deeper)."""
    xs, place, shift, right = [], [], 0.0, None
    for item in items:
        if right is not None and item.x >= right:
            shift = item.x - (place[0] if place else item.x)
        x = item.x - shift
        place.append(x)
        first_line = item.source[0].get("line") if item.source else None
        right = max([right or item.x] + [w["bbox"][2] for w in item.source if w.get("line") == first_line])
        if item.depth is None and not any(abs(x - seen) <= 3 * HANG for seen in xs):
            xs.append(x)
    xs.sort()
    out = []
    for item, x in zip(items, place):
        if item.depth is not None:
            out.append(item.depth)
        else:
            out.append(next(i for i, seen in enumerate(xs) if abs(x - seen) <= 3 * HANG))
    return out
