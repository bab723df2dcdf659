"""Text of words in logical order: right-to-left runs reversed from visual order, and
ligatures expanded.

Only what positions can tell: runs of strong right-to-left characters (Bidi_Class R
and AL) with the neutrals between them are reversed, digit runs inside keep their own
order. It is the inverse of display ordering, not UAX #9. This module works on strings
and lists only; it must never look at geometry.
"""

import unicodedata

RTL = frozenset(("R", "AL"))
DIGITS = frozenset(("EN", "AN"))
LIGATURES = range(0xFB00, 0xFB18)   # Latin and Armenian ligatures of Alphabetic Presentation Forms


def bidi_class(text):
    """'R' when the text holds a strong right-to-left character, 'L' a strong left-to-right
    one (the first strong character decides), else 'N'."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in RTL:
            return "R"
        if kind == "L":
            return "L"
    return "N"


def has_rtl(text):
    return not text.isascii() and any(unicodedata.bidirectional(c) in RTL for c in text)


def logical(items, kind_of):
    """Items in visual order (left to right) put in logical order: each maximal run that
    starts and ends with an item ``kind_of`` calls 'R' and holds no 'L' item is reversed;
    within it, runs of 'D' (digit) items keep their order."""
    kinds = [kind_of(item) for item in items]
    out = []
    i, count = 0, len(items)
    while i < count:
        if kinds[i] != "R":
            out.append(items[i])
            i += 1
            continue
        end = i
        j = i + 1
        while j < count and kinds[j] != "L":
            if kinds[j] == "R":
                end = j
            j += 1
        out.extend(_reverse_keeping_digits(items[i:end + 1], kinds[i:end + 1]))
        i = end + 1
    return out


def logical_rtl(items, kind_of):
    """Items of a right-to-left line in visual order (left to right) put in logical order:
    the whole reversed, then each run of left-to-right items (from an 'L' to an 'L', no
    'R' inside) and each run of digit items put back in their own order."""
    items = items[::-1]
    kinds = [kind_of(item) for item in items]
    out = []
    i, count = 0, len(items)
    while i < count:
        if kinds[i] not in ("L", "D"):
            out.append(items[i])
            i += 1
            continue
        end, j = i, i + 1
        while j < count and kinds[j] != "R":
            if kinds[j] == kinds[i] or (kinds[i] == "L" and kinds[j] == "D"):
                end = j
            elif kinds[i] == "D" and kinds[j] != "D":
                break
            j += 1
        out.extend(items[i:end + 1][::-1])
        i = end + 1
    return out


def strong_counts(text):
    """(right-to-left, left-to-right) strong characters in ``text``."""
    rtl = ltr = 0
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in RTL:
            rtl += 1
        elif kind == "L":
            ltr += 1
    return rtl, ltr


def _reverse_keeping_digits(items, kinds):
    groups = []
    for item, kind in zip(items, kinds):
        if kind == "D" and groups and groups[-1][0] == "D":
            groups[-1][1].append(item)
        else:
            groups.append((kind, [item]))
    return [item for _, group in reversed(groups) for item in group]


def char_kind(char):
    kind = unicodedata.bidirectional(char[:1]) if char else ""
    if kind in RTL:
        return "R"
    if kind == "L":
        return "L"
    if kind in DIGITS:
        return "D"
    return "N"


def word_kind(text):
    kind = bidi_class(text)
    if kind == "N" and any(unicodedata.bidirectional(c) in DIGITS for c in text):
        return "D"
    return kind


def visual_to_logical(text):
    """A string read left to right on the page, in logical order."""
    if not has_rtl(text):
        return text
    return "".join(logical(list(text), char_kind))


def expand_ligatures(text):
    """ﬁ → fi: NFKC applied to the ligature characters only (the rest is left as drawn)."""
    if not any(ord(c) in LIGATURES for c in text):
        return text
    return "".join(unicodedata.normalize("NFKC", c) if ord(c) in LIGATURES else c for c in text)
