//! Phrases: a page's words grouped into rows by baseline and each row cut into phrases at
//! wide gaps, the lines the unruled-table finder looks for columns in
//! (`pdftk_text/tables/aligned.py` gives the rule's reasons).
//!
//! Words sorted by baseline then left edge make one row while each baseline lies within
//! `baseline` pt of the one before; a row's words, by left edge, start a new phrase where
//! the gap before a word is at least `phrase_gap` times the larger size (1 at least) less
//! `slack` pt. Rows are given top down by their first word's top, then left edge. Sorts
//! are stable, as Python's.

use crate::words::{fcmp, pmax};

/// A word as the phrases see it: its baseline's height, left and right edges, top, size
/// (0 for none).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PhraseWord {
    pub base: f64,
    pub x0: f64,
    pub x1: f64,
    pub y0: f64,
    pub y1: f64,
    pub size: f64,
}

/// How rows and phrases are told apart.
#[derive(Clone, Copy, Debug)]
pub struct PhraseRule {
    pub baseline: f64,
    pub phrase_gap: f64,
    pub slack: f64,
}

/// The rows, top down, each its phrases left to right, each its words (indexes).
pub fn phrase_lines(words: &[PhraseWord], rule: &PhraseRule) -> Vec<Vec<Vec<usize>>> {
    let mut order: Vec<usize> = (0..words.len()).collect();
    order.sort_by(|&a, &b| fcmp(words[a].base, words[b].base).then(fcmp(words[a].x0, words[b].x0)));
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut last = 0.0;
    for &k in &order {
        let base = words[k].base;
        match rows.last_mut() {
            Some(row) if base - last <= rule.baseline => row.push(k),
            _ => rows.push(vec![k]),
        }
        last = base;
    }
    let mut lines: Vec<Vec<Vec<usize>>> = rows
        .into_iter()
        .map(|mut row| {
            row.sort_by(|&a, &b| fcmp(words[a].x0, words[b].x0));
            let mut phrases = vec![vec![row[0]]];
            for pair in row.windows(2) {
                let (previous, word) = (&words[pair[0]], &words[pair[1]]);
                let size = pmax(pmax(previous.size, word.size), 1.0);
                if word.x0 - previous.x1 >= rule.phrase_gap * size - rule.slack {
                    phrases.push(vec![pair[1]]);
                } else {
                    phrases.last_mut().expect("a phrase").push(pair[1]);
                }
            }
            phrases
        })
        .collect();
    lines.sort_by(|a, b| {
        let (p, q) = (&words[a[0][0]], &words[b[0][0]]);
        fcmp(p.y0, q.y0).then(fcmp(p.x0, q.x0))
    });
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: PhraseRule = PhraseRule { baseline: 2.0, phrase_gap: 1.2, slack: 0.1 };

    fn word(base: f64, x0: f64, x1: f64) -> PhraseWord {
        PhraseWord { base, x0, x1, y0: base - 8.0, y1: base + 2.0, size: 10.0 }
    }

    #[test]
    fn a_row_is_cut_at_wide_gaps_and_rows_go_top_down() {
        let words = [word(120.0, 0.0, 30.0), word(100.0, 50.0, 80.0), word(100.0, 0.0, 40.0), word(101.0, 43.0, 48.0)];
        // row 100: 0-40, 43-48 (a word space), 50-80 (2 pt: no phrase gap); row 120 alone
        assert_eq!(phrase_lines(&words, &RULE), vec![vec![vec![2, 3, 1]], vec![vec![0]]]);
        let apart = [word(100.0, 0.0, 40.0), word(100.0, 52.0, 80.0)];
        assert_eq!(phrase_lines(&apart, &RULE), vec![vec![vec![0], vec![1]]]);
    }
}
