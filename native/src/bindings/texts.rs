//! What a page's text runs show (`shown_texts`): each run's glyphs' texts and mapping
//! sources, asked of its font's `Metrics` (or its ActualText span's), and how many glyphs
//! each font showed and left unmapped -- the glyph stage's first pass over a page's runs,
//! which tells whether the page is readable before any glyph is added.

use super::runs::Metrics;
use super::show::TextRun;
use crate::fxhash::FxMap as HashMap;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PySet, PyString};

/// What a run's glyphs show (`shown_texts`): their texts and mapping sources, held by
/// their font's table (`Metrics`, each glyph a place in it), or an ActualText span's.
#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct RunTexts {
    pub(super) shown: RunShown,
}

pub(super) enum RunShown {
    Font { metrics: Py<Metrics>, places: Vec<u32> },
    /// `count` glyphs of a span, the first showing `first` (the span's text, when the
    /// span starts with this run), the others nothing, each one's source `actualtext`
    Span { first: Option<PyObject>, count: usize, actualtext: PyObject },
}

impl RunShown {
    /// How many glyphs the run shows.
    pub(super) fn len(&self) -> usize {
        match self {
            RunShown::Font { places, .. } => places.len(),
            RunShown::Span { count, .. } => *count,
        }
    }
}

#[pymethods]
impl RunTexts {
    fn __len__(&self) -> usize {
        self.shown.len()
    }
}

/// Per run of `runs` (`TextRun`s), what its glyphs show (a `RunTexts`), or None for a run
/// left out (hidden by optional content, unless `keep_hidden`). A run inside an ActualText
/// span shows the span's text on the first glyph of the span's first run and nothing on
/// the others, each glyph's source `actualtext`. With them: {font: [glyphs shown outside
/// ActualText, of them unmapped]} and {font name: unmapped glyphs} of the fonts that are
/// not `unavailable` (extraction.cmap-unavailable said those), fonts in the order first
/// met.
#[pyfunction]
pub(super) fn shown_texts<'py>(runs: &Bound<'py, PyList>, keep_hidden: bool, actualtext: Bound<'py, PyString>)
                               -> PyResult<(Bound<'py, PyList>, Bound<'py, PyDict>, Bound<'py, PyDict>)> {
    let py = runs.py();
    let (shown, counts, unmapped, started) = (PyList::empty(py), PyDict::new(py), PyDict::new(py), PySet::empty(py)?);
    // the fonts shown outside ActualText, in the order first met: (font, its metrics,
    // glyphs shown, of them unmapped), and each one's place there by its address
    let mut fonts: Vec<(Bound<'py, PyAny>, Bound<'py, Metrics>, usize, usize)> = Vec::new();
    let mut shown_in: HashMap<usize, usize> = HashMap::default();
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
        // per font its metrics and counts, asked of it and filed once
        let at = match shown_in.get(&(font.as_ptr() as usize)) {
            Some(&at) => at,
            None => {
                let metrics = font.getattr(intern!(py, "metrics"))?.downcast_into::<Metrics>()?;
                fonts.push((font.clone(), metrics, 0usize, 0usize));
                shown_in.insert(font.as_ptr() as usize, fonts.len() - 1);
                fonts.len() - 1
            }
        };
        let (_, metrics, count, unsure) = &mut fonts[at];
        let (places, missing) = metrics.borrow_mut().places(font, run.shown.bind(py).borrow())?;
        *count += places.len();
        *unsure += missing;
        shown.append(RunTexts { shown: RunShown::Font { metrics: metrics.clone().unbind(), places } })?;
    }
    for (font, _, count, unsure) in fonts {
        // a font's unmapped glyphs go to its name's count once, not run by run
        if unsure > 0 && !font.getattr(intern!(py, "unavailable"))?.is_truthy()? {
            let name = font.getattr(intern!(py, "name"))?;
            let before = unmapped.get_item(&name)?.map(|n| n.extract::<usize>()).transpose()?.unwrap_or(0);
            unmapped.set_item(name, before + unsure)?;
        }
        counts.set_item(font, PyList::new(py, [count, unsure])?)?;
    }
    Ok((shown, counts, unmapped))
}

/// A run inside an ActualText span: the span's text on its first glyph when the span
/// starts here, nothing on the rest.
fn span_texts<'py>(span: &Bound<'py, PyAny>, run: &TextRun, started: &Bound<'py, PySet>, actualtext: &Bound<'py, PyString>)
                   -> PyResult<RunTexts> {
    let py = span.py();
    let (span_id, span_text) = (span.get_item(0)?, span.get_item(1)?);
    let count = run.shown.bind(py).borrow().run.len();
    let first = if started.contains(&span_id)? {
        None
    } else {
        started.add(span_id)?;
        Some(span_text.unbind())
    };
    Ok(RunTexts { shown: RunShown::Span { first, count, actualtext: actualtext.clone().into_any().unbind() } })
}
