//! A show operator's glyphs measured (ISO 32000 §9.4.4): each code's origin along the
//! baseline in text space from the run's start, its advance (size, character and word
//! spacing and horizontal scaling applied) and its box width. Vertical fonts advance
//! down (§9.2.4): their advances are negative. The arithmetic is operation for operation
//! what the glyph stage has always computed, so positions keep their last bit.

/// The text state a run is measured under.
#[derive(Debug, Clone, Copy)]
pub struct Spacing {
    pub size: f64,
    /// horizontal scaling (1 for vertical fonts)
    pub hscale: f64,
    pub char_spacing: f64,
    pub word_spacing: f64,
    /// -1 for vertical fonts (their advances run down the y axis), else 1
    pub sign: f64,
}

/// One code of a shown string: its value, its advance and its box's width in text space
/// per unit of size, and whether it was one byte (word spacing applies to the one-byte
/// code 32 only, §9.3.3).
#[derive(Debug, Clone, Copy)]
pub struct Code {
    pub code: u32,
    pub advance: f64,
    pub width: f64,
    pub single: bool,
}

/// One glyph of a run: its code, its origin along the baseline from the run's start, its
/// advance and its box's width (text space, size and horizontal scaling applied).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MeasuredGlyph {
    pub code: u32,
    pub x: f64,
    pub advance: f64,
    pub width: f64,
}

/// A run's glyphs, in one vector (one allocation a run, not one a value).
#[derive(Debug, Default, Clone)]
pub struct Measured {
    pub glyphs: Vec<MeasuredGlyph>,
}

impl Measured {
    /// Append the codes of one string starting at `x`; the x after them.
    pub fn string(&mut self, codes: &[Code], spacing: &Spacing, mut x: f64) -> f64 {
        let Spacing { size, hscale, char_spacing, word_spacing, sign } = *spacing;
        let spaced = word_spacing != 0.0 && codes.iter().any(|c| c.code == 32 && c.single);
        let scale = size * hscale;
        for c in codes {
            let mut step = (sign * c.advance * size + char_spacing) * hscale;
            if spaced && c.code == 32 && c.single {
                step += word_spacing * hscale;
            }
            self.glyphs.push(MeasuredGlyph { code: c.code, x, advance: step, width: c.width * scale });
            x += step;
        }
        x
    }

    /// Room for `glyphs` glyphs, so a run's strings grow no vector as they are measured.
    pub fn with_capacity(glyphs: usize) -> Self {
        Measured { glyphs: Vec::with_capacity(glyphs) }
    }

    pub fn len(&self) -> usize {
        self.glyphs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.glyphs.is_empty()
    }

    /// Keep the first `count` glyphs (a page's glyph limit reached).
    pub fn truncate(&mut self, count: usize) {
        self.glyphs.truncate(count);
    }

    pub fn codes(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.glyphs.iter().map(|g| g.code)
    }

    pub fn xs(&self) -> impl ExactSizeIterator<Item = f64> + '_ {
        self.glyphs.iter().map(|g| g.x)
    }

    pub fn advances(&self) -> impl ExactSizeIterator<Item = f64> + '_ {
        self.glyphs.iter().map(|g| g.advance)
    }

    pub fn widths(&self) -> impl ExactSizeIterator<Item = f64> + '_ {
        self.glyphs.iter().map(|g| g.width)
    }
}

/// The x after a TJ displacement (thousandths of text space, subtracted: §9.4.3).
pub fn displaced(x: f64, amount: f64, spacing: &Spacing) -> f64 {
    x - amount * 0.001 * spacing.size * spacing.hscale
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(code: u32, advance: f64) -> Code {
        Code { code, advance, width: advance, single: true }
    }

    #[test]
    fn origins_add_up_advances_and_word_spacing_only_on_single_byte_spaces() {
        let spacing = Spacing { size: 10.0, hscale: 1.0, char_spacing: 1.0, word_spacing: 2.0, sign: 1.0 };
        let mut run = Measured::default();
        let x = run.string(&[code(65, 0.5), code(32, 0.25), Code { single: false, ..code(32, 0.25) }], &spacing, 0.0);
        assert_eq!(run.xs().collect::<Vec<_>>(), vec![0.0, 6.0, 11.5]);
        assert_eq!(run.advances().collect::<Vec<_>>(), vec![6.0, 5.5, 3.5]);
        assert_eq!(x, 15.0);
        assert_eq!(displaced(x, 500.0, &spacing), 10.0);
    }

    #[test]
    fn vertical_fonts_advance_down() {
        let spacing = Spacing { size: 10.0, hscale: 1.0, char_spacing: 0.0, word_spacing: 0.0, sign: -1.0 };
        let mut run = Measured::default();
        let y = run.string(&[code(1, 1.0), code(2, 1.0)], &spacing, 0.0);
        assert_eq!((run.xs().collect::<Vec<_>>(), y), (vec![0.0, -10.0], -20.0));
        run.truncate(1);
        assert_eq!(run.len(), 1);
    }
}
