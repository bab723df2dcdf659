//! Words and lines from a page's glyphs: the data both sides agree on, and the steps.
//!
//! The steps are the Python stage's rooms: `placement` (where a glyph sits along its
//! direction), `duplicates` (fake bold read once), `strands` (content-order strings and
//! word breaks, with `accents` composing stacked accents), `lines` (baselines, scripts,
//! order, with `bidi` for right-to-left runs) and `records` (the words and lines as
//! plain output). Text properties come from the caller through `Texts`: the Python side
//! computes them with its own Unicode database, once per distinct text.

pub mod accents;
pub mod bidi;
pub mod duplicates;
pub mod joining;
pub mod lines;
pub mod placement;
pub mod records;
pub mod spacing;
pub mod strands;

/// A glyph's direction: drawn in vertical writing or not, and its angle in whole degrees.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Key {
    pub vertical: bool,
    pub angle: i32,
}

pub const UPRIGHT: Key = Key { vertical: false, angle: 0 };

/// A character's bidirectional kind as the stage reads it: strong right-to-left (R, AL),
/// strong left-to-right, a digit (EN, AN) or anything else.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Kind {
    R,
    L,
    D,
    #[default]
    N,
}

/// What the stage asks of a glyph's text, computed once per distinct text.
#[derive(Clone, Debug, Default)]
pub struct TextProps {
    pub empty: bool,
    /// non-empty and white space throughout (`str.isspace`)
    pub space: bool,
    /// an invisible format character (`placement.INVISIBLE`)
    pub invisible: bool,
    /// the combining mark the text stands for, when it is one (`accents.MARKS`)
    pub mark: Option<char>,
    /// the first character's kind (`bidi.char_kind`)
    pub kind: Kind,
    /// the first strong character's kind, R, L or N (`bidi.bidi_class`)
    pub strong: Kind,
    /// holds a digit (bidi class EN or AN)
    pub digit: bool,
    /// holds a strong right-to-left character (`bidi.has_rtl`)
    pub rtl: bool,
    /// its first character is East Asian wide or full-width
    pub wide: bool,
    pub ascii: bool,
    /// one character, a letter (general category L*)
    pub letter: bool,
    /// strong right-to-left and left-to-right characters it holds
    pub rtl_count: u32,
    pub ltr_count: u32,
}

/// The page's texts, interned: glyphs carry an id, the table its text and properties.
pub trait Texts {
    fn intern(&mut self, text: &str) -> u32;
    fn text(&self, id: u32) -> &str;
    fn props(&self, id: u32) -> &TextProps;
}

/// The storage behind a `Texts`: each distinct text once, with its properties.
#[derive(Default)]
pub struct Interned {
    ids: crate::fxhash::FxMap<String, u32>,
    texts: Vec<String>,
    props: Vec<TextProps>,
}

impl Interned {
    pub fn find(&self, text: &str) -> Option<u32> {
        self.ids.get(text).copied()
    }

    pub fn insert(&mut self, text: &str, props: TextProps) -> u32 {
        let id = self.texts.len() as u32;
        self.ids.insert(text.to_owned(), id);
        self.texts.push(text.to_owned());
        self.props.push(props);
        id
    }

    pub fn text(&self, id: u32) -> &str {
        &self.texts[id as usize]
    }

    pub fn props(&self, id: u32) -> &TextProps {
        &self.props[id as usize]
    }
}

/// The named tolerances of `pdftk_text/words/tolerances.py` (units and reasons there).
#[derive(Clone, Debug, PartialEq)]
pub struct Tolerances {
    pub word_gap: f64,
    pub size_change: f64,
    pub accent_overlap: f64,
    pub baseline: f64,
    pub baseline_shift: f64,
    pub backstep: f64,
    pub line_gap: f64,
    pub duplicate: f64,
    pub script_size: f64,
    pub script_rise: f64,
    pub script_drop: f64,
    pub script_length: f64,
    pub vertical_origin: f64,
    pub spaced_ratio: f64,
    pub spaced_max: f64,
    pub rejoin_gap: f64,
}

