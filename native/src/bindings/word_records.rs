//! A page's line and word records as the words stage makes them (`words::page_words`):
//! in one list, each line followed by its words, for a stream; or, for the order stage
//! in-process (`batch`), the lines, the words, the words by line and the page laid out
//! (`LineLayout`) from what the core knows of each word, so that stage reads no record
//! back to lay the page out. From a page of glyphs held natively the words stay native
//! (`page_words::PageWords`), the order stage given views of them.

use super::glyphs::GlyphPage;
use super::page_words::{record_template, set_own, word_base, word_template, LineWords, PageWords, Shared, WordData, Words};
use super::segments::{Join, JoinText, LaidLine, LineLayout};
use super::words::{LineEnd, Source};
use crate::fxhash::FxMap as HashMap;
use crate::segments::{LineIn, WordBox};
use crate::words::joining::Geometry;
use crate::words::records::{LineOut, WordOut};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyDict, PyFloat, PyList, PyString, PyTuple};

/// Each line's record made after its words' (`Made`), handed to `each` with its first
/// word's id and them, in order: the one walk both `records` and `batch` take.
fn made_lines<'py>(py: Python<'py>, page: &Bound<'py, PyAny>, source: &Source<'_, 'py>, lines: &[LineOut], ends: Vec<LineEnd>,
                   mut each: impl FnMut(&LineOut, Bound<'py, PyDict>, usize, Vec<WordMade<'py>>) -> PyResult<()>) -> PyResult<()> {
    let mut made = Made::new(py, page)?;
    let mut word_id = 0usize;
    for ((line_id, line), end) in lines.iter().enumerate().zip(ends) {
        let first_word = word_id;
        let mut words = Vec::with_capacity(line.words.len());
        for word in &line.words {
            words.push(made.word(source, word, word_id, line_id)?);
            word_id += 1;
        }
        let bbox = PyTuple::new(py, (0..4).map(|side| words[line.bbox_from[side]].bbox.get_item(side)).collect::<PyResult<Vec<_>>>()?)?;
        each(line, made.line(line, line_id, bbox, end, (first_word, word_id - 1))?, first_word, words)?;
    }
    Ok(())
}

/// The records of the lines, each line followed by its words.
pub(super) fn records<'py>(py: Python<'py>, page: &Bound<'py, PyAny>, source: &Source<'_, 'py>, lines: &[LineOut], ends: Vec<LineEnd>) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    made_lines(py, page, source, lines, ends, |_, line, _, words| {
        out.append(line)?;
        words.into_iter().try_for_each(|word| out.append(word.record))
    })?;
    Ok(out)
}

/// A word record as made, and the objects it holds as its bbox and size.
pub(super) struct WordMade<'py> {
    record: Bound<'py, PyDict>,
    bbox: Bound<'py, PyTuple>,
    size: Bound<'py, PyAny>,
}

/// For the order stage: (line records, word records, {line id: its word records}, the
/// page laid out), the records those `records` makes and the layout
/// `LineLayout(lines, by_line)` would read from them: each word's box, size, id, first
/// glyph, text and baseline as its record holds them, each line vertical or turned as
/// its direction and angle say. From a page of glyphs held natively, the words are a
/// `Words` view of the page's words and each line's a view of its own (`views`), their
/// records made only when asked.
pub(super) fn batch<'py>(py: Python<'py>, page: &Bound<'py, PyAny>, source: &Source<'_, 'py>, lines: &mut [LineOut], ends: Vec<LineEnd>) -> PyResult<Bound<'py, PyTuple>> {
    if let Source::Native(glyphs) = source {
        return views(py, page, glyphs, lines, ends);
    }
    let (line_records, word_records, by_line) = (PyList::empty(py), PyList::empty(py), PyDict::new(py));
    let mut laid = Vec::with_capacity(lines.len());
    made_lines(py, page, source, lines, ends, |line, record, first_word, words| {
        let own = PyList::empty(py);
        let (mut boxes, mut joins) = (Vec::with_capacity(words.len()), Vec::with_capacity(words.len()));
        for (k, (word, made)) in line.words.iter().zip(words).enumerate() {
            let size: f64 = made.size.extract()?;
            let [x0, y0, x1, y1] = word.bbox;
            boxes.push(WordBox { x0, y0, x1, y1, size, id: (first_word + k) as i64, first: word.glyphs.0 });
            joins.push((JoinText::Own(Some(word.text.as_str().to_owned())), Some(Geometry { baseline: word.baseline, size })) as Join);
            own.append(&made.record)?;
            word_records.append(made.record)?;
        }
        let id = record.get_item(intern!(py, "id"))?.expect("a line record's id");
        by_line.set_item(&id, &own)?;
        laid.push(laid_line(line, laid.len(), boxes, (id.unbind(), LineWords::List(own.unbind())), joins));
        line_records.append(record)
    })?;
    let layout = Bound::new(py, LineLayout::laid(laid))?;
    PyTuple::new(py, [line_records.into_any(), word_records.into_any(), by_line.into_any(), layout.into_any()])
}

