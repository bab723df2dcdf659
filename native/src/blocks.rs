//! Blocks: a page's segments joined top to bottom into paragraphs (`links`), the rows of
//! its grids read row by row, and lone pieces of a line put back after their line. The
//! rules are the order stage's (`pdftk_text/order/blocks.py` says why, and names the
//! tolerances); this module carries them out over plain data and answers in segment
//! positions.
//!
//! Grids: rows of two or more segments side by side on one baseline, apart by a gutter,
//! close below each other, with short cells, drawn row by row; up to `grid_spanning` rows
//! of one cell do not end one, and a line under one cell only, close below it and drawn
//! before the next cell, continues that cell. Pieces: a block of one segment goes back
//! after the line of a block of two or more on its baseline that was drawn last before
//! it, when that block's next line is drawn after it and nothing off the row between.

use crate::links::{links, LinkTolerances, Seg};
use crate::words::{fcmp as cmp, pmax, pmin};
use std::cmp::Ordering;

/// No table's row has more cells: a row of more is no grid row.
pub const MAX_CELLS: usize = 64;
/// Lines ending at or above a piece's middle looked at for its host, at most.
pub const NEAR_HOSTS: usize = 16;

/// A segment as the blocks see it: its geometry and facts (`Seg`) and its word count.
#[derive(Clone, Copy, Debug, Default)]
pub struct Piece {
    pub seg: Seg,
    pub words: usize,
}

/// The order stage's tolerances the blocks read.
#[derive(Clone, Copy, Debug)]
pub struct BlockTolerances {
    pub links: LinkTolerances,
    pub min_gutter: f64,
    pub grid_row_gap: f64,
    pub grid_spanning: usize,
    pub grid_rows: usize,
    pub grid_words: usize,
}

/// The page's blocks as lists of segment positions: the chained blocks (pieces put back)
/// then one block per grid row (its cells right to left on a right-to-left page), and
/// the pairs the links weighed. `last_glyph` gives a segment's last glyph, asked only
/// of the lines a piece may go back after.
pub fn blocks<E>(pieces: &[Piece], t: &BlockTolerances, rtl: bool, last_glyph: &mut dyn FnMut(usize) -> Result<i64, E>) -> Result<(Vec<Vec<usize>>, usize), E> {
    let rows = grid_rows(pieces, t);
    let mut gridded = vec![false; pieces.len()];
    for &s in rows.iter().flatten().flatten() {
        gridded[s] = true;
    }
    let grid_blocks = rows.into_iter().map(|row| {
        let cells: Vec<Vec<usize>> = if rtl { row.into_iter().rev().collect() } else { row };
        cells.into_iter().flatten().collect::<Vec<usize>>()
    });
    let mut ordered: Vec<usize> = (0..pieces.len()).filter(|&s| !gridded[s]).collect();
    ordered.sort_by(|&a, &b| by_top(&pieces[a].seg, &pieces[b].seg));
    let segs: Vec<Seg> = ordered.iter().map(|&s| pieces[s].seg).collect();
    let (next, weighed) = links(&segs, &t.links, rtl);
    let mut has_previous = vec![false; next.len()];
    for &j in next.iter().flatten() {
        has_previous[j] = true;
    }
    let mut chains = Vec::new();
    for start in 0..next.len() {
        if has_previous[start] {
            continue;
        }
        let (mut chain, mut at) = (vec![ordered[start]], start);
        // links go down the page: a chain never meets itself (bounded all the same)
        while let Some(j) = next[at].filter(|_| chain.len() <= next.len()) {
            chain.push(ordered[j]);
            at = j;
        }
        chains.push(chain);
    }
    let mut out = pieces_rejoined(pieces, chains, last_glyph)?;
    out.extend(grid_blocks);
    Ok((out, weighed))
}

/// Python's order of segments by (top, left edge, first glyph).
fn by_top(a: &Seg, b: &Seg) -> Ordering {
    cmp(a.y0, b.y0).then(cmp(a.x0, b.x0)).then(a.first.cmp(&b.first))
}

/// Whether two segments stand on one baseline: each one's middle within the other's height.
pub fn same_row(a: &Seg, b: &Seg) -> bool {
    b.y0 <= (a.y0 + a.y1) / 2.0 && (a.y0 + a.y1) / 2.0 <= b.y1 && a.y0 <= (b.y0 + b.y1) / 2.0 && (b.y0 + b.y1) / 2.0 <= a.y1
}

/// A grid row: its cells left to right, each its lines (segment positions) top to bottom.
type Row = Vec<Vec<usize>>;

