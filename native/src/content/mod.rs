//! Content streams (ISO 32000 §7.8.2): the lexer's tokens and values, the operands each
//! operator is handed, bounded against hostile streams, and a show operator's glyphs measured.

pub mod lexer;
pub mod measure;
pub mod operands;
