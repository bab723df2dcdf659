"""Markup annotations of a page as ``annotation`` records: who said what, where, in reply to whom.

Markup annotations are the subtypes ISO 32000 calls so (text notes, free text, shapes,
ink, stamps, text markup...). Each record carries the annotation's index in the page's
/Annots, subtype, author (/T), subject, contents, dates as written (/CreationDate, /M),
name (/NM), its box and -- for the text markup subtypes -- its /QuadPoints, both in the
record frame (page as displayed, y down; quad corners in the order glyph quads use), and
the index of the annotation it replies to (/IRT) with the reply type (/RT). This module
never runs an annotation's actions or appearance.
"""

import pikepdf

from .geometry import apply, normalise_box, transform_box

MARKUP_SUBTYPES = frozenset((
    "Text", "FreeText", "Line", "Square", "Circle", "Polygon", "PolyLine", "Highlight", "Underline",
    "Squiggly", "StrikeOut", "Stamp", "Caret", "Ink", "FileAttachment", "Sound", "Redact"))
TEXT_MARKUP = frozenset(("Highlight", "Underline", "Squiggly", "StrikeOut", "Redact"))
MAX_ANNOTATIONS = 10_000      # per page: a page with more is read up to here
MAX_QUADS = 10_000            # per annotation


def _r(value):
    return round(value, 3) + 0.0


def _text(annot, key):
    value = annot.get(key)
    if isinstance(value, pikepdf.String):
        return str(value)
    return None


def markup_records(page):
    """``annotation`` records for the markup annotations of a ``PageRef``."""
    annots = page.obj.get("/Annots")
    if not isinstance(annots, pikepdf.Array):
        return []
    index_of = {}
    found = []
    for index, annot in enumerate(annots):
        if index >= MAX_ANNOTATIONS:
            break
        if not isinstance(annot, pikepdf.Dictionary):
            continue
        subtype = annot.get("/Subtype")
        name = str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else None
        if annot.is_indirect:
            index_of[annot.objgen] = index
        if name in MARKUP_SUBTYPES:
            found.append((index, name, annot))
    records = []
    for index, name, annot in found:
        records.append(_record(page, index, name, annot, index_of))
    return records


def _record(page, index, subtype, annot, index_of):
    to_frame = page.geometry.to_frame
    rect = normalise_box(annot.get("/Rect"))
    parent = annot.get("/IRT")
    reply_to = index_of.get(parent.objgen) if isinstance(parent, pikepdf.Dictionary) and parent.is_indirect else None
    reply_type = annot.get("/RT")
    return {
        "type": "annotation", "page": page.number, "id": index, "subtype": subtype,
        "author": _text(annot, "/T"), "subject": _text(annot, "/Subj"), "contents": _text(annot, "/Contents"),
        "created": _text(annot, "/CreationDate"), "modified": _text(annot, "/M"), "name": _text(annot, "/NM"),
        "bbox": [_r(v) for v in transform_box(to_frame, rect)] if rect else None,
        "quads": _quads(annot, to_frame) if subtype in TEXT_MARKUP else [],
        "reply_to": reply_to,
        "reply_type": (str(reply_type)[1:] if isinstance(reply_type, pikepdf.Name) else "R")
        if reply_to is not None else None,
    }


def _quads(annot, to_frame):
    points = annot.get("/QuadPoints")
    if not isinstance(points, pikepdf.Array):
        return []
    try:
        values = [float(v) for v in points[:8 * MAX_QUADS]]
    except (TypeError, ValueError):
        return []
    quads = []
    for start in range(0, len(values) - 7, 8):
        corners = [apply(to_frame, values[start + i], values[start + i + 1]) for i in range(0, 8, 2)]
        quads.append([_r(c) for corner in _corner_order(corners) for c in corner])
    return quads


def _corner_order(corners):
    """The four corners as upper-left, upper-right, lower-left, lower-right (y down), whatever
    order the producer wrote them in (the specification's figure and Acrobat's differ)."""
    by_y = sorted(corners, key=lambda p: (p[1], p[0]))
    upper = sorted(by_y[:2], key=lambda p: p[0])
    lower = sorted(by_y[2:], key=lambda p: p[0])
    return upper + lower
