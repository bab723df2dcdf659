//! The graphics state's operators carried out natively: q, Q, cm, the colour operators
//! of the device spaces (and SC/sc, which set numbers only), and Tf of a font the
//! stream has loaded, each as the interpreter's handler (content/operators_graphics.py,
//! operators_text.py) did it, on the native state (state.rs). What reports -- a bound
//! reached, a Q without q, a font not yet loaded -- is handed to those handlers.

use super::executor::{last_numbers, number, Done, Loop, Operand, Step};
use super::state::GraphicsState;
use crate::glyphs::multiply;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

/// How many colours a stream keeps to hand out again (`Loop::colour_tuple`).
const RECENT_COLOURS: usize = 16;

/// The interpreter's saved states and the bounds on them (its `op_q` and `op_Q` say what
/// each is), and the fonts its stream has loaded by name (`set_font`'s `_font_names`).
pub(super) struct Held<'py> {
    saved: Bound<'py, PyList>,
    base: usize,
    excess: i64,
    depth: i64,
    limit: i64,
    fonts: Bound<'py, PyDict>,
}

impl<'py> Held<'py> {
    pub(super) fn read(interp: &Bound<'py, PyAny>) -> PyResult<Self> {
        let py = interp.py();
        let get = |name: &Bound<'py, PyString>| interp.getattr(name);
        Ok(Held {
            saved: get(intern!(py, "saved_states"))?.downcast_into::<PyList>()?,
            base: get(intern!(py, "q_base"))?.extract()?,
            excess: get(intern!(py, "excess_q"))?.extract()?,
            depth: get(intern!(py, "form_depth"))?.extract()?,
            limit: get(intern!(py, "limits"))?.getattr(intern!(py, "max_depth"))?.extract()?,
            fonts: get(intern!(py, "_font_names"))?.downcast_into::<PyDict>()?,
        })
    }
}

