"""Segments: the core's cut of a page's lines (native/src/segments.rs) against the rule
stated plainly here, on random pages, and a word record the cut cannot read named."""

import operator
import random

import pytest

from pdftk_text.errors import RecordStreamError
from pdftk_text.order import Tolerances, order_records
from pdftk_text.order.segments import line_layout, segments_of
from pdftk_text.words.joining import joined_text

SPLIT_GAP, MIN_GUTTER = Tolerances().split_gap, Tolerances().min_gutter


def _by_x(words):
    x0 = [w["bbox"][0] for w in words]
    rising = all(map(operator.lt, x0, x0[1:]))
    return words if rising else sorted(words, key=lambda w: (w["bbox"][0], w["id"]))


def _horizontal(line):
    return not (line.get("direction") == "ttb" or line.get("angle", 0) not in (0, None))


def _extent(by_x):
    return (by_x[0]["bbox"][0], min(w["bbox"][1] for w in by_x),
            max(w["bbox"][2] for w in by_x), max(w["bbox"][3] for w in by_x))


def _open(by_x, x):
    for previous, word in zip(by_x, by_x[1:]):
        if previous["bbox"][2] <= x <= word["bbox"][0]:
            size = max(previous["size"], word["size"]) or 1.0
            return word["bbox"][0] - previous["bbox"][2] >= MIN_GUTTER * size
    return False


def _gutter(index, x, rows, by_x_of):
    """Two lines at least among the two nearest each way within three line heights that
    cross ``x``, and every one of them open there."""
    top, bottom = rows[index][1][1], rows[index][1][3]
    reach, asked = 3.0 * (bottom - top), 0
    for step in (-1, 1):
        found, i = 0, index + step
        while 0 <= i < len(rows) and found < 2:
            lid, (x0, y0, x1, y1) = rows[i]
            if y1 < top - reach or y0 > bottom + reach:
                break
            if x0 < x < x1 and not (top <= (y0 + y1) / 2 <= bottom):
                found += 1
                if not _open(by_x_of[lid], x):
                    return False
            i += step
        asked += found
    return asked >= 2


def _segments(lines, by_line):
    """(line id, word ids, vertical) of each segment, in line order, by the rule."""
    by_x_of = {line["id"]: _by_x(by_line[line["id"]]) for line in lines
               if by_line.get(line["id"]) and _horizontal(line)}
    rows = sorted(((line["id"], _extent(by_x_of[line["id"]])) for line in lines if line["id"] in by_x_of),
                  key=lambda row: (row[1][1], row[1][0]))
    at = {lid: i for i, (lid, _) in enumerate(rows)}
    out = []
    for line in lines:
        lid, words = line["id"], by_line.get(line["id"])
        if not words:
            continue
        if lid not in by_x_of:
            out.append((lid, [w["id"] for w in words], True))
            continue
        by_x = by_x_of[lid]
        lefts, rights = [w["bbox"][0] for w in by_x], [w["bbox"][2] for w in by_x]
        sizes = [w["size"] for w in by_x]
        gaps = [b - a for a, b in zip(rights, lefts[1:])]
        cuts = [0]
        if not (gaps and min(sizes) > 0 and max(gaps) < min(SPLIT_GAP, MIN_GUTTER) * min(sizes)):
            for i in range(1, len(by_x)):
                size = max(sizes[i - 1], sizes[i]) or 1.0
                gap = gaps[i - 1]
                if gap > SPLIT_GAP * size or (gap >= MIN_GUTTER * size and
                                              _gutter(at[lid], (rights[i - 1] + lefts[i]) / 2, rows, by_x_of)):
                    cuts.append(i)
        for start, end in zip(cuts, cuts[1:] + [len(by_x)]):
            ids = {w["id"] for w in by_x[start:end]}
            out.append((lid, [w["id"] for w in words if w["id"] in ids], False))
    return out


