"""Marked content and optional content: what the BDC/BMC/EMC stack says about a glyph.

The stack gives each run its MCID, artifact flag, ActualText span and /Lang; optional
content decides whether the run is hidden. Hidden content is still interpreted (its
state changes count); only its paints are flagged. This module must never drop content.
"""

import pikepdf

from ..pdf.document import text_of

NO_MARKS = (None, False, None, None)


class MarkedFrame:
    __slots__ = ("tag", "mcid", "artifact", "actualtext", "lang", "hidden")

    def __init__(self, tag, mcid=None, artifact=False, actualtext=None, lang=None, hidden=False):
        self.tag, self.mcid, self.artifact = tag, mcid, artifact
        self.actualtext, self.lang, self.hidden = actualtext, lang, hidden


def property_value(props, key):
    """A value from a BDC property list: an inline dict (Python) or a pikepdf Dictionary."""
    if props is None:
        return None
    try:
        value = props.get(key) if isinstance(props, dict) else props.get("/" + key)
    except Exception:
        return None
    return value


def as_text(value):
    """Text from an inline string (bytes: PDFDoc or UTF-16 with a BOM) or a pikepdf string."""
    if value is None:
        return None
    if isinstance(value, bytes):
        if value[:2] == b"\xfe\xff":
            return value[2:].decode("utf-16-be", "replace")
        if value[:2] == b"\xff\xfe":
            return value[2:].decode("utf-16-le", "replace")
        if value[:3] == b"\xef\xbb\xbf":
            return value[3:].decode("utf-8", "replace")
        return pdfdoc_decode(value)
    return text_of(value)


def pdfdoc_decode(data):
    try:
        return bytes(data).decode("pdfdoc")   # pikepdf registers this codec
    except (LookupError, UnicodeDecodeError):
        return bytes(data).decode("latin-1")


def _group_ids(groups):
    """The object ids of an array of optional-content groups; null or dangling entries
    (a group array pointing at freed objects) name no group and are skipped."""
    if not isinstance(groups, pikepdf.Array):
        return []
    return [g.objgen for g in groups if isinstance(g, pikepdf.Dictionary)]


class Visibility:
    """Optional content (ISO 32000 §8.11): which groups are on for an event (View or Print)."""

    def __init__(self, pdf, event="View"):
        self.event = event
        self.off = set()
        props = pdf.Root.get("/OCProperties")
        if not isinstance(props, pikepdf.Dictionary):
            return
        config = props.get("/D")
        if not isinstance(config, pikepdf.Dictionary):
            return
        groups = props.get("/OCGs")
        everything = _group_ids(groups)
        if config.get("/BaseState") == pikepdf.Name.OFF:
            self.off = set(everything)
        for ident in _group_ids(config.get("/ON")):
            self.off.discard(ident)
        for ident in _group_ids(config.get("/OFF")):
            self.off.add(ident)
        self._apply_usage(config, everything)

    def _apply_usage(self, config, everything):
        # /AS entries apply usage states (View/Print) for the chosen event (§8.11.4.4).
        for entry in config.get("/AS", []):
            if not isinstance(entry, pikepdf.Dictionary) or entry.get("/Event") != pikepdf.Name("/" + self.event):
                continue
            categories = [str(c)[1:] for c in entry.get("/Category", [])]
            for ref in entry.get("/OCGs", []):
                usage = ref.get("/Usage") if isinstance(ref, pikepdf.Dictionary) else None
                for category in categories:
                    setting = usage.get("/" + category) if isinstance(usage, pikepdf.Dictionary) else None
                    if not isinstance(setting, pikepdf.Dictionary):
                        continue
                    state = setting.get("/" + category + "State")
                    if state == pikepdf.Name.OFF:
                        self.off.add(ref.objgen)
                    elif state == pikepdf.Name.ON:
                        self.off.discard(ref.objgen)

    def hidden(self, oc):
        """True when the optional-content group or membership dictionary ``oc`` is off."""
        if not self.off and self.event == "View":
            return False
        return not self._visible(oc, 0)

    def _visible(self, oc, depth):
        if not isinstance(oc, pikepdf.Dictionary) or depth > 32:
            return True
        kind = oc.get("/Type")
        if kind == pikepdf.Name.OCG or kind is None and "/OCGs" not in oc and "/VE" not in oc:
            return oc.objgen not in self.off
        if "/VE" in oc:
            return self._expression(oc["/VE"], depth + 1)
        groups = oc.get("/OCGs")
        if isinstance(groups, pikepdf.Dictionary):
            groups = [groups]
        states = [g.objgen not in self.off for g in (groups or []) if isinstance(g, pikepdf.Dictionary)]
        if not states:
            return True
        policy = str(oc.get("/P", "/AnyOn"))
        return {"/AllOn": all(states), "/AnyOff": not all(states),
                "/AllOff": not any(states)}.get(policy, any(states))

    def _expression(self, ve, depth):
        if isinstance(ve, pikepdf.Dictionary):
            return self._visible(ve, depth)
        if not isinstance(ve, pikepdf.Array) or not len(ve) or depth > 32:
            return True
        op, args = str(ve[0]), [self._expression(a, depth + 1) for a in list(ve)[1:]]
        if op == "/Not":
            return not args[0] if args else True
        if op == "/And":
            return all(args)
        return any(args)
