//! The columns of an unruled table from the gaps most of its rows share (the rule is the
//! table stage's `tables/gutters.py`, which says why and holds its numbers): an x-range
//! at least `gutter` em wide (of the rows' median size) that at most a `crossing` share of
//! the rows put ink over is a gutter; the columns lie between, each as wide as the words
//! it holds, a word across a gutter widening none, a span one row alone reaches no column.

/// A word as the gutters see it: its left and right edges and its size (10 when it has none).
#[derive(Clone, Copy, Debug)]
pub struct InkWord {
    pub x0: f64,
    pub x1: f64,
    pub size: f64,
}

fn by_value(a: &f64, b: &f64) -> std::cmp::Ordering {
    a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal)
}

/// Column intervals (x0, x1), left to right, of `rows` (each a line's words; empty rows
/// are none): gutters `gutter` em wide at least, which a `crossing` share of the rows at
/// most put ink over.
pub fn gutter_columns(rows: &[Vec<InkWord>], gutter: f64, crossing: f64) -> Vec<(f64, f64)> {
    let rows: Vec<&Vec<InkWord>> = rows.iter().filter(|r| !r.is_empty()).collect();
    if rows.is_empty() {
        return Vec::new();
    }
    let mut sizes: Vec<f64> = rows.iter().flat_map(|r| r.iter().map(|w| w.size)).collect();
    sizes.sort_by(by_value);
    let size = sizes[sizes.len() / 2];
    let gutters = gutters(&rows, (crossing * rows.len() as f64) as i64, gutter * size);
    // per column: (left, right, the rows it holds words of)
    let mut columns: Vec<(Option<f64>, Option<f64>, Vec<bool>)> = vec![(None, None, vec![false; rows.len()]); gutters.len() + 1];
    let across = |w: &InkWord| gutters.iter().any(|&(g0, g1)| w.x0 < g0 && g1 < w.x1);
    let none_inside = rows.iter().all(|r| r.iter().all(across));
    for (i, row) in rows.iter().enumerate() {
        for w in row.iter().filter(|w| none_inside || !across(w)) {
            let x = (w.x0 + w.x1) / 2.0;
            let column = &mut columns[gutters.iter().filter(|&&(g0, g1)| x >= (g0 + g1) / 2.0).count()];
            column.0 = Some(column.0.map_or(w.x0, |c| if w.x0 < c { w.x0 } else { c }));
            column.1 = Some(column.1.map_or(w.x1, |c| if w.x1 > c { w.x1 } else { c }));
            column.2[i] = true;
        }
    }
    let fewest = rows.len().min(2);
    columns
        .into_iter()
        .filter(|c| c.2.iter().filter(|&&held| held).count() >= fewest)
        .map(|c| (c.0.expect("a column holding words"), c.1.expect("a column holding words")))
        .collect()
}

/// The gaps (x0, x1) at most `crossing` rows put ink over, `width` wide or more, inside
/// the ink's extent.
fn gutters(rows: &[&Vec<InkWord>], crossing: i64, width: f64) -> Vec<(f64, f64)> {
    let mut events: Vec<(f64, i64)> = Vec::new();
    for row in rows {
        for (x0, x1) in ink(row) {
            events.push((x0, 1));
            events.push((x1, -1));
        }
    }
    events.sort_by(|a, b| by_value(&a.0, &b.0).then(a.1.cmp(&b.1)));
    let (left, right) = (events[0].0, events[events.len() - 1].0);
    let (mut out, mut depth, mut start) = (Vec::new(), 0i64, None);
    for &(x, step) in &events {
        let before = depth;
        depth += step;
        if before > crossing && crossing >= depth {
            start = Some(x); // the ink thins out to a gap here
        } else if before <= crossing && crossing < depth {
            if let Some(s) = start.take() {
                if x - s >= width && left < s && x < right {
                    out.push((s, x));
                }
            }
        }
    }
    out
}

/// The x-intervals one row's words cover, overlapping ones joined.
fn ink(words: &[InkWord]) -> Vec<(f64, f64)> {
    let mut spans: Vec<(f64, f64)> = words.iter().map(|w| (w.x0, w.x1)).collect();
    spans.sort_by(|a, b| by_value(&a.0, &b.0).then(by_value(&a.1, &b.1)));
    let mut out: Vec<(f64, f64)> = Vec::with_capacity(spans.len());
    for (x0, x1) in spans {
        match out.last_mut() {
            Some(last) if x0 <= last.1 => last.1 = if x1 > last.1 { x1 } else { last.1 },
            _ => out.push((x0, x1)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(spans: &[(f64, f64)]) -> Vec<InkWord> {
        spans.iter().map(|&(x0, x1)| InkWord { x0, x1, size: 10.0 }).collect()
    }

    #[test]
    fn three_rows_of_two_cells_make_two_columns() {
        let rows = vec![row(&[(0.0, 20.0), (50.0, 60.0)]), row(&[(0.0, 30.0), (52.0, 60.0)]), row(&[(0.0, 10.0), (50.0, 58.0)])];
        assert_eq!(gutter_columns(&rows, 0.5, 0.25), vec![(0.0, 30.0), (50.0, 60.0)]);
    }

    #[test]
    fn a_gap_narrower_than_half_an_em_is_no_gutter() {
        let rows = vec![row(&[(0.0, 20.0), (24.0, 40.0)]), row(&[(0.0, 20.0), (24.0, 40.0)])];
        assert_eq!(gutter_columns(&rows, 0.5, 0.25), vec![(0.0, 40.0)]);
    }

    #[test]
    fn a_title_across_the_gutter_widens_no_column() {
        let rows = vec![row(&[(0.0, 60.0)]), row(&[(0.0, 20.0), (50.0, 60.0)]), row(&[(0.0, 20.0), (50.0, 60.0)]), row(&[(0.0, 20.0), (50.0, 60.0)]), row(&[(0.0, 20.0), (50.0, 60.0)])];
        assert_eq!(gutter_columns(&rows, 0.5, 0.25), vec![(0.0, 20.0), (50.0, 60.0)]);
        assert!(gutter_columns(&[], 0.5, 0.25).is_empty());
    }
}
