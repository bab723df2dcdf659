//! Glyph geometry and visibility for the runs whose baseline is horizontal in the page's
//! frame (the common case): per glyph its left and right edge, advance and flags, the
//! run's top, bottom and baseline shared. The arithmetic is `pdftk_text/glyphs.py`'s,
//! operation for operation, each value rounded to 0.001 pt as Python rounds it.

use crate::content::measure::MeasuredGlyph;
use crate::words::records::round;

/// m then n: the product m x n of two affine matrices [a b c d e f] (PDF's row-vector
/// convention), operation for operation as the Python stages compute it.
pub fn multiply(m: &[f64; 6], n: &[f64; 6]) -> [f64; 6] {
    let [a, b, c, d, e, f] = *m;
    let [p, q, r, s, t, v] = *n;
    [a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + v]
}

/// A run's numbers: its frame matrix (a, d, e, f: no rotation or skew), glyph origins
/// `xs` along the baseline in text space, box widths and advances, size, rise and the
/// font's ascent and descent (em).
pub struct UprightRun<'a> {
    pub a: f64,
    pub d: f64,
    pub e: f64,
    pub f: f64,
    /// the run's glyphs as measured (x, advance and width read)
    pub glyphs: &'a [MeasuredGlyph],
    pub size: f64,
    pub rise: f64,
    pub ascent: f64,
    pub descent: f64,
}

#[derive(Default)]
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

    /// The part of the glyph's box that must reach the page for the glyph to be on it:
    /// from its top to its baseline. A glyph above the page whose descent alone reaches
    /// it is off the page, as poppler and MuPDF read it (pdf.js's issue19326).
    pub fn reach_box(&self, i: usize, mirrored: bool) -> [f64; 4] {
        let [x0, _, x1, _] = self.flag_box(i, mirrored);
        let (low, high) = if self.top <= self.baseline { (self.top, self.baseline) } else { (self.baseline, self.top) };
        [x0, low, x1, high]
    }

    /// The envelope of the run: leftmost left edge to rightmost right edge.
    pub fn envelope(&self, mirrored: bool) -> [f64; 4] {
        let (lefts, rights) = if mirrored { (&self.x1, &self.x0) } else { (&self.x0, &self.x1) };
        let min = lefts.iter().copied().fold(f64::INFINITY, |m, v| if v < m { v } else { m });
        let max = rights.iter().copied().fold(f64::NEG_INFINITY, |m, v| if v > m { v } else { m });
        [min, self.low, max, self.high]
    }
}

/// An upright run's glyphs written over `into`, whose vectors' room is used again: a
/// page's runs go through one, not three new vectors a run.
pub fn upright_into(run: &UprightRun, into: &mut UprightGlyphs) {
    let (a, e) = (run.a, run.e);
    into.x0.clear();
    into.x0.extend(run.glyphs.iter().map(|g| round(a * g.x + e)));
    into.x1.clear();
    into.x1.extend(run.glyphs.iter().map(|g| round(a * (g.x + g.width) + e)));
    into.advances.clear();
    into.advances.extend(run.glyphs.iter().map(|g| round((g.advance * a).abs())));
    let top = round(run.d * (run.rise + run.ascent * run.size) + run.f);
    let bottom = round(run.d * (run.rise + run.descent * run.size) + run.f);
    let baseline = round(run.d * run.rise + run.f);
    let (low, high) = if top <= bottom { (top, bottom) } else { (bottom, top) };
    (into.top, into.bottom, into.baseline, into.low, into.high) = (top, bottom, baseline, low, high);
}

/// Something painted on the page that may hide a glyph drawn before it: an opaque image,
/// or an opaque vector fill whose shape is exactly this box.
#[derive(Clone, Copy, Debug)]
pub struct Cover {
    pub seq: i64,
    pub bbox: [f64; 4],
    pub image: bool,
}

/// Something painted that a glyph drawn after it may lie on: a fill of one colour (an
/// index into the page's palette) over exactly this box, or, with no colour (-1), paint
/// whose colour there is not known (an image, a shading, a fill of another shape).
#[derive(Clone, Copy, Debug)]
pub struct Under {
    pub seq: i64,
    pub bbox: [f64; 4],
    pub colour: i32,
}

/// Which glyphs a page leaves out beyond those outside it: none, the hidden ones, or the
/// hidden ones of an OCR page (where text under the page's image is the scan's text).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Drop {
    #[default]
    Nothing,
    Hidden,
    HiddenOnOcrPage,
}

