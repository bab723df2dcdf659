//! `run_content`: the interpreter's loop over a content stream's operators, each read by
//! the native lexer. The operators that move numbers or the graphics state -- the text
//! state, the text position, path construction, q, Q, cm, the device colours, Tf of a
//! font already loaded (graphics.rs) and the ones read past -- are carried out here;
//! every other one goes to the interpreter's handler for it (content/operators_*.py:
//! those that need the object layer, the fonts or the device). The graphics state is a
//! native object (`GraphicsState`, state.rs) the interpreter holds as `gs`; the text
//! matrices (`tm`, `tlm`) and the counters (`op_index`, `operations`, and the paint
//! order `seq` and glyph count `glyphs`) are kept here and handed over around each
//! handler's call, and read again after it, as the state and the path (`path`, a
//! `Path`) are; what runs and paths read of the interpreter and of their fonts is read
//! once until a handler runs (`Context`; a font's, `KnownFonts`). Showing text is `show`'s.

use super::content::{Keywords, Objects};
use super::guarded;
use super::path::Path;
use super::runs::Item;
use super::show::Shows;
use super::graphics::Held;
use super::font_facts::KnownFonts;
use super::kept::{Context, Counters};
use super::state::{GraphicsState, IDENTITY};
use crate::content::operands::{Builder, Event, Machine};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyFloat, PyInt, PyList, PyTuple};

/// An operand: a number, a string and an array as they are (what show operators read),
/// anything else as the Python value handlers take; each becomes that value when a
/// handler is handed it.
pub(super) enum Operand {
    Number(f64),
    Bytes(Vec<u8>),
    Array(Vec<Operand>),
    Object(PyObject),
}

impl Operand {
    fn object(self, py: Python<'_>) -> PyObject {
        match self {
            Operand::Number(value) => PyFloat::new(py, value).into_any().unbind(),
            Operand::Bytes(bytes) => Objects { py }.string(bytes),
            Operand::Array(items) => Objects { py }.array(items.into_iter().map(|item| item.object(py)).collect()),
            Operand::Object(object) => object,
        }
    }

    /// The Python value of an operand still held (a fault's path: a copy is made).
    fn value(&self, py: Python<'_>) -> PyObject {
        match self {
            Operand::Number(value) => Operand::Number(*value).object(py),
            Operand::Bytes(bytes) => Operand::Bytes(bytes.clone()).object(py),
            Operand::Array(items) => Objects { py }.array(items.iter().map(|item| item.value(py)).collect()),
            Operand::Object(object) => object.clone_ref(py),
        }
    }

