//! `Path`: the path being built on a page (ISO 32000 §8.5.2), in page user space: the
//! box of its points (control points too), for clipping and images, and its segments
//! for a device that asks for them, handed over as the device protocol's tuples when it
//! is painted (content/paths.py reads them back).

use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

type Point = (f64, f64);

enum Segment {
    Move(Point),
    Line(Point),
    /// a c (three points) or a v or y (two)
    Curve(Vec<Point>),
    Rect([Point; 4]),
}

#[pyclass(module = "pdftk_text._core")]
pub(super) struct Path {
    bbox: Option<[f64; 4]>,
    /// None when the device wants no segments
    segments: Option<Vec<Segment>>,
}

impl Path {
    fn extend(&mut self, ctm: &[f64; 6], x: f64, y: f64) -> Point {
        let [a, b, c, d, e, f] = *ctm;
        let (px, py) = (a * x + c * y + e, b * x + d * y + f);
        match &mut self.bbox {
            None => self.bbox = Some([px, py, px, py]),
            Some(bbox) => {
                if px < bbox[0] {
                    bbox[0] = px;
                }
                if px > bbox[2] {
                    bbox[2] = px;
                }
                if py < bbox[1] {
                    bbox[1] = py;
                }
                if py > bbox[3] {
                    bbox[3] = py;
                }
            }
        }
        (px, py)
    }

    fn push(&mut self, segment: impl FnOnce() -> Segment) {
        if let Some(segments) = &mut self.segments {
            segments.push(segment());
        }
    }

    /// `m` (or `l` when `line`): the point, mapped by `ctm`.
    pub(super) fn point(&mut self, ctm: &[f64; 6], x: f64, y: f64, line: bool) {
        let point = self.extend(ctm, x, y);
        self.push(|| if line { Segment::Line(point) } else { Segment::Move(point) });
    }

    /// `c`, `v` or `y`: the points of `coords` (x, y pairs), mapped by `ctm`.
    pub(super) fn curve(&mut self, ctm: &[f64; 6], coords: &[f64]) {
        let points: Vec<Point> = coords.chunks_exact(2).map(|xy| self.extend(ctm, xy[0], xy[1])).collect();
        self.push(|| Segment::Curve(points));
    }

    /// `re`: its four corners, mapped by `ctm`.
    pub(super) fn rect(&mut self, ctm: &[f64; 6], x: f64, y: f64, w: f64, h: f64) {
        let corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map(|(px, py)| self.extend(ctm, px, py));
        self.push(|| Segment::Rect(corners));
    }
}

fn segment_tuple<'py>(py: Python<'py>, segment: &Segment) -> PyResult<Bound<'py, PyTuple>> {
    match segment {
        Segment::Move(point) => ("m", point).into_pyobject(py),
        Segment::Line(point) => ("l", point).into_pyobject(py),
        Segment::Curve(points) => ("c", PyTuple::new(py, points)?).into_pyobject(py),
        Segment::Rect(corners) => ("re", PyTuple::new(py, corners)?).into_pyobject(py),
    }
}

#[pymethods]
impl Path {
    /// `segments`: keep the segments (the device wants paths).
    #[new]
    fn new(segments: bool) -> Self {
        Path { bbox: None, segments: segments.then(Vec::new) }
    }

    /// The box of the path's points as [x0, y0, x1, y1], or None before its first point.
    #[getter]
    fn bbox<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        self.bbox.map(|b| PyList::new(py, b)).transpose()
    }

    /// Are there segments to hand over?
    #[getter]
    fn drawn(&self) -> bool {
        self.segments.as_ref().is_some_and(|s| !s.is_empty())
    }

    /// The segments as the device protocol's list of (op, points), leaving none.
    fn take<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let taken = self.segments.as_mut().map(std::mem::take).unwrap_or_default();
        let items = taken.iter().map(|s| segment_tuple(py, s)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }

    /// Forget the segments (a Type 3 glyph's own shape: nothing over or under text).
    fn forget(&mut self) {
        if let Some(segments) = &mut self.segments {
            segments.clear();
        }
    }

    /// The path ends (painted, or n): the next one starts with no box.
    fn end(&mut self) {
        self.bbox = None;
    }
}
