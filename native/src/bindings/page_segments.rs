//! A page's segments held natively (`LineLayout::cut`): the order stage's `Segment`
//! objects are made only of the segments it asks for (the candidates near the page's
//! edges, a piece's line); the rest are chained into blocks here (`crate::blocks`), and
//! each block's box, size, first glyph, words, text and line ids are handed back as the
//! values its words' records hold -- the values a `Segment` would have given. Words the
//! layout holds as views of the page's (`page_words`) are read from their own values and
//! handed on as views, their records left unmade.

use super::guarded;
use super::page_words::{LineWords, Words};
use super::segments::{bold, LineLayout};
use crate::blocks::{blocks, BlockTolerances, Piece};
use crate::fxhash::FxMap as HashMap;
use crate::links::{LinkTolerances, Seg};
use crate::segments::{Held, SegmentOut};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyFloat, PyList, PyString, PyTuple};
use std::cell::RefCell;

/// A page's segments, in line order, with what the links and blocks read of each.
#[pyclass(module = "pdftk_text._core", unsendable)]
pub(super) struct Segments {
    /// the order stage's `Segment` class
    class: PyObject,
    /// per line of the layout: its id and its words (None: no words)
    lines: Vec<(PyObject, Option<LineWords>)>,
    cut: Vec<SegmentOut>,
    /// each segment's text as `joining.joined_text` joins its words; None when a word's
    /// text is no string (that function then says what is wrong)
    texts: Vec<Option<String>>,
    /// each segment's box, size, first glyph and direction as the links read them (bold:
    /// asked when the blocks are)
    segs: Vec<Seg>,
    /// the `Segment` objects made so far (made while the blocks are chained: a piece's
    /// line's last glyph is asked of its `Segment`)
    made: RefCell<Vec<Option<PyObject>>>,
}

impl Segments {
    /// `layout`'s segments, cut at `split_gap` and `min_gutter` em, their texts joined at
    /// `touching` and `overlapping` em; `class` makes the `Segment`s asked for.
    pub(super) fn cut(layout: &LineLayout, py: Python<'_>, class: &Bound<'_, PyAny>, gaps: (f64, f64), joins: (f64, f64)) -> Self {
        let cut = layout.layout().segments(gaps.0, gaps.1);
        let texts = cut.iter().map(|s| layout.text(s.line, &s.held, joins.0, joins.1)).collect();
        let segs = cut
            .iter()
            .map(|s| {
                let w = layout.layout().words(s.line);
                let size = w[s.size_from].size;
                Seg {
                    x0: w[s.bbox_from[0]].x0,
                    y0: w[s.bbox_from[1]].y0,
                    x1: w[s.bbox_from[2]].x1,
                    y1: w[s.bbox_from[3]].y1,
                    size: if size == 0.0 { 1.0 } else { size },
                    first: w[s.first_from].first,
                    vertical: s.held == Held::Same,
                    bold: false,
                }
            })
            .collect();
        let made = RefCell::new((0..cut.len()).map(|_| None).collect());
        Segments { class: class.clone().unbind(), lines: layout.held(py), cut, texts, segs, made }
    }

    /// The words of segment `i`'s line.
    fn words(&self, i: usize) -> &LineWords {
        self.lines[self.cut[i].line].1.as_ref().expect("a line with words")
    }

