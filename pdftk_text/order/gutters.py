"""Line-number and timestamp gutters: the numbered lanes of transcripts, pleadings, code
listings and poems.

A token is a short numeral (at most four digits) or an hh:mm[:ss] time that opens or
closes its line and, but for a few (margin notes), stands at the edge of its row: no
other word on the page sits beside it towards the edge (a lane inside another, a
transcript's times inside its line numbers, is found on the next pass, once the outer
lane is gone; a table's middle column is no lane). It is set apart from the text it
numbers by at least ``gutter_apart`` em or by a change of font or size (ltxdoc's small
code-line numbers sit 0.4 em from the code): a section number before its heading, a
contents line's number, a table's '25 May' are not, nor a number its row holds twice (a
tax form's line number by its label and again by its amount box). Tokens group into lanes by the x of
their centres; a lane needs ``gutter_tokens`` of them covering ``gutter_span`` of the page
height, mostly increasing top to bottom (seed 001's rule). A time lane gives seconds (a
transcript's 10:04:12; an agenda's or a timetable's 09:30 is content). A numeral lane
steps by one common size, and its numbers follow the lines they sit on: they never run
ahead of them, few neighbouring tokens closer per unit of value than the lane's usual
distance (a listing broken by prose keeps its lane; a contents page's page numbers,
skipping pages, are no lane). Only the tokens of the lane's increasing run are named (a
footnote mark under a listing is not). This module must never remove anything itself:
it names the words, the caller marks them.
"""

import bisect
import re

from .. import _core

NUMERAL = re.compile(r"^\d{1,4}$")
TIME = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")
_BIN = 8.0           # pt: height of the buckets rows are looked up in
_TALL = 64           # buckets: a line taller than this many is looked at for every word


def gutter_words(lines, words_by_line, height, tolerances, ends):
    """{word id: kind} for the words of accepted lanes (kind line-number or timestamp).
    ``ends`` gives each line's first and last words by x, but vertical writing's, each
    with its side ("left", "right"), as ``segments.line_layout(...).token_ends()`` has
    them: less the words the core saw open with an ASCII character other than a digit."""
    tokens = []
    for word, side in ends:
        text = word["text"]
        # both open with a decimal digit (what \d matches): most words are asked no more
        if text[:1].isdecimal() and (NUMERAL.match(text) or TIME.match(text)):
            tokens.append((word, side))
    if len(tokens) < tolerances.gutter_tokens:
        return {}
    rows = _Rows(lines, words_by_line)
    candidates = []
    for word, side in tokens:
        inside, apart = rows.beside(word, side, tolerances)
        if apart:
            candidates.append((side, word, inside))
    found = {}
    for lane, inside in _lanes(candidates, tolerances):
        if inside > (1 - tolerances.gutter_increasing) * len(lane):
            continue                                  # a table's middle column
        accepted = _accepted(lane, height, tolerances)
        if accepted:
            kind, named = accepted
            found.update((w["id"], kind) for w in named)
    return found