    /// The operand as an item a show operator reads.
    pub(super) fn item(&self) -> Item<'_> {
        match self {
            Operand::Number(value) => Item::Number(*value),
            Operand::Bytes(bytes) => Item::Bytes(bytes),
            _ => Item::Other,
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
        Operand::Bytes(bytes)
    }
    fn boolean(&mut self, value: bool) -> Operand {
        Operand::Object(self.0.boolean(value))
    }
    fn null(&mut self) -> Operand {
        Operand::Object(self.0.null())
    }
    fn array(&mut self, items: Vec<Operand>) -> Operand {
        Operand::Array(items)
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
    /// `q`
    Save,
    /// `Q`
    Restore,
    /// `cm`
    Concat,
    /// `G` (true: stroke) and `g`
    Gray(bool),
    /// `RG` and `rg`
    Rgb(bool),
    /// `K` and `k`
    Cmyk(bool),
    /// `SC`, `SCN` and `sc`, `scn`
    Colour(bool),
    /// `W` and `W*`
    Clip,
    /// `S`, `s`, `f`, `F`, `f*`, `B`, `B*`, `b`, `b*` and `n`
    Paint(&'static str),
    /// `ET`
    EndText,
    /// `Tf`
    Font,
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
        b"q" => Native::Save,
        b"Q" => Native::Restore,
        b"cm" => Native::Concat,
        b"G" => Native::Gray(true),
        b"g" => Native::Gray(false),
        b"RG" => Native::Rgb(true),
        b"rg" => Native::Rgb(false),
        b"K" => Native::Cmyk(true),
        b"k" => Native::Cmyk(false),
        b"SC" | b"SCN" => Native::Colour(true),
        b"sc" | b"scn" => Native::Colour(false),
        b"W" | b"W*" => Native::Clip,
        b"S" => Native::Paint("S"),
        b"s" => Native::Paint("s"),
        b"f" => Native::Paint("f"),
        b"F" => Native::Paint("F"),
        b"f*" => Native::Paint("f*"),
        b"B" => Native::Paint("B"),
        b"B*" => Native::Paint("B*"),
        b"b" => Native::Paint("b"),
        b"b*" => Native::Paint("b*"),
        b"n" => Native::Paint("n"),
        b"ET" => Native::EndText,
        b"Tf" => Native::Font,
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

/// A native operator's step: its value, or why it stopped.
pub(super) type Step<T> = Result<T, Done>;

pub(super) struct Loop<'py> {
    pub(super) py: Python<'py>,
    pub(super) interp: Bound<'py, PyAny>,
    handlers: Bound<'py, PyDict>,
    faults: Bound<'py, PyAny>,
    pub(super) path: Bound<'py, Path>,
    longest: usize,
    pub(super) max_glyphs: usize,
    /// the interpreter's graphics state, read once until a handler runs
    gs: Option<Bound<'py, GraphicsState>>,
    /// what q, Q and Tf read of the interpreter, read once until a handler runs
    pub(super) held: Option<Held<'py>>,
    /// the interpreter's text matrices, read once until a handler runs
    text: Option<TextMatrices>,
    /// what the runs and paths painted read of the interpreter, read once until a handler runs
    pub(super) context: Option<Context>,
    /// the interpreter's paint order and glyph count, read once until a handler runs and
    /// handed back before one does
    pub(super) counters: Option<Counters>,
    /// what the runs ask of their fonts, read once a stream
    pub(super) fonts: KnownFonts,
    pub(super) op_index: i64,
    operations: i64,
    words: Keywords,
    /// colours set in this stream, by their components' bits: a colour set again is the
    /// same tuple, so the runs under it share their state (`collect::StateKey`)
    pub(super) colours: Vec<(Vec<u64>, PyObject)>,
}

/// A text matrix: six numbers, or what a short Tm left (which, read, faults as wrong
/// operands: Python's unpacking of it failed).
enum Matrix {
    Whole([f64; 6]),
    Short(PyObject),
}

impl Matrix {
    fn read(value: Bound<'_, PyAny>) -> Matrix {
        match six(&value) {
            Ok(whole) => Matrix::Whole(whole),
            Err(_) => Matrix::Short(value.unbind()),
        }
    }

    fn whole(&self) -> Step<[f64; 6]> {
        match self {
            Matrix::Whole(whole) => Ok(*whole),
            Matrix::Short(_) => Err(Done::Fault),
        }
    }

    fn object<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self {
            Matrix::Whole(whole) => Ok(PyTuple::new(py, whole)?.into_any()),
            Matrix::Short(object) => Ok(object.bind(py).clone()),
        }
    }
}

/// The text matrix and the text line matrix (the interpreter's `tm` and `tlm`), and
/// whether the loop has moved them since they were read.
struct TextMatrices {
    tm: Matrix,
    tlm: Matrix,
    moved: bool,
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
    let mut run = Loop { py, interp, handlers, faults, path, longest, max_glyphs, gs: None, held: None, text: None, context: None, counters: None, fonts: KnownFonts::default(), op_index, operations,
                         words: Keywords::default(), colours: Vec::new() };
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
                let (begin, end, mut operands) = match event {
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
                    let stack = self.list(&mut operands)?;
                    let interp = self.interp.clone();
                    pos = self.handing(|| interp.call_method1(intern!(py, "_inline_image"), (data, end, stack)))?.extract()?;
                    break;
                }
                self.operator(word, &mut operands)?;
                machine.give_back(operands);
            }
        }
        Ok(false)
    }

    fn operator(&mut self, word: &[u8], operands: &mut Vec<Operand>) -> PyResult<()> {
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
    pub(super) fn handled(&mut self, word: &[u8], operands: &mut Vec<Operand>) -> Step<()> {
        let key = self.word(word);
        match self.handlers.get_item(&key)? {
            Some(handler) => self.call_handler(&handler, operands),
            None => Ok(self.interp.call_method1(intern!(self.py, "_unknown"), (key,)).map(drop)?),
        }
    }

    /// A handler run with the operands.
    fn call_handler(&mut self, handler: &Bound<'py, PyAny>, operands: &mut Vec<Operand>) -> Step<()> {
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
        self.held = None;
        self.text = None;
        self.context = None;
        self.counters = None;
        self.op_index = self.interp.getattr(intern!(self.py, "op_index"))?.extract()?;
        self.operations = self.interp.getattr(intern!(self.py, "operations"))?.extract()?;
        result
    }

    /// The counters and the text matrices the loop moved, for the interpreter to read.
    fn hand_over(&mut self) -> PyResult<()> {
        self.hand_over_counts()?;
        if let Some(text) = self.text.as_mut().filter(|text| text.moved) {
            text.moved = false;
            self.interp.setattr(intern!(self.py, "tm"), text.tm.object(self.py)?)?;
            self.interp.setattr(intern!(self.py, "tlm"), text.tlm.object(self.py)?)?;
        }
        self.interp.setattr(intern!(self.py, "op_index"), self.op_index)?;
        self.interp.setattr(intern!(self.py, "operations"), self.operations)
    }

    fn word(&mut self, word: &[u8]) -> Py<PyBytes> {
        self.words.get(self.py, word)
    }

    /// The operands as a Python list, taken out of `operands` (whose room the machine has back).
    fn list(&self, operands: &mut Vec<Operand>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(self.py, operands.drain(..).map(|operand| operand.object(self.py)))
    }
}