    /// Side `side` (0 to 3: x0, y0, x1, y1) of segment `i`'s box, as its word holds it.
    fn side<'py>(&self, py: Python<'py>, i: usize, side: usize) -> PyResult<Bound<'py, PyAny>> {
        self.words(i).side(py, self.cut[i].bbox_from[side], side)
    }

    fn bbox<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, (0..4).map(|side| self.side(py, i, side)).collect::<PyResult<Vec<_>>>()?)
    }

    /// Its largest word size (1.0 for none).
    fn size<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Bound<'py, PyAny>> {
        let size = self.words(i).size(py, self.cut[i].size_from)?;
        Ok(if size.extract::<f64>()? == 0.0 { PyFloat::new(py, 1.0).into_any() } else { size })
    }

    /// The content order of its first glyph.
    fn first<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Bound<'py, PyAny>> {
        self.words(i).first(py, self.cut[i].first_from)
    }

    /// The positions in its line of the words it holds, in the line's order.
    fn held(&self, py: Python<'_>, i: usize) -> Vec<usize> {
        match &self.cut[i].held {
            Held::Same | Held::All => (0..self.words(i).len(py)).collect(),
            Held::Some(indexes) => indexes.clone(),
        }
    }

    /// Its word records, in its line's order.
    fn records<'py>(&self, py: Python<'py>, i: usize) -> PyResult<Vec<Bound<'py, PyAny>>> {
        let words = self.words(i);
        self.held(py, i).into_iter().map(|k| words.record(py, k)).collect()
    }

    fn check(&self, i: impl TryInto<usize>) -> PyResult<usize> {
        match i.try_into() {
            Ok(i) if i < self.cut.len() => Ok(i),
            _ => Err(PyIndexError::new_err("segment position out of range")),
        }
    }
}

/// What a block of two segments or more takes from them, as positions in its list: the
/// segments giving the left, top, right and bottom of its box (the first of equals, as
/// Python's min and max take them), its median size (the middle of the sizes sorted,
/// stably; None when one is NaN, whose place a sort leaves to the algorithm) and its
/// first glyph (the least).
type Facts = (usize, usize, usize, usize, Option<usize>, usize);

/// The blocks' lists of positions, the pairs weighed, and each block's facts.
type BlockLists = (Vec<Vec<usize>>, usize, Vec<Option<Facts>>);

/// 2^53: from here a stream's integer may not be the double it was read as, and Python
/// compares it with the others exactly.
const EXACT: f64 = 9_007_199_254_740_992.0;

/// A block's `Facts`, or None when a side or size reaches `EXACT` (Python takes those).
fn facts(pieces: &[Piece], list: &[usize]) -> Option<Facts> {
    let seg = |k: usize| &pieces[list[k]].seg;
    if list.iter().any(|&i| {
        let s = &pieces[i].seg;
        [s.x0, s.y0, s.x1, s.y1, s.size].iter().any(|v| v.abs() >= EXACT)
    }) {
        return None;
    }
    let (mut sides, mut first) = ([0usize; 4], 0usize);
    for k in 1..list.len() {
        let (s, [x0, y0, x1, y1]) = (seg(k), sides.map(seg));
        if s.x0 < x0.x0 {
            sides[0] = k;
        }
        if s.y0 < y0.y0 {
            sides[1] = k;
        }
        if s.x1 > x1.x1 {
            sides[2] = k;
        }
        if s.y1 > y1.y1 {
            sides[3] = k;
        }
        if s.first < seg(first).first {
            first = k;
        }
    }
    let size = (!(0..list.len()).any(|k| seg(k).size.is_nan())).then(|| {
        let mut order: Vec<usize> = (0..list.len()).collect();
        order.sort_by(|&a, &b| seg(a).size.partial_cmp(&seg(b).size).expect("no NaN"));
        order[list.len() / 2]
    });
    Some((sides[0], sides[1], sides[2], sides[3], size, first))
}

#[pymethods]
impl Segments {
    fn __len__(&self) -> usize {
        self.cut.len()
    }