/// What the page knows of a run's surroundings when flagging its glyphs.
pub struct Surroundings<'a> {
    /// the clip's box in the frame, if any
    pub clip: Option<[f64; 4]>,
    /// what is painted that may cover glyphs (paint order, box in the frame)
    pub covers: &'a [Cover],
    /// what is painted that glyphs may lie on: fills, images and shadings, and the text
    /// runs drawn so far (their glyphs' shapes, in ink of no known colour), each in paint order
    pub unders: &'a [Under],
    pub inked: &'a [Under],
    /// per palette colour (0 is the page's white): is the run's ink too close to it to be
    /// seen; None when the run's ink is not known
    pub faint: Option<&'a [bool]>,
    /// the run's paint order: covers after it may hide it, unders before it lie beneath it
    pub seq: i64,
    pub width: f64,
    pub height: f64,
    pub keep_outside: bool,
    pub drop: Drop,
}

/// The names of the facts every glyph of a run shares (hidden by optional content, an
/// invisible render mode, an em too small or squeezed, from an annotation, in a Type 3
/// glyph), in the order the schema lists them; the one list of them, which the glyph
/// stage's Python reads as `_core.RUN_FACTS`.
pub const RUN_FACTS: [&str; 6] =
    ["hidden-by-oc", "invisible-render-mode", "too-small", "squeezed", "from-annotation", "in-type3-glyph"];
/// The names of a glyph's own flags (`Extra`), after its run's, in the schema's order
/// (`_core.PAGE_FACTS`).
pub const PAGE_FACTS: [&str; 5] = ["outside-crop-box", "clipped", "covered-by-image", "covered-by-fill", "low-contrast"];

/// A glyph's flags beyond its run's: outside the crop box, clipped away, covered by a
/// later image or opaque fill, in ink too close to what lies beneath it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Extra {
    pub outside: bool,
    pub clipped: bool,
    pub covered: bool,
    pub covered_by_fill: bool,
    pub faint: bool,
}

impl Extra {
    /// Does a reader not see the glyph for these facts (`ocr`: on an OCR page, where a
    /// glyph under the page's image is the scan's text)?
    pub fn hides(&self, ocr: bool) -> bool {
        self.outside || self.clipped || self.covered_by_fill || self.faint || (self.covered && !ocr)
    }
}

fn meets(b: &[f64; 4], e: &[f64; 4]) -> bool {
    b[0] <= e[2] && b[2] >= e[0] && b[1] <= e[3] && b[3] >= e[1]
}

fn holds(outer: &[f64; 4], inner: &[f64; 4]) -> bool {
    outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3]
}

/// The unders beneath a run (painted before it, reaching its envelope), when its ink is
/// close to one of their colours or to the page's white; else None: no glyph of it is faint.
fn faint_candidates<'a>(envelope: &[f64; 4], s: &Surroundings<'a>) -> Option<Vec<&'a Under>> {
    let faint = s.faint?;
    let near = |colour: i32| colour >= 0 && faint.get(colour as usize).copied().unwrap_or(false);
    let mut beneath: Vec<&Under> = s.unders.iter().chain(s.inked).filter(|u| u.seq < s.seq && meets(&u.bbox, envelope)).collect();
    beneath.sort_by_key(|u| u.seq);
    (near(0) || beneath.iter().any(|u| near(u.colour))).then_some(beneath)
}

/// Is a glyph with this box in ink too close to its ground: the last paint beneath it
/// (which must hold its whole box), or the page's white where nothing beneath reaches it?
/// A glyph partly over something else (a rule through it, a fill's edge) shows there.
fn is_faint(b: &[f64; 4], beneath: &[&Under], faint: &[bool]) -> bool {
    let near = |colour: i32| colour >= 0 && faint.get(colour as usize).copied().unwrap_or(false);
    let mut reaching = beneath.iter().rev().filter(|u| meets(&u.bbox, b));
    match reaching.next() {
        None => near(0),
        Some(top) => holds(&top.bbox, b) && near(top.colour),
    }
}

