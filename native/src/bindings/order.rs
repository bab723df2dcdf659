//! The order stage's precedence sort (`crate::order`) and reading order (`crate::xycut`),
//! over the blocks' boxes, sizes and first glyphs.

use super::guarded;
use crate::order::{precedence_order as sorted, Placed};
use crate::xycut::{reading_order as order_of, Block, CutTolerances};
use pyo3::prelude::*;

/// The positions of `blocks` -- (x0, y0, x1, y1, size) of each, in content order -- in
/// the order the reading precedences give (`rtl`: side by side, the right one first).
#[pyfunction]
pub(super) fn precedence_order(blocks: Vec<(f64, f64, f64, f64, f64)>, rtl: bool) -> PyResult<Vec<usize>> {
    let placed: Vec<Placed> = blocks.into_iter().map(|(x0, y0, x1, y1, size)| Placed { x0, y0, x1, y1, size }).collect();
    guarded(|| sorted(&placed, rtl))
}

/// A page's blocks -- (x0, y0, x1, y1, size, first glyph) of each -- in reading order
/// (`crate::xycut`): (their positions, the order's confidence before rounding, whether
/// the cuts reached MAX_WORK). `evidence`: the content order kept where it is a plausible
/// order; else the cuts' order. `tolerances` the order stage's (min_gutter,
/// column_height, link_size_ratio, safe_gutter, content_moves).
#[pyfunction]
pub(super) fn reading_order(blocks: Vec<(f64, f64, f64, f64, f64, i64)>, rtl: bool, tolerances: (f64, f64, f64, f64, f64), evidence: bool) -> PyResult<(Vec<usize>, f64, bool)> {
    let blocks: Vec<Block> = blocks.into_iter().map(|(x0, y0, x1, y1, size, first)| Block { at: Placed { x0, y0, x1, y1, size }, first }).collect();
    let (min_gutter, column_height, link_size_ratio, safe_gutter, content_moves) = tolerances;
    let t = CutTolerances { min_gutter, column_height, link_size_ratio, safe_gutter, content_moves };
    guarded(|| order_of(&blocks, rtl, &t, evidence))
}
