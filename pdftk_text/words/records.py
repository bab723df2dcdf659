"""Word and line records made from a page's lines, in the schema's key order.

Each line record precedes its words; ids count from 0 per page in written order; a
word points back to its line, a line names its words' id range. Floats are rounded to
the schema's PRECISION so in-process and piped runs give the same bytes. This module
must never decide where words break or lines join.
"""

from ..records.schema import PRECISION
from .bidi import bidi_class, expand_ligatures, logical, char_kind

_SCALE = 10 ** PRECISION
HYPHENS = ("\u002d", "\u2010", "\u00ad")


def _r(value):
    return round(value * _SCALE) / _SCALE


def page_words(page, lines):
    """The word and line records of one page's lines."""
    texts = [[word_text(word) for word in line.words] for line in lines]
    out = []
    word_id = 0
    for line_id, (line, words) in enumerate(zip(lines, texts)):
        line_text = " ".join(words)
        direction = "ttb" if line.key[0] else ("rtl" if line.rtl else "ltr")
        following = texts[line_id + 1] if line_id + 1 < len(texts) else None
        boxes = []
        word_records = []
        for word, text in zip(line.words, words):
            record = _word(page, word_id, word, text, line, line_id)
            boxes.append(record["bbox"])
            word_records.append(record)
            word_id += 1
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


def word_text(word):
    """A word's text in logical order, ligatures expanded."""
    texts = [g.text for g in word]
    if not all(t.isascii() for t in texts) and any(char_kind(t) == "R" for t in texts):
        texts = logical(texts, char_kind)
    return expand_ligatures("".join(texts))


def _word(page, word_id, word, text, line, line_id):
    ids = [g.id for g in word]
    first = min(word, key=lambda g: g.id)
    strand = line.strands[0]
    spans = [strand.along(g) for g in word]
    start = min(s[0] for s in spans)
    end = max(s[1] for s in spans)
    return {
        "type": "word", "page": page, "id": word_id,
        "bbox": _union([g.record["bbox"] for g in word]), "text": text,
        "glyphs": (min(ids), max(ids)), "font": first.font, "size": first.record["size"],
        "direction": _direction(line.key, bidi_class(text)), "angle": line.key[1],
        "baseline": _baseline(strand, first, start, end, strand.along(first)[2]), "line": line_id,
    }


def _direction(key, strong):
    if key[0]:
        return "ttb"
    return "rtl" if strong == "R" else "ltr"


def _baseline(strand, glyph, start, end, perp):
    if strand.flow:         # a column of upright glyphs: down the page at its middle
        return (_r(perp), _r(start), _r(perp), _r(end))
    x0, y0 = glyph.point(start, perp)
    x1, y1 = glyph.point(end, perp)
    return (_r(x0), _r(y0), _r(x1), _r(y1))


def _union(boxes):
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))
