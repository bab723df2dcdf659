"""Annotation appearances: each shown annotation's normal appearance placed on its page.

ISO 32000 §12.5.5: the form's /BBox, transformed by its /Matrix, is mapped onto the
annotation's /Rect; the content then runs as a form with that placement. Hidden and
NoView annotations (or, for the Print event, those without the Print flag) and popups
are left out. Glyphs painted here are flagged ``from-annotation``.

A FreeText annotation or a text field without an appearance shows its /Contents or
/V as poppler and MuPDF draw it: in the /DA size (Helvetica), a line per line of the
text (``synthesized_appearance``).
"""

import pikepdf

from ..pdf.entries import entry
from ..pdf.geometry import multiply, normalise_box, transform_box

_HIDDEN, _PRINT, _NOVIEW = 2, 4, 32


def appearance_of(annot):
    """The normal appearance stream of an annotation, choosing /AS among states."""
    ap = entry(annot, "/AP")        # (most annotations have none: asked the cheap way)
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
    annots = entry(page_obj, "/Annots")
    if not isinstance(annots, pikepdf.Array):
        return
    for number, annot in enumerate(annots):
        if not isinstance(annot, pikepdf.Dictionary):
            continue
        subtype = annot.get("/Subtype")
        if subtype == pikepdf.Name.Popup:
            continue
        try:
            flags = int(annot["/F"]) if "/F" in annot else 0
        except (TypeError, ValueError):
            flags = 0
        if flags & _HIDDEN or (interp.event == "Print" and not flags & _PRINT) \
                or (interp.event == "View" and flags & _NOVIEW):
            continue
        if "/OC" in annot and interp.visibility.hidden(annot["/OC"]):
            continue
        form = appearance_of(annot)
        if form is None and not _synthesized(subtype):
            continue                      # (most links: no appearance, none drawn for them)
        rect = normalise_box(annot.get("/Rect"))
        if form is None and rect is not None:
            form = synthesized_appearance(interp.pdf, annot, rect)
        if form is None or rect is None:
            continue
        matrix = placement(form, rect)
        if matrix is None:
            continue
        interp.device.annotation(str(subtype)[1:] if isinstance(subtype, pikepdf.Name) else None)
        try:
            interp.run_form(form, ctm=multiply(matrix, interp.gs.ctm), stream_label=f"annot {number}",
                            annotation=True)
        finally:
            interp.device.annotation(False)


_DA_COLOUR = {b"g": 1, b"rg": 3, b"k": 4}


_PASSWORD = 1 << 13


def _inherited(field, key):
    """A form field's entry, from the field or the nearest parent that has it (§12.7.4)."""
    for _ in range(32):
        if not isinstance(field, pikepdf.Dictionary):
            return None
        if key in field:
            return field.get(key)
        field = field.get("/Parent")
    return None


def _synthesized(subtype):
    """Whether an annotation of ``subtype`` may be drawn without an appearance
    (``synthesized_appearance``)."""
    return subtype == pikepdf.Name.FreeText or subtype == pikepdf.Name.Widget


def synthesized_appearance(pdf, annot, rect):
    """For an annotation without /AP that poppler and MuPDF draw anyway, the form they
    draw: a FreeText's /Contents from the top left, a text field's /V (pdf.js's issue12750)
    on a line centred in /Rect, in the /DA size; None for any other."""
    subtype = annot.get("/Subtype")
    if subtype == pikepdf.Name.FreeText:
        return _text_form(pdf, annot, rect, annot.get("/Contents"), centred=False)
    if subtype == pikepdf.Name.Widget and _inherited(annot, "/FT") == pikepdf.Name.Tx:
        try:
            password = int(_inherited(annot, "/Ff") or 0) & _PASSWORD
        except (TypeError, ValueError):
            password = 0
        if not password:
            da = annot.get("/DA") if "/DA" in annot else _inherited(annot, "/DA")
            return _text_form(pdf, annot, rect, _inherited(annot, "/V"), centred=True, da=da)
    return None


def _text_form(pdf, annot, rect, value, centred, da=None):
    """A form showing ``value`` (a text string) in Helvetica, as poppler lays it out: a
    FreeText's first baseline one size below the top, within twice the border width; a
    field's single line at 0.5 * height - 0.4 * size, past the border and 2 points."""
    text = str(value) if isinstance(value, pikepdf.String) else ""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not text.strip():
        return None
    size, colour = _default_appearance(da if da is not None else annot.get("/DA"))
    border = _border_width(annot)
    width, height = rect[2] - rect[0], rect[3] - rect[1]
    x, y = (border + 2, 0.5 * height - 0.4 * size) if centred else (2 * border, height - 2 * border - size)
    body = [b"BT /Helv %.3f Tf %s %.3f %.3f Td %.3f TL" % (size, colour, x, y, size * 1.15)]
    for line in lines:
        encoded = line.encode("cp1252", "replace")
        shown = b"(" + encoded.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b") Tj T*"
        if encoded.decode("cp1252", "replace") != line:        # what WinAnsi cannot show is said as ActualText
            shown = b"/Span <</ActualText <FEFF" + line.encode("utf-16-be").hex().encode() + b">>> BDC " + shown + b" EMC"
        body.append(shown)
    body.append(b"ET")
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica,
                              Encoding=pikepdf.Name.WinAnsiEncoding)
    return pikepdf.Stream(pdf, b"\n".join(body), BBox=[0, 0, width, height],
                          Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(Helv=font)))


def _default_appearance(da):
    """(font size, colour operator) of a /DA string: its Tf size (12 when absent or 0)
    and its last g, rg or k."""
    size, colour = 12.0, b"0 g"
    words = bytes(da).split() if isinstance(da, pikepdf.String) else []
    for at, word in enumerate(words):
        count = _DA_COLOUR.get(word)
        try:
            if word == b"Tf" and at >= 1 and float(words[at - 1]) > 0:
                size = float(words[at - 1])
            elif count is not None and at >= count:
                colour = b" ".join(b"%.3f" % float(v) for v in words[at - count:at]) + b" " + word
        except ValueError:
            continue
    return size, colour


def _border_width(annot):
    style = annot.get("/BS")
    try:
        if isinstance(style, pikepdf.Dictionary) and "/W" in style:
            return max(0.0, float(style.W))
        border = annot.get("/Border")
        if isinstance(border, pikepdf.Array) and len(border) >= 3:
            return max(0.0, float(border[2]))
    except (TypeError, ValueError):
        pass
    return 1.0
