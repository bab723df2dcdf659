"""Links: the core's choice of which segment goes on from which (native/src/links.rs)
against the rule stated plainly here, on random pages of a few dozen segments (fewer
than the core's scan bound, so every pair in reach is weighed)."""

import random

from pdftk_text.order import Tolerances
from pdftk_text.order.blocks import segment_links
from pdftk_text.order.segments import Segment

T = Tolerances()
NEAR = 16           # segments looked at each way on one's row


def _bold(segment):
    return all(any(p in (w.get("font") or "").lower() for p in ("bold", "black", "heavy", "semibold", "demi"))
               for w in segment.words)


def _joinable(upper, lower):
    if upper.vertical or lower.vertical:
        return False
    if lower.bbox[1] < upper.bbox[1] + 0.5 * (upper.bbox[3] - upper.bbox[1]):
        return False
    if max(upper.size, lower.size) > T.link_size_ratio * min(upper.size, lower.size) or _bold(upper) != _bold(lower):
        return False
    overlap = min(upper.bbox[2], lower.bbox[2]) - max(upper.bbox[0], lower.bbox[0])
    narrower = min(upper.bbox[2] - upper.bbox[0], lower.bbox[2] - lower.bbox[0])
    return overlap >= T.link_overlap * max(narrower, 1e-6)


def _beside(ordered, k):
    x0, y0, x1, y1 = ordered[k].bbox
    middle = (y0 + y1) / 2
    near = [j for j in range(max(0, k - NEAR), min(len(ordered), k + NEAR + 1)) if j != k]
    return [ordered[j] for j in near if not ordered[j].vertical
            and ordered[j].bbox[1] <= middle <= ordered[j].bbox[3]
            and y0 <= (ordered[j].bbox[1] + ordered[j].bbox[3]) / 2 <= y1
            and min(ordered[j].bbox[2], x1) <= max(ordered[j].bbox[0], x0)]


def _apart(line, other):
    beside, width = other.bbox[2] - other.bbox[0], line.bbox[2] - line.bbox[0]
    gap = max(other.bbox[0] - line.bbox[2], line.bbox[0] - other.bbox[2])
    return min(beside, width) < T.row_width_ratio * max(beside, width) or gap >= T.row_gap * max(line.size, other.size)


def _sides(ordered, k):
    line, left, right = ordered[k], None, None
    for other in _beside(ordered, k):
        if other.bbox[0] >= line.bbox[2]:
            right = other if right is None or other.bbox[0] < right.bbox[0] else right
        else:
            left = other if left is None or other.bbox[2] > left.bbox[2] else left
    return left, right


def _drawn_across(ordered, i, j, rtl):
    after, before = ordered[i].first, ordered[j].first
    later, low, high = (i, before, after) if after > before else (j, after, before)
    line = ordered[later]
    for other in _beside(ordered, later):
        leads = other.bbox[0] >= line.bbox[2] if rtl else other.bbox[2] <= line.bbox[0]
        short = line.bbox[2] - line.bbox[0] < T.grid_width * line.size
        if low < other.first < high and leads and (_apart(line, other) or short):
            return True
    for k, twin_row in ((i, j), (j, i)):
        for other in _sides(ordered, k):
            if other is None or not after < other.first < before or not _apart(ordered[k], other):
                continue
            if any(min(t.bbox[2], other.bbox[2]) > max(t.bbox[0], other.bbox[0]) for t in _beside(ordered, twin_row)):
                return True
    return False


def _links(ordered, rtl):
    reach = max(0.0, T.link_gap * max(s.size for s in ordered))
    below, above = [[] for _ in ordered], [[] for _ in ordered]
    for i, upper in enumerate(ordered):
        low, high = upper.bbox[1] + 0.5 * (upper.bbox[3] - upper.bbox[1]), upper.bbox[3] + reach
        for j in range(i + 1, len(ordered)):
            lower = ordered[j]
            if not (low <= lower.bbox[1] <= high and lower.bbox[0] < upper.bbox[2] and lower.bbox[2] > upper.bbox[0]):
                continue
            if (lower.bbox[1] - upper.bbox[3] <= T.link_gap * max(upper.size, lower.size)
                    and _joinable(upper, lower) and not _drawn_across(ordered, i, j, rtl)):
                below[i].append(j)
                above[j].append(i)
    return [b[0] if len(b) == 1 and len(above[b[0]]) == 1 else None for b in below]


def _random_page(rng):
    """Rows of segments in columns (prose, two columns, a form's narrow cells), drawn row
    by row, column by column or in no order."""
    segments = []
    columns = rng.choice(((0.0, 500.0), (0.0, 240.0, 260.0, 500.0), (0.0, 100.0, 120.0, 160.0, 300.0, 500.0),
                          tuple(x for c in range(20) for x in (25.0 * c, 25.0 * c + rng.choice((8.0, 20.0))))))
    rows = rng.randint(1, 12 if len(columns) < 10 else 4)
    for row in range(rows):
        y = 12.0 * row + rng.choice((0.0, 0.0, rng.uniform(-6, 6)))
        for c in range(0, len(columns), 2):
            if rng.random() < 0.25:
                continue
            x0 = columns[c] + rng.choice((0.0, 0.0, rng.uniform(-20, 40)))
            x1 = max(x0 + 2.0, columns[c + 1] - rng.choice((0.0, 0.0, rng.uniform(0, 200))))
            size = rng.choice((10.0, 10.0, 12.0, 14.0, 9.0))
            font = rng.choice(("Times-Roman", "Times-Roman", "Times-Bold", "Foo-Demi", "Foo-SemiBold"))
            segments.append([(row, c), font, size, (x0, y, x1, y + size)])
    drawn = rng.choice(("rows", "columns", "none"))
    keys = {"rows": lambda s: s[0], "columns": lambda s: (s[0][1], s[0][0]), "none": lambda s: rng.random()}
    made = [Segment([{"font": font}], row, rng.random() < 0.03, bbox, size, 40 * first)
            for first, ((row, _), font, size, bbox) in enumerate(sorted(segments, key=keys[drawn]))]
    return sorted(made, key=lambda s: (s.bbox[1], s.bbox[0], s.first))


def test_the_core_s_links_are_the_rule_s():
    rng = random.Random(11)
    linked = 0
    for _ in range(500):
        ordered = _random_page(rng)
        if not ordered:
            continue
        for rtl in (False, True):
            links, _ = segment_links(ordered, T, rtl)
            assert links == _links(ordered, rtl)
            linked += sum(j is not None for j in links)
    assert linked > 600                      # the pages hold paragraphs, not only loose lines