/// The operators carried out here, each as its handler in Python did it: operands read
/// from the end of the list, as Python's `float()` reads them, before anything changes.
impl<'py> Loop<'py> {
    fn native(&mut self, op: Native, ops: &mut Vec<Operand>) -> Step<()> {
        let py = self.py;
        match op {
            Native::Ignored => Ok(()),
            Native::BeginText => self.set_matrices(Matrix::Whole(IDENTITY)),
            Native::CharSpacing | Native::WordSpacing | Native::Scale | Native::Leading | Native::Rise => {
                let value = number(py, ops, 1)?;
                self.with_state(|gs| match op {
                    Native::CharSpacing => gs.char_spacing = value,
                    Native::WordSpacing => gs.word_spacing = value,
                    Native::Scale => gs.hscale = value / 100.0,
                    Native::Leading => gs.leading = value,
                    _ => gs.rise = value,
                })
            }
            Native::Render => {
                let mode = render_mode(py, ops)?;
                self.with_state(|gs| gs.render = mode)
            }
            Native::Move => self.move_text(number(py, ops, 2)?, number(py, ops, 1)?),
            Native::MoveLeading => {
                let leading = -number(py, ops, 1)?;
                self.with_state(|gs| gs.leading = leading)?;
                self.move_text(number(py, ops, 2)?, number(py, ops, 1)?)
            }
            Native::Matrix => {
                // a short matrix is kept as it came, so what reads it faults too
                let values = last_numbers(py, ops, ops.len().min(6))?;
                match <[f64; 6]>::try_from(&*values) {
                    Ok(whole) => self.set_matrices(Matrix::Whole(whole)),
                    Err(_) => {
                        self.set_matrices(Matrix::Short(PyTuple::new(py, values.iter())?.into_any().unbind()))?;
                        Err(Done::Fault)
                    }
                }
            }
            Native::NextLine => self.next_line(),
            Native::ShowText => self.show_string(ops),
            Native::ShowArray => match ops.pop() {
                Some(Operand::Array(items)) => self.show(Shows::Items(&items)),
                Some(last) => {
                    let items = last.object(py).into_bound(py);
                    self.show(Shows::Python(&items))
                }
                None => Err(Done::Fault),
            },
            Native::NextLineShow => {
                self.next_line()?;
                self.show_string(ops)
            }
            Native::SpacedNextLineShow => {
                let (word, char) = (number(py, ops, 3)?, number(py, ops, 2)?);
                self.with_state(|gs| {
                    gs.word_spacing = word;
                    gs.char_spacing = char;
                })?;
                self.next_line()?;
                self.show_string(ops)
            }
            Native::MoveTo | Native::LineTo => {
                let (x, y) = (number(py, ops, 2)?, number(py, ops, 1)?);
                let ctm = self.ctm()?;
                self.path.borrow_mut().point(&ctm, x, y, matches!(op, Native::LineTo));
                Ok(())
            }
            Native::Curve => {
                // c takes six numbers, v and y four: fewer is no curve
                let take = if ops.len() >= 6 { 6 } else if ops.len() >= 4 { 4 } else { return Err(Done::Fault) };
                let coords = last_numbers(py, ops, take)?;
                let ctm = self.ctm()?;
                self.path.borrow_mut().curve(&ctm, &coords);
                Ok(())
            }
            Native::Rect => {
                let (x, y) = (number(py, ops, 4)?, number(py, ops, 3)?);
                let (w, h) = (number(py, ops, 2)?, number(py, ops, 1)?);
                let ctm = self.ctm()?;
                self.path.borrow_mut().rect(&ctm, x, y, w, h);
                Ok(())
            }
            Native::Save => self.save(ops),
            Native::Restore => self.restore(ops),
            Native::Concat => self.concat(ops),
            Native::Gray(stroke) => self.gray(stroke, ops),
            Native::Rgb(stroke) => self.rgb(stroke, ops),
            Native::Cmyk(stroke) => self.cmyk(stroke, ops),
            Native::Colour(stroke) => self.colour(stroke, ops),
            Native::Clip => Ok(self.interp.setattr(intern!(py, "pending_clip"), true)?),
            Native::Font => self.font(ops),
            Native::Paint(paint) => self.paint_path(paint),
            // glyphs shown in a clipping mode join the clip at ET: its handler adds them
            Native::EndText => {
                if self.interp.getattr(intern!(py, "clip_runs"))?.is_truthy()? {
                    self.handled(b"ET", ops)
                } else {
                    Ok(())
                }
            }
        }
    }

