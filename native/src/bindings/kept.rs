//! What the native loop keeps of the interpreter while it runs a stream: the paint order
//! and glyph count it moves itself (`Counters`, handed back before Python code runs),
//! what runs and paths read of the interpreter that only its handlers change
//! (`Context`, read again after a handler). What runs read of their fonts is kept
//! beside them (`Loop::fonts`, font_facts.rs).

use super::executor::Loop;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// The interpreter's `seq` (paint order) and `glyphs` (shown on the page), as the loop
/// moved them (`moved`: not handed back yet).
pub(super) struct Counters {
    pub(super) seq: i64,
    pub(super) glyphs: usize,
    pub(super) moved: bool,
}

/// What a run or a path painted reads of the interpreter that only its handlers change:
/// how deep in hidden optional content and in Type 3 glyphs, whether in an annotation's
/// appearance, the marked-content state, the stream's label and the device.
pub(super) struct Context {
    pub(super) hidden_depth: i64,
    pub(super) type3_depth: i64,
    pub(super) annotation: bool,
    pub(super) marked: PyObject,
    pub(super) stream: PyObject,
    pub(super) device: PyObject,
}

impl<'py> Loop<'py> {
    /// The interpreter's paint order and glyph count, to read or move (`moved`).
    pub(super) fn counters(&mut self) -> PyResult<&mut Counters> {
        if self.counters.is_none() {
            let (py, interp) = (self.py, &self.interp);
            let seq = interp.getattr(intern!(py, "seq"))?.extract()?;
            let glyphs = interp.getattr(intern!(py, "glyphs"))?.extract()?;
            self.counters = Some(Counters { seq, glyphs, moved: false });
        }
        Ok(self.counters.as_mut().expect("read above"))
    }

    /// The next paint order, taken.
    pub(super) fn next_seq(&mut self) -> PyResult<i64> {
        let counters = self.counters()?;
        counters.seq += 1;
        counters.moved = true;
        Ok(counters.seq)
    }

    /// `count` glyphs more shown on the page: the count now.
    pub(super) fn add_glyphs(&mut self, count: usize) -> PyResult<usize> {
        let counters = self.counters()?;
        counters.glyphs += count;
        counters.moved = true;
        Ok(counters.glyphs)
    }

    /// Hand the counts over to Python code that sets them, and read them again after.
    pub(super) fn counted_by<T>(&mut self, call: impl FnOnce(&Self) -> PyResult<T>) -> PyResult<T> {
        self.hand_over_counts()?;
        let result = call(self);
        self.counters = None;
        result
    }

    /// The paint order and glyph count the loop moved, handed to the interpreter (before
    /// Python code that may read or move them runs).
    pub(super) fn hand_over_counts(&mut self) -> PyResult<()> {
        if let Some(counters) = self.counters.as_mut().filter(|c| c.moved) {
            counters.moved = false;
            self.interp.setattr(intern!(self.py, "seq"), counters.seq)?;
            self.interp.setattr(intern!(self.py, "glyphs"), counters.glyphs)?;
        }
        Ok(())
    }

    /// The interpreter's facts a run or a path reads (`Context`), read once until a
    /// handler runs.
    pub(super) fn context(&mut self) -> PyResult<&Context> {
        if self.context.is_none() {
            let (py, interp) = (self.py, &self.interp);
            let get = |name: &Bound<'py, PyString>| interp.getattr(name);
            self.context = Some(Context {
                hidden_depth: get(intern!(py, "hidden_depth"))?.extract()?,
                type3_depth: get(intern!(py, "type3_depth"))?.extract()?,
                annotation: get(intern!(py, "annotation"))?.is_truthy()?,
                marked: get(intern!(py, "marked"))?.unbind(),
                stream: get(intern!(py, "stream"))?.unbind(),
                device: get(intern!(py, "device"))?.unbind(),
            });
        }
        Ok(self.context.as_ref().expect("read above"))
    }
}
