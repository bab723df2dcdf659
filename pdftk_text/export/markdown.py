"""Markdown: CommonMark with GFM tables, one page after another.

Each page opens with a comment carrying its anchors, ``<!-- page 3 label "iii" -->``; a
textless page writes nothing else. The page's blocks, in reading order, become units:
headings (``headings``: the structure's, else size and weight over the document with a
confidence floor), code blocks (``code``: the structure's Code, else listings set mostly
in a monospaced face), list items (``lists``: the structure's, else bullets and
enumerators), paragraphs (a block's lines joined by spaces; a line-end hyphen joins the
next line without one, and is dropped when it split a word (``hyphens``: the next line
starts in lower case, the word is no compound) unless ``keep_hyphens``, or when it is a
drawn soft hyphen), and tables
(``pdftk_text.tables.writers``: GFM when rectangular, an HTML block when cells span),
each table written where its first word stands in the reading order and its words
nowhere else; a table that ends its page and is continued by the table opening the next
page (``continues``) is written once, joined, the next page's anchor comment after it.
Words under a link annotation with a URI become ``[text](<uri>)``. Every character of
file text goes through ``escape``, so nothing in the file can make structure. Furniture
is left out unless asked for.

Heading levels need the document's type sizes, so the first ``headings.WINDOW`` pages
are held before any is written, each packed (pickled: a page of prose takes about a fifth
of the room its records take as objects); after that one page at a time (and a page's
last table, until the next page says whether it continues). A document whose record
says it has no more than ``WINDOW`` pages is held whole, unpacked (its pages are all
held anyway, and packing kept only a long document's peak down to a short one's), up to
``HELD_WORDS`` words: past them its pages are packed too, so that a few pages of a
hundred thousand words each stay a fifth of their size. This module must never open a
PDF.
"""

import operator
import pickle
from itertools import chain

from ..records.fields import column
from ..tables.writers import continues, markdown_parts
from ..words.joining import apart_pairs
from . import escape
from .code import code_runs, fenced, is_monospaced
from .hyphens import splits_word
from .headings import WINDOW, Statistics, structure_level
from .lists import believed, depths, item_goes_on, marker, split_items, Item
from .options import ExportOptions
from .text import reading_blocks

HYPHENS = ("-", "\u2010")
SOFT_HYPHEN = "\u00ad"
LINK_SLACK = 1.0        # pt: a word whose centre is this close outside a link's box is still under it
# Words of a short document's pages held unpacked, at most (about 640 bytes a word held:
# 20 MB); a short document of dense pages (13,600 words on tracemonkey's 14) stays under.
HELD_WORDS = 30_000
MIN_TABLE_CONFIDENCE = 0.5     # pdf-tables' default: no false table at or above it on the corpus (tables/CALIBRATION.md)
_LIST_ROLES = ("L", "LI", "Lbl", "LBody")


def write_markdown(pages, options: ExportOptions, out):
    """Write the pages of a ``pages_of`` stream as Markdown (bytes, UTF-8) to ``out``."""
    document = _Document(options, out)
    for kind, item in pages:
        if kind == "document":
            document.close()
            document = _Document(options, out, document.started, _short(item))
        elif kind == "page":
            document.add(item)
    document.close()


