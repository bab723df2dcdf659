//! Values written into JSON lines the way orjson writes them, for the core's writers of
//! records (`glyph_json`, `word_json`): what `crate::json` writes itself, anything else
//! asked of `dumps` (orjson's), and an object's bytes asked once by its address.

use crate::fxhash::FxMap as HashMap;
use crate::json::{self, Recent};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyFloat, PyString};

/// The bytes `dumps` gives `value`.
pub(super) fn dumped<'py>(dumps: &Bound<'py, PyAny>, value: &Bound<'py, PyAny>) -> PyResult<Vec<u8>> {
    Ok(dumps.call1((value,))?.downcast_into::<PyBytes>()?.as_bytes().to_vec())
}

/// Bytes orjson gave for objects, by the object's address (the caller holds each object,
/// so an address stays its own while the lines are written).
#[derive(Default)]
pub(super) struct Dumped {
    arena: Vec<u8>,
    at: HashMap<usize, (usize, usize)>,
}

impl Dumped {
    /// Write `value` as `dumps` writes it: false, writing nothing, when `dumps` refuses it
    /// (the record's own dump then says why).
    pub(super) fn write(&mut self, out: &mut Vec<u8>, value: &Bound<'_, PyAny>, dumps: &Bound<'_, PyAny>) -> bool {
        let key = value.as_ptr() as usize;
        let (start, end) = match self.at.get(&key) {
            Some(&span) => span,
            None => {
                let Ok(bytes) = dumped(dumps, value) else { return false };
                let start = self.arena.len();
                self.arena.extend_from_slice(&bytes);
                self.at.insert(key, (start, self.arena.len()));
                (start, self.arena.len())
            }
        };
        out.extend_from_slice(&self.arena[start..end]);
        true
    }
}

/// Write the float `x` as `dumps` writes it (`numbers` keeps those written lately).
pub(super) fn float(out: &mut Vec<u8>, x: f64, numbers: &mut Recent, dumps: &Bound<'_, PyAny>) -> PyResult<()> {
    if !numbers.number(out, x) {
        out.extend_from_slice(&dumped(dumps, &PyFloat::new(dumps.py(), x))?);
    }
    Ok(())
}

/// Write a JSON array of the floats `values` as `dumps` writes it.
pub(super) fn floats(out: &mut Vec<u8>, values: &[f64], numbers: &mut Recent, dumps: &Bound<'_, PyAny>) -> PyResult<()> {
    out.push(b'[');
    for (i, &x) in values.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        float(out, x, numbers, dumps)?;
    }
    out.push(b']');
    Ok(())
}

/// Write the str `text` as `dumps` writes it.
pub(super) fn string(out: &mut Vec<u8>, text: &str, dumps: &Bound<'_, PyAny>) -> PyResult<()> {
    if !json::string(out, text) {
        out.extend_from_slice(&dumped(dumps, &PyString::new(dumps.py(), text))?);
    }
    Ok(())
}
