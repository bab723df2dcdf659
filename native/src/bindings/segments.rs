//! The order stage's segments: a page's lines laid out and cut (`crate::segments`),
//! over its line and word records (or, laid out by the words stage in-process, views of
//! its words, `page_words`), and the links between segments that blocks are chained from
//! (`crate::links`). Each word's box, size, id, first glyph, text and joining geometry
//! are read once; a segment is made as the order stage's own `Segment`, holding the
//! words' records (a view of them, for views), the values they came with and its text
//! as `joining.joined_text` reads it. A word record the cut cannot read raises
//! `WordFieldError` naming it.

use super::guarded;
use super::joining::baseline_of;
use super::words::numbers;
use crate::words::joining::{join_words, Geometry};
use super::page_segments::Segments;
use super::page_words::LineWords;
use crate::links::{links, LinkTolerances, Seg};
use crate::segments::{Held, Layout, LineIn, WordBox};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use crate::fxhash::FxMap as HashMap;

create_exception!(_core, WordFieldError, PyValueError, "a word record the order stage cannot read");

/// A page's lines (line records, in order) and their words (`{line id: word records}`),
/// laid out: each horizontal line's words by left edge, the rows by top.
#[pyclass(module = "pdftk_text._core", unsendable)]
pub(super) struct LineLayout {
    layout: Layout,
    /// per line: its id and its words (None: no words)
    lines: Vec<(PyObject, Option<LineWords>)>,
    /// per line: each word's text and joining geometry
    joins: Vec<Vec<Join>>,
    ttb: Vec<bool>,
}

/// A word's text and joining geometry as `joining.joined_text` reads them: its text and
/// its baseline with its size (`size`, as the box read it).
pub(super) type Join = (JoinText, Option<Geometry>);

/// A word's text for joining: a record's own ("" when it has none; None when it is no
/// string, or one Rust cannot hold (a lone surrogate), the segment's text then left to
/// that function, which says so), or, for a word of a view, the text its page's store
/// holds, read there rather than copied.
pub(super) enum JoinText {
    Own(Option<String>),
    Viewed,
}

/// The one-line reason a word record cannot be read: its first field missing or malformed.
pub(super) fn malformed(word: &Bound<'_, PyDict>, name: &str) -> PyErr {
    let field = |key: &str| word.get_item(key).ok().flatten().map_or_else(|| "None".to_owned(), |v| v.to_string());
    let what = if word.contains(name).unwrap_or(false) { "a malformed" } else { "no" };
    WordFieldError::new_err(format!("word record (page {}, id {}) has {what} \"{name}\"", field("page"), field("id")))
}

fn word_box<'py>(word: &Bound<'py, PyAny>) -> PyResult<(WordBox, Join)> {
    let py = word.py();
    let word = word.downcast::<PyDict>().map_err(|_| PyValueError::new_err("a word record is no object"))?;
    let get = |name: &Bound<'py, PyString>| word.get_item(name).ok().flatten();
    // four numbers, as a box is unpacked
    let sides = get(intern!(py, "bbox")).filter(|b| b.len().is_ok_and(|n| n == 4)).and_then(|b| numbers::<4>(&b).ok());
    let Some(sides) = sides else { return Err(malformed(word, "bbox")) };
    let size = get(intern!(py, "size")).and_then(|v| v.extract::<f64>().ok()).ok_or_else(|| malformed(word, "size"))?;
    let id = get(intern!(py, "id")).and_then(|v| v.extract::<i64>().ok()).ok_or_else(|| malformed(word, "id"))?;
    let first = get(intern!(py, "glyphs"))
        .and_then(|g| g.get_item(0).ok())
        .and_then(|v| v.extract::<i64>().ok())
        .ok_or_else(|| malformed(word, "glyphs"))?;
    let text = match get(intern!(py, "text")) {
        Some(text) => JoinText::Own(text.downcast_into::<PyString>().ok().and_then(|t| t.to_str().ok().map(str::to_owned))),
        None => JoinText::Own(Some(String::new())),
    };
    let geometry = get(intern!(py, "baseline")).and_then(|b| baseline_of(&b)).map(|baseline| Geometry { baseline, size });
    Ok((WordBox { x0: sides[0], y0: sides[1], x1: sides[2], y1: sides[3], size, id, first }, (text, geometry)))
}

/// Whether a line record reads as vertical writing ("ttb"), and as no horizontal line
/// (vertical, or turned: an angle other than 0 or None).
fn direction(line: &Bound<'_, PyDict>) -> PyResult<(bool, bool)> {
    let py = line.py();
    let ttb = match line.get_item(intern!(py, "direction"))? {
        Some(d) => d.downcast::<PyString>().is_ok_and(|s| s.to_str().is_ok_and(|s| s == "ttb")),
        None => false,
    };
    let turned = match line.get_item(intern!(py, "angle"))? {
        None => false,
        Some(a) if a.is_none() => false,
        Some(a) => a.extract::<f64>().ok().is_none_or(|angle| angle != 0.0),
    };
    Ok((ttb, ttb || turned))
}

