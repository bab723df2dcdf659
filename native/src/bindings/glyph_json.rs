//! A page's glyph records written as JSON lines by the core, the bytes orjson gives each
//! record (`GlyphPage.record`) without making it: what a run's glyphs share (their
//! template's other fields, in its key order) is dumped by orjson once a template (runs
//! under one state share it); a glyph's text, flags and mapping source once an object (a
//! font hands the same str for each showing of a code); its numbers, "op" among them, are
//! written by `crate::json`. A glyph holding a number `json::Recent` does not write, or a
//! run whose template has a key that is not a str, has its record made and dumped by
//! orjson instead.

use super::dumped::{dumped, Dumped};
use super::glyphs::{Glyph, GlyphPage, Run};
use crate::fxhash::FxMap as HashMap;
use crate::json::{integer, signed, Recent};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};

/// A glyph's own fields, in the order `GlyphPage.record` sets them ("op" is the run's).
#[derive(Clone, Copy, PartialEq)]
enum Field {
    Id,
    Bbox,
    Text,
    Code,
    Origin,
    Advance,
    Quad,
    Flags,
    Map,
    Op,
    Index,
}

const FIELDS: [(Field, &str); 11] = [
    (Field::Id, "id"),
    (Field::Bbox, "bbox"),
    (Field::Text, "text"),
    (Field::Code, "code"),
    (Field::Origin, "origin"),
    (Field::Advance, "advance"),
    (Field::Quad, "quad"),
    (Field::Flags, "flags"),
    (Field::Map, "map"),
    (Field::Op, "op"),
    (Field::Index, "index"),
];

/// A run's line, as the bytes before each glyph field (the field's key included) and
/// the bytes after the last ("}" and the newline).
struct Layout {
    pieces: Vec<(Vec<u8>, Field)>,
    tail: Vec<u8>,
}

/// The layout of the lines of the runs sharing `template`: None when it has a key that is
/// not a str, or a value `dumps` refuses.
fn layout(template: &Bound<'_, PyDict>, dumps: &Bound<'_, PyAny>) -> Option<Layout> {
    let mut order: Vec<(Vec<u8>, Option<Field>)> = Vec::with_capacity(template.len() + FIELDS.len());
    let mut seen = [false; FIELDS.len()];
    for (key, value) in template.iter() {
        let name = key.downcast::<PyString>().ok()?.to_str().ok()?;
        let mut bytes = dumped(dumps, &key).ok()?;
        bytes.push(b':');
        match FIELDS.iter().position(|(_, n)| *n == name) {
            Some(i) => {
                seen[i] = true;
                order.push((bytes, Some(FIELDS[i].0)));
            }
            None => {
                bytes.extend_from_slice(&dumped(dumps, &value).ok()?);
                order.push((bytes, None));
            }
        }
    }
    for (i, (field, name)) in FIELDS.iter().enumerate() {
        if !seen[i] {
            order.push((format!("\"{name}\":").into_bytes(), Some(*field)));
        }
    }
    let (mut pieces, mut literal) = (Vec::new(), b"{".to_vec());
    for (i, (bytes, field)) in order.into_iter().enumerate() {
        if i > 0 {
            literal.push(b',');
        }
        literal.extend_from_slice(&bytes);
        if let Some(field) = field {
            pieces.push((std::mem::take(&mut literal), field));
        }
    }
    literal.extend_from_slice(b"}\n");
    Some(Layout { pieces, tail: literal })
}

/// What the lines of a page have written before: objects' bytes and recent numbers.
#[derive(Default)]
struct Values {
    objects: Dumped,
    numbers: Recent,
}

/// Write glyph `g`'s line by `layout`: false when a value cannot be written here.
fn write_glyph(out: &mut Vec<u8>, layout: &Layout, page: &GlyphPage, run: &Run, g: &Glyph, values: &mut Values, dumps: &Bound<'_, PyAny>) -> bool {
    let py = dumps.py();
    for (literal, field) in &layout.pieces {
        out.extend_from_slice(literal);
        let written = match field {
            Field::Id => {
                signed(out, g.id);
                true
            }
            Field::Code => {
                integer(out, g.code.into());
                true
            }
            Field::Index => {
                integer(out, g.index.into());
                true
            }
            Field::Bbox => values.numbers.numbers(out, &g.bbox),
            Field::Origin => values.numbers.numbers(out, &g.origin),
            Field::Quad => values.numbers.numbers(out, &g.quad),
            Field::Advance => values.numbers.number(out, g.advance),
            Field::Text => values.objects.write(out, page.held(py, g.text), dumps),
            Field::Flags => values.objects.write(out, page.held(py, g.flags), dumps),
            Field::Map => values.objects.write(out, page.held(py, g.map), dumps),
            Field::Op => {
                signed(out, run.op);
                true
            }
        };
        if !written {
            return false;
        }
    }
    out.extend_from_slice(&layout.tail);
    true
}

/// Write the JSON lines of `page`'s glyphs, each the bytes `dumps` gives its record, by
/// `write` in pieces of about `piece` bytes: no buffer of a page's size is made, and a
/// piece kept under the allocator's mmap threshold (128 KiB) is never one of the large
/// blocks that, freed, raise that threshold and leave the heap to grow page by page.
pub(super) fn write_lines(page: &GlyphPage, dumps: &Bound<'_, PyAny>, write: &Bound<'_, PyAny>, piece: usize) -> PyResult<()> {
    let py = dumps.py();
    // runs under one state share their template, and so their layout
    let mut layouts: HashMap<usize, Option<Layout>> = HashMap::default();
    let mut values = Values::default();
    let mut out = Vec::with_capacity(piece + 4096);
    for g in page.glyphs() {
        if out.len() >= piece {
            write.call1((PyBytes::new(py, &out),))?;
            out.clear();
        }
        let start = out.len();
        let run = &page.runs()[g.run as usize];
        let written = match layouts.entry(run.template.as_ptr() as usize).or_insert_with(|| layout(run.template.bind(py), dumps)) {
            Some(layout) => write_glyph(&mut out, layout, page, run, g, &mut values, dumps),
            None => false,
        };
        if !written {
            out.truncate(start);
            let record: Bound<'_, PyDict> = page.record(py, g)?;
            let line = dumps.call1((record,))?;
            out.extend_from_slice(line.downcast::<PyBytes>()?.as_bytes());
            out.push(b'\n');
        }
    }
    if !out.is_empty() {
        write.call1((PyBytes::new(py, &out),))?;
    }
    Ok(())
}
