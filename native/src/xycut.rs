//! A page's blocks in reading order: the recursive XY-cut (Nagy and Seth, 1984) over
//! their boxes, with the producer's order kept as evidence where it reads as a plausible
//! order (`order::precedence_order`). The rules and their reasons are the order stage's
//! (`pdftk_text/order/evidence.py`); this module carries them out over plain data and
//! answers in block positions, with the confidence before it is rounded.

use crate::order::{precedence_order, Placed};
use crate::words::{fcmp as cmp, pmax, pmin};

/// Blocks the cuts may visit on one page, all regions together; past this, what is left
/// is read in content order.
pub const MAX_WORK: usize = 1_000_000;
/// Blocks a page may have for the precedences to be weighed pair by pair.
pub const MAX_EVIDENCE: usize = 400;

/// A block as the cuts see it: its box and size (as the precedences see it) and its
/// first glyph (content order).
#[derive(Clone, Copy, Debug)]
pub struct Block {
    pub at: Placed,
    pub first: i64,
}

/// The order stage's tolerances the cuts read.
#[derive(Clone, Copy, Debug)]
pub struct CutTolerances {
    pub min_gutter: f64,
    pub column_height: f64,
    pub link_size_ratio: f64,
    pub safe_gutter: f64,
    pub content_moves: f64,
}

/// (positions in reading order, confidence before rounding, whether MAX_WORK was
/// reached): the cuts' order, or with `evidence` the content order sorted under the
/// precedences when that moves few enough blocks.
pub fn reading_order(blocks: &[Block], rtl: bool, t: &CutTolerances, evidence: bool) -> (Vec<usize>, f64, bool) {
    let (geometric, gutters, limited) = cut_order(blocks, rtl, t);
    if !evidence || limited || blocks.len() < 2 || blocks.len() > MAX_EVIDENCE {
        let confidence = confidence(blocks, &geometric, &gutters, t);
        return (geometric, confidence, limited);
    }
    let content = by_first(blocks, (0..blocks.len()).collect());
    let placed: Vec<Placed> = content.iter().map(|&b| blocks[b].at).collect();
    let kept: Vec<usize> = precedence_order(&placed, rtl).into_iter().map(|i| content[i]).collect();
    if moved(blocks, &kept) as f64 > t.content_moves * blocks.len() as f64 {
        let confidence = confidence(blocks, &geometric, &gutters, t);
        return (geometric, confidence, limited);
    }
    let confidence = confidence(blocks, &kept, &gutters, t);
    (kept, confidence, limited)
}

fn by_first(blocks: &[Block], mut region: Vec<usize>) -> Vec<usize> {
    region.sort_by_key(|&b| blocks[b].first);
    region
}

/// A region to cut, and whether it is a column set bands were joined into.
type Region = (Vec<usize>, bool);

/// (positions in the cuts' order, the column gutters cut in em, whether MAX_WORK was reached).
fn cut_order(blocks: &[Block], rtl: bool, t: &CutTolerances) -> (Vec<usize>, Vec<f64>, bool) {
    let (mut ordered, mut gutters) = (Vec::with_capacity(blocks.len()), Vec::new());
    let mut stack: Vec<Region> = if blocks.is_empty() { Vec::new() } else { vec![(by_first(blocks, (0..blocks.len()).collect()), false)] };
    let mut work = 0usize;
    while let Some((region, columns)) = stack.pop() {
        if region.len() == 1 {
            ordered.push(region[0]);
            continue;
        }
        work += region.len();
        if work > MAX_WORK {
            let rest: Vec<usize> = region.into_iter().chain(stack.into_iter().flat_map(|(part, _)| part)).collect();
            ordered.extend(by_first(blocks, rest));
            return (ordered, gutters, true);
        }
        match cut(blocks, &region, columns, rtl, t) {
            None => ordered.extend(region), // nothing separates them: content order
            Some((parts, gutter)) => {
                gutters.extend(gutter);
                stack.extend(parts.into_iter().rev());
            }
        }
    }
    (ordered, gutters, false)
}

/// The confidence of an order (before rounding to three decimals).
fn confidence(blocks: &[Block], ordered: &[usize], gutters: &[f64], t: &CutTolerances) -> f64 {
    let span = t.safe_gutter - t.min_gutter;
    let factor = gutters.iter().map(|&g| 0.6 + 0.4 * pmin(1.0, pmax(0.0, (g - t.min_gutter) / span))).reduce(pmin).unwrap_or(1.0);
    let pairs = ordered.len().saturating_sub(1);
    let agree = if pairs > 0 {
        ordered.windows(2).filter(|w| blocks[w[0]].first < blocks[w[1]].first).count() as f64 / pairs as f64
    } else {
        1.0
    };
    factor * (0.75 + 0.25 * agree)
}

