//! Strings and words: glyphs in content order cut where the drawing stops continuing.
//!
//! A strand is a run of glyphs, in content order, that continue one another along one
//! baseline in one direction -- forward, or backward between right-to-left characters --
//! without jumping back more than `backstep` or ahead more than `line_gap`. Words are cut
//! inside a strand at space glyphs and at gaps wider than the font's unit (`units`, else
//! `word_gap` em; at a change of font the narrower limit applies, in em of the larger
//! size); a negative gap never cuts. A strand of upright wide glyphs stacked downwards is
//! a flow strand (vertical writing drawn with a horizontal font). This module never
//! reorders glyphs across strands; `pdftk_text/words/strands.py` holds the reasons.

use super::accents::compose;
use super::{pmax, pmin, Key, Kind, Placed, Texts, Tolerances, Word, UPRIGHT};

pub struct Strand {
    pub key: Key,
    /// words, each a list of indices into the placed glyphs
    pub words: Vec<Word>,
    pub perp: f64,
    pub size: f64,
    pub start: f64,
    pub end: f64,
    /// the id of the glyph that began it
    pub first: i64,
    /// the first glyph of its first word (an index into the placed glyphs), once built:
    /// the lines take the words themselves
    pub head: usize,
    pub flow: bool,
}

impl Strand {
    fn new(glyph: &Placed) -> Self {
        Strand {
            key: glyph.key,
            words: Vec::new(),
            perp: glyph.perp,
            size: glyph.size,
            start: glyph.start,
            end: glyph.end,
            first: glyph.id,
            head: 0,
            flow: false,
        }
    }

    /// (start, end, across) of a placed glyph in this strand's own direction.
    pub fn along(&self, glyph: &Placed) -> (f64, f64, f64) {
        if self.flow {
            (glyph.perp - glyph.size, glyph.perp, (glyph.start + glyph.end) / 2.0)
        } else {
            (glyph.start, glyph.end, glyph.perp)
        }
    }

    fn turn_to_flow(&mut self, first: &Placed) {
        self.flow = true;
        self.key = Key { vertical: true, angle: first.key.angle };
        (self.start, self.end, self.perp) = self.along(first);
    }

    fn extend(&mut self, glyph: &Placed) {
        let (start, end, _) = self.along(glyph);
        if start < self.start {
            self.start = start;
        }
        if end > self.end {
            self.end = end;
        }
        if glyph.size > self.size {
            self.size = glyph.size;
        }
    }
}

/// A new word of one glyph.
fn word_of(index: usize) -> Word {
    let mut word = Word::default();
    word.push(index);
    word
}

/// The page's strands, in content order, each holding its words. Composing an accent
/// rewrites the texts of `placed` in place.
pub fn strands(
    placed: &mut [Placed],
    tolerances: &Tolerances,
    units: &dyn Fn(u32) -> Option<f64>,
    texts: &mut dyn Texts,
) -> Vec<Strand> {
    let word_gap = tolerances.word_gap;
    let mut out: Vec<Strand> = Vec::new();
    let mut last: Option<usize> = None;
    let mut word_open = false;
    let mut last_unit = word_gap;
    // the font of the glyph asked last and its unit (a page's glyphs come in runs of a font)
    let (mut unit_font, mut last_font_unit) = (u32::MAX, word_gap);
    for index in 0..placed.len() {
        if texts.props(placed[index].text).empty {
            // later glyphs of an ActualText span
            if let (true, Some(l), Some(strand)) = (word_open, last, out.last_mut()) {
                if placed[index].key == placed[l].key {
                    strand.words.last_mut().expect("an open word").push(index);
                    strand.extend(&placed[index]);
                }
            }
            continue;
        }
        let unit = if placed[index].font == unit_font { last_font_unit } else { units(placed[index].font).unwrap_or(word_gap) };
        (unit_font, last_font_unit) = (placed[index].font, unit);
        let mut gap = None;
        if let (Some(l), Some(strand)) = (last, out.last_mut()) {
            gap = if strand.flow { below(&placed[l], &placed[index], tolerances, texts) } else { gap_of(&placed[l], &placed[index], tolerances, texts) };
            if gap.is_none() && strand.words.len() == 1 && strand.words[0].len() == 1 && !placed[l].space {
                gap = below(&placed[l], &placed[index], tolerances, texts);
                if gap.is_some() {
                    strand.turn_to_flow(&placed[l]);
                }
            }
        }
        if gap.is_none() {
            out.push(Strand::new(&placed[index]));
            word_open = false;
        }
        let mut glyph = index;
        let strand = out.last_mut().expect("a strand");
        if placed[index].space {
            word_open = false;
        } else {
            let size = placed[index].size;
            if !word_open {
                strand.words.push(word_of(index));
                word_open = true;
            } else {
                let l = last.expect("an open word has a last glyph");
                let last_size = placed[l].size;
                let larger = pmax(size, last_size);
                // at a change of font the narrower limit: the space there may be either's
                let widest = pmin(unit, last_unit) * larger;
                if gap.expect("a strand continued") > widest || resized(&placed[l], &placed[index], tolerances) {
                    strand.words.push(word_of(index));
                } else {
                    let word = strand.words.last_mut().expect("an open word");
                    word.push(index);
                    let marked = texts.props(placed[index].text).mark.is_some() || texts.props(placed[l].text).mark.is_some();
                    if marked && !strand.flow && word[word.len() - 2] == l {
                        if let Some(base) = compose(word, placed, tolerances.accent_overlap, texts) {
                            glyph = base;
                            rejoin(strand, placed, units, tolerances, texts);
                            let word = strand.words.last().expect("a word");
                            if strand.first == placed[word[0]].id && strand.words.len() == 1 {
                                strand.perp = placed[glyph].perp; // a leading mark is not the baseline
                            }
                        }
                    }
                }
            }
            strand.extend(&placed[glyph]);
        }
        last = Some(glyph);
        last_unit = unit;
    }
    out.retain(|s| !s.words.is_empty());
    for strand in &mut out {
        strand.head = strand.words[0][0];
    }
    out
}

