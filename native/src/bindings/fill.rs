//! A page of glyphs filled run by run (`GlyphPage::add_runs`): the glyph stage's loop
//! over a page's text runs, with what it counts on the way -- the glyphs added, invisible
//! and hidden, those that kept their text, the marked-content runs and the fonts drawn.

use super::glyphs::GlyphPage;
use super::show::TextRun;
use super::texts::RunTexts;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// What filling a page found: (the next glyph id, glyphs invisible, glyphs hidden by
/// their own facts, marked-content runs, fonts by name, glyphs that kept their text).
pub(super) type Filled<'py> = (i64, usize, usize, Bound<'py, PyList>, Bound<'py, PyDict>, usize);

/// The last mark's run's marked-content tuple and stream (their addresses, the runs
/// holding them) and its last id: a run under the very same objects, its first id next,
/// goes on with it without a comparison.
type LastMark = Option<(usize, usize, i64)>;

/// Extend `marks` ([first id, last id, mcid, artifact, stream] each) by a run's glyphs,
/// ids `first` to `last`: the last mark goes on when it ends just before and has the
/// run's mcid, artifact and stream (as Python's `==` says).
fn mark<'py>(marks: &Bound<'py, PyList>, run: &TextRun, first: i64, last: i64, known: &mut LastMark) -> PyResult<()> {
    let py = marks.py();
    let objects = (run.marked.as_ptr() as usize, run.stream.as_ptr() as usize);
    if let (Some(previous), Some((marked, stream, end))) = (marks.len().checked_sub(1), known.replace((objects.0, objects.1, last))) {
        if (marked, stream) == objects && end == first - 1 {
            return marks.get_item(previous)?.set_item(1, last);
        }
    }
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
        let mut last_mark: LastMark = None;
        for (run, texts_sources) in runs.iter().zip(shown.iter()) {
            if texts_sources.is_none() {
                continue;
            }
            let run = run.downcast_into::<TextRun>()?;
            let r = run.get();
            let font = r.font.bind(py);
            let texts = texts_sources.downcast_into::<RunTexts>()?;
            let blank = !withheld.is_empty() && withheld.contains(font)? && r.marked.bind(py).get_item(2)?.is_none();
            let (added, unseen, own) = self.add_run(&run, next_id, texts.get(), blank, collector)?;
            if added == 0 {
                continue;
            }
            mark(&marks, r, next_id, next_id + added as i64 - 1, &mut last_mark)?;
            next_id += added as i64;
            invisible += unseen;
            hidden += own;
            kept += if blank { 0 } else { added };
            let facts = self.asked.fonts.of(font);
            if !facts.listed {
                facts.listed = true;
                let name = font.getattr(intern!(py, "name"))?;
                if !fonts.contains(&name)? {
                    fonts.set_item(name, font)?;
                }
            }
        }
        Ok((next_id, invisible, hidden, marks, fonts, kept))
    }
}
