"""Content checks: what a page's content streams do that ISO 32000 does not allow.

Each page's content, and each form XObject it draws (followed once per page, as far as
the form nesting bound), is read with the content lexer -- never drawn -- and these
findings are made, each with its page, the stream (the page, or the form's resource
name and object number), the byte offset of the operator and a message:

- ``operator-outside-object``: a text operator outside BT...ET, a path operator or
  BT inside a text object, a painting operator with no path built, ET without BT;
- ``unclosed-text-object``: BT with no ET when its stream ends;
- ``operand-kind``: operands missing or of the wrong kind for the operator;
- ``text-before-font``: text shown before any Tf in the page's graphics state;
- ``resource-missing``: a name the resources lack (Tf, Do, gs, cs/CS, sh, scn
  patterns, BDC/DP properties);
- ``self-reaching-form``: a form drawn inside itself, directly or through others.

Each check keeps ``MAX_FINDINGS`` findings a page and counts the rest; the whole read is
bounded by the operations limit. This module must never draw or decode images.
"""

import pikepdf

from .. import _core
from ..content import lexer
from ..content.limits import Limits
from ..pdf import streams
from ..pdf.pages import selected_pages

MAX_FINDINGS = 20
FORM_NESTING = 32
N, S, NM, A, ANY = "number", "string", "name", "array", "any"
# Operand kinds each operator takes (a trailing ANY: the rest are free, as scn's).
SIGNATURES = {
    "w": (N,), "J": (N,), "j": (N,), "M": (N,), "d": (A, N), "ri": (NM,), "i": (N,), "gs": (NM,),
    "q": (), "Q": (), "cm": (N,) * 6, "m": (N, N), "l": (N, N), "c": (N,) * 6, "v": (N,) * 4,
    "y": (N,) * 4, "h": (), "re": (N,) * 4, "S": (), "s": (), "f": (), "F": (), "f*": (), "B": (),
    "B*": (), "b": (), "b*": (), "n": (), "W": (), "W*": (), "BT": (), "ET": (), "Tc": (N,),
    "Tw": (N,), "Tz": (N,), "TL": (N,), "Tf": (NM, N), "Tr": (N,), "Ts": (N,), "Td": (N, N),
    "TD": (N, N), "Tm": (N,) * 6, "T*": (), "Tj": (S,), "TJ": (A,), "'": (S,), '"': (N, N, S),
    "d0": (N, N), "d1": (N,) * 6, "CS": (NM,), "cs": (NM,), "G": (N,), "g": (N,), "RG": (N,) * 3,
    "rg": (N,) * 3, "K": (N,) * 4, "k": (N,) * 4, "sh": (NM,), "Do": (NM,), "MP": (NM,),
    "BMC": (NM,), "EMC": (), "BX": (), "EX": (),
}
FREE = {"SC", "sc", "SCN", "scn", "DP", "BDC"}          # operand counts vary; kinds checked apart
TEXT_SHOWING = {"Tj", "TJ", "'", '"'}
TEXT_ONLY = TEXT_SHOWING | {"Td", "TD", "Tm", "T*"}
PATH_BUILDING = {"m", "l", "c", "v", "y", "h", "re"}
PAINTING = {"S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"}
DEVICE_SPACES = {"DeviceGray", "DeviceRGB", "DeviceCMYK", "Pattern", "G", "RGB", "CMYK"}
RESOURCE_OF = {"Tf": "/Font", "Do": "/XObject", "gs": "/ExtGState", "cs": "/ColorSpace",
               "CS": "/ColorSpace", "sh": "/Shading", "scn": "/Pattern", "SCN": "/Pattern",
               "BDC": "/Properties", "DP": "/Properties"}


def section(pdf, pages=(), limits=None):
    """{"findings": [...], "counts": {check: n}} over the selected pages."""
    findings, counts = [], {}
    for page, problem in selected_pages(pdf, pages):
        if page is None:
            continue
        checker = _Checker(page.number, (limits or Limits()).max_operations, findings, counts)
        checker.page(page.obj, page.resources)
    return {"findings": findings, "counts": dict(sorted(counts.items()))}


