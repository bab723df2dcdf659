//! A page's copies (fake bold, halos: `words::copies`) and, when the words stage follows,
//! its words and lines, worked out on the core's worker thread while the interpreter reads
//! the next page. The glyph stage starts the work at a page's end (`GlyphPage.start_copies`)
//! and takes it when it hands the page on (`finish_copies`), the GIL let go while it waits;
//! the words stage then finds the page's lines made (`Prepared.lines`) when it reads the
//! page under the same tolerances and gap units, else it makes them as before. The work is
//! the same code the words stage runs, on the same input, so the records are the same.
//!
//! The worker asks Python only for the properties of a text none of the page's glyphs had
//! (a letter and its accent composed), taking the GIL for that (`Taking`). One worker serves the
//! process: it is started on first use, and again in a forked child (the parent's thread
//! is not there).

use super::glyphs::{Glyph, Prepared};
use super::guarded;
use super::words::{read_props, Ask, AskingTexts};
use crate::fxhash::FxMap as HashMap;
use crate::words::records::LineOut;
use crate::words::{self, without_copies, GlyphIn, Interned, TextProps, Texts, Tolerances};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};
use std::sync::Mutex;

type Work = Box<dyn FnOnce() + Send>;

/// The worker of the process `pid`.
struct Worker {
    pid: u32,
    jobs: Sender<Work>,
}

static WORKER: Mutex<Option<Worker>> = Mutex::new(None);

/// Hand `work` to the worker, started first when this process has none; back when no
/// thread could take it (the caller then does it itself).
fn hand_over(work: Work) -> Result<(), Work> {
    let mut worker = WORKER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let pid = std::process::id();
    if worker.as_ref().is_none_or(|w| w.pid != pid) {
        let (jobs, queue) = channel::<Work>();
        let started = std::thread::Builder::new().name("pdftk-core".into()).spawn(move || {
            for work in queue {
                work();
            }
        });
        if started.is_err() {
            return Err(work);
        }
        *worker = Some(Worker { pid, jobs });
    }
    match worker.as_ref() {
        Some(w) => w.jobs.send(work).map_err(|refused| refused.0),
        None => Err(work),
    }
}

/// What the worker is given: the page's glyphs (the page has none until they come back),
/// what the words stage reads of their runs and styles, each object the page holds that
/// is a text with its properties (the rest None), the fonts interned, and how to read them.
pub(super) struct Job {
    pub(super) glyphs: Vec<Glyph>,
    pub(super) facts: InputFacts,
    pub(super) texts: Vec<Option<(String, TextProps)>>,
    pub(super) fonts: HashMap<String, u32>,
    pub(super) tolerances: Tolerances,
    pub(super) props_of: Py<PyAny>,
    /// keep the copies (flagged) rather than leave them out
    pub(super) keep: bool,
    /// the gap units by font id, when the words are to be made too
    pub(super) units: Option<HashMap<u32, f64>>,
}

/// What it gives back: the glyphs, the copies found (indices into them), and the page
/// prepared for the words stage, or the error the work met.
pub(super) type Done = (Vec<Glyph>, Vec<usize>, PyResult<Prepared>);

/// What the words stage reads of a page's runs and styles, by index: each run's style,
/// each style's font (interned) and size, whether each run lies in an ActualText span.
pub(super) struct InputFacts {
    pub(super) run_style: Vec<u32>,
    pub(super) style_fonts: Vec<u32>,
    pub(super) style_sizes: Vec<f64>,
    pub(super) run_spans: Vec<bool>,
}

