//! Operands gathered between operators: the lexer's tokens made into values by a
//! `Builder` (plain Rust values for tests and fuzzing, Python objects for the
//! interpreter), arrays and dictionaries opened inside each other, each operator
//! handed its operands. Bounded: past `MAX_PENDING` operands piled up the last
//! `MAX_OPERANDS` are kept (an array keeps its first `MAX_ARRAY_ITEMS`), openings nest
//! at most `MAX_NESTING` deep, and an array of more than `BIG_ARRAY` bytes keeps its
//! first `MAX_ARRAY_ITEMS` items, each string cut to what the caller can show.

use super::lexer::{self, next_token, Token, MAX_OPERANDS};

/// Operands of any kind piled up before an operator, past which the surplus goes.
pub const MAX_PENDING: usize = 1 << 16;
/// Items an array keeps (ISO 32000-1 Annex C cites 8191 as Acrobat's limit).
pub const MAX_ARRAY_ITEMS: usize = 1 << 16;
/// Arrays and dictionaries open inside each other, at most.
pub const MAX_NESTING: usize = 32;
/// Bytes past which an array is read in place, its first items only, strings cut.
pub const BIG_ARRAY: usize = 1 << 16;

/// Operands an operator's vector may have room for to be used again (`give_back`).
const KEPT_ROOM: usize = 64;

/// What became of a bound, for the caller's diagnostic (each its own message).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// operands piled up past `MAX_PENDING`; the surplus was dropped
    Piled = 0,
    /// arrays or dictionaries nested past `MAX_NESTING`; deeper openings read as nothing
    Nested = 1,
    /// an array of more than `MAX_ARRAY_ITEMS` items cut to its first ones
    ArrayCut = 2,
}

/// Makes operand values.
pub trait Builder {
    type Value;
    fn number(&mut self, value: f64) -> Self::Value;
    /// a name's bytes, escapes resolved
    fn name(&mut self, bytes: &[u8]) -> Self::Value;
    fn string(&mut self, bytes: Vec<u8>) -> Self::Value;
    fn boolean(&mut self, value: bool) -> Self::Value;
    fn null(&mut self) -> Self::Value;
    fn array(&mut self, items: Vec<Self::Value>) -> Self::Value;
    /// `<< ... >>`: the pairs whose key is a name; a later key replaces an earlier one
    fn dictionary(&mut self, items: Vec<Self::Value>) -> Self::Value;
}

/// What the machine hands on.
pub enum Event<V> {
    /// an operator (its keyword's span) and its operands
    Operator(usize, usize, Vec<V>),
    Note(Note),
}

/// Operands gathered from `pos` on; `next` gives each operator with its operands.
pub struct Machine<V> {
    pub pos: usize,
    longest: usize,
    stack: Vec<V>,
    nested: Vec<(u8, Vec<V>)>,
    numbers: Vec<f64>,
    held: Option<(Token, usize)>,
    /// where the last operator's token began (white space before its keyword included)
    pub at: usize,
}

impl<V> Machine<V> {
    /// `longest`: bytes a string of a big array keeps (what the page may still show).
    pub fn new(pos: usize, longest: usize) -> Self {
        Machine { pos, longest, stack: Vec::new(), nested: Vec::new(), numbers: Vec::new(), held: None, at: pos }
    }

    /// The next operator or note, or None at the end of `data`.
    pub fn next<B: Builder<Value = V>>(&mut self, data: &[u8], builder: &mut B) -> Option<Event<V>> {
        if let Some((token, at)) = self.held.take() {
            if let Some(event) = self.token(data, token, builder) {
                return Some(self.placed(event, at));
            }
        }
        loop {
            let at = self.pos;
            let (token, end) = next_token(data, at)?;
            self.pos = end;
            if self.stack.len() > MAX_PENDING {
                if self.nested.is_empty() {
                    self.stack.drain(..self.stack.len() - MAX_OPERANDS);
                } else {
                    self.stack.truncate(MAX_ARRAY_ITEMS);
                }
                // said before the token that found the pile is read
                self.held = Some((token, at));
                return Some(Event::Note(Note::Piled));
            }
            if let Some(event) = self.token(data, token, builder) {
                return Some(self.placed(event, at));
            }
        }
    }