def _random_page(rng):
    lines, by_line, word_id = [], {}, 0
    for lid in range(rng.randint(1, 14)):
        y = rng.choice((12.0 * lid, rng.uniform(0, 200)))
        x, words = rng.choice((0.0, rng.uniform(0, 50))), []
        for _ in range(rng.randint(0, 7)):
            width = rng.choice((rng.uniform(1, 60), 20.0))
            gap = rng.choice((3.0, 12.0, 15.0, rng.uniform(-10, 80)))
            x0 = x if rng.random() > 0.15 else rng.choice((rng.uniform(0, 300), 100.0))  # some out of order
            size = rng.choice((10.0, 12.0, 9, 0.0)) if rng.random() < 0.2 else 10.0
            words.append({"id": word_id if rng.random() > 0.05 else max(0, word_id - 1), "size": size,
                          "bbox": (x0, y, x0 + width, y + (size or 10.0)), "glyphs": (rng.randrange(500), 0)})
            if rng.random() < 0.9:            # a stream's word may lack its text
                words[-1]["text"] = rng.choice(("12", "word", "", "é1", "\u0663", ":", "3:04"))
            x, word_id = x0 + width + gap, word_id + 1
        line = {"id": lid, "direction": "ltr", "angle": 0}
        if rng.random() < 0.08:
            line.update(rng.choice(({"direction": "ttb"}, {"angle": 90}, {"angle": None})))
        lines.append(line)
        if words:
            by_line[lid] = words
    if rng.random() < 0.3:                    # ids that do not follow the lines' order
        every = [w for words in by_line.values() for w in words]
        for word, new_id in zip(every, rng.sample(range(len(every)), len(every))):
            word["id"] = new_id
    if rng.random() < 0.1 and lines:
        lines.append(dict(lines[0]))          # a stream that repeats a line
    return lines, by_line


def test_the_core_s_segments_are_the_rule_s():
    rng = random.Random(5)
    for _ in range(400):
        lines, by_line = _random_page(rng)
        made = segments_of(lines, by_line, Tolerances())
        assert [(s.line, [w["id"] for w in s.words], s.vertical) for s in made] == _segments(lines, by_line)
        for s in made:
            boxes = [w["bbox"] for w in s.words]
            assert s.bbox == (min(b[0] for b in boxes), min(b[1] for b in boxes),
                              max(b[2] for b in boxes), max(b[3] for b in boxes))
            assert s.size == (max(w["size"] for w in s.words) or 1.0)
            assert s.first == min(w["glyphs"][0] for w in s.words)
        # the gutters' view: each line's first and last words by x, but vertical writing's,
        # less the words opening with an ASCII character other than a digit
        ends = [(id(word), side) for word, side in line_layout(lines, by_line).token_ends()]
        expected = []
        for line in lines:
            words = by_line.get(line["id"])
            if words and line.get("direction") != "ttb":
                by_x = sorted(words, key=lambda w: w["bbox"][0])
                for word, side in ((by_x[0], "left"), (by_x[-1], "right")):
                    opens = word.get("text", "")[:1]
                    if not (opens.isascii() and opens and not opens.isdigit()):
                        expected.append((id(word), side))
        assert ends == expected


def test_the_segments_near_the_edges_are_those_python_measures_there():
    # the core halves two floats as doubles and any other values by Python's operators:
    # a stream's integers past 2^53 are measured exactly, as the rule over Segments does
    rng = random.Random(11)
    big = 2 ** 53
    for _ in range(300):
        lines, by_line = _random_page(rng)
        for words in by_line.values():
            for word in words:
                if rng.random() < 0.3:        # integers, some past 2^53
                    shift = rng.choice((0, big, -big))
                    x0, y0, x1, y1 = word["bbox"]
                    word["bbox"] = (x0, int(y0) + shift, x1, int(y1) + shift + rng.randrange(2))
        segments = segments_of(lines, by_line, Tolerances())
        near = rng.choice((30.0, float(big), float(-big), 0.5))
        far = near + rng.choice((0.0, 1.0, 150.0))
        assert segments.edges(near, far) == [
            i for i, s in enumerate(segments) if not s.vertical and not near <= (s.bbox[1] + s.bbox[3]) / 2 <= far]
    # 2^53 + 1 and 2^53 + 2 halve to 2^53 + 2 exactly rounded; as doubles, to 2^53
    word = {"id": 0, "text": "x", "size": 10.0, "bbox": (0.0, 2 ** 53 + 1, 10.0, 2 ** 53 + 2), "glyphs": (0, 0)}
    segments = segments_of([{"id": 0}], {0: [word]}, Tolerances())
    assert segments.edges(float(2 ** 53), float(2 ** 53)) == [0]
    # bounds that are integers (a page height of a stream) are compared as Python compares
    # them: 2^53 + 4.0 lies past 2^53 + 3, though 2^53 + 3 is 2^53 + 4 as a double
    word["bbox"] = (0.0, 2 ** 53 + 3, 10.0, 2 ** 53 + 3)
    assert segments_of([{"id": 0}], {0: [word]}, Tolerances()).edges(0, 2 ** 53 + 3) == [0]


