//! `run_content`: the interpreter's loop over a content stream's operators, each read by
//! the native lexer. The operators that only move numbers -- the text state, the text
//! position, path construction and the ones read past -- are carried out here; every
//! other one goes to the interpreter's handler for it (content/operators_*.py: those that
//! need the object layer, the fonts or the device). The state stays the interpreter's:
//! its graphics state (`gs`), text matrices (`tm`, `tlm`) and path (`path`, a `Path`),
//! read and written here exactly as its handlers would, and its counters (`op_index`,
//! `operations`), which are handed over around each handler's call. Showing text is
//! `show`'s.

use super::content::{Keywords, Objects};
use super::guarded;
use super::path::Path;
use crate::content::operands::{Builder, Event, Machine};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyFloat, PyInt, PyList, PyTuple};

/// An operand: a number as it is, anything else as the Python value handlers take.
enum Operand {
    Number(f64),
    Object(PyObject),
}

impl Operand {
    fn object(self, py: Python<'_>) -> PyObject {
        match self {
            Operand::Number(value) => PyFloat::new(py, value).into_any().unbind(),
            Operand::Object(object) => object,
        }
    }
}

struct Mixed<'py>(Objects<'py>);

impl Builder for Mixed<'_> {
    type Value = Operand;
    fn number(&mut self, value: f64) -> Operand {
        Operand::Number(value)
    }
    fn name(&mut self, bytes: &[u8]) -> Operand {
        Operand::Object(self.0.name(bytes))
    }
    fn string(&mut self, bytes: Vec<u8>) -> Operand {
        Operand::Object(self.0.string(bytes))
    }
    fn boolean(&mut self, value: bool) -> Operand {
        Operand::Object(self.0.boolean(value))
    }
    fn null(&mut self) -> Operand {
        Operand::Object(self.0.null())
    }
    fn array(&mut self, items: Vec<Operand>) -> Operand {
        let py = self.0.py;
        Operand::Object(self.0.array(items.into_iter().map(|item| item.object(py)).collect()))
    }
    fn dictionary(&mut self, items: Vec<Operand>) -> Operand {
        let py = self.0.py;
        Operand::Object(self.0.dictionary(items.into_iter().map(|item| item.object(py)).collect()))
    }
}

/// The operators carried out here.
#[derive(Clone, Copy)]
enum Native {
    Ignored,
    BeginText,
    CharSpacing,
    WordSpacing,
    Scale,
    Leading,
    Render,
    Rise,
    Move,
    MoveLeading,
    Matrix,
    NextLine,
    ShowText,
    ShowArray,
    /// `'`: T* then the string shown
    NextLineShow,
    /// `"`: Tw, Tc and T*, then the string shown
    SpacedNextLineShow,
    MoveTo,
    LineTo,
    Curve,
    Rect,
}

fn native(word: &[u8]) -> Option<Native> {
    Some(match word {
        b"w" | b"J" | b"j" | b"M" | b"d" | b"ri" | b"i" | b"h" | b"BI" | b"EI" | b"MP" | b"DP" | b"d0" | b"d1" => {
            Native::Ignored
        }
        b"BT" => Native::BeginText,
        b"Tc" => Native::CharSpacing,
        b"Tw" => Native::WordSpacing,
        b"Tz" => Native::Scale,
        b"TL" => Native::Leading,
        b"Tr" => Native::Render,
        b"Ts" => Native::Rise,
        b"Td" => Native::Move,
        b"TD" => Native::MoveLeading,
        b"Tm" => Native::Matrix,
        b"T*" => Native::NextLine,
        b"Tj" => Native::ShowText,
        b"TJ" => Native::ShowArray,
        b"'" => Native::NextLineShow,
        b"\"" => Native::SpacedNextLineShow,
        b"m" => Native::MoveTo,
        b"l" => Native::LineTo,
        b"c" | b"v" | b"y" => Native::Curve,
        b"re" => Native::Rect,
        _ => return None,
    })
}

/// Why a native operator stopped: its operands (Python's IndexError, TypeError, ...:
/// the operator is skipped and `content.operand-mismatch` said), or a Python error (one
/// of the faults' classes is taken as wrong operands too, as from a handler).
pub(super) enum Done {
    Fault,
    Error(PyErr),
}

impl From<PyErr> for Done {
    fn from(error: PyErr) -> Self {
        Done::Error(error)
    }
}

const IDENTITY: [f64; 6] = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// A native operator's step: its value, or why it stopped.
pub(super) type Step<T> = Result<T, Done>;

