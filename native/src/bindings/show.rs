//! Showing text (Tj, TJ, ' and ", ISO 32000 §9.4.2): a show operator's glyphs measured
//! from its font's `Metrics` under the text state, made one `TextRun` and handed to the
//! device; the text matrix moved past them. No per-glyph object is made here: the run's
//! glyphs stay its `Shown`.

use super::executor::{Loop, Step};
use crate::glyphs::multiply;
use super::executor::Operand;
use super::runs::{Metrics, Shown};
use crate::content::measure::Spacing;
use super::state::GraphicsState;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

/// Past this, a run's positions (matrix times offsets, font metrics times size) are no
/// longer finite doubles: such a run is skipped. Numbers are bounded by the lexer
/// (`MAX_REAL`) but their products are not (cm after cm overflows).
const PLACEABLE: f64 = 1e300;

/// The glyphs one show operator paints under one state: its font, its glyphs measured
/// (`shown`: codes, origins along the baseline from the run's start, advances and box
/// widths, in text space), `matrix` from text space at the run's start to user space
/// (Tm x CTM), and the state they are painted in, as the device protocol gives them.
#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct TextRun {
    #[pyo3(get)]
    pub(super) font: PyObject,
    #[pyo3(get)]
    pub(super) shown: Py<Shown>,
    pub(super) matrix: [f64; 6],
    #[pyo3(get)]
    pub(super) size: f64,
    /// horizontal scaling (1 for a vertical font)
    #[pyo3(get)]
    pub(super) hscale: f64,
    #[pyo3(get)]
    pub(super) rise: f64,
    #[pyo3(get)]
    pub(super) render: i64,
    #[pyo3(get)]
    pub(super) fill: PyObject,
    #[pyo3(get)]
    pub(super) fill_space: PyObject,
    #[pyo3(get)]
    pub(super) stroke: PyObject,
    #[pyo3(get)]
    pub(super) stroke_space: PyObject,
    /// the clip's box in user space, or None
    #[pyo3(get)]
    pub(super) clip: PyObject,
    /// (fill, stroke) opacity, or None under a soft mask (how much shows is not known)
    #[pyo3(get)]
    pub(super) alphas: PyObject,
    /// hidden by optional content
    #[pyo3(get)]
    pub(super) hidden: bool,
    /// in an annotation's appearance
    #[pyo3(get)]
    pub(super) annotation: bool,
    /// (mcid, artifact, ActualText span or None, lang)
    #[pyo3(get)]
    pub(super) marked: PyObject,
    #[pyo3(get)]
    pub(super) stream: PyObject,
    #[pyo3(get)]
    pub(super) op: i64,
    /// paint order on the page, shared with images and paths
    #[pyo3(get)]
    pub(super) seq: i64,
    /// shown by a Type 3 glyph's procedure (content/type3.py)
    #[pyo3(get)]
    pub(super) in_type3: bool,
}

#[pymethods]
impl TextRun {
    #[getter]
    fn matrix<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.matrix)
    }

    #[getter]
    fn codes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.shown.bind(py).borrow().run.codes())
    }

    #[getter]
    fn xs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.shown.bind(py).borrow().run.xs())
    }

    #[getter]
    fn advances<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.shown.bind(py).borrow().run.advances())
    }
}

fn placeable(matrix: &[f64; 6], x: f64, size: f64, rise: f64) -> bool {
    let [a, b, c, d, e, f] = *matrix;
    let reach = (a.abs() + b.abs() + c.abs() + d.abs()) * (x.abs() + size.abs() + rise.abs() + 1.0) + e.abs() + f.abs();
    reach < PLACEABLE // false for inf and NaN too
}

