//! What the core asks of a font (the font layer's Python object), each fact read once:
//! a page shows thousands of runs in a handful of fonts, and an attribute read through
//! Python costs more than the run's own arithmetic. The glyph page keeps them for the
//! page (`Asked`), the native loop for the stream (`Loop`). Each font is held while its
//! facts are kept, so an address stays its font's; at most KEPT_FONTS are kept (text
//! shown with no font set gets a fresh missing font each time).

use crate::fxhash::FxMap as HashMap;
use pyo3::intern;
use pyo3::prelude::*;

/// How many fonts' facts are kept: a page draws in a handful, and each kept font is held.
const KEPT_FONTS: usize = 64;

/// One font's facts, each read the first time it is asked.
pub(super) struct FontFacts {
    font: PyObject,
    type3: Option<PyObject>,
    vertical: Option<bool>,
    extent: Option<(f64, f64)>,
    metrics: Option<PyObject>,
    /// its name was looked up among the fonts drawn on the page (`GlyphPage::fill`)
    pub(super) listed: bool,
}

impl FontFacts {
    /// Its Type 3 glyph procedures (`type3`), None for any other font.
    pub(super) fn type3<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        if self.type3.is_none() {
            self.type3 = Some(self.font.bind(py).getattr(intern!(py, "type3"))?.unbind());
        }
        Ok(self.type3.as_ref().map_or_else(|| py.None().into_bound(py), |t| t.bind(py).clone()))
    }

    /// Whether its advances run down (`vertical`, as Python reads its truth).
    pub(super) fn vertical(&mut self, py: Python<'_>) -> PyResult<bool> {
        if self.vertical.is_none() {
            self.vertical = Some(self.font.bind(py).getattr(intern!(py, "vertical"))?.is_truthy()?);
        }
        Ok(self.vertical.unwrap_or(false))
    }

    /// Its (ascent, descent), text space per unit size.
    pub(super) fn extent(&mut self, py: Python<'_>) -> PyResult<(f64, f64)> {
        if self.extent.is_none() {
            let font = self.font.bind(py);
            self.extent = Some((font.getattr(intern!(py, "ascent"))?.extract()?, font.getattr(intern!(py, "descent"))?.extract()?));
        }
        Ok(self.extent.unwrap_or((0.0, 0.0)))
    }

    /// Its advances and texts as the core measures runs with (`metrics`, a `Metrics`).
    pub(super) fn metrics<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        if self.metrics.is_none() {
            self.metrics = Some(self.font.bind(py).getattr(intern!(py, "metrics"))?.unbind());
        }
        Ok(self.metrics.as_ref().map_or_else(|| py.None().into_bound(py), |m| m.bind(py).clone()))
    }
}

/// The facts of the fonts asked so far, by the font object's address.
#[derive(Default)]
pub(super) struct KnownFonts {
    by_address: HashMap<usize, FontFacts>,
}

impl KnownFonts {
    /// `font`'s facts (held from now on; the others forgotten when KEPT_FONTS are kept).
    pub(super) fn of(&mut self, font: &Bound<'_, PyAny>) -> &mut FontFacts {
        let address = font.as_ptr() as usize;
        if self.by_address.len() >= KEPT_FONTS && !self.by_address.contains_key(&address) {
            self.by_address.clear();
        }
        self.by_address.entry(address).or_insert_with(|| FontFacts {
            font: font.clone().unbind(),
            type3: None,
            vertical: None,
            extent: None,
            metrics: None,
            listed: false,
        })
    }
}