pub(super) struct Loop<'py> {
    pub(super) py: Python<'py>,
    pub(super) interp: Bound<'py, PyAny>,
    handlers: Bound<'py, PyDict>,
    faults: Bound<'py, PyAny>,
    path: Bound<'py, Path>,
    longest: usize,
    pub(super) max_glyphs: usize,
    /// the interpreter's graphics state and its CTM, read once until a handler runs
    gs: Option<Bound<'py, PyAny>>,
    ctm: Option<[f64; 6]>,
    pub(super) op_index: i64,
    operations: i64,
    words: Keywords,
}

/// Runs every operator of `data` for the interpreter `interp`, strings kept to `longest`
/// bytes, at most `max_glyphs` shown on the page: `handlers` maps the keywords carried
/// out in Python to their handlers (each takes the operand list), `faults` are the
/// exceptions that mean wrong operands (the operator is skipped and
/// `interp._operand_fault(word)` says so). An inline image's ID goes to
/// `interp._inline_image(data, end, operands)`, which says where to go on; a lexer's
/// bound to `interp._bound(note)`; a keyword neither knows to `interp._unknown(word)`.
/// True when `max_operations` was passed: the rest is skipped.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub(super) fn run_content<'py>(interp: Bound<'py, PyAny>, data: Bound<'py, PyBytes>, longest: usize,
                               max_glyphs: usize, max_operations: i64, handlers: Bound<'py, PyDict>,
                               faults: Bound<'py, PyAny>) -> PyResult<bool> {
    let py = interp.py();
    let path = interp.getattr(intern!(py, "path"))?.downcast_into::<Path>()?;
    let op_index = interp.getattr(intern!(py, "op_index"))?.extract()?;
    let operations = interp.getattr(intern!(py, "operations"))?.extract()?;
    let mut run = Loop { py, interp, handlers, faults, path, longest, max_glyphs, gs: None, ctm: None, op_index, operations,
                         words: Keywords::default() };
    let passed = run.stream(&data, max_operations);
    let handed = run.hand_over();
    let passed = passed?;
    handed.map(|_| passed)
}

impl<'py> Loop<'py> {
    fn stream(&mut self, data: &Bound<'py, PyBytes>, limit: i64) -> PyResult<bool> {
        let (py, bytes) = (self.py, data.as_bytes());
        let mut pos = Some(0);
        while let Some(start) = pos {
            pos = None;
            let mut machine = Machine::new(start, self.longest);
            while let Some(event) = guarded(|| machine.next(bytes, &mut Mixed(Objects { py })))? {
                let (begin, end, operands) = match event {
                    Event::Note(note) => {
                        self.interp.call_method1(intern!(py, "_bound"), (note as u8,))?;
                        continue;
                    }
                    Event::Operator(begin, end, operands) => (begin, end, operands),
                };
                self.op_index += 1;
                self.operations += 1;
                if self.operations > limit {
                    return Ok(true);
                }
                let word = &bytes[begin..end];
                if word == b"ID" {
                    let stack = self.list(operands)?;
                    let interp = self.interp.clone();
                    pos = self.handing(|| interp.call_method1(intern!(py, "_inline_image"), (data, end, stack)))?.extract()?;
                    break;
                }
                self.operator(word, operands)?;
            }
        }
        Ok(false)
    }

    fn operator(&mut self, word: &[u8], operands: Vec<Operand>) -> PyResult<()> {
        let step = match native(word) {
            Some(op) => self.native(op, operands),
            None => self.handled(word, operands),
        };
        match step {
            Ok(()) => Ok(()),
            Err(Done::Fault) => self.fault(word),
            Err(Done::Error(error)) if error.is_instance(self.py, &self.faults) => self.fault(word),
            Err(Done::Error(error)) => Err(error),
        }
    }

    /// An operator carried out in Python, or one neither knows.
    fn handled(&mut self, word: &[u8], operands: Vec<Operand>) -> Step<()> {
        let key = self.word(word);
        match self.handlers.get_item(&key)? {
            Some(handler) => self.call_handler(&handler, operands),
            None => Ok(self.interp.call_method1(intern!(self.py, "_unknown"), (key,)).map(drop)?),
        }
    }

    /// A handler run with the operands.
    fn call_handler(&mut self, handler: &Bound<'py, PyAny>, operands: Vec<Operand>) -> Step<()> {
        let list = self.list(operands)?;
        Ok(self.handing(|| handler.call1((list,))).map(drop)?)
    }