    /// An operator's operands handed back once read, emptied: their room holds the next
    /// operator's (a small one's only), so operators do not each make a vector anew.
    pub fn give_back(&mut self, mut operands: Vec<V>) {
        if self.stack.is_empty() && operands.capacity() <= KEPT_ROOM {
            operands.clear();
            self.stack = operands;
        }
    }

    fn placed(&mut self, event: Event<V>, at: usize) -> Event<V> {
        if let Event::Operator(..) = event {
            self.at = at;
        }
        event
    }

    fn token<B: Builder<Value = V>>(&mut self, data: &[u8], token: Token, builder: &mut B) -> Option<Event<V>> {
        match token {
            Token::Numbers(start, end) => {
                self.numbers.clear();
                lexer::numbers(data, start, end, &mut self.numbers);
                let stack = &mut self.stack;
                stack.extend(self.numbers.iter().map(|&v| builder.number(v)));
            }
            Token::Name(start, end) => {
                let value = builder.name(&lexer::name(&data[start..end]));
                self.stack.push(value);
            }
            Token::Literal(start, end) => {
                let value = builder.string(lexer::literal(data, start, end, self.longest));
                self.stack.push(value);
            }
            Token::Hex(start, end) => {
                let value = builder.string(lexer::hex(&data[start..end]));
                self.stack.push(value);
            }
            Token::Array(start, end) => return self.array(data, start, end, builder),
            Token::Delimiter(byte) => return self.delimiter(byte, builder),
            Token::Keyword(start, end) => return self.keyword(data, start, end, builder),
            Token::Nothing => {}
        }
        None
    }

    fn keyword<B: Builder<Value = V>>(&mut self, data: &[u8], start: usize, end: usize, builder: &mut B) -> Option<Event<V>> {
        let value = match &data[start..end] {
            b"true" => builder.boolean(true),
            b"false" => builder.boolean(false),
            b"null" => builder.null(),
            _ => {
                // an operator inside an array: the array was never closed
                while let Some((_, mut outer)) = self.nested.pop() {
                    let inner = std::mem::take(&mut self.stack);
                    outer.push(builder.array(inner));
                    self.stack = outer;
                }
                return Some(Event::Operator(start, end, std::mem::take(&mut self.stack)));
            }
        };
        self.stack.push(value);
        None
    }

    fn array<B: Builder<Value = V>>(&mut self, data: &[u8], start: usize, end: usize, builder: &mut B) -> Option<Event<V>> {
        let big = end - start >= BIG_ARRAY;
        let (most, longest) = if big { (MAX_ARRAY_ITEMS, self.longest) } else { (usize::MAX, usize::MAX) };
        let tokens = lexer::array_items(data, start, end, most);
        let cut = big && tokens.len() >= MAX_ARRAY_ITEMS;
        let items = tokens
            .into_iter()
            .map(|item| match item {
                Token::Literal(s, e) => builder.string(lexer::literal(data, s, e, longest)),
                Token::Hex(s, e) => builder.string(lexer::hex(&data[s..e])),
                Token::Numbers(s, e) => builder.number(lexer::number(&data[s..e])),
                _ => builder.null(),
            })
            .collect();
        let value = builder.array(items);
        self.stack.push(value);
        cut.then_some(Event::Note(Note::ArrayCut))
    }

    fn delimiter<B: Builder<Value = V>>(&mut self, byte: u8, builder: &mut B) -> Option<Event<V>> {
        match byte {
            b'[' | b'<' => {
                if self.nested.len() >= MAX_NESTING {
                    return Some(Event::Note(Note::Nested));
                }
                let outer = std::mem::take(&mut self.stack);
                self.nested.push((byte, outer));
            }
            b']' | b'>' => {
                // the closing bracket says what was made, whatever opened it
                if let Some((_, mut outer)) = self.nested.pop() {
                    let inner = std::mem::take(&mut self.stack);
                    outer.push(if byte == b'>' { builder.dictionary(inner) } else { builder.array(inner) });
                    self.stack = outer;
                }
            }
            _ => {} // { and } belong to PostScript calculator functions only
        }
        None
    }
}

/// Plain operand values, for tests and fuzzing.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Number(f64),
    Name(Vec<u8>),
    String(Vec<u8>),
    Boolean(bool),
    Null,
    Array(Vec<Value>),
    Dictionary(Vec<(Vec<u8>, Value)>),
}

/// Builds `Value`s.
pub struct Plain;

