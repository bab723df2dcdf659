//! The text export's flows (`crate::flows`): a page's blocks in reading order cut into
//! the runs pdftotext prints as one paragraph.

use super::guarded;
use crate::flows::{flow_starts as starts, Read};
use pyo3::prelude::*;

/// Where each run of `reading` starts (positions in it): `boxes` are the boxes of the
/// page's blocks and furniture (each (x0, y0, x1, y1)), `reading` the blocks in reading
/// order, each (its position among `boxes`, its font size, its angle); a block goes on
/// the run before it within `flow_gap` font sizes (`crate::flows`).
#[pyfunction]
pub(super) fn flow_starts(boxes: Vec<[f64; 4]>, reading: Vec<(usize, f64, f64)>, flow_gap: f64) -> PyResult<Vec<usize>> {
    let reading: Vec<Read> = reading.into_iter().map(|(at, size, angle)| Read { at, size, angle }).collect();
    if let Some(stray) = reading.iter().find(|r| r.at >= boxes.len()) {
        return Err(pyo3::exceptions::PyIndexError::new_err(format!("block {} is not among the {} boxes", stray.at, boxes.len())));
    }
    guarded(|| starts(&boxes, &reading, flow_gap))
}