impl Default for Tolerances {
    fn default() -> Self {
        Tolerances {
            word_gap: 0.1,
            size_change: 0.05,
            accent_overlap: 0.5,
            baseline: 0.1,
            baseline_shift: 0.35,
            backstep: 0.501,
            line_gap: 2.0,
            duplicate: 0.1,
            script_size: 0.9,
            script_rise: 0.6,
            script_drop: 0.4,
            script_length: 8.0,
            vertical_origin: 0.02,
            spaced_ratio: 1.3,
            spaced_max: 0.4,
            rejoin_gap: 0.03,
        }
    }
}

/// A word: indices into the page's placed glyphs, in the order the stage reads them; held
/// inline up to eight glyphs (most words), on the heap past that.
pub type Word = tinyvec::TinyVec<[usize; 8]>;

/// A glyph record's fields the stage reads; `rec` in what follows is its index here.
#[derive(Clone, Debug)]
pub struct GlyphIn {
    pub id: i64,
    pub text: u32,
    pub font: u32,
    pub size: f64,
    pub quad: [f64; 8],
    pub origin: [f64; 2],
    pub bbox: [f64; 4],
    /// no text and outside ActualText (an unreadable font's): it joins no word
    pub unread: bool,
}

/// A placed glyph: start and end along its progression, `perp` across it (the baseline),
/// its direction `key` and `frame` (ux, uy, vx, vy), and where it came from.
#[derive(Clone, Debug)]
pub struct Placed {
    pub start: f64,
    pub end: f64,
    pub perp: f64,
    pub size: f64,
    pub key: Key,
    pub text: u32,
    pub id: i64,
    pub rec: usize,
    pub frame: [f64; 4],
    pub space: bool,
    pub font: u32,
    pub ox: f64,
    pub oy: f64,
}

/// The whole stage for one page: line records (each with its words) and the number of
/// glyphs read once as copies of another. `units` gives a font's widest in-word gap in em
/// (`strands.gap_units`); fonts it leaves out break at `word_gap`.
pub fn page_words(
    glyphs: &[GlyphIn],
    tolerances: &Tolerances,
    units: &dyn Fn(u32) -> Option<f64>,
    texts: &mut dyn Texts,
) -> (Vec<records::LineOut>, usize) {
    let (kept, dropped) = placed_once(glyphs, tolerances, texts);
    (words_of_placed(kept, glyphs, tolerances, units, texts), dropped)
}

/// The stage's first half: the page's visible glyphs placed, less the copies read once
/// (`duplicates`), in content order, and how many copies there were.
pub fn placed_once(glyphs: &[GlyphIn], tolerances: &Tolerances, texts: &dyn Texts) -> (Vec<Placed>, usize) {
    let placed = placement::visible(placement::place_page(glyphs, tolerances, texts), texts);
    duplicates::split_duplicates(placed, tolerances, texts)
}

/// The stage's second half: strands, words and lines of `kept` (`placed_once` of
/// `glyphs`, each `rec` an index into `glyphs`).
pub fn words_of_placed(
    mut kept: Vec<Placed>,
    glyphs: &[GlyphIn],
    tolerances: &Tolerances,
    units: &dyn Fn(u32) -> Option<f64>,
    texts: &mut dyn Texts,
) -> Vec<records::LineOut> {
    let mut strands = strands::strands(&mut kept, tolerances, units, texts);
    let lines = lines::build_lines(&mut strands, &kept, tolerances, texts);
    records::page_lines(&lines, &strands, &kept, glyphs, texts)
}

/// The glyphs (indices into `glyphs`) the stage reads once as copies of an earlier one,
/// in content order, and `placed_once`'s kept glyphs: `page_words`'s own placement and
/// rule (`duplicates`), for the glyph stage to flag or leave out what the words would
/// merge, and for the words to go on from.
pub fn copies(glyphs: &[GlyphIn], tolerances: &Tolerances, texts: &mut dyn Texts) -> (Vec<usize>, Vec<Placed>) {
    let (kept, dropped) = placed_once(glyphs, tolerances, texts);
    if dropped == 0 {
        return (Vec::new(), kept);
    }
    // `kept` is the visible glyphs in order, less the copies
    let mut stay = kept.iter().map(|g| g.rec).peekable();
    let found = (0..glyphs.len())
        .filter(|&rec| !texts.props(glyphs[rec].text).invisible)
        .filter(|rec| {
            let stays = stay.peek() == Some(rec);
            if stays {
                stay.next();
            }
            !stays
        })
        .collect();
    (found, kept)
}

