//! Words of a page: its glyphs (a `GlyphPage`, or glyph records parsed from JSON-lines)
//! read into plain data, the core run, word and line records handed back as dicts in the
//! schema's key order. A glyph record the core cannot read raises `GlyphFieldError(index)`;
//! the Python side names what is wrong with it.

use super::glyphs::GlyphPage;
use super::guarded;
use crate::words::joining::{join_words, Geometry};
use crate::words::records::LineOut;
use crate::words::{self, GlyphIn, Interned, Kind, TextProps, Texts, Tolerances};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString, PyTuple};
use crate::fxhash::FxMap as HashMap;
use std::cell::RefCell;

create_exception!(_core, GlyphFieldError, PyValueError, "a glyph record the words stage cannot read");

/// Texts interned for one page; properties asked of the Python side once per text.
pub(super) struct PyTexts<'py> {
    props_of: Bound<'py, PyAny>,
    table: Interned,
    error: Option<PyErr>,
}

/// Texts' properties kept for the process, for the `props_of` that gave them (held, so
/// that no other function can take its place): a document's pages share most of their
/// texts, and each page's table would ask them again. Only texts of at most `TEXT_KEPT`
/// bytes (a glyph's, not an ActualText span's), and at most `PROPS_KEPT` of them, are kept.
#[derive(Default)]
struct Known {
    of: Option<Py<PyAny>>,
    props: HashMap<String, TextProps>,
}

impl Known {
    /// Does it hold the answers of `props_of`?
    fn holds(&self, props_of: &Bound<'_, PyAny>) -> bool {
        self.of.as_ref().is_some_and(|of| of.is(props_of))
    }
}

const PROPS_KEPT: usize = 1 << 14;
const TEXT_KEPT: usize = 32;

thread_local! {
    static KNOWN: RefCell<Known> = RefCell::new(Known::default());
}

impl PyTexts<'_> {
    /// A text's properties: kept ones, else asked of `props_of` (and kept).
    fn read(&self, text: &str) -> PyResult<TextProps> {
        let kept = KNOWN.with(|known| {
            let known = known.borrow();
            if known.holds(&self.props_of) { known.props.get(text).cloned() } else { None }
        });
        if let Some(props) = kept {
            return Ok(props);
        }
        let props = self.ask(text)?;
        KNOWN.with(|known| {
            let mut known = known.borrow_mut();
            if !known.holds(&self.props_of) {
                *known = Known { of: Some(self.props_of.clone().unbind()), props: HashMap::default() };
            }
            if text.len() <= TEXT_KEPT && known.props.len() < PROPS_KEPT {
                known.props.insert(text.to_owned(), props.clone());
            }
        });
        Ok(props)
    }

    fn ask(&self, text: &str) -> PyResult<TextProps> {
        let t = self.props_of.call1((text,))?;
        let kind = |value: Bound<'_, PyAny>| -> PyResult<Kind> {
            Ok(match value.extract::<&str>()? {
                "R" => Kind::R,
                "L" => Kind::L,
                "D" => Kind::D,
                _ => Kind::N,
            })
        };
        let mark: Option<String> = t.get_item(3)?.extract()?;
        Ok(TextProps {
            empty: text.is_empty(),
            space: t.get_item(0)?.extract()?,
            invisible: t.get_item(1)?.extract()?,
            wide: t.get_item(2)?.extract()?,
            mark: mark.and_then(|m| m.chars().next()),
            kind: kind(t.get_item(4)?)?,
            strong: kind(t.get_item(5)?)?,
            digit: t.get_item(6)?.extract()?,
            rtl: t.get_item(7)?.extract()?,
            ascii: text.is_ascii(),
            letter: t.get_item(8)?.extract()?,
            rtl_count: t.get_item(9)?.extract()?,
            ltr_count: t.get_item(10)?.extract()?,
        })
    }
}

impl<'py> PyTexts<'py> {
    /// An empty table whose properties `props_of` (`words.core.text_props`) gives.
    pub(super) fn new(props_of: Bound<'py, PyAny>) -> Self {
        Self::with_table(props_of, Interned::default())
    }

