//! What the glyph stage asks of a page's fonts (the font layer's Python objects), each
//! fact read once a font and a page: a page shows thousands of runs in a handful of
//! fonts, and an attribute read through Python costs more than the run's own arithmetic.
//! The font objects are held while the page is filled, so an address stays its font's.

use crate::fxhash::FxMap as HashMap;
use pyo3::intern;
use pyo3::prelude::*;

/// One font's facts, each read the first time it is asked.
pub(super) struct FontFacts {
    font: PyObject,
    type3: Option<PyObject>,
    vertical: Option<bool>,
    extent: Option<(f64, f64)>,
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
}

/// The facts of the fonts a page's runs have shown so far, by the font object's address.
#[derive(Default)]
pub(super) struct PageFonts {
    by_address: HashMap<usize, FontFacts>,
}

impl PageFonts {
    /// `font`'s facts (held from now on).
    pub(super) fn of(&mut self, font: &Bound<'_, PyAny>) -> &mut FontFacts {
        self.by_address.entry(font.as_ptr() as usize).or_insert_with(|| FontFacts {
            font: font.clone().unbind(),
            type3: None,
            vertical: None,
            extent: None,
            listed: false,
        })
    }
}