/// A line as the words stage lays it out for `LineLayout::laid`: its layout line, its id
/// and its words, its words' joins, and whether it is vertical writing.
pub(super) struct LaidLine {
    pub(super) line: LineIn,
    pub(super) words: (PyObject, Option<LineWords>),
    pub(super) joins: Vec<Join>,
    pub(super) ttb: bool,
}

impl LineLayout {
    /// A page laid out from what its words already are: what `new` reads from records.
    pub(super) fn laid(lines: Vec<LaidLine>) -> Self {
        let (mut layout_lines, mut held, mut joins, mut ttb) =
            (Vec::with_capacity(lines.len()), Vec::with_capacity(lines.len()), Vec::with_capacity(lines.len()), Vec::with_capacity(lines.len()));
        for laid in lines {
            layout_lines.push(laid.line);
            held.push(laid.words);
            joins.push(laid.joins);
            ttb.push(laid.ttb);
        }
        LineLayout { layout: Layout::new(layout_lines), lines: held, joins, ttb }
    }
}

#[pymethods]
impl LineLayout {
    #[new]
    fn new(lines: &Bound<'_, PyList>, by_line: &Bound<'_, PyDict>) -> PyResult<Self> {
        let py = lines.py();
        let (mut layout_lines, mut held, mut ttb) = (Vec::with_capacity(lines.len()), Vec::with_capacity(lines.len()), Vec::with_capacity(lines.len()));
        let mut joins = Vec::with_capacity(lines.len());
        let mut last_of: HashMap<usize, usize> = HashMap::default(); // words' list -> its last line
        for (k, line) in lines.iter().enumerate() {
            let line = line.downcast::<PyDict>().map_err(|_| PyValueError::new_err("a line record is no object"))?;
            let id = line.get_item(intern!(py, "id"))?.ok_or_else(|| WordFieldError::new_err("a line record has no \"id\""))?;
            let words = by_line.get_item(&id)?.and_then(|w| w.downcast_into::<PyList>().ok()).filter(|w| !w.is_empty());
            let (vertical_writing, vertical) = direction(line)?;
            let (boxes, join): (Vec<WordBox>, Vec<Join>) = match &words {
                Some(list) => list.iter().map(|w| word_box(&w)).collect::<PyResult<Vec<_>>>()?.into_iter().unzip(),
                None => (Vec::new(), Vec::new()),
            };
            if let Some(list) = &words {
                last_of.insert(list.as_ptr() as usize, k);
            }
            joins.push(join);
            layout_lines.push(LineIn { vertical, words: boxes, alias: k });
            held.push((id.unbind(), words.map(|w| LineWords::List(w.unbind()))));
            ttb.push(vertical_writing);
        }
        for (line, (_, words)) in layout_lines.iter_mut().zip(&held) {
            if let Some(LineWords::List(list)) = words {
                line.alias = last_of[&(list.as_ptr() as usize)];
            }
        }
        Ok(LineLayout { layout: Layout::new(layout_lines), lines: held, joins, ttb })
    }

    /// Per line with words that is not vertical writing, its first and last words by
    /// left edge (the earlier and the later of equals), each with its side ("left" for the
    /// first, "right" for the last, in that order): where a lane of numbers beside the
    /// text is looked for. A word whose text is a string opening with an ASCII character
    /// other than a digit is left out: a lane's token opens with a decimal digit (the
    /// caller asks the others).
    fn token_ends<'py>(&self, py: Python<'py>) -> PyResult<Vec<(Bound<'py, PyAny>, Bound<'py, PyString>)>> {
        let (left, right) = (intern!(py, "left"), intern!(py, "right"));
        let mut out = Vec::new();
        for (k, first, last) in self.layout.ends(&self.ttb) {
            let words = self.lines[k].1.as_ref().expect("a line with words");
            for (i, side) in [(first, left), (last, right)] {
                let opens_ascii_other = self.word_text(k, i)
                    .is_some_and(|text| text.as_bytes().first().is_some_and(|b| b.is_ascii() && !b.is_ascii_digit()));
                if !opens_ascii_other {
                    out.push((words.record(py, i)?, side.clone()));
                }
            }
        }
        Ok(out)
    }

    /// The page's segments, in line order (`Segments`): cut at `split_gap` and
    /// `min_gutter` em, their texts joined as `joining.joined_text` would (`touching` and
    /// `overlapping` em; the words of one line's list share its line), each made by
    /// `segment` (the order stage's class) when asked for.
    fn cut(&self, py: Python<'_>, segment: &Bound<'_, PyAny>, split_gap: f64, min_gutter: f64, touching: f64, overlapping: f64) -> Segments {
        Segments::cut(self, py, segment, (split_gap, min_gutter), (touching, overlapping))
    }
}