    /// A table holding what an earlier pass interned under the same `props_of`.
    pub(super) fn with_table(props_of: Bound<'py, PyAny>, table: Interned) -> Self {
        PyTexts { props_of, table, error: None }
    }

    /// The texts interned, for a later pass to go on from.
    pub(super) fn into_table(self) -> Interned {
        self.table
    }

    /// The first error `props_of` raised, if any.
    pub(super) fn take_error(&mut self) -> Option<PyErr> {
        self.error.take()
    }

    pub(super) fn font_id(fonts: &mut HashMap<String, u32>, name: &str) -> u32 {
        let next = fonts.len() as u32;
        *fonts.entry(name.to_owned()).or_insert(next)
    }
}

impl Texts for PyTexts<'_> {
    fn intern(&mut self, text: &str) -> u32 {
        if let Some(id) = self.table.find(text) {
            return id;
        }
        let props = self.read(text).unwrap_or_else(|error| {
            self.error.get_or_insert(error);
            TextProps::default()
        });
        self.table.insert(text, props)
    }
    fn text(&self, id: u32) -> &str {
        self.table.text(id)
    }
    fn props(&self, id: u32) -> &TextProps {
        self.table.props(id)
    }
}

/// The first `N` numbers of a tuple or list holding `N` or more.
pub(super) fn numbers<const N: usize>(value: &Bound<'_, PyAny>) -> PyResult<[f64; N]> {
    let mut out = [0.0; N];
    if let Ok(tuple) = value.downcast::<PyTuple>() {
        if tuple.len() >= N {
            for (i, slot) in out.iter_mut().enumerate() {
                *slot = tuple.get_item(i)?.extract()?;
            }
            return Ok(out);
        }
    } else if let Ok(list) = value.downcast::<PyList>() {
        if list.len() >= N {
            for (i, slot) in out.iter_mut().enumerate() {
                *slot = list.get_item(i)?.extract()?;
            }
            return Ok(out);
        }
    }
    Err(PyValueError::new_err("not a sequence of numbers"))
}

fn glyph_in<'py>(record: &Bound<'py, PyAny>, texts: &mut PyTexts<'_>, fonts: &mut HashMap<String, u32>) -> PyResult<GlyphIn> {
    let py = record.py();
    let record = record.downcast::<PyDict>()?;
    let field = |name: &Bound<'py, PyString>| -> PyResult<Bound<'py, PyAny>> {
        record.get_item(name)?.ok_or_else(|| PyValueError::new_err("missing"))
    };
    let text = field(intern!(py, "text"))?;
    let text = if text.is_none() { texts.intern("") } else { texts.intern(text.downcast::<PyString>()?.to_str()?) };
    // no text and outside ActualText: an unreadable font's glyph, which joins no word
    let unread = texts.props(text).empty && record.get_item(intern!(py, "actualtext"))?.is_none_or(|a| a.is_none());
    let font = field(intern!(py, "font"))?;
    let font = if font.is_none() { PyTexts::font_id(fonts, "\u{0}none") } else { PyTexts::font_id(fonts, font.str()?.to_str()?) };
    Ok(GlyphIn {
        id: field(intern!(py, "id"))?.extract()?,
        text,
        font,
        size: field(intern!(py, "size"))?.extract()?,
        quad: numbers(&field(intern!(py, "quad"))?)?,
        origin: numbers(&field(intern!(py, "origin"))?)?,
        bbox: numbers(&field(intern!(py, "bbox"))?)?,
        unread,
    })
}

/// The tolerances `t` (a `Frozen` record, which refuses assignment) holds: read once for
/// the object and kept with it (held, so no other object takes its address), as a
/// command hands the same one to every page's words.
pub(super) fn tolerances(t: &Bound<'_, PyAny>) -> PyResult<Tolerances> {
    thread_local! {
        static READ: RefCell<Option<(Py<PyAny>, Tolerances)>> = const { RefCell::new(None) };
    }
    let kept = READ.with(|read| read.borrow().as_ref().filter(|(of, _)| of.is(t)).map(|(_, values)| values.clone()));
    if let Some(values) = kept {
        return Ok(values);
    }
    let values = read_tolerances(t)?;
    READ.with(|read| *read.borrow_mut() = Some((t.clone().unbind(), values.clone())));
    Ok(values)
}