class _Checker:
    def __init__(self, page, budget, findings, counts):
        self.page_number, self.budget = page, budget
        self.findings, self.counts = findings, counts
        self.kept = {}
        self.font_set = [False]           # a Tf in effect, per saved graphics state
        self.visited = set()              # forms read on this page (each once)

    def note(self, check, where, offset, operator, message):
        self.counts[check] = self.counts.get(check, 0) + 1
        kept = self.kept.get(check, 0)
        if kept < MAX_FINDINGS:
            self.kept[check] = kept + 1
            self.findings.append({"check": check, "page": self.page_number, "stream": where,
                                  "offset": offset, "operator": operator, "message": message})

    def page(self, page_obj, resources):
        contents = page_obj.get("/Contents")
        parts = list(contents) if isinstance(contents, pikepdf.Array) else [contents]
        data = []
        for stream in parts:
            if isinstance(stream, pikepdf.Stream):
                try:
                    data.append(streams.read_bytes(stream))
                except Exception:
                    pass          # an undecodable stream is the interpreter's diagnostic
        self.stream(b"\n".join(data), resources, "page", [])

    def stream(self, data, resources, where, stack):
        state = {"text": False, "path": False}
        position = 0
        while position is not None:
            tokens, position = _core.ContentOps(data, position, len(data)), None
            for operator, operands in tokens:
                if operator is None:
                    continue            # a bound the lexer reached: the interpreter reports it
                if operator == b"ID":   # an inline image's data, skipped; the lexer starts after it
                    found = lexer.skip_inline_image(data, tokens.end)
                    if found is None:
                        return
                    position = found[2]
                    break
                self.budget -= 1
                if self.budget < 0:
                    return
                if operator != b"BI":
                    self.operator(operator.decode("latin-1"), [_kind(value) for value in operands], state,
                                  resources, where, tokens.at, stack)
        if state["text"]:
            self.note("unclosed-text-object", where, len(data), "BT", "BT has no ET before the stream ends")

    def operator(self, op, operands, state, resources, where, offset, stack):
        self._placement(op, state, where, offset)
        self._operands(op, operands, where, offset)
        if op == "q":
            self.font_set.append(self.font_set[-1])
        elif op == "Q" and len(self.font_set) > 1:
            self.font_set.pop()
        elif op == "Tf":
            self.font_set[-1] = True
        elif op in TEXT_SHOWING and not self.font_set[-1]:
            self.note("text-before-font", where, offset, op, f"{op} shows text before any Tf set a font")
        self._resource(op, operands, resources, where, offset, stack)

    def _placement(self, op, state, where, offset):
        if op == "BT":
            if state["text"]:
                self.note("operator-outside-object", where, offset, op, "BT inside a text object")
            state["text"] = True
        elif op == "ET":
            if not state["text"]:
                self.note("operator-outside-object", where, offset, op, "ET without a BT")
            state["text"] = False
        elif op in TEXT_ONLY and not state["text"]:
            self.note("operator-outside-object", where, offset, op, f"{op} outside a text object")
        elif op in PATH_BUILDING:
            if state["text"]:
                self.note("operator-outside-object", where, offset, op, f"{op} builds a path inside a text object")
            state["path"] = True
        elif op in PAINTING:
            if not state["path"] and op != "n":    # a lone n (ReportLab's idiom) ends nothing, harmlessly
                self.note("operator-outside-object", where, offset, op, f"{op} paints with no path built")
            state["path"] = False

    def _operands(self, op, operands, where, offset):
        wanted = SIGNATURES.get(op)
        if wanted is None:
            if op in FREE and not operands:
                self.note("operand-kind", where, offset, op, f"{op} has no operands")
            return
        kinds = tuple(kind for kind, _ in operands[-len(wanted):]) if wanted else ()
        if len(operands) < len(wanted) or any(k != w and k != ANY for k, w in zip(kinds, wanted)):
            got = " ".join(kind for kind, _ in operands[-max(len(wanted), 1):]) or "none"
            self.note("operand-kind", where, offset, op,
                      f"{op} takes {' '.join(wanted) or 'no operands'}; it was given {got}")

    def _resource(self, op, operands, resources, where, offset, stack):
        category = RESOURCE_OF.get(op)
        if category is None or not operands:
            return
        names = [value for kind, value in operands if kind == NM]
        if op in ("BDC", "DP"):
            names = names[1:]          # the tag, then a properties name (or an inline dict)
        elif op in ("scn", "SCN"):
            names = names[-1:]
        if not names:
            return
        key = names[-1] if op in ("scn", "SCN") else names[0]
        if op in ("cs", "CS") and key in DEVICE_SPACES:
            return
        group = resources.get(category) if isinstance(resources, pikepdf.Dictionary) else None
        entry = group.get("/" + key) if isinstance(group, pikepdf.Dictionary) else None
        if entry is None:
            self.note("resource-missing", where, offset, op,
                      f"/{key} is not in the resources' {category[1:]} dictionary")
        elif op == "Do":
            self._form(entry, key, where, offset, stack)

    def _form(self, form, key, where, offset, stack):
        if not isinstance(form, pikepdf.Stream) or form.get("/Subtype") != pikepdf.Name.Form:
            return
        ident = form.objgen
        if ident in stack:
            self.note("self-reaching-form", where, offset, "Do",
                      f"form /{key} ({ident[0]} {ident[1]} R) is drawn inside itself")
            return
        if len(stack) >= FORM_NESTING or ident in self.visited:
            return
        self.visited.add(ident)
        try:
            data = streams.read_bytes(form)
        except Exception:
            return
        resources = form.get("/Resources")
        saved = self.font_set
        self.font_set = [saved[-1]]
        self.stream(data, resources if isinstance(resources, pikepdf.Dictionary) else pikepdf.Dictionary(),
                    f"form /{key} ({ident[0]} {ident[1]} R)", stack + [ident])
        self.font_set = saved


_KINDS = {float: N, str: NM, bytes: S, list: A, dict: "dict"}


def _kind(value):
    """(kind, name) of an operand as the lexer gives it: a name keeps its text."""
    kind = _KINDS.get(value.__class__, ANY)
    return (kind, value) if kind == NM else (kind, None)