    /// The order stage's `Segment` for position `i` (from the end when negative, as a
    /// list counts): (words, line id, vertical, bbox, size, first glyph, text, position),
    /// made once.
    fn __getitem__<'py>(&self, py: Python<'py>, i: isize) -> PyResult<Bound<'py, PyAny>> {
        let i = self.check(if i < 0 { i.checked_add_unsigned(self.cut.len()).unwrap_or(-1) } else { i })?;
        if let Some(made) = &self.made.borrow()[i] {
            return Ok(made.bind(py).clone());
        }
        // a vertical line's segment holds the line's own list of words; a view of the
        // page's words gives a view of the segment's, whose records are made when asked
        let vertical = self.segs[i].vertical;
        let held = match self.words(i) {
            LineWords::List(list) if vertical => list.bind(py).clone().into_any(),
            LineWords::List(_) => PyList::new(py, self.records(py, i)?)?.into_any(),
            LineWords::View(view) => Bound::new(py, view.get().taken(py, &self.held(py, i)))?.into_any(),
        };
        let id = self.lines[self.cut[i].line].0.bind(py);
        let made = self.class.bind(py).call1((held, id, vertical, self.bbox(py, i)?, self.size(py, i)?, self.first(py, i)?, self.texts[i].clone(), i))?;
        self.made.borrow_mut()[i] = Some(made.clone().unbind());
        Ok(made)
    }

    /// The positions of the horizontal segments whose middle, `(top + bottom) / 2` of the
    /// values their words hold, is not within `[near, far]` (`near <= middle <= far`, as
    /// Python chains it): what lies near the page's top and bottom. Floats are added,
    /// halved and compared as doubles, as Python does; any other values by Python's own
    /// operators.
    fn edges(&self, py: Python<'_>, near: &Bound<'_, PyAny>, far: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        let bounds = match (near.downcast_exact::<PyFloat>(), far.downcast_exact::<PyFloat>()) {
            (Ok(near), Ok(far)) => Some((near.value(), far.value())),
            _ => None,
        };
        let mut out = Vec::new();
        for i in (0..self.cut.len()).filter(|&i| !self.segs[i].vertical) {
            let (top, bottom) = (self.side(py, i, 1)?, self.side(py, i, 3)?);
            let inside = match (top.downcast_exact::<PyFloat>(), bottom.downcast_exact::<PyFloat>(), bounds) {
                (Ok(top), Ok(bottom), Some((near, far))) => {
                    let middle = (top.value() + bottom.value()) / 2.0;
                    near <= middle && middle <= far
                }
                _ => {
                    let middle = top.add(bottom)?.div(2)?;
                    near.le(&middle)? && middle.le(far)?
                }
            };
            if !inside {
                out.push(i);
            }
        }
        Ok(out)
    }

    /// The boxes of the horizontal segments, in order, as their words hold them.
    fn boxes<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyTuple>>> {
        (0..self.cut.len()).filter(|&i| !self.segs[i].vertical).map(|i| self.bbox(py, i)).collect()
    }

    /// The blocks of the segments but those at `without` (`crate::blocks`), as lists of
    /// positions; the pairs the links weighed; and per block of two segments or more its
    /// `Facts`. `bold_font` names a bold face, `last_glyph` gives a segment's last glyph
    /// from its position (asked only of the lines a piece may go back after);
    /// `tolerances` the order stage's (link_gap, link_size_ratio, link_overlap,
    /// row_width_ratio, row_gap, grid_width, min_gutter, grid_row_gap, grid_spanning,
    /// grid_rows, grid_words).
    #[allow(clippy::type_complexity)]
    fn block_lists(
        &self,
        py: Python<'_>,
        without: Vec<usize>,
        bold_font: &Bound<'_, PyAny>,
        last_glyph: &Bound<'_, PyAny>,
        tolerances: (f64, f64, f64, f64, f64, f64, f64, f64, usize, usize, usize),
        rtl: bool,
    ) -> PyResult<BlockLists> {
        let mut gone = vec![false; self.cut.len()];
        for i in without {
            gone[self.check(i)?] = true;
        }
        let kept: Vec<usize> = (0..self.cut.len()).filter(|&i| !gone[i]).collect();
        let mut known = HashMap::default();
        let pieces = kept
            .iter()
            .map(|&i| {
                let (words, held) = (self.words(i), self.held(py, i));
                let bold = bold(held.iter().map(|&k| words.font(py, k)), bold_font, &mut known)?;
                Ok(Piece { seg: Seg { bold, ..self.segs[i] }, words: held.len() })
            })
            .collect::<PyResult<Vec<Piece>>>()?;
        let (link_gap, link_size_ratio, link_overlap, row_width_ratio, row_gap, grid_width, min_gutter, grid_row_gap, grid_spanning, grid_rows, grid_words) = tolerances;
        let t = BlockTolerances {
            links: LinkTolerances { link_gap, link_size_ratio, link_overlap, row_width_ratio, row_gap, grid_width },
            min_gutter,
            grid_row_gap,
            grid_spanning,
            grid_rows,
            grid_words,
        };
        let mut last = |s: usize| -> PyResult<i64> { last_glyph.call1((kept[s],))?.extract() };
        let (lists, weighed) = guarded(|| blocks(&pieces, &t, rtl, &mut last))??;
        let facts = lists.iter().map(|list| if list.len() > 1 { facts(&pieces, list) } else { None }).collect();
        let lists = lists.into_iter().map(|list| list.into_iter().map(|k| kept[k]).collect()).collect();
        Ok((lists, weighed, facts))
    }

    /// Each block of `lists` with its `facts` (`block_lists`'s): (its box, size, first
    /// glyph, words, their ids, text -- its segments' texts a line each -- and its line
    /// ids, each once, in its words' order: each segment's first word names its line);
    /// None where Python is to take them (a size the facts leave, a word's text no string).
    fn blocks<'py>(&self, py: Python<'py>, lists: Vec<Vec<usize>>, facts: Vec<Option<Facts>>) -> PyResult<Vec<Option<Bound<'py, PyTuple>>>> {
        lists.into_iter().zip(facts).map(|(positions, facts)| self.block(py, positions, facts)).collect()
    }
}