/// Whether `glyph` starts a new word for its size: by more than `size_change` of the
/// larger size, or by any size at all where the font changes too (pdftotext 22.12 keeps
/// "word." whole at 11.504 then 12 pt in one font, and splits it at 11.504 then 11.5045 pt
/// in another: a Japanese sentence and the TeX full stop beside it, issue16538.pdf).
fn resized(last: &Placed, glyph: &Placed, t: &Tolerances) -> bool {
    let change = (glyph.size - last.size).abs();
    let larger = pmax(glyph.size, last.size);
    change > t.size_change * larger || (glyph.font != last.font && change > SAME_SIZE * larger)
}

/// Ratio: sizes this close are one size (the rounding of a matrix product, not a change).
const SAME_SIZE: f64 = 1e-9;

/// The gap from `last` to `glyph` when `glyph` continues its strand, else None.
fn gap_of(last: &Placed, glyph: &Placed, t: &Tolerances, texts: &dyn Texts) -> Option<f64> {
    if glyph.key != last.key {
        return None;
    }
    let (size, last_size) = (glyph.size, last.size);
    if (glyph.perp - last.perp).abs() > t.baseline_shift * pmin(size, last_size) {
        return None;
    }
    let larger = pmax(size, last_size);
    let (low, high) = (-t.backstep * larger, t.line_gap * larger);
    let within = |gap: f64| low <= gap && gap <= high;
    let forward = glyph.start - last.end;
    let forward_or_stacked = || if within(forward) { Some(forward) } else { stacked(last, glyph, forward, low, high, texts) };
    if texts.props(glyph.text).kind == Kind::L || texts.props(last.text).kind == Kind::L {
        return forward_or_stacked();
    }
    let backward = last.start - glyph.end;
    if !within(backward) {
        return forward_or_stacked();
    }
    if !within(forward) {
        return Some(backward);
    }
    Some(if backward.abs() < forward.abs() { backward } else { forward })
}

/// The word a just composed letter belongs to: a word that its mark began (the mark,
/// centred over a letter wider than itself, stands apart from the letter before) goes
/// back into the word before it when the letter itself does not stand apart.
fn rejoin(strand: &mut Strand, placed: &[Placed], units: &dyn Fn(u32) -> Option<f64>, t: &Tolerances, texts: &dyn Texts) {
    let words = &mut strand.words;
    let word = words.last().expect("a word");
    if word.len() != 2 || words.len() < 2 || texts.props(placed[word[1]].text).empty {
        return;
    }
    let (before, letter) = (&placed[*words[words.len() - 2].last().expect("a glyph")], &placed[word[1]]);
    let larger = pmax(letter.size, before.size);
    let unit = |font| units(font).unwrap_or(t.word_gap);
    let widest = pmin(unit(letter.font), unit(before.font)) * larger;
    if letter.start - before.end > widest || resized(before, letter, t) {
        return;
    }
    let word = words.pop().expect("a word");
    words.last_mut().expect("a word before").extend(word);
}

/// `forward` when one of the two glyphs is a mark whose start lies within reach of the
/// other's (TeX draws an accent, then steps back to the letter under it), else None.
fn stacked(last: &Placed, glyph: &Placed, forward: f64, low: f64, high: f64, texts: &dyn Texts) -> Option<f64> {
    let step = glyph.start - last.start;
    let marked = texts.props(glyph.text).mark.is_some() || texts.props(last.text).mark.is_some();
    (marked && low <= step && step <= high).then_some(forward)
}

/// The gap from `last` down to `glyph` when both are upright wide glyphs stacked in one
/// column (vertical writing in a horizontal font), else None.
fn below(last: &Placed, glyph: &Placed, t: &Tolerances, texts: &dyn Texts) -> Option<f64> {
    if glyph.key != UPRIGHT || last.key != UPRIGHT || !(texts.props(glyph.text).wide && texts.props(last.text).wide) {
        return None;
    }
    let size = pmax(glyph.size, last.size);
    if (glyph.start - last.start).abs() > t.backstep * size {
        return None;
    }
    let gap = (glyph.perp - glyph.size) - last.perp;
    (-t.backstep * size <= gap && gap <= t.line_gap * size).then_some(gap)
}