    fn fault(&mut self, word: &[u8]) -> PyResult<()> {
        let key = self.word(word);
        self.interp.call_method1(intern!(self.py, "_operand_fault"), (key,)).map(drop)
    }

    /// `call` into the interpreter, which may read and move the counters and replace the
    /// state: the counters are handed over before and taken back after, and what it may
    /// have replaced is read again.
    pub(super) fn handing<T>(&mut self, call: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
        self.hand_over()?;
        let result = call();
        self.gs = None;
        self.ctm = None;
        self.op_index = self.interp.getattr(intern!(self.py, "op_index"))?.extract()?;
        self.operations = self.interp.getattr(intern!(self.py, "operations"))?.extract()?;
        result
    }

    /// The counters, for the interpreter to read.
    fn hand_over(&self) -> PyResult<()> {
        self.interp.setattr(intern!(self.py, "op_index"), self.op_index)?;
        self.interp.setattr(intern!(self.py, "operations"), self.operations)
    }

    fn word(&mut self, word: &[u8]) -> Py<PyBytes> {
        self.words.get(self.py, word)
    }

    fn list(&self, operands: Vec<Operand>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(self.py, operands.into_iter().map(|operand| operand.object(self.py)))
    }
}

/// The operators carried out here, each as its handler in Python did it: operands read
/// from the end of the list, as Python's `float()` reads them, before anything changes.
impl<'py> Loop<'py> {
    fn native(&mut self, op: Native, ops: Vec<Operand>) -> Step<()> {
        let py = self.py;
        match op {
            Native::Ignored => Ok(()),
            Native::BeginText => {
                let identity = PyTuple::new(py, IDENTITY)?;
                self.set_matrices(identity)
            }
            Native::CharSpacing => self.set_state(intern!(py, "char_spacing"), number(py, &ops, 1)?),
            Native::WordSpacing => self.set_state(intern!(py, "word_spacing"), number(py, &ops, 1)?),
            Native::Scale => self.set_state(intern!(py, "hscale"), number(py, &ops, 1)? / 100.0),
            Native::Leading => self.set_state(intern!(py, "leading"), number(py, &ops, 1)?),
            Native::Rise => self.set_state(intern!(py, "rise"), number(py, &ops, 1)?),
            Native::Render => {
                let mode = render_mode(py, &ops)?;
                self.set_state(intern!(py, "render"), mode)
            }
            Native::Move => self.move_text(number(py, &ops, 2)?, number(py, &ops, 1)?),
            Native::MoveLeading => {
                self.set_state(intern!(py, "leading"), -number(py, &ops, 1)?)?;
                self.move_text(number(py, &ops, 2)?, number(py, &ops, 1)?)
            }
            Native::Matrix => {
                // a short matrix is kept as it came, so what reads it faults too
                let values = last_numbers(py, &ops, ops.len().min(6))?;
                let whole = values.len() == 6;
                self.set_matrices(PyTuple::new(py, values)?)?;
                if whole { Ok(()) } else { Err(Done::Fault) }
            }
            Native::NextLine => self.next_line(),
            Native::ShowText => self.show_string(ops),
            Native::ShowArray => match ops.into_iter().next_back() {
                Some(last) => {
                    let items = last.object(py).into_bound(py);
                    self.show(&items)
                }
                None => Err(Done::Fault),
            },
            Native::NextLineShow => {
                self.next_line()?;
                self.show_string(ops)
            }
            Native::SpacedNextLineShow => {
                let (word, char) = (number(py, &ops, 3)?, number(py, &ops, 2)?);
                self.set_state(intern!(py, "word_spacing"), word)?;
                self.set_state(intern!(py, "char_spacing"), char)?;
                self.next_line()?;
                self.show_string(ops)
            }
            Native::MoveTo | Native::LineTo => {
                let (x, y) = (number(py, &ops, 2)?, number(py, &ops, 1)?);
                let ctm = self.ctm()?;
                self.path.borrow_mut().point(&ctm, x, y, matches!(op, Native::LineTo));
                Ok(())
            }
            Native::Curve => {
                // c takes six numbers, v and y four: fewer is no curve
                let take = if ops.len() >= 6 { 6 } else if ops.len() >= 4 { 4 } else { return Err(Done::Fault) };
                let coords = last_numbers(py, &ops, take)?;
                let ctm = self.ctm()?;
                self.path.borrow_mut().curve(&ctm, &coords);
                Ok(())
            }
            Native::Rect => {
                let (x, y) = (number(py, &ops, 4)?, number(py, &ops, 3)?);
                let (w, h) = (number(py, &ops, 2)?, number(py, &ops, 1)?);
                let ctm = self.ctm()?;
                self.path.borrow_mut().rect(&ctm, x, y, w, h);
                Ok(())
            }
        }
    }

