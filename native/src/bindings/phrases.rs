//! A page's words grouped into rows and phrases (`crate::phrases`) for the unruled-table
//! finder: each word record's box, baseline and size read once, the rows handed back as
//! lists of phrases, each a list of the word records; and a run of those rows' columns
//! (`crate::gutters`). A word record whose box, baseline or size cannot be read raises
//! `WordFieldError` naming it.

use super::segments::malformed;
use super::words::numbers;
use crate::gutters::{gutter_columns as columns_of, InkWord};
use crate::phrases::{phrase_lines as lines_of, PhraseRule, PhraseWord};
use crate::words::{pmax, pmin};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// A word record's box as four numbers, or `WordFieldError` naming it.
fn bbox_of(word: &Bound<'_, PyDict>) -> PyResult<[f64; 4]> {
    word.get_item(intern!(word.py(), "bbox"))?.and_then(|b| numbers::<4>(&b).ok()).ok_or_else(|| malformed(word, "bbox"))
}

fn phrase_word(word: &Bound<'_, PyAny>) -> PyResult<PhraseWord> {
    let py = word.py();
    let word = word.downcast::<PyDict>()?;
    let bbox = bbox_of(word)?;
    // the baseline's height where the word has one, else its box's bottom
    let base = match word.get_item(intern!(py, "baseline"))? {
        Some(baseline) if baseline.is_truthy()? => numbers::<2>(&baseline).map_err(|_| malformed(word, "baseline"))?[1],
        _ => bbox[3],
    };
    let size = match word.get_item(intern!(py, "size"))? {
        Some(size) if size.is_truthy()? => size.extract::<f64>().map_err(|_| malformed(word, "size"))?,
        _ => 0.0,
    };
    Ok(PhraseWord { base, x0: bbox[0], x1: bbox[2], y0: bbox[1], y1: bbox[3], size })
}

/// The rows of `words` (word records), top down, each a list of its phrases left to
/// right, each a list of its words: rows by baselines within `baseline` pt, phrases cut
/// at gaps of `phrase_gap` em (of the larger size, 1 at least) less `slack` pt. With
/// `edges`, (the rows, each row's (top, bottom, size)): its phrases' first words'
/// highest top, its words' lowest bottom and their largest size (10 when none has one),
/// as Python's min and max take them.
#[pyfunction]
#[pyo3(signature = (words, baseline, phrase_gap, slack, edges=false))]
pub(super) fn phrase_lines<'py>(words: &Bound<'py, PyList>, baseline: f64, phrase_gap: f64, slack: f64, edges: bool) -> PyResult<Bound<'py, PyAny>> {
    let py = words.py();
    let read: Vec<PhraseWord> = words.iter().map(|w| phrase_word(&w)).collect::<PyResult<_>>()?;
    let lines = lines_of(&read, &PhraseRule { baseline, phrase_gap, slack });
    let out = PyList::empty(py);
    for line in &lines {
        let phrases = PyList::empty(py);
        for phrase in line {
            phrases.append(PyList::new(py, phrase.iter().map(|&k| words.get_item(k)).collect::<PyResult<Vec<_>>>()?)?)?;
        }
        out.append(phrases)?;
    }
    if !edges {
        return Ok(out.into_any());
    }
    let found: Vec<(f64, f64, f64)> = lines.iter().map(|line| line_edges(&read, line)).collect();
    Ok((out, found).into_pyobject(py)?.into_any())
}

/// A row's (top, bottom, size): see `phrase_lines`.
fn line_edges(read: &[PhraseWord], line: &[Vec<usize>]) -> (f64, f64, f64) {
    let top = line.iter().map(|phrase| read[phrase[0]].y0).reduce(pmin).unwrap_or(f64::NAN);
    let mut words = line.iter().flatten().map(|&k| &read[k]);
    let first = words.next().map_or((f64::NAN, 0.0), |w| (w.y1, w.size));
    let (bottom, size) = words.fold(first, |(bottom, size), w| (pmax(bottom, w.y1), pmax(size, w.size)));
    (top, bottom, if size == 0.0 { 10.0 } else { size })
}

fn ink_word(word: &Bound<'_, PyAny>) -> PyResult<InkWord> {
    let py = word.py();
    let word = word.downcast::<PyDict>()?;
    let bbox = bbox_of(word)?;
    // `word.get("size") or 10.0`
    let size = match word.get_item(intern!(py, "size"))? {
        Some(size) if size.is_truthy()? => size.extract::<f64>().map_err(|_| malformed(word, "size"))?,
        _ => 10.0,
    };
    Ok(InkWord { x0: bbox[0], x1: bbox[2], size })
}

/// Column intervals [x0, x1] (left to right) of `lines` (each a list of phrases, lists
/// of word records), by `gutter` em and a `crossing` share: `tables/gutters.py`'s
/// `gutter_columns`.
#[pyfunction]
pub(super) fn gutter_columns(lines: &Bound<'_, PyList>, gutter: f64, crossing: f64) -> PyResult<Vec<(f64, f64)>> {
    let mut rows = Vec::with_capacity(lines.len());
    for phrases in lines.iter() {
        let mut row = Vec::new();
        for phrase in phrases.try_iter()? {
            for word in phrase?.try_iter()? {
                row.push(ink_word(&word?)?);
            }
        }
        rows.push(row);
    }
    Ok(columns_of(&rows, gutter, crossing))
}
