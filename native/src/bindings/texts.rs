//! What a page's text runs show (`shown_texts`): each run's glyphs' texts and mapping
//! sources, asked of its font's `Metrics` (or its ActualText span's), and how many glyphs
//! each font showed and left unmapped -- the glyph stage's first pass over a page's runs,
//! which tells whether the page is readable before any glyph is added.

use super::runs::Metrics;
use super::show::TextRun;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PySet, PyString, PyTuple};

/// Per run of `runs` (`TextRun`s), its glyphs' (texts, sources), or None for a run left
/// out (hidden by optional content, unless `keep_hidden`). A run inside an ActualText
/// span shows the span's text on the first glyph of the span's first run and nothing on
/// the others, each glyph's source `actualtext`. With them: {font: [glyphs shown outside
/// ActualText, of them unmapped]} and {font name: unmapped glyphs} of the fonts that are
/// not `unavailable` (extraction.cmap-unavailable said those), in the order first met.
#[pyfunction]
pub(super) fn shown_texts<'py>(runs: &Bound<'py, PyList>, keep_hidden: bool, actualtext: Bound<'py, PyString>)
                               -> PyResult<(Bound<'py, PyList>, Bound<'py, PyDict>, Bound<'py, PyDict>)> {
    let py = runs.py();
    let (shown, counts, unmapped, started) = (PyList::empty(py), PyDict::new(py), PyDict::new(py), PySet::empty(py)?);
    for run in runs.iter() {
        let run = run.downcast_into::<TextRun>()?;
        let run = run.get();
        if run.hidden && !keep_hidden {
            shown.append(py.None())?;
            continue;
        }
        let span = run.marked.bind(py).get_item(2)?;
        if !span.is_none() {
            shown.append(span_texts(&span, run, &started, &actualtext)?)?;
            continue;
        }
        let font = run.font.bind(py);
        let metrics = font.getattr(intern!(py, "metrics"))?;
        let (texts, sources, missing) = metrics.downcast::<Metrics>()?.borrow_mut().texts(font, run.shown.bind(py).borrow())?;
        let count = match counts.get_item(font)? {
            Some(count) => count.downcast_into::<PyList>()?,
            None => {
                let made = PyList::new(py, [0usize, 0])?;
                counts.set_item(font, &made)?;
                made
            }
        };
        count.set_item(0, count.get_item(0)?.extract::<usize>()? + sources.len())?;
        count.set_item(1, count.get_item(1)?.extract::<usize>()? + missing)?;
        if missing > 0 && !font.getattr(intern!(py, "unavailable"))?.is_truthy()? {
            let name = font.getattr(intern!(py, "name"))?;
            let before = unmapped.get_item(&name)?.map(|n| n.extract::<usize>()).transpose()?.unwrap_or(0);
            unmapped.set_item(name, before + missing)?;
        }
        shown.append(PyTuple::new(py, [texts.into_any(), sources.into_any()])?)?;
    }
    Ok((shown, counts, unmapped))
}

/// A run inside an ActualText span: the span's text on its first glyph when the span
/// starts here, nothing on the rest.
fn span_texts<'py>(span: &Bound<'py, PyAny>, run: &TextRun, started: &Bound<'py, PySet>, actualtext: &Bound<'py, PyString>)
                   -> PyResult<Bound<'py, PyTuple>> {
    let py = span.py();
    let (span_id, span_text) = (span.get_item(0)?, span.get_item(1)?);
    let count = run.shown.bind(py).borrow().run.len();
    let texts = PyList::new(py, std::iter::repeat_n(intern!(py, ""), count))?;
    if !started.contains(&span_id)? {
        started.add(span_id)?;
        texts.set_item(0, span_text)?;
    }
    let sources = PyList::new(py, std::iter::repeat_n(actualtext, count))?;
    PyTuple::new(py, [texts.into_any(), sources.into_any()])
}
