"""pikepdf objects of the structure tree turned into plain values, and attribute sets merged.

``plain`` converts a value (names lose their slash, numbers are rounded to the records'
precision, text strings decoded, arrays and dictionaries kept to a bounded depth);
``attributes`` merges an element's class attributes (/C through the /ClassMap) under its
own (/A), which win, grouped by owner (Layout, List, Table, ...). This module must never
walk the tree itself.
"""

import pikepdf

from ..records.schema import PRECISION

MAX_DEPTH = 4          # nesting kept in an attribute value (a /BBox is one level)
MAX_ITEMS = 64         # entries kept of one array or dictionary value


def name_of(value):
    """The name without its slash, or None when ``value`` is no name."""
    if isinstance(value, pikepdf.Name):
        return str(value)[1:]
    return None


def text_of(value):
    """A text string decoded (PDFDocEncoding or UTF-16), or None."""
    if isinstance(value, pikepdf.String):
        try:
            return str(value)
        except (UnicodeDecodeError, ValueError):
            return bytes(value).decode("latin-1")
    return None


def plain(value, depth=0):
    """A JSON-able copy of an attribute value."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return round(value, PRECISION)
    if isinstance(value, pikepdf.Name):
        return str(value)[1:]
    if isinstance(value, pikepdf.String):
        return text_of(value)
    if depth >= MAX_DEPTH:
        return None
    if isinstance(value, pikepdf.Array):
        return [plain(v, depth + 1) for v, _ in zip(value, range(MAX_ITEMS))]
    if isinstance(value, pikepdf.Dictionary):
        return {k[1:]: plain(v, depth + 1) for (k, v), _ in zip(sorted(value.items()), range(MAX_ITEMS))}
    try:                                   # a pikepdf decimal or an object of another kind
        return round(float(value), PRECISION)
    except (TypeError, ValueError):
        return None


def _sets(value):
    """The attribute dictionaries of an /A or a class map entry (revision numbers skipped)."""
    if isinstance(value, (pikepdf.Dictionary, pikepdf.Stream)):
        return [value]
    if isinstance(value, pikepdf.Array):
        return [v for v, _ in zip(value, range(MAX_ITEMS)) if isinstance(v, (pikepdf.Dictionary, pikepdf.Stream))]
    return []


def class_names(value):
    """The class names of a /C entry (a name, or an array of names and revision numbers)."""
    if isinstance(value, pikepdf.Name):
        return [str(value)[1:]]
    if isinstance(value, pikepdf.Array):
        return [str(v)[1:] for v, _ in zip(value, range(MAX_ITEMS)) if isinstance(v, pikepdf.Name)]
    return []


def attributes(own, classes, classmap):
    """{owner: {key: value}}: the class attributes of ``classes`` then ``own`` (/A) over them."""
    merged = {}
    sources = [s for name in class_names(classes) for s in _sets(classmap.get(name))] + _sets(own)
    for item in sources:
        owner = name_of(item.get("/O")) or "Unknown"
        bucket = merged.setdefault(owner, {})
        for key, value in sorted(item.items()):
            if key != "/O":
                bucket[key[1:]] = plain(value)
    return merged
