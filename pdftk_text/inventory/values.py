"""Small readers of pikepdf values into plain JSON data, shared by the inventory sections.

This module must never walk a document; it converts one value at a time.
"""

import pikepdf


def name(value):
    """A name without its slash, or None."""
    return str(value)[1:] if isinstance(value, pikepdf.Name) else None


def text(value):
    """A text string as Python text, or None."""
    if isinstance(value, pikepdf.String):
        try:
            return str(value)
        except UnicodeDecodeError:
            return bytes(value).decode("latin-1")
    return None


def number(value):
    if isinstance(value, (int, float)):
        return value
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def box(value):
    """A rectangle as four numbers rounded to 0.01, or None."""
    if not isinstance(value, pikepdf.Array) or len(value) != 4:
        return None
    try:
        return [round(float(x), 2) for x in value]
    except (TypeError, ValueError):
        return None
