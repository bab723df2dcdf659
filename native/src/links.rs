//! Links: which segment of a page goes on from which one above it, the pairs the order
//! stage's blocks are chained from (`pdftk_text/order/blocks.py` gives the rule's
//! reasons).
//!
//! A segment links to one under it that starts within `link_gap` em (of the larger
//! size), below its middle, sharing `link_overlap` of the narrower width, of a close
//! size and the same weight, unless the producer drew the page in rows there; a link
//! holds when it is the only one both ways. The arithmetic is Python's on floats
//! (`pmin`, `pmax`; `bisect` is Python's bisection), so a value that is no number reads
//! as Python reads it.

use crate::words::{pmax, pmin};
use std::collections::BTreeSet;

/// Segments looked at under one, at most: past this many in reach, only those in the x
/// buckets it spans are (a page's bound; thousands in reach are a hostile overprint).
pub const MAX_SCAN: usize = 64;
/// Segments looked at each way, in the page's order, for what stands beside one on its row.
pub const NEAR_HOSTS: usize = 16;
/// x buckets across the segments' extent, for a dense band of them.
pub const BUCKETS: usize = 64;

/// A segment as the links see it, in the page's order by top, left edge, first glyph.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Seg {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
    pub size: f64,
    pub first: i64,
    pub vertical: bool,
    pub bold: bool,
}

/// The order stage's tolerances the links read, in em or shares.
#[derive(Clone, Copy, Debug)]
pub struct LinkTolerances {
    pub link_gap: f64,
    pub link_size_ratio: f64,
    pub link_overlap: f64,
    pub row_width_ratio: f64,
    pub row_gap: f64,
    pub grid_width: f64,
}

