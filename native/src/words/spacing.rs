//! Letter-spaced lines: words the gaps cut apart, joined again where the line's own
//! spacing says a gap lies between letters, not between words.
//!
//! A line made only of one-letter words (a heading tracked wide, "H E A D" drawn letter
//! by letter with a large Tc) has every letter cut off by the word-break rule. Its
//! narrowest gap is then read as its letter spacing: consecutive words closer than
//! `spaced_ratio` times that gap, and never farther apart than `spaced_max` em, are one
//! word. Any other line rejoins only words closer than `rejoin_gap` em. Either way the two
//! must have been drawn one right after the other (no glyph, not even a space, between
//! them), in one font, at sizes within `size_change`. This is the rule pdftotext joins
//! its words by once it has its lines, so that its words and ours agree; the sizes are
//! measured in em of the line's first word, as there. Words that overlap are never
//! joined: a string drawn back over another stays apart (the strands' `backstep` rule).
//! Right-to-left and vertical lines are left as they are.

use super::{pmax, pmin, Placed, Texts, Tolerances, Word};

/// What the rule reads of one word: its extent along the line, its glyph ids (content
/// order), and the font and size where it begins and ends.
struct Span {
    start: f64,
    end: f64,
    low: i64,
    high: i64,
    first_font: u32,
    last_font: u32,
    size: f64,
    letters: usize,
}

fn span(word: &[usize], placed: &[Placed], texts: &dyn Texts) -> Span {
    let first = &placed[word[0]];
    let mut s = Span {
        start: first.start,
        end: first.end,
        low: first.id,
        high: first.id,
        first_font: first.font,
        last_font: first.font,
        size: first.size,
        letters: 0,
    };
    for &index in word {
        let g = &placed[index];
        s.start = pmin(s.start, g.start);
        s.end = pmax(s.end, g.end);
        if g.id < s.low {
            (s.low, s.first_font, s.size) = (g.id, g.font, g.size);
        }
        if g.id > s.high {
            (s.high, s.last_font) = (g.id, g.font);
        }
        s.letters += texts.text(g.text).chars().count();
    }
    s
}

/// The widest gap (points) the line's words are rejoined across: letter spacing on a
/// line of one-letter words, else `rejoin_gap` em.
fn join_limit(spans: &[Span], t: &Tolerances) -> f64 {
    let size = spans[0].size;
    let narrowest = spans.windows(2).map(|pair| pair[1].start - pair[0].end).fold(f64::INFINITY, pmin);
    if spans.iter().all(|s| s.letters == 1) && narrowest > 0.0 {
        pmin(t.spaced_ratio * narrowest, t.spaced_max * size)
    } else {
        t.rejoin_gap * size
    }
}

/// The line's words (each a list of indices into `placed`, in line order) with those the
/// rule joins put together.
pub fn join_spaced(words: Vec<Word>, placed: &[Placed], t: &Tolerances, texts: &dyn Texts) -> Vec<Word> {
    if words.len() < 2 {
        return words;
    }
    let spans: Vec<Span> = words.iter().map(|w| span(w, placed, texts)).collect();
    let limit = join_limit(&spans, t);
    let line_size = spans[0].size;
    let mut out: Vec<Word> = Vec::with_capacity(words.len());
    let mut current = 0;
    let (mut end, mut high, mut last_font) = (spans[0].end, spans[0].high, spans[0].last_font);
    for (index, word) in words.into_iter().enumerate() {
        let next = &spans[index];
        let gap = next.start - end;
        let joins = index > 0
            && (0.0..limit).contains(&gap)
            && next.low == high + 1
            && next.first_font == last_font
            && (next.size - spans[current].size).abs() < t.size_change * line_size;
        if joins {
            out.last_mut().expect("a word before").extend(word);
            end = pmax(end, next.end);
        } else {
            out.push(word);
            current = index;
            end = next.end;
        }
        (high, last_font) = (next.high, next.last_font);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testing::Table;
    use super::super::{page_words, GlyphIn, Tolerances};

    /// Upright glyphs of 10 pt in one font, each (text, x) 5 pt wide on the baseline y = 100.
    fn words_of(spec: &[(&str, f64)]) -> Vec<Vec<String>> {
        let mut texts = Table::default();
        let glyphs: Vec<GlyphIn> = spec
            .iter()
            .enumerate()
            .map(|(i, &(t, x))| GlyphIn {
                id: i as i64,
                text: super::super::Texts::intern(&mut texts, t),
                font: 0,
                size: 10.0,
                quad: [x, 92.0, x + 5.0, 92.0, x, 102.0, x + 5.0, 102.0],
                origin: [x, 100.0],
                bbox: [x, 92.0, x + 5.0, 102.0],
                unread: false,
            })
            .collect();
        let (lines, _) = page_words(&glyphs, &Tolerances::default(), &|_| None, &mut texts);
        lines.iter().map(|l| l.words.iter().map(|w| w.text.as_str().to_owned()).collect()).collect()
    }

    #[test]
    fn letters_tracked_wide_are_one_word() {
        // 2 pt apart: past the word gap (1 pt), the line's own letter spacing
        assert_eq!(words_of(&[("H", 0.0), ("E", 7.0), ("A", 14.0), ("D", 21.0)]), vec![vec!["HEAD"]]);
    }

    #[test]
    fn a_gap_wider_than_the_letter_spacing_still_breaks() {
        let spec = [("O", 0.0), ("F", 7.0), ("T", 16.0), ("O", 23.0)];
        assert_eq!(words_of(&spec), vec![vec!["OF", "TO"]]);
    }

    #[test]
    fn a_space_drawn_between_letters_keeps_them_apart() {
        assert_eq!(words_of(&[("A", 0.0), (" ", 5.5), ("B", 7.0)]), vec![vec!["A", "B"]]);
    }

    #[test]
    fn letter_spacing_is_never_read_wider_than_its_limit() {
        // 4.5 pt apart: more than 0.4 em
        assert_eq!(words_of(&[("A", 0.0), ("B", 9.5), ("C", 19.0)]), vec![vec!["A", "B", "C"]]);
    }

    #[test]
    fn a_line_holding_a_longer_word_keeps_its_letters_apart() {
        assert_eq!(words_of(&[("a", 0.0), ("b", 5.0), ("c", 12.0), ("d", 19.0)]), vec![vec!["ab", "c", "d"]]);
    }
}
