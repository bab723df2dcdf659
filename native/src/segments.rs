//! Segments: a page's lines cut at wide gaps, the unit the order stage makes blocks and
//! furniture of (`pdftk_text/order/segments.py` gives the rule's reasons).
//!
//! A horizontal line is cut between two words (taken by left edge) more than
//! `split_gap` em apart, and at a gap of `min_gutter` em or more that runs down the page:
//! the nearest lines above and below that cross it have such a gap there too. A vertical
//! or turned line stays whole. The arithmetic is Python's on floats (`pmin`, `pmax`:
//! its `min` and `max`, the first of equals), and each segment says which of its words
//! gives each side of its box, its size and its first glyph, so the records keep the
//! values (and their types) the words came with.

use crate::words::{fcmp, pmax, pmin};
use std::cmp::Ordering;

/// Lines above and below a narrow gap asked whether it is a gutter, and found at least.
pub const RIVER_LINES: usize = 2;
/// Line heights: how far from the gap's line those lines may lie.
pub const RIVER_REACH: f64 = 3.0;

/// A word as the cut sees it: its box (y down), its size, id and first glyph.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WordBox {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
    pub size: f64,
    pub id: i64,
    pub first: i64,
}

/// A line of the page: whether it is vertical or turned, its words in its logical order
/// (none: a line whose words were all taken), and `alias`, the last line of the page
/// with the same id (itself, but for a stream that repeats a line).
#[derive(Clone, Debug, Default)]
pub struct LineIn {
    pub vertical: bool,
    pub words: Vec<WordBox>,
    pub alias: usize,
}

/// Which words of its line a segment holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Held {
    /// all of them, the line's own list (a vertical line)
    Same,
    /// all of them, a copy of that list
    All,
    /// these (indexes in the line's order)
    Some(Vec<usize>),
}

/// A segment: its line, its words, and the words (indexes in the line's order) whose
/// box sides (x0, y0, x1, y1), size and first glyph are the segment's.
#[derive(Clone, Debug, PartialEq)]
pub struct SegmentOut {
    pub line: usize,
    pub held: Held,
    pub bbox_from: [usize; 4],
    pub size_from: usize,
    pub first_from: usize,
}

/// A horizontal line laid out: its words by left edge then id, whether they came so,
/// and its extent (the first word's left edge, the words' top, right edge and bottom).
#[derive(Clone, Debug)]
struct Laid {
    by_x: Vec<usize>,
    rising: bool,
    extent: [f64; 4],
}

/// A page's lines laid out, and its rows: the horizontal lines with words by top, then
/// left edge.
pub struct Layout {
    lines: Vec<LineIn>,
    laid: Vec<Option<Laid>>,
    rows: Vec<usize>,
    row_of: Vec<usize>,
}

fn laid(words: &[WordBox]) -> Laid {
    let rising = words.windows(2).all(|pair| pair[0].x0 < pair[1].x0);
    let mut by_x: Vec<usize> = (0..words.len()).collect();
    if !rising {
        by_x.sort_by(|&a, &b| fcmp(words[a].x0, words[b].x0).then(words[a].id.cmp(&words[b].id)));
    }
    let first = &words[by_x[0]];
    let mut extent = [first.x0, first.y0, first.x1, first.y1];
    for &k in &by_x[1..] {
        let w = &words[k];
        extent[1] = pmin(extent[1], w.y0);
        extent[2] = pmax(extent[2], w.x1);
        extent[3] = pmax(extent[3], w.y1);
    }
    Laid { by_x, rising, extent }
}

impl Layout {
    pub fn new(lines: Vec<LineIn>) -> Self {
        let laid: Vec<Option<Laid>> =
            lines.iter().map(|line| (!line.vertical && !line.words.is_empty()).then(|| laid(&line.words))).collect();
        let mut rows: Vec<usize> = (0..lines.len()).filter(|&k| laid[k].is_some()).collect();
        let extent = |k: usize| laid[k].as_ref().expect("a row is laid").extent;
        rows.sort_by(|&a, &b| fcmp(extent(a)[1], extent(b)[1]).then(fcmp(extent(a)[0], extent(b)[0])));
        let mut row_of = vec![usize::MAX; lines.len()];
        for (at, &k) in rows.iter().enumerate() {
            row_of[k] = at;
        }
        Layout { lines, laid, rows, row_of }
    }

