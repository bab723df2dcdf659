//! `GlyphPage`: a page's glyphs held natively, run by run, as the glyph stage finds them.
//! The words stage reads them in place; `records()` makes the glyph records (dicts in the
//! schema's key order, each a copy of its run's template with its own fields stored) only
//! for what asks for glyphs: `pdf-glyphs`, `--keep-glyphs`, search quads.

use super::collect::{Asked, Placing};
use super::runs::{Metrics, Shown};
use super::texts::{RunShown, RunTexts};
use super::show::TextRun;
use super::guarded;
use super::words::{tolerances, PyTexts};
use crate::content::measure::MeasuredGlyph;
use crate::glyphs::{flags, upright_into, Cover, Drop, Extra, Surroundings, Under, UprightGlyphs, UprightRun, PAGE_FACTS};
use crate::words::{pmax, pmin, remove_at, without_copies, GlyphIn, Interned, Placed, Texts, Tolerances};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyFloat, PyList, PyString, PyTuple};
use crate::fxhash::FxMap as HashMap;

/// What a run's glyphs share: the template their records copy, its "op", and its style
/// (an index into the page's `styles`).
pub(super) struct Run {
    pub(super) template: Py<PyDict>,
    pub(super) op: i64,
    style: u32,
}

/// A template's font and size, as the words stage reads them and as the records hold
/// them; runs under one template share it.
struct Style {
    font: String,
    size: f64,
    font_object: PyObject,
    size_object: PyObject,
}

pub(super) struct Glyph {
    pub(super) run: u32,
    pub(super) id: i64,
    pub(super) index: u32,
    pub(super) code: u32,
    /// its text, mapping source and flags: indices of objects the page holds (`held`)
    pub(super) text: u32,
    pub(super) map: u32,
    pub(super) flags: u32,
    pub(super) origin: [f64; 2],
    pub(super) advance: f64,
    pub(super) quad: [f64; 8],
    pub(super) bbox: [f64; 4],
}

#[pyclass(module = "pdftk_text._core")]
pub(super) struct GlyphPage {
    runs: Vec<Run>,
    styles: Vec<Style>,
    /// a style's index by its template's address (the runs hold their templates)
    style_of: HashMap<usize, u32>,
    glyphs: Vec<Glyph>,
    covers: Vec<Cover>,
    unders: Vec<Under>,
    inked: Vec<Under>,
    width: f64,
    height: f64,
    keep_outside: bool,
    drop: Drop,
    /// what the runs added so far asked the glyph stage
    pub(super) asked: Asked,
    /// the words stage's first half, done by `copies`: taken by `page_words`, dropped when
    /// a glyph is added
    prepared: Option<Prepared>,
    /// the glyphs' texts, mapping sources and flag tuples, each object once (`hold`): a
    /// glyph holds their indices, so adding and freeing glyphs touches no reference count
    objects: Vec<PyObject>,
    /// an object's index by its address (it is held, so no other object takes that address)
    object_ids: HashMap<usize, u32>,
    /// the upright run being added, its vectors' room kept for the next (`upright_into`)
    upright: UprightGlyphs,
}

/// A page's glyphs placed for the words, less the copies read once (`words::copies`),
/// with the texts and fonts interned on the way and the tolerances they were placed under.
pub(super) struct Prepared {
    pub(super) input: Vec<GlyphIn>,
    pub(super) kept: Vec<Placed>,
    pub(super) dropped: usize,
    pub(super) table: Interned,
    pub(super) fonts: HashMap<String, u32>,
    tolerances: Tolerances,
}

