//! The content-stream lexer: tokens of ISO 32000 §7.2 and §7.3 over a stream's bytes,
//! and the values of its numbers, names and strings. It never interprets operators.
//!
//! Hostile bytes are bounded here: a number past `MAX_REAL` reads as the bound, a run of
//! numbers keeps its last `MAX_OPERANDS`, a literal string's parentheses balance at most
//! `STRING_NESTING` levels deep (past that the `(` is a stray byte, read around) and a
//! string is read no further than the caller can show. What piles up between operators
//! is bounded by `operands::Machine`.

/// White space (§7.2.3): NUL, tab, line feed, form feed, carriage return, space.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, 0 | b'\t' | b'\n' | 0x0c | b'\r' | b' ')
}

/// Delimiters (§7.2.3), which end a keyword or a name.
pub fn is_delimiter(byte: u8) -> bool {
    matches!(byte, b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%')
}

fn is_regular(byte: u8) -> bool {
    !is_space(byte) && !is_delimiter(byte)
}

/// The largest real a reader need take (ISO 32000-1 Annex C, ±3.403e38).
pub const MAX_REAL: f64 = 3.403e38;
/// No operator takes more operands: a longer run of numbers keeps its last ones.
pub const MAX_OPERANDS: usize = 1024;
/// Balanced parentheses inside one literal string, at most (deeper do not occur in practice).
pub const STRING_NESTING: usize = 6;

/// One token: spans are byte ranges of the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// Numbers in a row (`1 0 0 1 72 700`), one token: most operands are numbers.
    Numbers(usize, usize),
    /// A name, without its slash.
    Name(usize, usize),
    /// A literal string, its parentheses included.
    Literal(usize, usize),
    /// A hex string's digits (and white space), without the angle brackets.
    Hex(usize, usize),
    /// An array of strings and numbers only (a TJ operand): its body, without brackets.
    Array(usize, usize),
    /// `<<`, `>>`, `[`, `]`, `{` or `}`.
    Delimiter(u8),
    Keyword(usize, usize),
    /// A comment, or a byte no token begins with (a stray `)`): read around.
    Nothing,
}

/// The token after white space from `pos` and where it ends, or None at the end.
pub fn next_token(data: &[u8], pos: usize) -> Option<(Token, usize)> {
    let start = skip_space(data, pos);
    if start == data.len() {
        // trailing white space ends in a stray byte, as a regex of `\s*(...|.)` reads it
        return (start > pos).then_some((Token::Nothing, start));
    }
    if let Some(end) = numbers_at(data, start) {
        return Some((Token::Numbers(start, end), end));
    }
    let byte = data[start];
    let after = start + 1;
    match byte {
        b'/' => {
            let end = regular_end(data, after);
            Some((Token::Name(after, end), end))
        }
        b'(' => Some(match literal_end(data, start) {
            Some(end) => (Token::Literal(start, end), end),
            None => (Token::Nothing, after),
        }),
        b'<' => Some(if let Some(close) = hex_close(data, after) {
            (Token::Hex(after, close), close + 1)
        } else if data.get(after) == Some(&b'<') {
            (Token::Delimiter(b'<'), after + 1)
        } else {
            (Token::Nothing, after)
        }),
        b'>' => Some(if data.get(after) == Some(&b'>') {
            (Token::Delimiter(b'>'), after + 1)
        } else {
            (Token::Nothing, after)
        }),
        b'[' => Some(match array_end(data, after) {
            Some((body_end, end)) => (Token::Array(after, body_end), end),
            None => (Token::Delimiter(b'['), after),
        }),
        b']' | b'{' | b'}' => Some((Token::Delimiter(byte), after)),
        b'%' => {
            let end = data[after..].iter().position(|&b| b == b'\r' || b == b'\n').map_or(data.len(), |k| after + k);
            Some((Token::Nothing, end))
        }
        b')' => Some((Token::Nothing, after)),
        _ => {
            let end = regular_end(data, start);
            Some((Token::Keyword(start, end), end))
        }
    }
}

fn skip_space(data: &[u8], mut pos: usize) -> usize {
    while pos < data.len() && is_space(data[pos]) {
        pos += 1;
    }
    pos
}

fn regular_end(data: &[u8], mut pos: usize) -> usize {
    while pos < data.len() && is_regular(data[pos]) {
        pos += 1;
    }
    pos
}

fn digits_end(data: &[u8], mut pos: usize) -> usize {
    while pos < data.len() && data[pos].is_ascii_digit() {
        pos += 1;
    }
    pos
}

