"""Segments: a page's lines cut at wide gaps, the unit blocks and furniture are made of.

A line from the words stage can run across a column gutter or a table's cells; a gap
wider than ``split_gap`` em between neighbouring words cuts it. Vertical lines stay
whole. This module must never decide order or furniture.
"""

from ..words.joining import joined_text


class Segment:
    __slots__ = ("words", "line", "bbox", "size", "first", "vertical")

    def __init__(self, words, line, vertical):
        self.words = words            # word records, in the line's logical order
        self.line = line              # id of the line it was cut from
        self.vertical = vertical
        self.bbox = union([w["bbox"] for w in words])
        self.size = max(w["size"] for w in words) or 1.0
        self.first = min(w["glyphs"][0] for w in words)   # content order of its first glyph

    @property
    def text(self):
        return joined_text(self.words)


def union(boxes):
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def segments_of(lines, words_by_line, tolerances):
    """The segments of a page, in line order; words already taken (furniture) are absent."""
    out = []
    for line in lines:
        words = words_by_line.get(line["id"])
        if not words:
            continue
        if line.get("direction") == "ttb" or line.get("angle", 0) not in (0, None):
            out.append(Segment(words, line["id"], True))
            continue
        by_x = sorted(words, key=lambda w: (w["bbox"][0], w["id"]))
        pieces = [[by_x[0]]]
        for previous, word in zip(by_x, by_x[1:]):
            size = max(previous["size"], word["size"]) or 1.0
            if word["bbox"][0] - previous["bbox"][2] > tolerances.split_gap * size:
                pieces.append([])
            pieces[-1].append(word)
        for piece in pieces:
            ids = {w["id"] for w in piece}
            out.append(Segment([w for w in words if w["id"] in ids], line["id"], False))
    return out