impl LineLayout {
    pub(super) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Each line's id and words.
    pub(super) fn held(&self, py: Python<'_>) -> Vec<(PyObject, Option<LineWords>)> {
        self.lines.iter().map(|(id, words)| (id.clone_ref(py), words.as_ref().map(|w| w.clone_ref(py)))).collect()
    }

    /// The text of line `k`'s words that `held` keeps, joined; None when one is no string.
    pub(super) fn text(&self, k: usize, held: &Held, touching: f64, overlapping: f64) -> Option<String> {
        let joins = &self.joins[k];
        let word = |i: usize| Some((self.word_text(k, i)?, joins[i].1));
        match held {
            Held::Same | Held::All => join_words(joins.len(), word, touching, overlapping),
            Held::Some(indexes) => join_words(indexes.len(), |n| word(indexes[n]), touching, overlapping),
        }
    }

    /// The text of word `i` of line `k` for joining (`JoinText`).
    fn word_text(&self, k: usize, i: usize) -> Option<&str> {
        match &self.joins[k][i].0 {
            JoinText::Own(text) => text.as_deref(),
            JoinText::Viewed => {
                let view = self.lines[k].1.as_ref().and_then(LineWords::view).expect("a viewed word's line is a view");
                Some(view.text(i))
            }
        }
    }
}

/// A word record's font (None when it has none).
pub(super) fn font_of<'py>(word: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = word.py();
    Ok(word.downcast::<PyDict>()?.get_item(intern!(py, "font"))?.unwrap_or_else(|| py.None().into_bound(py)))
}

/// Whether every word of a segment (`fonts`: their fonts, in order) is set in a bold
/// face, by `bold_font` (the order stage's rule on a font's name), asked once per font
/// object.
pub(super) fn bold<'py>(fonts: impl IntoIterator<Item = PyResult<Bound<'py, PyAny>>>, bold_font: &Bound<'py, PyAny>, known: &mut HashMap<usize, bool>) -> PyResult<bool> {
    for font in fonts {
        let font = font?;
        let found = match known.get(&(font.as_ptr() as usize)) {
            Some(&found) => found,
            None => {
                let found = bold_font.call1((&font,))?.is_truthy()?;
                // the word holds the font, so its address stays its own while the page is read
                known.insert(font.as_ptr() as usize, found);
                found
            }
        };
        if !found {
            return Ok(false);
        }
    }
    Ok(true)
}

/// A `Segment` as the links and blocks read it, and its number of words.
fn seg_of(s: &Bound<'_, PyAny>, bold_font: &Bound<'_, PyAny>, known: &mut HashMap<usize, bool>) -> PyResult<(Seg, usize)> {
    let py = s.py();
    let bbox: [f64; 4] = s.getattr(intern!(py, "bbox"))?.extract()?;
    let words = s.getattr(intern!(py, "words"))?.try_iter()?.collect::<PyResult<Vec<_>>>()?;
    let seg = Seg {
        x0: bbox[0],
        y0: bbox[1],
        x1: bbox[2],
        y1: bbox[3],
        size: s.getattr(intern!(py, "size"))?.extract()?,
        first: s.getattr(intern!(py, "first"))?.extract()?,
        vertical: s.getattr(intern!(py, "vertical"))?.is_truthy()?,
        bold: bold(words.iter().map(font_of), bold_font, known)?,
    };
    Ok((seg, words.len()))
}

/// For each of `ordered` (the page's segments not in a grid, by top, left edge, first
/// glyph), the position of the one it goes on to below it, or None (`crate::links`),
/// and how many pairs were weighed;
/// `tolerances` the order stage's (link_gap, link_size_ratio, link_overlap,
/// row_width_ratio, row_gap, grid_width).
#[pyfunction]
pub(super) fn segment_links(
    ordered: &Bound<'_, PyList>,
    bold_font: &Bound<'_, PyAny>,
    tolerances: (f64, f64, f64, f64, f64, f64),
    rtl: bool,
) -> PyResult<(Vec<Option<usize>>, usize)> {
    let mut known = HashMap::default();
    let segs = ordered.iter().map(|s| Ok(seg_of(&s, bold_font, &mut known)?.0)).collect::<PyResult<Vec<Seg>>>()?;
    let (link_gap, link_size_ratio, link_overlap, row_width_ratio, row_gap, grid_width) = tolerances;
    let t = LinkTolerances { link_gap, link_size_ratio, link_overlap, row_width_ratio, row_gap, grid_width };
    guarded(|| links(&segs, &t, rtl))
}