/// What a show operator shows: its operands as the loop read them (a TJ array's items,
/// or the one operand of Tj, ' and "), or a Python value to iterate (TJ of anything but
/// an array: what iterating it gives, or wrong operands when it cannot be iterated).
pub(super) enum Shows<'a, 'py> {
    Items(&'a [Operand]),
    Python(&'a Bound<'py, PyAny>),
}

impl<'py> Loop<'py> {
    /// One show operator: `items` its strings (and TJ displacements).
    pub(super) fn show(&mut self, items: Shows<'_, 'py>) -> Step<()> {
        let py = self.py;
        let gs = self.gs()?;
        let mut font = gs.borrow().font.clone_ref(py).into_bound(py);
        if font.is_none() {
            font = self.interp.call_method0(intern!(py, "_no_font"))?;
        }
        let facts = self.fonts.of(&font);
        let (vertical, metrics) = (facts.vertical(py)?, facts.metrics(py)?);
        let (size, hscale, char_spacing, word_spacing, rise) = {
            let state = gs.borrow();
            (state.font_size, if vertical { 1.0 } else { state.hscale }, state.char_spacing, state.word_spacing, state.rise)
        };
        // No string shows more codes than the page may still hold (a code is at most 4 bytes).
        let glyphs = self.counters()?.glyphs;
        let budget = self.max_glyphs.saturating_sub(glyphs);
        let mut metrics = metrics.downcast::<Metrics>().map_err(PyErr::from)?.borrow_mut();
        let (shown, x) = match items {
            Shows::Items(items) => {
                metrics.measure_items(&font, items.iter().map(Operand::item), Spacing { size, hscale, char_spacing, word_spacing, sign: 1.0 }, budget)?
            }
            Shows::Python(items) => metrics.measure(&font, items, size, hscale, char_spacing, word_spacing, budget)?,
        };
        drop(metrics);
        let shown = Bound::new(py, shown)?;
        let mut count = shown.borrow().run.len();
        if count > 0 && self.add_glyphs(count)? > self.max_glyphs {
            // it sets the count: what the loop moved goes first, and the count is read again
            self.counted_by(|run| run.interp.call_method1(intern!(py, "_glyph_limit"), (&shown, budget)))?;
            count = shown.borrow().run.len();
        }
        let mut matrix = [0.0; 6];
        if count > 0 {
            matrix = multiply(&self.tm()?, &self.ctm()?);
            if !placeable(&matrix, x, size, rise) {
                self.interp.call_method0(intern!(py, "_unplaceable"))?;
                count = 0;
            }
        }
        if count > 0 {
            self.paint(&gs, &font, shown.unbind(), matrix, size, hscale, rise)?;
        }
        self.advance(x, vertical)
    }

    /// The run made and handed to the device; a Type 3 font's procedures run for it.
    #[allow(clippy::too_many_arguments)]
    fn paint(&mut self, gs: &Bound<'py, GraphicsState>, font: &Bound<'py, PyAny>, shown: Py<Shown>, matrix: [f64; 6],
             size: f64, hscale: f64, rise: f64) -> Step<()> {
        let (py, interp) = (self.py, self.interp.clone());
        let seq = self.next_seq()?;
        let state = gs.borrow();
        let render = state.render;
        let alphas = if state.soft_mask {
            py.None()
        } else {
            PyTuple::new(py, [state.fill_alpha, state.stroke_alpha])?.into_any().unbind()
        };
        let context = self.context()?;
        let (hidden_depth, in_type3, annotation) = (context.hidden_depth, context.type3_depth > 0, context.annotation);
        let (marked, stream, device) = (context.marked.clone_ref(py), context.stream.clone_ref(py), context.device.clone_ref(py));
        let hidden = hidden_depth > 0;
        let run = TextRun {
            font: font.clone().unbind(), shown, matrix, size, hscale, rise, render,
            fill: state.fill.clone_ref(py), fill_space: state.fill_space.clone_ref(py),
            stroke: state.stroke.clone_ref(py), stroke_space: state.stroke_space.clone_ref(py),
            clip: state.clip.clone_ref(py), alphas, hidden,
            annotation, marked, stream, op: self.op_index, seq, in_type3,
        };
        drop(state);
        if render >= 4 {
            interp.getattr(intern!(py, "clip_runs"))?.call_method1(intern!(py, "append"), (seq,))?;
        }
        if render != 3 && render != 7 {
            self.through_text_clip(hidden_depth)?;
        }
        let run = Bound::new(py, run)?;
        device.bind(py).call_method1(intern!(py, "text_run"), (&run,))?;
        if !self.fonts.of(font).type3(py)?.is_none() {
            let run = run.get();
            let (codes, xs, matrix) = (run.codes(py)?, run.xs(py)?, PyTuple::new(py, matrix)?);
            self.handing(|| interp.call_method1(intern!(py, "_type3"), (font, codes, xs, matrix)))?;
        }
        Ok(())
    }

    /// The text matrix moved past the run, unless it was placed nowhere (the next one
    /// is judged alone).
    fn advance(&mut self, x: f64, vertical: bool) -> Step<()> {
        if !(-PLACEABLE < x && x < PLACEABLE) {
            return Ok(());
        }
        let [a, b, c, d, e, f] = self.tm()?;
        self.set_tm(if vertical { [a, b, c, d, x * c + e, x * d + f] } else { [a, b, c, d, x * a + e, x * b + f] })
    }
}
