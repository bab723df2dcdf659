//! The content lexer on arbitrary bytes: every operator and note ends within the input,
//! in order, its operands within the bounds, never a panic or a hang.
#![no_main]

use _core::content::operands::{Builder, Event, Machine, Plain, Value, MAX_ARRAY_ITEMS, MAX_NESTING, MAX_PENDING};
use libfuzzer_sys::fuzz_target;

fn depth(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        Value::Dictionary(pairs) => 1 + pairs.iter().map(|(_, v)| depth(v)).max().unwrap_or(0),
        _ => 0,
    }
}

fn items(value: &Value) -> usize {
    match value {
        Value::Array(items) => items.len().max(items.iter().map(self::items).max().unwrap_or(0)),
        Value::Dictionary(pairs) => pairs.iter().map(|(_, v)| self::items(v)).max().unwrap_or(0),
        _ => 0,
    }
}

fuzz_target!(|data: &[u8]| {
    let longest = data.first().map_or(0, |&b| b as usize);
    let mut machine = Machine::new(0, longest);
    let mut builder = Plain;
    let mut last = 0;
    while let Some(event) = machine.next(data, &mut builder) {
        if let Event::Operator(start, end, operands) = event {
            assert!(start < end && end <= data.len() && machine.at <= start && last <= machine.at);
            last = end;
            assert!(operands.len() <= MAX_PENDING + 1);
            for operand in &operands {
                assert!(depth(operand) <= MAX_NESTING + 1);
                assert!(items(operand) <= MAX_ARRAY_ITEMS.max(data.len()));
                if let Value::Number(v) = operand {
                    assert!(v.is_finite());
                }
            }
        }
    }
    let _ = builder.null();
});
