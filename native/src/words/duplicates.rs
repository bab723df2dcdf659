//! Fake bold and halos: a glyph drawn again over an earlier one, read once.
//!
//! A copy has the same text, font, size and direction as an earlier kept glyph, its
//! origin lies within `duplicate` em of that glyph's on both axes, and it starts more than
//! that before the earlier glyph ends: it is drawn over it, not after it. So a glyph drawn
//! again right after itself by stepping back over its advance (pdf.js's issue11150: each
//! glyph shown twice, pdftotext and mutool reading it once) is a copy, while double
//! letters in tight type and letters squeezed by Tz, each going on from where the last
//! ends, stay. Spaces and U+FFFD (codes no source maps: any two glyphs) never match.
//! Kept glyphs are filed by font, size, direction and text in a grid of cells two
//! `duplicate` em wide; a glyph looks for twins in the 2 x 2 cells nearest its origin.
//! Cell numbers are kept as floats (floor of the position over the cell), so a far-off
//! hostile origin needs no integer that could overflow.

use super::{floor, Key, Placed, Texts, Tolerances};
use crate::fxhash::FxHasher;
use std::hash::{Hash, Hasher};

/// What a twin shares with its glyph: font, text, size and direction.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Kind {
    font: u32,
    text: u32,
    size: u64,
    key: Key,
}

impl Kind {
    fn of(glyph: &Placed) -> Self {
        Kind { font: glyph.font, text: glyph.text, size: glyph.size.to_bits(), key: glyph.key }
    }

    /// The kind's hash, filed by in place of the kind: glyphs of two kinds that share
    /// one are told apart when a chain is read, so the hash needs no table of kinds.
    fn hashed(&self) -> u64 {
        let mut hasher = FxHasher::default();
        self.hash(&mut hasher);
        hasher.finish()
    }
}

/// The grid's heads: per slot, the last kept glyph filed in a cell hashed to it (or
/// `NONE`), each glyph holding the one filed in its slot before it (`earlier`): chains in
/// two flat tables. Cells that share a slot share a chain: a glyph found there is a twin
/// only when it was filed in the very cell looked in (its own cell's bits), as a table of
/// cells would have it.
struct Grid {
    heads: Vec<u32>,
    shift: u32,
}

impl Grid {
    /// At least twice as many slots as glyphs (and 64): chains of other cells stay short.
    fn new(glyphs: usize) -> Self {
        let size = glyphs.saturating_mul(2).next_power_of_two().max(64);
        Grid { heads: vec![NONE; size], shift: 64 - size.trailing_zeros() }
    }

    /// The slot of a cell of glyphs of the kind hashed `kind`, its row and column given by
    /// `row_term` and `column_term` (`ROW` and `COLUMN` times their float bits): the top
    /// bits of a product every bit of the three reaches, and 32 bits below them as the
    /// cell's tag. A glyph asks four cells, two rows by two columns, so each term is made
    /// once.
    fn slot(&self, kind: u64, row_term: u64, column_term: u64) -> (usize, u32) {
        let product = (kind ^ row_term ^ column_term).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((product >> self.shift) as usize, (product >> 16) as u32)
    }
}

/// Odd multipliers that spread a cell's row and column bits (FxHash's and another), so
/// that a row and a column swapped land apart.
const ROW: u64 = 0x51_7c_c1_b7_27_22_0a_95;
const COLUMN: u64 = 0x2545_f491_4f6c_dd1d;

/// No glyph: the end of a chain.
const NONE: u32 = u32::MAX;

/// The text of a code no source maps: two of them may be any two glyphs, so never twins.
const UNMAPPED: &str = "\u{fffd}";

