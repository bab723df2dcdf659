"""Phrases: the core's rows and phrases of a page's words (native/src/phrases.rs), which
the unruled-table finder reads, against the rule stated plainly here on random pages,
and a word record they cannot be made from named."""

import random

import pytest

from pdftk_text.errors import RecordStreamError
from pdftk_text.tables import aligned


def _rule(words):
    def base(w):
        return w["baseline"][1] if w.get("baseline") else w["bbox"][3]

    rows, last = [], None
    for word in sorted(words, key=lambda w: (base(w), w["bbox"][0])):
        if rows and base(word) - last <= aligned.BASELINE:
            rows[-1].append(word)
        else:
            rows.append([word])
        last = base(word)
    lines = []
    for row in rows:
        row.sort(key=lambda w: w["bbox"][0])
        phrases = [[row[0]]]
        for prev, word in zip(row, row[1:]):
            size = max(prev.get("size") or 0, word.get("size") or 0, 1.0)
            if word["bbox"][0] - prev["bbox"][2] >= aligned.PHRASE_GAP * size - aligned.GAP_SLACK:
                phrases.append([word])
            else:
                phrases[-1].append(word)
        lines.append(phrases)
    return sorted(lines, key=lambda ps: (ps[0][0]["bbox"][1], ps[0][0]["bbox"][0]))


def _random_words(rng):
    words = []
    for k in range(rng.randint(1, 80)):
        x0 = rng.choice((rng.uniform(0, 500), 100.0, 100.0 + rng.choice((0.0, 11.9, 12.0))))
        y = rng.choice((100.0, 101.5, 102.0, 104.1, rng.uniform(0, 700)))
        size = rng.choice((10.0, 10, 12.0, 0, None, 0.5))
        top = rng.choice((y - 8.0, 90.0))            # tops that tie across rows
        word = {"id": k, "bbox": (x0, top, x0 + rng.uniform(1, 60), y + 2.0), "size": size}
        if rng.random() < 0.8:
            word["baseline"] = (x0, y, x0 + 10.0, y)
        elif rng.random() < 0.5:
            word["baseline"] = None
        words.append(word)
    return words


def test_the_core_s_phrases_are_the_rule_s():
    rng = random.Random(7)
    for _ in range(500):
        words = _random_words(rng)
        got = aligned._phrase_lines(words)
        assert [[[w["id"] for w in p] for p in ps] for ps in got] == \
            [[[w["id"] for w in p] for p in ps] for ps in _rule(words)]


@pytest.mark.parametrize("field, value", [("bbox", [0, "a", 10, 10]), ("baseline", [0]), ("size", "x")])
def test_a_word_record_phrases_cannot_be_made_from_is_named(field, value):
    word = {"type": "word", "page": 3, "id": 7, "bbox": [0, 0, 10, 10], "baseline": [0, 9, 10, 9], "size": 10}
    word[field] = value
    with pytest.raises(RecordStreamError, match=f'word record \\(page 3, id 7\\) has a malformed "{field}"'):
        aligned._phrase_lines([word])