/// The end of one number at `pos`: digits with a point anywhere, a sign first; a sign or
/// a point with no digits is a number too (read as zero, as viewers read it).
pub fn number_at(data: &[u8], pos: usize) -> Option<usize> {
    let at = |k: usize| data.get(k).copied();
    let signed = matches!(at(pos), Some(b'-' | b'+'));
    let p = pos + signed as usize;
    if at(p).is_some_and(|b| b.is_ascii_digit()) {
        let mut end = digits_end(data, p);
        if at(end) == Some(b'.') {
            end = digits_end(data, end + 1);
        }
        return Some(end);
    }
    if at(p) == Some(b'.') && at(p + 1).is_some_and(|b| b.is_ascii_digit()) {
        return Some(digits_end(data, p + 1));
    }
    if signed {
        return Some(if at(p) == Some(b'.') { p + 1 } else { p });
    }
    (at(pos) == Some(b'.')).then_some(pos + 1)
}

/// The end of a run of numbers each after white space, from `pos`, or None.
fn numbers_at(data: &[u8], pos: usize) -> Option<usize> {
    let mut end = number_at(data, pos)?;
    loop {
        let next = skip_space(data, end);
        if next == end {
            return Some(end);
        }
        match number_at(data, next) {
            Some(found) => end = found,
            None => return Some(end),
        }
    }
}

/// The end (past its `)`) of the literal string opening at `pos`, or None when its
/// parentheses do not balance within `STRING_NESTING` levels.
pub fn literal_end(data: &[u8], pos: usize) -> Option<usize> {
    literal_close(data, pos + 1, STRING_NESTING).map(|close| close + 1)
}

fn literal_close(data: &[u8], mut pos: usize, levels: usize) -> Option<usize> {
    while pos < data.len() {
        match data[pos] {
            b'\\' if pos + 1 < data.len() => pos += 2,
            b'\\' => return None,
            b'(' if levels > 0 => pos = literal_close(data, pos + 1, levels - 1)? + 1,
            b'(' => return None,
            b')' => return Some(pos),
            _ => pos += 1,
        }
    }
    None
}

fn hex_close(data: &[u8], mut pos: usize) -> Option<usize> {
    while pos < data.len() && (data[pos].is_ascii_hexdigit() || is_space(data[pos])) {
        pos += 1;
    }
    (data.get(pos) == Some(&b'>')).then_some(pos)
}

/// One item of a TJ-like array at `pos`: a literal string, a hex string or a number.
fn item_at(data: &[u8], pos: usize) -> Option<(Token, usize)> {
    match data.get(pos) {
        Some(b'(') => literal_end(data, pos).map(|end| (Token::Literal(pos, end), end)),
        Some(b'<') => hex_close(data, pos + 1).map(|close| (Token::Hex(pos + 1, close), close + 1)),
        _ => number_at(data, pos).map(|end| (Token::Numbers(pos, end), end)),
    }
}

/// (body end, token end) of an array of strings and numbers only whose body starts at
/// `pos`, or None when it holds anything else (it is then read item by item).
fn array_end(data: &[u8], pos: usize) -> Option<(usize, usize)> {
    let mut body_end = pos;
    while let Some((_, end)) = item_at(data, skip_space(data, body_end)) {
        body_end = end;
    }
    let close = skip_space(data, body_end);
    (data.get(close) == Some(&b']')).then_some((body_end, close + 1))
}

/// The items of an array body `data[start..end]` (as `Token::Array` gives it), at most `most`.
pub fn array_items(data: &[u8], start: usize, end: usize, most: usize) -> Vec<Token> {
    let body = &data[..end];
    let mut items = Vec::new();
    let mut pos = skip_space(body, start);
    while items.len() < most {
        let Some((item, after)) = item_at(body, pos) else { break };
        items.push(item);
        pos = skip_space(body, after);
    }
    items
}

/// A number's value, bounded at ±`MAX_REAL`; a sign or point with no digits is 0.
pub fn number(token: &[u8]) -> f64 {
    if let Some(value) = short_number(token) {
        return value;
    }
    // the token is ASCII digits, a sign and a point only
    let text = std::str::from_utf8(token).unwrap_or("");
    text.parse::<f64>().map_or(0.0, |value| value.clamp(-MAX_REAL, MAX_REAL))
}

