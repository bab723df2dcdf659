//! Stacked accents: a diacritic drawn as a glyph of its own over or under a letter, read
//! as the letter it makes (TeX's `\accent` with OT1 fonts draws `´` then `e` at one
//! place; pdftotext reads "é"). The letter's text becomes the NFC form of letter +
//! combining mark, the mark's text becomes "", so the word keeps both glyphs and reads once.

use super::{pmax, pmin, Placed, Texts};
use unicode_normalization::UnicodeNormalization;

/// Compose the last two glyphs of `word` (indices into `placed`, one a mark, the other a
/// letter) when they overlap by `overlap` of the narrower; the index of the letter, from
/// which the next gap is measured, or None when they are left as they are.
pub fn compose(word: &[usize], placed: &mut [Placed], overlap: f64, texts: &mut dyn Texts) -> Option<usize> {
    let (before, after) = (word[word.len() - 2], word[word.len() - 1]);
    let (before_mark, after_mark) = (texts.props(placed[before].text).mark, texts.props(placed[after].text).mark);
    let (mark, base, combining) = match (before_mark, after_mark) {
        (Some(c), None) => (before, after, c),
        (None, Some(c)) => (after, before, c),
        _ => return None,
    };
    if !texts.props(placed[base].text).letter {
        return None;
    }
    let (m, b) = (&placed[mark], &placed[base]);
    let narrower = pmin(m.end - m.start, b.end - b.start);
    if pmin(m.end, b.end) - pmax(m.start, b.start) < overlap * narrower {
        return None;
    }
    let composed: String = texts.text(b.text).chars().chain(std::iter::once(combining)).nfc().collect();
    let perp = b.perp;
    placed[base].text = texts.intern(&composed);
    // the mark keeps its place and box; it reads nothing and sits on the letter's baseline
    placed[mark].perp = perp;
    placed[mark].text = texts.intern("");
    Some(base)
}
