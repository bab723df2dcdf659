"""Type 3 fonts' glyph procedures as extraction reads them (ISO 32000-2 §9.6.4).

``Type3Glyphs`` holds a Type 3 font's /FontMatrix, /FontBBox, /CharProcs and
/Resources, and answers per code, each worked out once: the procedure's stream, the
glyph box (``d1``'s, else /FontBBox) carried through /FontMatrix into text space per
unit of size as four corners, and whether the procedure draws text of its own (sets a
font or paints an XObject), which is then worth running glyph by glyph. Running a
procedure is the interpreter's job (``content/type3.py``). This module must never
execute content, and never raise on a malformed procedure: a glyph it cannot read has
the font's box.
"""

import re

import pikepdf

from ..pdf import streams

DEFAULT_MATRIX = (0.001, 0.0, 0.0, 0.001, 0.0, 0.0)
# d0 takes two operands, d1 six (§9.6.4, Table 111); the operator opens the procedure.
# A number's digits are read one way only (\d+ then a fraction): written \d+\.?\d*, the
# split of each digit run between the two was tried in turn, and six 20-digit numbers
# without their operator took 18 s to turn away.
_SETCHAR = re.compile(rb"\A\s*((?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s+){2,6})d([01])(?=[\s/\[(<%]|\Z)")
# A procedure that sets a font or paints an XObject may show text; delimited both sides
# so that bytes of an inline bitmap rarely match (a false match only costs a run).
_DRAWS_TEXT = re.compile(rb"[\s\])>](?:Tf|Do)(?=[\s\[(<%/]|\Z)")


def _matrix(value):
    try:
        matrix = tuple(float(v) for v in value)
    except (TypeError, ValueError):
        return DEFAULT_MATRIX
    if len(matrix) != 6 or matrix[0] * matrix[3] - matrix[1] * matrix[2] == 0:
        return DEFAULT_MATRIX
    return matrix


def _box(value):
    try:
        box = tuple(float(v) for v in value)
    except (TypeError, ValueError):
        return None
    if len(box) != 4:
        return None
    x0, y0, x1, y1 = box
    box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
    return box if box[2] > box[0] and box[3] > box[1] else None


class Type3Glyphs:
    """A Type 3 font's procedures, boxes and matrix; ``name_of(code)`` gives glyph names."""

    def __init__(self, font_obj, name_of):
        self.matrix = _matrix(font_obj.get("/FontMatrix"))
        self.font_box = _box(font_obj.get("/FontBBox"))
        procs = font_obj.get("/CharProcs")
        self._procs = procs if isinstance(procs, pikepdf.Dictionary) else pikepdf.Dictionary()
        resources = font_obj.get("/Resources")
        self.resources = resources if isinstance(resources, pikepdf.Dictionary) else None
        self.ident = font_obj.objgen if font_obj.objgen != (0, 0) else id(font_obj)
        self._name_of = name_of
        self._corners = [None] * 256
        self._data = [None] * 256
        self._draws = [None] * 256

    def procedure(self, code):
        """(stream, bytes) of ``code``'s glyph procedure, or None."""
        if self._data[code] is None:
            self._data[code] = self._read(code)
        return self._data[code] or None

    def _read(self, code):
        name = self._name_of(code)
        stream = self._procs.get("/" + name) if name else None
        if not isinstance(stream, pikepdf.Stream):
            return ()
        try:
            return stream, streams.read_bytes(stream)
        except Exception:
            return ()

    def draws_text(self, code):
        found = self._draws[code]
        if found is None:
            proc = self.procedure(code)
            found = self._draws[code] = bool(proc and _DRAWS_TEXT.search(b" " + proc[1]))
        return found

    def width(self, code):
        """The procedure's own advance (d0/d1 wx) in text space per unit size, or None."""
        proc = self.procedure(code)
        setchar = _setchar(proc[1]) if proc else None
        return setchar[0] * self.matrix[0] if setchar else None

    def corners(self, code):
        """The glyph box's corners in text space per unit size, in quad order (upper-left,
        upper-right, lower-left, lower-right of the box in glyph space)."""
        found = self._corners[code]
        if found is None:
            found = self._corners[code] = self._work_out(code)
        return found

    def _work_out(self, code):
        proc = self.procedure(code)
        setchar = _setchar(proc[1]) if proc else None
        box = setchar[1] if setchar and setchar[1] else self.font_box
        if box is None:
            return None
        x0, y0, x1, y1 = box
        a, b, c, d, e, f = self.matrix
        return tuple((a * x + c * y + e, b * x + d * y + f) for x, y in ((x0, y1), (x1, y1), (x0, y0), (x1, y0)))


def _setchar(data):
    """(wx, box or None) from a procedure's opening d0 or d1, or None."""
    m = _SETCHAR.match(data[:256])
    if m is None:
        return None
    try:
        values = [float(v) for v in m.group(1).split()]
    except ValueError:
        return None
    if m.group(2) == b"0":
        return (values[-2], None) if len(values) >= 2 else None
    if len(values) < 6:
        return None
    wx, _, llx, lly, urx, ury = values[-6:]
    return wx, _box((llx, lly, urx, ury))
