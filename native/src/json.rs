//! JSON text for the numbers records hold, byte for byte as orjson writes them, so that the
//! core can write a record's line itself. Records are rounded to three decimals before
//! they are written; such a number is written here, any other is left to orjson.

/// Write `x` as orjson writes it (the shortest decimal that reads back as `x`, with a
/// ".0" on whole numbers), when it is a multiple of 0.001 below 1e12 in size: false,
/// writing nothing, for any other number (the caller asks orjson).
///
/// Below 1e12, doubles lie closer than 0.001, so a multiple of 0.001 written with its
/// trailing zeros dropped is the shortest decimal naming its double.
pub fn number(out: &mut Vec<u8>, x: f64) -> bool {
    if x.is_nan() || x.abs() >= 1e12 {
        return false;
    }
    // x in thousandths, rounded to an integer (ties to even) by the float unit itself:
    // adding and taking off 1.5 * 2^52 leaves no fraction for |t| below 2^51
    const ROUNDER: f64 = 6_755_399_441_055_744.0;
    let thousandths = (x * 1000.0 + ROUNDER) - ROUNDER;
    if thousandths / 1000.0 != x {
        return false;
    }
    // written backwards into a buffer, then copied at once
    let m = (thousandths as i64).unsigned_abs();
    let mut buf = [0u8; 24];
    let mut at = buf.len();
    let fraction = m % 1000;
    let digits = [b'0' + (fraction / 100) as u8, b'0' + (fraction / 10 % 10) as u8, b'0' + (fraction % 10) as u8];
    let keep = if digits[2] != b'0' { 3 } else if digits[1] != b'0' { 2 } else { 1 };
    at -= keep;
    buf[at..at + keep].copy_from_slice(&digits[..keep]);
    at -= 1;
    buf[at] = b'.';
    at = digits_before(&mut buf, at, m / 1000);
    if x.is_sign_negative() {
        at -= 1;
        buf[at] = b'-';
    }
    out.extend_from_slice(&buf[at..]);
    true
}

/// Write a JSON array of `values` (see `number`): false, having written part of it,
/// when one of them is not such a number.
pub fn numbers(out: &mut Vec<u8>, values: &[f64]) -> bool {
    out.push(b'[');
    for (i, &x) in values.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        if !number(out, x) {
            return false;
        }
    }
    out.push(b']');
    true
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

/// Write `n`'s decimal digits into `buf` ending before `at`: where they start.
fn digits_before(buf: &mut [u8], mut at: usize, mut n: u64) -> usize {
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return at;
        }
    }
}

/// Write an integer in decimal.
pub fn integer(out: &mut Vec<u8>, n: u64) {
    let mut digits = [0u8; 20];
    let at = digits_before(&mut digits, 20, n);
    out.extend_from_slice(&digits[at..]);
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
        let mut out = Vec::new();
        number(&mut out, x).then(|| String::from_utf8(out).unwrap())
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
        assert!(numbers(&mut out, &[1.0, 2.25]));
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