class _Rows:
    """The page's lines (their words left) bucketed by height, for asking what sits
    beside a word on its row."""

    def __init__(self, lines, words_by_line):
        self.bins, self.tall = {}, []
        for line in lines:
            words = words_by_line.get(line["id"])
            if not words or line.get("direction") == "ttb":
                continue
            top, bottom = _span(words)
            row = (line["id"], top, bottom, words)
            if bottom - top > _TALL * _BIN:
                self.tall.append(row)       # a stream's line may be any height: asked every time
                continue
            for at in range(int(top // _BIN), int(bottom // _BIN) + 1):
                self.bins.setdefault(at, []).append(row)

    def beside(self, word, side, tolerances):
        """(inside, apart): whether a word of the page sits beside ``word`` on its row
        towards the ``side`` edge, and whether ``word`` is set apart from the nearest
        word on the other hand (never when its row holds the same numeral again)."""
        x0, y0, x1, y1 = word["bbox"]
        middle = (y0 + y1) / 2
        left = side == "left"
        inside, neighbour, gap, twin = False, None, None, False
        for line_id, top, bottom, words in self.bins.get(int(middle // _BIN), []) + self.tall:
            if not top < middle < bottom:
                continue
            for other in words:
                if other is word:
                    continue
                if other["text"] == word["text"]:
                    twin = True                     # a form's line number, by its label and by its box
                ox0, _, ox1, _ = other["bbox"]
                if (ox1 <= x0 + 0.5) if left else (ox0 >= x1 - 0.5):
                    inside = True                   # a margin note, or a table's column before it
                    continue
                distance = ox0 - x1 if left else x0 - ox1
                if gap is None or distance < gap:
                    neighbour, gap = other, distance
        if twin:
            return inside, False
        if neighbour is None:
            return inside, True
        size = word.get("size") or 1.0
        return inside, gap >= tolerances.gutter_apart * size or _differs(word, neighbour)


def _span(words):
    """(top, bottom): the least top and the greatest bottom of a line's words (a view of
    the page's words answers without making their records)."""
    if isinstance(words, _core.Words):
        return words.span()
    return min(w["bbox"][1] for w in words), max(w["bbox"][3] for w in words)


def _differs(word, other):
    a, b = word.get("size") or 0.0, other.get("size") or 0.0
    return word.get("font") != other.get("font") or abs(a - b) > 0.05 * max(a, b)


def _lanes(candidates, tolerances):
    """[(lane, how many of its tokens have a word beside them towards the edge)]."""
    lanes = []
    for side in ("left", "right"):
        tokens = sorted(((w, inside) for s, w, inside in candidates if s == side), key=lambda t: _centre(t[0]))
        lane, inside = [], 0
        for word, beside in tokens:
            if lane and _centre(word) - _centre(lane[-1]) > tolerances.gutter_x * (word["size"] or 1.0):
                lanes.append((lane, inside))
                lane, inside = [], 0
            lane.append(word)
            inside += beside
        if lane:
            lanes.append((lane, inside))
    return lanes


def _centre(word):
    return (word["bbox"][0] + word["bbox"][2]) / 2


def _accepted(lane, height, tolerances):
    """(kind, the lane's tokens in its increasing run) of an accepted lane, else None."""
    if len(lane) < tolerances.gutter_tokens:
        return None
    lane = sorted(lane, key=lambda w: w["bbox"][1])
    if lane[-1]["bbox"][3] - lane[0]["bbox"][1] < tolerances.gutter_span * height:
        return None
    timed = all(TIME.match(w["text"]) for w in lane)
    if timed and sum(1 for w in lane if w["text"].count(":") == 2) < tolerances.gutter_increasing * len(lane):
        return None                                  # an agenda's or timetable's hh:mm
    values = [_seconds(w["text"]) if timed else int(w["text"]) for w in lane]
    run = _longest_increasing(values)
    if len(run) < tolerances.gutter_increasing * len(values):
        return None
    lane = [lane[i] for i in run]                     # a footnote mark under a listing is out of step
    values = [values[i] for i in run]
    if not timed:
        steps = [b - a for a, b in zip(values, values[1:])]
        step = min(steps) if steps else 0
        if not step or sum(1 for s in steps if s % step == 0) < tolerances.gutter_increasing * len(steps):
            return None
        if not _follows_lines(lane, values, tolerances):
            return None
    return ("timestamp" if timed else "line-number"), lane


def _follows_lines(lane, values, tolerances):
    """Whether the numbers never run ahead of the lines they sit on: few neighbouring
    tokens closer per unit of value than ``1 - gutter_pitch`` of the lane's median."""
    pitches = sorted((b["bbox"][1] - a["bbox"][1]) / (vb - va)
                     for a, b, va, vb in zip(lane, lane[1:], values, values[1:]))
    median = pitches[len(pitches) // 2]
    ahead = sum(1 for p in pitches if p < (1 - tolerances.gutter_pitch) * median)
    return median > 0 and ahead <= (1 - tolerances.gutter_increasing) * len(pitches)


def _seconds(text):
    parts = [int(p) for p in text.split(":")]
    return sum(p * 60 ** (len(parts) - 1 - i) for i, p in enumerate(parts))


def _longest_increasing(values):
    """Indices of a longest strictly increasing run of ``values``, in order."""
    tails, ends, before = [], [], [None] * len(values)
    for i, value in enumerate(values):
        at = bisect.bisect_left(tails, value)
        if at:
            before[i] = ends[at - 1]
        if at == len(tails):
            tails.append(value)
            ends.append(i)
        else:
            tails[at], ends[at] = value, i
    run, i = [], ends[-1] if ends else None
    while i is not None:
        run.append(i)
        i = before[i]
    return run[::-1]
