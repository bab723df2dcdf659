//! `Path`: the path being built on a page (ISO 32000 §8.5.2), in page user space: the
//! box of its points (control points too), for clipping and images, and its segments
//! for a device that asks for them, handed over when it is painted as `PathSegments`,
//! which reads them back as subpaths and rectangles (content/paths.py says how).

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
    /// Some when the device wants no stroked path handed over, only counted: how many
    /// were painted, not hidden (S and s of a device that reads only fills)
    strokes: Option<u64>,
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

/// A painted path's segments, as the device protocol hands them over: in page user space,
/// read back as subpaths in the frame a device asks for.
#[pyclass(module = "pdftk_text._core", frozen)]
pub(super) struct PathSegments {
    segments: Vec<Segment>,
}

/// One subpath: "re" or "lines", its points in order (a rectangle's ring closed), and
/// whether it stands for a rectangle at once (`re`).
struct Subpath {
    rect: bool,
    points: Vec<Point>,
}

impl PathSegments {
    /// The subpaths, their points mapped by `matrix` (content/paths.py says how they are cut).
    fn subpaths_of(&self, matrix: [f64; 6]) -> Vec<Subpath> {
        let [a, b, c, d, e, f] = matrix;
        let frame = |(x, y): Point| (a * x + c * y + e, b * x + d * y + f);
        let (mut out, mut points): (Vec<Subpath>, Vec<Point>) = (Vec::new(), Vec::new());
        let close = |out: &mut Vec<Subpath>, points: &mut Vec<Point>| {
            if points.len() > 1 {
                out.push(Subpath { rect: false, points: std::mem::take(points) });
            }
        };
        for segment in &self.segments {
            match segment {
                Segment::Move(point) => {
                    close(&mut out, &mut points);
                    points = vec![frame(*point)];
                }
                Segment::Line(point) => points.push(frame(*point)),
                Segment::Curve(curve) => {
                    close(&mut out, &mut points);
                    points = curve.last().map(|&p| vec![frame(p)]).unwrap_or_default();
                }
                Segment::Rect(corners) => {
                    close(&mut out, &mut points);
                    let mut ring: Vec<Point> = corners.iter().map(|&p| frame(p)).collect();
                    ring.push(ring[0]);
                    out.push(Subpath { rect: true, points: ring });
                    points.clear();
                }
            }
        }
        close(&mut out, &mut points);
        out
    }
}

/// The box of a closed four-sided ring whose sides each run along an axis within `axis`
/// pt, else None; a ring of "lines" is closed by its first point unless it ends there.
fn axis_box(subpath: &Subpath, axis: f64) -> Option<(f64, f64, f64, f64)> {
    let points = &subpath.points;
    let closed = subpath.rect || points[0] == points[points.len() - 1];
    if points.len() + usize::from(!closed) != 5 {
        return None;
    }
    let ring: Vec<Point> = points.iter().copied().chain((!closed).then_some(points[0])).collect();
    if ring.windows(2).any(|w| (w[0].0 - w[1].0).abs() > axis && (w[0].1 - w[1].1).abs() > axis) {
        return None;
    }
    // as Python's min and max: the first value no later one is below (above)
    let low = |values: &mut dyn Iterator<Item = f64>| values.reduce(|m, v| if v < m { v } else { m });
    let high = |values: &mut dyn Iterator<Item = f64>| values.reduce(|m, v| if v > m { v } else { m });
    Some((
        low(&mut ring.iter().map(|p| p.0))?,
        low(&mut ring.iter().map(|p| p.1))?,
        high(&mut ring.iter().map(|p| p.0))?,
        high(&mut ring.iter().map(|p| p.1))?,
    ))
}

#[pymethods]
impl PathSegments {
    fn __len__(&self) -> usize {
        self.segments.len()
    }

    /// The segments as the device protocol's list of (op, points): m, l, c, re.
    fn items<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let items = self.segments.iter().map(|s| segment_tuple(py, s)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }

    /// Whether a segment is a curve (c, v, y).
    #[getter]
    fn curved(&self) -> bool {
        self.segments.iter().any(|s| matches!(s, Segment::Curve(_)))
    }

    /// [(kind, pairs of points, rectangle corners or None)] of each subpath, its points
    /// mapped by `matrix`: "re" for a rectangle, else "lines" (a curve cuts them); the
    /// corners (x0, y0, x1, y1) of one that is a rectangle along the axes within `axis` pt.
    fn subpaths<'py>(&self, py: Python<'py>, matrix: [f64; 6], axis: f64) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for subpath in self.subpaths_of(matrix) {
            let points = subpath.points.iter().map(|p| p.into_pyobject(py)).collect::<PyResult<Vec<_>>>()?;
            let pairs = PyList::new(py, points.windows(2).map(|w| PyTuple::new(py, [&w[0], &w[1]])).collect::<PyResult<Vec<_>>>()?)?;
            let kind = if subpath.rect { "re" } else { "lines" };
            out.append((kind, pairs, axis_box(&subpath, axis)))?;
        }
        Ok(out)
    }

    /// The rectangle corners of each subpath (as `subpaths` gives them), None for one that
    /// is not a rectangle along the axes: all a device that only asks what is boxed needs.
    fn boxes(&self, matrix: [f64; 6], axis: f64) -> Vec<Option<(f64, f64, f64, f64)>> {
        self.subpaths_of(matrix).iter().map(|s| axis_box(s, axis)).collect()
    }
}

#[pymethods]
impl Path {
    /// `segments`: keep the segments (the device wants paths); `strokes`: hand over
    /// stroked paths too (else they are only counted, `strokes_counted`).
    #[new]
    #[pyo3(signature = (segments, strokes = true))]
    fn new(segments: bool, strokes: bool) -> Self {
        Path { bbox: None, segments: segments.then(Vec::new), strokes: (!strokes).then_some(0) }
    }

    /// The stroked paths painted and not hidden that were counted, not handed over.
    #[getter]
    fn strokes_counted(&self) -> u64 {
        self.strokes.unwrap_or(0)
    }
}

/// What painting a path (executor.rs, graphics.rs) asks of it.
impl Path {
    /// The box of the path's points as [x0, y0, x1, y1], or None before its first point.
    pub(super) fn bounds(&self) -> Option<[f64; 4]> {
        self.bbox
    }

    /// Are there segments to hand over?
    pub(super) fn drawn(&self) -> bool {
        self.segments.as_ref().is_some_and(|s| !s.is_empty())
    }

    /// The segments, handed over as a `PathSegments`, leaving none.
    pub(super) fn take(&mut self) -> PathSegments {
        PathSegments { segments: self.segments.as_mut().map(std::mem::take).unwrap_or_default() }
    }

    /// Count a stroked path painted (not `hidden`) instead of handing it over, when the
    /// device only counts them: whether it was counted (its segments are forgotten).
    pub(super) fn counted_stroke(&mut self, paint: &str, hidden: bool) -> bool {
        let Some(count) = self.strokes.as_mut().filter(|_| paint == "S" || paint == "s") else {
            return false;
        };
        *count += u64::from(!hidden);
        self.forget();
        true
    }

    /// Forget the segments (a Type 3 glyph's own shape, or a path ended by n: nothing
    /// over or under text).
    pub(super) fn forget(&mut self) {
        if let Some(segments) = &mut self.segments {
            segments.clear();
        }
    }

    /// The path ends (painted, or n): the next one starts with no box.
    pub(super) fn end(&mut self) {
        self.bbox = None;
    }
}