fn read_tolerances(t: &Bound<'_, PyAny>) -> PyResult<Tolerances> {
    let py = t.py();
    macro_rules! get {
        ($name:literal) => {
            t.getattr(intern!(py, $name))?.extract::<f64>()?
        };
    }
    Ok(Tolerances {
        word_gap: get!("word_gap"),
        size_change: get!("size_change"),
        accent_overlap: get!("accent_overlap"),
        baseline: get!("baseline"),
        baseline_shift: get!("baseline_shift"),
        backstep: get!("backstep"),
        line_gap: get!("line_gap"),
        duplicate: get!("duplicate"),
        script_size: get!("script_size"),
        script_rise: get!("script_rise"),
        script_drop: get!("script_drop"),
        script_length: get!("script_length"),
        vertical_origin: get!("vertical_origin"),
        spaced_ratio: get!("spaced_ratio"),
        spaced_max: get!("spaced_max"),
        rejoin_gap: get!("rejoin_gap"),
    })
}

/// Where the glyphs came from: a native page, or records (dicts) read from a stream.
pub(super) enum Source<'a, 'py> {
    Native(&'a GlyphPage),
    Records(&'a Bound<'py, PyList>),
}

impl<'py> Source<'_, 'py> {
    /// The glyph's font and size, as its record has them.
    pub(super) fn font_size(&self, py: Python<'py>, rec: usize) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        match self {
            Source::Native(page) => Ok(page.font_size(py, rec)),
            Source::Records(list) => {
                let record = list.get_item(rec)?;
                Ok((record.get_item(intern!(py, "font"))?, record.get_item(intern!(py, "size"))?))
            }
        }
    }
}

/// A page's words: (records, glyphs dropped as copies). `glyphs` is a GlyphPage or a list
/// of glyph records; `joining` the (touching, overlapping) em of `joining.apart`;
/// `hyphens` the characters a line ending in one records as its "hyphen". The records
/// are a list of dicts, each line record followed by its words; given `dumps` (orjson's,
/// and only with a GlyphPage) they are the bytes of their JSON lines instead, each the
/// bytes `dumps` gives the record (`word_json`); with `batch`, the records for the order
/// stage (`word_records::batch`).
#[pyfunction]
#[pyo3(signature = (glyphs, page, tolerances_of, units, props_of, joining, hyphens, dumps=None, batch=false))]
#[allow(clippy::too_many_arguments)]
pub(super) fn page_words<'py>(
    py: Python<'py>,
    glyphs: &Bound<'py, PyAny>,
    page: Bound<'py, PyAny>,
    tolerances_of: &Bound<'py, PyAny>,
    units: &Bound<'py, PyDict>,
    props_of: Bound<'py, PyAny>,
    joining: (f64, f64),
    hyphens: &str,
    dumps: Option<Bound<'py, PyAny>>,
    batch: bool,
) -> PyResult<(Bound<'py, PyAny>, usize)> {
    let t = tolerances(tolerances_of)?;
    let native = glyphs.downcast::<GlyphPage>().ok();
    // the glyph stage's pass for copies (`GlyphPage.copies`) placed the page already
    let prepared = native.and_then(|page| page.try_borrow_mut().ok()?.take_prepared(&t));
    let native = native.map(|page| page.borrow());
    let list = glyphs.downcast::<PyList>().ok();
    let (mut texts, fonts, input, kept, source) = match (prepared, &native, list) {
        (Some(p), Some(page), _) => (PyTexts::with_table(props_of, p.table), p.fonts, p.input, Some((p.kept, p.dropped)), Source::Native(page)),
        (None, Some(page), _) => {
            let (mut texts, mut fonts) = (PyTexts::new(props_of), HashMap::default());
            let input = page.words_input(py, &mut texts, &mut fonts)?;
            (texts, fonts, input, None, Source::Native(page))
        }
        (_, None, Some(list)) => {
            let (mut texts, mut fonts) = (PyTexts::new(props_of), HashMap::default());
            let input = records_input(list, &mut texts, &mut fonts)?;
            (texts, fonts, input, None, Source::Records(list))
        }
        _ => return Err(PyValueError::new_err("glyphs: a GlyphPage or a list of glyph records")),
    };
    if let Some(error) = texts.error.take() {
        return Err(error);
    }
    // by font id (the ids are 0 to the number of fonts): asked once a glyph
    let mut unit_of: Vec<Option<f64>> = vec![None; fonts.len()];
    for (font, unit) in units.iter() {
        if let Some(&id) = fonts.get(font.str()?.to_str()?) {
            unit_of[id as usize] = Some(unit.extract()?);
        }
    }
    let units = |font: u32| unit_of.get(font as usize).copied().flatten();
    let (mut lines, dropped) = guarded(|| match kept {
        Some((kept, dropped)) => (words::words_of_placed(kept, &input, &t, &units, &mut texts), dropped),
        None => words::page_words(&input, &t, &units, &mut texts),
    })?;
    if let Some(error) = texts.error.take() {
        return Err(error);
    }
    let ends = line_ends(py, &lines, &input, joining, hyphens)?;
    match (dumps, &source) {
        (Some(dumps), Source::Native(glyphs)) => {
            let out = super::word_json::lines(&page, glyphs, &lines, &ends, &dumps)?;
            Ok((PyBytes::new(py, &out).into_any(), dropped))
        }
        (Some(_), Source::Records(_)) => Err(PyValueError::new_err("dumps: only for a GlyphPage")),
        (None, _) if batch => Ok((super::word_records::batch(py, &page, &source, &mut lines, ends)?.into_any(), dropped)),
        (None, _) => Ok((super::word_records::records(py, &page, &source, &lines, ends)?.into_any(), dropped)),
    }
}

