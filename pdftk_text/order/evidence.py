"""The layout order with the producer's order as evidence.

Most producers write a page's text in its reading order; the XY-cut, which sees only
boxes, can read a form across columns its rows cross, or a report down columns that
are only ragged paragraphs. So the content order is kept wherever it reads as a
plausible order, and the geometry decides only where it jumps. Plausible means it keeps
the two precedences every reading of a page keeps:

- of two blocks that share some width, the upper one first (down each column; a
  full-width block after the column set above it, before the one below it);
- of two blocks side by side on one band, the left one first (the right one on a
  right-to-left page): columns, and blocks on one band, taken in turn.

The blocks are sorted under those precedences with ties broken by content order (a
topological sort), which moves only the blocks the producer drew out of place: a
header drawn last, a line added later. When that moves more than ``content_moves`` of
the blocks, the content order is no evidence (a page drawn in an arbitrary order) and
the XY-cut's order stands. This module must never look at text.
"""

import bisect
import heapq
import math

from .xycut import confidence, cut_order

# Blocks a page may have for the precedences to be weighed pair by pair (their square);
# past this the XY-cut's order stands.
MAX_EVIDENCE = 400
BAND_SHARE = 0.5      # share of the lower block's height two blocks side by side share at least: one band
TOUCH = 0.25          # em: a block this far into the one below it still lies above it (leading rounded)


def layout_order(blocks, rtl, tolerances):
    """(blocks in reading order, confidence in [0, 1], whether MAX_WORK was reached)."""
    geometric, gutters, limited = cut_order(blocks, rtl, tolerances)
    if limited or len(blocks) < 2 or len(blocks) > MAX_EVIDENCE:
        return geometric, confidence(geometric, gutters, tolerances), limited
    content = sorted(blocks, key=lambda b: b.first)
    kept = _precedence_sort(content, rtl)
    if _moved(kept) > tolerances.content_moves * len(blocks):
        return geometric, confidence(geometric, gutters, tolerances), limited
    return kept, confidence(kept, gutters, tolerances), limited


def _before(a, b, rtl):
    """Whether every reading of the page reads the block of box and size ``a`` (x0, y0,
    x1, y1, size) before that of ``b``."""
    ax0, ay0, ax1, ay1, a_size = a
    bx0, by0, bx1, by1, b_size = b
    touch = TOUCH * min(a_size, b_size)
    if ay1 <= by0 + touch and min(ax1, bx1) > max(ax0, bx0):
        return True                   # above it, sharing some width
    band = min(ay1, by1) - max(ay0, by0)
    if band < BAND_SHARE * min(ay1 - ay0, by1 - by0) or band <= 0:
        return False
    return bx1 <= ax0 + touch if rtl else ax1 <= bx0 + touch


def _precedence_sort(content, rtl):
    """``content`` (blocks in content order) sorted under the precedences, ties broken by
    content order; a cycle (blocks overlapping oddly) is broken at its earliest block.
    Each pair is weighed once, both ways; the order edges are listed in changes nothing
    (the ready blocks are taken lowest first)."""
    n = len(content)
    after = [[] for _ in range(n)]
    waiting = [0] * n
    boxes = [(*b.bbox, b.size) for b in content]
    for i, j in _overlapping_pairs(boxes):
        a, b = boxes[i], boxes[j]
        forward, backward = _before(a, b, rtl), _before(b, a, rtl)
        if forward and not backward:
            after[i].append(j)
            waiting[j] += 1
        elif backward and not forward:
            after[j].append(i)
            waiting[i] += 1
    ready = [i for i in range(n) if waiting[i] == 0]
    heapq.heapify(ready)
    out, done = [], [False] * n
    while len(out) < n:
        if not ready:                 # a cycle: its earliest block goes first
            heapq.heappush(ready, min(i for i in range(n) if not done[i]))
        i = heapq.heappop(ready)
        if done[i]:
            continue
        done[i] = True
        out.append(i)
        for j in after[i]:
            waiting[j] -= 1
            if waiting[j] == 0 and not done[j]:
                heapq.heappush(ready, j)
    return [content[i] for i in out]


def _overlapping_pairs(boxes):
    """The pairs (i, j), i < j, of ``boxes`` (x0, y0, x1, y1, size) that share some width
    or some height, found by a sweep along each axis, and more: the pairs ``_before``
    can hold either way (it needs one or the other); the rest it holds neither way. A box
    with a side or size that is no finite number pairs with every other."""
    odd = {k for k, box in enumerate(boxes) if not all(map(math.isfinite, box))}
    usual = [k for k in range(len(boxes)) if k not in odd]
    pairs = set()
    for low, high in ((0, 2), (1, 3)):
        along = sorted(usual, key=lambda k: boxes[k][low])
        for at, k in enumerate(along):
            end = boxes[k][high]
            for m in along[at + 1:]:
                if boxes[m][low] > end:
                    break                 # it and the rest start past the end of k
                pairs.add((k, m) if k < m else (m, k))
    for k in odd:
        pairs.update((min(k, m), max(k, m)) for m in range(len(boxes)) if m != k)
    return pairs


def _moved(ordered):
    """Blocks out of content order in ``ordered``: its length less its longest run of
    blocks in rising content order (not necessarily adjacent)."""
    tails = []
    for block in ordered:
        k = bisect.bisect_left(tails, block.first)
        if k == len(tails):
            tails.append(block.first)
        else:
            tails[k] = block.first
    return len(ordered) - len(tails)
