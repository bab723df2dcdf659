//! Lines: strands gathered by direction and baseline, their words put in order.
//!
//! A strand joins a line of its direction whose baseline agrees within `baseline` em and
//! which it reaches within `line_gap` em; a smaller strand whose baseline lies within
//! `script_rise` above or `script_drop` below joins as a superscript or subscript.
//! Strands are taken largest first, so scripts find the line they rise from. Inside a
//! line strands keep their own words together, ordered along the baseline; right-to-left
//! runs of words are then put in logical order, and a left-to-right line's letters cut
//! apart by wide spacing joined again (`spacing`).

use super::bidi::{logical, logical_rtl};
use super::spacing::join_spaced;
use super::strands::Strand;
use super::{fcmp, pmax, pmin, Key, Kind, Placed, Texts, Tolerances, Word};
use std::cmp::Ordering;

pub struct Line {
    pub key: Key,
    pub perp: f64,
    pub size: f64,
    pub start: f64,
    pub end: f64,
    /// indices into the page's strands, in line order once built
    pub strands: Vec<usize>,
    /// words in logical order, each a list of indices into the placed glyphs
    pub words: Vec<Word>,
    pub rtl: bool,
}

impl Line {
    fn new(index: usize, strand: &Strand) -> Self {
        Line {
            key: strand.key,
            perp: strand.perp,
            size: strand.size,
            start: strand.start,
            end: strand.end,
            strands: vec![index],
            words: Vec::new(),
            rtl: false,
        }
    }

    fn add(&mut self, index: usize, strand: &Strand) {
        self.strands.push(index);
        self.start = pmin(self.start, strand.start);
        self.end = pmax(self.end, strand.end);
    }

    /// Top to bottom then left to right for upright lines; vertical columns right to
    /// left; lines of other angles after, by angle.
    fn order(&self, other: &Line) -> Ordering {
        let key = |l: &Line| {
            if l.key.vertical {
                (2, l.key.angle, -l.perp, l.start)
            } else {
                (if l.key.angle == 0 { 0 } else { 1 }, l.key.angle, l.perp, l.start)
            }
        };
        let (a, b) = (key(self), key(other));
        (a.0, a.1).cmp(&(b.0, b.1)).then(fcmp(a.2, b.2)).then(fcmp(a.3, b.3))
    }
}

/// The page's lines in page order, each with its words in logical order: the words are
/// taken from the strands, which keep the rest.
pub fn build_lines(strands: &mut [Strand], placed: &[Placed], t: &Tolerances, texts: &dyn Texts) -> Vec<Line> {
    let mut order: Vec<usize> = (0..strands.len()).collect();
    order.sort_by(|&a, &b| fcmp(-strands[a].size, -strands[b].size));
    let mut by_key: Vec<(Key, Vec<Line>)> = Vec::new();
    for index in order {
        let strand = &strands[index];
        let group = match by_key.iter().position(|(key, _)| *key == strand.key) {
            Some(found) => found,
            None => {
                by_key.push((strand.key, Vec::new()));
                by_key.len() - 1
            }
        };
        let candidates = &mut by_key[group].1;
        match line_for(strand, candidates, t) {
            Some(line) => candidates[line].add(index, strand),
            None => candidates.push(Line::new(index, strand)),
        }
    }
    let mut lines: Vec<Line> = by_key.into_iter().flat_map(|(_, group)| group).collect();
    for line in lines.iter_mut() {
        order_words(line, strands, placed, texts);
        if !line.rtl && !line.key.vertical {
            line.words = join_spaced(std::mem::take(&mut line.words), placed, t, texts);
        }
    }
    lines.sort_by(|a, b| a.order(b));
    lines
}

fn line_for(strand: &Strand, lines: &[Line], t: &Tolerances) -> Option<usize> {
    let mut script = None;
    for (index, line) in lines.iter().enumerate() {
        let reach = t.line_gap * pmax(line.size, strand.size);
        if strand.start > line.end + reach || strand.end < line.start - reach {
            continue;
        }
        let rise = strand.perp - line.perp; // negative: above the line's baseline
        if rise.abs() <= t.baseline * pmin(line.size, strand.size) {
            return Some(index);
        }
        if script.is_none()
            && strand.size <= t.script_size * line.size
            && -t.script_rise * line.size <= rise
            && rise <= t.script_drop * line.size
            && strand.end - strand.start <= t.script_length * strand.size
        {
            script = Some(index);
        }
    }
    script
}

fn order_words(line: &mut Line, strands: &mut [Strand], placed: &[Placed], texts: &dyn Texts) {
    line.strands.sort_by(|&a, &b| fcmp(strands[a].start, strands[b].start).then(strands[a].first.cmp(&strands[b].first)));
    let has_rtl = |word: &[usize]| word.iter().any(|&g| texts.props(placed[g].text).rtl);
    let mut words: Vec<Word> = Vec::with_capacity(line.strands.iter().map(|&s| strands[s].words.len()).sum());
    for &s in &line.strands {
        let strand = &mut strands[s];
        let mut in_strand = std::mem::take(&mut strand.words);
        if !strand.flow && in_strand.len() > 1 {
            let word_start = |w: &Word| w.iter().map(|&g| placed[g].start).fold(f64::INFINITY, pmin);
            in_strand.sort_by(|a, b| fcmp(word_start(a), word_start(b)));
        }
        for mut word in in_strand {
            if word.len() > 1 && has_rtl(&word) {
                word.sort_by(|&a, &b| fcmp(placed[a].start, placed[b].start).then(placed[a].id.cmp(&placed[b].id)));
            }
            words.push(word);
        }
    }
    line.rtl = false;
    if !line.key.vertical && words.iter().any(|w| has_rtl(w)) {
        // a line is right to left when it holds more strong right-to-left characters than
        // left-to-right ones: position alone cannot tell its paragraph's direction
        let (rtl, ltr) = words.iter().flatten().fold((0, 0), |(r, l), &g| {
            let p = texts.props(placed[g].text);
            (r + p.rtl_count, l + p.ltr_count)
        });
        line.rtl = rtl > ltr;
        let kind = |word: &Word| word_kind(word, placed, texts);
        let indices: Vec<usize> = (0..words.len()).collect();
        let ordered = if line.rtl {
            logical_rtl(&indices, |&i| kind(&words[i]))
        } else {
            let kinds: Vec<Kind> = words.iter().map(kind).collect();
            logical(&indices, &kinds)
        };
        words = ordered.into_iter().map(|i| std::mem::take(&mut words[i])).collect();
    }
    line.words = words;
}

/// The first strong kind of the word's text (R or L), else D when it holds a digit, else N.
fn word_kind(word: &[usize], placed: &[Placed], texts: &dyn Texts) -> Kind {
    let strong = strong_kind(word.iter().map(|&g| placed[g].text), texts);
    if strong == Kind::N && word.iter().any(|&g| texts.props(placed[g].text).digit) {
        return Kind::D;
    }
    strong
}

/// The kind of the first strong character of these texts, joined: R, L or N.
pub fn strong_kind(mut text_ids: impl Iterator<Item = u32>, texts: &dyn Texts) -> Kind {
    text_ids.find_map(|t| Some(texts.props(t).strong).filter(|k| *k != Kind::N)).unwrap_or(Kind::N)
}