/// A line laid out: vertical when its direction is top to bottom or its angle is not 0.
fn laid_line(line: &LineOut, alias: usize, boxes: Vec<WordBox>, words: (PyObject, LineWords), joins: Vec<Join>) -> LaidLine {
    let ttb = line.direction == "ttb";
    LaidLine { line: LineIn { vertical: ttb || line.angle != 0, words: boxes, alias }, words: (words.0, Some(words.1)), joins, ttb }
}

/// `batch` of a page of glyphs held natively: the line records made, the words held in a
/// `PageWords` and handed over as views (the page's, and each line's under its id). Each
/// word's text moves into the store, where the layout's joins read it.
fn views<'py>(py: Python<'py>, page: &Bound<'py, PyAny>, glyphs: &GlyphPage, lines: &mut [LineOut], ends: Vec<LineEnd>) -> PyResult<Bound<'py, PyTuple>> {
    let mut data = Vec::with_capacity(lines.iter().map(|line| line.words.len()).sum());
    for (line_id, line) in lines.iter_mut().enumerate() {
        for w in &mut line.words {
            data.push(WordData { bbox: w.bbox, text: std::mem::take(&mut w.text), glyphs: w.glyphs, baseline: w.baseline, direction: w.direction,
                                 angle: w.angle, line: line_id, style: glyphs.run_of(w.first) });
        }
    }
    let count = data.len() as u32;
    let store = Bound::new(py, PageWords::new(py, page, data, glyphs.styles(py))?)?;
    let mut made = Made::new(py, page)?;
    let (line_records, by_line) = (PyList::empty(py), PyDict::new(py));
    let mut laid = Vec::with_capacity(lines.len());
    let mut first_word = 0usize;
    for ((line_id, line), end) in lines.iter().enumerate().zip(ends) {
        let (mut boxes, mut joins) = (Vec::with_capacity(line.words.len()), Vec::with_capacity(line.words.len()));
        for (k, w) in line.words.iter().enumerate() {
            let size: f64 = store.get().style(py, first_word + k).1.extract()?;
            let [x0, y0, x1, y1] = w.bbox;
            boxes.push(WordBox { x0, y0, x1, y1, size, id: (first_word + k) as i64, first: w.glyphs.0 });
            joins.push((JoinText::Viewed, Some(Geometry { baseline: w.baseline, size })) as Join);
        }
        let last_word = first_word + line.words.len();
        let bbox = made.floats(std::array::from_fn(|side| line.words[line.bbox_from[side]].bbox[side]))?;
        let record = made.line(line, line_id, bbox, end, (first_word, last_word - 1))?;
        let id = record.get_item(intern!(py, "id"))?.expect("a line record's id");
        let own = Py::new(py, Words::new(store.clone().unbind(), (first_word as u32..last_word as u32).collect()))?;
        by_line.set_item(&id, &own)?;
        laid.push(laid_line(line, laid.len(), boxes, (id.unbind(), LineWords::View(own)), joins));
        line_records.append(record)?;
        first_word = last_word;
    }
    let words = Bound::new(py, Words::new(store.unbind(), (0..count).collect()))?;
    let layout = Bound::new(py, LineLayout::laid(laid))?;
    PyTuple::new(py, [line_records.into_any(), words.into_any(), by_line.into_any(), layout.into_any()])
}