fn tuple4(py: Python<'_>, v: [f64; 4]) -> PyResult<Bound<'_, PyTuple>> {
    PyTuple::new(py, v)
}

/// A run's glyphs as measured, and the texts and mapping sources the glyph stage found
/// (`shown_texts`); with `blank`, their texts are left out (an unreadable font's).
pub(super) struct GlyphValues<'a, 'py> {
    glyphs: &'a [MeasuredGlyph],
    shown: &'a RunShown,
    metrics: Option<PyRef<'py, Metrics>>,
    blank: Option<Bound<'py, PyString>>,
    py: Python<'py>,
}

impl<'a, 'py> GlyphValues<'a, 'py> {
    /// The values of a run's `glyphs` that `texts` (its `RunTexts`) shows; `blank` their
    /// texts left out.
    pub(super) fn of(py: Python<'py>, glyphs: &'a [MeasuredGlyph], texts: &'a RunTexts, blank: bool) -> Self {
        let metrics = match &texts.shown {
            RunShown::Font { metrics, .. } => Some(metrics.bind(py).borrow()),
            RunShown::Span { .. } => None,
        };
        let blank = blank.then(|| intern!(py, "").clone());
        GlyphValues { glyphs, shown: &texts.shown, metrics, blank, py }
    }

    fn len(&self) -> usize {
        self.glyphs.len().min(self.shown.len())
    }

    /// Glyph `i`'s text (a str) and mapping source.
    fn text_and_map(&self, i: usize) -> PyResult<(&Bound<'py, PyString>, &Bound<'py, PyAny>)> {
        let py = self.py;
        let (text, source) = match (self.shown, &self.metrics) {
            (RunShown::Font { places, .. }, Some(metrics)) => {
                let found = metrics.text(places[i]);
                (found.text.bind(py), found.source.bind(py))
            }
            (RunShown::Span { first: Some(first), actualtext, .. }, _) if i == 0 => (first.bind(py), actualtext.bind(py)),
            (RunShown::Span { actualtext, .. }, _) => (intern!(py, "").as_any(), actualtext.bind(py)),
            (RunShown::Font { .. }, None) => unreachable!("a font's run holds its metrics"),
        };
        let text = match &self.blank {
            Some(empty) => empty,
            None => text.downcast::<PyString>()?,
        };
        Ok((text, source))
    }
}

impl Run {
    /// Whether the run's glyphs are in an ActualText span (its template's "actualtext").
    fn in_span(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.template.bind(py).get_item(intern!(py, "actualtext"))?.is_some_and(|a| !a.is_none()))
    }
}

impl GlyphPage {
    /// The index of `object` among the objects the page holds, held once.
    fn hold(&mut self, object: &Bound<'_, PyAny>) -> u32 {
        let address = object.as_ptr() as usize;
        if let Some(&held) = self.object_ids.get(&address) {
            return held;
        }
        let held = self.objects.len() as u32;
        self.objects.push(object.clone().unbind());
        self.object_ids.insert(address, held);
        held
    }

