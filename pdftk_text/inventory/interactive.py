"""The interactive section (annotations, links, form fields, XFA, usage rights) and layers.

Annotations are counted by subtype per document, links by what they point at, fields by
type (terminal fields only), signature fields signed or not; layers are the optional
content groups with their default state. This module must never follow a link.
"""

from collections import Counter

import pikepdf

from .document import _fields, signatures
from .values import name, text


def section(pdf, pages):
    subtypes, targets = Counter(), Counter()
    for number in pages:
        annots = pdf.pages[number - 1].obj.get("/Annots")
        for annot in annots if isinstance(annots, pikepdf.Array) else ():
            if not isinstance(annot, pikepdf.Dictionary):
                continue
            subtype = name(annot.get("/Subtype")) or "none"
            subtypes[subtype] += 1
            if subtype == "Link":
                action = annot.get("/A")
                targets["Dest" if "/Dest" in annot else (name(action.get("/S")) if isinstance(
                    action, pikepdf.Dictionary) else None) or "none"] += 1
    fields = Counter()
    for field in _fields(pdf):
        if "/Kids" in field and any(isinstance(k, pikepdf.Dictionary) and "/T" in k for k in field.Kids):
            continue
        fields[name(_inherited_type(field)) or "none"] += 1
    form = pdf.Root.get("/AcroForm")
    perms = pdf.Root.get("/Perms")
    sigs = signatures(pdf, 0)
    return {
        "annotations": dict(sorted(subtypes.items())), "links": dict(sorted(targets.items())),
        "fields": dict(sorted(fields.items())),
        "xfa": isinstance(form, pikepdf.Dictionary) and "/XFA" in form,
        "need-appearances": bool(form.get("/NeedAppearances", False)) if isinstance(form, pikepdf.Dictionary) else False,
        "usage-rights": isinstance(perms, pikepdf.Dictionary) and "/UR3" in perms,
        "signature-fields": {"signed": sum(s["signed"] for s in sigs), "unsigned": sum(not s["signed"] for s in sigs)},
    }


def _inherited_type(field):
    node, hops = field, 0
    while isinstance(node, pikepdf.Dictionary) and hops < 64:
        if "/FT" in node:
            return node.get("/FT")
        node, hops = node.get("/Parent"), hops + 1
    return None


def layers(pdf):
    """Optional content groups with their default state (the /D configuration)."""
    props = pdf.Root.get("/OCProperties")
    if not isinstance(props, pikepdf.Dictionary):
        return {"groups": [], "configurations": 0}
    default = props.get("/D")
    listed = {"/ON": set(), "/OFF": set()}
    if isinstance(default, pikepdf.Dictionary):
        for key in listed:
            listed[key] = {g.objgen for g in default.get(key, []) if getattr(g, "is_indirect", False)}
    base = name(default.get("/BaseState")) if isinstance(default, pikepdf.Dictionary) else None
    groups = []
    for group in props.get("/OCGs", []):
        if not isinstance(group, pikepdf.Dictionary):
            continue
        ident = group.objgen if group.is_indirect else None
        # /OFF and /ON win over /BaseState (ON unless it says OFF; Unchanged reads as ON).
        state = "off" if ident in listed["/OFF"] else "on" if ident in listed["/ON"] else \
            "off" if base == "OFF" else "on"
        groups.append({"name": text(group.get("/Name")), "object": list(ident) if ident else None,
                       "default": state})
    configs = props.get("/Configs")
    return {"groups": groups, "configurations": 1 + (len(configs) if isinstance(configs, pikepdf.Array) else 0)}
