//! The joining of words into a line's text, for the Python stages: word records (dicts)
//! read for their line, baseline and size; the rule is `words::joining`'s.

use crate::words::joining::{apart as apart_of, joined, Geometry};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

/// The baseline and size a word record gives, or None when either is missing or not
/// four numbers and a number (such a word is apart from its neighbours).
fn geometry(word: &Bound<'_, PyAny>) -> Option<Geometry> {
    let py = word.py();
    let word = word.downcast::<PyDict>().ok()?;
    let baseline = baseline_of(&word.get_item(intern!(py, "baseline")).ok()??)?;
    let size: f64 = word.get_item(intern!(py, "size")).ok()??.extract().ok()?;
    Some(Geometry { baseline, size })
}

/// A baseline value as four numbers (a tuple or list of exactly four), or None.
pub(super) fn baseline_of(baseline: &Bound<'_, PyAny>) -> Option<[f64; 4]> {
    let mut values = [0.0; 4];
    if let Ok(t) = baseline.downcast::<PyTuple>() {
        if t.len() != 4 {
            return None;
        }
        for (slot, v) in values.iter_mut().zip(t.iter()) {
            *slot = v.extract().ok()?;
        }
    } else {
        let l = baseline.downcast::<PyList>().ok()?;
        if l.len() != 4 {
            return None;
        }
        for (slot, v) in values.iter_mut().zip(l.iter()) {
            *slot = v.extract().ok()?;
        }
    }
    Some(values)
}

/// Whether two words' "line" values differ, as Python's `!=` says (the same object, as
/// small line numbers are, is never asked).
fn other_line(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<bool> {
    if a.is(b) {
        return Ok(false);
    }
    a.ne(b)
}

fn line_of<'py>(word: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = word.py();
    Ok(match word.downcast::<PyDict>() {
        Ok(d) => d.get_item(intern!(py, "line"))?.unwrap_or_else(|| py.None().into_bound(py)),
        Err(_) => word.call_method1(intern!(py, "get"), (intern!(py, "line"),))?,
    })
}

/// A word record's "text", "" when it has none (`word.get("text", "")`), read from a dict
/// directly.
fn text_of<'py>(word: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = word.py();
    match word.downcast::<PyDict>() {
        Ok(d) => Ok(d.get_item(intern!(py, "text"))?.unwrap_or_else(|| intern!(py, "").clone().into_any())),
        Err(_) => word.call_method1(intern!(py, "get"), (intern!(py, "text"), intern!(py, ""))),
    }
}

/// Whether two word records read with a space between them (`joining.apart`).
#[pyfunction]
pub(super) fn apart(before: &Bound<'_, PyAny>, after: &Bound<'_, PyAny>, touching: f64, overlapping: f64) -> PyResult<bool> {
    if other_line(&line_of(before)?, &line_of(after)?)? {
        return Ok(true);
    }
    Ok(apart_of(geometry(before), geometry(after), touching, overlapping))
}

/// Per neighbouring pair of `words` (word records, in reading order), whether they read
/// with a space between them (`apart` of each pair).
#[pyfunction]
pub(super) fn apart_pairs(words: &Bound<'_, PyAny>, touching: f64, overlapping: f64) -> PyResult<Vec<bool>> {
    let words: Vec<Bound<'_, PyAny>> = words.try_iter()?.collect::<PyResult<_>>()?;
    let lines: Vec<Bound<'_, PyAny>> = words.iter().map(line_of).collect::<PyResult<_>>()?;
    let geometry: Vec<Option<Geometry>> = words.iter().map(geometry).collect();
    (1..words.len())
        .map(|i| Ok(other_line(&lines[i - 1], &lines[i])? || apart_of(geometry[i - 1], geometry[i], touching, overlapping)))
        .collect()
}

/// The words' texts (`texts`, else each word's own "text") joined (`joining.joined_text`).
#[pyfunction]
#[pyo3(signature = (words, texts, touching, overlapping))]
pub(super) fn joined_text(
    words: &Bound<'_, PyAny>,
    texts: Option<&Bound<'_, PyAny>>,
    touching: f64,
    overlapping: f64,
) -> PyResult<String> {
    let words: Vec<Bound<'_, PyAny>> = words.try_iter()?.collect::<PyResult<_>>()?;
    let texts: Vec<Bound<'_, PyAny>> = match texts {
        Some(t) => t.try_iter()?.collect::<PyResult<_>>()?,
        None => words.iter().map(text_of).collect::<PyResult<_>>()?,
    };
    // as Python's zip: the first text always, then one per word pair both lists reach
    if texts.is_empty() {
        return Ok(String::new());
    }
    let count = words.len().min(texts.len()).max(1);
    let strs: Vec<&str> = texts[..count].iter().map(|t| t.downcast::<PyString>()?.to_str()).collect::<PyResult<_>>()?;
    if words.is_empty() {
        return Ok(strs[0].to_owned());
    }
    let geometry: Vec<Option<Geometry>> = words[..count].iter().map(geometry).collect();
    let lines: Vec<Bound<'_, PyAny>> = words[..count].iter().map(line_of).collect::<PyResult<_>>()?;
    let mut same_line = vec![true; count];
    for i in 1..count {
        same_line[i] = !other_line(&lines[i - 1], &lines[i])?;
    }
    Ok(joined(&strs[..count], &geometry, &same_line, touching, overlapping))
}