/// The words stage's view of `glyphs` (`GlyphIn`): each glyph's text (an index among
/// `objects` objects its page holds) interned once by `intern`.
pub(super) fn inputs<T: Texts>(glyphs: &[Glyph], facts: &InputFacts, objects: usize, texts: &mut T,
                               mut intern: impl FnMut(&mut T, u32) -> PyResult<u32>) -> PyResult<Vec<GlyphIn>> {
    let mut known: Vec<u32> = vec![u32::MAX; objects];
    let mut input = Vec::with_capacity(glyphs.len());
    for g in glyphs {
        let text = match known[g.text as usize] {
            u32::MAX => {
                let id = intern(texts, g.text)?;
                known[g.text as usize] = id;
                id
            }
            id => id,
        };
        let style = facts.run_style[g.run as usize] as usize;
        input.push(GlyphIn {
            id: g.id,
            text,
            font: facts.style_fonts[style],
            size: facts.style_sizes[style],
            quad: g.quad,
            origin: g.origin,
            bbox: g.bbox,
            // no text and outside ActualText: an unreadable font's glyph
            unread: !facts.run_spans[g.run as usize] && texts.props(text).empty,
        });
    }
    Ok(input)
}

/// The worker's answer to come (in a lock only for the page that holds it to be shared).
pub(super) type Pending = Mutex<Receiver<Done>>;

/// The work of `job` started: on the worker, or done here when no worker can take it.
pub(super) fn start(job: Job) -> Pending {
    let (answer, answered) = sync_channel(1);
    let work: Work = Box::new(move || {
        let _ = answer.send(work_out(job));
    });
    if let Err(work) = hand_over(work) {
        work();
    }
    Mutex::new(answered)
}

/// Wait for what `answered` gives, the GIL let go meanwhile.
pub(super) fn wait(py: Python<'_>, answered: Pending) -> PyResult<Done> {
    let answered = answered.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    py.allow_threads(move || answered.recv())
        .map_err(|_| PyRuntimeError::new_err("native core: the worker ended before the page's copies were read"))
}

fn work_out(job: Job) -> Done {
    let Job { glyphs, facts, texts: held, fonts, tolerances: t, props_of, keep, units } = job;
    let mut texts = AskingTexts { ask: Taking(props_of), table: Interned::default(), error: None };
    let input = inputs(&glyphs, &facts, held.len(), &mut texts, |texts, index| match &held[index as usize] {
        Some((text, props)) => Ok(texts.table.find(text).unwrap_or_else(|| texts.table.insert(text, props.clone()))),
        None => Err(PyTypeError::new_err("a glyph's text is not a str")),
    });
    let input = match input {
        Ok(input) => input,
        Err(error) => return (glyphs, Vec::new(), Err(error)),
    };
    let (found, kept) = match guarded(|| words::copies(&input, &t, &mut texts)) {
        Ok(found) => found,
        Err(error) => return (glyphs, Vec::new(), Err(error)),
    };
    let (input, kept, dropped) = if found.is_empty() {
        (input, kept, 0)
    } else if keep {
        let dropped = found.len();
        (input, kept, dropped)
    } else {
        let (input, kept) = without_copies(input, &found, kept);
        (input, kept, 0)
    };
    let lines = match units {
        Some(units) => {
            let unit = |font| units.get(&font).copied();
            match guarded(|| words::words_of_placed(kept.clone(), &input, &t, &unit, &mut texts)) {
                Ok(lines) => Some((lines, units)),
                Err(error) => return (glyphs, found, Err(error)),
            }
        }
        None => None,
    };
    if let Some(error) = texts.error.take() {
        return (glyphs, found, Err(error));
    }
    (glyphs, found, Ok(Prepared::new(input, kept, dropped, texts.table, fonts, t, lines)))
}

/// `props_of` on the worker: asked with the GIL taken.
struct Taking(Py<PyAny>);

impl Ask for Taking {
    fn ask(&self, text: &str) -> PyResult<TextProps> {
        Python::with_gil(|py| read_props(self.0.bind(py), text))
    }
}

/// The lines `Prepared` may hold: made under these gap units (by font id).
pub(super) type Lines = Option<(Vec<LineOut>, HashMap<u32, f64>)>;
