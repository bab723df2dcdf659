//! `GraphicsState`: what `q` saves and `Q` restores (ISO 32000 §8.4, the text state
//! §9.3), held natively so that the interpreter's loop reads and sets it without asking
//! Python (executor.rs carries out q, Q, cm, the device colour operators, Tf of a font
//! already loaded, and the text state). The interpreter's Python side reads and sets
//! the same fields by name, as it did on the slotted class this replaces. The text
//! matrices are not part of it: they are not saved by `q`.

use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

pub(super) const IDENTITY: [f64; 6] = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

#[pyclass(module = "pdftk_text._core")]
pub(super) struct GraphicsState {
    pub(super) ctm: [f64; 6],
    /// bounding box of the clip in page user space, or None
    #[pyo3(get, set)]
    pub(super) clip: PyObject,
    #[pyo3(get, set)]
    pub(super) fill_space: PyObject,
    #[pyo3(get, set)]
    pub(super) fill: PyObject,
    /// components of the fill space
    #[pyo3(get, set)]
    pub(super) fill_n: i64,
    #[pyo3(get, set)]
    pub(super) stroke_space: PyObject,
    #[pyo3(get, set)]
    pub(super) stroke: PyObject,
    #[pyo3(get, set)]
    pub(super) stroke_n: i64,
    #[pyo3(get, set)]
    pub(super) font: PyObject,
    #[pyo3(get, set)]
    pub(super) font_size: f64,
    #[pyo3(get, set)]
    pub(super) char_spacing: f64,
    #[pyo3(get, set)]
    pub(super) word_spacing: f64,
    /// Tz / 100
    #[pyo3(get, set)]
    pub(super) hscale: f64,
    #[pyo3(get, set)]
    pub(super) leading: f64,
    #[pyo3(get, set)]
    pub(super) render: i64,
    #[pyo3(get, set)]
    pub(super) rise: f64,
    /// /ca
    #[pyo3(get, set)]
    pub(super) fill_alpha: f64,
    /// /CA
    #[pyo3(get, set)]
    pub(super) stroke_alpha: f64,
    #[pyo3(get, set)]
    pub(super) soft_mask: bool,
    /// the blend mode is Normal (or Compatible)
    #[pyo3(get, set)]
    pub(super) blend: bool,
    /// paint orders of the text runs the clip holds glyphs of (a tuple)
    #[pyo3(get, set)]
    pub(super) text_clip: PyObject,
}

impl GraphicsState {
    /// A copy of every field (a q's saved state).
    pub(super) fn copied(&self, py: Python<'_>) -> GraphicsState {
        GraphicsState {
            ctm: self.ctm,
            clip: self.clip.clone_ref(py),
            fill_space: self.fill_space.clone_ref(py),
            fill: self.fill.clone_ref(py),
            fill_n: self.fill_n,
            stroke_space: self.stroke_space.clone_ref(py),
            stroke: self.stroke.clone_ref(py),
            stroke_n: self.stroke_n,
            font: self.font.clone_ref(py),
            font_size: self.font_size,
            char_spacing: self.char_spacing,
            word_spacing: self.word_spacing,
            hscale: self.hscale,
            leading: self.leading,
            render: self.render,
            rise: self.rise,
            fill_alpha: self.fill_alpha,
            stroke_alpha: self.stroke_alpha,
            soft_mask: self.soft_mask,
            blend: self.blend,
            text_clip: self.text_clip.clone_ref(py),
        }
    }
}

#[pymethods]
impl GraphicsState {
    /// The initial state (§8.4.1): `ctm`, no clip or `clip`, black in DeviceGray, no font.
    #[new]
    #[pyo3(signature = (ctm = IDENTITY, clip = None))]
    fn new(py: Python<'_>, ctm: [f64; 6], clip: Option<PyObject>) -> PyResult<Self> {
        let gray = PyString::intern(py, "DeviceGray").into_any().unbind();
        let black = PyTuple::new(py, [0.0])?.into_any().unbind();
        Ok(GraphicsState {
            ctm,
            clip: clip.unwrap_or_else(|| py.None()),
            fill_space: gray.clone_ref(py),
            fill: black.clone_ref(py),
            fill_n: 1,
            stroke_space: gray,
            stroke: black,
            stroke_n: 1,
            font: py.None(),
            font_size: 0.0,
            char_spacing: 0.0,
            word_spacing: 0.0,
            hscale: 1.0,
            leading: 0.0,
            render: 0,
            rise: 0.0,
            fill_alpha: 1.0,
            stroke_alpha: 1.0,
            soft_mask: false,
            blend: true,
            text_clip: PyTuple::empty(py).into_any().unbind(),
        })
    }

    /// The current transformation matrix, a tuple of six numbers.
    #[getter]
    fn ctm<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.ctm)
    }

    #[setter]
    fn set_ctm(&mut self, ctm: [f64; 6]) {
        self.ctm = ctm;
    }

    fn copy(&self, py: Python<'_>) -> GraphicsState {
        self.copied(py)
    }
}
