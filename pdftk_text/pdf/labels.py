"""Page labels (/PageLabels number tree): the label each page shows, as viewers show it."""

import pikepdf

from .document import text_of
from .trees import NUMS, TreeLeaves


def page_labels(pdf, count):
    """A list of ``count`` labels; pages the tree does not reach are numbered from 1."""
    tree = pdf.Root.get("/PageLabels")
    ranges = _number_tree(tree) if tree is not None else []
    labels = [str(n + 1) for n in range(count)]
    ranges = sorted((start, spec) for start, spec in ranges if 0 <= start < count)
    for i, (start, spec) in enumerate(ranges):
        end = ranges[i + 1][0] if i + 1 < len(ranges) else count
        style = spec.get("/S") if isinstance(spec, pikepdf.Dictionary) else None
        prefix = text_of(spec.get("/P", "")) if isinstance(spec, pikepdf.Dictionary) else ""
        try:
            first = int(spec.get("/St", 1)) if isinstance(spec, pikepdf.Dictionary) else 1
        except (TypeError, ValueError):
            first = 1
        for page in range(start, end):
            labels[page] = prefix + _numeral(style, first + page - start)
    return labels


def _number_tree(root):
    """(key, value) pairs of a number tree, integer keys only."""
    pairs = []
    for key, value in TreeLeaves(root, NUMS):
        try:
            pairs.append((int(key), value))
        except (TypeError, ValueError):
            continue
    return pairs


def _numeral(style, n):
    if style is None:
        return ""
    style = str(style)
    if style == "/D":
        return str(n)
    if style in ("/R", "/r"):
        roman = _roman(n)
        return roman if style == "/R" else roman.lower()
    if style in ("/A", "/a"):
        # ISO 32000 §12.4.2: A..Z, then AA..ZZ, AAA..: the letter repeated.
        letter = chr(ord("A") + (n - 1) % 26) * ((n - 1) // 26 + 1)
        return letter if style == "/A" else letter.lower()
    return ""


def _roman(n):
    if n <= 0:
        return str(n)
    parts = []
    for value, numeral in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        count, n = divmod(n, value)
        parts.append(numeral * count)
    return "".join(parts)