/// The rows of the grids among the segments.
fn grid_rows(pieces: &[Piece], t: &BlockTolerances) -> Vec<Row> {
    let mut ordered: Vec<usize> = (0..pieces.len()).filter(|&s| !pieces[s].seg.vertical).collect();
    ordered.sort_by(|&a, &b| by_top(&pieces[a].seg, &pieces[b].seg));
    let (mut out, mut run, mut spanning): (Vec<Row>, Vec<Row>, usize) = (Vec::new(), Vec::new(), 0);
    for row in baseline_rows(pieces, &ordered) {
        if let Some(under) = run.last().and_then(|above| continues(pieces, above, &row, t)) {
            let above = run.last_mut().expect("a run holds a row");
            for (&segment, cell) in row.iter().zip(under) {
                above[cell].push(segment);
            }
            continue;
        }
        if run.last().is_some_and(|above| follows(pieces, above, &row, t)) {
            if cells(pieces, &row, t) {
                run.push(row.iter().map(|&s| vec![s]).collect());
                spanning = 0;
                continue;
            }
            if row.len() == 1 && spanning < t.grid_spanning {
                run.push(vec![vec![row[0]]]); // a row of one cell across the grid
                spanning += 1;
                continue;
            }
        }
        close(pieces, std::mem::take(&mut run), &mut out, t);
        if cells(pieces, &row, t) {
            run = vec![row.iter().map(|&s| vec![s]).collect()];
        }
        spanning = 0;
    }
    close(pieces, run, &mut out, t);
    out
}

/// Segments on one baseline grouped (each with the row's first), each row by left edge.
fn baseline_rows(pieces: &[Piece], ordered: &[usize]) -> Vec<Vec<usize>> {
    let mut rows: Vec<Vec<usize>> = Vec::new();
    for &s in ordered {
        match rows.last_mut() {
            Some(row) if same_row(&pieces[s].seg, &pieces[row[0]].seg) => row.push(s),
            _ => rows.push(vec![s]),
        }
    }
    for row in &mut rows {
        row.sort_by(|&a, &b| cmp(pieces[a].seg.x0, pieces[b].seg.x0).then(pieces[a].seg.first.cmp(&pieces[b].seg.first)));
    }
    rows
}

/// Two or more segments (MAX_CELLS at most) apart by at least a gutter.
fn cells(pieces: &[Piece], row: &[usize], t: &BlockTolerances) -> bool {
    (2..=MAX_CELLS).contains(&row.len())
        && row.windows(2).all(|pair| {
            let (left, right) = (&pieces[pair[0]].seg, &pieces[pair[1]].seg);
            #[allow(clippy::neg_cmp_op_on_partial_ord)] // a NaN gap is no narrow gap, as in Python
            let wide = !(right.x0 - left.x1 < t.min_gutter * pmax(left.size, right.size));
            wide
        })
}

/// The cell of `above` each of `row`'s segments continues, or None (see the module).
fn continues(pieces: &[Piece], above: &Row, row: &[usize], t: &BlockTolerances) -> Option<Vec<usize>> {
    if row.len() > above.len() {
        return None;
    }
    let mut out = Vec::with_capacity(row.len());
    for &s in row {
        let segment = &pieces[s].seg;
        let mut under = above.iter().enumerate().filter(|(_, cell)| {
            let head = &pieces[cell[0]].seg;
            pmin(segment.x1, head.x1) > pmax(segment.x0, head.x0)
        });
        let (i, cell) = under.next()?;
        if under.next().is_some() {
            return None;
        }
        let (head, last) = (&pieces[cell[0]].seg, &pieces[cell[cell.len() - 1]].seg);
        let size = pmax(segment.size, head.size);
        if segment.y0 - last.y1 > t.links.link_gap * size
            || segment.first < head.first
            || (i + 1 < above.len() && segment.first > pieces[above[i + 1][0]].seg.first)
        {
            return None;
        }
        out.push(i);
    }
    Some(out)
}

/// The union of the segments' boxes, as Python's min and max take it.
fn union(pieces: &[Piece], segments: impl Iterator<Item = usize>) -> [f64; 4] {
    let mut out: Option<[f64; 4]> = None;
    for s in segments {
        let g = &pieces[s].seg;
        out = Some(match out {
            None => [g.x0, g.y0, g.x1, g.y1],
            Some(u) => [pmin(u[0], g.x0), pmin(u[1], g.y0), pmax(u[2], g.x1), pmax(u[3], g.y1)],
        });
    }
    out.unwrap_or_default()
}

/// `row` is the next row of the grid whose last row is `above`: close below it, over it.
fn follows(pieces: &[Piece], above: &Row, row: &[usize], t: &BlockTolerances) -> bool {
    let top = union(pieces, above.iter().flatten().copied());
    let bottom = union(pieces, row.iter().copied());
    let size = above.iter().flatten().chain(row).map(|&s| pieces[s].seg.size).reduce(pmax).unwrap_or(0.0);
    if bottom[1] - top[3] > t.grid_row_gap * size {
        return false;
    }
    pmin(top[2], bottom[2]) > pmax(top[0], bottom[0])
}

