"""Line-number and timestamp gutters: the numbered lanes of transcripts and patents.

A lane is found as seed 001 finds it: short numerals (at most four digits) or hh:mm[:ss]
times that open or close their line, grouped by the x of their centres; a lane needs
``gutter_tokens`` of them, covering ``gutter_span`` of the page height, mostly increasing
top to bottom with steps of one common size. This module must never remove anything
itself: it names the words, the caller marks them.
"""

import bisect
import re

NUMERAL = re.compile(r"^\d{1,4}$")
TIME = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")


def gutter_words(lines, words_by_line, height, tolerances):
    """{word id: kind} for the words of accepted lanes (kind line-number or timestamp)."""
    candidates = []
    for line in lines:
        words = words_by_line.get(line["id"])
        if not words or line.get("direction") == "ttb":
            continue
        by_x = sorted(words, key=lambda w: w["bbox"][0])
        for word, side in ((by_x[0], "left"), (by_x[-1], "right")):
            text = word["text"]
            if NUMERAL.match(text) or TIME.match(text):
                candidates.append((side, word))
    found = {}
    for lane in _lanes(candidates, tolerances):
        kind = _accepted(lane, height, tolerances)
        if kind:
            found.update((w["id"], kind) for w in lane)
    return found


def _lanes(candidates, tolerances):
    lanes = []
    for side in ("left", "right"):
        tokens = sorted((w for s, w in candidates if s == side), key=lambda w: _centre(w))
        lane = []
        for word in tokens:
            if lane and _centre(word) - _centre(lane[-1]) > tolerances.gutter_x * (word["size"] or 1.0):
                lanes.append(lane)
                lane = []
            lane.append(word)
        if lane:
            lanes.append(lane)
    return lanes


def _centre(word):
    return (word["bbox"][0] + word["bbox"][2]) / 2


def _accepted(lane, height, tolerances):
    if len(lane) < tolerances.gutter_tokens:
        return None
    lane = sorted(lane, key=lambda w: w["bbox"][1])
    if lane[-1]["bbox"][3] - lane[0]["bbox"][1] < tolerances.gutter_span * height:
        return None
    timed = all(TIME.match(w["text"]) for w in lane)
    values = [_seconds(w["text"]) if timed else int(w["text"]) for w in lane]
    if _longest_increasing(values) < tolerances.gutter_increasing * len(values):
        return None
    if not timed:
        steps = [b - a for a, b in zip(values, values[1:]) if b > a]
        step = min(steps) if steps else 0
        if not step or sum(1 for s in steps if s % step == 0) < tolerances.gutter_increasing * len(steps):
            return None
    return "timestamp" if timed else "line-number"


def _seconds(text):
    parts = [int(p) for p in text.split(":")]
    return sum(p * 60 ** (len(parts) - 1 - i) for i, p in enumerate(parts))


def _longest_increasing(values):
    tails = []
    for value in values:
        at = bisect.bisect_left(tails, value)
        if at == len(tails):
            tails.append(value)
        else:
            tails[at] = value
    return len(tails)
