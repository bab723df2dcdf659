//! A text run's glyphs added to the page (`GlyphPage.add_run`): the run placed in the
//! frame, the facts every glyph of it has (hidden by optional content, an invisible
//! render mode, an em too small or squeezed, from an annotation, in a Type 3 glyph), its
//! template and clip, and its glyphs placed upright here or, for any other matrix, by the
//! glyph stage (`GlyphCollector._placed`). The template and the clip's box are the
//! collector's (`_template`, `_clip_box`), asked once per run state and clip.

use super::font_facts::KnownFonts;
use super::show::TextRun;
use crate::fxhash::FxMap as HashMap;
use crate::glyphs::{multiply, Drop, RUN_FACTS};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// A glyph whose em is drawn less than this high (pt) is too small to read: 1 pt is 0.35
/// mm on paper and a pixel and a third at 100% on a 96 dpi screen, where no letter forms.
pub(super) const SMALLEST_EM: f64 = 1.0;
/// A glyph whose em is drawn narrower than this (pt), by the text matrix or Tz, is
/// squeezed to a sliver: the same limit across as `SMALLEST_EM` is up and down.
pub(super) const NARROWEST_EM: f64 = 1.0;

/// `x ** y` as Python computes it for floats (the C library's pow, never folded into a
/// product or a square root, which may differ in the last bit).
fn pow(x: f64, y: f64) -> f64 {
    x.powf(std::hint::black_box(y))
}

/// The facts of a run that every glyph of it has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(super) struct RunFacts {
    hidden: bool,
    unseen: bool,
    too_small: bool,
    squeezed: bool,
    annotation: bool,
    in_type3: bool,
}

impl RunFacts {
    /// Do they hide the glyphs from a reader?
    fn hides(&self) -> bool {
        self.hidden || self.unseen || self.too_small || self.squeezed
    }

    /// The facts' names, in the order the schema lists them.
    fn names(&self) -> Vec<&'static str> {
        [self.hidden, self.unseen, self.too_small, self.squeezed, self.annotation, self.in_type3]
            .into_iter().zip(RUN_FACTS).filter_map(|(on, name)| on.then_some(name)).collect()
    }
}

/// The facts of an em drawn `em_height` by `em_width` pt: too small to read, or (when tall
/// enough) squeezed to a sliver: (too small, squeezed).
fn size_facts_of(em_height: f64, em_width: f64) -> (bool, bool) {
    if em_height < SMALLEST_EM {
        return (true, false);
    }
    (false, em_width < NARROWEST_EM)
}