    /// The object the page holds at `index` (a glyph's text, mapping source or flags).
    pub(super) fn held<'py>(&self, py: Python<'py>, index: u32) -> &Bound<'py, PyAny> {
        self.objects[index as usize].bind(py)
    }

    fn push_run<'py>(&mut self, template: &Bound<'py, PyDict>, op: i64) -> PyResult<u32> {
        let style = match self.style_of.get(&(template.as_ptr() as usize)) {
            Some(&style) => style,
            None => self.push_style(template)?,
        };
        self.runs.push(Run { template: template.clone().unbind(), op, style });
        Ok(self.runs.len() as u32 - 1)
    }

    /// The style of a template no run of the page had yet.
    fn push_style<'py>(&mut self, template: &Bound<'py, PyDict>) -> PyResult<u32> {
        let py = template.py();
        let get = |key: &Bound<'py, PyString>| template.get_item(key).ok().flatten();
        let none = || py.None().into_bound(py);
        let (font_object, size_object) = (get(intern!(py, "font")).unwrap_or_else(none), get(intern!(py, "size")).unwrap_or_else(none));
        let font = font_object.str()?.to_string();
        let size = size_object.extract::<f64>().unwrap_or(0.0);
        let (font_object, size_object) = (font_object.unbind(), size_object.unbind());
        self.styles.push(Style { font, size, font_object, size_object });
        let style = self.styles.len() as u32 - 1;
        self.style_of.insert(template.as_ptr() as usize, style);
        Ok(style)
    }

    fn style(&self, run: u32) -> &Style {
        &self.styles[self.runs[run as usize].style as usize]
    }

    fn surroundings<'a>(&'a self, clip: Option<[f64; 4]>, seq: i64, faint: Option<&'a [bool]>) -> Surroundings<'a> {
        Surroundings { clip, covers: &self.covers, unders: &self.unders, inked: &self.inked, faint, seq, width: self.width, height: self.height, keep_outside: self.keep_outside, drop: self.drop }
    }

    /// Flag a run's `count` glyphs (their boxes `flag_box`, the parts of them that must
    /// reach the page `reach_box`, their envelope `envelope`) as the page decides for the
    /// run `placing` places, note the run as ink beneath what follows, and add the glyphs
    /// kept, each placed by `place` (its origin, advance, quad and box): (glyphs added, of
    /// them covered by an image, of them hidden by their own facts).
    #[allow(clippy::too_many_arguments, clippy::type_complexity)]
    fn flag_and_add(
        &mut self,
        placing: &Placing,
        next_id: i64,
        shown: &GlyphValues,
        envelope: [f64; 4],
        count: usize,
        flag_box: impl Fn(usize) -> [f64; 4],
        reach_box: impl Fn(usize) -> [f64; 4],
        place: impl Fn(usize) -> ([f64; 2], f64, [f64; 8], [f64; 4]),
    ) -> PyResult<(usize, usize, usize)> {
        let (py, seq) = (shown.py, placing.seq);
        self.prepared = None;
        let found = flags(envelope, count, flag_box, reach_box, &self.surroundings(placing.clip, seq, placing.faint.as_deref()));
        if placing.inks() && count > 0 {
            self.inked.push(Under { seq, bbox: envelope, colour: -1 });
        }
        let run_id = self.push_run(placing.template.bind(py), placing.op)?;
        let base = placing.base.bind(py);
        // the flag tuples held for the run, by their extra flags (a run has few: a list, on
        // the stack up to four)
        let mut tuples: tinyvec::TinyVec<[(Extra, u32); 4]> = tinyvec::TinyVec::new();
        let (mut id, mut covered, mut hidden) = (next_id, 0, 0);
        // a run's glyphs mostly share their flags and mapping source: the last are asked first
        let mut last: Option<(Extra, u32)> = None;
        let mut last_map: Option<(usize, u32)> = None;
        for (i, extra) in found.into_iter().enumerate() {
            let Some(extra) = extra else { continue };
            let flags = match last {
                Some((known, held)) if known == extra => held,
                _ => {
                    let held = match tuples.iter().find(|(known, _)| *known == extra) {
                        Some(&(_, held)) => held,
                        None => {
                            let held = self.hold(flag_tuple(base, extra)?.as_any());
                            tuples.push((extra, held));
                            held
                        }
                    };
                    last = Some((extra, held));
                    held
                }
            };
            covered += extra.covered as usize;
            hidden += extra.hides(false) as usize;
            let (origin, advance, quad, bbox) = place(i);
            let (text, map) = shown.text_and_map(i)?;
            let map = match last_map {
                Some((address, held)) if address == map.as_ptr() as usize => held,
                _ => {
                    let held = self.hold(map);
                    last_map = Some((map.as_ptr() as usize, held));
                    held
                }
            };
            let text = self.hold(text.as_any());
            self.glyphs.push(Glyph { run: run_id, id, index: i as u32, code: shown.glyphs[i].code, text, map, flags, origin, advance, quad, bbox });
            id += 1;
        }
        Ok(((id - next_id) as usize, covered, hidden))
    }

    /// Add the glyphs of a run whose baseline is horizontal in the frame, placed here
    /// from its matrix there and its font's `metrics` (size, rise, ascent, descent).
    #[allow(clippy::too_many_arguments)]
    fn add_upright(&mut self, placing: &Placing, next_id: i64, shown: &GlyphValues, measured: &Shown,
                   metrics: [f64; 4]) -> PyResult<(usize, usize, usize)> {
        let [a, _, _, d, e, f] = placing.matrix;
        let [size, rise, ascent, descent] = metrics;
        let count = shown.len();
        let run = UprightRun { a, d, e, f, glyphs: &measured.run.glyphs[..count], size, rise, ascent, descent };
        let mut g = std::mem::take(&mut self.upright);
        upright_into(&run, &mut g);
        let mirrored = a < 0.0;
        let added = self.flag_and_add(placing, next_id, shown, g.envelope(mirrored), count, |i| g.flag_box(i, mirrored), |i| g.reach_box(i, mirrored), |i| {
            let (x0, x1) = (g.x0[i], g.x1[i]);
            ([x0, g.baseline], g.advances[i], [x0, g.top, x1, g.top, x0, g.bottom, x1, g.bottom], g.bbox(i))
        });
        self.upright = g;
        added
    }

    /// Add glyphs whose geometry the glyph stage worked out (rotated, skewed, vertical,
    /// Type 3 runs): per glyph its box, quad, origin and advance.
    #[allow(clippy::too_many_arguments, clippy::type_complexity)]
    fn add_placed(&mut self, placing: &Placing, next_id: i64, shown: &GlyphValues,
                  geometry: (Vec<[f64; 4]>, Vec<[f64; 8]>, Vec<[f64; 2]>, Vec<f64>)) -> PyResult<(usize, usize, usize)> {
        let (boxes, quads, origins, advances) = geometry;
        let count = boxes.len().min(quads.len()).min(origins.len()).min(advances.len()).min(shown.len());
        let envelope = boxes[..count].iter().fold([f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY], |e, b| {
            [pmin(e[0], b[0]), pmin(e[1], b[1]), pmax(e[2], b[2]), pmax(e[3], b[3])]
        });
        self.flag_and_add(placing, next_id, shown, envelope, count, |i| boxes[i], |i| boxes[i], |i| (origins[i], advances[i], quads[i], boxes[i]))
    }

    /// What `copies` prepared, if it was under `tolerances`.
    pub(super) fn take_prepared(&mut self, tolerances: &Tolerances) -> Option<Prepared> {
        self.prepared.take().filter(|p| p.tolerances == *tolerances)
    }

    /// The run (its index) glyph `glyph` was shown in.
    pub(super) fn run_of(&self, glyph: usize) -> u32 {
        self.glyphs[glyph].run
    }

    /// Each run's font and size, as its glyphs' records hold them.
    pub(super) fn styles(&self, py: Python<'_>) -> Vec<(PyObject, PyObject)> {
        self.runs.iter().map(|r| {
            let style = &self.styles[r.style as usize];
            (style.font_object.clone_ref(py), style.size_object.clone_ref(py))
        }).collect()
    }

    pub(super) fn font_size<'py>(&self, py: Python<'py>, glyph: usize) -> (Bound<'py, PyAny>, Bound<'py, PyAny>) {
        let style = self.style(self.glyphs[glyph].run);
        (style.font_object.bind(py).clone(), style.size_object.bind(py).clone())
    }

    /// The words stage's view of the glyphs, texts and fonts interned on the way.
    pub(super) fn words_input(&self, py: Python<'_>, texts: &mut PyTexts<'_>, fonts: &mut HashMap<String, u32>) -> PyResult<Vec<GlyphIn>> {
        let style_fonts: Vec<u32> = self.styles.iter().map(|s| PyTexts::font_id(fonts, &s.font)).collect();
        let run_spans: Vec<bool> = self.runs.iter().map(|r| r.in_span(py)).collect::<PyResult<_>>()?;
        // A font hands the same str for each showing of a code, held once: each held
        // text is interned once.
        let mut known: Vec<u32> = vec![u32::MAX; self.objects.len()];
        let mut input = Vec::with_capacity(self.glyphs.len());
        for g in &self.glyphs {
            let text = match known[g.text as usize] {
                u32::MAX => {
                    let id = texts.intern(self.held(py, g.text).downcast::<PyString>()?.to_str()?);
                    known[g.text as usize] = id;
                    id
                }
                id => id,
            };
            input.push(GlyphIn {
                id: g.id,
                text,
                font: style_fonts[self.runs[g.run as usize].style as usize],
                size: self.style(g.run).size,
                quad: g.quad,
                origin: g.origin,
                bbox: g.bbox,
                // no text and outside ActualText: an unreadable font's glyph
                unread: !run_spans[g.run as usize] && texts.props(text).empty,
            });
        }
        Ok(input)
    }
}

