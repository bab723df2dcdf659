//! A page's words held natively for the order stage in-process (`PageWords`), each word's
//! record made only when something asks for it. The words stage hands the order stage
//! views of them (`Words`: the page's words, a line's, a block's), which the core reads
//! in place -- box, size, first glyph, font, id and line from the word's own values, the
//! values its record holds -- and which give a word's record (a dict in the schema's key
//! order, made once and kept, so a word is always the same object) only when it is
//! asked: `-f text` asks for a block's first word and the words beside a lane of numbers,
//! not the rest; a writer that reads every word makes every record, as before.

use super::segments::font_of;
use crate::words::records::WordText;
use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyDict, PyFloat, PyInt, PyIterator, PyList, PySlice, PyString, PyTuple};
use std::sync::{Mutex, OnceLock};

/// A word as its record holds it, but its font and size: its run's (`style`).
pub(super) struct WordData {
    pub(super) bbox: [f64; 4],
    pub(super) text: WordText,
    pub(super) glyphs: (i64, i64),
    pub(super) baseline: [f64; 4],
    pub(super) direction: &'static str,
    pub(super) angle: i32,
    pub(super) line: usize,
    /// the run of its first glyph, whose font and size objects its record holds
    pub(super) style: u32,
}

/// What a run of words records alike: their font's and size's objects (by address: the
/// records hold them, so no other object takes their place), direction and angle.
pub(super) type Shared = (usize, usize, &'static str, i32);

/// A word record of page `page` in the schema's key order, its own fields None: each
/// word's record is a copy, so no dict grows key by key.
pub(super) fn word_template<'py>(py: Python<'py>, page: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    static WORD: GILOnceCell<Py<PyDict>> = GILOnceCell::new();
    record_template(py, &WORD, "word", &["id", "bbox", "text", "glyphs", "font", "size", "direction", "angle", "baseline", "line"], page)
}

/// A `kind` record of page `page`: "type", "page" and then `keys` in that order, each of
/// those None. The page's template is a copy of one made once for the process (`made`):
/// its keys are interned and its dict filled once, not at every page.
pub(super) fn record_template<'py>(py: Python<'py>, made: &'static GILOnceCell<Py<PyDict>>, kind: &str, keys: &[&str],
                                   page: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let base = made.get_or_try_init(py, || -> PyResult<Py<PyDict>> {
        let template = PyDict::new(py);
        template.set_item(intern!(py, "type"), PyString::intern(py, kind))?;
        template.set_item(intern!(py, "page"), py.None())?;
        for key in keys {
            template.set_item(PyString::intern(py, key), py.None())?;
        }
        Ok(template.unbind())
    })?;
    let template = base.bind(py).copy()?;
    template.set_item(intern!(py, "page"), page)?;
    Ok(template)
}

/// A word record but its own fields: a copy of the last record made (`last`, with what
/// it shares) when it shares `shared` -- font and size objects, direction and angle --
/// else of `template` with those set (`direction` asked only then).
pub(super) fn word_base<'py>(template: &Bound<'py, PyDict>, last: Option<(&Bound<'py, PyDict>, Shared)>, shared: Shared,
                             (font, size): (&Bound<'py, PyAny>, &Bound<'py, PyAny>),
                             direction: impl FnOnce() -> Bound<'py, PyString>) -> PyResult<Bound<'py, PyDict>> {
    let py = template.py();
    if let Some((last, _)) = last.filter(|(_, known)| *known == shared) {
        return last.copy();
    }
    let d = template.copy()?;
    d.set_item(intern!(py, "font"), font)?;
    d.set_item(intern!(py, "size"), size)?;
    d.set_item(intern!(py, "direction"), direction())?;
    d.set_item(intern!(py, "angle"), shared.3)?;
    Ok(d)
}

/// A word's own fields set on its record `d`: id, box, text, glyph range, baseline, line.
pub(super) fn set_own<'py>(d: &Bound<'py, PyDict>, id: usize, bbox: &Bound<'py, PyTuple>, text: &str, glyphs: (i64, i64),
                           baseline: Bound<'py, PyTuple>, line: usize) -> PyResult<()> {
    let py = d.py();
    d.set_item(intern!(py, "id"), id)?;
    d.set_item(intern!(py, "bbox"), bbox)?;
    d.set_item(intern!(py, "text"), PyString::new(py, text))?;
    d.set_item(intern!(py, "glyphs"), glyphs)?;
    d.set_item(intern!(py, "baseline"), baseline)?;
    d.set_item(intern!(py, "line"), line)
}

/// A page's words (ids 0 to n - 1, in the words stage's order) and the records made of
/// them so far.
#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct PageWords {
    words: Vec<WordData>,
    /// per run of the page: its font and size objects
    styles: Vec<(PyObject, PyObject)>,
    /// a word record with the page's fields set, its own ones None
    template: Py<PyDict>,
    made: Vec<OnceLock<Py<PyDict>>>,
    /// the last record made and what it shares with the next of the same style: copied,
    /// only the word's own fields set
    last: Mutex<Option<(Py<PyDict>, Shared)>>,
}

