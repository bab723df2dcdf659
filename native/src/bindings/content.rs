//! `ContentOps`: a content stream's operators, each with its operands as Python values
//! (float, str for names, bytes for strings, list, dict, bool, None), for the
//! interpreter's loop; the lexer and the bounds are `content`'s.

use super::guarded;
use crate::content::lexer::{MAX_OPERANDS, MAX_REAL};
use crate::content::operands::{Builder, Event, Machine, BIG_ARRAY, MAX_ARRAY_ITEMS, MAX_NESTING, MAX_PENDING};
use crate::fxhash::FxMap as HashMap;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyFloat, PyList, PyString};

/// Keywords kept as one bytes object each (a stream's operators are few).
const WORDS_KEPT: usize = 256;

/// A stream's keywords as bytes objects, each made once (up to `WORDS_KEPT` of them).
#[derive(Default)]
pub(super) struct Keywords(HashMap<Vec<u8>, Py<PyBytes>>);

impl Keywords {
    pub(super) fn get(&mut self, py: Python<'_>, word: &[u8]) -> Py<PyBytes> {
        if let Some(kept) = self.0.get(word) {
            return kept.clone_ref(py);
        }
        let made = PyBytes::new(py, word).unbind();
        if self.0.len() < WORDS_KEPT {
            self.0.insert(word.to_vec(), made.clone_ref(py));
        }
        made
    }
}

/// Builds the Python values handlers take.
pub(super) struct Objects<'py> {
    pub(super) py: Python<'py>,
}

impl Builder for Objects<'_> {
    type Value = PyObject;
    fn number(&mut self, value: f64) -> PyObject {
        PyFloat::new(self.py, value).into_any().unbind()
    }
    fn name(&mut self, bytes: &[u8]) -> PyObject {
        // latin-1 keeps every byte of a name
        let text: String = bytes.iter().map(|&b| char::from(b)).collect();
        PyString::new(self.py, &text).into_any().unbind()
    }
    fn string(&mut self, bytes: Vec<u8>) -> PyObject {
        PyBytes::new(self.py, &bytes).into_any().unbind()
    }
    fn boolean(&mut self, value: bool) -> PyObject {
        PyBool::new(self.py, value).to_owned().into_any().unbind()
    }
    fn null(&mut self) -> PyObject {
        self.py.None()
    }
    fn array(&mut self, items: Vec<PyObject>) -> PyObject {
        PyList::new(self.py, items).map_or_else(|_| self.py.None(), |list| list.into_any().unbind())
    }
    fn dictionary(&mut self, items: Vec<PyObject>) -> PyObject {
        let dict = PyDict::new(self.py);
        let mut items = items.into_iter();
        while let (Some(key), Some(value)) = (items.next(), items.next()) {
            if key.bind(self.py).is_instance_of::<PyString>() {
                let _ = dict.set_item(key, value);
            }
        }
        dict.into_any().unbind()
    }
}

/// Iterates `(keyword, operands)` for each operator of `data` from `pos`, and
/// `(None, note)` where a bound was reached (0: operands piled up, 1: openings nested too
/// deep, 2: a big array cut); `end` is where the last keyword ended, `at` where its
/// token began. `longest`: bytes a
/// string may keep (what the page may still show).
#[pyclass(module = "pdftk_text._core")]
pub(super) struct ContentOps {
    data: Py<PyBytes>,
    machine: Machine<PyObject>,
    words: Keywords,
    #[pyo3(get)]
    end: usize,
}

#[pymethods]
impl ContentOps {
    #[new]
    fn new(data: Bound<'_, PyBytes>, pos: usize, longest: usize) -> Self {
        ContentOps { data: data.unbind(), machine: Machine::new(pos, longest), words: Keywords::default(), end: pos }
    }

    /// Where the last operator's token began: the end of the token before it.
    #[getter]
    fn at(&self) -> usize {
        self.machine.at
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<(PyObject, PyObject)>> {
        let data = self.data.bind(py).as_bytes();
        let machine = &mut self.machine;
        let event = guarded(|| machine.next(data, &mut Objects { py }))?;
        Ok(match event {
            None => None,
            Some(Event::Note(note)) => Some((py.None(), (note as u8).into_pyobject(py)?.into_any().unbind())),
            Some(Event::Operator(start, end, operands)) => {
                self.end = end;
                let word = self.words.get(py, &data[start..end]);
                Some((word.into_any(), PyList::new(py, operands)?.into_any().unbind()))
            }
        })
    }
}

/// The lexer's bounds, as module constants (the tests and the diagnostics name them).
pub(super) fn add_bounds(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MAX_OPERANDS", MAX_OPERANDS)?;
    m.add("MAX_PENDING", MAX_PENDING)?;
    m.add("MAX_ARRAY_ITEMS", MAX_ARRAY_ITEMS)?;
    m.add("MAX_NESTING", MAX_NESTING)?;
    m.add("BIG_ARRAY", BIG_ARRAY)?;
    m.add("MAX_REAL", MAX_REAL)
}