#[pymethods]
impl GlyphPage {
    /// A page of `width` by `height` (the frame) on which `covers` ((paint order, box,
    /// is an image) each: opaque images and fills) may hide glyphs drawn before them and
    /// glyphs lie on `unders` ((paint order, box, palette colour or -1) each). Glyphs
    /// wholly outside it are left out unless `keep_outside`; `drop` 1 leaves out hidden
    /// glyphs, 2 those of an OCR page (where a glyph under the image is the scan's text).
    /// `room`: how many glyphs the page's runs show, made room for at once.
    #[new]
    #[pyo3(signature = (covers, unders, width, height, keep_outside, drop=0, room=0))]
    #[allow(clippy::too_many_arguments)]
    fn new(covers: Vec<(i64, [f64; 4], bool)>, unders: Vec<(i64, [f64; 4], i32)>, width: f64, height: f64, keep_outside: bool, drop: u8, room: usize) -> Self {
        let covers = covers.into_iter().map(|(seq, bbox, image)| Cover { seq, bbox, image }).collect();
        let unders = unders.into_iter().map(|(seq, bbox, colour)| Under { seq, bbox, colour }).collect();
        let drop = match drop {
            1 => Drop::Hidden,
            2 => Drop::HiddenOnOcrPage,
            _ => Drop::Nothing,
        };
        GlyphPage { runs: Vec::new(), styles: Vec::new(), style_of: HashMap::default(), glyphs: Vec::with_capacity(room), covers, unders, inked: Vec::new(), width, height, keep_outside, drop, asked: Asked::default(), prepared: None, objects: Vec::new(), object_ids: HashMap::default(), upright: UprightGlyphs::default() }
    }

