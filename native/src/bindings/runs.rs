//! A font's advances as the core measures runs with (`Metrics`, made once per font by
//! the font layer) and a show operator's measured glyphs (`Shown`), which the glyph page
//! reads in place; the arithmetic is `content::measure`'s.

use super::codespace::CodeSpace;
use crate::content::measure::{displaced, Code, Measured, Spacing};
use crate::fxhash::FxMap as HashMap;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyFloat, PyList};

/// A font's advances and texts as the core reads them: a simple font's 256 advances (its
/// box widths too), else each code's asked of the font once (its `split`, `width` and
/// `box_width`), and each code's text and mapping source asked of its `text` once. The
/// font is handed to each call, never kept (it holds this table: no cycle).
#[pyclass(module = "pdftk_text._core")]
pub(super) struct Metrics {
    simple: Option<Vec<f64>>,
    /// a composite font's code space, which splits its strings
    space: Option<Py<CodeSpace>>,
    split: Vec<(u32, usize)>,
    vertical: bool,
    known: HashMap<u32, (f64, f64)>,
    /// each code's text once asked (`Text`), and a code's place there: codes below 256
    /// by their value, others by a table
    texts: Vec<Text>,
    text_at: Vec<u32>,
    wide_text_at: HashMap<u32, u32>,
    codes: Vec<Code>,
}

/// A code's text, its mapping source, and whether no source mapped it.
pub(super) struct Text {
    pub(super) text: PyObject,
    pub(super) source: PyObject,
    missing: bool,
}

/// No text asked yet for a code below 256.
const UNASKED: u32 = u32::MAX;

impl Metrics {
    /// Per glyph of `shown`, the place of its text and mapping source among the font's
    /// (`text`; each code's asked of `font.text` once): (the places, how many no source
    /// mapped).
    pub(super) fn places(&mut self, font: &Bound<'_, PyAny>, shown: PyRef<'_, Shown>) -> PyResult<(Vec<u32>, usize)> {
        let (mut places, mut missing) = (Vec::with_capacity(shown.run.len()), 0);
        for code in shown.run.codes() {
            let known = match self.text_at.get(code as usize) {
                Some(&at) => at,
                None => self.wide_text_at.get(&code).copied().unwrap_or(UNASKED),
            };
            let at = if known == UNASKED { self.ask(font, code)? } else { known };
            missing += self.texts[at as usize].missing as usize;
            places.push(at);
        }
        Ok((places, missing))
    }

    /// The text and mapping source at `at` (a place `places` gave).
    pub(super) fn text(&self, at: u32) -> &Text {
        &self.texts[at as usize]
    }

    /// Ask `font` the text and mapping source of `code`, and file them: their place.
    fn ask(&mut self, font: &Bound<'_, PyAny>, code: u32) -> PyResult<u32> {
        let py = font.py();
        let (text, source): (PyObject, PyObject) = font.call_method1(intern!(py, "text"), (code,))?.extract()?;
        let missing = source.bind(py).eq(intern!(py, "none"))?;
        let at = self.texts.len() as u32;
        self.texts.push(Text { text, source, missing });
        match self.text_at.get_mut(code as usize) {
            Some(slot) => *slot = at,
            None => {
                self.wide_text_at.insert(code, at);
            }
        }
        Ok(at)
    }

    /// The codes of one shown string.
    fn codes_of(&mut self, font: &Bound<'_, PyAny>, data: &[u8]) -> PyResult<()> {
        self.codes.clear();
        if let Some(widths) = &self.simple {
            self.codes.extend(data.iter().map(|&b| Code { code: u32::from(b), advance: widths[b as usize], width: widths[b as usize], single: true }));
            return Ok(());
        }
        let py = font.py();
        let Some(space) = &self.space else {
            return Err(pyo3::exceptions::PyValueError::new_err("a composite font's metrics have its code space"));
        };
        space.get().space.split(data, &mut self.split);
        for &(code, length) in &self.split {
            let single = length == 1;
            let (advance, width) = match self.known.get(&code) {
                Some(&found) => found,
                None => {
                    let advance = font.call_method1(intern!(py, "width"), (code,))?.extract()?;
                    let found = (advance, font.call_method1(intern!(py, "box_width"), (code,))?.extract()?);
                    self.known.insert(code, found);
                    found
                }
            };
            self.codes.push(Code { code, advance, width, single });
        }
        Ok(())
    }
}

