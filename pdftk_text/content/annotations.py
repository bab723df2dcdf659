"""Annotation appearances: each shown annotation's normal appearance placed on its page.

ISO 32000 §12.5.5: the form's /BBox, transformed by its /Matrix, is mapped onto the
annotation's /Rect; the content then runs as a form with that placement. Hidden and
NoView annotations (or, for the Print event, those without the Print flag) and popups
are left out. Glyphs painted here are flagged ``from-annotation``.
"""

import pikepdf

from ..pdf.geometry import multiply, normalise_box, transform_box

_HIDDEN, _PRINT, _NOVIEW = 2, 4, 32


def appearance_of(annot):
    """The normal appearance stream of an annotation, choosing /AS among states."""
    ap = annot.get("/AP")
    if not isinstance(ap, pikepdf.Dictionary):
        return None
    normal = ap.get("/N")
    if isinstance(normal, pikepdf.Stream):
        return normal
    if isinstance(normal, pikepdf.Dictionary):
        state = annot.get("/AS")
        chosen = normal.get(str(state)) if isinstance(state, pikepdf.Name) else None
        return chosen if isinstance(chosen, pikepdf.Stream) else None
    return None


def placement(form, rect):
    """Matrix A of §12.5.5 mapping the transformed form box onto ``rect``."""
    bbox = normalise_box(form.get("/BBox"))
    if bbox is None:
        return None
    m = form.get("/Matrix")
    try:
        matrix = tuple(float(v) for v in m) if m is not None else (1, 0, 0, 1, 0, 0)
        matrix = matrix if len(matrix) == 6 else (1, 0, 0, 1, 0, 0)
    except (TypeError, ValueError):
        matrix = (1, 0, 0, 1, 0, 0)
    x0, y0, x1, y1 = transform_box(matrix, bbox)
    sx = (rect[2] - rect[0]) / (x1 - x0) if x1 > x0 else 1.0
    sy = (rect[3] - rect[1]) / (y1 - y0) if y1 > y0 else 1.0
    return (sx, 0.0, 0.0, sy, rect[0] - x0 * sx, rect[1] - y0 * sy)


def run_appearances(interp, page_obj, resources):
    annots = page_obj.get("/Annots")
    if not isinstance(annots, pikepdf.Array):
        return
    for number, annot in enumerate(annots):
        if not isinstance(annot, pikepdf.Dictionary) or annot.get("/Subtype") == pikepdf.Name.Popup:
            continue
        try:
            flags = int(annot.get("/F", 0))
        except (TypeError, ValueError):
            flags = 0
        if flags & _HIDDEN or (interp.event == "Print" and not flags & _PRINT) \
                or (interp.event == "View" and flags & _NOVIEW):
            continue
        if "/OC" in annot and interp.visibility.hidden(annot["/OC"]):
            continue
        form = appearance_of(annot)
        rect = normalise_box(annot.get("/Rect"))
        if form is None or rect is None:
            continue
        matrix = placement(form, rect)
        if matrix is None:
            continue
        subtype = annot.get("/Subtype")
        interp.device.annotation(str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else None)
        try:
            interp.run_form(form, ctm=multiply(matrix, interp.gs.ctm), stream_label=f"annot {number}",
                            annotation=True)
        finally:
            interp.device.annotation(False)
