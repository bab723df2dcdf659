//! The words core on arbitrary glyphs: any positions, sizes, directions and texts (marks,
//! right-to-left, wide, spaces, empty, invisible) end in lines, never a panic or a hang.
#![no_main]

use _core::words::{page_words, testing::Table, GlyphIn, Texts, Tolerances};
use libfuzzer_sys::fuzz_target;

const TEXTS: [&str; 12] = ["a", "b", " ", "", "\u{b4}", "\u{a8}", "\u{5d0}", "\u{627}", "1", "\u{3042}", "\u{200c}", "\u{fb01}"];
const EXTREMES: [f64; 6] = [0.0, -0.0, 1e-9, 3.403e38, -3.403e38, 1e300];

fn number(bytes: &[u8]) -> f64 {
    match bytes[0] % 8 {
        0 | 1 => EXTREMES[bytes[1] as usize % EXTREMES.len()],
        _ => (i16::from_le_bytes([bytes[1], bytes[2]]) as f64) / 16.0,
    }
}

fuzz_target!(|data: &[u8]| {
    let mut texts = Table::default();
    let glyphs: Vec<GlyphIn> = data
        .chunks_exact(40)
        .take(4000)
        .enumerate()
        .map(|(i, c)| {
            let at = |k: usize| number(&c[1 + 3 * k..4 + 3 * k]);
            GlyphIn {
                id: i as i64,
                text: texts.intern(TEXTS[c[0] as usize % TEXTS.len()]),
                font: (c[0] / 64) as u32,
                size: at(0),
                quad: [at(1), at(2), at(3), at(4), at(5), at(6), at(7), at(8)],
                origin: [at(9), at(10)],
                bbox: [at(1), at(2), at(7), at(8)],
                unread: c[39] % 7 == 0,
            }
        })
        .collect();
    let unit = |font: u32| if font == 1 { Some(0.09) } else { None };
    let (lines, _) = page_words(&glyphs, &Tolerances::default(), &unit, &mut texts);
    let words: usize = lines.iter().map(|l| l.words.len()).sum();
    assert!(words <= glyphs.len());
});
