"""How the words of a line read as text: one space between two words, or none where they
touch.

The word stage breaks a word where the drawing changes size, font or baseline with no
gap -- H₂O's subscript, LaTeX's raised A, "(" in another size before "asn1" -- as
pdftotext's word boxes do; such neighbours read with nothing between them, as
pdftotext's text does. Decided from the word records alone (their baselines, sizes and
lines), so every stage that joins words, from a PDF or from a word stream, joins them
alike. The rule is the native core's (``native/src/words/joining.rs``), which the words
stage also joins its lines by; this module is its face for word records, and must never
make them.
"""

from .._core import apart as _apart, apart_pairs as _apart_pairs, joined_text as _joined
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
    the larger). Words without a baseline and size are apart."""
    return _apart(before, after, TOUCHING, OVERLAPPING)


def apart_pairs(words):
    """``apart`` of each neighbouring pair of ``words`` (a list), in order."""
    return _apart_pairs(words, TOUCHING, OVERLAPPING)


def joined_text(words, texts=None):
    """The words' texts (``texts``, else each word's own) joined: a space between words
    ``apart`` says are apart, nothing between words that touch."""
    return _joined(words, texts, TOUCHING, OVERLAPPING)
