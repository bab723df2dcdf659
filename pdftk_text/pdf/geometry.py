"""Page geometry: boxes, /Rotate, /UserUnit and the matrix to the record frame.

The record frame is the page as displayed: crop box after /Rotate, origin top left,
y down, in points times /UserUnit -- the frame of PyMuPDF and of pdftotext -cropbox
-bbox-layout (without -cropbox, pdftotext measures from the media box).
Inverted boxes are normalised; a crop box is clipped to the media box as viewers do.
"""

import pikepdf

from .entries import entry

LETTER = (0.0, 0.0, 612.0, 792.0)   # ISO 32000 gives no default; US Letter is what viewers assume


def inherited(page_obj, key):
    """An inheritable page attribute, looked up through /Parent (a loop in the tree is cut)."""
    return inherited_attributes(page_obj, (key,))[0].get(key)


# The inheritable page attributes (ISO 32000-1 §7.7.3.4) the geometry and the
# interpreter read.
INHERITABLE = ("/MediaBox", "/CropBox", "/Rotate", "/Resources")


def inherited_attributes(page_obj, keys=INHERITABLE):
    """({key: value} of those of ``keys`` found on the page or up its /Parent chain, the
    nearest node's; the page's own keys, or None when it is no dictionary): one walk up
    the tree for all of them (a loop in it is cut), each node's keys read at once --
    asking a pikepdf dictionary for a key costs a call whether it is there or not, and
    most of these are absent from most nodes."""
    if not isinstance(page_obj, pikepdf.Dictionary):
        return {}, None
    found, wanted = {}, list(keys)
    node, seen, own = page_obj, set(), None
    while isinstance(node, pikepdf.Dictionary):
        present = node.keys()
        if own is None:
            own = present
        for key in [key for key in wanted if key in present]:
            found[key] = node[key]
            wanted.remove(key)
        if not wanted:
            break
        ident = node.objgen
        if ident in seen or ident == (0, 0) and seen:
            break
        seen.add(ident)
        node = node["/Parent"] if "/Parent" in present else None
    return found, own


def normalise_box(value):
    """[x0, y0, x1, y1] with x0 <= x1 and y0 <= y1, or None when it is not a box."""
    if value is None:
        return None
    try:
        # an array of four numbers, read by qpdf at once (each number's nearest double,
        # as float() reads it); anything else is read item by item
        box = pikepdf.Rectangle(value)
        a, b, c, d = box.llx, box.lly, box.urx, box.ury
    except TypeError:
        try:
            a, b, c, d = (float(v) for v in value)
        except (TypeError, ValueError):
            return None
    box = (min(a, c), min(b, d), max(a, c), max(b, d))
    return box if box[2] > box[0] and box[3] > box[1] else None


def intersect(a, b):
    box = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return box if box[2] > box[0] and box[3] > box[1] else None


_OTHER_BOXES = (("bleed", "/BleedBox"), ("trim", "/TrimBox"), ("art", "/ArtBox"))


class PageGeometry:
    """The boxes of a page and the matrices between PDF user space and the record frame."""

    __slots__ = ("media", "crop", "boxes", "rotation", "user_unit", "width", "height",
                 "to_frame", "from_frame")

    def __init__(self, page_obj, attributes=None):
        """``attributes``: ``inherited_attributes(page_obj)`` when the caller has it."""
        found, own = attributes or inherited_attributes(page_obj)
        own_entry = (lambda key: page_obj[key] if key in own else None) if own is not None else \
            (lambda key: entry(page_obj, key))
        self.media = normalise_box(found.get("/MediaBox")) or LETTER
        crop = normalise_box(found.get("/CropBox"))
        self.crop = intersect(crop, self.media) if crop else self.media
        self.crop = self.crop or self.media
        self.boxes = {"media": self.media, "crop": self.crop}
        for name, key in _OTHER_BOXES:
            box = normalise_box(own_entry(key))
            self.boxes[name] = intersect(box, self.media) if box else self.crop
        self.rotation = _rotation(found.get("/Rotate"))
        unit = own_entry("/UserUnit")
        try:
            self.user_unit = float(unit) if unit is not None and float(unit) > 0 else 1.0
        except (TypeError, ValueError):
            self.user_unit = 1.0
        self.to_frame = frame_matrix(self.crop, self.rotation, self.user_unit)
        self.from_frame = invert(self.to_frame)
        u = self.user_unit
        w, h = (self.crop[2] - self.crop[0]) * u, (self.crop[3] - self.crop[1]) * u
        self.width, self.height = (h, w) if self.rotation in (90, 270) else (w, h)


def _rotation(value):
    try:
        degrees = int(value) if value is not None else 0
    except (TypeError, ValueError):
        return 0
    return degrees % 360 if degrees % 90 == 0 else 0


def frame_matrix(crop, rotation, unit):
    """The matrix [a b c d e f] taking user space to the displayed, y-down frame."""
    x0, y0, x1, y1 = crop
    u = unit
    if rotation == 0:
        return (u, 0.0, 0.0, -u, -x0 * u, y1 * u)
    if rotation == 90:
        return (0.0, u, u, 0.0, -y0 * u, -x0 * u)
    if rotation == 180:
        return (-u, 0.0, 0.0, u, x1 * u, -y0 * u)
    return (0.0, -u, -u, 0.0, y1 * u, x1 * u)


def multiply(m, n):
    """m then n: the matrix product m × n of two affine matrices (PDF's row-vector convention)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, v = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            e * p + f * r + t, e * q + f * s + v)


def invert(m):
    a, b, c, d, e, f = m
    det = a * d - b * c
    if det == 0:
        return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    ia, ib, ic, id_ = d / det, -b / det, -c / det, a / det
    return (ia, ib, ic, id_, -(e * ia + f * ic), -(e * ib + f * id_))


def transform_box(m, box):
    """The envelope [x0, y0, x1, y1] of ``box`` mapped through the matrix ``m``."""
    a, b, c, d, e, f = m
    x0, y0, x1, y1 = box
    xs = (a * x0 + c * y0, a * x1 + c * y0, a * x0 + c * y1, a * x1 + c * y1)
    ys = (b * x0 + d * y0, b * x1 + d * y0, b * x0 + d * y1, b * x1 + d * y1)
    return (min(xs) + e, min(ys) + f, max(xs) + e, max(ys) + f)


def apply(m, x, y):
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
