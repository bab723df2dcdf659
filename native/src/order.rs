//! The order stage's precedence sort: blocks in content order sorted under the two
//! precedences every reading of a page keeps (`pdftk_text/order/evidence.py` says why).
//!
//! Of two blocks that share some width, the upper one first; of two side by side on one
//! band, the left one first (the right one on a right-to-left page). Ties go by content
//! order (a topological sort taking the lowest ready block first); a cycle is broken at
//! its earliest block. The arithmetic is Python's on floats (`words::pmin` and `pmax`
//! are its `min` and `max` of two), so a NaN reads as Python reads it.

use crate::words::{fcmp, pmax, pmin};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Share of the lower block's height two blocks side by side share at least: one band.
pub const BAND_SHARE: f64 = 0.5;
/// Em: a block this far into the one below it still lies above it (leading rounded).
pub const TOUCH: f64 = 0.25;

/// A block as the sort sees it: its box in the record frame (y down) and its size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
    pub size: f64,
}

impl Placed {
    fn finite(&self) -> bool {
        [self.x0, self.y0, self.x1, self.y1, self.size].iter().all(|v| v.is_finite())
    }
}

/// Whether every reading of the page reads block `a` before block `b`.
pub fn before(a: &Placed, b: &Placed, rtl: bool) -> bool {
    let touch = TOUCH * pmin(a.size, b.size);
    if a.y1 <= b.y0 + touch && pmin(a.x1, b.x1) > pmax(a.x0, b.x0) {
        return true; // above it, sharing some width
    }
    let band = pmin(a.y1, b.y1) - pmax(a.y0, b.y0);
    if band < BAND_SHARE * pmin(a.y1 - a.y0, b.y1 - b.y0) || band <= 0.0 {
        return false;
    }
    if rtl {
        b.x1 <= a.x0 + touch
    } else {
        a.x1 <= b.x0 + touch
    }
}

/// One side of a block's box: its start or its end along an axis.
type Side = fn(&Placed) -> f64;

/// The pairs (i, j), i < j, that share some width or some height, found by a sweep along
/// each axis, and more: the pairs `before` can hold either way (it needs one or the
/// other); it holds neither way for the rest. A block with a side or size that is no
/// finite number pairs with every other.
pub fn overlapping_pairs(blocks: &[Placed]) -> Vec<(usize, usize)> {
    let usual: Vec<usize> = (0..blocks.len()).filter(|&k| blocks[k].finite()).collect();
    let mut pairs = Vec::new();
    let axes: [(Side, Side); 2] = [(|b| b.x0, |b| b.x1), (|b| b.y0, |b| b.y1)];
    for (low, high) in axes {
        let mut along = usual.clone();
        along.sort_by(|&p, &q| fcmp(low(&blocks[p]), low(&blocks[q])));
        for (at, &k) in along.iter().enumerate() {
            let end = high(&blocks[k]);
            for &m in &along[at + 1..] {
                if low(&blocks[m]) > end {
                    break; // it and the rest start past the end of k
                }
                pairs.push(if k < m { (k, m) } else { (m, k) });
            }
        }
    }
    for k in (0..blocks.len()).filter(|&k| !blocks[k].finite()) {
        pairs.extend((0..blocks.len()).filter(|&m| m != k).map(|m| (k.min(m), k.max(m))));
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// The positions of `blocks` (in content order) in the order the precedences give.
pub fn precedence_order(blocks: &[Placed], rtl: bool) -> Vec<usize> {
    let n = blocks.len();
    let mut after: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut waiting = vec![0usize; n];
    for (i, j) in overlapping_pairs(blocks) {
        let (forward, backward) = (before(&blocks[i], &blocks[j], rtl), before(&blocks[j], &blocks[i], rtl));
        if forward && !backward {
            after[i].push(j);
            waiting[j] += 1;
        } else if backward && !forward {
            after[j].push(i);
            waiting[i] += 1;
        }
    }
    let mut ready: BinaryHeap<Reverse<usize>> = (0..n).filter(|&i| waiting[i] == 0).map(Reverse).collect();
    let (mut out, mut done) = (Vec::with_capacity(n), vec![false; n]);
    while out.len() < n {
        if ready.is_empty() {
            // a cycle: its earliest block goes first
            ready.push(Reverse((0..n).find(|&i| !done[i]).expect("a block is left")));
        }
        let Reverse(i) = ready.pop().expect("a block is ready");
        if done[i] {
            continue;
        }
        done[i] = true;
        out.push(i);
        for &j in &after[i] {
            waiting[j] -= 1;
            if waiting[j] == 0 && !done[j] {
                ready.push(Reverse(j));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(x0: f64, y0: f64, x1: f64, y1: f64) -> Placed {
        Placed { x0, y0, x1, y1, size: 10.0 }
    }

    #[test]
    fn a_column_is_read_down_and_columns_left_to_right() {
        // content order: right column first, then the left one, each top down
        let blocks = [block(300.0, 100.0, 500.0, 200.0), block(300.0, 220.0, 500.0, 300.0),
                      block(50.0, 100.0, 250.0, 200.0), block(50.0, 220.0, 250.0, 300.0)];
        // the left column's top shares the right one's band: it goes first, and so on down
        assert_eq!(precedence_order(&blocks, false), vec![2, 0, 3, 1]);
        // right to left the content order keeps both precedences: it stands
        assert_eq!(precedence_order(&blocks, true), vec![0, 1, 2, 3]);
    }

    #[test]
    fn blocks_apart_on_both_axes_are_weighed_neither_way() {
        let blocks = [block(0.0, 0.0, 10.0, 10.0), block(20.0, 20.0, 30.0, 30.0), block(5.0, 40.0, 25.0, 50.0)];
        assert_eq!(overlapping_pairs(&blocks), vec![(0, 2), (1, 2)]);
        assert!(!before(&blocks[0], &blocks[1], false) && !before(&blocks[1], &blocks[0], false));
    }

    #[test]
    fn a_cycle_is_broken_at_its_earliest_block() {
        let nan = f64::NAN;
        let blocks = [block(0.0, nan, 10.0, 10.0), block(0.0, 0.0, 10.0, 10.0)];
        assert_eq!(overlapping_pairs(&blocks), vec![(0, 1)]);
        assert_eq!(precedence_order(&blocks, false), vec![0, 1]);
    }
}
