"""The recursive XY-cut (Nagy and Seth, 1984) over block boxes, and its confidence.

A region is cut first down its widest vertical gap of at least ``min_gutter`` em
(columns, left to right, right to left on a right-to-left page); failing that, across
every horizontal gap (bands, top to bottom) but those a column set runs on across
(its longer column continuing under a gap its shorter one ended above); blocks no gap separates keep content order.
Iterative, with ties broken by content order, so the result is deterministic; bounded
by ``MAX_WORK`` blocks visited, past which the rest is read in content order.

The confidence starts at 1 and falls (a) with each column gutter narrower than
``safe_gutter`` em -- down to 0.6 at ``min_gutter`` -- and (b) by up to a quarter with
the share of neighbouring blocks the cut reads against content order. This module must
never look at text.
"""


# Blocks the cuts may visit on one page, all regions together: a page of thousands of
# columns peeled one at a time (a hostile page, or a table of hundreds of columns) costs
# the square of its blocks; past this, what is left is read in content order.
MAX_WORK = 1_000_000


def xy_order(blocks, rtl, tolerances):
    """(blocks in reading order, confidence in [0, 1], whether MAX_WORK was reached)."""
    ordered, gutters, limited = cut_order(blocks, rtl, tolerances)
    return ordered, confidence(ordered, gutters, tolerances), limited


def cut_order(blocks, rtl, tolerances):
    """(blocks in the cuts' order, the column gutters cut in em, whether MAX_WORK was reached)."""
    ordered, gutters = [], []
    stack = [(sorted(blocks, key=lambda b: b.first), False)] if blocks else []
    work = 0
    while stack:
        region, columns = stack.pop()
        if len(region) == 1:
            ordered.append(region[0])
            continue
        work += len(region)
        if work > MAX_WORK:
            rest = region + [b for part, _ in stack for b in part]
            ordered.extend(sorted(rest, key=lambda b: b.first))
            return ordered, gutters, True
        parts, gutter = _cut(region, columns, rtl, tolerances)
        if parts is None:
            ordered.extend(region)            # nothing separates them: content order
            continue
        if gutter is not None:
            gutters.append(gutter)
        stack.extend(reversed(parts))
    return ordered, gutters, False


def confidence(ordered, gutters, tolerances):
    span = tolerances.safe_gutter - tolerances.min_gutter
    factor = min((0.6 + 0.4 * min(1.0, max(0.0, (g - tolerances.min_gutter) / span)) for g in gutters),
                 default=1.0)
    pairs = len(ordered) - 1
    agree = sum(1 for a, b in zip(ordered, ordered[1:]) if a.first < b.first) / pairs if pairs > 0 else 1.0
    return round(factor * (0.75 + 0.25 * agree), 3)


def _cut(region, columns, rtl, tolerances):
    """([(part, columns)] in reading order, the vertical gap in em or None), or (None, None).

    A vertical cut is taken first when both sides are tall (``column_height`` of the
    region) or the region is a column set bands were joined into; else bands are tried
    first, and the vertical cut only when no band gap exists."""
    em = _median_size(region)
    gap, at = _widest_gap(region)
    vertical = None
    if gap >= tolerances.min_gutter * em:
        left = [b for b in region if b.bbox[2] <= at]
        right = [b for b in region if b.bbox[2] > at]
        vertical = ([(right, False), (left, False)] if rtl else [(left, False), (right, False)]), gap / em
        if columns or (_tall(left, region, tolerances) and _tall(right, region, tolerances)):
            return vertical
    bands = _columns_continued(_bands(region), tolerances)
    if len(bands) > 1:
        return bands, None
    return vertical or (None, None)


def _tall(part, region, tolerances):
    height = max(b.bbox[3] for b in region) - min(b.bbox[1] for b in region)
    extent = max(b.bbox[3] for b in part) - min(b.bbox[1] for b in part)
    return extent >= tolerances.column_height * height


def _columns_continued(bands, tolerances):
    """Bands joined again where a column set goes on past a gap its other column ends
    above (the left column longer than the right): the joined bands share a gutter and
    one of them has blocks on both sides of it."""
    out = [(bands[0], False)]
    for band in bands[1:]:
        if _continues(out[-1][0], band, tolerances):
            out[-1] = (out[-1][0] + band, True)
        else:
            out.append((band, False))
    return out


def _continues(above, band, tolerances):
    """The band goes on with the column set above it: the set has gutters, the band
    crosses none of them, and its text is the columns' size (a heading is not)."""
    em = _median_size(above)
    middles = [(start + end) / 2 for start, end in _gaps(above) if end - start >= tolerances.min_gutter * em]
    if not middles:
        return False
    if any(b.bbox[0] < middle < b.bbox[2] for b in band for middle in middles):
        return False
    size = _median_size(band)
    return max(size, em) <= tolerances.link_size_ratio * min(size, em)


def _median_size(blocks):
    return sorted(b.size for b in blocks)[len(blocks) // 2] or 1.0


def _gaps(region):
    """The gaps (start, end) in the projection of the boxes on the x axis."""
    spans = sorted((b.bbox[0], b.bbox[2]) for b in region)
    out = []
    reach = spans[0][1]
    for start, end in spans[1:]:
        if start > reach:
            out.append((reach, start))
        reach = max(reach, end)
    return out


def _widest_gap(region):
    """(width, position) of the widest gap in the projection of the boxes on the x axis."""
    best, at = 0.0, None
    for start, end in _gaps(region):
        if end - start > best:
            best, at = end - start, start
    return best, at


def _bands(region):
    ordered = sorted(region, key=lambda b: (b.bbox[1], b.first))
    bands = [[ordered[0]]]
    reach = ordered[0].bbox[3]
    for block in ordered[1:]:
        if block.bbox[1] > reach:
            bands.append([])
        bands[-1].append(block)
        reach = max(reach, block.bbox[3])
    return [sorted(band, key=lambda b: b.first) for band in bands]