impl Builder for Plain {
    type Value = Value;
    fn number(&mut self, value: f64) -> Value {
        Value::Number(value)
    }
    fn name(&mut self, bytes: &[u8]) -> Value {
        Value::Name(bytes.to_vec())
    }
    fn string(&mut self, bytes: Vec<u8>) -> Value {
        Value::String(bytes)
    }
    fn boolean(&mut self, value: bool) -> Value {
        Value::Boolean(value)
    }
    fn null(&mut self) -> Value {
        Value::Null
    }
    fn array(&mut self, items: Vec<Value>) -> Value {
        Value::Array(items)
    }
    fn dictionary(&mut self, items: Vec<Value>) -> Value {
        let mut pairs: Vec<(Vec<u8>, Value)> = Vec::new();
        let mut items = items.into_iter();
        while let (Some(key), Some(value)) = (items.next(), items.next()) {
            if let Value::Name(key) = key {
                match pairs.iter_mut().find(|(k, _)| *k == key) {
                    Some(pair) => pair.1 = value,
                    None => pairs.push((key, value)),
                }
            }
        }
        Value::Dictionary(pairs)
    }
}

/// An operator's keyword and operands, or a note.
pub type Found = Result<(Vec<u8>, Vec<Value>), Note>;

/// Every operator of `data` with its operands, and the notes, in order (tests, fuzzing).
pub fn operators(data: &[u8], longest: usize) -> Vec<Found> {
    let mut machine = Machine::new(0, longest);
    let mut out = Vec::new();
    while let Some(event) = machine.next(data, &mut Plain) {
        out.push(match event {
            Event::Operator(start, end, operands) => Ok((data[start..end].to_vec(), operands)),
            Event::Note(note) => Err(note),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Value::*;

    fn ops(data: &[u8]) -> Vec<Found> {
        operators(data, 1 << 20)
    }

    #[test]
    fn operators_take_what_came_before() {
        let found = ops(b"BT /F1 12 Tf [(a) -5 (b)] TJ ET");
        assert_eq!(found.len(), 4);
        assert_eq!(found[1], Ok((b"Tf".to_vec(), vec![Name(b"F1".to_vec()), Number(12.0)])));
        let tj = vec![Array(vec![String(b"a".to_vec()), Number(-5.0), String(b"b".to_vec())])];
        assert_eq!(found[2], Ok((b"TJ".to_vec(), tj)));
    }

    #[test]
    fn dictionaries_and_unclosed_arrays() {
        let found = ops(b"/P <</MCID 3 /X [1 /a] 4 5>> BDC [1 [2 EMC");
        let dict = Dictionary(vec![(b"MCID".to_vec(), Number(3.0)), (b"X".to_vec(), Array(vec![Number(1.0), Name(b"a".to_vec())]))]);
        assert_eq!(found[0], Ok((b"BDC".to_vec(), vec![Name(b"P".to_vec()), dict])));
        let unclosed = Array(vec![Number(1.0), Array(vec![Number(2.0)])]);
        assert_eq!(found[1], Ok((b"EMC".to_vec(), vec![unclosed])));
        assert_eq!(ops(b"true false null x")[0], Ok((b"x".to_vec(), vec![Boolean(true), Boolean(false), Null])));
    }

    #[test]
    fn piles_and_nesting_are_bounded() {
        let many = b"/a ".repeat(MAX_PENDING + 10);
        let found = ops(&[many.as_slice(), b"/a x"].concat());
        assert!(found.contains(&Err(Note::Piled)));
        let Some(Ok((_, operands))) = found.last() else { panic!("no operator") };
        assert!(operands.len() < MAX_OPERANDS + 20);
        let deep = ops(&[b"[".repeat(40).as_slice(), b"1 x"].concat());
        assert!(deep.contains(&Err(Note::Nested)));
    }

    #[test]
    fn a_big_array_keeps_its_first_items_cut_to_what_shows() {
        let data = [b"[".as_slice(), &b"(ab)".repeat(MAX_ARRAY_ITEMS + 10), b"] TJ"].concat();
        let found = operators(&data, 1);
        assert_eq!(found[0], Err(Note::ArrayCut));
        let Ok((_, operands)) = &found[1] else { panic!("no TJ") };
        let Array(items) = &operands[0] else { panic!("no array") };
        assert_eq!(items.len(), MAX_ARRAY_ITEMS);
        assert_eq!(items[0], String(b"a".to_vec()));
    }
}
