//! JSON text for the numbers records hold, byte for byte as orjson writes them, so that the
//! core can write a record's line itself. Records are rounded to three decimals before
//! they are written; such a number is written here, any other is left to orjson.

/// The room a number is written into: a sign, 20 digits, a point and three.
const WIDTH: usize = 32;

/// Write `x` as orjson writes it (the shortest decimal that reads back as `x`, with a
/// ".0" on whole numbers) into the start of `buf` (WIDTH bytes at least), when it is a
/// multiple of 0.001 below 1e12 in size: its length, or None for any other number (the
/// caller asks orjson).
///
/// Below 1e12, doubles lie closer than 0.001, so a multiple of 0.001 written with its
/// trailing zeros dropped is the shortest decimal naming its double. The digits are
/// written where they stay (a number's bytes stored one at a time and read back at once
/// stall the processor).
#[inline(always)]
fn format(buf: &mut [u8], x: f64) -> Option<usize> {
    if x.is_nan() || x.abs() >= 1e12 {
        return None;
    }
    // x in thousandths, rounded to an integer (ties to even) by the float unit itself:
    // adding and taking off 1.5 * 2^52 leaves no fraction for |t| below 2^51
    const ROUNDER: f64 = 6_755_399_441_055_744.0;
    let thousandths = (x * 1000.0 + ROUNDER) - ROUNDER;
    if thousandths / 1000.0 != x {
        return None;
    }
    let m = (thousandths as i64).unsigned_abs();
    let (whole, fraction) = (m / 1000, m % 1000);
    let negative = x.is_sign_negative();
    if negative {
        buf[0] = b'-';
    }
    let at = digits_at(buf, usize::from(negative), whole);
    buf[at] = b'.';
    buf[at + 1] = b'0' + (fraction / 100) as u8;
    buf[at + 2] = b'0' + (fraction / 10 % 10) as u8;
    buf[at + 3] = b'0' + (fraction % 10) as u8;
    let keep = if fraction % 10 != 0 { 3 } else if fraction % 100 != 0 { 2 } else { 1 };
    Some(at + 1 + keep)
}

/// Write `n`'s decimal digits into `buf` from `at`: where they end.
#[inline(always)]
fn digits_at(buf: &mut [u8], at: usize, mut n: u64) -> usize {
    let end = at + n.checked_ilog10().map_or(1, |log| log as usize + 1);
    let mut i = end;
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return end;
        }
    }
}

/// Numbers written lately, as `format` writes them, kept by their bits: a record's
/// numbers repeat its neighbours' (a line's top and bottom, a glyph's right edge the next
/// one's left) and its own (a quad's corners are its box's edges), and bytes copied are
/// cheaper than digits worked out. A slot per number, chosen by a hash of its bits; a
/// slot's bytes are copied out at their whole width (a copy of fixed size, made inline)
/// and cut to the number's.
pub struct Recent {
    slots: Vec<Slot>,
}

#[derive(Clone, Copy)]
struct Slot {
    bits: u64,
    len: usize,
    bytes: [u8; WIDTH],
}

/// How many numbers `Recent` keeps, as a power of two.
const RECENT_BITS: u32 = 9;

impl Default for Recent {
    fn default() -> Self {
        // the bits of a NaN, a number `format` never writes, mark an empty slot
        let empty = Slot { bits: f64::NAN.to_bits(), len: 0, bytes: [0; WIDTH] };
        Recent { slots: vec![empty; 1 << RECENT_BITS] }
    }
}

impl Recent {
    /// Write `x` as `format` does: false, writing nothing, for a number it does not write.
    #[inline]
    pub fn number(&mut self, out: &mut Vec<u8>, x: f64) -> bool {
        if x.is_nan() {
            return false;       // (a NaN's bits may be those marking an empty slot)
        }
        let bits = x.to_bits();
        let slot = &mut self.slots[(bits.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - RECENT_BITS)) as usize];
        if slot.bits != bits {
            let Some(len) = format(&mut slot.bytes, x) else {
                slot.bits = f64::NAN.to_bits();
                return false;
            };
            (slot.bits, slot.len) = (bits, len);
        }
        let end = out.len() + slot.len;
        out.extend_from_slice(&slot.bytes);
        out.truncate(end);
        true
    }

    /// Write a JSON array of `values` (see `number`): false, having written part of it,
    /// when one of them is not such a number.
    pub fn numbers(&mut self, out: &mut Vec<u8>, values: &[f64]) -> bool {
        out.push(b'[');
        for (i, &x) in values.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            if !self.number(out, x) {
                return false;
            }
        }
        out.push(b']');
        true
    }
}

