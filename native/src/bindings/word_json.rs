//! A page's line and word records written as JSON lines by the core: the bytes orjson
//! gives each record `words::page_words` would make, in the same order (each line, then
//! its words), without making them. The page number, and each font and size object (the
//! glyphs' own, by address), are dumped by orjson once; numbers and strings are written
//! by `crate::json` where it can, by orjson otherwise (`dumped`).

use super::dumped::{float, floats, string, Dumped};
use super::glyphs::GlyphPage;
use super::words::LineEnd;
use crate::json::{integer, signed, Recent};
use crate::words::records::{LineOut, WordOut};
use pyo3::prelude::*;

/// What every record of the page is written with.
struct Writer<'a, 'py> {
    glyphs: &'a GlyphPage,
    dumps: &'a Bound<'py, PyAny>,
    values: Dumped,
    numbers: Recent,
    page: Vec<u8>,
}

/// The JSON lines of `lines` (with what `ends` says of each) on page `page`, whose glyphs
/// are `glyphs`.
pub(super) fn lines(page: &Bound<'_, PyAny>, glyphs: &GlyphPage, lines: &[LineOut], ends: &[LineEnd], dumps: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    let words: usize = lines.iter().map(|line| line.words.len()).sum();
    let mut out = Vec::with_capacity((lines.len() + words) * 224);
    let mut writer = Writer { glyphs, dumps, values: Dumped::default(), numbers: Recent::default(), page: super::dumped::dumped(dumps, page)? };
    let mut word_id = 0usize;
    for (line_id, (line, end)) in lines.iter().zip(ends).enumerate() {
        writer.line(&mut out, line, end, line_id, (word_id, word_id + line.words.len() - 1))?;
        for word in &line.words {
            writer.word(&mut out, word, word_id, line_id)?;
            word_id += 1;
        }
    }
    Ok(out)
}

impl Writer<'_, '_> {
    /// `{"type":kind,"page":page,"id":id,"bbox":bbox,"text":text`
    fn head(&mut self, out: &mut Vec<u8>, kind: &[u8], id: usize, bbox: &[f64; 4], text: &str) -> PyResult<()> {
        out.extend_from_slice(b"{\"type\":\"");
        out.extend_from_slice(kind);
        out.extend_from_slice(b"\",\"page\":");
        out.extend_from_slice(&self.page);
        out.extend_from_slice(b",\"id\":");
        integer(out, id as u64);
        out.extend_from_slice(b",\"bbox\":");
        floats(out, bbox, &mut self.numbers, self.dumps)?;
        out.extend_from_slice(b",\"text\":");
        string(out, text, self.dumps)
    }

    /// `,"direction":direction,"angle":angle,"baseline":baseline`
    fn placing(&mut self, out: &mut Vec<u8>, direction: &str, angle: i32, baseline: &[f64; 4]) -> PyResult<()> {
        out.extend_from_slice(b",\"direction\":");
        string(out, direction, self.dumps)?;
        out.extend_from_slice(b",\"angle\":");
        signed(out, angle.into());
        out.extend_from_slice(b",\"baseline\":");
        floats(out, baseline, &mut self.numbers, self.dumps)
    }

    fn pair(out: &mut Vec<u8>, key: &[u8], (a, b): (i64, i64)) {
        out.extend_from_slice(key);
        out.push(b'[');
        signed(out, a);
        out.push(b',');
        signed(out, b);
        out.push(b']');
    }

    /// Write `value` (a glyph's object) as orjson does.
    fn object(&mut self, out: &mut Vec<u8>, value: &Bound<'_, PyAny>) -> PyResult<()> {
        if !self.values.write(out, value, self.dumps) {
            super::dumped::dumped(self.dumps, value)?;     // raises orjson's error
        }
        Ok(())
    }

    fn line(&mut self, out: &mut Vec<u8>, line: &LineOut, end: &LineEnd, id: usize, words: (usize, usize)) -> PyResult<()> {
        let bbox: [f64; 4] = std::array::from_fn(|side| line.words[line.bbox_from[side]].bbox[side]);
        self.head(out, b"line", id, &bbox, &end.text)?;
        Self::pair(out, b",\"words\":", (words.0 as i64, words.1 as i64));
        self.placing(out, line.direction, line.angle, &line.baseline)?;
        out.extend_from_slice(b",\"size\":");
        float(out, line.size, &mut self.numbers, self.dumps)?;
        out.extend_from_slice(b",\"hyphen\":");
        match end.hyphen {
            Some(c) => string(out, c.encode_utf8(&mut [0; 4]), self.dumps)?,
            None => out.extend_from_slice(b"null"),
        }
        out.extend_from_slice(match end.next_lower {
            Some(true) => b",\"next_lower\":true}\n",
            Some(false) => b",\"next_lower\":false}\n",
            None => b",\"next_lower\":null}\n",
        });
        Ok(())
    }

    fn word(&mut self, out: &mut Vec<u8>, word: &WordOut, id: usize, line_id: usize) -> PyResult<()> {
        let py = self.dumps.py();
        self.head(out, b"word", id, &word.bbox, word.text.as_str())?;
        Self::pair(out, b",\"glyphs\":", word.glyphs);
        let (font, size) = self.glyphs.font_size(py, word.first);
        out.extend_from_slice(b",\"font\":");
        self.object(out, &font)?;
        out.extend_from_slice(b",\"size\":");
        self.object(out, &size)?;
        self.placing(out, word.direction, word.angle, &word.baseline)?;
        out.extend_from_slice(b",\"line\":");
        integer(out, line_id as u64);
        out.extend_from_slice(b"}\n");
        Ok(())
    }
}