    fn __len__(&self) -> usize {
        self.glyphs.len()
    }

    /// Add the glyphs of a text run (a `TextRun`), ids from `next_id`, with their texts
    /// and mapping sources: none when its own facts leave it out (the page's `drop`).
    /// Flags: the run's facts (`RunFacts`), then what the page decides (outside the crop
    /// box, clipped, covered by a later image or fill, and, when the run's template says
    /// per palette colour whether its ink is too close to it, low contrast). The template
    /// and the clip's box are `collector`'s (`_template`, `_clip_box`), and so are the
    /// places of the glyphs of a run not upright in the frame (`_placed`): (glyphs added,
    /// of them invisible: render mode 3 or 7, or covered by a later image; of them hidden
    /// by any fact).
    pub(super) fn add_run(&mut self, run: &Bound<'_, TextRun>, next_id: i64, texts: &RunTexts, blank: bool,
               collector: &Bound<'_, PyAny>) -> PyResult<(usize, usize, usize)> {
        let py = run.py();
        let Some(placing) = self.asked.placing(run, collector, self.drop)? else { return Ok((0, 0, 0)) };
        let r = run.get();
        let font = self.asked.fonts.of(r.font.bind(py));
        let [a, b, c, d, e, f] = placing.matrix;
        let general = b != 0.0 || c != 0.0 || placing.type3 || font.vertical(py)?;
        let measured = r.shown.bind(py).borrow();
        let shown = GlyphValues::of(py, &measured.run.glyphs, texts, blank);
        let found = if general {
            let geometry = collector.call_method1(intern!(py, "_placed"), (run, a, b, c, d, e, f))?.extract()?;
            self.add_placed(&placing, next_id, &shown, geometry)?
        } else {
            let (ascent, descent) = font.extent(py)?;
            self.add_upright(&placing, next_id, &shown, &measured, [r.size, r.rise, ascent, descent])?
        };
        Ok(placing.counted(found))
    }

    /// Add the glyphs of each of `runs` (the page's text runs, in order) that `shown` (per
    /// run its glyphs' (texts, sources), or None) does not leave out, ids from 0; the glyphs
    /// of a font in `withheld` outside ActualText without their text: (the next id, of the
    /// glyphs invisible, hidden by their own facts, marked-content runs [first id, last id,
    /// mcid, artifact, stream], fonts by name (the first of a name), glyphs that kept their
    /// text).
    fn add_runs<'py>(&mut self, runs: &Bound<'py, PyList>, shown: &Bound<'py, PyList>, withheld: &Bound<'py, PyDict>,
                     collector: &Bound<'py, PyAny>) -> PyResult<super::fill::Filled<'py>> {
        self.fill(runs, shown, withheld, collector)
    }

