//! Word and line records made from a page's lines, as plain data in written order.
//!
//! Words carry their text in logical order with ligatures expanded, their box (from the
//! glyphs' boxes, with the glyph each side came from, so the binding can hand back the
//! record's own values), glyph id range, baseline and direction; lines their box,
//! baseline, size and direction. Floats are rounded to the schema's 3 decimals as Python
//! rounds them (half to even). A line's text is joined from its words by the caller,
//! which joins words from any source the same way.

use super::bidi::{logical, logical_rtl};
use super::lines::{strong_kind, Line};
use super::strands::Strand;
use super::{round_even, GlyphIn, Kind, Placed, Texts};
use unicode_normalization::UnicodeNormalization;
use std::sync::Arc;

const SCALE: f64 = 1000.0; // 10 ** PRECISION

/// A word's text: its place in one string holding the texts of all the page's words (one
/// allocation a page, not one a word), shared by the page's words.
#[derive(Clone, Debug, Default)]
pub struct WordText {
    page: Option<Arc<str>>,
    start: usize,
    end: usize,
}

impl WordText {
    pub fn as_str(&self) -> &str {
        self.page.as_deref().map_or("", |page| &page[self.start..self.end])
    }
}

pub struct WordOut {
    pub bbox: [f64; 4],
    /// the glyph (index into the page's glyph records) each side of the box came from
    pub bbox_from: [usize; 4],
    pub text: WordText,
    pub glyphs: (i64, i64),
    /// the glyph record whose font and size the word takes (its lowest id)
    pub first: usize,
    pub direction: &'static str,
    pub angle: i32,
    pub baseline: [f64; 4],
}

pub struct LineOut {
    pub words: Vec<WordOut>,
    /// the word (index in `words`) each side of the line's box came from
    pub bbox_from: [usize; 4],
    pub direction: &'static str,
    pub angle: i32,
    pub baseline: [f64; 4],
    pub size: f64,
}

/// Python's `round(value * 1000) / 1000`: half to even, and no negative zero (Python
/// rounds to an integer first, which has no sign).
pub(crate) fn round(value: f64) -> f64 {
    round_even(value * SCALE) / SCALE + 0.0
}

/// The page's lines as output records.
pub fn page_lines(lines: &[Line], strands: &[Strand], placed: &[Placed], glyphs: &[GlyphIn], texts: &dyn Texts) -> Vec<LineOut> {
    // the words' texts written one after another, each word's end noted
    let mut all = String::new();
    let mut ends = Vec::new();
    let mut out: Vec<LineOut> = lines
        .iter()
        .map(|line| {
            let strand = &strands[line.strands[0]];
            let words: Vec<WordOut> = line.words.iter().map(|w| {
                let made = word(w, line, strand, placed, glyphs, texts, &mut all);
                ends.push(all.len());
                made
            }).collect();
            let mut from = [0usize; 4];
            for (index, w) in words.iter().enumerate() {
                for side in 0..4 {
                    let (value, best) = (w.bbox[side], words[from[side]].bbox[side]);
                    if (side < 2 && value < best) || (side >= 2 && value > best) {
                        from[side] = index;
                    }
                }
            }
            LineOut {
                words,
                bbox_from: from,
                direction: if line.key.vertical {
                    "ttb"
                } else if line.rtl {
                    "rtl"
                } else {
                    "ltr"
                },
                angle: line.key.angle,
                baseline: baseline(strand, &placed[strand.head], line.start, line.end, line.perp),
                size: round(line.size),
            }
        })
        .collect();
    let page: Arc<str> = Arc::from(all);
    let mut start = 0;
    for (w, end) in out.iter_mut().flat_map(|line| line.words.iter_mut()).zip(ends) {
        w.text = WordText { page: Some(page.clone()), start, end };
        start = end;
    }
    out
}