/// Per glyph: its extra flags, or None for a glyph left out (its `reach` box wholly
/// outside the crop box, or hidden when the page drops hidden glyphs). Decided once for
/// the run when its envelope lies inside the page and the clip, nothing later reaches it
/// and its ink is far from all beneath it; glyph by glyph otherwise.
pub fn flags(envelope: [f64; 4], count: usize, boxes: impl Fn(usize) -> [f64; 4], reach: impl Fn(usize) -> [f64; 4], s: &Surroundings) -> Vec<Option<Extra>> {
    let [x0, y0, x1, y1] = envelope;
    let later: Vec<&Cover> = s.covers.iter().filter(|c| c.seq > s.seq && meets(&c.bbox, &envelope)).collect();
    let beneath = faint_candidates(&envelope, s);
    if 0.0 <= x0 && 0.0 <= y0 && x1 <= s.width && y1 <= s.height && later.is_empty() && beneath.is_none() && s.clip.is_none_or(|c| holds(&c, &envelope)) {
        return vec![Some(Extra::default()); count];
    }
    (0..count)
        .map(|i| {
            let b = boxes(i);
            let r = reach(i);
            let mut extra = Extra::default();
            if r[2] < 0.0 || r[3] < 0.0 || r[0] > s.width || r[1] > s.height {
                if !s.keep_outside {
                    return None;
                }
                extra.outside = true;
            }
            if let Some(c) = s.clip {
                extra.clipped = !meets(&c, &b);
            }
            for cover in later.iter().filter(|c| holds(&c.bbox, &b)) {
                if cover.image {
                    extra.covered = true;
                } else {
                    extra.covered_by_fill = true;
                }
            }
            if let (Some(beneath), Some(faint)) = (&beneath, s.faint) {
                extra.faint = is_faint(&b, beneath, faint);
            }
            match s.drop {
                Drop::Hidden if extra.hides(false) => None,
                Drop::HiddenOnOcrPage if extra.hides(true) => None,
                _ => Some(extra),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upright(run: &UprightRun) -> UprightGlyphs {
        let mut glyphs = UprightGlyphs::default();
        upright_into(run, &mut glyphs);
        glyphs
    }

    #[test]
    fn multiply_applies_the_first_matrix_then_the_second() {
        let (scale, flip) = ([2.0, 0.0, 0.0, 2.0, 10.0, 0.0], [1.0, 0.0, 0.0, -1.0, 0.0, 792.0]);
        // (1, 1) scaled and moved to (12, 2), then flipped to (12, 790)
        assert_eq!(multiply(&scale, &flip), [2.0, 0.0, 0.0, -2.0, 10.0, 792.0]);
        assert_eq!(multiply(&flip, &scale), [2.0, 0.0, 0.0, -2.0, 10.0, 1584.0]);
    }

    /// Glyphs at `xs`, each as wide as it advances.
    fn measured(xs: &[f64], widths: &[f64]) -> Vec<MeasuredGlyph> {
        xs.iter().zip(widths).map(|(&x, &width)| MeasuredGlyph { code: 0, x, advance: width, width }).collect()
    }

    fn run(glyphs: &[MeasuredGlyph]) -> UprightRun<'_> {
        // 10 pt text at (72, 700) on a 792 pt page: the frame flips y
        UprightRun { a: 1.0, d: -1.0, e: 72.0, f: 92.0, glyphs, size: 10.0, rise: 0.0, ascent: 0.718, descent: -0.207 }
    }

    #[test]
    fn upright_glyphs_share_the_runs_top_and_bottom() {
        let g = upright(&run(&measured(&[0.0, 5.56], &[5.56, 5.0])));
        assert_eq!((g.x0.clone(), g.x1.clone()), (vec![72.0, 77.56], vec![77.56, 82.56]));
        assert_eq!((g.top, g.bottom, g.baseline), (84.82, 94.07, 92.0));
        assert_eq!(g.bbox(1), [77.56, 84.82, 82.56, 94.07]);
    }

    #[test]
    fn a_glyph_above_the_page_whose_descent_alone_reaches_it_is_left_out() {
        // pdf.js's issue19326: 72 pt Helvetica on the baseline 12.12 pt above the page's top
        let glyphs = measured(&[0.0], &[36.0]);
        let above = UprightRun { a: 1.0, d: -1.0, e: 0.0, f: -12.12, glyphs: &glyphs, size: 72.0, rise: 0.0, ascent: 0.718, descent: -0.207 };
        let g = upright(&above);
        assert!(g.bbox(0)[3] > 0.0);
        let s = Surroundings { clip: None, covers: &[], unders: &[], inked: &[], faint: None, seq: 5, width: 132.0, height: 80.0, keep_outside: false, drop: Drop::Nothing };
        assert_eq!(flags(g.envelope(false), 1, |i| g.flag_box(i, false), |i| g.reach_box(i, false), &s), vec![None]);
        let inside = UprightRun { f: 60.0, ..above };
        let g = upright(&inside);
        assert_eq!(flags(g.envelope(false), 1, |i| g.flag_box(i, false), |i| g.reach_box(i, false), &s), vec![Some(Extra::default())]);
    }

    #[test]
    fn a_glyph_under_a_later_image_is_covered_and_one_off_the_page_left_out() {
        let boxes = [[10.0, 10.0, 20.0, 20.0], [-30.0, 10.0, -20.0, 20.0]];
        let covers = [Cover { seq: 6, bbox: [0.0, 0.0, 25.0, 25.0], image: true }];
        let s = Surroundings { covers: &covers, ..surroundings() };
        let found = flags([-30.0, 10.0, 20.0, 20.0], 2, |i| boxes[i], |i| boxes[i], &s);
        assert_eq!(found, vec![Some(Extra { covered: true, ..Extra::default() }), None]);
    }

    fn surroundings() -> Surroundings<'static> {
        Surroundings { clip: None, covers: &[], unders: &[], inked: &[], faint: None, seq: 5, width: 600.0, height: 800.0, keep_outside: false, drop: Drop::Nothing }
    }

    #[test]
    fn a_fill_drawn_later_covers_only_what_it_holds_and_only_when_it_comes_after() {
        let boxes = [[10.0, 10.0, 20.0, 20.0], [30.0, 10.0, 40.0, 20.0]];
        let covers = [Cover { seq: 6, bbox: [0.0, 0.0, 25.0, 25.0], image: false }, Cover { seq: 4, bbox: [0.0, 0.0, 100.0, 100.0], image: false }];
        let s = Surroundings { covers: &covers, ..surroundings() };
        let found = flags([10.0, 10.0, 40.0, 20.0], 2, |i| boxes[i], |i| boxes[i], &s);
        assert_eq!(found, vec![Some(Extra { covered_by_fill: true, ..Extra::default() }), Some(Extra::default())]);
    }

    #[test]
    fn ink_is_faint_against_the_last_paint_beneath_its_centre_or_the_page() {
        // palette: 0 the page's white, 1 a dark blue; the run's ink is close to the blue only
        let faint = [false, true];
        let unders = [Under { seq: 1, bbox: [0.0, 0.0, 25.0, 25.0], colour: 1 }, Under { seq: 2, bbox: [0.0, 0.0, 15.0, 25.0], colour: -1 }];
        let boxes = [[10.0, 10.0, 14.0, 20.0], [16.0, 10.0, 20.0, 20.0], [30.0, 10.0, 34.0, 20.0]];
        let s = Surroundings { unders: &unders, faint: Some(&faint), ..surroundings() };
        let found: Vec<bool> = flags([10.0, 10.0, 34.0, 20.0], 3, |i| boxes[i], |i| boxes[i], &s).iter().map(|e| e.unwrap().faint).collect();
        assert_eq!(found, vec![false, true, false]);
        // white ink on the page itself is faint; the same beside a dark fill is not
        let faint = [true, false];
        let s = Surroundings { unders: &unders, faint: Some(&faint), ..surroundings() };
        let found: Vec<bool> = flags([10.0, 10.0, 34.0, 20.0], 3, |i| boxes[i], |i| boxes[i], &s).iter().map(|e| e.unwrap().faint).collect();
        assert_eq!(found, vec![false, false, true]);
        // white ink over text drawn before it (an outline under a fill) shows
        let inked = [Under { seq: 3, bbox: [28.0, 8.0, 36.0, 22.0], colour: -1 }];
        let s = Surroundings { unders: &unders, inked: &inked, faint: Some(&faint), ..surroundings() };
        assert!(!flags([30.0, 10.0, 34.0, 20.0], 1, |_| boxes[2], |_| boxes[2], &s)[0].unwrap().faint);
    }

    #[test]
    fn a_page_dropping_hidden_glyphs_keeps_the_ocr_layer_under_its_image() {
        let boxes = [[10.0, 10.0, 20.0, 20.0]];
        let covers = [Cover { seq: 9, bbox: [0.0, 0.0, 600.0, 800.0], image: true }];
        let hidden = Surroundings { covers: &covers, drop: Drop::Hidden, ..surroundings() };
        assert_eq!(flags([10.0, 10.0, 20.0, 20.0], 1, |i| boxes[i], |i| boxes[i], &hidden), vec![None]);
        let ocr = Surroundings { covers: &covers, drop: Drop::HiddenOnOcrPage, ..surroundings() };
        assert_eq!(flags([10.0, 10.0, 20.0, 20.0], 1, |i| boxes[i], |i| boxes[i], &ocr), vec![Some(Extra { covered: true, ..Extra::default() })]);
    }
}