/// Powers of ten a double holds exactly, up to the most `short_number` divides by.
const TENS: [f64; 16] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/// The value of a number of at most 15 digits (a content stream's almost always are),
/// or None for any other token. Its digits make an integer below 2^53 and its point a
/// power of ten up to 1e15, both exact in a double, so one division rounds the value
/// correctly: the same double the full parse gives (Clinger's fast path), found without
/// it.
fn short_number(token: &[u8]) -> Option<f64> {
    let (negative, body) = match token.first() {
        Some(b'-') => (true, &token[1..]),
        Some(b'+') => (false, &token[1..]),
        _ => (false, token),
    };
    if body.is_empty() || body.len() > 16 {
        return None;
    }
    let (mut mantissa, mut digits, mut point) = (0u64, 0usize, None);
    for (i, &byte) in body.iter().enumerate() {
        match byte {
            b'0'..=b'9' => {
                mantissa = mantissa * 10 + u64::from(byte - b'0');
                digits += 1;
            }
            b'.' if point.is_none() => point = Some(i),
            _ => return None,
        }
    }
    if digits == 0 || digits > 15 {
        return None;
    }
    let decimals = point.map_or(0, |at| body.len() - at - 1);
    let value = mantissa as f64 / TENS[decimals];
    Some(if negative { -value } else { value })
}

/// The values of a run of numbers, its last `MAX_OPERANDS` only.
pub fn numbers(data: &[u8], start: usize, end: usize, out: &mut Vec<f64>) {
    let base = out.len();
    out.extend(data[start..end].split(|&b| is_space(b)).filter(|t| !t.is_empty()).map(number));
    if out.len() - base > MAX_OPERANDS {
        out.drain(base..out.len() - MAX_OPERANDS);
    }
}

/// The bytes of the literal string token `data[start..end]` (parentheses included),
/// escapes resolved (§7.3.4.2), at most `longest` bytes of its body read.
pub fn literal(data: &[u8], start: usize, end: usize, longest: usize) -> Vec<u8> {
    let body = &data[start + 1..(end - 1).min((start + 1).saturating_add(longest))];
    if !body.contains(&b'\\') {
        return newlines(body);
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let byte = body[i];
        if byte != b'\\' || i + 1 == body.len() {
            out.push(byte);
            i += 1;
            continue;
        }
        let next = body[i + 1];
        i += 2;
        match next {
            b'0'..=b'7' => {
                let mut value = u32::from(next - b'0');
                for _ in 0..2 {
                    match body.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            value = value * 8 + u32::from(d - b'0');
                            i += 1;
                        }
                        _ => break,
                    }
                }
                out.push((value & 0xff) as u8);
            }
            b'\r' => {
                if body.get(i) == Some(&b'\n') {
                    i += 1;
                }
            }
            b'\n' => {}
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'b' => out.push(0x08),
            b'f' => out.push(0x0c),
            other => out.push(other),
        }
    }
    out
}

/// An end of line in a string without escapes, CR LF or CR, is a line feed (§7.3.4.2).
fn newlines(body: &[u8]) -> Vec<u8> {
    if !body.contains(&b'\r') {
        return body.to_vec();
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        if body[i] == b'\r' {
            out.push(b'\n');
            i += 1 + (body.get(i + 1) == Some(&b'\n')) as usize;
        } else {
            out.push(body[i]);
            i += 1;
        }
    }
    out
}

fn hex_value(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        _ => digit - b'A' + 10,
    }
}

/// The bytes of hex digits (white space skipped); an odd count implies a final 0.
pub fn hex(digits: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(digits.len() / 2 + 1);
    let mut high = None;
    for &d in digits.iter().filter(|&&d| d.is_ascii_hexdigit()) {
        match high.take() {
            None => high = Some(hex_value(d)),
            Some(h) => out.push(h << 4 | hex_value(d)),
        }
    }
    if let Some(h) = high {
        out.push(h << 4);
    }
    out
}