/// A word of the line, its text written at the end of `all` (its `text` set by the caller).
fn word(word: &[usize], line: &Line, strand: &Strand, placed: &[Placed], glyphs: &[GlyphIn], texts: &dyn Texts, all: &mut String) -> WordOut {
    let mut first = &placed[word[0]];
    let (mut low, mut high) = (first.id, first.id);
    let mut bbox = glyphs[first.rec].bbox;
    let mut sides = [first.rec; 4];
    let flow = strand.flow;
    let span = |g: &Placed| if flow { (g.perp - g.size, g.perp) } else { (g.start, g.end) };
    let (mut start, mut end) = span(first);
    for &index in word {
        let g = &placed[index];
        if g.id < low {
            (low, first) = (g.id, g);
        }
        if g.id > high {
            high = g.id;
        }
        let b = glyphs[g.rec].bbox;
        for side in 0..4 {
            if (side < 2 && b[side] < bbox[side]) || (side >= 2 && b[side] > bbox[side]) {
                (bbox[side], sides[side]) = (b[side], g.rec);
            }
        }
        let (g_start, g_end) = span(g);
        if g_start < start {
            start = g_start;
        }
        if g_end > end {
            end = g_end;
        }
    }
    let reordered = ordered_texts(word, placed, texts, line.rtl);
    let from = all.len();
    word_text(word, placed, reordered.as_deref(), texts, all);
    let text = &all[from..];
    let strong = || match &reordered {
        Some(ids) => strong_kind(ids.iter().copied(), texts),
        None => strong_kind(word.iter().map(|&g| placed[g].text), texts),
    };
    let direction = if line.key.vertical {
        "ttb"
    } else if text.is_ascii() || strong() != Kind::R {
        "ltr"
    } else {
        "rtl"
    };
    let perp = if flow { (first.start + first.end) / 2.0 } else { first.perp };
    WordOut {
        bbox,
        bbox_from: sides,
        text: WordText::default(),
        glyphs: (low, high),
        first: first.rec,
        direction,
        angle: line.key.angle,
        baseline: baseline(strand, first, start, end, perp),
    }
}

/// The word's glyph texts in logical order when that is not their content order (None):
/// on a right-to-left line a neutral at the word's edge belongs to the right-to-left run;
/// on a left-to-right line it keeps its place. A word without a right-to-left character
/// (most) reads in content order.
fn ordered_texts(word: &[usize], placed: &[Placed], texts: &dyn Texts, rtl_line: bool) -> Option<Vec<u32>> {
    let kind = |g: &usize| texts.props(placed[*g].text);
    if word.iter().all(|g| kind(g).ascii) || !word.iter().any(|g| kind(g).kind == Kind::R) {
        return None;
    }
    let ids: Vec<u32> = word.iter().map(|&g| placed[g].text).collect();
    Some(if rtl_line {
        logical_rtl(&ids, |&t| texts.props(t).kind)
    } else {
        let kinds: Vec<Kind> = ids.iter().map(|&t| texts.props(t).kind).collect();
        logical(&ids, &kinds)
    })
}

/// A word's text, its glyphs' texts in logical order (`reordered`, else content order),
/// ligatures expanded, written at the end of `all`.
fn word_text(word: &[usize], placed: &[Placed], reordered: Option<&[u32]>, texts: &dyn Texts, all: &mut String) {
    let from = all.len();
    match reordered {
        Some(ids) => joined(ids.iter().copied(), texts, all),
        None => joined(word.iter().map(|&g| placed[g].text), texts, all),
    }
    expand_ligatures(all, from);
}

fn joined(ids: impl Iterator<Item = u32>, texts: &dyn Texts, all: &mut String) {
    ids.for_each(|t| match texts.text(t).as_bytes() {
        // a glyph's text is most often one ASCII letter: written as a byte, not copied
        &[byte] => all.push(char::from(byte)),
        _ => all.push_str(texts.text(t)),
    });
}

/// Latin and Armenian ligatures of Alphabetic Presentation Forms (U+FB00..U+FB17) in
/// `all` past `from` replaced by their compatibility forms; the rest is left as drawn.
fn expand_ligatures(all: &mut String, from: usize) {
    let ligature = |c: char| ('\u{fb00}'..='\u{fb17}').contains(&c);
    let text = &all[from..];
    if text.is_ascii() || !text.chars().any(ligature) {
        return;
    }
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars() {
        if ligature(c) {
            out.extend(std::iter::once(c).nfkc());
        } else {
            out.push(c);
        }
    }
    all.truncate(from);
    all.push_str(&out);
}

#[cfg(test)]
#[test]
fn rounding_is_pythons() {
    assert_eq!(round(0.0005), 0.0); // half to even
    assert_eq!(round(0.0015), 0.002);
    assert!(round(-0.0).is_sign_positive() && round(-0.0004).is_sign_positive());
}

fn baseline(strand: &Strand, glyph: &Placed, start: f64, end: f64, perp: f64) -> [f64; 4] {
    if strand.flow {
        // a column of upright glyphs: down the page at its middle
        return [round(perp), round(start), round(perp), round(end)];
    }
    let [ux, uy, vx, vy] = glyph.frame;
    [round(start * ux + perp * vx), round(start * uy + perp * vy), round(end * ux + perp * vx), round(end * uy + perp * vy)]
}