/// (kept, dropped count): the page's placed glyphs without their copies, in content order.
pub fn split_duplicates(placed: Vec<Placed>, tolerances: &Tolerances, texts: &dyn Texts) -> (Vec<Placed>, usize) {
    let mut grid = Grid::new(placed.len());
    let mut earlier = vec![NONE; placed.len()];
    // per filed glyph, its cell's tag: a glyph of another cell or kind sharing the slot is
    // passed over on it, without reading the glyph itself (far off in memory)
    let mut tags = vec![0u32; placed.len()];
    let mut keep = vec![true; placed.len()];
    let mut dropped = 0;
    // per text id, whether its glyphs may be twins (not no text, not U+FFFD), asked once a text
    let mut twinable: Vec<Option<bool>> = Vec::new();
    for index in 0..placed.len() {
        let glyph = &placed[index];
        if glyph.space {
            continue;
        }
        let t = glyph.text as usize;
        if t >= twinable.len() {
            twinable.resize(t + 1, None);
        }
        let may = *twinable[t].get_or_insert_with(|| !texts.props(glyph.text).empty && texts.text(glyph.text) != UNMAPPED);
        if !may {
            continue;
        }
        let reach = tolerances.duplicate * glyph.size;
        // cells twice the reach wide: a twin lies within half a cell of the glyph on each
        // axis, so in the two rows and the two columns on the glyph's side of its cell
        let side = 2.0 * if 1e-6 > reach { 1e-6 } else { reach };
        let (fx, fy) = (glyph.ox / side, glyph.oy / side);
        let (cx, cy) = (floor(fx), floor(fy));
        let near = |at: f64, f: f64| if f - at < 0.5 { [at - 1.0, at] } else { [at, at + 1.0] };
        let own_kind = Kind::of(glyph);
        let kind = own_kind.hashed();
        let twin_in = |(row, row_term): (f64, u64), (column, column_term): (f64, u64)| {
            let (slot, tag) = grid.slot(kind, row_term, column_term);
            let mut other = grid.heads[slot];
            while other != NONE {
                if tags[other as usize] != tag {
                    other = earlier[other as usize];
                    continue;
                }
                let o = &placed[other as usize];
                // of its kind, so of the same cell size: filed where (o.oy, o.ox) fall
                if glyph.start < o.end - reach && (glyph.ox - o.ox).abs() <= reach && (glyph.oy - o.oy).abs() <= reach
                    && Kind::of(o) == own_kind
                    && floor(o.oy / side).to_bits() == row.to_bits()
                    && floor(o.ox / side).to_bits() == column.to_bits()
                {
                    return true;
                }
                other = earlier[other as usize];
            }
            false
        };
        let rows = near(cy, fy).map(|row| (row, row.to_bits().wrapping_mul(ROW)));
        let columns = near(cx, fx).map(|column| (column, column.to_bits().wrapping_mul(COLUMN)));
        let twin = rows.iter().any(|&row| columns.iter().any(|&column| twin_in(row, column)));
        if twin {
            keep[index] = false;
            dropped += 1;
            continue;
        }
        let (slot, tag) = grid.slot(kind, cy.to_bits().wrapping_mul(ROW), cx.to_bits().wrapping_mul(COLUMN));
        earlier[index] = grid.heads[slot];
        tags[index] = tag;
        grid.heads[slot] = index as u32;
    }
    if dropped == 0 {
        return (placed, 0);
    }
    let kept = placed.into_iter().zip(keep).filter_map(|(g, k)| k.then_some(g)).collect();
    (kept, dropped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::testing::Table;
    use crate::words::{placement::place_page, GlyphIn};

    fn glyphs(texts: &mut Table, spec: &[(&str, f64)]) -> Vec<Placed> {
        sized(texts, &spec.iter().map(|&(t, x)| (t, x, 5.0)).collect::<Vec<_>>())
    }

    /// Upright glyphs of 10 pt, each (text, x, width) on the baseline y = 100.
    fn sized(texts: &mut Table, spec: &[(&str, f64, f64)]) -> Vec<Placed> {
        let input: Vec<GlyphIn> = spec
            .iter()
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
            .collect();
        place_page(&input, &Tolerances::default(), texts)
    }

    #[test]
    fn fake_bold_copy_is_read_once() {
        let mut texts = Table::default();
        let placed = glyphs(&mut texts, &[("A", 10.0), ("B", 15.0), ("A", 10.3), ("B", 15.3)]);
        let (kept, dropped) = split_duplicates(placed, &Tolerances::default(), &texts);
        assert_eq!(dropped, 2);
        assert_eq!(kept.iter().map(|g| g.id).collect::<Vec<_>>(), vec![0, 1]);
    }

    #[test]
    fn cells_that_share_a_slot_keep_apart() {
        let mut texts = Table::default();
        // 300 glyphs of one kind in 300 cells, some of which share a slot, then each
        // drawn again: every first stays, every second is a copy
        let mut spec: Vec<(&str, f64)> = (0..300).map(|i| ("A", 20.0 * i as f64)).collect();
        spec.extend((0..300).map(|i| ("A", 20.0 * i as f64 + 0.2)));
        let (kept, dropped) = split_duplicates(glyphs(&mut texts, &spec), &Tolerances::default(), &texts);
        assert_eq!(dropped, 300);
        assert_eq!(kept.iter().map(|g| g.id).collect::<Vec<_>>(), (0..300).collect::<Vec<_>>());
    }

    #[test]
    fn a_glyph_is_twin_only_to_one_filed_in_a_cell_looked_in() {
        // At -0.0 a glyph looks in the columns -1 and -0.0; one at +0.0 is filed in
        // column +0.0, which no table of cells would look in: both stay, whatever slots
        // the kinds' cells share (one kind a font).
        for font in 0..200 {
            let mut texts = Table::default();
            let mut placed = glyphs(&mut texts, &[("A", 0.0), ("A", -0.0)]);
            for g in &mut placed {
                g.font = font;
            }
            assert_eq!(split_duplicates(placed, &Tolerances::default(), &texts).1, 0, "font {font}");
        }
    }

    #[test]
    fn letters_squeezed_together_all_stay() {
        let mut texts = Table::default();
        // Tz 1: "nonn" squeezed, each letter a hundredth of an em on from the last
        let placed = sized(&mut texts, &[("n", 10.0, 0.05), ("o", 10.05, 0.05), ("n", 10.1, 0.05), ("n", 10.15, 0.05)]);
        assert_eq!(split_duplicates(placed, &Tolerances::default(), &texts).1, 0);
    }

    #[test]
    fn unmapped_glyphs_at_one_origin_all_stay() {
        let mut texts = Table::default();
        let placed = sized(&mut texts, &[("\u{fffd}", 10.0, 0.0), ("\u{fffd}", 10.0, 0.0), ("\u{fffd}", 10.0, 0.0)]);
        assert_eq!(split_duplicates(placed, &Tolerances::default(), &texts).1, 0);
    }

    #[test]
    fn double_letter_in_tight_type_stays() {
        let mut texts = Table::default();
        // the second l goes on from where the first ends, a twentieth of an em on
        let placed = sized(&mut texts, &[("l", 10.0, 0.5), ("l", 10.5, 0.5)]);
        assert_eq!(split_duplicates(placed, &Tolerances::default(), &texts).1, 0);
    }

    #[test]
    fn a_glyph_drawn_again_right_after_itself_is_read_once() {
        let mut texts = Table::default();
        // each glyph shown twice, the pen stepped back over its advance in between
        let placed = glyphs(&mut texts, &[("a", 10.0), ("a", 10.0), ("b", 15.0), ("b", 15.1)]);
        let (kept, dropped) = split_duplicates(placed, &Tolerances::default(), &texts);
        assert_eq!(dropped, 2);
        assert_eq!(kept.iter().map(|g| g.id).collect::<Vec<_>>(), vec![0, 2]);
    }
}
