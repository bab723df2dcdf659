//! The text export's flows (`crate::flows`): a page's blocks in reading order cut into
//! the runs pdftotext prints as one paragraph.

use super::guarded;
use super::segments::WordFieldError;
use crate::flows::{by_top, flow_starts as starts, Box4, Read};
use pyo3::prelude::*;
use pyo3::types::{PyFloat, PyInt, PyList, PySequence};

/// Integers up to this size read as doubles that Python's own comparisons and
/// differences of them agree with (the difference of two stays exact).
const EXACT: i64 = 1 << 52;

/// Where each run of `reading` starts (positions in it): `boxes` are the boxes of the
/// page's blocks and furniture (each a sequence of four numbers), `reading` the blocks in
/// reading order, each (its position among `boxes`, its font size, its angle); a block
/// goes on the run before it within `flow_gap` font sizes (`crate::flows`). Numbers are
/// floats, or integers within 2^52; anything else is a malformed record
/// (`WordFieldError`). `order`: the positions of `boxes` as Python sorts them by top,
/// asked for -- None returned -- only when a top is NaN.
#[pyfunction]
#[pyo3(signature = (boxes, reading, flow_gap, order=None))]
pub(super) fn flow_starts(boxes: &Bound<'_, PyList>, reading: &Bound<'_, PyList>, flow_gap: f64, order: Option<Vec<usize>>)
                          -> PyResult<Option<Vec<usize>>> {
    let boxes: Vec<Box4> = boxes.iter().map(|b| four(&b)).collect::<PyResult<_>>()?;
    let reading: Vec<Read> = reading.iter().map(|item| {
        let (at, size, angle): (usize, Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
        if at >= boxes.len() {
            return Err(pyo3::exceptions::PyIndexError::new_err(format!("block {at} is not among the {} boxes", boxes.len())));
        }
        Ok(Read { at, size: number(&size, "a size")?, angle: number(&angle, "an angle")? })
    }).collect::<PyResult<_>>()?;
    let order = match order.or_else(|| by_top(&boxes)) {
        Some(order) if order.len() == boxes.len() && order.iter().all(|&i| i < boxes.len()) => order,
        Some(_) => return Err(pyo3::exceptions::PyValueError::new_err("the order is no order of the boxes")),
        None => return Ok(None),
    };
    guarded(|| starts(&boxes, &order, &reading, flow_gap)).map(Some)
}

/// A block's box: a sequence of four numbers.
fn four(value: &Bound<'_, PyAny>) -> PyResult<Box4> {
    let malformed = || WordFieldError::new_err("a block record's \"bbox\" is not four numbers");
    let sequence = value.downcast::<PySequence>().map_err(|_| malformed())?;
    if value.is_instance_of::<pyo3::types::PyString>() || sequence.len()? != 4 {
        return Err(malformed());
    }
    let mut out = [0.0; 4];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = number(&sequence.get_item(i)?, "a \"bbox\" side").map_err(|_| malformed())?;
    }
    Ok(out)
}

/// A float, or an integer (a bool is one) within `EXACT`, as a double.
fn number(value: &Bound<'_, PyAny>, what: &str) -> PyResult<f64> {
    if let Ok(float) = value.downcast::<PyFloat>() {
        return Ok(float.value());
    }
    if value.is_instance_of::<PyInt>() {
        if let Ok(whole) = value.extract::<i64>() {
            if (-EXACT..=EXACT).contains(&whole) {
                return Ok(whole as f64);
            }
        }
    }
    Err(WordFieldError::new_err(format!("a block record's first word has {what} that is no number the writer reads")))
}
