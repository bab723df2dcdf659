//! A CMap's code space as the font layer holds it (`CodeSpace`): made once per CMap from
//! its ranges, asked to split a composite font's strings (by the core's `Metrics`, and
//! by Python) and whether a code lies in it.

use crate::content::codespace::{self, Range};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct CodeSpace {
    pub(super) space: codespace::CodeSpace,
}

#[pymethods]
impl CodeSpace {
    /// `ranges`: (low, high) bounds of each range, bytes of one length, 1 to 4.
    #[new]
    fn new(ranges: Vec<(Bound<'_, PyBytes>, Bound<'_, PyBytes>)>) -> PyResult<Self> {
        let mut given = Vec::with_capacity(ranges.len());
        for (low, high) in ranges {
            let (low, high) = (low.as_bytes().to_vec(), high.as_bytes().to_vec());
            if !(1..=4).contains(&low.len()) || low.len() != high.len() {
                return Err(PyValueError::new_err("codespace bounds must have the same length, 1 to 4 bytes"));
            }
            given.push(Range { low, high });
        }
        Ok(CodeSpace { space: codespace::CodeSpace::new(given) })
    }

    /// (code, byte count) for each code of `data`, in order.
    fn split(&self, data: &[u8]) -> Vec<(u32, usize)> {
        let mut out = Vec::new();
        self.space.split(data, &mut out);
        out
    }

    /// Whether `code`, written on `nbytes` bytes, lies in a range (False for a code or a
    /// count that is no such number).
    fn valid(&self, code: &Bound<'_, PyAny>, nbytes: &Bound<'_, PyAny>) -> bool {
        match (code.extract::<u64>(), nbytes.extract::<usize>()) {
            (Ok(code), Ok(nbytes)) => self.space.valid(code, nbytes),
            _ => false,
        }
    }
}
