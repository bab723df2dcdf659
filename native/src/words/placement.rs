//! Where a glyph sits along its writing direction: the projection words and lines are
//! built on (`pdftk_text/words/placement.py` holds the reasons). Direction comes from
//! the glyph's quad, so y-down matrices under a flipping CTM read upright and rotated text
//! reads along its baseline. The arithmetic is the Python stage's, operation for
//! operation, so positions and baselines come out bit for bit as they did.

use super::{pmax, GlyphIn, Key, Placed, Texts, Tolerances, UPRIGHT};

const UPRIGHT_FRAME: [f64; 4] = [1.0, 0.0, -0.0, 1.0];
/// pt: corners rounded to 0.001 pt apart are one upright edge
const SHEAR_EPSILON: f64 = 0.01;

/// The page's glyphs as placed glyphs, in content order, but those `unread`.
pub fn place_page(glyphs: &[GlyphIn], tolerances: &Tolerances, texts: &dyn Texts) -> Vec<Placed> {
    let mut out = Vec::with_capacity(glyphs.len());
    for (rec, g) in glyphs.iter().enumerate() {
        if g.unread {
            continue;
        }
        let size = if g.size.abs() == 0.0 { 1.0 } else { g.size.abs() };
        let [x0, y0, x1, y1, _, y2, x3, y3] = g.quad;
        let [ox, oy] = g.origin;
        let space = texts.props(g.text).space;
        let near = tolerances.vertical_origin * size;
        let placed = |start: f64, end: f64, perp: f64| Placed {
            start,
            end,
            perp,
            size,
            key: UPRIGHT,
            text: g.text,
            id: g.id,
            rec,
            frame: UPRIGHT_FRAME,
            space,
            font: g.font,
            ox,
            oy,
        };
        if y1 == y0
            && x1 > x0
            && !((ox - (x0 + x1) / 2.0).abs() <= near
                && (oy - (y0 + y1) / 2.0).abs() <= near
                && (x1 - x0).hypot(y1 - y0) > near)
        {
            // upright: the general arithmetic with ux, uy, vx, vy = 1.0, 0.0, -0.0, 1.0
            let start = ox * 1.0 + oy * 0.0;
            let end = if x3 == x1 { x1 * 1.0 + y1 * 0.0 } else { baseline_end(x1, x3, y1, y3, oy) };
            out.push(placed(start, if start > end { start } else { end }, ox * -0.0 + oy * 1.0));
        } else if y1 == y0 && x1 < x0 && y2 > y0 {
            // mirrored left to right, its top still up (XeTeX's logo reflects its E):
            // read upright, from its left edge to its right
            out.push(placed(x1, x0, oy));
        } else {
            out.push(general(g, rec, size, space, tolerances));
        }
    }
    out
}

/// The glyphs whose text is not an invisible format character.
pub fn visible(placed: Vec<Placed>, texts: &dyn Texts) -> Vec<Placed> {
    if placed.iter().all(|g| !texts.props(g.text).invisible) {
        return placed;
    }
    placed.into_iter().filter(|g| !texts.props(g.text).invisible).collect()
}

fn general(g: &GlyphIn, rec: usize, size: f64, space: bool, tolerances: &Tolerances) -> Placed {
    let [x0, y0, x1, y1, x2, y2, x3, y3] = g.quad;
    let [ox, oy] = g.origin;
    let near = tolerances.vertical_origin * size;
    let width = (x1 - x0).hypot(y1 - y0);
    let (mid_x, mid_y) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let vertical = width > near && (ox - mid_x).abs() <= near && (oy - mid_y).abs() <= near;
    let (ux, uy, vx, vy, end);
    if vertical {
        // progression runs down the glyph (upper-left to lower-left); across it, rightwards
        (ux, uy) = unit(x2 - x0, y2 - y0, 0.0, 1.0);
        (vx, vy) = unit(x1 - x0, y1 - y0, uy, -ux);
        end = x2 * ux + y2 * uy;
    } else {
        // progression along the baseline (upper-left to upper-right); across it, down
        (ux, uy) = if y1 == y0 && x1 > x0 { (1.0, 0.0) } else { unit(x1 - x0, y1 - y0, y2 - y0, x0 - x2) };
        (vx, vy) = (-uy, ux);
        end = baseline_end(x1 * ux + y1 * uy, x3 * ux + y3 * uy, x1 * vx + y1 * vy, x3 * vx + y3 * vy, ox * vx + oy * vy);
    }
    let start = ox * ux + oy * uy;
    // whole degrees, counter-clockwise as seen (the frame's y runs down)
    let angle = if uy == 0.0 && ux > 0.0 {
        0
    } else {
        ((-uy).atan2(ux).to_degrees().round_ties_even() as i64).rem_euclid(360) as i32
    };
    Placed {
        start,
        end: pmax(end, start),
        perp: ox * vx + oy * vy,
        size,
        key: Key { vertical, angle },
        text: g.text,
        id: g.id,
        rec,
        frame: [ux, uy, vx, vy],
        space,
        font: g.font,
        ox,
        oy,
    }
}

