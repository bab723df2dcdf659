"""The searchable text of one page and the map from each of its characters to glyphs.

A page's text is its rows in reading order, joined by "\\n": each block's words cut where
their line changes; a row is its words' texts joined by one space, or by nothing where
two words touch (H₂O broken at a size change). Each character maps to the glyph ids it
was read from: a letter to its glyph, the letters of an expanded ligature all to the
ligature's glyph, the text of an ActualText span to the span's first glyph; the joining
spaces and breaks map to none. A row that ends in a hyphen remembers it, with whether
the next row starts in lower case. This module must never fold or match text.
"""

import unicodedata
from dataclasses import dataclass, field

from ..errors import RecordStreamError
from ..words.accents import MARKS
from ..words.bidi import char_kind, expand_ligatures, logical, logical_rtl
from ..words.joining import apart
from ..words.core import HYPHENS

@dataclass
class PageText:
    text: str = ""
    glyphs: list = field(default_factory=list)      # per character: tuple of glyph ids
    lines: list = field(default_factory=list)       # per character: line index, -1 for a break
    hyphens: dict = field(default_factory=dict)     # offset of a line-end hyphen -> next line lower?


def page_text(blocks, words, glyphs):
    """The PageText of one page from its ``(blocks, furniture)`` (each record's word ids,
    blocks in reading order, as pdf-order writes them), its word records by id and its
    glyph records by id. A block's words are cut into rows where their line changes: two
    columns read one after the other, a word hyphenated at the foot of one column joined
    to the head of the next, never to the line beside it. A furniture word on a line with
    body words (a table's numbers taken for a gutter) stays in that line's row; the rest
    of the furniture follows the body, a row to a line."""
    rows = _rows(*blocks, words)
    page = PageText()
    parts, char_glyphs, char_lines = [], [], []
    for index, row in enumerate(rows):
        if index:
            parts.append("\n")
            char_glyphs.append(())
            char_lines.append(-1)
        for n, word in enumerate(row):
            if n and apart(row[n - 1], word):
                parts.append(" ")
                char_glyphs.append(())
                char_lines.append(index)
            text = word["text"]
            parts.append(text)
            char_glyphs.extend(word_glyphs(word, glyphs))
            char_lines.extend([index] * len(text))
        if row[-1]["text"][-1:] in HYPHENS:
            following = rows[index + 1][0]["text"] if index + 1 < len(rows) else ""
            page.hyphens[len(char_lines) - 1] = following[:1].islower()
    page.text = "".join(parts)
    page.glyphs, page.lines = char_glyphs, char_lines
    return page


def _rows(blocks, furniture, words):
    """The blocks' words, block by block, a new row wherever the line changes, each
    furniture word of a line with body words in that row; then the furniture left, a
    row to a line (a table row taken for a running header, its number for a gutter)."""
    by_line = {}
    for ids in furniture:
        for word_id in ids:
            word = _word(words, word_id)
            by_line.setdefault(word.get("line"), []).append(word)
    rows = []
    for ids in blocks:
        last_line = object()
        for word_id in ids:
            word = _word(words, word_id)
            line = word.get("line")
            if line != last_line:
                rows.append(by_line.pop(line, []))      # its line's furniture words join this row
                last_line = line
            rows[-1].append(word)
    rows.extend(by_line.values())
    for row in rows:
        row.sort(key=_id)
    return rows


def _word(words, word_id):
    word = words.get(word_id)
    if word is None:
        raise RecordStreamError(f"block record names word {word_id}, which the stream lacks")
    return word


def _id(word):
    return word["id"]


def word_glyphs(word, glyphs):
    """Per character of the word's text, the tuple of glyph ids it was read from.

    The word's glyphs are taken in content order, else in logical order (a right-to-left
    word drawn in visual order); each glyph's text (ligatures expanded) must continue the
    word's text, and a glyph that does not (a fake-bold copy) is skipped. When neither
    order spells the word, every character maps to all of the word's glyphs."""
    text = word["text"]
    first, last = word["glyphs"]
    members = [glyphs[i] for i in range(first, last + 1) if i in glyphs and glyphs[i]["text"]]
    for order in (members, _logical(members, logical), _logical(members, logical_rtl)):
        mapped = _align(text, order)
        if mapped is not None:
            return mapped
    mapped = _align_composed(text, members)
    if mapped is not None:
        return mapped
    everything = tuple(g["id"] for g in members)
    return [everything] * len(text)


def _align_composed(text, members):
    """The mapping for a word whose stacked accents the words stage composed (a mark glyph
    drawn over or under its letter, read as one NFC character): each mark joins the
    neighbouring letter in content order whose box it overlaps more, and that letter's
    character maps to both glyphs."""
    pieces = [expand_ligatures(g["text"]) for g in members]
    bases = [i for i, piece in enumerate(pieces) if not (len(piece) == 1 and piece in MARKS)]
    if not bases or len(bases) == len(members):
        return None
    marks = {i: [] for i in bases}
    for i, piece in enumerate(pieces):
        if i in marks:
            continue
        before = max((b for b in bases if b < i), default=None)
        after = min((b for b in bases if b > i), default=None)
        near = [b for b in (after, before) if b is not None]
        host = max(near, key=lambda b: _overlap(members[i]["bbox"], members[b]["bbox"]))
        marks[host].append(i)
    out = []
    for b in bases:
        composed = unicodedata.normalize("NFC", pieces[b] + "".join(MARKS[pieces[i]] for i in marks[b]))
        if not text.startswith(composed, len(out)):
            return None
        out.extend([tuple(sorted([members[b]["id"]] + [members[i]["id"] for i in marks[b]]))] * len(composed))
    return out if len(out) == len(text) else None


def _overlap(a, b):
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _align(text, order):
    out = []
    for glyph in order:
        piece = expand_ligatures(glyph["text"])
        if text.startswith(piece, len(out)):
            out.extend([(glyph["id"],)] * len(piece))
    return out if len(out) == len(text) else None


def _logical(members, reorder):
    """The word's glyphs in visual order put in logical order by ``reorder`` (``logical``,
    or ``logical_rtl`` for a word of a right-to-left line)."""
    def along(glyph):
        x0, y0, x1, y1 = glyph["quad"][:4]
        ox, oy = glyph["origin"]
        return (ox * (x1 - x0) + oy * (y1 - y0), glyph["id"])
    return reorder(sorted(members, key=along), lambda g: char_kind(g["text"]))


def need_glyphs(page_number):
    return RecordStreamError(f"page {page_number}: the stream has words but no glyph records; "
                             "pdf-search needs them for quads (pipe `pdf-words --keep-glyphs`)")
