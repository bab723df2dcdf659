"""The reading order of a page's blocks: the XY-cut, with the producer's order as evidence.

The recursive XY-cut (Nagy and Seth, 1984) over block boxes: a region is cut first down
its widest vertical gap of at least ``min_gutter`` em (columns, left to right, right to
left on a right-to-left page); failing that, across every horizontal gap (bands, top to
bottom) but those a column set runs on across (its longer column continuing under a gap
its shorter one ended above); blocks no gap separates keep content order. Iterative,
with ties broken by content order, so the result is deterministic; bounded by
``MAX_WORK`` blocks visited, past which the rest is read in content order.

The confidence starts at 1 and falls (a) with each column gutter narrower than
``safe_gutter`` em -- down to 0.6 at ``min_gutter`` -- and (b) by up to a quarter with
the share of neighbouring blocks the cut reads against content order.

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
the XY-cut's order stands.

The native core carries these rules out (``native/src/xycut.rs``, the precedences in
``native/src/order.rs``); this module must never look at text.
"""

from .. import _core

MAX_WORK = _core.MAX_WORK     # blocks the cuts may visit on one page, all regions together


def layout_order(blocks, rtl, tolerances):
    """(blocks in reading order, confidence in [0, 1], whether MAX_WORK was reached): the
    content order where it is plausible, else the cuts'."""
    return _ordered(blocks, rtl, tolerances, True)


def xy_order(blocks, rtl, tolerances):
    """(blocks in the cuts' order, confidence in [0, 1], whether MAX_WORK was reached)."""
    return _ordered(blocks, rtl, tolerances, False)


def _ordered(blocks, rtl, tolerances, evidence):
    t = tolerances
    order, confidence, limited = _core.reading_order(
        [(*map(float, b.bbox), float(b.size), b.first) for b in blocks], rtl,
        (t.min_gutter, t.column_height, t.link_size_ratio, t.safe_gutter, t.content_moves), evidence)
    return [blocks[i] for i in order], round(confidence, 3), limited
