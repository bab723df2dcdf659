"""The text under a markup annotation: the glyphs its quads cover, in reading order.

A glyph is covered when the centre of its quad lies inside one of the annotation's quads
(corners in any order; the test works for rotated quads). Words are taken in the page's
reading order (blocks, then furniture); a word wholly covered gives its text, a word
partly covered the text of its covered glyphs; covered runs of words are joined by a
space. A stream without glyph records falls back on word boxes (a word is covered when
its centre is). This module must never open a PDF.
"""


def _centre(quad):
    return (quad[0] + quad[2] + quad[4] + quad[6]) / 4, (quad[1] + quad[3] + quad[5] + quad[7]) / 4


def _inside(point, quad):
    """True when ``point`` is inside the convex quadrilateral ``quad`` (UL, UR, LL, LR)."""
    x, y = point
    ring = ((quad[0], quad[1]), (quad[2], quad[3]), (quad[6], quad[7]), (quad[4], quad[5]))
    sign = 0
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        if abs(cross) < 1e-9:
            continue
        if sign and (cross > 0) != (sign > 0):
            return False
        sign = cross
    return sign != 0


def _box_quad(box):
    x0, y0, x1, y1 = box
    return (x0, y0, x1, y0, x0, y1, x1, y1)


def covered(point, quads):
    return any(_inside(point, quad) for quad in quads)


def text_under(annotation, page):
    """The text an annotation's quads cover on ``page`` (an export model Page)."""
    quads = annotation.get("quads") or []
    if not quads:
        return ""
    pieces = []
    for block in list(page.blocks) + list(page.furniture):
        for word in block.words:
            part = _covered_part(word, quads, page.glyphs)
            if part:
                pieces.append(part)
    return " ".join(pieces)


def _covered_part(word, quads, glyphs):
    first, last = word.get("glyphs") or (None, None)
    members = [glyphs[i] for i in range(first, last + 1) if i in glyphs] if glyphs and first is not None else []
    if not members:
        return word["text"] if covered(_centre(_box_quad(word["bbox"])), quads) else ""
    hits = [g for g in members if covered(_centre(g["quad"]), quads)]
    if not hits:
        return ""
    if len(hits) == len(members):
        return word["text"]
    return "".join(g["text"] for g in hits)
