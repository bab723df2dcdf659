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
    let thousandths = (x * 1000.0).round();
    if thousandths / 1000.0 != x {
        return false;
    }
    if x.is_sign_negative() {
        out.push(b'-');
    }
    let m = (thousandths as i64).unsigned_abs();
    integer(out, m / 1000);
    out.push(b'.');
    let fraction = m % 1000;
    if fraction == 0 {
        out.push(b'0');
    } else {
        let digits = [b'0' + (fraction / 100) as u8, b'0' + (fraction / 10 % 10) as u8, b'0' + (fraction % 10) as u8];
        let keep = if digits[2] != b'0' { 3 } else if digits[1] != b'0' { 2 } else { 1 };
        out.extend_from_slice(&digits[..keep]);
    }
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

/// Write an integer in decimal.
pub fn integer(out: &mut Vec<u8>, n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut n = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
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
}
