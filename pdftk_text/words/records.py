"""Word and line records made from a page's lines, in the schema's key order.

Each line record precedes its words; ids count from 0 per page in written order; a
word points back to its line, a line names its words' id range. Floats are rounded to
the schema's PRECISION so in-process and piped runs give the same bytes. This module
must never decide where words break or lines join.
"""

from ..records.schema import PRECISION
from .bidi import bidi_class, expand_ligatures, logical, logical_rtl, char_kind
from .joining import joined_text
from .placement import END, FRAME, ID, PERP, RECORD, SIZE, START, TEXT

_SCALE = 10 ** PRECISION
HYPHENS = ("\u002d", "\u2010", "\u00ad")


def _r(value):
    return round(value * _SCALE) / _SCALE


def page_words(page, lines):
    """The word and line records of one page's lines."""
    texts = [[text if text.isascii() else word_text(word, line.rtl) for word, text in zip(line.words, line.texts)]
             for line in lines]
    out = []
    word_id = 0
    for line_id, (line, words) in enumerate(zip(lines, texts)):
        direction = "ttb" if line.key[0] else ("rtl" if line.rtl else "ltr")
        following = texts[line_id + 1] if line_id + 1 < len(texts) else None
        boxes = []
        word_records = []
        for word, text in zip(line.words, words):
            record = _word(page, word_id, word, text, line, line_id)
            boxes.append(record["bbox"])
            word_records.append(record)
            word_id += 1
        line_text = joined_text(word_records, words)
        hyphen = line_text[-1:] if line_text[-1:] in HYPHENS else None
        out.append({
            "type": "line", "page": page, "id": line_id, "bbox": _union(boxes), "text": line_text,
            "words": (word_id - len(words), word_id - 1), "direction": direction,
            "angle": line.key[1], "baseline": _baseline(line.strands[0], line.strands[0].words[0][0],
                                                        line.start, line.end, line.perp),
            "size": _r(line.size), "hyphen": hyphen,
            "next_lower": None if hyphen is None or not following else following[0][:1].islower(),
        })
        out.extend(word_records)
    return out


def word_text(word, rtl_line=False):
    """A word's text in logical order, ligatures expanded.

    On a right-to-left line a neutral at the word's edge (the full stop after its last
    letter, drawn at its left) belongs to the right-to-left run, as UAX #9 resolves a
    neutral between a right-to-left letter and the paragraph's end; on a left-to-right
    line it keeps its place."""
    texts = [g[TEXT] for g in word]
    if not all(t.isascii() for t in texts) and any(char_kind(t) == "R" for t in texts):
        texts = logical_rtl(texts, char_kind) if rtl_line else logical(texts, char_kind)
    return expand_ligatures("".join(texts))


def _word(page, word_id, word, text, line, line_id):
    strand = line.strands[0]
    first = word[0]
    low = high = first[ID]
    x0, y0, x1, y1 = _box(first[RECORD]["bbox"])
    flow = strand.flow
    start, end = (first[PERP] - first[SIZE], first[PERP]) if flow else (first[START], first[END])
    # min() and max() one glyph at a time: the first of equal values wins, as there
    for g in word:
        gid = g[ID]
        if gid < low:
            low, first = gid, g
        if gid > high:
            high = gid
        b = g[RECORD]["bbox"]
        if b[0] < x0:
            x0 = b[0]
        if b[1] < y0:
            y0 = b[1]
        if b[2] > x1:
            x1 = b[2]
        if b[3] > y1:
            y1 = b[3]
        g_start, g_end = (g[PERP] - g[SIZE], g[PERP]) if flow else (g[START], g[END])
        if g_start < start:
            start = g_start
        if g_end > end:
            end = g_end
    record = first[RECORD]
    return {
        "type": "word", "page": page, "id": word_id,
        "bbox": (x0, y0, x1, y1), "text": text,
        "glyphs": (low, high), "font": record["font"], "size": record["size"],
        "direction": "ttb" if line.key[0] else ("ltr" if text.isascii() or bidi_class(text) != "R" else "rtl"),
        "angle": line.key[1],
        "baseline": _baseline(strand, first, start, end, (first[START] + first[END]) / 2 if flow else first[PERP]),
        "line": line_id,
    }


def _box(bbox):
    return bbox[0], bbox[1], bbox[2], bbox[3]


def _baseline(strand, glyph, start, end, perp):
    if strand.flow:         # a column of upright glyphs: down the page at its middle
        return (_r(perp), _r(start), _r(perp), _r(end))
    ux, uy, vx, vy = glyph[FRAME]       # placement.point, twice, then _r
    return (round((start * ux + perp * vx) * _SCALE) / _SCALE, round((start * uy + perp * vy) * _SCALE) / _SCALE,
            round((end * ux + perp * vx) * _SCALE) / _SCALE, round((end * uy + perp * vy) * _SCALE) / _SCALE)


def _union(boxes):
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))