    /// Read the page's fake-bold and halo copies as the words stage does (`words::copies`,
    /// under `tolerances`, texts asked of `props_of`): left out, or when `keep` flagged
    /// "duplicate". How many there are.
    fn copies(&mut self, py: Python<'_>, tolerances_of: &Bound<'_, PyAny>, props_of: Bound<'_, PyAny>, keep: bool) -> PyResult<usize> {
        let t = tolerances(tolerances_of)?;
        let mut texts = PyTexts::new(props_of);
        let mut fonts: HashMap<String, u32> = HashMap::default();
        let input = self.words_input(py, &mut texts, &mut fonts)?;
        let (found, kept) = guarded(|| crate::words::copies(&input, &t, &mut texts))?;
        if let Some(error) = texts.take_error() {
            return Err(error);
        }
        let (input, kept, dropped) = if found.is_empty() {
            (input, kept, 0)
        } else if keep {
            let name = PyString::intern(py, "duplicate").into_any();
            for &rec in &found {
                let mut items: Vec<Bound<'_, PyAny>> = self.held(py, self.glyphs[rec].flags).try_iter()?.collect::<PyResult<_>>()?;
                items.push(name.clone());
                let flags = PyTuple::new(py, items)?;
                self.glyphs[rec].flags = self.hold(flags.as_any());
            }
            (input, kept, found.len())
        } else {
            remove_at(&mut self.glyphs, &found);
            let (input, kept) = without_copies(input, &found, kept);
            (input, kept, 0)
        };
        self.prepared = Some(Prepared { input, kept, dropped, table: texts.into_table(), fonts, tolerances: t });
        Ok(found.len())
    }

    /// The glyph records of glyphs `start` to `end` (of those added, in order).
    fn records<'py>(&self, py: Python<'py>, start: usize, end: usize) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for g in self.glyphs.get(start..end.min(self.glyphs.len())).unwrap_or(&[]) {
            out.append(self.record(py, g)?)?;
        }
        Ok(out)
    }

    /// Write the JSON lines of the glyphs, each the bytes `dumps` (orjson's) gives its
    /// record and a newline, by `write` (given bytes) in pieces of about `piece` bytes.
    fn write_lines(&self, dumps: &Bound<'_, PyAny>, write: &Bound<'_, PyAny>, piece: usize) -> PyResult<()> {
        super::glyph_json::write_lines(self, dumps, write, piece)
    }
}

impl GlyphPage {
    pub(super) fn runs(&self) -> &[Run] {
        &self.runs
    }

    pub(super) fn glyphs(&self) -> &[Glyph] {
        &self.glyphs
    }

    /// Glyph `g`'s record: a copy of its run's template with the glyph's own fields.
    pub(super) fn record<'py>(&self, py: Python<'py>, g: &Glyph) -> PyResult<Bound<'py, PyDict>> {
        let run = &self.runs[g.run as usize];
        let d = run.template.bind(py).copy()?;
        d.set_item(intern!(py, "id"), g.id)?;
        d.set_item(intern!(py, "bbox"), tuple4(py, g.bbox)?)?;
        d.set_item(intern!(py, "text"), self.held(py, g.text))?;
        d.set_item(intern!(py, "code"), g.code)?;
        d.set_item(intern!(py, "origin"), (PyFloat::new(py, g.origin[0]), PyFloat::new(py, g.origin[1])))?;
        d.set_item(intern!(py, "advance"), g.advance)?;
        d.set_item(intern!(py, "quad"), PyTuple::new(py, g.quad)?)?;
        d.set_item(intern!(py, "flags"), self.held(py, g.flags))?;
        d.set_item(intern!(py, "map"), self.held(py, g.map))?;
        d.set_item(intern!(py, "op"), run.op)?;
        d.set_item(intern!(py, "index"), g.index)?;
        Ok(d)
    }
}

/// The run's flags, then the glyph's own, in the order the schema lists them.
fn flag_tuple<'py>(base: &Bound<'py, PyTuple>, extra: Extra) -> PyResult<Bound<'py, PyTuple>> {
    if extra == Extra::default() {
        return Ok(base.clone());
    }
    let py = base.py();
    let mut items: Vec<Bound<'py, PyAny>> = base.iter().collect();
    let facts = [extra.outside, extra.clipped, extra.covered, extra.covered_by_fill, extra.faint];
    for (on, name) in facts.into_iter().zip(PAGE_FACTS) {
        if on {
            items.push(PyString::intern(py, name).into_any());
        }
    }
    PyTuple::new(py, items)
}