#[pymethods]
impl Metrics {
    /// `widths`: a simple font's 256 advances (text space per unit size), or None for a
    /// composite font, whose `space` (a `CodeSpace`) splits its strings; `vertical`: its
    /// advances run down.
    #[new]
    #[pyo3(signature = (widths, vertical=false, space=None))]
    fn new(widths: Option<Vec<f64>>, vertical: bool, space: Option<Py<CodeSpace>>) -> PyResult<Self> {
        if widths.as_ref().is_some_and(|w| w.len() != 256) {
            return Err(pyo3::exceptions::PyValueError::new_err("a simple font has 256 widths"));
        }
        Ok(Metrics { simple: widths, space, split: Vec::new(), vertical, known: HashMap::default(), texts: Vec::new(),
                     text_at: vec![UNASKED; 256], wide_text_at: HashMap::default(), codes: Vec::new() })
    }

    /// Per glyph of `shown`, its text and mapping source (`places`, read out): (texts,
    /// sources, how many no source mapped).
    fn texts<'py>(&mut self, font: &Bound<'py, PyAny>, shown: PyRef<'_, Shown>) -> PyResult<(Bound<'py, PyList>, Bound<'py, PyList>, usize)> {
        let py = font.py();
        let (places, missing) = self.places(font, shown)?;
        let texts = PyList::new(py, places.iter().map(|&at| self.text(at).text.clone_ref(py)))?;
        let sources = PyList::new(py, places.iter().map(|&at| self.text(at).source.clone_ref(py)))?;
        Ok((texts, sources, missing))
    }

    /// The glyphs `font` shows of a show operator's `items` (strings, and TJ displacements
    /// as floats; anything else is skipped), each string read to at most `budget` codes' bytes (4
    /// a code), under the text state: (the glyphs, the x after them).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn measure(&mut self, font: &Bound<'_, PyAny>, items: &Bound<'_, PyAny>, size: f64, hscale: f64, char_spacing: f64, word_spacing: f64, budget: usize) -> PyResult<(Shown, f64)> {
        let held = items.try_iter()?.collect::<PyResult<Vec<_>>>()?;
        self.measure_items(font, held.iter().map(Item::of), Spacing { size, hscale, char_spacing, word_spacing, sign: 1.0 }, budget)
    }
}

/// An item of a show operator: a string's bytes, a TJ displacement, or anything else
/// (skipped).
pub(super) enum Item<'a> {
    Bytes(&'a [u8]),
    Number(f64),
    Other,
}

impl<'a> Item<'a> {
    /// A Python value as an item: bytes, a float, or another.
    pub(super) fn of(value: &'a Bound<'_, PyAny>) -> Item<'a> {
        if let Ok(data) = value.downcast_exact::<PyBytes>() {
            Item::Bytes(data.as_bytes())
        } else if let Ok(amount) = value.downcast_exact::<PyFloat>() {
            Item::Number(amount.value())
        } else {
            Item::Other
        }
    }
}

impl Metrics {
    /// `measure` of items already read; `spacing`'s sign is the font's.
    pub(super) fn measure_items<'a>(&mut self, font: &Bound<'_, PyAny>, items: impl Iterator<Item = Item<'a>> + Clone, spacing: Spacing,
                                    budget: usize) -> PyResult<(Shown, f64)> {
        let spacing = Spacing { sign: if self.vertical { -1.0 } else { 1.0 }, ..spacing };
        let most = budget.saturating_mul(4);
        // a code is at least a byte: the strings' bytes bound the glyphs
        let room = items.clone().map(|item| if let Item::Bytes(data) = item { data.len().min(most) } else { 0 }).sum();
        let mut run = Measured::with_capacity(room);
        let mut x = 0.0;
        for item in items {
            match item {
                Item::Bytes(data) => {
                    self.codes_of(font, &data[..data.len().min(most)])?;
                    x = run.string(&self.codes, &spacing, x);
                }
                Item::Number(amount) => x = displaced(x, amount, &spacing),
                Item::Other => {}
            }
        }
        Ok((Shown { run }, x))
    }
}

/// A show operator's glyphs measured: codes, origins along the baseline from the run's
/// start, advances and box widths, in text space.
#[pyclass(module = "pdftk_text._core")]
pub(super) struct Shown {
    pub(super) run: Measured,
}

#[pymethods]
impl Shown {
    fn __len__(&self) -> usize {
        self.run.len()
    }

    /// Keep the first `count` glyphs.
    fn truncate(&mut self, count: usize) {
        self.run.truncate(count);
    }

    #[getter]
    fn codes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.run.codes())
    }

    #[getter]
    fn xs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.run.xs())
    }

    #[getter]
    fn advances<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.run.advances())
    }

    /// Box widths, text space (size and horizontal scaling applied).
    #[getter]
    fn widths<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.run.widths())
    }
}
