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

from .. import _core
from .xycut import confidence, cut_order

# Blocks a page may have for the precedences to be weighed pair by pair (their square);
# past this the XY-cut's order stands.
MAX_EVIDENCE = 400


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


def _precedence_sort(content, rtl):
    """``content`` (blocks in content order) sorted under the precedences, ties broken by
    content order; a cycle (blocks overlapping oddly) is broken at its earliest block.
    The core sorts (``native/src/order.rs``), from each block's box and size as floats."""
    order = _core.precedence_order([(*map(float, b.bbox), float(b.size)) for b in content], rtl)
    return [content[i] for i in order]


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