impl Segments {
    fn block<'py>(&self, py: Python<'py>, positions: Vec<usize>, facts: Option<Facts>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        for &i in &positions {
            self.check(i)?;
        }
        let Some(texts) = positions.iter().map(|&i| self.texts[i].as_deref()).collect::<Option<Vec<&str>>>() else {
            return Ok(None);
        };
        let (bbox, size, first) = match (&positions[..], facts) {
            ([only], _) => (self.bbox(py, *only)?, self.size(py, *only)?, self.first(py, *only)?),
            (_, Some((left, top, right, bottom, Some(size), first))) => {
                let sides = [self.side(py, positions[left], 0)?, self.side(py, positions[top], 1)?, self.side(py, positions[right], 2)?, self.side(py, positions[bottom], 3)?];
                (PyTuple::new(py, sides)?, self.size(py, positions[size])?, self.first(py, positions[first])?)
            }
            _ => return Ok(None),
        };
        let (words, ids, named) = self.block_words(py, &positions)?;
        // each once, as dict.fromkeys keeps them (a block of one segment names one line)
        let lines = if positions.len() == 1 {
            named
        } else {
            let once = PyDict::new(py);
            for name in named.iter() {
                once.set_item(name, py.None())?;
            }
            once.keys()
        };
        let text = PyString::new(py, &texts.join("\n"));
        let items: [Bound<'py, PyAny>; 7] = [bbox.into_any(), size, first, words.into_any(), ids.into_any(), text.into_any(), lines.into_any()];
        Ok(Some(PyTuple::new(py, items)?))
    }

    /// A block's words (a list of their records, or, for views of the page's words, a
    /// view of them), their ids, and the line of each segment's first word, in order.
    fn block_words<'py>(&self, py: Python<'py>, positions: &[usize]) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyList>, Bound<'py, PyList>)> {
        let (ids, named) = (PyList::empty(py), PyList::empty(py));
        // views of the page's words make a view (a layout's lines are all views, or all
        // lists); anything else a list of the records
        let views: Option<Vec<&Words>> = positions.iter().map(|&i| self.words(i).view()).collect();
        if let Some(views) = views.filter(|views| !views.is_empty()) {
            let (store, mut taken) = (views[0].store(py), Vec::new());
            for (&i, view) in positions.iter().zip(views) {
                let held = self.held(py, i);
                named.append(self.words(i).line(py, held[0])?)?;     // (a segment holds a word or more)
                taken.extend(held.into_iter().map(|k| view.id(k)));
            }
            let ids = PyList::new(py, &taken)?;
            return Ok((Bound::new(py, Words::new(store, taken))?.into_any(), ids, named));
        }
        let mut records = Vec::new();
        for &i in positions {
            let (words, held) = (self.words(i), self.held(py, i));
            named.append(words.line(py, held[0])?)?;
            for k in held {
                ids.append(words.id(py, k)?)?;
                records.push(words.record(py, k)?);
            }
        }
        Ok((PyList::new(py, records)?.into_any(), ids, named))
    }
}