    /// Per line with words that is not vertical writing (`ttb` says which are), its
    /// leftmost and rightmost words by left edge, the earlier and the later of equals in
    /// the line's order: (line, first, last).
    pub fn ends(&self, ttb: &[bool]) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for (k, line) in self.lines.iter().enumerate() {
            let words = &line.words;
            if words.is_empty() || ttb[k] {
                continue;
            }
            if self.laid[k].as_ref().is_some_and(|l| l.rising) {
                out.push((k, 0, words.len() - 1));
                continue;
            }
            let (mut left, mut right) = (0, 0);
            for (i, w) in words.iter().enumerate().skip(1) {
                if fcmp(w.x0, words[left].x0) == Ordering::Less {
                    left = i;
                }
                if fcmp(w.x0, words[right].x0) != Ordering::Less {
                    right = i;
                }
            }
            out.push((k, left, right));
        }
        out
    }

    /// Line `k`'s words, in its logical order.
    pub fn words(&self, k: usize) -> &[WordBox] {
        &self.lines[k].words
    }

    /// The page's segments, in line order.
    pub fn segments(&self, split_gap: f64, min_gutter: f64) -> Vec<SegmentOut> {
        let mut out = Vec::new();
        for (k, line) in self.lines.iter().enumerate() {
            if line.words.is_empty() {
                continue;
            }
            let Some(laid) = &self.laid[k] else {
                out.push(segment(k, line, Held::Same, 0..line.words.len()));
                continue;
            };
            let Some(cuts) = self.cuts(k, laid, split_gap, min_gutter) else {
                out.push(segment(k, line, Held::All, 0..line.words.len()));
                continue;
            };
            let ends = cuts.iter().skip(1).copied().chain([laid.by_x.len()]);
            for (start, end) in cuts.iter().copied().zip(ends) {
                let mut ids: Vec<i64> = laid.by_x[start..end].iter().map(|&i| line.words[i].id).collect();
                ids.sort_unstable();
                let held: Vec<usize> = (0..line.words.len()).filter(|&i| ids.binary_search(&line.words[i].id).is_ok()).collect();
                out.push(segment(k, line, Held::Some(held.clone()), held.into_iter()));
            }
        }
        out
    }

    /// Where line `k` is cut: the positions (in its words by x) that start a segment, or
    /// None when the line is one segment (most lines: no vector made for them).
    fn cuts(&self, k: usize, laid: &Laid, split_gap: f64, min_gutter: f64) -> Option<Vec<usize>> {
        let words = &self.lines[k].words;
        let by_x = |i: usize| &words[laid.by_x[i]];
        if laid.by_x.len() < 2 {
            return None;
        }
        let gap = |i: usize| by_x(i).x0 - by_x(i - 1).x1;
        let narrowest = pmin(split_gap, min_gutter);
        let smallest = (1..laid.by_x.len()).fold(by_x(0).size, |m, i| pmin(m, by_x(i).size));
        let widest = (2..laid.by_x.len()).fold(gap(1), |m, i| pmax(m, gap(i)));
        if narrowest > 0.0 && smallest > 0.0 && widest < narrowest * smallest {
            return None; // no gap reaches the narrower of the two cuts at the line's smallest size
        }
        let row = self.row_of[self.lines[k].alias];
        let mut cuts = vec![0];
        for i in 1..laid.by_x.len() {
            let (gap, size) = (gap(i), or_one(pmax(by_x(i - 1).size, by_x(i).size)));
            if gap > split_gap * size
                || (gap >= min_gutter * size && self.gutter(row, (by_x(i - 1).x1 + by_x(i).x0) / 2.0, min_gutter))
            {
                cuts.push(i);
            }
        }
        (cuts.len() > 1).then_some(cuts)
    }

    /// Whether the RIVER_LINES rows nearest above and below row `index` that reach across
    /// `x` (within RIVER_REACH line heights) all have a gap of `min_gutter` em there too,
    /// and RIVER_LINES of them at least.
    fn gutter(&self, index: usize, x: f64, min_gutter: f64) -> bool {
        let extent = |at: usize| self.laid[self.rows[at]].as_ref().expect("a row is laid").extent;
        let [_, top, _, bottom] = extent(index);
        let reach = RIVER_REACH * (bottom - top);
        let mut asked = 0;
        for step in [-1isize, 1] {
            let (mut found, mut i) = (0, index as isize + step);
            while i >= 0 && (i as usize) < self.rows.len() && found < RIVER_LINES {
                let [x0, y0, x1, y1] = extent(i as usize);
                if y1 < top - reach || y0 > bottom + reach {
                    break;
                }
                let middle = (y0 + y1) / 2.0;
                if x0 < x && x < x1 && !(top <= middle && middle <= bottom) {
                    found += 1;
                    if !self.open(self.rows[i as usize], x, min_gutter) {
                        return false;
                    }
                }
                i += step;
            }
            asked += found;
        }
        asked >= RIVER_LINES
    }

    /// Whether `x` falls in a gap of `min_gutter` em or more between two words of line
    /// `k` (by x): false when a word or a narrower space is there.
    fn open(&self, k: usize, x: f64, min_gutter: f64) -> bool {
        let words = &self.lines[k].words;
        let by_x = &self.laid[k].as_ref().expect("a row is laid").by_x;
        for pair in by_x.windows(2) {
            let (previous, word) = (&words[pair[0]], &words[pair[1]]);
            if previous.x1 <= x && x <= word.x0 {
                return word.x0 - previous.x1 >= min_gutter * or_one(pmax(previous.size, word.size));
            }
        }
        false
    }
}