/// A run of rows made a grid (its rows added to `out`) when it ends in a row of cells,
/// has `grid_rows` rows of cells, short ones, and was drawn row by row.
fn close(pieces: &[Piece], mut run: Vec<Row>, out: &mut Vec<Row>, t: &BlockTolerances) {
    while run.last().is_some_and(|row| row.len() == 1) {
        run.pop();
    }
    let rows: Vec<Vec<usize>> = run.iter().map(|row| row.iter().flatten().copied().collect()).collect();
    let celled: Vec<&Vec<usize>> = rows.iter().zip(&run).filter(|(_, row)| row.len() > 1).map(|(segments, _)| segments).collect();
    if celled.is_empty() || celled.len() < t.grid_rows {
        return;
    }
    let mut words: Vec<usize> = celled.iter().flat_map(|row| row.iter().map(|&s| pieces[s].words)).collect();
    words.sort_unstable();
    let mut narrowest: Vec<f64> = celled
        .iter()
        .map(|row| row.iter().map(|&s| (pieces[s].seg.x1 - pieces[s].seg.x0) / pieces[s].seg.size).reduce(pmin).unwrap_or(0.0))
        .collect();
    narrowest.sort_by(|a, b| cmp(*a, *b));
    let median = words[words.len() / 2];
    if median <= t.grid_words && (median == 1 || narrowest[celled.len() / 2] <= t.links.grid_width) && drawn_by_rows(pieces, &rows) {
        out.extend(run);
    }
}

/// Every row drawn after the row above it (content order).
fn drawn_by_rows(pieces: &[Piece], rows: &[Vec<usize>]) -> bool {
    let first = |s: &usize| pieces[*s].seg.first;
    rows.windows(2).all(|pair| pair[0].iter().map(first).max() < pair[1].iter().map(first).min())
}