    pub(super) fn gs(&mut self) -> Step<Bound<'py, PyAny>> {
        if self.gs.is_none() {
            self.gs = Some(self.interp.getattr(intern!(self.py, "gs"))?);
        }
        Ok(self.gs.clone().expect("read above"))
    }

    pub(super) fn ctm(&mut self) -> Step<[f64; 6]> {
        if let Some(ctm) = self.ctm {
            return Ok(ctm);
        }
        let ctm = six(&self.gs()?.getattr(intern!(self.py, "ctm"))?)?;
        self.ctm = Some(ctm);
        Ok(ctm)
    }

    fn set_state<V: IntoPyObject<'py>>(&mut self, name: &Bound<'py, pyo3::types::PyString>, value: V) -> Step<()> {
        let gs = self.gs()?;
        gs.setattr(name, value).map_err(Done::from)
    }

    fn set_matrices(&mut self, matrix: Bound<'py, PyTuple>) -> Step<()> {
        self.interp.setattr(intern!(self.py, "tm"), &matrix)?;
        self.interp.setattr(intern!(self.py, "tlm"), matrix)?;
        Ok(())
    }

    /// Td: the line matrix moved by (tx, ty), and the text matrix with it.
    fn move_text(&mut self, tx: f64, ty: f64) -> Step<()> {
        let [a, b, c, d, e, f] = six(&self.interp.getattr(intern!(self.py, "tlm"))?)?;
        let moved = PyTuple::new(self.py, [a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f])?;
        self.set_matrices(moved)
    }

    /// T*: the next line, the leading below.
    fn next_line(&mut self) -> Step<()> {
        let leading: f64 = self.gs()?.getattr(intern!(self.py, "leading"))?.extract()?;
        self.move_text(0.0, -leading)
    }

    /// Tj, ' and ": the last operand shown as a string.
    fn show_string(&mut self, ops: Vec<Operand>) -> Step<()> {
        let Some(last) = ops.into_iter().next_back() else { return Err(Done::Fault) };
        let items = PyTuple::new(self.py, [last.object(self.py)])?;
        self.show(items.as_any())
    }
}

/// A matrix: a tuple of six numbers (anything else is wrong operands, as Python's
/// unpacking of it fails).
pub(super) fn six(value: &Bound<'_, PyAny>) -> Step<[f64; 6]> {
    let (a, b, c, d, e, f) = value.extract::<(f64, f64, f64, f64, f64, f64)>().map_err(|_| Done::Fault)?;
    Ok([a, b, c, d, e, f])
}

/// The last `take` operands (at most as many as there are), as numbers.
fn last_numbers(py: Python<'_>, ops: &[Operand], take: usize) -> Step<Vec<f64>> {
    ops[ops.len() - take..].iter().map(|operand| coerce(py, operand)).collect()
}

/// The operand `back` places from the end, as a number.
fn number(py: Python<'_>, ops: &[Operand], back: usize) -> Step<f64> {
    if ops.len() < back {
        return Err(Done::Fault);
    }
    coerce(py, &ops[ops.len() - back])
}

/// A number, or what Python's `float()` makes of another operand (a name or a string of
/// digits, a boolean).
fn coerce(py: Python<'_>, operand: &Operand) -> Step<f64> {
    match operand {
        Operand::Number(value) => Ok(*value),
        Operand::Object(object) => py.get_type::<PyFloat>().call1((object,)).and_then(|v| v.extract())
            .map_err(|_| Done::Fault),
    }
}

/// Tr's mode as Python's `int()` reads it: 0 to 7, else 0.
fn render_mode(py: Python<'_>, ops: &[Operand]) -> Step<i64> {
    let Some(last) = ops.last() else { return Err(Done::Fault) };
    let mode = match last {
        Operand::Number(value) if value.is_finite() => value.trunc(),
        Operand::Number(_) => return Err(Done::Fault),
        Operand::Object(object) => {
            let whole = py.get_type::<PyInt>().call1((object,)).map_err(|_| Done::Fault)?;
            whole.extract::<i64>().map_or(-1.0, |v| v as f64)
        }
    };
    Ok(if (0.0..=7.0).contains(&mode) { mode as i64 } else { 0 })
}