impl PageWords {
    /// The words of page `page` (its number), each run's font and size in `styles`.
    pub(super) fn new(py: Python<'_>, page: &Bound<'_, PyAny>, words: Vec<WordData>, styles: Vec<(PyObject, PyObject)>) -> PyResult<Self> {
        let made = (0..words.len()).map(|_| OnceLock::new()).collect();
        Ok(PageWords { words, styles, template: word_template(py, page)?.unbind(), made, last: Mutex::new(None) })
    }

    pub(super) fn word(&self, i: usize) -> &WordData {
        &self.words[i]
    }

    /// Word `i`'s font and size objects.
    pub(super) fn style<'py>(&self, py: Python<'py>, i: usize) -> (&Bound<'py, PyAny>, &Bound<'py, PyAny>) {
        let (font, size) = &self.styles[self.words[i].style as usize];
        (font.bind(py), size.bind(py))
    }

    /// Word `i`'s record, made the first time it is asked.
    pub(super) fn record<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Bound<'py, PyDict>> {
        if let Some(made) = self.made[i].get() {
            return Ok(made.bind(py).clone());
        }
        let w = &self.words[i];
        let (font, size) = self.style(py, i);
        let shared: Shared = (font.as_ptr() as usize, size.as_ptr() as usize, w.direction, w.angle);
        let last = self.last().as_ref().map(|(d, known)| (d.clone_ref(py).into_bound(py), *known));
        let d = word_base(self.template.bind(py), last.as_ref().map(|(d, known)| (d, *known)), shared, (font, size),
                          || PyString::intern(py, w.direction))?;
        set_own(&d, i, &PyTuple::new(py, w.bbox)?, w.text.as_str(), w.glyphs, PyTuple::new(py, w.baseline)?, w.line)?;
        // the record it replaces is let go once the lock is
        let _replaced = self.last().replace((d.clone().unbind(), shared));
        // (made meanwhile, by Python code run while it was made, the first is kept)
        Ok(self.made[i].get_or_init(|| d.unbind()).bind(py).clone())
    }

    fn last(&self) -> std::sync::MutexGuard<'_, Option<(Py<PyDict>, Shared)>> {
        self.last.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Some of a page's words, in an order (a sequence of their records): the page's, a
/// line's or a block's, as the order stage holds them.
#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct Words {
    store: Py<PageWords>,
    ids: Vec<u32>,
}

impl Words {
    pub(super) fn new(store: Py<PageWords>, ids: Vec<u32>) -> Self {
        Words { store, ids }
    }

    /// The page's id of the word at position `k`.
    pub(super) fn id(&self, k: usize) -> u32 {
        self.ids[k]
    }

    /// The text of the word at position `k`, as its page's store holds it.
    pub(super) fn text(&self, k: usize) -> &str {
        self.store.get().word(self.id(k) as usize).text.as_str()
    }

    /// The words' records, in order, as a list.
    fn records<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let store = self.store.get();
        PyList::new(py, self.ids.iter().map(|&i| store.record(py, i as usize)).collect::<PyResult<Vec<_>>>()?)
    }

    /// Its page's words.
    pub(super) fn store(&self, py: Python<'_>) -> Py<PageWords> {
        self.store.clone_ref(py)
    }

    /// A view of the words at `positions` of this one.
    pub(super) fn taken(&self, py: Python<'_>, positions: &[usize]) -> Words {
        Words::new(self.store.clone_ref(py), positions.iter().map(|&k| self.ids[k]).collect())
    }

    fn position(&self, k: isize) -> PyResult<usize> {
        let n = self.ids.len() as isize;
        let at = if k < 0 { k + n } else { k };
        if (0..n).contains(&at) {
            Ok(at as usize)
        } else {
            Err(PyIndexError::new_err("word position out of range"))
        }
    }
}

#[pymethods]
impl Words {
    fn __len__(&self) -> usize {
        self.ids.len()
    }