    pub(super) fn gs(&mut self) -> Step<Bound<'py, GraphicsState>> {
        if self.gs.is_none() {
            let gs = self.interp.getattr(intern!(self.py, "gs"))?.downcast_into::<GraphicsState>().map_err(PyErr::from)?;
            self.gs = Some(gs);
        }
        Ok(self.gs.clone().expect("read above"))
    }

    /// The state replaced by `gs` (q and Q), for the interpreter too.
    pub(super) fn replace_gs(&mut self, gs: Bound<'py, GraphicsState>) -> Step<()> {
        self.interp.setattr(intern!(self.py, "gs"), &gs)?;
        self.gs = Some(gs);
        Ok(())
    }

    pub(super) fn ctm(&mut self) -> Step<[f64; 6]> {
        Ok(self.gs()?.borrow().ctm)
    }

    pub(super) fn with_state(&mut self, set: impl FnOnce(&mut GraphicsState)) -> Step<()> {
        let gs = self.gs()?;
        set(&mut gs.borrow_mut());
        Ok(())
    }

    /// The text matrices, read from the interpreter once until a handler runs.
    fn text(&mut self) -> PyResult<&mut TextMatrices> {
        if self.text.is_none() {
            let (py, interp) = (self.py, &self.interp);
            let tm = Matrix::read(interp.getattr(intern!(py, "tm"))?);
            let tlm = Matrix::read(interp.getattr(intern!(py, "tlm"))?);
            self.text = Some(TextMatrices { tm, tlm, moved: false });
        }
        Ok(self.text.as_mut().expect("read above"))
    }

    /// The text matrix (wrong operands when a short Tm set it).
    pub(super) fn tm(&mut self) -> Step<[f64; 6]> {
        self.text()?.tm.whole()
    }

    /// The text matrix moved (past a run), the line matrix kept.
    pub(super) fn set_tm(&mut self, tm: [f64; 6]) -> Step<()> {
        let text = self.text()?;
        text.tm = Matrix::Whole(tm);
        text.moved = true;
        Ok(())
    }

    fn set_matrices(&mut self, matrix: Matrix) -> Step<()> {
        let py = self.py;
        let text = self.text()?;
        text.tlm = match &matrix {
            Matrix::Whole(whole) => Matrix::Whole(*whole),
            Matrix::Short(object) => Matrix::Short(object.clone_ref(py)),
        };
        text.tm = matrix;
        text.moved = true;
        Ok(())
    }

    /// Td: the line matrix moved by (tx, ty), and the text matrix with it.
    fn move_text(&mut self, tx: f64, ty: f64) -> Step<()> {
        let [a, b, c, d, e, f] = self.text()?.tlm.whole()?;
        self.set_matrices(Matrix::Whole([a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f]))
    }

    /// T*: the next line, the leading below.
    fn next_line(&mut self) -> Step<()> {
        let leading = self.gs()?.borrow().leading;
        self.move_text(0.0, -leading)
    }

    /// Tj, ' and ": the last operand shown as a string.
    fn show_string(&mut self, ops: &[Operand]) -> Step<()> {
        match ops.last() {
            Some(last) => self.show(Shows::Items(std::slice::from_ref(last))),
            None => Err(Done::Fault),
        }
    }
}

