"""How the words of a line read as text: one space between two words, or none where they
touch.

The word stage breaks a word where the drawing changes size, font or baseline with no
gap -- H₂O's subscript, LaTeX's raised A, "(" in another size before "asn1" -- as
pdftotext's word boxes do; such neighbours read with nothing between them, as
pdftotext's text does. Decided from the word records alone (their baselines, sizes and
lines), so every stage that joins words, from a PDF or from a word stream, joins them
alike. This module works on word records only; it must never make them.
"""

import math

from .tolerances import Tolerances

# em of the smaller size: neighbouring words closer than this along the baseline touch
# (the word stage's own word_gap, below which it never breaks on a gap alone), and so do
# words overlapping by up to OVERLAPPING em of the larger size, the step back a string
# may take (LaTeX's A is kerned 0.36 em into its L); a longer overlap is an overprint,
# two strings apart.
TOUCHING = Tolerances.word_gap
OVERLAPPING = Tolerances.backstep


def apart(before, after):
    """Whether two words, ``before`` then ``after`` in reading order, read with a space
    between them: always unless they are on one line and touch along its baseline (a gap
    of at most TOUCHING em of the smaller size, an overlap of at most OVERLAPPING em of
    the larger)."""
    if before.get("line") != after.get("line"):
        return True
    try:
        x0, y0, x1, y1 = before["baseline"]
        bx0, by0, bx1, by1 = after["baseline"]
        size, other = abs(before["size"]), abs(after["size"])
    except (KeyError, TypeError, ValueError):
        return True
    smaller, larger = (size, other) if size < other else (other, size)
    if y0 == y1 and by0 == by1:         # upright or upside down: along x, no projection
        a0, a1 = (x0, x1) if x0 < x1 else (x1, x0)
        b0, b1 = (bx0, bx1) if bx0 < bx1 else (bx1, bx0)
    else:
        length = math.hypot(x1 - x0, y1 - y0)
        if length < 1e-9:
            return True
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        a0, a1 = sorted((x0 * ux + y0 * uy, x1 * ux + y1 * uy))
        b0, b1 = sorted((bx0 * ux + by0 * uy, bx1 * ux + by1 * uy))
    gap = (a0 if a0 > b0 else b0) - (a1 if a1 < b1 else b1)
    return not -OVERLAPPING * larger <= gap <= TOUCHING * smaller


def joined_text(words, texts=None):
    """The words' texts (``texts``, else each word's own) joined: a space between words
    ``apart`` says are apart, nothing between words that touch."""
    texts = [w.get("text", "") for w in words] if texts is None else texts
    if not texts:
        return ""
    parts = [texts[0]]
    for before, after, text in zip(words, words[1:], texts[1:]):
        if apart(before, after):
            parts.append(" ")
        parts.append(text)
    return "".join(parts)
