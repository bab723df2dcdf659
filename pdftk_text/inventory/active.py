"""The active-content section: every action and script a document carries, located.

A walk of the whole object graph from the trailer finds each action dictionary (a /S
of an action type) wherever it hangs: /OpenAction, /AA at any level, /A of annotations
and outline items, /Next chains, name trees. Each is reported with the object holding
it and the key path to it, plus what it targets (a URI's host, a Launch or GoToR file).
Rich media, 3D, movie, sound and screen annotations are listed too. This module must
never run a script, resolve a URI or open a target.
"""

from collections import Counter, deque
from urllib.parse import urlsplit

import pikepdf

from . import javascript
from .values import name, text

ACTION_TYPES = {"GoTo", "GoToR", "GoToE", "GoToDp", "Launch", "Thread", "URI", "Sound", "Movie",
                "Hide", "Named", "SubmitForm", "ResetForm", "ImportData", "JavaScript", "SetOCGState",
                "Rendition", "Trans", "GoTo3DView", "RichMediaExecute"}
MEDIA = {"RichMedia", "3D", "Movie", "Sound", "Screen"}
MAX_VISITS = 2_000_000   # a graph bigger than this is hostile; the walk stops there


def _target(kind, action):
    if kind == "URI":
        uri = action.get("/URI")
        raw = bytes(uri).decode("latin-1") if isinstance(uri, pikepdf.String) else ""
        try:
            return {"uri-host": urlsplit(raw.strip()).hostname}
        except ValueError:
            return {"uri-host": None}
    if kind in ("Launch", "GoToR", "GoToE", "SubmitForm", "ImportData"):
        spec = action.get("/F")
        if isinstance(spec, pikepdf.Dictionary):
            spec = spec.get("/UF", spec.get("/F"))
        return {"file": text(spec)}
    if kind in ("JavaScript", "Rendition"):
        hit = javascript.script(action)
        return {"script-bytes": len(hit[1]) if hit else 0}
    return {}


def walk(pdf):
    """(actions, media annotations) found anywhere in the graph, in walk order."""
    actions, media, seen = [], [], set()
    queue = deque([(pdf.trailer, None, "trailer")])
    visits = 0
    while queue and visits < MAX_VISITS:
        obj, owner, path = queue.popleft()
        visits += 1
        if obj.is_indirect:
            if obj.objgen in seen:
                continue
            seen.add(obj.objgen)
            owner, path = list(obj.objgen), ""
        head = obj.stream_dict if isinstance(obj, pikepdf.Stream) else obj
        if isinstance(head, pikepdf.Dictionary):
            kind = name(head.get("/S"))
            if kind in ACTION_TYPES and ("/Type" not in head or head.get("/Type") == pikepdf.Name.Action):
                actions.append(dict({"type": kind, "object": owner, "path": path or None}, **_target(kind, head)))
            subtype = name(head.get("/Subtype"))
            if subtype in MEDIA and head.get("/Type", pikepdf.Name.Annot) == pikepdf.Name.Annot and "/Rect" in head:
                media.append({"subtype": subtype, "object": owner, "path": path or None})
            items = [(key, head.get(key)) for key in sorted(head.keys()) if key not in ("/Parent", "/P")]
        elif isinstance(obj, pikepdf.Array):
            items = [(f"[{i}]", item) for i, item in enumerate(obj)]
        else:
            items = []
        for key, value in items:
            if isinstance(value, (pikepdf.Dictionary, pikepdf.Array, pikepdf.Stream)):
                queue.append((value, owner, path + (key if key.startswith("[") else key)))
    return actions, media


def section(pdf, pages):
    actions, media = walk(pdf)
    hosts = Counter(a.get("uri-host") or "none" for a in actions if a["type"] == "URI")
    scripts = [{"event": label, "at": where, "kind": kind, "bytes": len(raw or b"")}
               for label, where, kind, raw, _ in javascript.located(pdf, pages)]
    open_action = pdf.Root.get("/OpenAction")
    return {
        "open-action": (name(open_action.get("/S")) if isinstance(open_action, pikepdf.Dictionary)
                        else "destination" if isinstance(open_action, pikepdf.Array) else None),
        "javascript": scripts,
        "actions": actions,
        "action-counts": dict(sorted(Counter(a["type"] for a in actions).items())),
        "uri-hosts": dict(sorted(hosts.items())),
        "media": media,
    }