/// A name's bytes, `#xx` escapes resolved (§7.3.5).
pub fn name(token: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(token.len());
    let mut i = 0;
    while i < token.len() {
        if token[i] == b'#' && i + 2 < token.len() && token[i + 1].is_ascii_hexdigit() && token[i + 2].is_ascii_hexdigit() {
            out.push(hex_value(token[i + 1]) << 4 | hex_value(token[i + 2]));
            i += 3;
        } else {
            out.push(token[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(data: &[u8]) -> Vec<Token> {
        let mut out = Vec::new();
        let mut pos = 0;
        while let Some((token, end)) = next_token(data, pos) {
            out.push(token);
            pos = end;
        }
        out
    }

    #[test]
    fn a_short_number_reads_as_the_full_parse_reads_it() {
        // every digit count and point place up to 16 digits, signed and not, and the
        // numbers of real streams: the same double, bit for bit (-0 included)
        let mut tokens: Vec<String> = ["0", "-0", "-0.0", "+.0", "0.1", "0.3", "1.1", "612.0", "-792.00001", "72.5", "0.000001",
                                       "123456789012345", "1234567890123456", "9999999999999.99", ".000000000000001", "00000000000000001"]
            .iter().map(|t| t.to_string()).collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let digits = 1 + (seed % 16) as usize;
            let body: String = (0..digits).map(|k| char::from(b'0' + ((seed >> (k * 3 + 8)) % 10) as u8)).collect();
            let point = (seed >> 56) as usize % (digits + 2);
            let body = if point <= digits { format!("{}.{}", &body[..point], &body[point..]) } else { body };
            tokens.push(match seed % 3 { 0 => format!("-{body}"), 1 => format!("+{body}"), _ => body });
        }
        for token in &tokens {
            let full = token.parse::<f64>().unwrap();
            assert_eq!(number(token.as_bytes()).to_bits(), full.to_bits(), "{token}");
            if let Some(quick) = short_number(token.as_bytes()) {
                assert_eq!(quick.to_bits(), full.to_bits(), "{token}");
            }
        }
        assert_eq!(short_number(b"-792.00001"), Some(-792.00001));
        assert_eq!(short_number(b"1234567890123456"), None);
        assert_eq!(short_number(b"-."), None);
        assert_eq!(short_number(b"1.2.3"), None);
    }

    #[test]
    fn numbers_in_a_row_are_one_token() {
        assert_eq!(tokens(b"1 0 0 1 72 700 cm"), vec![Token::Numbers(0, 14), Token::Keyword(15, 17)]);
        let mut values = Vec::new();
        numbers(b"1 -.5 +2. - . 3", 0, 15, &mut values);
        assert_eq!(values, vec![1.0, -0.5, 2.0, 0.0, 0.0, 3.0]);
    }

    #[test]
    fn a_sign_before_a_word_is_a_number_then_a_keyword() {
        assert_eq!(tokens(b"-abc"), vec![Token::Numbers(0, 1), Token::Keyword(1, 4)]);
        assert_eq!(tokens(b"1.2.3"), vec![Token::Numbers(0, 3), Token::Numbers(3, 5)]);
    }

    #[test]
    fn huge_numbers_read_as_the_bound() {
        let digits = vec![b'9'; 400];
        assert_eq!(number(&digits), MAX_REAL);
        assert_eq!(number(&[b"-".as_slice(), &digits].concat()), -MAX_REAL);
    }

    #[test]
    fn strings_balance_six_levels_deep() {
        let deep = b"(a(b(c(d(e(f(g)))))))";
        assert_eq!(tokens(deep), vec![Token::Literal(0, deep.len())]);
        let deeper = b"(a(b(c(d(e(f(g(h))))))))";
        assert_eq!(tokens(deeper)[0], Token::Nothing);
        assert_eq!(tokens(b"(unclosed"), vec![Token::Nothing, Token::Keyword(1, 9)]);
    }

    #[test]
    fn escapes_and_newlines() {
        let d = b"(a\\101\\n\\\r\nb\\q\\)x\r)";
        assert_eq!(literal(d, 0, d.len(), 1000), b"aA\nbq)x\r");
        assert_eq!(literal(b"(a\r\nb\rc)", 0, 8, 1000), b"a\nb\nc");
        assert_eq!(literal(b"(abcdef)", 0, 8, 3), b"abc");
    }

    #[test]
    fn hex_names_and_arrays() {
        assert_eq!(hex(b"41 4 2 4"), b"AB@");
        assert_eq!(name(b"A#20B#2"), b"A B#2");
        let data = b"[(a) -120 <41>(b)] TJ";
        assert_eq!(tokens(data), vec![Token::Array(1, 17), Token::Keyword(19, 21)]);
        assert_eq!(array_items(data, 1, 17, 10).len(), 4);
        assert_eq!(tokens(b"[/a 1]")[0], Token::Delimiter(b'['));
        assert_eq!(tokens(b"<< >> <>"), vec![Token::Delimiter(b'<'), Token::Delimiter(b'>'), Token::Hex(7, 7)]);
    }

    #[test]
    fn comments_strays_and_trailing_space() {
        assert_eq!(tokens(b"% c\nBT ) ET \n"), vec![Token::Nothing, Token::Keyword(4, 6), Token::Nothing, Token::Keyword(9, 11), Token::Nothing]);
    }
}