class _Document:
    """One document's pages: held until the type statistics are frozen, then written."""

    def __init__(self, options, out, started=False, short=False):
        self.options, self.out, self.started = options, out, started
        self.room = HELD_WORDS if short else 0     # words a short document's pages may still hold unpacked
        self.statistics, self.scale, self.pending = Statistics(), None, []
        self.chain, self.after = [], ""       # a table held at a page's end, and the anchors after it

    def add(self, page):
        if self.scale is not None:
            self.write(page)
            return
        self.statistics.add(page)
        self.pending.append(self._held(page))
        if len(self.pending) >= WINDOW:
            self.finish()

    def finish(self):
        if self.pending:
            self.scale = self.statistics.scale()
            pending, self.pending = self.pending, []
            for held in pending:
                self.write(pickle.loads(held) if type(held) is bytes else held)

    def _held(self, page):
        """``page`` as it waits for the statistics: itself while the document is short and
        the pages held so far unpacked have no more than HELD_WORDS words (and glyph
        records, when the stream carries them), else packed."""
        if self.room:
            words = sum(b.count() for b in page.blocks) + sum(b.count() for b in page.furniture) + len(page.glyphs)
            if words <= self.room:
                self.room -= words
                return page
        return pickle.dumps(page, pickle.HIGHEST_PROTOCOL)

    def close(self):
        self.finish()
        self.flush_chain()

    def write(self, page):
        head = _anchor(page)
        units = [] if page.textless else _believed(page_units(page, self.scale, self.options))
        if self.chain and units and units[0][0] == "table" and continues(units[0][1], self.chain[-1]):
            self.chain.append(units.pop(0)[1])
            self.after += ("\n" + head)
        else:
            self.flush_chain()
            self.emit(("\n" if self.started else "") + head)
        if not units:
            return
        self.flush_chain()
        held = units.pop() if units[-1][0] == "table" else None
        self.emit(_units_markdown(units, _links(page), self.options))
        if held is not None:
            self.chain = [held[1]]

    def flush_chain(self):
        if self.chain:
            self.emit("\n" + markdown_parts([_cells_one_line_end(t) for t in self.chain]) + self.after)
            self.chain, self.after = [], ""

    def emit(self, text):
        if text:
            self.started = True
            self.out.write(text.encode("utf-8"))


def _short(document):
    """Whether a document record says the document has no more than WINDOW pages."""
    pages = document.get("pages")
    return type(pages) is int and pages <= WINDOW


def page_markdown(page, scale, options) -> str:
    """One page: its anchor comment, then its units separated by blank lines."""
    head = _anchor(page)
    if page.textless:
        return head
    return head + _units_markdown(_believed(page_units(page, scale, options)), _links(page), options)


def _anchor(page):
    return f"<!-- page {page.number} label {escape.comment_text(page.label)} -->\n"


def _units_markdown(units, links, options):
    """Units, each after a blank line; a run of list items as one list."""
    parts = []
    index = 0
    while index < len(units):
        unit = units[index]
        if unit[0] == "item":
            end = index
            while end < len(units) and units[end][0] == "item":
                end += 1
            parts.append("\n" + _list([u[1] for u in units[index:end]], links, options))
            index = end
            continue
        parts.append("\n" + _unit(unit, links, options))
        index += 1
    return "".join(parts)


def page_units(page, scale, options):
    """The page's units in reading order: ("heading", level, words), ("para", words),
    ("code", words), ("item", Item) and ("table", record)."""
    in_table = page.table_words(MIN_TABLE_CONFIDENCE)   # a table below it: its words are text
    structured = any(block.record.get("role") for block in page.blocks)
    furniture = {id(block) for block in page.furniture}
    units, placed = [], set()
    for block in reading_blocks(page, options.furniture):
        if not in_table:                  # (most pages: no word to look up)
            run = [word for word in block.words if word["text"]]
            if run:
                units += _classify(run, block.record, scale, structured, id(block) in furniture)
            continue
        run = []
        for word in block.words:
            table = in_table.get(word["id"])
            if table is None:
                if word["text"]:
                    run.append(word)
                continue
            if run:
                units += _classify(run, block.record, scale, structured, id(block) in furniture)
                run = []
            if id(table) not in placed:
                placed.add(id(table))
                units.append(("table", table))
        if run:
            units += _classify(run, block.record, scale, structured, id(block) in furniture)
    return _code_joined(units)


