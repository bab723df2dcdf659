//! A record's JSON line written by the core, byte for byte as orjson writes it, so that a
//! command whose lines the core writes (glyphs, words) need not import orjson for the
//! few records around them (document, page, content, diagnostics). Only what the core
//! writes as orjson does is written: a dict of str keys, lists and tuples, str, int (64
//! bits), bool, None, and a float `crate::json` writes (a multiple of 0.001 below 1e12,
//! as records round them); anything else, and a nesting past orjson's own bound, gives
//! None, and the caller asks orjson (which then writes it, or refuses it as before).

use crate::json;
use pyo3::prelude::*;
use pyo3::ffi;
use pyo3::types::{PyBytes, PyDict, PyInt, PyList, PyString, PyTuple};
use std::ptr::addr_of_mut;

/// Deeper than this, orjson refuses a value (its recursion limit); not written here.
const DEEPEST: usize = 254;

/// The JSON text of `record` as orjson writes it (with `line`, a newline after it), or
/// None for a value this writer leaves to orjson.
#[pyfunction]
#[pyo3(signature = (record, line=false))]
pub(super) fn json_bytes<'py>(py: Python<'py>, record: &Bound<'py, PyAny>, line: bool) -> Option<Bound<'py, PyBytes>> {
    let mut out = Vec::with_capacity(256);
    value(&mut out, record, 0)?;
    if line {
        out.push(b'\n');
    }
    Some(PyBytes::new(py, &out))
}

fn value(out: &mut Vec<u8>, v: &Bound<'_, PyAny>, depth: usize) -> Option<()> {
    // the exact types records hold asked first, by their type objects; a subclass of
    // dict, list, str or int (orjson writes those as their base) after
    let t = v.get_type_ptr();
    // the addresses of the interpreter's static type objects, compared only
    let (float, text_type, int, list, dict, tuple, boolean) =
        (addr_of_mut!(ffi::PyFloat_Type), addr_of_mut!(ffi::PyUnicode_Type), addr_of_mut!(ffi::PyLong_Type),
         addr_of_mut!(ffi::PyList_Type), addr_of_mut!(ffi::PyDict_Type), addr_of_mut!(ffi::PyTuple_Type),
         addr_of_mut!(ffi::PyBool_Type));
    if t == float {
        // SAFETY: `v` is a float
        let x = unsafe { ffi::PyFloat_AsDouble(v.as_ptr()) };
        return json::float(out, x).then_some(());
    }
    if t == text_type {
        // SAFETY: `v` is a str
        text(out, unsafe { v.downcast_unchecked::<PyString>() }.to_str().ok()?);
        return Some(());
    }
    if t == int {
        return integer(out, v);
    }
    if v.is_none() {
        out.extend_from_slice(b"null");
        return Some(());
    }
    if t == boolean {
        out.extend_from_slice(if v.is_truthy().ok()? { b"true" } else { b"false" });
        return Some(());
    }
    if depth >= DEEPEST {
        return None;
    }
    if t == list {
        // SAFETY: `v` is a list
        return items(out, unsafe { v.downcast_unchecked::<PyList>() }.iter(), depth);
    }
    if t == dict {
        // SAFETY: `v` is a dict
        return object(out, unsafe { v.downcast_unchecked::<PyDict>() }, depth);
    }
    if t == tuple {
        // SAFETY: `v` is a tuple
        return items(out, unsafe { v.downcast_unchecked::<PyTuple>() }.iter(), depth);
    }
    if let Ok(d) = v.downcast::<PyDict>() {
        object(out, d, depth)
    } else if let Ok(l) = v.downcast::<PyList>() {
        items(out, l.iter(), depth)
    } else if let Ok(s) = v.downcast::<PyString>() {
        text(out, s.to_str().ok()?);
        Some(())
    } else if v.downcast::<PyInt>().is_ok() {
        integer(out, v)
    } else {
        None
    }
}

fn integer(out: &mut Vec<u8>, v: &Bound<'_, PyAny>) -> Option<()> {
    match v.extract::<i64>() {
        Ok(n) => json::signed(out, n),
        Err(_) => json::integer(out, v.extract::<u64>().ok()?),
    }
    Some(())
}

fn object(out: &mut Vec<u8>, d: &Bound<'_, PyDict>, depth: usize) -> Option<()> {
    out.push(b'{');
    for (i, (k, item)) in d.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        text(out, k.downcast::<PyString>().ok()?.to_str().ok()?);
        out.push(b':');
        value(out, &item, depth + 1)?;
    }
    out.push(b'}');
    Some(())
}

fn items<'py>(out: &mut Vec<u8>, all: impl Iterator<Item = Bound<'py, PyAny>>, depth: usize) -> Option<()> {
    out.push(b'[');
    for (i, item) in all.enumerate() {
        if i > 0 {
            out.push(b',');
        }
        value(out, &item, depth + 1)?;
    }
    out.push(b']');
    Some(())
}

/// A JSON string as orjson writes it: a quote, a backslash and the controls below 0x20
/// escaped (\b \t \n \f \r by name, the others as \u00xx), everything else as UTF-8.
fn text(out: &mut Vec<u8>, s: &str) {
    if json::string(out, s) {
        return;
    }
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push(b'"');
    for &b in s.as_bytes() {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x09 => out.extend_from_slice(b"\\t"),
            0x0A => out.extend_from_slice(b"\\n"),
            0x0C => out.extend_from_slice(b"\\f"),
            0x0D => out.extend_from_slice(b"\\r"),
            b if b < 0x20 => out.extend_from_slice(&[b'\\', b'u', b'0', b'0', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]),
            b => out.push(b),
        }
    }
    out.push(b'"');
}