/// `items` less those at `found` (ascending indices), in order.
pub fn remove_at<T>(items: &mut Vec<T>, found: &[usize]) {
    let mut copy = found.iter().peekable();
    let mut index = 0;
    items.retain(|_| {
        let stays = copy.peek() != Some(&&index);
        if !stays {
            copy.next();
        }
        index += 1;
        stays
    });
}

/// `glyphs` and `kept` (`copies`'s) once the copies `found` (ascending indices) are taken
/// out of the page: each kept glyph's `rec` renumbered to its place among what stays, so
/// `words_of_placed` goes on as if the page had been read without them.
pub fn without_copies(mut glyphs: Vec<GlyphIn>, found: &[usize], mut kept: Vec<Placed>) -> (Vec<GlyphIn>, Vec<Placed>) {
    let mut before = 0;
    for g in &mut kept {
        while before < found.len() && found[before] < g.rec {
            before += 1;
        }
        g.rec -= before;
    }
    remove_at(&mut glyphs, found);
    (glyphs, kept)
}

/// Python's `max(a, b)` on floats: `a` unless `b` is greater.
#[inline]
pub(crate) fn pmax(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

/// Floats compared for a stable sort as Python's compares finite ones. A NaN compares
/// equal to everything, which is no total order: Rust's sort (1.81 on) may then order
/// the slice otherwise than Python's, or panic (the binding's guard makes that an
/// error). Callers keep NaN out, or order as Python does where it may come
/// (`flows::by_top`); the glyph stage drops non-finite runs, and JSON carries no NaN.
pub(crate) fn fcmp(a: f64, b: f64) -> std::cmp::Ordering {
    a.partial_cmp(&b).unwrap_or(std::cmp::Ordering::Equal)
}

/// Python's `min(a, b)` on floats: `a` unless `b` is smaller.
#[inline]
pub(crate) fn pmin(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}

/// 2^52: from here on every f64 is a whole number.
const WHOLE: f64 = 4_503_599_627_370_496.0;

/// `x.floor()`, the same value for every input (-0.0, NaN and the infinities included),
/// without the library call the baseline x86-64 target makes of it (no SSE4.1 `roundsd`):
/// the words' hot loops ask it per glyph.
#[inline]
pub(crate) fn floor(x: f64) -> f64 {
    if x.is_nan() || x.abs() >= WHOLE {
        return x; // whole already, or not a number
    }
    let t = x as i64 as f64; // towards zero
    if t == x {
        x // whole: itself (so -0.0 stays -0.0)
    } else if t > x {
        t - 1.0
    } else {
        t
    }
}

/// `x.round_ties_even()` but for the sign of a zero result (which callers that add
/// 0.0 drop), without a library call: below 2^52 adding and taking away 2^52 rounds to a
/// whole number, half to even, in the default rounding mode.
#[inline]
pub(crate) fn round_even(x: f64) -> f64 {
    if x.is_nan() || x.abs() >= WHOLE {
        x
    } else if x >= 0.0 {
        (x + WHOLE) - WHOLE
    } else {
        (x - WHOLE) + WHOLE
    }
}

pub mod testing {
    //! A text table for tests and fuzzing: properties from Rust's own character tables and
    //! a few ranges, which agree with Python's on the ASCII, Latin, Hebrew, Arabic and CJK
    //! texts the tests use. The product asks Python's Unicode database instead.
    use super::{Interned, Kind, TextProps, Texts};

    #[derive(Default)]
    pub struct Table(Interned);

    fn kind(c: char) -> Kind {
        match c as u32 {
            0x30..=0x39 | 0x0660..=0x0669 => Kind::D,
            0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF => Kind::R,
            _ if c.is_alphabetic() => Kind::L,
            _ => Kind::N,
        }
    }

    impl Texts for Table {
        fn intern(&mut self, text: &str) -> u32 {
            if let Some(id) = self.0.find(text) {
                return id;
            }
            let kinds: Vec<Kind> = text.chars().map(kind).collect();
            let first = text.chars().next();
            let props = TextProps {
                empty: text.is_empty(),
                space: !text.is_empty() && text.chars().all(char::is_whitespace),
                invisible: text == "\u{200c}",
                mark: match first {
                    Some('\u{b4}') if text.chars().count() == 1 => Some('\u{301}'),
                    Some('\u{a8}') if text.chars().count() == 1 => Some('\u{308}'),
                    _ => None,
                },
                kind: kinds.first().copied().unwrap_or(Kind::N),
                strong: kinds.iter().copied().find(|k| *k == Kind::R || *k == Kind::L).unwrap_or(Kind::N),
                digit: kinds.contains(&Kind::D),
                rtl: kinds.contains(&Kind::R),
                wide: first.is_some_and(|c| (0x3000..=0x9FFF).contains(&(c as u32))),
                ascii: text.is_ascii(),
                letter: text.chars().count() == 1 && first.is_some_and(char::is_alphabetic),
                rtl_count: kinds.iter().filter(|k| **k == Kind::R).count() as u32,
                ltr_count: kinds.iter().filter(|k| **k == Kind::L).count() as u32,
            };
            self.0.insert(text, props)
        }
        fn text(&self, id: u32) -> &str {
            self.0.text(id)
        }
        fn props(&self, id: u32) -> &TextProps {
            self.0.props(id)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::Table;
    use super::*;

    #[test]
    fn floor_and_round_even_give_the_library_values() {
        let mut values = vec![0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                              3.0, -3.0, 1e300, -1e300, WHOLE - 0.5, -(WHOLE - 0.5), WHOLE, -WHOLE, 2.0 * WHOLE + 2.0,
                              f64::MIN_POSITIVE, -f64::MIN_POSITIVE, f64::INFINITY, f64::NEG_INFINITY];
        // a sweep of magnitudes, halves and their neighbours among them
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let scale = 10f64.powi((state % 40) as i32 - 20);
            let x = ((state >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * scale;
            values.extend([x, (x * 2.0).round() / 2.0, f64::from_bits((x * 2.0).round().to_bits() + 1) / 2.0]);
        }
        for x in values {
            assert_eq!(floor(x).to_bits(), x.floor().to_bits(), "floor {x:e}");
            assert_eq!(round_even(x) + 0.0, x.round_ties_even() + 0.0, "round_even {x:e}");
        }
        assert!(floor(f64::NAN).is_nan() && round_even(f64::NAN).is_nan());
    }

    /// Upright glyphs of 10 pt, each (text, x, width) on the baseline y = 100.
    fn line_of(texts: &mut Table, spec: &[(&str, f64, f64)]) -> Vec<GlyphIn> {
        spec.iter()
            .enumerate()
            .map(|(i, &(t, x, w))| GlyphIn {
                id: i as i64,
                text: texts.intern(t),
                font: 0,
                size: 10.0,
                quad: [x, 92.0, x + w, 92.0, x, 102.0, x + w, 102.0],
                origin: [x, 100.0],
                bbox: [x, 92.0, x + w, 102.0],
                unread: false,
            })
            .collect()
    }

    fn words_of(glyphs: &[GlyphIn], texts: &mut Table) -> Vec<Vec<String>> {
        let (lines, _) = page_words(glyphs, &Tolerances::default(), &|_| None, texts);
        lines.iter().map(|l| l.words.iter().map(|w| w.text.as_str().to_owned()).collect()).collect()
    }

    #[test]
    fn a_gap_wider_than_a_tenth_of_an_em_breaks_a_word() {
        let mut texts = Table::default();
        let glyphs = line_of(&mut texts, &[("a", 0.0, 5.0), ("b", 5.5, 5.0), ("c", 12.0, 5.0)]);
        assert_eq!(words_of(&glyphs, &mut texts), vec![vec!["ab", "c"]]);
    }

    #[test]
    fn an_acute_drawn_over_its_letter_is_composed() {
        let mut texts = Table::default();
        // TeX: the accent, then a step back to the letter under it
        let glyphs = line_of(&mut texts, &[("\u{b4}", 1.0, 3.0), ("e", 0.0, 4.4), ("t", 4.4, 3.0)]);
        assert_eq!(words_of(&glyphs, &mut texts), vec![vec!["\u{e9}t"]]);
    }

    #[test]
    fn hebrew_drawn_left_to_right_reads_in_logical_order() {
        let mut texts = Table::default();
        // "שלום" drawn as its glyphs appear, right to left across the page
        let glyphs = line_of(&mut texts, &[("\u{5dd}", 0.0, 5.0), ("\u{5d5}", 5.0, 5.0), ("\u{5dc}", 10.0, 5.0), ("\u{5e9}", 15.0, 5.0)]);
        let (lines, _) = page_words(&glyphs, &Tolerances::default(), &|_| None, &mut texts);
        assert_eq!(lines[0].direction, "rtl");
        assert_eq!(lines[0].words[0].text.as_str(), "\u{5e9}\u{5dc}\u{5d5}\u{5dd}");
    }

    #[test]
    fn lines_run_top_to_bottom_whatever_the_drawing_order() {
        let mut texts = Table::default();
        let mut glyphs = line_of(&mut texts, &[("b", 0.0, 5.0)]);
        let mut above = line_of(&mut texts, &[("a", 0.0, 5.0)]);
        above[0].id = 1;
        for v in above[0].quad.iter_mut().skip(1).step_by(2) {
            *v -= 20.0;
        }
        above[0].origin[1] -= 20.0;
        glyphs.extend(above);
        assert_eq!(words_of(&glyphs, &mut texts), vec![vec!["a"], vec!["b"]]);
    }

    #[test]
    fn copies_are_the_glyphs_the_words_merge() {
        let mut texts = Table::default();
        let glyphs = line_of(&mut texts, &[("A", 10.0, 5.0), ("B", 15.0, 5.0), ("A", 10.0, 5.0), ("B", 15.3, 5.0), ("B", 20.0, 5.0)]);
        assert_eq!(copies(&glyphs, &Tolerances::default(), &mut texts).0, vec![2, 3]);
        let (_, dropped) = page_words(&glyphs, &Tolerances::default(), &|_| None, &mut texts);
        assert_eq!(dropped, 2);
    }

    #[test]
    fn words_go_on_from_the_copies_found_as_from_a_page_without_them() {
        let mut texts = Table::default();
        let glyphs = line_of(&mut texts, &[("A", 10.0, 5.0), ("B", 15.0, 5.0), ("A", 10.0, 5.0), ("B", 15.3, 5.0), ("C", 30.0, 5.0)]);
        let (found, kept) = copies(&glyphs, &Tolerances::default(), &mut texts);
        let (left, kept) = without_copies(glyphs.clone(), &found, kept);
        let fresh: Vec<GlyphIn> = glyphs.iter().enumerate().filter(|(i, _)| !found.contains(i)).map(|(_, g)| g.clone()).collect();
        let (direct, dropped) = page_words(&fresh, &Tolerances::default(), &|_| None, &mut texts);
        let resumed = words_of_placed(kept, &left, &Tolerances::default(), &|_| None, &mut texts);
        type Seen = Vec<Vec<(String, (i64, i64), usize, [usize; 4])>>;
        let seen = |lines: &[records::LineOut]| -> Seen {
            lines.iter().map(|l| l.words.iter().map(|w| (w.text.as_str().to_owned(), w.glyphs, w.first, w.bbox_from)).collect()).collect()
        };
        assert_eq!(dropped, 0);
        assert_eq!(seen(&resumed), seen(&direct));
        let words: Vec<Vec<&str>> = resumed.iter().map(|l| l.words.iter().map(|w| w.text.as_str()).collect()).collect();
        assert_eq!(words, vec![vec!["AB", "C"]]);
    }

    #[test]
    fn hostile_positions_end_without_a_panic() {
        let mut texts = Table::default();
        let far = 3.403e38;
        let glyphs = line_of(&mut texts, &[("a", far, far), ("a", -far, far), ("a", 0.0, 0.0), ("", far, 1.0)]);
        let (lines, _) = page_words(&glyphs, &Tolerances::default(), &|_| None, &mut texts);
        assert!(!lines.is_empty());
    }
}
