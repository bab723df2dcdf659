//! A page of glyphs filled run by run (`GlyphPage::add_runs`): the glyph stage's loop
//! over a page's text runs, with what it counts on the way -- the glyphs added, invisible
//! and hidden, those that kept their text, the marked-content runs and the fonts drawn.

use super::glyphs::GlyphPage;
use super::show::TextRun;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

/// What filling a page found: (the next glyph id, glyphs invisible, glyphs hidden by
/// their own facts, marked-content runs, fonts by name, glyphs that kept their text).
pub(super) type Filled<'py> = (i64, usize, usize, Bound<'py, PyList>, Bound<'py, PyDict>, usize);

/// Extend `marks` ([first id, last id, mcid, artifact, stream] each) by a run's glyphs,
/// ids `first` to `last`: the last mark goes on when it ends just before and has the
/// run's mcid, artifact and stream (as Python's `==` says).
fn mark<'py>(marks: &Bound<'py, PyList>, run: &TextRun, first: i64, last: i64) -> PyResult<()> {
    let py = marks.py();
    let marked = run.marked.bind(py);
    let key = [marked.get_item(0)?, marked.get_item(1)?, run.stream.bind(py).clone()];
    if let Some(previous) = marks.len().checked_sub(1).map(|at| marks.get_item(at)).transpose()? {
        let previous = previous.downcast_into::<PyList>()?;
        let mut same = previous.get_item(1)?.extract::<i64>()? == first - 1;
        for (k, value) in key.iter().enumerate() {
            let before = previous.get_item(2 + k)?;
            same = same && (before.is(value) || before.eq(value)?);
        }
        if same {
            return previous.set_item(1, last);
        }
    }
    let made = PyList::new(py, [first.into_pyobject(py)?.into_any(), last.into_pyobject(py)?.into_any()])?;
    for value in key {
        made.append(value)?;
    }
    marks.append(made)
}

impl GlyphPage {
    /// Add the glyphs of every run of `runs` whose `shown` entry (its glyphs' texts and
    /// sources) is not None, ids from 0; a run of a font in `withheld` outside ActualText
    /// adds its glyphs without their text. `collector` answers what `add_run` asks.
    pub(super) fn fill<'py>(&mut self, runs: &Bound<'py, PyList>, shown: &Bound<'py, PyList>, withheld: &Bound<'py, PyDict>,
                            collector: &Bound<'py, PyAny>) -> PyResult<Filled<'py>> {
        let py = runs.py();
        let (marks, fonts) = (PyList::empty(py), PyDict::new(py));
        let (mut next_id, mut invisible, mut hidden, mut kept) = (0i64, 0usize, 0usize, 0usize);
        for (run, texts_sources) in runs.iter().zip(shown.iter()) {
            if texts_sources.is_none() {
                continue;
            }
            let run = run.downcast_into::<TextRun>()?;
            let r = run.get();
            let font = r.font.bind(py);
            let pair = texts_sources.downcast_into::<PyTuple>()?;
            let (texts, sources) = (pair.get_item(0)?.downcast_into::<PyList>()?, pair.get_item(1)?.downcast_into::<PyList>()?);
            let blank = !withheld.is_empty() && withheld.contains(font)? && r.marked.bind(py).get_item(2)?.is_none();
            let texts = if blank { PyList::new(py, std::iter::repeat_n(intern!(py, ""), texts.len()))? } else { texts };
            let (added, unseen, own) = self.add_run(&run, next_id, &texts, &sources, collector)?;
            if added == 0 {
                continue;
            }
            mark(&marks, r, next_id, next_id + added as i64 - 1)?;
            next_id += added as i64;
            invisible += unseen;
            hidden += own;
            kept += if blank { 0 } else { added };
            let name = font.getattr(intern!(py, "name"))?;
            if !fonts.contains(&name)? {
                fonts.set_item(name, font)?;
            }
        }
        Ok((next_id, invisible, hidden, marks, fonts, kept))
    }
}