/// Python's `size or 1.0`.
fn or_one(size: f64) -> f64 {
    if size == 0.0 {
        1.0
    } else {
        size
    }
}

/// A segment of line `k` holding `held` (`words`: their positions in the line, ascending;
/// one at least): the first of equals gives each side of the union, the size (the
/// largest) and the first glyph (the least).
fn segment(k: usize, line: &LineIn, held: Held, mut words: impl Iterator<Item = usize>) -> SegmentOut {
    let w = &line.words;
    let head = words.next().expect("a segment holds a word");
    let (mut bbox_from, mut size_from, mut first_from) = ([head; 4], head, head);
    for i in words {
        let [x0, y0, x1, y1] = &mut bbox_from;
        if w[i].x0 < w[*x0].x0 {
            *x0 = i;
        }
        if w[i].y0 < w[*y0].y0 {
            *y0 = i;
        }
        if w[i].x1 > w[*x1].x1 {
            *x1 = i;
        }
        if w[i].y1 > w[*y1].y1 {
            *y1 = i;
        }
        if w[i].size > w[size_from].size {
            size_from = i;
        }
        if w[i].first < w[first_from].first {
            first_from = i;
        }
    }
    SegmentOut { line: k, held, bbox_from, size_from, first_from }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(id: i64, x0: f64, x1: f64, y0: f64) -> WordBox {
        WordBox { x0, y0, x1, y1: y0 + 10.0, size: 10.0, id, first: id * 5 }
    }

    fn line(alias: usize, words: Vec<WordBox>) -> LineIn {
        LineIn { vertical: false, words, alias }
    }

    #[test]
    fn prose_stays_whole_and_a_wide_gap_cuts() {
        let prose = line(0, vec![word(0, 0.0, 40.0, 0.0), word(1, 43.0, 90.0, 0.0)]);
        let wide = line(1, vec![word(2, 0.0, 40.0, 20.0), word(3, 200.0, 240.0, 20.0)]);
        let out = Layout::new(vec![prose, wide]).segments(3.0, 1.0);
        assert_eq!(out.len(), 3);
        assert_eq!(out[0].held, Held::All);
        assert_eq!((out[1].held.clone(), out[2].held.clone()), (Held::Some(vec![0]), Held::Some(vec![1])));
        assert_eq!(out[0].bbox_from, [0, 0, 1, 0]);
    }

    #[test]
    fn a_narrow_gap_cuts_only_where_it_runs_down_the_page() {
        // three lines, each with a 15 pt gap (1.5 em) at x 100..115: a gutter
        let lines: Vec<LineIn> =
            (0..3).map(|k| line(k, vec![word(2 * k as i64, 0.0, 100.0, 12.0 * k as f64), word(2 * k as i64 + 1, 115.0, 200.0, 12.0 * k as f64)])).collect();
        assert_eq!(Layout::new(lines.clone()).segments(3.0, 1.0).len(), 6);
        // the line below has a word across the gap: no gutter for the middle line's
        // upper neighbour alone, so nothing is cut there
        let mut broken = lines;
        broken[2].words = vec![word(4, 0.0, 200.0, 24.0)];
        let out = Layout::new(broken).segments(3.0, 1.0);
        assert_eq!(out.iter().filter(|s| s.line == 1).count(), 1);
    }

    #[test]
    fn words_out_of_order_are_taken_by_x_and_ends_keep_the_first_of_equals() {
        let words = vec![word(0, 100.0, 140.0, 0.0), word(1, 0.0, 40.0, 0.0), word(2, 100.0, 120.0, 0.0)];
        let layout = Layout::new(vec![line(0, words)]);
        assert_eq!(layout.ends(&[false]), vec![(0, 1, 2)]);
        let out = layout.segments(3.0, 1.0);
        // 60 pt apart: cut between word 1 and the two at x 100, which stay in line order
        assert_eq!(out.iter().map(|s| s.held.clone()).collect::<Vec<_>>(), vec![Held::Some(vec![1]), Held::Some(vec![0, 2])]);
    }

    #[test]
    fn a_vertical_line_is_one_segment() {
        let mut column = line(0, vec![word(0, 0.0, 10.0, 0.0), word(1, 0.0, 10.0, 300.0)]);
        column.vertical = true;
        let out = Layout::new(vec![column]).segments(3.0, 1.0);
        assert_eq!(out, vec![SegmentOut { line: 0, held: Held::Same, bbox_from: [0, 0, 0, 1], size_from: 0, first_from: 0 }]);
    }
}