/// The parts of a region in reading order and the vertical gap cut in em (None for
/// bands), or None when nothing separates its blocks.
fn cut(blocks: &[Block], region: &[usize], columns: bool, rtl: bool, t: &CutTolerances) -> Option<(Vec<Region>, Option<f64>)> {
    let em = median_size(blocks, region);
    let (gap, at) = widest_gap(blocks, region);
    let mut vertical = None;
    if gap >= t.min_gutter * em {
        let at = at.unwrap_or(f64::NAN);
        let left: Vec<usize> = region.iter().copied().filter(|&b| blocks[b].at.x1 <= at).collect();
        let right: Vec<usize> = region.iter().copied().filter(|&b| blocks[b].at.x1 > at).collect();
        let tall = tall(blocks, &left, region, t) && tall(blocks, &right, region, t);
        let parts = if rtl { vec![(right, false), (left, false)] } else { vec![(left, false), (right, false)] };
        if columns || tall {
            return Some((parts, Some(gap / em)));
        }
        vertical = Some((parts, Some(gap / em)));
    }
    let bands = columns_continued(blocks, bands(blocks, region), t);
    if bands.len() > 1 {
        return Some((bands, None));
    }
    vertical
}

/// Python's `max(...) - min(...)` of the tops and bottoms of `part`.
fn extent(blocks: &[Block], part: &[usize]) -> f64 {
    let bottom = part.iter().map(|&b| blocks[b].at.y1).reduce(pmax).unwrap_or(f64::NAN);
    let top = part.iter().map(|&b| blocks[b].at.y0).reduce(pmin).unwrap_or(f64::NAN);
    bottom - top
}

fn tall(blocks: &[Block], part: &[usize], region: &[usize], t: &CutTolerances) -> bool {
    extent(blocks, part) >= t.column_height * extent(blocks, region)
}

/// Bands joined again where a column set goes on past a gap its other column ends above.
fn columns_continued(blocks: &[Block], bands: Vec<Vec<usize>>, t: &CutTolerances) -> Vec<Region> {
    let mut out: Vec<Region> = Vec::with_capacity(bands.len());
    for band in bands {
        match out.last_mut() {
            Some((above, joined)) if continues(blocks, above, &band, t) => {
                above.extend(band);
                *joined = true;
            }
            _ => out.push((band, false)),
        }
    }
    out
}

/// The band goes on with the column set above it: the set has gutters, the band crosses
/// none of them, and its text is the columns' size.
fn continues(blocks: &[Block], above: &[usize], band: &[usize], t: &CutTolerances) -> bool {
    let em = median_size(blocks, above);
    let middles: Vec<f64> = gaps(blocks, above).into_iter().filter(|(s, e)| e - s >= t.min_gutter * em).map(|(s, e)| (s + e) / 2.0).collect();
    if middles.is_empty() {
        return false;
    }
    if band.iter().any(|&b| middles.iter().any(|&m| blocks[b].at.x0 < m && m < blocks[b].at.x1)) {
        return false;
    }
    let size = median_size(blocks, band);
    pmax(size, em) <= t.link_size_ratio * pmin(size, em)
}

/// The median of the blocks' sizes (1.0 for a zero).
fn median_size(blocks: &[Block], region: &[usize]) -> f64 {
    let mut sizes: Vec<f64> = region.iter().map(|&b| blocks[b].at.size).collect();
    sizes.sort_by(|a, b| cmp(*a, *b));
    let median = sizes.get(sizes.len() / 2).copied().unwrap_or(0.0);
    if median == 0.0 { 1.0 } else { median }
}

/// The gaps (start, end) in the projection of the boxes on the x axis.
fn gaps(blocks: &[Block], region: &[usize]) -> Vec<(f64, f64)> {
    let mut spans: Vec<(f64, f64)> = region.iter().map(|&b| (blocks[b].at.x0, blocks[b].at.x1)).collect();
    spans.sort_by(|a, b| cmp(a.0, b.0).then(cmp(a.1, b.1)));
    let mut out = Vec::new();
    let Some(&(_, mut reach)) = spans.first() else { return out };
    for &(start, end) in &spans[1..] {
        if start > reach {
            out.push((reach, start));
        }
        reach = pmax(reach, end);
    }
    out
}