def test_the_segments_are_a_sequence():
    words = {0: [{"id": 0, "text": "a", "size": 10.0, "bbox": (0.0, 0.0, 10.0, 10.0), "glyphs": (0, 0)}],
             1: [{"id": 1, "text": "b", "size": 10.0, "bbox": (0.0, 20.0, 10.0, 30.0), "glyphs": (1, 1)}]}
    segments = segments_of([{"id": 0}, {"id": 1}], words, Tolerances())
    assert len(segments) == 2 and [s.at for s in segments] == [0, 1]
    assert segments[-1] is segments[1] and segments[-2] is segments[0]     # made once, counted as a list
    for out_of_range in (2, -3):
        with pytest.raises(IndexError):
            segments[out_of_range]


def test_a_segment_s_text_is_its_words_joined():
    # the core joins each segment's text as joined_text joins its words: touching
    # neighbours without a space, a word without a baseline apart, one without text as ""
    rng = random.Random(9)
    for _ in range(300):
        lines, by_line = _random_page(rng)
        for line_id, words in by_line.items():
            for word in words:
                word["line"] = line_id
                if rng.random() < 0.9:
                    word["text"] = rng.choice(("a", "bc", "H", "2", ""))
                x0, _, x1, y1 = word["bbox"]
                choice = rng.random()
                if choice < 0.8:
                    word["baseline"] = (x0, y1 - 2, x1, y1 - 2)
                elif choice < 0.9:
                    word["baseline"] = [x0, y1, x1, y1]
        made = segments_of(lines, by_line, Tolerances())
        for segment in made:
            assert segment._text is not None and segment.text == joined_text(segment.words)
    touching = [{"id": 0, "size": 10, "bbox": [0, 0, 7, 10], "glyphs": [0, 0], "text": "H", "line": 0,
                 "baseline": (0, 8, 7, 8)},
                {"id": 1, "size": 7, "bbox": [7.2, 4, 11, 12], "glyphs": [1, 1], "text": "2", "line": 0,
                 "baseline": (7.2, 10, 11, 10)}]
    (segment,) = segments_of([{"id": 0}], {0: touching}, Tolerances())
    assert segment.text == "H2"
    touching[1]["text"] = None                # no string: left to joined_text, which says so
    (segment,) = segments_of([{"id": 0}], {0: touching}, Tolerances())
    assert segment._text is None
    with pytest.raises(TypeError):
        segment.text


def test_a_segment_keeps_the_values_its_words_came_with():
    # a stream's integers stay integers in the block's box
    words = [{"id": 0, "size": 10, "bbox": [5, 100, 40, 110], "glyphs": [0, 3]},
             {"id": 1, "size": 10, "bbox": [43, 100, 90, 110.5], "glyphs": [4, 9]}]
    (segment,) = segments_of([{"id": 0}], {0: words}, Tolerances())
    assert segment.bbox == (5, 100, 90, 110.5) and type(segment.bbox[0]) is int
    assert segment.size == 10 and type(segment.size) is int


@pytest.mark.parametrize("field, value, said", [
    ("bbox", ["a", 0, 10, 10], 'has a malformed "bbox"'),
    ("size", None, 'has a malformed "size"'),
    ("glyphs", None, 'has no "glyphs"'),
])
def test_a_word_record_the_cut_cannot_read_is_named(field, value, said):
    word = {"type": "word", "page": 1, "id": 0, "bbox": [0, 0, 10, 10], "text": "a", "glyphs": [0, 0],
            "size": 10, "line": 0, "direction": "ltr", "font": "F"}
    if value is None and field == "glyphs":
        del word[field]
    else:
        word[field] = value
    records = [{"type": "page", "page": 1, "width": 100, "height": 100},
               {"type": "line", "page": 1, "id": 0, "bbox": [0, 0, 10, 10], "text": "a", "words": [0, 0],
                "direction": "ltr", "angle": 0}, word]
    with pytest.raises(RecordStreamError, match=f"word record \\(page 1, id 0\\) {said}"):
        list(order_records(records))
