//! The binding layer: the only module that knows Python. `executor` runs the
//! interpreter's loop over a content stream (`content`'s values are what its handlers
//! take; `path` holds the path being built); `glyphs` holds a page's glyphs
//! natively (`GlyphPage`), made into records only when something asks for them; `words`
//! reads a page's glyphs -- such a page, or glyph records parsed from JSON-lines -- into
//! plain data, runs the core and hands back word and line records in the schema's key
//! order. A panic is a bug: caught at this boundary, it becomes a RuntimeError (the
//! command's internal error), never a crash or a message on stderr.

mod codespace;
mod collect;
mod content;
mod executor;
mod fill;
mod flows;
mod font_facts;
mod dumped;
mod glyph_json;
mod glyphs;
mod graphics;
mod joining;
mod kept;
mod order;
mod path;
mod phrases;
mod record_json;
mod runs;
mod page_segments;
mod page_words;
mod segments;
mod show;
mod state;
mod texts;
mod word_json;
mod word_records;
mod words;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// Run `work`, a panic in it turned into a RuntimeError naming the native core.
pub(crate) fn guarded<T>(work: impl FnOnce() -> T) -> PyResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)).map_err(|panic| {
        let text = match (panic.downcast_ref::<&str>(), panic.downcast_ref::<String>()) {
            (Some(text), _) => (*text).to_owned(),
            (_, Some(text)) => text.clone(),
            _ => "panic".to_owned(),
        };
        PyRuntimeError::new_err(format!("native core: {text}"))
    })
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // panics are reported as errors, never printed: the command's one line says it
    std::panic::set_hook(Box::new(|_| {}));
    m.add_function(wrap_pyfunction!(words::page_words, m)?)?;
    m.add_function(wrap_pyfunction!(joining::apart, m)?)?;
    m.add_function(wrap_pyfunction!(joining::apart_pairs, m)?)?;
    m.add_function(wrap_pyfunction!(joining::joined_text, m)?)?;
    m.add_class::<glyphs::GlyphPage>()?;
    m.add_class::<content::ContentOps>()?;
    m.add_function(wrap_pyfunction!(executor::run_content, m)?)?;
    m.add_class::<path::Path>()?;
    m.add_class::<path::PathSegments>()?;
    m.add_class::<show::TextRun>()?;
    m.add_class::<state::GraphicsState>()?;
    m.add_function(wrap_pyfunction!(texts::shown_texts, m)?)?;
    m.add_function(wrap_pyfunction!(collect::size_facts, m)?)?;
    m.add("SMALLEST_EM", collect::SMALLEST_EM)?;
    m.add("NARROWEST_EM", collect::NARROWEST_EM)?;
    m.add("RUN_FACTS", pyo3::types::PyTuple::new(m.py(), crate::glyphs::RUN_FACTS)?)?;
    m.add("PAGE_FACTS", pyo3::types::PyTuple::new(m.py(), crate::glyphs::PAGE_FACTS)?)?;
    m.add_function(wrap_pyfunction!(order::precedence_order, m)?)?;
    m.add_function(wrap_pyfunction!(order::reading_order, m)?)?;
    m.add_function(wrap_pyfunction!(flows::flow_starts, m)?)?;
    m.add("MAX_WORK", crate::xycut::MAX_WORK)?;
    m.add_class::<segments::LineLayout>()?;
    m.add_function(wrap_pyfunction!(segments::segment_links, m)?)?;
    m.add_class::<page_segments::Segments>()?;
    m.add_class::<page_words::Words>()?;
    m.add("MAX_SCAN", crate::links::MAX_SCAN)?;
    m.add_function(wrap_pyfunction!(phrases::phrase_lines, m)?)?;
    m.add_function(wrap_pyfunction!(record_json::json_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(phrases::gutter_columns, m)?)?;
    m.add("WordFieldError", m.py().get_type::<segments::WordFieldError>())?;
    m.add_class::<codespace::CodeSpace>()?;
    m.add_class::<runs::Metrics>()?;
    m.add_class::<runs::Shown>()?;
    content::add_bounds(m)?;
    m.add("GlyphFieldError", m.py().get_type::<words::GlyphFieldError>())?;
    Ok(())
}
