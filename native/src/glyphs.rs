//! Glyph geometry and visibility for the runs whose baseline is horizontal in the page's
//! frame (the common case): per glyph its left and right edge, advance and flags, the
//! run's top, bottom and baseline shared. The arithmetic is `pdftk_text/glyphs.py`'s,
//! operation for operation, each value rounded to 0.001 pt as Python rounds it.

use crate::words::records::round;

/// A run's numbers: its frame matrix (a, d, e, f: no rotation or skew), glyph origins
/// `xs` along the baseline in text space, box widths and advances, size, rise and the
/// font's ascent and descent (em).
pub struct UprightRun<'a> {
    pub a: f64,
    pub d: f64,
    pub e: f64,
    pub f: f64,
    pub xs: &'a [f64],
    pub widths: &'a [f64],
    pub advances: &'a [f64],
    pub size: f64,
    pub rise: f64,
    pub ascent: f64,
    pub descent: f64,
}

pub struct UprightGlyphs {
    /// each glyph's first and second x in drawing order (left and right unless mirrored)
    pub x0: Vec<f64>,
    pub x1: Vec<f64>,
    pub advances: Vec<f64>,
    pub top: f64,
    pub bottom: f64,
    pub baseline: f64,
    pub low: f64,
    pub high: f64,
}

impl UprightGlyphs {
    /// The glyph's box (x0, low, x1, high), its xs in order.
    pub fn bbox(&self, i: usize) -> [f64; 4] {
        let (x0, x1) = (self.x0[i], self.x1[i]);
        if x0 <= x1 {
            [x0, self.low, x1, self.high]
        } else {
            [x1, self.low, x0, self.high]
        }
    }

    /// The box the flags are decided on: left to right in drawing order, or, when the
    /// run is mirrored (a < 0), from its second x to its first.
    pub fn flag_box(&self, i: usize, mirrored: bool) -> [f64; 4] {
        if mirrored {
            [self.x1[i], self.low, self.x0[i], self.high]
        } else {
            [self.x0[i], self.low, self.x1[i], self.high]
        }
    }

    /// The envelope of the run: leftmost left edge to rightmost right edge.
    pub fn envelope(&self, mirrored: bool) -> [f64; 4] {
        let (lefts, rights) = if mirrored { (&self.x1, &self.x0) } else { (&self.x0, &self.x1) };
        let min = lefts.iter().copied().fold(f64::INFINITY, |m, v| if v < m { v } else { m });
        let max = rights.iter().copied().fold(f64::NEG_INFINITY, |m, v| if v > m { v } else { m });
        [min, self.low, max, self.high]
    }
}

pub fn upright(run: &UprightRun) -> UprightGlyphs {
    let (a, e) = (run.a, run.e);
    let x0 = run.xs.iter().map(|x| round(a * x + e)).collect();
    let x1 = run.xs.iter().zip(run.widths).map(|(x, w)| round(a * (x + w) + e)).collect();
    let advances = run.advances.iter().map(|v| round((v * a).abs())).collect();
    let top = round(run.d * (run.rise + run.ascent * run.size) + run.f);
    let bottom = round(run.d * (run.rise + run.descent * run.size) + run.f);
    let baseline = round(run.d * run.rise + run.f);
    let (low, high) = if top <= bottom { (top, bottom) } else { (bottom, top) };
    UprightGlyphs { x0, x1, advances, top, bottom, baseline, low, high }
}

/// What the page knows of a run's surroundings when flagging its glyphs.
pub struct Surroundings<'a> {
    /// the clip's box in the frame, if any
    pub clip: Option<[f64; 4]>,
    /// opaque images painted on the page (paint order, box in the frame)
    pub images: &'a [(i64, [f64; 4])],
    /// the run's paint order: images after it may cover it
    pub seq: i64,
    pub width: f64,
    pub height: f64,
    pub keep_outside: bool,
}

/// A glyph's flags beyond its run's: outside the crop box, clipped away, covered by a later image.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Extra {
    pub outside: bool,
    pub clipped: bool,
    pub covered: bool,
}

/// Per glyph: its extra flags, or None for a glyph left out (wholly outside the crop box).
/// Decided once for the run when its envelope lies inside the page and the clip and no
/// later image reaches it; glyph by glyph otherwise.
pub fn flags(envelope: [f64; 4], count: usize, boxes: impl Fn(usize) -> [f64; 4], s: &Surroundings) -> Vec<Option<Extra>> {
    let [x0, y0, x1, y1] = envelope;
    let later: Vec<[f64; 4]> = s
        .images
        .iter()
        .filter(|(seq, b)| *seq > s.seq && b[0] <= x1 && b[2] >= x0 && b[1] <= y1 && b[3] >= y0)
        .map(|(_, b)| *b)
        .collect();
    let inside_clip = |c: [f64; 4]| c[0] <= x0 && c[1] <= y0 && x1 <= c[2] && y1 <= c[3];
    if 0.0 <= x0 && 0.0 <= y0 && x1 <= s.width && y1 <= s.height && later.is_empty() && s.clip.is_none_or(inside_clip) {
        return vec![Some(Extra::default()); count];
    }
    (0..count)
        .map(|i| {
            let [x0, y0, x1, y1] = boxes(i);
            let mut extra = Extra::default();
            if x1 < 0.0 || y1 < 0.0 || x0 > s.width || y0 > s.height {
                if !s.keep_outside {
                    return None;
                }
                extra.outside = true;
            }
            if let Some(c) = s.clip {
                extra.clipped = x1 < c[0] || x0 > c[2] || y1 < c[1] || y0 > c[3];
            }
            extra.covered = later.iter().any(|b| b[0] <= x0 && b[1] <= y0 && b[2] >= x1 && b[3] >= y1);
            Some(extra)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<'a>(xs: &'a [f64], widths: &'a [f64]) -> UprightRun<'a> {
        // 10 pt text at (72, 700) on a 792 pt page: the frame flips y
        UprightRun { a: 1.0, d: -1.0, e: 72.0, f: 92.0, xs, widths, advances: widths, size: 10.0, rise: 0.0, ascent: 0.718, descent: -0.207 }
    }

    #[test]
    fn upright_glyphs_share_the_runs_top_and_bottom() {
        let g = upright(&run(&[0.0, 5.56], &[5.56, 5.0]));
        assert_eq!((g.x0.clone(), g.x1.clone()), (vec![72.0, 77.56], vec![77.56, 82.56]));
        assert_eq!((g.top, g.bottom, g.baseline), (84.82, 94.07, 92.0));
        assert_eq!(g.bbox(1), [77.56, 84.82, 82.56, 94.07]);
    }

    #[test]
    fn a_glyph_under_a_later_image_is_covered_and_one_off_the_page_left_out() {
        let boxes = [[10.0, 10.0, 20.0, 20.0], [-30.0, 10.0, -20.0, 20.0]];
        let images = [(1, [0.0, 0.0, 25.0, 25.0])];
        let s = Surroundings { clip: None, images: &images, seq: 0, width: 600.0, height: 800.0, keep_outside: false };
        let found = flags([-30.0, 10.0, 20.0, 20.0], 2, |i| boxes[i], &s);
        assert_eq!(found, vec![Some(Extra { covered: true, ..Extra::default() }), None]);
    }
}
