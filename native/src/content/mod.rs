//! Content streams (ISO 32000 §7.8.2): the lexer's tokens and values, and the operands
//! each operator is handed, bounded against hostile streams.

pub mod lexer;
pub mod operands;