def _code_joined(units):
    """Code units next to each other made one, and a piece of a code line standing next to
    its listing taken back into it: the order stage cuts a listing's line at a wide gap
    (a comment aligned by spaces, two file names apart), and the pieces are one listing."""
    out = []
    for unit in units:
        last = out[-1] if out else None
        if last is not None and (unit[0] == "code" and last[0] == "code"
                                 or unit[0] == "code" and _piece_of(last, unit)
                                 or last[0] == "code" and _piece_of(unit, last)):
            out[-1] = ("code", last[-1] + unit[-1])
        else:
            out.append(unit)
    return out


def _piece_of(unit, code):
    """Whether a paragraph unit is words in a monospaced face on the rows of the code unit."""
    if unit[0] != "para":
        return False
    rows = [(w["bbox"][1], w["bbox"][3]) for w in code[1]]
    return all(is_monospaced(w) and any(top < (w["bbox"][1] + w["bbox"][3]) / 2 < bottom for top, bottom in rows)
               for w in unit[1])


def _classify(words, record, scale, structured, furniture):
    """The units of a run of a block's words: its code as ("code", words) -- the
    structure's Code element, else stretches of lines that read as code (``code``) --
    the rest classified as text."""
    if furniture:
        return [("para", words)]
    if structured:
        if record.get("role") == "Code":
            return [("code", words)]
        return _classify_text(words, record, scale, structured)
    if scale is not None and not scale.code_marks:
        return _classify_text(words, record, scale, structured)
    units = []
    for is_code, stretch in code_runs(words):
        units += [("code", stretch)] if is_code else _classify_text(stretch, record, scale, structured)
    return units


def _classify_text(words, record, scale, structured):
    if structured:
        level = structure_level(record)
        if level:
            return [("heading", level, words)]
        element = record.get("element") or ()
        if record.get("role") in _LIST_ROLES or "LI" in element:
            return [("item", _structure_item(words, record, element))]
        return [("para", words)]
    level = scale.heading(words) if scale else None
    if level:
        return [("heading", level, words)]
    units = []
    while words:
        lead, items, tail = split_items(words)
        if lead:
            units.append(("para", lead))
        units += [("item", item) for item in items]
        words = tail
    return units


def _structure_item(words, record, element):
    depth = max(0, sum(1 for kind in element if kind == "L") - 1)
    found = marker(words[0]["text"])
    if found:
        kind, label, rest = found
        body = ([dict(words[0], text=rest)] if rest else []) + list(words[1:])
    else:
        kind, label, body = "bullet", "", list(words)
    return Item(kind, label, body, words[0]["bbox"][0], True, list(words), depth=depth)


def _believed(units):
    """Units with each list item nobody would believe (a lone "1." or "-") made a paragraph,
    a structure label alone (Lbl) given to the item after it, and a paragraph that goes on
    with the item before it across a column break (``lists.item_goes_on``) joined to it; a
    marker with nothing after it (a lone "•") stays a paragraph, its text kept."""
    joined = []
    for unit in units:
        if unit[0] == "para" and joined and joined[-1][0] == "item" and item_goes_on(joined[-1][1], unit[1]):
            joined[-1][1].words.extend(unit[1])     # the item wrapped into the next column
            joined[-1][1].source.extend(unit[1])
        else:
            joined.append(unit)
    units = joined
    items = [u[1] if u[0] == "item" else None for u in units]
    out = []
    for index, unit in enumerate(units):
        if unit[0] != "item":
            out.append(unit)
            continue
        item = unit[1]
        if not believed(items, index):
            out.append(("para", item.source))
        elif not item.words and index + 1 < len(units) and units[index + 1][0] == "item" \
                and not units[index + 1][1].label:
            following = units[index + 1][1]
            following.kind, following.label = item.kind, item.label
        elif item.words:
            out.append(unit)
        else:
            out.append(("para", item.source))      # a marker with nothing after it is its own text
    return out


def _unit(unit, links, options):
    kind = unit[0]
    if kind == "heading":
        return "#" * unit[1] + " " + inline_text(unit[2], links, options) + "\n"
    if kind == "table":
        return markdown_parts([_cells_one_line_end(unit[1])])
    if kind == "code":
        return fenced(unit[1])
    return escape.line_start(inline_text(unit[1], links, options)) + "\n"


