"""Gutters: the core's columns of an unruled table's lines (native/src/gutters.rs) and a
phrase's place in them, against the rule stated plainly here on random runs of lines and
phrases, and a word record they cannot be read from named."""

import random

import pytest

from pdftk_text.errors import RecordStreamError
from pdftk_text.tables import gutters


def _rule(lines):
    rows = [[w for p in ps for w in p] for ps in lines]
    rows = [ws for ws in rows if ws]
    if not rows:
        return []
    sizes = sorted(w.get("size") or 10.0 for ws in rows for w in ws)
    size = sizes[len(sizes) // 2]
    found = _gutters(rows, int(gutters.CROSSING * len(rows)), gutters.GUTTER * size)
    columns = [[None, None, set()] for _ in range(len(found) + 1)]
    inside = [(i, w) for i, ws in enumerate(rows) for w in ws
              if not any(w["bbox"][0] < g0 and g1 < w["bbox"][2] for g0, g1 in found)]
    for i, w in inside or [(i, w) for i, ws in enumerate(rows) for w in ws]:
        x = (w["bbox"][0] + w["bbox"][2]) / 2
        column = columns[sum(1 for g0, g1 in found if x >= (g0 + g1) / 2)]
        column[0] = w["bbox"][0] if column[0] is None else min(column[0], w["bbox"][0])
        column[1] = w["bbox"][2] if column[1] is None else max(column[1], w["bbox"][2])
        column[2].add(i)
    return [tuple(c[:2]) for c in columns if len(c[2]) >= min(2, len(rows))]


def _gutters(rows, crossing, width):
    events = []
    for ws in rows:
        spans = []
        for x0, x1 in sorted((w["bbox"][0], w["bbox"][2]) for w in ws):
            if spans and x0 <= spans[-1][1]:
                spans[-1][1] = max(spans[-1][1], x1)
            else:
                spans.append([x0, x1])
        for x0, x1 in spans:
            events += [(x0, 1), (x1, -1)]
    events.sort()
    left, right = events[0][0], events[-1][0]
    out, depth, start = [], 0, None
    for x, step in events:
        before = depth
        depth += step
        if before > crossing >= depth:
            start = x
        elif before <= crossing < depth and start is not None:
            if x - start >= width and left < start and x < right:
                out.append((start, x))
            start = None
    return out


def _random_lines(rng):
    edges = sorted(rng.sample(range(0, 500, 10), rng.randint(1, 6)))
    lines = []
    for _ in range(rng.randint(0, 14)):
        phrases = []
        for edge in edges:
            if rng.random() < 0.2:
                continue
            x0 = edge + rng.choice((0.0, 0.5, rng.uniform(0, 30)))
            words = []
            for _ in range(rng.randint(1, 3)):
                x1 = x0 + rng.choice((5.0, rng.uniform(1, 40)))
                words.append({"bbox": [x0, 0.0, x1, 10.0], "size": rng.choice((10.0, 12, 0, None, 6.5))})
                x0 = x1 + rng.choice((2.0, 3.0, 6.0))
            phrases.append(words)
        if rng.random() < 0.1:
            phrases = [[{"bbox": [0.0, 0.0, 600.0, 10.0], "size": 10.0}]]     # a title across
        lines.append(phrases)
    return lines


def test_the_core_s_columns_are_the_rule_s():
    rng = random.Random(11)
    for _ in range(2000):
        lines = _random_lines(rng)
        assert gutters.gutter_columns(lines) == _rule(lines)


def test_a_word_without_a_box_is_a_malformed_stream():
    with pytest.raises(RecordStreamError, match='has no "bbox"'):
        gutters.gutter_columns([[[{"page": 1, "id": 4, "size": 10.0}]]])


def _place_rule(phrase, columns):
    def column(word):
        x = (word["bbox"][0] + word["bbox"][2]) / 2
        return min(range(len(columns)), key=lambda k: 0 if columns[k][0] <= x <= columns[k][1] else
                   min(abs(columns[k][0] - x), abs(columns[k][1] - x)))
    size = max((w.get("size") or 0 for w in phrase), default=0) or 10.0
    parts = [[phrase[0]]]
    for prev, word in zip(phrase, phrase[1:]):
        if word["bbox"][0] - prev["bbox"][2] >= gutters.CUT * size and column(prev) != column(word):
            parts.append([word])
        else:
            parts[-1].append(word)
    return [(column(ws[0]), column(ws[-1]) - column(ws[0]) + 1, ws) for ws in parts]


def test_a_phrase_is_placed_in_the_columns_its_words_reach():
    # cut where its words stand a cut gap apart across a column boundary; each part from
    # the column of its first word's centre (or the nearest, the first of equals) to its last's
    rng = random.Random(5)
    for _ in range(5000):
        columns, x = [], 0.0
        for _ in range(rng.randint(1, 6)):
            x0 = x + rng.choice((0.0, 5.0, rng.uniform(0, 50)))
            x1 = x0 + rng.choice((0.0, 10.0, rng.uniform(0, 80)))
            columns.append((x0, x1))
            x = x1 + rng.choice((0.0, 3.0, 20.0))
        phrase, x = [], rng.uniform(-20, 300)
        for _ in range(rng.randint(1, 7)):
            width = rng.choice((5.0, rng.uniform(1, 40)))
            phrase.append({"bbox": [x, 0.0, x + width, 10.0], "size": rng.choice((10.0, 0, None, 8.0))})
            x += width + rng.choice((1.0, 3.0, 6.0, rng.uniform(0, 30)))
        assert gutters.place(phrase, columns) == _place_rule(phrase, columns)