/// Blocks with a lone piece of a line put back after the rest of its line (see the module).
fn pieces_rejoined<E>(pieces: &[Piece], blocks: Vec<Vec<usize>>, last_glyph: &mut dyn FnMut(usize) -> Result<i64, E>) -> Result<Vec<Vec<usize>>, E> {
    let lone: Vec<usize> = (0..blocks.len()).filter(|&b| blocks[b].len() == 1 && !pieces[blocks[b][0]].seg.vertical).collect();
    if lone.is_empty() {
        return Ok(blocks);
    }
    // (top, block, index in it) of each line of a block of two or more
    let mut hosts: Vec<(f64, usize, usize)> =
        (0..blocks.len()).filter(|&b| blocks[b].len() > 1).flat_map(|b| (0..blocks[b].len()).map(move |i| (b, i))).map(|(b, i)| (pieces[blocks[b][i]].seg.y0, b, i)).collect();
    if hosts.is_empty() {
        return Ok(blocks);
    }
    hosts.sort_by(|a, b| cmp(a.0, b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let tops: Vec<f64> = hosts.iter().map(|h| h.0).collect();
    let mut drawn: Vec<(i64, usize)> = blocks.iter().flatten().map(|&s| (pieces[s].seg.first, s)).collect();
    drawn.sort_unstable();
    let mut after: Vec<Vec<usize>> = vec![Vec::new(); pieces.len()]; // per line: the pieces put back after it
    let mut gone = vec![false; blocks.len()];
    for &b in &lone {
        let piece = blocks[b][0];
        if let Some(line) = host(pieces, piece, &blocks, &hosts, &tops, &drawn, last_glyph)? {
            after[line].push(piece);
            gone[b] = true;
        }
    }
    if !gone.iter().any(|&g| g) {
        return Ok(blocks);
    }
    let mut out = Vec::with_capacity(blocks.len());
    for (b, block) in blocks.into_iter().enumerate() {
        if gone[b] {
            continue;
        }
        if !block.iter().any(|&s| !after[s].is_empty()) {
            out.push(block);
            continue;
        }
        let mut joined = Vec::with_capacity(block.len());
        for s in block {
            joined.push(s);
            let mut back = std::mem::take(&mut after[s]);
            back.sort_by_key(|&p| pieces[p].seg.first);
            joined.extend(back);
        }
        out.push(joined);
    }
    Ok(out)
}

/// The line `piece` goes back after, or None.
#[allow(clippy::too_many_arguments)]
fn host<E>(
    pieces: &[Piece],
    piece: usize,
    blocks: &[Vec<usize>],
    hosts: &[(f64, usize, usize)],
    tops: &[f64],
    drawn: &[(i64, usize)],
    last_glyph: &mut dyn FnMut(usize) -> Result<i64, E>,
) -> Result<Option<usize>, E> {
    let p = &pieces[piece].seg;
    let middle = (p.y0 + p.y1) / 2.0;
    let end = tops.partition_point(|&top| top <= middle);
    let (mut best, mut latest) = (None, -1i64);
    for &(_, b, index) in &hosts[end.saturating_sub(NEAR_HOSTS)..end] {
        let line = blocks[b][index];
        if !same_row(p, &pieces[line].seg) {
            continue;
        }
        let following = blocks[b].get(index + 1).map(|&s| pieces[s].seg.first);
        let last = last_glyph(line)?;
        if latest < last && last < p.first && following.is_none_or(|f| p.first < f) && drawn_with(pieces, line, last, p.first, drawn) {
            (best, latest) = (Some(line), last);
        }
    }
    Ok(best)
}

/// Whether every segment drawn after glyph `last` and before glyph `first` (at most
/// NEAR_HOSTS of them) stands on `line`'s row.
fn drawn_with(pieces: &[Piece], line: usize, last: i64, first: i64, drawn: &[(i64, usize)]) -> bool {
    let start = drawn.partition_point(|&(f, _)| f <= last);
    let stop = drawn.partition_point(|&(f, _)| f < first);
    let between = drawn.get(start..stop).unwrap_or(&[]);
    stop.saturating_sub(start) <= NEAR_HOSTS && between.iter().all(|&(_, s)| same_row(&pieces[s].seg, &pieces[line].seg))
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: BlockTolerances = BlockTolerances {
        links: LinkTolerances { link_gap: 0.6, link_size_ratio: 1.15, link_overlap: 0.3, row_width_ratio: 0.5, row_gap: 6.0, grid_width: 8.0 },
        min_gutter: 1.0,
        grid_row_gap: 3.0,
        grid_spanning: 3,
        grid_rows: 3,
        grid_words: 3,
    };

    /// A segment of 10 pt type at (x0, top) to x1, its first glyph `first`, of `words` words.
    fn piece(x0: f64, top: f64, x1: f64, first: i64, words: usize) -> Piece {
        Piece { seg: Seg { x0, y0: top, x1, y1: top + 10.0, size: 10.0, first, vertical: false, bold: false }, words }
    }

    fn run(pieces: &[Piece], rtl: bool) -> Vec<Vec<usize>> {
        let mut last = |s: usize| -> Result<i64, ()> { Ok(pieces[s].seg.first + 10) };
        blocks(pieces, &T, rtl, &mut last).unwrap().0
    }

    #[test]
    fn lines_of_a_paragraph_chain_into_one_block() {
        let page = [piece(72.0, 100.0, 500.0, 0, 9), piece(72.0, 112.0, 500.0, 100, 9), piece(72.0, 124.0, 300.0, 200, 5)];
        assert_eq!(run(&page, false), vec![vec![0, 1, 2]]);
    }

    #[test]
    fn a_table_drawn_row_by_row_is_read_row_by_row() {
        // three rows of two short cells, each row drawn after the one above
        let page: Vec<Piece> = (0..3)
            .flat_map(|r| [piece(72.0, 100.0 + 14.0 * r as f64, 110.0, 20 * r, 1), piece(300.0, 100.0 + 14.0 * r as f64, 330.0, 20 * r + 10, 1)])
            .collect();
        assert_eq!(run(&page, false), vec![vec![0, 1], vec![2, 3], vec![4, 5]]);
        assert_eq!(run(&page, true), vec![vec![1, 0], vec![3, 2], vec![5, 4]]);
    }

    #[test]
    fn the_same_cells_drawn_column_by_column_are_no_grid() {
        let page: Vec<Piece> = (0..3)
            .flat_map(|r| [piece(72.0, 100.0 + 14.0 * r as f64, 110.0, 10 * r, 1), piece(300.0, 100.0 + 14.0 * r as f64, 330.0, 100 + 10 * r, 1)])
            .collect();
        assert_eq!(run(&page, false), vec![vec![0, 2, 4], vec![1, 3, 5]]);
    }

    #[test]
    fn a_lone_piece_of_a_line_goes_back_after_it() {
        // two lines of a listing, the first's comment set far right and drawn after it
        let page = [piece(72.0, 100.0, 200.0, 0, 3), piece(400.0, 100.0, 460.0, 20, 2), piece(72.0, 112.0, 200.0, 40, 3)];
        assert_eq!(run(&page, false), vec![vec![0, 1, 2]]);
        // drawn after the next line: no part of the first
        let page = [piece(72.0, 100.0, 200.0, 0, 3), piece(400.0, 100.0, 460.0, 60, 2), piece(72.0, 112.0, 200.0, 30, 3)];
        assert_eq!(run(&page, false), vec![vec![0, 2], vec![1]]);
    }
}