def _list(items, links, options):
    """A run of list items as one (tight) list, nested by depth."""
    lines, widths, previous = [], [], -1
    for item, depth in zip(items, depths(items)):
        depth = max(0, min(depth, previous + 1))
        widths = widths[:depth]
        if item.kind == "ordered":
            digits = "".join(c for c in item.label if c.isdigit())
            mark = f"{int(digits)}{')' if item.label.endswith(')') else '.'}"
            content = escape.line_start(inline_text(item.words, links, options))
        else:
            mark = "-"
            text = inline_text(item.words, links, options)
            if item.kind == "label":
                text = escape.characters(item.label) + " " + text
            content = escape.line_start(text)
        lines.append(" " * sum(widths) + mark + " " + content)
        widths.append(len(mark) + 1)
        previous = depth
    return "\n".join(lines) + "\n"


def inline_text(words, links, options):
    """Words as one line of escaped inline Markdown: spaces between words, line-end
    hyphens joined, runs of words under one link written as a link."""
    separators, texts = _pieces(words, not options.keep_hyphens)
    if links is _no_link:                     # (most pages: no link to look a word up in)
        return escape.edge_end(escape.edge_start(_run(list(chain.from_iterable(zip(separators, texts))), None)))
    parts, run, uri = [], [], None
    for separator, text, word in zip(separators, texts, words):
        target = links(word)
        if target != uri:
            parts.append(_run(run, uri))
            parts.append(separator)
            run, uri = [text], target
        else:
            run += [separator, text]
    parts.append(_run(run, uri))
    return escape.edge_end(escape.edge_start("".join(parts)))


def _run(texts, uri):
    if not texts:
        return ""
    text = escape.characters("".join(texts))
    return f"[{text}]({uri})" if uri else text


def _pieces(words, join_words):
    """(separators, texts): before each word " " between words, "" between words that
    touch (``words.joining``), before the first and after a line-end hyphen; each word's
    text, with ``join_words`` the hyphen of a word split at the line end dropped
    (``hyphens``). Only a line's last word is ever cut, by the word after it: each is
    read as its record has it."""
    if not words:
        return [], []
    separators = [""] + [" " if apart else "" for apart in apart_pairs(words)]
    texts, lines = list(map(_TEXT, words)), column(words, "line")
    for index in [i for i in range(1, len(lines)) if lines[i] != lines[i - 1]]:
        before = texts[index - 1]
        if before.endswith(SOFT_HYPHEN):
            texts[index - 1], separators[index] = before[:-1], ""
        elif len(before) > 1 and before[-1] in HYPHENS and before[-2].isalpha():
            separators[index] = ""
            if join_words and splits_word(before, texts[index]):
                texts[index - 1] = before[:-1]
    return separators, texts


_TEXT = operator.itemgetter("text")


def _no_link(word):
    return None


def _links(page):
    """A function from a word to the link destination it lies under (None if none)."""
    boxes = []
    for record in page.others:
        if record.get("type") == "link" and record.get("uri"):
            target = escape.destination(record["uri"])
            if target:
                boxes.append((record["bbox"], target))
    if not boxes:
        return _no_link

    def under(word):
        x0, y0, x1, y1 = word["bbox"]
        x, y = (x0 + x1) / 2, (y0 + y1) / 2
        for (a, b, c, d), target in boxes:
            if a - LINK_SLACK <= x <= c + LINK_SLACK and b - LINK_SLACK <= y <= d + LINK_SLACK:
                return target
        return None
    return under


def _cells_one_line_end(table):
    """The table with carriage returns in cell texts read as line breaks (a CR would end a
    GFM row; the table writer writes a line break as <br>)."""
    if not any("\r" in cell["text"] for cell in table["cells"]):
        return table
    cells = [dict(cell, text=cell["text"].replace("\r\n", "\n").replace("\r", "\n")) for cell in table["cells"]]
    return dict(table, cells=cells)