/// The names of the facts of an em drawn `em_height` by `em_width` pt, as a tuple.
#[pyfunction]
pub(super) fn size_facts(py: Python<'_>, em_height: f64, em_width: f64) -> PyResult<Bound<'_, PyTuple>> {
    let (too_small, squeezed) = size_facts_of(em_height, em_width);
    PyTuple::new(py, RunFacts { too_small, squeezed, ..RunFacts::default() }.names())
}

/// A run's state as its template is found by (the collector's key, by identity, the
/// opacities by value): runs under one state share it.
#[derive(PartialEq, Eq, Hash)]
struct StateKey {
    objects: [usize; 7],
    size: u64,
    render: i64,
    alphas: Option<(u64, u64)>,
}

/// A run state's template and, per palette colour, whether its ink vanishes there.
type Template = (Py<PyDict>, Option<Vec<bool>>);

/// What the page's runs have asked the collector, kept for the rest of the page.
#[derive(Default)]
pub(super) struct Asked {
    frame: Option<[f64; 6]>,
    /// by state: its template, and the first run of the state (whose objects stay alive,
    /// so their addresses stay theirs)
    templates: HashMap<StateKey, (Template, Py<TextRun>)>,
    clips: HashMap<usize, (Option<[f64; 4]>, PyObject)>,
    bases: HashMap<RunFacts, Py<PyTuple>>,
    /// what the runs' fonts were asked
    pub(super) fonts: KnownFonts,
}

/// A run placed in the frame: its matrix there and what its glyphs are added under.
pub(super) struct Placing {
    pub(super) matrix: [f64; 6],
    /// the run's operator index and paint order
    pub(super) op: i64,
    pub(super) seq: i64,
    /// in a Type 3 font (its glyph boxes are its procedures')
    pub(super) type3: bool,
    pub(super) template: Py<PyDict>,
    pub(super) faint: Option<Vec<bool>>,
    pub(super) base: Py<PyTuple>,
    pub(super) facts: RunFacts,
    pub(super) clip: Option<[f64; 4]>,
}

fn alphas(run: &TextRun, py: Python<'_>) -> Option<(u64, u64)> {
    run.alphas.bind(py).extract::<(f64, f64)>().ok().map(|(f, s)| (f.to_bits(), s.to_bits()))
}

impl Asked {
    /// The run placed in the frame, or None when its facts leave it out (`drop`: the
    /// hidden, or those hidden on an OCR page, where invisible text is the scan's).
    pub(super) fn placing(&mut self, run: &Bound<'_, TextRun>, collector: &Bound<'_, PyAny>, drop: Drop) -> PyResult<Option<Placing>> {
        let py = run.py();
        let frame = match self.frame {
            Some(frame) => frame,
            None => *self.frame.insert(collector.getattr(intern!(py, "geometry"))?.getattr(intern!(py, "to_frame"))?.extract()?),
        };
        let r = run.get();
        let matrix = multiply(&r.matrix, &frame);
        let [a, b, c, d, ..] = matrix;
        let type3 = self.fonts.of(r.font.bind(py)).type3(py)?;
        let facts = self.facts(r, &type3, collector, a, b, c, d)?;
        let dropped = match drop {
            Drop::Hidden => facts.hides(),
            Drop::HiddenOnOcrPage => facts.hidden || facts.too_small || facts.squeezed,
            Drop::Nothing => false,
        };
        let (template, faint) = self.template(run, collector, pow(c * c + d * d, 0.5))?;
        if dropped {
            return Ok(None);
        }
        let base = match self.bases.get(&facts) {
            Some(base) => base.clone_ref(py),
            None => {
                let made = PyTuple::new(py, facts.names())?.unbind();
                self.bases.insert(facts, made.clone_ref(py));
                made
            }
        };
        let clip = self.clip(r, collector)?;
        Ok(Some(Placing { matrix, op: r.op, seq: r.seq, type3: !type3.is_none(), template, faint, base, facts, clip }))
    }

    /// The facts every glyph of the run has; (a, b, c, d) the matrix of its text space in
    /// the frame, which sizes its em (for a Type 3 font, its font's `type3` not None, 1000
    /// glyph units through its font matrix).
    #[allow(clippy::too_many_arguments)]
    fn facts(&self, r: &TextRun, type3: &Bound<'_, PyAny>, collector: &Bound<'_, PyAny>, a: f64, b: f64, c: f64, d: f64) -> PyResult<RunFacts> {
        let py = collector.py();
        let (mut high, mut wide) = ((c * c + d * d) * r.size * r.size, (a * a + b * b) * pow(r.size * r.hscale, 2.0));
        if !type3.is_none() {
            let m: Vec<f64> = type3.getattr(intern!(py, "matrix"))?.extract()?;
            high = high * 1e6 * (m[2] * m[2] + m[3] * m[3]);
            wide = wide * 1e6 * (m[0] * m[0] + m[1] * m[1]);
        }
        let sized = high < SMALLEST_EM * SMALLEST_EM || wide < NARROWEST_EM * NARROWEST_EM;
        // Tr 7 paints nothing itself, but paint drawn later inside its clip shows its glyphs.
        let unseen = r.render == 3
            || (r.render == 7 && !collector.getattr(intern!(py, "shown_through"))?.contains(r.seq)?);
        let (too_small, squeezed) = if sized { size_facts_of(pow(high, 0.5), pow(wide, 0.5)) } else { (false, false) };
        Ok(RunFacts { hidden: r.hidden, unseen, too_small, squeezed, annotation: r.annotation, in_type3: r.in_type3 })
    }

    fn template(&mut self, run: &Bound<'_, TextRun>, collector: &Bound<'_, PyAny>, scale: f64) -> PyResult<Template> {
        let py = run.py();
        let r = run.get();
        let address = |object: &PyObject| object.as_ptr() as usize;
        let key = StateKey {
            objects: [address(&r.font), address(&r.fill), address(&r.fill_space), address(&r.stroke),
                      address(&r.stroke_space), address(&r.marked), address(&r.stream)],
            size: (r.size * scale).to_bits(),
            render: r.render,
            alphas: alphas(r, py),
        };
        if let Some(((template, faint), _)) = self.templates.get(&key) {
            return Ok((template.clone_ref(py), faint.clone()));
        }
        let (template, faint): (Bound<'_, PyDict>, Option<Vec<bool>>) =
            collector.call_method1(intern!(py, "_template"), (run, scale))?.extract()?;
        self.templates.insert(key, ((template.clone().unbind(), faint.clone()), run.clone().unbind()));
        Ok((template.unbind(), faint))
    }

    fn clip(&mut self, r: &TextRun, collector: &Bound<'_, PyAny>) -> PyResult<Option<[f64; 4]>> {
        let py = collector.py();
        let clip = r.clip.bind(py);
        if !clip.is_truthy()? {
            return Ok(None);
        }
        let address = clip.as_ptr() as usize;
        if let Some((found, _)) = self.clips.get(&address) {
            return Ok(*found);
        }
        let found: Option<[f64; 4]> = collector.call_method1(intern!(py, "_clip_box"), (clip,))?.extract()?;
        self.clips.insert(address, (found, clip.clone().unbind()));
        Ok(found)
    }
}

impl Placing {
    /// (glyphs added, of them invisible: render mode 3 or 7, or covered by a later image;
    /// of them hidden by any fact), from what the page found of them.
    pub(super) fn counted(&self, (added, covered, hidden): (usize, usize, usize)) -> (usize, usize, usize) {
        (added, if self.facts.unseen { added } else { covered }, if self.facts.hides() { added } else { hidden })
    }

    /// Whether the run's glyphs are painted (and lie under what comes after).
    pub(super) fn inks(&self) -> bool {
        !self.facts.unseen
    }
}