impl<'py> Loop<'py> {
    /// What q, Q and Tf read of the interpreter.
    pub(super) fn held(&mut self) -> Step<&Held<'py>> {
        if self.held.is_none() {
            self.held = Some(Held::read(&self.interp)?);
        }
        Ok(self.held.as_ref().expect("read above"))
    }

    /// q: the state saved, unless the saved states reach the bound.
    pub(super) fn save(&mut self, ops: &mut Vec<Operand>) -> Step<()> {
        let held = self.held()?;
        if held.saved.len() as i64 + held.depth >= held.limit {
            return self.handled(b"q", ops);
        }
        let saved = held.saved.clone();
        let gs = self.gs()?;
        saved.append(&gs)?;
        let copy = Bound::new(self.py, gs.borrow().copied(self.py))?;
        self.replace_gs(copy)
    }

    /// Q: the state last saved (in this stream) restored.
    pub(super) fn restore(&mut self, ops: &mut Vec<Operand>) -> Step<()> {
        let held = self.held()?;
        let count = held.saved.len();
        if held.excess > 0 || count <= held.base {
            return self.handled(b"Q", ops);
        }
        let saved = held.saved.get_item(count - 1)?.downcast_into::<GraphicsState>().map_err(PyErr::from)?;
        held.saved.del_item(count - 1)?;
        self.replace_gs(saved)
    }

    pub(super) fn concat(&mut self, ops: &[Operand]) -> Step<()> {
        if ops.len() < 6 {
            return Err(Done::Fault);
        }
        let values = last_numbers(self.py, ops, 6)?;
        let m = [values[0], values[1], values[2], values[3], values[4], values[5]];
        self.with_state(|gs| gs.ctm = multiply(&m, &gs.ctm))
    }

    /// The tuple of a colour's components: the one made when the stream last set these
    /// components (the same bits), else a new one, kept among the last RECENT_COLOURS.
    fn colour_tuple(&mut self, values: &[f64]) -> PyResult<PyObject> {
        let same = |known: &[u64]| known.len() == values.len() && known.iter().zip(values).all(|(k, v)| *k == v.to_bits());
        if let Some((_, found)) = self.colours.iter().find(|(known, _)| same(known)) {
            return Ok(found.clone_ref(self.py));
        }
        let made = PyTuple::new(self.py, values)?.into_any().unbind();
        if self.colours.len() == RECENT_COLOURS {
            self.colours.remove(0);
        }
        self.colours.push((values.iter().map(|v| v.to_bits()).collect(), made.clone_ref(self.py)));
        Ok(made)
    }

    /// The space and components set, then the colour: `values` when they could be read
    /// (None: not), else the operator's fault (its space stays set, as the handlers had it).
    fn set_colour(&mut self, stroke: bool, space: &Bound<'py, PyString>, n: i64, values: Option<&[f64]>) -> Step<()> {
        let space = space.clone().into_any().unbind();
        let colour = match values {
            Some(values) => Some(self.colour_tuple(values)?),
            None => None,
        };
        let read = colour.is_some();
        self.with_state(|gs| {
            let (s, c, k) = if stroke {
                (&mut gs.stroke_space, &mut gs.stroke, &mut gs.stroke_n)
            } else {
                (&mut gs.fill_space, &mut gs.fill, &mut gs.fill_n)
            };
            *s = space;
            *k = n;
            if let Some(colour) = colour {
                *c = colour;
            }
        })?;
        if read { Ok(()) } else { Err(Done::Fault) }
    }

    /// G and g: nothing changes unless the gray level reads.
    pub(super) fn gray(&mut self, stroke: bool, ops: &[Operand]) -> Step<()> {
        let level = number(self.py, ops, 1)?;
        self.set_colour(stroke, intern!(self.py, "DeviceGray"), 1, Some(&[level]))
    }

    /// RG and rg: the space is set before the three components are read.
    pub(super) fn rgb(&mut self, stroke: bool, ops: &[Operand]) -> Step<()> {
        let values = if ops.len() < 3 { Err(Done::Fault) } else { last_numbers(self.py, ops, 3) };
        self.set_colour(stroke, intern!(self.py, "DeviceRGB"), 3, values.as_deref().ok())
    }

    /// K and k: the space is set before the components are read (the last four, or as
    /// many as there are).
    pub(super) fn cmyk(&mut self, stroke: bool, ops: &[Operand]) -> Step<()> {
        let values = last_numbers(self.py, ops, ops.len().min(4));
        self.set_colour(stroke, intern!(self.py, "DeviceCMYK"), 4, values.as_deref().ok())
    }

    /// SC, SCN, sc and scn: the numbers among the operands (a pattern's name is not).
    pub(super) fn colour(&mut self, stroke: bool, ops: &[Operand]) -> Step<()> {
        let values: Vec<f64> = ops.iter().filter_map(|op| if let Operand::Number(v) = op { Some(*v) } else { None }).collect();
        let colour = self.colour_tuple(&values)?;
        self.with_state(|gs| if stroke { gs.stroke = colour } else { gs.fill = colour })
    }

    /// Tf: a font this stream has loaded under the name is set here; any other is loaded
    /// by the handler.
    pub(super) fn font(&mut self, ops: &mut Vec<Operand>) -> Step<()> {
        if ops.len() < 2 {
            return Err(Done::Fault);
        }
        let size = number(self.py, ops, 1)?;
        let loaded = match &ops[ops.len() - 2] {
            Operand::Object(name) if name.bind(self.py).is_instance_of::<PyString>() => {
                self.held()?.fonts.get_item(name)?.filter(|font| !font.is_none())
            }
            _ => None,
        };
        match loaded {
            Some(font) => {
                let font = font.unbind();
                self.with_state(|gs| {
                    gs.font_size = size;
                    gs.font = font;
                })
            }
            None => self.handled(b"Tf", ops),
        }
    }

    /// A path painted (or ended by n): a clip W set pending applied, paint inside glyphs
    /// made a clip of said, and the segments handed to the device -- but for n, which
    /// paints nothing (it only counts in the paint order).
    pub(super) fn paint_path(&mut self, paint: &'static str) -> Step<()> {
        let (py, interp) = (self.py, self.interp.clone());
        let bounds = self.path.borrow().bounds();
        let get = |name: &Bound<'py, PyString>| interp.getattr(name);
        let pending = get(intern!(py, "pending_clip"))?.is_truthy()?;
        if let Some(bounds) = bounds.filter(|_| pending) {
            let gs = self.gs()?;
            let current = gs.borrow().clip.bind(py).clone();
            let clip = if current.is_truthy()? {
                let current: [f64; 4] = current.extract()?;
                intersect(&current, &bounds).unwrap_or([bounds[0], bounds[1], bounds[0], bounds[1]])
            } else {
                bounds
            };
            gs.borrow_mut().clip = PyTuple::new(py, clip)?.into_any().unbind();
        }
        let context = self.context()?;
        let (hidden, type3_depth, device) = (context.hidden_depth, context.type3_depth, context.device.clone_ref(py).into_bound(py));
        if type3_depth != 0 {
            self.path.borrow_mut().forget();
        } else if paint != "n" && bounds.is_some() {
            self.through_text_clip(hidden)?;
        }
        if self.path.borrow().drawn() {
            let seq = self.next_seq()?;
            if paint == "n" {
                self.path.borrow_mut().forget();
            } else if self.path.borrow_mut().counted_stroke(paint, hidden > 0) {
                // a stroke the device only counts: no segments, state or call made for it
            } else {
                let segments = Bound::new(py, self.path.borrow_mut().take())?;
                let bounds = bounds.map(|b| PyList::new(py, b)).transpose()?;
                device.call_method1(intern!(py, "path"), (segments, paint, self.gs()?, seq, hidden > 0, bounds))?;
            }
        } else if bounds.is_some() && paint != "n" {
            device.call_method1(intern!(py, "path_painted"), (paint, hidden > 0))?;
        }
        interp.setattr(intern!(py, "pending_clip"), false)?;
        self.path.borrow_mut().end();
        Ok(())
    }

    /// Paint is about to land inside glyphs made a clip of (render modes 4-7): they show
    /// (as the interpreter's `_through_text_clip` says for images and shadings).
    pub(super) fn through_text_clip(&mut self, hidden: i64) -> Step<()> {
        let py = self.py;
        let text_clip = self.gs()?.borrow().text_clip.clone_ref(py).into_bound(py);
        if hidden == 0 && text_clip.is_truthy()? {
            self.interp.getattr(intern!(py, "device"))?.call_method1(intern!(py, "through_clip"), (text_clip,))?;
        }
        Ok(())
    }
}

/// Two boxes' overlap, or None, as geometry.intersect: Python's max and min keep the first
/// of equals (so 0.0 and -0.0 come out as they did).
fn intersect(a: &[f64; 4], b: &[f64; 4]) -> Option<[f64; 4]> {
    let most = |x: f64, y: f64| if y > x { y } else { x };
    let least = |x: f64, y: f64| if y < x { y } else { x };
    let found = [most(a[0], b[0]), most(a[1], b[1]), least(a[2], b[2]), least(a[3], b[3])];
    (found[2] > found[0] && found[3] > found[1]).then_some(found)
}