/// A matrix: a tuple of six numbers (anything else is wrong operands, as Python's
/// unpacking of it fails).
pub(super) fn six(value: &Bound<'_, PyAny>) -> Step<[f64; 6]> {
    let (a, b, c, d, e, f) = value.extract::<(f64, f64, f64, f64, f64, f64)>().map_err(|_| Done::Fault)?;
    Ok([a, b, c, d, e, f])
}

/// At most six numbers, held without a vector: an operator's last operands.
pub(super) struct Numbers {
    values: [f64; 6],
    len: usize,
}

impl std::ops::Deref for Numbers {
    type Target = [f64];
    fn deref(&self) -> &[f64] {
        &self.values[..self.len]
    }
}

/// The last `take` operands (at most as many as there are, and at most six), as numbers.
pub(super) fn last_numbers(py: Python<'_>, ops: &[Operand], take: usize) -> Step<Numbers> {
    let mut read = Numbers { values: [0.0; 6], len: take.min(6) };
    for (slot, operand) in read.values.iter_mut().zip(&ops[ops.len() - read.len..]) {
        *slot = coerce(py, operand)?;
    }
    Ok(read)
}

/// The operand `back` places from the end, as a number.
pub(super) fn number(py: Python<'_>, ops: &[Operand], back: usize) -> Step<f64> {
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
        other => py.get_type::<PyFloat>().call1((other.value(py),)).and_then(|v| v.extract())
            .map_err(|_| Done::Fault),
    }
}

/// Tr's mode as Python's `int()` reads it: 0 to 7, else 0.
fn render_mode(py: Python<'_>, ops: &[Operand]) -> Step<i64> {
    let Some(last) = ops.last() else { return Err(Done::Fault) };
    let mode = match last {
        Operand::Number(value) if value.is_finite() => value.trunc(),
        Operand::Number(_) => return Err(Done::Fault),
        other => {
            let whole = py.get_type::<PyInt>().call1((other.value(py),)).map_err(|_| Done::Fault)?;
            whole.extract::<i64>().map_or(-1.0, |v| v as f64)
        }
    };
    Ok(if (0.0..=7.0).contains(&mode) { mode as i64 } else { 0 })
}