/// Where a glyph's right edge crosses its baseline, along the progression: an upright
/// edge gives `top`; a sheared one (a synthetic italic) leans, and is read at the baseline.
fn baseline_end(top: f64, bottom: f64, top_across: f64, bottom_across: f64, baseline_across: f64) -> f64 {
    if (top - bottom).abs() <= SHEAR_EPSILON || top_across == bottom_across {
        return top;
    }
    bottom + (top - bottom) * (baseline_across - bottom_across) / (top_across - bottom_across)
}

fn unit(dx: f64, dy: f64, fallback_x: f64, fallback_y: f64) -> (f64, f64) {
    let (mut dx, mut dy) = (dx, dy);
    let mut length = dx.hypot(dy);
    if length < 1e-9 {
        (dx, dy) = (fallback_x, fallback_y);
        length = dx.hypot(dy);
        if length < 1e-9 {
            return (1.0, 0.0); // a glyph with no extent at all: read it upright
        }
    }
    (dx / length, dy / length)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::testing::Table;

    fn glyph(texts: &mut Table, quad: [f64; 8], origin: [f64; 2]) -> GlyphIn {
        GlyphIn { id: 0, text: texts.intern("a"), font: 0, size: 10.0, quad, origin, bbox: [0.0; 4], unread: false }
    }

    #[test]
    fn upright_glyph_runs_from_origin_to_right_edge() {
        let mut texts = Table::default();
        let g = glyph(&mut texts, [10.0, 92.0, 15.0, 92.0, 10.0, 102.0, 15.0, 102.0], [10.0, 100.0]);
        let p = &place_page(&[g], &Tolerances::default(), &texts)[0];
        assert_eq!((p.start, p.end, p.perp, p.key), (10.0, 15.0, 100.0, UPRIGHT));
    }

    #[test]
    fn an_unread_glyph_is_not_placed() {
        let mut texts = Table::default();
        let quad = [10.0, 92.0, 15.0, 92.0, 10.0, 102.0, 15.0, 102.0];
        let mut blank = glyph(&mut texts, quad, [10.0, 100.0]);
        (blank.text, blank.unread) = (texts.intern(""), true);
        let placed = place_page(&[blank, glyph(&mut texts, quad, [10.0, 100.0])], &Tolerances::default(), &texts);
        assert_eq!(placed.iter().map(|p| p.rec).collect::<Vec<_>>(), vec![1]);
    }

    #[test]
    fn text_rotated_a_quarter_turn_reads_along_its_baseline() {
        let mut texts = Table::default();
        // drawn upwards: the quad's top edge runs from (100, 200) to (100, 195)
        let g = glyph(&mut texts, [92.0, 200.0, 92.0, 195.0, 102.0, 200.0, 102.0, 195.0], [100.0, 200.0]);
        let p = &place_page(&[g], &Tolerances::default(), &texts)[0];
        assert_eq!(p.key, Key { vertical: false, angle: 90 });
        assert_eq!(p.end - p.start, 5.0);
    }

    #[test]
    fn sheared_glyph_ends_where_its_edge_meets_the_baseline() {
        // the upper right corner leans 3 pt right of the lower one; the baseline is 2 pt
        // above the bottom of a 10 pt box: the edge crosses it 0.6 pt right of the bottom
        assert!((baseline_end(18.0, 15.0, 90.0, 100.0, 98.0) - 15.6).abs() < 1e-12);
        assert_eq!(baseline_end(15.0, 15.005, 90.0, 100.0, 98.0), 15.0);
    }
}