/// Python's `bisect_left(values[lo:hi], x)`, as an index into `values`.
pub(crate) fn bisect_left(values: &[f64], x: f64, mut lo: usize, mut hi: usize) -> usize {
    while lo < hi {
        let mid = (lo + hi) / 2;
        if values[mid] < x {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Python's `bisect_right(values[lo:hi], x)`, as an index into `values`.
fn bisect_right(values: &[f64], x: f64, mut lo: usize, mut hi: usize) -> usize {
    while lo < hi {
        let mid = (lo + hi) / 2;
        if x < values[mid] {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

/// For each segment, the one it links to below it (None: none, or not only one), and
/// how many pairs were weighed (near enough to be asked whether they join): the work,
/// bounded by MAX_SCAN pairs a segment.
pub fn links(ordered: &[Seg], t: &LinkTolerances, rtl: bool) -> (Vec<Option<usize>>, usize) {
    let n = ordered.len();
    let mut below: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut above = vec![0usize; n];
    if n == 0 {
        return (Vec::new(), 0);
    }
    let (mut index, mut weighed) = (Under::new(ordered, t, rtl), 0);
    for (i, upper) in ordered.iter().enumerate() {
        for j in index.under(i, upper) {
            let lower = &ordered[j];
            let size = if lower.size > upper.size { lower.size } else { upper.size };
            if lower.y0 - upper.y1 > t.link_gap * size {
                continue;
            }
            weighed += 1;
            if joinable(upper, lower, t) && !index.drawn_across(i, j) {
                below[i].push(j);
                above[j] += 1;
            }
        }
    }
    (below.iter().map(|b| (b.len() == 1 && above[b[0]] == 1).then(|| b[0])).collect(), weighed)
}

fn joinable(upper: &Seg, lower: &Seg, t: &LinkTolerances) -> bool {
    if upper.vertical || lower.vertical {
        return false;
    }
    if lower.y0 < upper.y0 + 0.5 * (upper.y1 - upper.y0) {
        return false; // on the same row, not below
    }
    let (big, small) = (pmax(upper.size, lower.size), pmin(upper.size, lower.size));
    if big > t.link_size_ratio * small || upper.bold != lower.bold {
        return false;
    }
    let overlap = pmin(upper.x1, lower.x1) - pmax(upper.x0, lower.x0);
    let narrower = pmin(upper.x1 - upper.x0, lower.x1 - lower.x0);
    overlap >= t.link_overlap * pmax(narrower, 1e-6)
}

/// The segments (ordered by top), asked which lie under one and what stands beside one
/// on its row; what a segment's row holds is found once.
struct Under<'a> {
    ordered: &'a [Seg],
    t: &'a LinkTolerances,
    rtl: bool,
    tops: Vec<f64>,
    reach: f64,
    tallest: Option<f64>,
    besides: Vec<Option<Vec<usize>>>,
    sides: Vec<Option<(Option<usize>, Option<usize>)>>,
    buckets: Option<Buckets>,
}

struct Buckets {
    left: f64,
    step: f64,
    lists: Vec<Vec<usize>>,
}

impl Buckets {
    fn of(&self, x: f64) -> usize {
        let at = ((x - self.left) / self.step).trunc();
        (at.max(0.0) as usize).min(BUCKETS)
    }
}

impl<'a> Under<'a> {
    fn new(ordered: &'a [Seg], t: &'a LinkTolerances, rtl: bool) -> Self {
        let tops: Vec<f64> = ordered.iter().map(|s| s.y0).collect();
        let largest = ordered[1..].iter().fold(ordered[0].size, |m, s| pmax(m, s.size));
        let reach = pmax(0.0, t.link_gap * largest);
        // the walks in `beside` stop early only on tops truly ascending (no NaN among them)
        let tallest = tops
            .iter()
            .all(|t| !t.is_nan())
            .then(|| ordered[1..].iter().fold(ordered[0].y1 - ordered[0].y0, |m, s| pmax(m, s.y1 - s.y0)));
        let n = ordered.len();
        Under { ordered, t, rtl, tops, reach, tallest, besides: vec![None; n], sides: vec![None; n], buckets: None }
    }

    /// Indexes after `i`, ascending, of the segments that may link under `upper`.
    fn under(&mut self, i: usize, upper: &Seg) -> Vec<usize> {
        let low = upper.y0 + 0.5 * (upper.y1 - upper.y0);
        let high = upper.y1 + self.reach;
        let n = self.tops.len();
        let (start, end) = (bisect_left(&self.tops, low, 0, n), bisect_right(&self.tops, high, 0, n));
        if end.saturating_sub(start) > MAX_SCAN {
            return self.bucketed(i, low, high, upper.x0, upper.x1);
        }
        let ordered = self.ordered;
        (start.max(i + 1)..end).filter(|&j| ordered[j].x0 < upper.x1 && ordered[j].x1 > upper.x0).collect()
    }

    fn bucketed(&mut self, i: usize, low: f64, high: f64, x0: f64, x1: f64) -> Vec<usize> {
        let ordered = self.ordered;
        let buckets = self.buckets.get_or_insert_with(|| fill(ordered));
        let tops = &self.tops;
        let (mut found, mut budget) = (BTreeSet::new(), MAX_SCAN as isize);
        for b in buckets.of(x0)..=buckets.of(x1) {
            let list = &buckets.lists[b];
            // Python's bisect_left over the bucket, keyed by each index's top
            let (mut lo, mut hi) = (0, list.len());
            while lo < hi {
                let mid = (lo + hi) / 2;
                if tops[list[mid]] < low {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            for &j in list.iter().skip(lo).take(budget.max(0) as usize) {
                if tops[j] > high {
                    break;
                }
                budget -= 1;
                if j > i && ordered[j].x0 < x1 && ordered[j].x1 > x0 {
                    found.insert(j);
                }
            }
            if budget <= 0 {
                break;
            }
        }
        found.into_iter().collect()
    }

    /// Whether the producer drew the page in rows between segment `i` and segment `j`
    /// under it (blocks.py's `drawn_across` says how that shows).
    fn drawn_across(&mut self, i: usize, j: usize) -> bool {
        let ordered = self.ordered;
        let (after, before) = (ordered[i].first, ordered[j].first);
        let (later, low, high) = if after > before { (i, before, after) } else { (j, after, before) };
        for other in self.beside(later) {
            let o = &ordered[other];
            if low < o.first && o.first < high && self.leads(later, o) && (self.apart(later, o) || self.short(later)) {
                return true;
            }
        }
        for (line, twin_row) in [(i, j), (j, i)] {
            let (left, right) = self.sides(line);
            for other in [left, right].into_iter().flatten() {
                let o = &ordered[other];
                if !(after < o.first && o.first < before && self.apart(line, o)) {
                    continue;
                }
                if self.beside(twin_row).iter().any(|&k| pmin(ordered[k].x1, o.x1) > pmax(ordered[k].x0, o.x0)) {
                    return true;
                }
            }
        }
        false
    }

    /// The segments next to segment `k` on its baseline, (left, right).
    fn sides(&mut self, k: usize) -> (Option<usize>, Option<usize>) {
        if let Some(found) = self.sides[k] {
            return found;
        }
        let ordered = self.ordered;
        let line = &ordered[k];
        let (mut left, mut right): (Option<usize>, Option<usize>) = (None, None);
        for other in self.beside(k) {
            let o = &ordered[other];
            if o.x0 >= line.x1 {
                if right.is_none_or(|r| o.x0 < ordered[r].x0) {
                    right = Some(other);
                }
            } else if left.is_none_or(|l| o.x1 > ordered[l].x1) {
                left = Some(other);
            }
        }
        self.sides[k] = Some((left, right));
        (left, right)
    }

    fn leads(&self, k: usize, other: &Seg) -> bool {
        let line = &self.ordered[k];
        if self.rtl {
            other.x0 >= line.x1
        } else {
            other.x1 <= line.x0
        }
    }

    fn apart(&self, k: usize, other: &Seg) -> bool {
        let line = &self.ordered[k];
        let (beside, width) = (other.x1 - other.x0, line.x1 - line.x0);
        let gap = pmax(other.x0 - line.x1, line.x0 - other.x1);
        pmin(beside, width) < self.t.row_width_ratio * pmax(beside, width) || gap >= self.t.row_gap * pmax(line.size, other.size)
    }

    fn short(&self, k: usize) -> bool {
        let line = &self.ordered[k];
        line.x1 - line.x0 < self.t.grid_width * line.size
    }

    /// The segments near segment `k` on its baseline and clear of it across, found once.
    fn beside(&mut self, k: usize) -> Vec<usize> {
        if let Some(found) = &self.besides[k] {
            return found.clone();
        }
        let (ordered, tops) = (self.ordered, &self.tops);
        let Seg { x0, y0, x1, y1, .. } = ordered[k];
        let middle = (y0 + y1) / 2.0;
        let (mut start, mut end) = (k.saturating_sub(NEAR_HOSTS), (k + NEAR_HOSTS + 1).min(ordered.len()));
        if let Some(tallest) = self.tallest {
            start = bisect_left(tops, middle - tallest - 1.0, start, k);
            if k + 1 < end {
                end = bisect_right(tops, middle, k + 1, end);
            }
        }
        let found: Vec<usize> = (start..k)
            .chain(k + 1..end)
            .filter(|&j| {
                let o = &ordered[j];
                !o.vertical && o.y0 <= middle && middle <= o.y1 && {
                    let centre = (o.y0 + o.y1) / 2.0;
                    y0 <= centre && centre <= y1
                } && pmin(o.x1, x1) <= pmax(o.x0, x0)
            })
            .collect();
        self.besides[k] = Some(found.clone());
        found
    }
}

fn fill(ordered: &[Seg]) -> Buckets {
    let left = ordered[1..].iter().fold(ordered[0].x0, |m, s| pmin(m, s.x0));
    let right = ordered[1..].iter().fold(ordered[0].x1, |m, s| pmax(m, s.x1));
    let step = pmax(right - left, 1e-6) / BUCKETS as f64;
    let mut buckets = Buckets { left, step, lists: vec![Vec::new(); BUCKETS + 1] };
    for (j, s) in ordered.iter().enumerate() {
        for b in buckets.of(s.x0)..=buckets.of(s.x1) {
            buckets.lists[b].push(j);
        }
    }
    buckets
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: LinkTolerances =
        LinkTolerances { link_gap: 1.0, link_size_ratio: 1.3, link_overlap: 0.3, row_width_ratio: 0.5, row_gap: 3.0, grid_width: 12.0 };

    fn seg(x0: f64, y0: f64, x1: f64, first: i64) -> Seg {
        Seg { x0, y0, x1, y1: y0 + 10.0, size: 10.0, first, vertical: false, bold: false }
    }

    #[test]
    fn a_paragraph_s_lines_link_down() {
        let lines = [seg(0.0, 0.0, 300.0, 0), seg(0.0, 12.0, 300.0, 50), seg(0.0, 24.0, 200.0, 100)];
        assert_eq!(links(&lines, &T, false).0, vec![Some(1), Some(2), None]);
    }

    #[test]
    fn a_heading_over_two_columns_links_to_neither() {
        let lines = [seg(0.0, 0.0, 500.0, 0), seg(0.0, 12.0, 240.0, 50), seg(260.0, 12.0, 500.0, 100)];
        assert_eq!(links(&lines, &T, false).0, vec![None, None, None]);
    }

    #[test]
    fn a_bold_line_does_not_link_to_plain_text() {
        let mut lines = [seg(0.0, 0.0, 300.0, 0), seg(0.0, 12.0, 300.0, 50)];
        lines[0].bold = true;
        assert_eq!(links(&lines, &T, false).0, vec![None, None]);
    }

    #[test]
    fn a_band_of_thousands_of_cells_is_weighed_near_each_cell() {
        // 4 rows of 3,000 one-letter cells, 20 pt apart, rows 14 pt apart
        let cells: Vec<Seg> = (0..4).flat_map(|r| (0..3000).map(move |c| seg(20.0 * c as f64, 14.0 * r as f64, 20.0 * c as f64 + 6.0, c * 4 + r))).collect();
        let (_, weighed) = links(&cells, &T, false);
        assert!(weighed <= MAX_SCAN * cells.len(), "{weighed} pairs weighed");
        assert!(weighed >= 3000 * 3, "each cell is weighed against the one under it");
    }
}
