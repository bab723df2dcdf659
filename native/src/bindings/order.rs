//! The order stage's precedence sort (`crate::order`), over the blocks' boxes and sizes.

use super::guarded;
use crate::order::{precedence_order as sorted, Placed};
use pyo3::prelude::*;

/// The positions of `blocks` -- (x0, y0, x1, y1, size) of each, in content order -- in
/// the order the reading precedences give (`rtl`: side by side, the right one first).
#[pyfunction]
pub(super) fn precedence_order(blocks: Vec<(f64, f64, f64, f64, f64)>, rtl: bool) -> PyResult<Vec<usize>> {
    let placed: Vec<Placed> = blocks.into_iter().map(|(x0, y0, x1, y1, size)| Placed { x0, y0, x1, y1, size }).collect();
    guarded(|| sorted(&placed, rtl))
}
