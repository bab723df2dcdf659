"""JSON: the export model as one JSON document per input, valid under schema/export-1.json.

The document holds, in this key order: ``schema`` (the export schema's version),
``document`` (the document record's facts), ``metadata`` (Info and XMP), ``outline``
(title, level, page, top), ``detail``, ``pages`` (number, label, size, rotation, order,
blocks, furniture, tables, diagnostics), ``page_labels`` and the document's own
``diagnostics``. Blocks and furniture go as deep as ``options.detail`` asks: blocks,
their lines, the lines' words, the words' glyphs (glyphs only when the stream carries
them). The document is written as it streams -- one page held at a time -- on one line,
by orjson, so the same records give the same bytes. This module must never open a PDF.
"""

from importlib import resources

import orjson

from ..words.joining import joined_text
from .options import DETAILS, ExportOptions

SCHEMA_VERSION = "1"          # bump with schema/export-N.json when a field changes meaning or goes
SCHEMA_FILE = f"export-{SCHEMA_VERSION}.json"

_DOCUMENT = ("source", "sha256", "pages", "version", "producer", "creator", "tagged", "encrypted", "repaired")
_METADATA = ("title", "author", "subject", "keywords", "creator", "producer", "created", "modified", "lang", "xmp")
_TABLE = ("id", "bbox", "rows", "columns", "header_rows", "source", "confidence", "evidence", "continues", "cells")
_GLYPH = ("id", "bbox", "text", "font", "size", "origin", "flags", "mcid", "artifact", "lang")


def schema():
    """The export JSON Schema (draft 2020-12) this writer's output is valid under, as a dict."""
    return orjson.loads(resources.files(__package__).joinpath("schema", SCHEMA_FILE).read_bytes())


def write_json(pages, options: ExportOptions, out):
    """Write the items of a ``pages_of`` stream as JSON documents (bytes) to ``out``, one a line."""
    current = None
    for kind, item in pages:
        if kind == "document":
            if current is not None:
                current.finish()
            current = _Document(out, item, options)
            continue
        if current is None:
            current = _Document(out, None, options)
        if kind == "page":
            current.page(item)
        else:
            current.other(item)
    if current is not None:
        current.finish()


class _Document:
    """One JSON document being written: the head at the first page, pages as they come."""

    def __init__(self, out, record, options):
        self.out, self.options = out, options
        self.document = _pick(record, _DOCUMENT) if record else None
        self.metadata, self.outline, self.diagnostics, self.labels = None, [], [], []
        self.started = False

    def other(self, record):
        kind = record.get("type")
        if kind == "metadata":
            self.metadata = _pick(record, _METADATA)
        elif kind == "outline":
            self.outline.append({"title": record.get("title", ""), "level": record.get("level", 1),
                                 "page": record.get("target"), "top": record.get("top")})
        elif kind == "diagnostic":
            self.diagnostics.append(_diagnostic(record))

    def _head(self):
        if not self.started:
            self.started = True
            self.out.write(b'{"schema":' + orjson.dumps(SCHEMA_VERSION) + b',"document":'
                           + orjson.dumps(self.document) + b',"metadata":' + orjson.dumps(self.metadata)
                           + b',"outline":' + orjson.dumps(self.outline) + b',"detail":'
                           + orjson.dumps(self.options.detail) + b',"pages":[')
            return True
        return False

    def page(self, page):
        first = self._head()
        self.labels.append(page.label)
        self.out.write((b"" if first else b",") + orjson.dumps(page_object(page, self.options.detail)))

    def finish(self):
        self._head()
        self.out.write(b'],"page_labels":' + orjson.dumps(self.labels) + b',"diagnostics":'
                       + orjson.dumps(self.diagnostics) + b"}\n")


def page_object(page, detail="words"):
    """One page of the model as the JSON document holds it."""
    record = page.record or {}
    width, height = page.size
    order = page.order
    depth = DETAILS.index(detail)
    return {
        "number": page.number,
        "label": page.label,
        "width": width,
        "height": height,
        "rotation": record.get("rotation", 0),
        "order": {"source": order.get("source"), "confidence": order.get("confidence"),
                  "kind": order.get("kind"), "direction": order.get("direction", "ltr")} if order else None,
        "blocks": [_block(b, page, depth, ("role", "element")) for b in page.blocks],
        "furniture": [_block(b, page, depth, ("kind", "reason")) for b in page.furniture],
        "tables": [_pick(t, _TABLE) for t in page.tables],
        "diagnostics": [_diagnostic(r) for r in page.others if r.get("type") == "diagnostic"],
    }


def _block(block, page, depth, extra):
    record = block.record
    out = {"id": record.get("id"), "bbox": record.get("bbox"), "text": record.get("text", "")}
    for key in extra:
        out[key] = record.get(key)
    if depth >= 1:
        out["lines"] = [_line(line_id, words, page, depth) for line_id, words in _by_line(block.words)]
    return out


def _by_line(words):
    """(line id, words) runs of a block's words in reading order."""
    runs = []
    for word in words:
        line = word.get("line")
        if runs and runs[-1][0] == line:
            runs[-1][1].append(word)
        else:
            runs.append((line, [word]))
    return runs


def _line(line_id, words, page, depth):
    line = page.lines.get(line_id) or {}
    boxes = [w["bbox"] for w in words]
    out = {"id": line_id,
           "bbox": [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                    max(b[3] for b in boxes)],
           "text": joined_text(words),
           "direction": line.get("direction", words[0].get("direction", "ltr")),
           "size": line.get("size", max(w.get("size", 0.0) for w in words))}
    if depth >= 2:
        out["words"] = [_word(w, page, depth) for w in words]
    return out


def _word(word, page, depth):
    out = {"id": word["id"], "bbox": word["bbox"], "text": word["text"], "font": word.get("font"),
           "size": word.get("size")}
    if depth >= 3:
        first, last = word.get("glyphs") or (0, -1)
        out["glyphs"] = [_pick(page.glyphs[i], _GLYPH) for i in range(first, last + 1) if i in page.glyphs]
    return out


def _pick(record, keys):
    return {key: record.get(key) for key in keys}


def _diagnostic(record):
    return {"code": record.get("code"), "severity": record.get("severity"), "message": record.get("message")}


def glyphs_past(stage, records):
    """``stage(records)`` with the glyph records going in also written after the page records
    coming out: a stage that consumes glyphs (the table stage) then keeps them for --detail
    glyphs. A stage writes a page only once it has read the page's records, so the glyphs set
    aside are complete when their page comes out; at most a page or two of glyphs is held."""
    aside = {}

    def tee(records):
        for record in records:
            if record.get("type") == "glyph":
                aside.setdefault(record.get("page"), []).append(record)
            yield record

    for record in stage(tee(records)):
        yield record
        if record.get("type") == "page":
            yield from aside.pop(record.get("page"), ())
