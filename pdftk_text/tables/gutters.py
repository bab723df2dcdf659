"""Gutters: the columns of an unruled table, from the gaps most of its rows share.

A column gap is where the rows' words leave white: counted over the table's lines of two
or more phrases, an x-range that at most a quarter of them put ink on (a header spanning
its columns, a row whose numbers stand closer than a phrase gap) and at least
``GUTTER`` em wide is a gutter; the columns lie between. A phrase lying over a gutter is
cut there when its words stand apart at it by more than a word space (numbers run
together), else it spans the columns it covers (a title over its columns). This module
holds word positions only; it must never decide what is a table.
"""

from .. import _core
from ..records.fields import read_words

# A gutter is at least this wide (em of the lines' median size): a word space (0.25-0.35
# em) shared by the lines of a label column is no gutter; TeX's narrowest column gap, 12 pt
# at 10 pt, is one.
GUTTER = 0.5
# Lines putting ink over a gap, at most this share of the lines: the gap is still a gutter.
CROSSING = 0.25
# Words standing this far apart (em) or more at a gutter are cut there: wider than a word space.
CUT = 0.5


def gutter_columns(lines):
    """Column intervals [x0, x1] (left to right) of ``lines`` (lists of phrases, each a
    list of words): the spans between gutters, each as wide as the words it holds. The
    native core finds them (``native/src/gutters.rs``); a word record whose box or size
    cannot be read is a malformed stream."""
    return read_words(_core.gutter_columns, lines, GUTTER, CROSSING)


def place(phrase, columns):
    """The parts of ``phrase`` as (first column, column span, words): cut where its words
    stand a cut gap apart across a column boundary, each part spanning the columns its
    words reach (``columns``: one or more)."""
    size = max((w.get("size") or 0 for w in phrase), default=0) or 10.0
    column = [None] * len(phrase)             # each word's, asked once

    def column_of(i):
        if column[i] is None:
            column[i] = _column(phrase[i], columns)
        return column[i]

    parts, starts = [[phrase[0]]], [0]
    for i in range(1, len(phrase)):
        apart = phrase[i]["bbox"][0] - phrase[i - 1]["bbox"][2] >= CUT * size
        if apart and column_of(i - 1) != column_of(i):
            parts.append([phrase[i]])
            starts.append(i)
        else:
            parts[-1].append(phrase[i])
    out = []
    for start, words in zip(starts, parts):
        first, last = column_of(start), column_of(start + len(words) - 1)
        out.append((first, last - first + 1, words))
    return out


def _column(word, columns):
    """The column whose extent holds the word's centre, else the nearest one (the first of
    equals)."""
    x = (word["bbox"][0] + word["bbox"][2]) / 2
    best, nearest = 0, None
    for k, (c0, c1) in enumerate(columns):
        away = 0 if c0 <= x <= c1 else min(abs(c0 - x), abs(c1 - x))
        if nearest is None or away < nearest:
            best, nearest = k, away
    return best