/// What a line's record says beyond its words: its text, the hyphen it ends in and,
/// when it ends in one, whether the next line starts in lower case (None: no next line).
pub(super) struct LineEnd {
    pub(super) text: String,
    pub(super) hyphen: Option<char>,
    pub(super) next_lower: Option<bool>,
}

fn line_ends(py: Python<'_>, lines: &[LineOut], input: &[GlyphIn], joining: (f64, f64), hyphens: &str) -> PyResult<Vec<LineEnd>> {
    let mut ends = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let word = |k: usize| {
            let w = &line.words[k];
            Some((w.text.as_str(), Some(Geometry { baseline: w.baseline, size: input[w.first].size })))
        };
        let text = join_words(line.words.len(), word, joining.0, joining.1).expect("a word's text is held");
        let hyphen = text.chars().next_back().filter(|c| hyphens.contains(*c));
        let next = lines.get(i + 1).and_then(|next| next.words.first());
        let next_lower = match (hyphen, next) {
            // Python's islower, as every stage reading a line's case asks it
            (Some(_), Some(word)) => Some(match word.text.as_str().chars().next() {
                Some(c) => PyString::new(py, c.encode_utf8(&mut [0; 4])).call_method0(intern!(py, "islower"))?.extract()?,
                None => false,
            }),
            _ => None,
        };
        ends.push(LineEnd { text, hyphen, next_lower });
    }
    Ok(ends)
}

fn records_input(glyphs: &Bound<'_, PyList>, texts: &mut PyTexts<'_>, fonts: &mut HashMap<String, u32>) -> PyResult<Vec<GlyphIn>> {
    let mut input = Vec::with_capacity(glyphs.len());
    for (index, record) in glyphs.iter().enumerate() {
        match glyph_in(&record, texts, fonts) {
            Ok(glyph) => input.push(glyph),
            Err(_) if texts.error.is_none() => return Err(GlyphFieldError::new_err(index)),
            Err(_) => break,
        }
    }
    Ok(input)
}