/// (width, position) of the widest gap in the projection of the boxes on the x axis.
fn widest_gap(blocks: &[Block], region: &[usize]) -> (f64, Option<f64>) {
    let (mut best, mut at) = (0.0, None);
    for (start, end) in gaps(blocks, region) {
        if end - start > best {
            (best, at) = (end - start, Some(start));
        }
    }
    (best, at)
}

/// The region's bands: blocks grouped top to bottom where no block spans the gap
/// between, each band in content order.
fn bands(blocks: &[Block], region: &[usize]) -> Vec<Vec<usize>> {
    let mut ordered = region.to_vec();
    ordered.sort_by(|&a, &b| cmp(blocks[a].at.y0, blocks[b].at.y0).then(blocks[a].first.cmp(&blocks[b].first)));
    let mut ordered = ordered.into_iter();
    let Some(head) = ordered.next() else { return Vec::new() };
    let (mut bands, mut reach) = (vec![vec![head]], blocks[head].at.y1);
    for b in ordered {
        if blocks[b].at.y0 > reach {
            bands.push(Vec::new());
        }
        bands.last_mut().expect("a band is open").push(b);
        reach = pmax(reach, blocks[b].at.y1);
    }
    bands.into_iter().map(|band| by_first(blocks, band)).collect()
}

/// Blocks out of content order: the length less the longest rising run of first glyphs.
fn moved(blocks: &[Block], ordered: &[usize]) -> usize {
    let mut tails: Vec<i64> = Vec::new();
    for &b in ordered {
        let first = blocks[b].first;
        let k = tails.partition_point(|&t| t < first);
        if k == tails.len() {
            tails.push(first);
        } else {
            tails[k] = first;
        }
    }
    ordered.len() - tails.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: CutTolerances = CutTolerances { min_gutter: 1.0, column_height: 0.5, link_size_ratio: 1.15, safe_gutter: 2.5, content_moves: 0.25 };

    fn block(x0: f64, y0: f64, x1: f64, y1: f64, first: i64) -> Block {
        Block { at: Placed { x0, y0, x1, y1, size: 10.0 }, first }
    }

    /// Two columns of two paragraphs each, under a full-width heading, drawn in `firsts` order.
    fn page(firsts: [i64; 5]) -> Vec<Block> {
        vec![
            block(72.0, 50.0, 540.0, 70.0, firsts[0]),
            block(72.0, 100.0, 290.0, 300.0, firsts[1]),
            block(72.0, 320.0, 290.0, 700.0, firsts[2]),
            block(320.0, 100.0, 540.0, 400.0, firsts[3]),
            block(320.0, 420.0, 540.0, 700.0, firsts[4]),
        ]
    }

    #[test]
    fn columns_are_cut_and_read_one_after_the_other() {
        // the cuts alone, the columns' tops drawn one after the other
        let (order, confidence, limited) = reading_order(&page([0, 10, 30, 20, 40]), false, &T, false);
        assert_eq!(order, vec![0, 1, 2, 3, 4]);
        assert!(!limited);
        // a gutter of 3 em is safe; one pair of neighbours of four read against content order
        assert_eq!(confidence, 0.75 + 0.25 * 0.75);
        let (order, _, _) = reading_order(&page([0, 10, 30, 20, 40]), true, &T, false);
        assert_eq!(order, vec![0, 3, 4, 1, 2]);
    }

    #[test]
    fn the_content_order_is_kept_where_no_precedence_says_otherwise() {
        // the right column's top drawn before the left column's bottom: neither precedes
        // the other (they share no width and stand on no one band), so drawn order stays
        let (order, _, _) = reading_order(&page([0, 10, 30, 20, 40]), false, &T, true);
        assert_eq!(order, vec![0, 1, 3, 2, 4]);
    }

    #[test]
    fn a_plausible_content_order_is_kept_where_the_cuts_would_move_a_block() {
        // a heading drawn last: the precedences put it first, the rest as drawn
        let (order, _, _) = reading_order(&page([50, 10, 20, 30, 40]), false, &T, true);
        assert_eq!(order, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn the_work_is_bounded() {
        // a row of thousands of columns, each peeled off one at a time
        let blocks: Vec<Block> = (0..1500).map(|i| block(20.0 * i as f64, 0.0, 20.0 * i as f64 + 5.0, 10.0 + i as f64, i)).collect();
        let (order, _, limited) = reading_order(&blocks, false, &T, false);
        assert!(limited);
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..1500).collect::<Vec<_>>());
    }
}
