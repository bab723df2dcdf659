"""Tables below the least confidence asked for, and the grid geometry found by position.

A table under ``min_confidence`` is never written, so only its first row's cells are made
(``cells.made_rows``): what a table on the next page reads of it to continue it. The grid
helpers find crossing rules, touching cells and nearest edges by sorted position; they
must answer as meeting everything with everything does, non-finite positions included.
"""

import math
import random

from pdftk_text.tables import grid as G
from pdftk_text.tables.cells import made_rows
from pdftk_text.tables.rulings import Rule

from test_tables import build, grid, tables, text_at

HEAD = {(0, 0): "Item", (0, 1): "Price"}


def _pages():
    # page 1: the header over empty boxes (a form: confidence 0.1); page 2: the header
    # repeated over filled rows (a confident table)
    form = grid(72, 600, [100, 60], [20] * 6, HEAD)
    filled = grid(72, 72, [100, 60], [20] * 3, {**HEAD, (1, 0): "d", (1, 1): "4", (2, 0): "e", (2, 1): "5"})
    return build([form, filled])


def test_a_table_continuing_one_below_the_least_confidence_still_says_so():
    every = tables(_pages())
    assert [(t["page"], t["confidence"] < 0.5) for t in every] == [(1, True), (2, False)]
    assert len(every[0]["cells"]) == 12            # asked for all, the form's cells are all there
    kept = tables(_pages(), min_confidence=0.5)
    assert [t["page"] for t in kept] == [2]
    assert kept[0]["continues"] == every[1]["continues"] == {"page": 1, "id": 0}
    assert kept[0] == every[1]


def _aligned(rows):
    return b"".join(text_at(72 + 150 * j, 100 + 16 * i, text) for i, row in enumerate(rows) for j, text in enumerate(row))


def test_an_aligned_table_continuing_one_below_the_least_confidence_still_says_so():
    head = ("Boat", "Berth", "Fare")
    names = [head, ("Island", "North", "Ask"), ("Lighthouse", "South", "Ask"), ("Old pier", "West", "Ask")]
    fares = [head, ("Ferry", "16.30", "2.50"), ("Barge", "17.45", "3.10"), ("Tug", "18.05", "1.20")]
    every = tables(build([_aligned(names), _aligned(fares)]))     # no numbers on page 1: 0.2 at most
    assert [t["confidence"] < 0.5 for t in every] == [True, False]
    assert len(every[0]["cells"]) == 12
    kept = tables(build([_aligned(names), _aligned(fares)]), min_confidence=0.5)
    assert [t["page"] for t in kept] == [2]
    assert kept[0] == every[1] and kept[0]["continues"] == {"page": 1, "id": 0}


def test_made_rows():
    assert made_rows(0.5, 0.5) == math.inf and made_rows(0.0, 0.0) == math.inf
    assert made_rows(0.1, 0.5) == 1


def test_a_score_written_as_the_least_asked_for_makes_every_row():
    # the record rounds its confidence to 3 decimals: 0.6496 is written as 0.65, and
    # pdf-tables --min-confidence 0.65 writes it, with all its cells
    assert made_rows(0.6496, 0.65) == math.inf
    assert made_rows(0.5499999999999999, 0.55) == math.inf
    assert made_rows(0.6494, 0.65) == 1


def _all_crossing(hs, vs, touch):
    return sorted((i, j) for i, h in enumerate(hs) for j, v in enumerate(vs)
                  if h.start - touch <= v.at <= h.end + touch and v.start - touch <= h.at <= v.end + touch)


def _all_touching(boxes, touch):
    return sorted((i, j) for i in range(len(boxes)) for j in range(i + 1, len(boxes))
                  if boxes[i][0] <= boxes[j][2] + touch and boxes[j][0] <= boxes[i][2] + touch
                  and boxes[i][1] <= boxes[j][3] + touch and boxes[j][1] <= boxes[i][3] + touch)


def _value(rnd, odd):
    if odd and rnd.random() < 0.1:
        return rnd.choice([math.nan, math.inf, -math.inf])
    return rnd.randint(0, 40) * 2.5


def test_crossing_rules_and_touching_cells_are_found_as_all_pairs_find_them():
    rnd = random.Random(7)
    for trial in range(3000):
        odd = trial % 5 == 0
        hs = [Rule("h", _value(rnd, odd), *sorted((_value(rnd, odd), _value(rnd, odd))), "stroke")
              for _ in range(rnd.randint(0, 12))]
        vs = [Rule("v", _value(rnd, odd), *sorted((_value(rnd, odd), _value(rnd, odd))), "stroke")
              for _ in range(rnd.randint(0, 12))]
        assert sorted(G._crossing_pairs(hs, vs, 3.0)) == _all_crossing(hs, vs, 3.0)
        boxes = []
        for _ in range(rnd.randint(0, 20)):
            x, y = _value(rnd, odd), _value(rnd, odd)
            boxes.append((x, y, x + rnd.randint(1, 8) * 2.5, y + rnd.randint(1, 8) * 2.5))
        assert sorted(tuple(sorted(p)) for p in G._touching_pairs(boxes, 3.0)) == _all_touching(boxes, 3.0)


def test_the_nearest_edge_is_the_first_of_two_as_near():
    edges = [0.0, 10.0, 20.0]
    assert [G._index(edges, v, True) for v in (-5.0, 4.0, 5.0, 6.0, 15.0, 25.0)] == [0, 0, 0, 1, 1, 2]
    assert G._index(edges, math.nan, True) == 0         # no value is nearer than another: the first
    assert G._index([0.0, math.inf], math.inf, False) == 0


def test_the_nearest_edge_agrees_with_measuring_all():
    rnd = random.Random(3)
    for trial in range(3000):
        edges = G._edges([_value(rnd, trial % 4 == 0) for _ in range(rnd.randint(1, 10))])
        finite = all(map(math.isfinite, edges))
        for value in [_value(rnd, True) for _ in range(5)] + [rnd.uniform(-20, 120)]:
            nearest = min(range(len(edges)), key=lambda i: abs(edges[i] - value))
            assert G._index(edges, value, finite) == nearest
