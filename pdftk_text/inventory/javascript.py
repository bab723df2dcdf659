"""Document JavaScript located as ``pdfinfo -js`` finds it, and printed as it prints it.

The places poppler looks, in its order: the /JavaScript name tree (sorted by key), the
catalog's additional actions, each form field's widget actions, then per page its
open/close actions and the actions of its link, screen and widget annotations. Only
JavaScript actions, and renditions carrying a script, count. This module must never run
a script, and never look anywhere pdfinfo does not (active.py walks the rest).
"""

import pikepdf

from ..pdf import streams

from . import nametrees
from .textstrings import text_utf8

DOCUMENT_ACTIONS = (("/WC", "Before Close Document"), ("/WS", "Before Save Document"),
                    ("/DS", "After Save Document"), ("/WP", "Before Print Document"),
                    ("/DP", "After Print Document"))
FIELD_ACTIONS = (("/K", "Field Modified"), ("/F", "Format Field"), ("/V", "Validate Field"),
                 ("/C", "Calculate Field"))
PAGE_ACTIONS = (("/O", "Page Open"), ("/C", "Page Close"))
_CURSOR = (("/E", "Cursor Enter"), ("/X", "Cursor Leave"), ("/D", "Mouse Pressed"), ("/U", "Mouse Released"))
_FOCUS = (("/Fo", "Focus In"), ("/Bl", "Focus Out"))
_PAGE = (("/PO", "Page Open"), ("/PC", "Page Close"), ("/PV", "Page Visible"), ("/PI", "Page Invisible"))
ANNOTATION_ACTIONS = {"/Link": ("Link Annotation", ()),
                      "/Screen": ("Screen Annotation", _CURSOR + _PAGE),
                      "/Widget": ("Widget Annotation", _CURSOR + _FOCUS + _PAGE)}


def script(action):
    """(kind, raw script bytes) of a JavaScript action or a rendition with a script, or None."""
    if not isinstance(action, pikepdf.Dictionary):
        return None
    kind = action.get("/S")
    if kind not in (pikepdf.Name.JavaScript, pikepdf.Name.Rendition):
        return None
    body = action.get("/JS")
    if isinstance(body, pikepdf.String):
        raw = bytes(body)
    elif isinstance(body, pikepdf.Stream):
        try:
            raw = streams.read_bytes(body)
        except streams.StreamTooLarge as error:     # a bomb: what fits is the script shown
            raw = error.prefix
        except pikepdf.PdfError:
            return None
    else:
        return None
    if kind == pikepdf.Name.Rendition:
        return ("rendition", raw) if raw else None
    return "javascript", raw


def _aa(holder, key):
    actions = holder.get("/AA") if isinstance(holder, pikepdf.Dictionary) else None
    return actions.get(key) if isinstance(actions, pikepdf.Dictionary) else None


def located(pdf, pages):
    """[(label, where, kind, raw script or None)] in pdfinfo's order over ``pages``."""
    found = []
    names = pdf.Root.get("/Names")
    tree = names.get("/JavaScript") if isinstance(names, pikepdf.Dictionary) else None
    if isinstance(tree, pikepdf.Dictionary):
        for key, value in nametrees.entries(tree):
            hit = script(value) if isinstance(value, pikepdf.Dictionary) and value.get("/S") == pikepdf.Name.JavaScript else None
            found.append(("name", {"name-tree": key.decode("latin-1")}, "javascript", hit[1] if hit else None, key))
    for key, label in DOCUMENT_ACTIONS:
        _add(found, label, {"catalog-aa": key[1:]}, script(_aa(pdf.Root, key)))
    for index, widget in _field_widgets(pdf):
        where = {"field": index}
        _add(found, "Field Activated", where, script(widget.get("/A")))
        for key, label in FIELD_ACTIONS:
            _add(found, label, dict(where, aa=key[1:]), script(_aa(widget, key)))
    for number in pages:
        page = pdf.pages[number - 1].obj
        for key, label in PAGE_ACTIONS:
            _add(found, label, {"page": number, "aa": key[1:]}, script(_aa(page, key)))
        annots = page.get("/Annots")
        for index, annot in enumerate(annots if isinstance(annots, pikepdf.Array) else ()):
            _annotation(found, number, index, annot)
    return found


def _add(found, label, where, hit):
    if hit is not None:
        found.append((label, where, hit[0], hit[1], None))


def _annotation(found, number, index, annot):
    if not isinstance(annot, pikepdf.Dictionary):
        return
    rect = annot.get("/Rect")
    if not (isinstance(rect, pikepdf.Array) and len(rect) == 4):
        return
    subtype = annot.get("/Subtype")
    kind = ANNOTATION_ACTIONS.get(str(subtype)) if isinstance(subtype, pikepdf.Name) else None
    if kind is None:
        return
    prefix, extra = kind
    where = {"page": number, "annotation": index}
    _add(found, f"{prefix} Activated", where, script(annot.get("/A")))
    for key, label in extra:
        _add(found, f"{prefix} {label}", dict(where, aa=key[1:]), script(_aa(annot, key)))


def _field_widgets(pdf):
    """(index, field) for each root field that is its own widget: the only field actions
    pdfinfo reaches (a field with /Kids gives none, checked against pdfinfo 22.12)."""
    form = pdf.Root.get("/AcroForm")
    fields = form.get("/Fields") if isinstance(form, pikepdf.Dictionary) else None
    if not isinstance(fields, pikepdf.Array):
        return
    for index, field in enumerate(fields):
        if isinstance(field, pikepdf.Dictionary) and "/Kids" not in field:
            yield index, field


def listing(pdf, pages):
    """The bytes ``pdfinfo -js`` prints for ``pages``."""
    out = []
    for label, _, kind, raw, name in located(pdf, pages):
        if label == "name":
            out.append(b'Name Dictionary "%s":\n' % name.split(b"\x00")[0])
        else:
            out.append(b"%s%s:\n" % (label.encode(), b" (Rendition)" if kind == "rendition" else b""))
        if raw:
            out.append(text_utf8(raw))
        out.append(b"\n\n")
    return b"".join(out)