    /// The record at a position (from the end when negative), or a list of those a slice
    /// takes.
    fn __getitem__<'py>(&self, py: Python<'py>, key: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let store = self.store.get();
        if let Ok(slice) = key.downcast::<PySlice>() {
            let taken = slice.indices(self.ids.len() as isize)?;
            let (mut at, mut out) = (taken.start, Vec::with_capacity(taken.slicelength));
            for _ in 0..taken.slicelength {
                out.push(store.record(py, self.ids[at as usize] as usize)?);
                at += taken.step;
            }
            return Ok(PyList::new(py, out)?.into_any());
        }
        if !key.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err("word positions are integers or slices"));
        }
        // an integer past what an index holds is out of range, as a list says
        let k: isize = key.extract().map_err(|_| PyIndexError::new_err("word position out of range"))?;
        Ok(store.record(py, self.ids[self.position(k)?] as usize)?.into_any())
    }

    /// An iterator over the records, all made first in one call (what iterates a view
    /// reads it whole: a row of words, a block's, a page's).
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        self.records(py)?.try_iter()
    }

    /// The first word's size and angle as its record holds them (the record's own, when
    /// it is made), with no record made; IndexError for no word.
    fn first_style<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let store = self.store.get();
        let &first = self.ids.first().ok_or_else(|| PyIndexError::new_err("no word"))?;
        let first = first as usize;
        if let Some(made) = store.made[first].get() {
            let made = made.bind(py);
            let get = |key| made.get_item(key).map(|found| found.unwrap_or_else(|| py.None().into_bound(py)));
            return Ok((get(intern!(py, "size"))?, get(intern!(py, "angle"))?));
        }
        let (_, size) = store.style(py, first);
        Ok((size.clone(), store.words[first].angle.into_pyobject(py)?.into_any()))
    }

    /// The words' ids, in order, with no record made.
    fn ids(&self) -> Vec<u32> {
        self.ids.clone()
    }

    /// (top, bottom): the least top and the greatest bottom of the words' boxes (the first
    /// of equals, as Python's min and max keep it), with no record made; None for none.
    fn span(&self) -> Option<(f64, f64)> {
        let store = self.store.get();
        let mut boxes = self.ids.iter().map(|&i| store.word(i as usize).bbox);
        let first = boxes.next()?;
        Some(boxes.fold((first[1], first[3]), |(top, bottom), b| (if b[1] < top { b[1] } else { top }, if b[3] > bottom { b[3] } else { bottom })))
    }

    /// How many of the words read in one of `directions`, with no record made.
    fn count_directions(&self, directions: Vec<String>) -> usize {
        let store = self.store.get();
        self.ids.iter().filter(|&&i| directions.iter().any(|d| d == store.word(i as usize).direction)).count()
    }
}

/// Where a word of a line is read (`LineWords::at`).
enum At<'a> {
    Own(&'a PageWords, usize),
    Listed(&'a Py<PyList>),
}

/// A line's words as the order stage's layout holds them: a list of records (read from a
/// stream, or made again by Python), or a view of the page's words.
pub(super) enum LineWords {
    List(Py<PyList>),
    View(Py<Words>),
}

impl LineWords {
    pub(super) fn clone_ref(&self, py: Python<'_>) -> Self {
        match self {
            LineWords::List(list) => LineWords::List(list.clone_ref(py)),
            LineWords::View(view) => LineWords::View(view.clone_ref(py)),
        }
    }

    pub(super) fn len(&self, py: Python<'_>) -> usize {
        match self {
            LineWords::List(list) => list.bind(py).len(),
            LineWords::View(view) => view.get().ids.len(),
        }
    }

    /// The view, for a view.
    pub(super) fn view(&self) -> Option<&Words> {
        match self {
            LineWords::View(view) => Some(view.get()),
            LineWords::List(_) => None,
        }
    }

    /// Where the word at position `k` is read: a view's page of words and the word's id
    /// there, or a list of records.
    fn at(&self, k: usize) -> At<'_> {
        match self {
            LineWords::View(view) => {
                let view = view.get();
                At::Own(view.store.get(), view.id(k) as usize)
            }
            LineWords::List(list) => At::Listed(list),
        }
    }

    /// The record of the word at position `k`.
    pub(super) fn record<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(store.record(py, i)?.into_any()),
            At::Listed(list) => list.bind(py).get_item(k),
        }
    }

    /// Side `side` (0 to 3) of the box of the word at position `k`, as its record holds it:
    /// for a view, made from the word's own value, its record left unmade (as are the
    /// fields below).
    pub(super) fn side<'py>(&self, py: Python<'py>, k: usize, side: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(PyFloat::new(py, store.word(i).bbox[side]).into_any()),
            At::Listed(list) => list.bind(py).get_item(k)?.get_item(intern!(py, "bbox"))?.get_item(side),
        }
    }

    pub(super) fn size<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(store.style(py, i).1.clone()),
            At::Listed(list) => list.bind(py).get_item(k)?.get_item(intern!(py, "size")),
        }
    }

    pub(super) fn font<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(store.style(py, i).0.clone()),
            At::Listed(list) => font_of(&list.bind(py).get_item(k)?),
        }
    }

    /// The first glyph of the word at position `k`.
    pub(super) fn first<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(store.word(i).glyphs.0.into_pyobject(py)?.into_any()),
            At::Listed(list) => list.bind(py).get_item(k)?.get_item(intern!(py, "glyphs"))?.get_item(0),
        }
    }

    pub(super) fn id<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(_, i) => Ok(i.into_pyobject(py)?.into_any()),
            At::Listed(list) => list.bind(py).get_item(k)?.get_item(intern!(py, "id")),
        }
    }

    pub(super) fn line<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyAny>> {
        match self.at(k) {
            At::Own(store, i) => Ok(store.word(i).line.into_pyobject(py)?.into_any()),
            At::Listed(list) => list.bind(py).get_item(k)?.get_item(intern!(py, "line")),
        }
    }
}
