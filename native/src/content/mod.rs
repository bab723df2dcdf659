//! Content streams (ISO 32000 §7.8.2): the lexer's tokens and values, the operands each
//! operator is handed, bounded against hostile streams, a show operator's glyphs measured,
//! and a composite font's strings split into codes by its code space.

pub mod codespace;
pub mod lexer;
pub mod measure;
pub mod operands;