/// The line and word records of a page as they are made: each a copy of a template
/// holding the keys in the schema's order and what every record of the page shares, so
/// no dict grows key by key; the directions' names made once.
struct Made<'py> {
    py: Python<'py>,
    word: Bound<'py, PyDict>,
    line: Bound<'py, PyDict>,
    directions: Vec<(&'static str, Bound<'py, PyString>)>,
    /// the last word record made, and the fields it shares with the next when that one
    /// is in the same font object, size object, direction and angle: copied, only the
    /// word's own fields set
    last: Option<(Bound<'py, PyDict>, Shared)>,
    /// the floats the page's records hold, one object a value: a line's words share their
    /// top, bottom and baseline, and a float made once is freed once
    floats: HashMap<u64, Bound<'py, PyFloat>>,
}

impl<'py> Made<'py> {
    fn new(py: Python<'py>, page: &Bound<'py, PyAny>) -> PyResult<Self> {
        static LINE: GILOnceCell<Py<PyDict>> = GILOnceCell::new();
        let word = word_template(py, page)?;
        let line = record_template(py, &LINE, "line",
                                   &["id", "bbox", "text", "words", "direction", "angle", "baseline", "size", "hyphen", "next_lower"], page)?;
        Ok(Made { py, word, line, directions: Vec::new(), last: None, floats: HashMap::default() })
    }

    /// The float `x`, made once for the page.
    fn float(&mut self, x: f64) -> Bound<'py, PyFloat> {
        let py = self.py;
        self.floats.entry(x.to_bits()).or_insert_with(|| PyFloat::new(py, x)).clone()
    }

    /// A tuple of the floats `values`.
    fn floats(&mut self, values: [f64; 4]) -> PyResult<Bound<'py, PyTuple>> {
        let items = values.map(|x| self.float(x));
        PyTuple::new(self.py, items)
    }

    fn direction(&mut self, name: &'static str) -> Bound<'py, PyString> {
        if let Some((_, found)) = self.directions.iter().find(|(known, _)| *known == name) {
            return found.clone();
        }
        let made = PyString::intern(self.py, name);
        self.directions.push((name, made.clone()));
        made
    }

    /// A word record, and the objects it holds as its bbox and size.
    fn word(&mut self, source: &Source<'_, 'py>, word: &WordOut, word_id: usize, line_id: usize) -> PyResult<WordMade<'py>> {
        let py = self.py;
        let (font, size) = source.font_size(py, word.first)?;
        let bbox = match source {
            Source::Native(_) => self.floats(word.bbox)?,
            // a side of a record's word is its glyph record's own object
            Source::Records(list) => {
                let side = |k: usize| list.get_item(word.bbox_from[k])?.get_item(intern!(py, "bbox"))?.get_item(k);
                PyTuple::new(py, [side(0)?, side(1)?, side(2)?, side(3)?])?
            }
        };
        let shared: Shared = (font.as_ptr() as usize, size.as_ptr() as usize, word.direction, word.angle);
        let direction = self.direction(word.direction);
        let d = word_base(&self.word, self.last.as_ref().map(|(d, known)| (d, *known)), shared, (&font, &size), || direction)?;
        set_own(&d, word_id, &bbox, word.text.as_str(), word.glyphs, self.floats(word.baseline)?, line_id)?;
        self.last = Some((d.clone(), shared));
        Ok(WordMade { record: d, bbox, size })
    }

    /// A line record.
    fn line(&mut self, line: &LineOut, line_id: usize, bbox: Bound<'py, PyTuple>, end: LineEnd, words: (usize, usize)) -> PyResult<Bound<'py, PyDict>> {
        let py = self.py;
        let d = self.line.copy()?;
        d.set_item(intern!(py, "id"), line_id)?;
        d.set_item(intern!(py, "bbox"), bbox)?;
        d.set_item(intern!(py, "text"), end.text)?;
        d.set_item(intern!(py, "words"), words)?;
        d.set_item(intern!(py, "direction"), self.direction(line.direction))?;
        d.set_item(intern!(py, "angle"), line.angle)?;
        d.set_item(intern!(py, "baseline"), self.floats(line.baseline)?)?;
        d.set_item(intern!(py, "size"), self.float(line.size))?;
        d.set_item(intern!(py, "hyphen"), end.hyphen.map(String::from))?;
        d.set_item(intern!(py, "next_lower"), end.next_lower)?;
        Ok(d)
    }
}
