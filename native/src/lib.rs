//! The native core of pdftk-text: the loops that run once per glyph, in plain Rust over
//! plain data. `content` reads a content stream's operators and operands; `glyphs`
//! places a run's glyphs and flags what hides them; `words` builds a page's words and
//! lines from its glyphs; `json` writes the numbers of records as orjson does;
//! `segments` cuts a page's lines into the order stage's segments, `links` finds which
//! goes on from which, `blocks` chains them into blocks and finds the rows of grids,
//! `order` sorts a page's blocks under the reading precedences and `xycut` reads them by
//! the cuts, with the producer's order as evidence; `flows` cuts the blocks, read in
//! order, into the text export's paragraphs;
//! `phrases` groups a page's words into the rows and phrases unruled tables are found in;
//! `bindings` (built with the `python` feature, as maturin does) is the only module that
//! knows Python, and exposes the core as `pdftk_text._core`. Everything else is testable
//! with `cargo test`.

pub mod blocks;
pub mod content;
pub mod flows;
pub mod fxhash;
pub mod glyphs;
pub mod gutters;
pub mod json;
pub mod links;
pub mod order;
pub mod phrases;
pub mod segments;
pub mod words;
pub mod xycut;

#[cfg(feature = "python")]
mod bindings;
