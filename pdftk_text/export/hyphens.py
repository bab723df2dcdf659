"""Whether a hyphen at a line end split a word: Markdown and chunks join such a word,
for search and retrieval, unless ``--keep-hyphens``; ``-f text`` keeps pdftotext's
behaviour (``--join-hyphens``).

A line-end hyphen after a letter is dropped when the next line starts in lower case and
the joined word is not a compound: a hyphen after a single letter (e-mail, x-ray,
t-shirt) is one, since hyphenation leaves two letters at least on each side (TeX's
lefthyphenmin, LibreOffice's remain count). A capital after the hyphen (a name, "non-
European") keeps it. This module must never look at a page.
"""

HYPHENS = ("-", "\u2010")


def splits_word(before, after):
    """Whether ``before`` (text ending a line) ends in a hyphen that splits a word which
    ``after`` (the next line's text) ends."""
    if len(before) < 3 or before[-1] not in HYPHENS or not before[-2].isalpha():
        return False
    if not after[:1].islower():
        return False
    return before[-3].isalpha()          # two letters at least before the hyphen
