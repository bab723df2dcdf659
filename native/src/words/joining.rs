//! How the words of a line read as text: one space between two words, or none where they
//! touch along the baseline (H₂O's subscript, LaTeX's raised A, "(" in another size before
//! "asn1"), as pdftotext's text does. `pdftk_text/words/joining.py` is its Python face:
//! every stage joins words through it, so words from a PDF or from a stream join alike.

/// A word's baseline (x0, y0, x1, y1) and size, as its record has them.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    pub baseline: [f64; 4],
    pub size: f64,
}

/// Whether two words of one line, `before` then `after` in reading order, read with a
/// space between them: unless they touch along the baseline (a gap of at most `touching`
/// em of the smaller size, an overlap of at most `overlapping` em of the larger). Words
/// without a geometry are apart.
pub fn apart(before: Option<Geometry>, after: Option<Geometry>, touching: f64, overlapping: f64) -> bool {
    let (Some(before), Some(after)) = (before, after) else { return true };
    let ([x0, y0, x1, y1], [bx0, by0, bx1, by1]) = (before.baseline, after.baseline);
    let (size, other) = (before.size.abs(), after.size.abs());
    let (smaller, larger) = if size < other { (size, other) } else { (other, size) };
    let ordered = |p: f64, q: f64| if p < q { (p, q) } else { (q, p) };
    let ((a0, a1), (b0, b1)) = if y0 == y1 && by0 == by1 {
        // upright or upside down: along x, no projection
        (ordered(x0, x1), ordered(bx0, bx1))
    } else {
        let length = (x1 - x0).hypot(y1 - y0);
        if length < 1e-9 {
            return true;
        }
        let (ux, uy) = ((x1 - x0) / length, (y1 - y0) / length);
        (ordered(x0 * ux + y0 * uy, x1 * ux + y1 * uy), ordered(bx0 * ux + by0 * uy, bx1 * ux + by1 * uy))
    };
    let gap = (if a0 > b0 { a0 } else { b0 }) - (if a1 < b1 { a1 } else { b1 });
    !(-overlapping * larger <= gap && gap <= touching * smaller)
}

/// The `count` words of one line joined as `joined` joins them, each word's text and
/// geometry asked of `word` where it is held: one allocation, the text's. None when
/// `word` gives None for one.
pub fn join_words<'t>(count: usize, word: impl Fn(usize) -> Option<(&'t str, Option<Geometry>)>, touching: f64, overlapping: f64) -> Option<String> {
    let mut room = 0;
    for i in 0..count {
        room += word(i)?.0.len() + 1;
    }
    let mut out = String::with_capacity(room);
    let mut before = None;
    for i in 0..count {
        let (text, geometry) = word(i)?;
        if i > 0 && apart(before, geometry, touching, overlapping) {
            out.push(' ');
        }
        out.push_str(text);
        before = geometry;
    }
    Some(out)
}

/// The texts joined: a space between words `apart` says are apart, nothing between words
/// that touch. `same_line[i]` says whether word i is on word i-1's line.
pub fn joined(texts: &[&str], geometry: &[Option<Geometry>], same_line: &[bool], touching: f64, overlapping: f64) -> String {
    let mut out = String::with_capacity(texts.iter().map(|t| t.len() + 1).sum());
    for (i, text) in texts.iter().enumerate() {
        if i > 0 && (!same_line[i] || apart(geometry[i - 1], geometry[i], touching, overlapping)) {
            out.push(' ');
        }
        out.push_str(text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(x0: f64, x1: f64, y: f64, size: f64) -> Option<Geometry> {
        Some(Geometry { baseline: [x0, y, x1, y], size })
    }

    #[test]
    fn words_joined_in_place_read_as_joined_reads_them() {
        let (t, o) = (0.1, 0.501);
        let texts = ["H", "2", "O", "is", "water"];
        let geometry = [word(0.0, 7.0, 100.0, 10.0), word(7.2, 11.0, 102.0, 7.0), word(11.1, 18.0, 100.0, 10.0),
                        word(21.0, 30.0, 100.0, 10.0), None];
        let whole = joined(&texts, &geometry, &[true; 5], t, o);
        assert_eq!(whole, "H2O is water");
        assert_eq!(join_words(5, |i| Some((texts[i], geometry[i])), t, o).as_deref(), Some(whole.as_str()));
        assert_eq!(join_words(2, |i| Some((texts[i + 2], geometry[i + 2])), t, o).as_deref(), Some("O is"));
        assert_eq!(join_words(0, |_| None, t, o).as_deref(), Some(""));
        assert_eq!(join_words(3, |i| (i != 1).then(|| (texts[i], geometry[i])), t, o), None);
    }

    #[test]
    fn a_subscript_touching_its_letter_reads_with_it() {
        let (t, o) = (0.1, 0.501);
        assert!(!apart(word(0.0, 7.0, 100.0, 10.0), word(7.2, 11.0, 102.0, 7.0), t, o));
        assert!(apart(word(0.0, 5.0, 100.0, 10.0), word(6.5, 10.0, 100.0, 10.0), t, o));
        assert!(apart(None, word(0.0, 1.0, 1.0, 1.0), t, o));
    }
}