/// Write `text` as a JSON string, as orjson writes it, when it holds nothing to escape
/// (a quote, a backslash or a control character): false, writing nothing, otherwise.
pub fn string(out: &mut Vec<u8>, text: &str) -> bool {
    if text.bytes().any(|b| b < 0x20 || b == b'"' || b == b'\\') {
        return false;
    }
    out.push(b'"');
    out.extend_from_slice(text.as_bytes());
    out.push(b'"');
    true
}

/// Write `x` as `format` does, without keeping it: false, writing nothing, for a number
/// it does not write.
pub fn float(out: &mut Vec<u8>, x: f64) -> bool {
    let mut buf = [0u8; WIDTH];
    match format(&mut buf, x) {
        Some(len) => {
            out.extend_from_slice(&buf[..len]);
            true
        }
        None => false,
    }
}

/// Write an integer in decimal.
pub fn integer(out: &mut Vec<u8>, n: u64) {
    let start = out.len();
    out.resize(start + WIDTH, b'0');
    let end = digits_at(&mut out[start..], 0, n);
    out.truncate(start + end);
}

/// Write a signed integer in decimal.
pub fn signed(out: &mut Vec<u8>, n: i64) {
    if n < 0 {
        out.push(b'-');
    }
    integer(out, n.unsigned_abs());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(x: f64) -> Option<String> {
        let mut buf = [0u8; WIDTH];
        format(&mut buf, x).map(|len| String::from_utf8(buf[..len].to_vec()).unwrap())
    }

    #[test]
    fn rounded_numbers_are_written_as_orjson_writes_them() {
        assert_eq!(text(0.0).as_deref(), Some("0.0"));
        assert_eq!(text(-0.0).as_deref(), Some("-0.0"));
        assert_eq!(text(12.0).as_deref(), Some("12.0"));
        assert_eq!(text(12.5).as_deref(), Some("12.5"));
        assert_eq!(text(0.001).as_deref(), Some("0.001"));
        assert_eq!(text(-0.05).as_deref(), Some("-0.05"));
        assert_eq!(text(612.345).as_deref(), Some("612.345"));
        assert_eq!(text(-792.1).as_deref(), Some("-792.1"));
        assert_eq!(text(999999999999.999).as_deref(), Some("999999999999.999"));
    }

    #[test]
    fn thousandths_are_their_shortest_decimal() {
        // Rust's Debug form of a float is also the shortest decimal naming it, ".0" kept
        for k in (-3_000_000i64..3_000_000).step_by(7).chain([123_456_789_012_345, -999_999_999_999_999]) {
            let x = k as f64 / 1000.0;
            assert_eq!(text(x), Some(format!("{x:?}")), "{k}");
        }
    }

    #[test]
    fn recent_numbers_are_written_as_format_writes_them() {
        let mut recent = Recent::default();
        let values: Vec<f64> = (0..20_000i64).map(|k| ((k * 7919) % 4001 - 2000) as f64 / 1000.0).collect();
        let theirs: String = values.iter().map(|&x| text(x).unwrap() + ",").collect();
        for round in 0..2 {
            let mut mine = Vec::new();
            for &x in &values {
                assert!(recent.number(&mut mine, x));
                mine.push(b',');
            }
            assert_eq!(mine, theirs.as_bytes(), "round {round}");
        }
        let mut out = b"x".to_vec();
        assert!(!recent.number(&mut out, 1.0 / 3.0) && !recent.number(&mut out, f64::NAN));
        assert!(recent.numbers(&mut out, &[-0.0, 2.25]));
        assert_eq!(out, b"x[-0.0,2.25]");
    }

    #[test]
    fn other_numbers_are_left_to_the_caller() {
        assert_eq!(text(0.0001), None);
        assert_eq!(text(1.0 / 3.0), None);
        assert_eq!(text(1e12), None);
        assert_eq!(text(f64::NAN), None);
        assert_eq!(text(f64::INFINITY), None);
    }

    #[test]
    fn integers_and_arrays() {
        let mut out = Vec::new();
        signed(&mut out, -1234);
        out.push(b' ');
        integer(&mut out, 0);
        out.push(b' ');
        assert!(Recent::default().numbers(&mut out, &[1.0, 2.25]));
        assert_eq!(out, b"-1234 0 [1.0,2.25]");
    }

    #[test]
    fn strings_with_nothing_to_escape_are_written_as_they_are() {
        let mut out = Vec::new();
        assert!(string(&mut out, "caf\u{e9} \u{2028}\u{7f}"));
        assert_eq!(out, "\"caf\u{e9} \u{2028}\u{7f}\"".as_bytes());
        for text in ["a\"b", "a\\b", "a\nb", "\u{0}"] {
            let mut out = Vec::new();
            assert!(!string(&mut out, text), "{text:?}");
            assert!(out.is_empty());
        }
    }
}
