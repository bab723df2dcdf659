"""Objects as the file writes them: dictionary keys in file order, read from the bytes.

qpdf (under pikepdf) keeps dictionaries unordered, but the poppler tools the inventory's
listings must equal walk a dictionary in the order its keys are written. This module
finds an indirect object's bytes through the cross-reference table (object streams
decoded by pikepdf) and parses just enough PDF syntax to give the keys of any dictionary
inside it, in order. It must never change the document, and never be the only source of
a value: callers take values from pikepdf and only the order from here.
"""

import re

import pikepdf

from ..pdf import streams

_WS = b"\x00\t\n\f\r "
_DELIMS = b"()<>[]{}/%"
_TOKEN = re.compile(rb"[\x00\t\n\f\r ]*(?:%[^\r\n]*[\r\n]*[\x00\t\n\f\r ]*)*")
_REGULAR = re.compile(rb"[^\x00\t\n\f\r ()<>\[\]{}/%]*")
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
_INT = re.compile(rb"[+-]?\d+$")
MAX_DEPTH = 64   # nesting deeper than this is not a dictionary a listing needs


class RawDict(list):
    """A dictionary as (key, value) pairs in file order; keys are '/Name' strings."""

    def get(self, key):
        for name, value in self:
            if name == key:
                return value
        return None


class Ref(tuple):
    """An indirect reference (num, gen)."""


class _Parser:
    def __init__(self, data, pos):
        self.data = data
        self.pos = pos

    def skip(self):
        self.pos = _TOKEN.match(self.data, self.pos).end()

    def value(self, depth=0):
        if depth > MAX_DEPTH:
            raise ValueError("nested too deep")
        self.skip()
        data, pos = self.data, self.pos
        head = data[pos:pos + 2]
        if head == b"<<":
            self.pos += 2
            return self._dict(depth)
        char = data[pos:pos + 1]
        if char == b"[":
            self.pos += 1
            return self._array(depth)
        if char == b"/":
            end = _REGULAR.match(data, pos + 1).end()
            self.pos = end
            raw = _NAME_ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]), data[pos + 1:end])
            return "/" + raw.decode("utf-8", "surrogateescape")
        if char == b"(":
            return self._literal()
        if char == b"<":
            end = data.index(b">", pos)
            self.pos = end + 1
            return b""
        if not char:
            raise ValueError("end of data")
        end = _REGULAR.match(data, pos).end()
        if end == pos:
            raise ValueError(f"unexpected {char!r}")
        self.pos = end
        word = data[pos:end]
        if _INT.match(word):
            return self._maybe_ref(int(word))
        return word

    def _maybe_ref(self, number):
        saved = self.pos
        match = re.compile(rb"[\x00\t\n\f\r ]+(\d+)[\x00\t\n\f\r ]+R(?![^\x00\t\n\f\r ()<>\[\]{}/%])").match(
            self.data, saved)
        if match:
            self.pos = match.end()
            return Ref((number, int(match.group(1))))
        return number

    def _literal(self):
        data, pos, depth = self.data, self.pos + 1, 1
        while depth:
            char = data[pos:pos + 1]
            if not char:
                raise ValueError("unterminated string")
            if char == b"\\":
                pos += 2
                continue
            depth += (char == b"(") - (char == b")")
            pos += 1
        self.pos = pos
        return b""

    def _dict(self, depth):
        pairs = RawDict()
        while True:
            self.skip()
            if self.data[self.pos:self.pos + 2] == b">>":
                self.pos += 2
                return pairs
            key = self.value(depth + 1)
            if not isinstance(key, str):
                raise ValueError("dictionary key is not a name")
            pairs.append((key, self.value(depth + 1)))

    def _array(self, depth):
        items = []
        while True:
            self.skip()
            if self.data[self.pos:self.pos + 1] == b"]":
                self.pos += 1
                return items
            items.append(self.value(depth + 1))


class RawObjects:
    """The file-order view of a document's indirect objects (parsed on demand, cached)."""

    def __init__(self, pdf, data):
        self.pdf = pdf
        self.data = data
        try:
            self.xref = pdf.get_xref_table()
        except Exception:   # a document qpdf rebuilt still opens; order then falls back
            self.xref = {}
        self._parsed = {}
        self._streams = {}

    def object(self, objgen):
        """The parsed object ``objgen`` (num, gen), or None when its bytes cannot be read."""
        if objgen not in self._parsed:
            try:
                self._parsed[objgen] = self._read(objgen)
            except (ValueError, IndexError, KeyError, pikepdf.PdfError):
                self._parsed[objgen] = None
        return self._parsed[objgen]

    def _read(self, objgen):
        entry = self.xref.get(tuple(objgen))
        if entry is None:
            return None
        if entry.type == 1:
            match = re.compile(rb"\s*\d+\s+\d+\s+obj").match(self.data, entry.offset)
            if not match:
                return None
            return _Parser(self.data, match.end()).value()
        if entry.type == 2:
            data, offsets = self._object_stream(entry.obj_stream_number)
            start = offsets.get(objgen[0])
            return None if start is None else _Parser(data, start).value()
        return None

    def _object_stream(self, number):
        if number not in self._streams:
            stream = self.pdf.get_object(number, 0)
            try:
                data = streams.read_bytes(stream)
            except streams.StreamTooLarge as error:   # an object stream bomb: read what fits
                data = error.prefix
            first = int(stream.get("/First", 0))
            header = data[:first].split()
            offsets = {int(header[i]): first + int(header[i + 1]) for i in range(0, len(header) - 1, 2)}
            self._streams[number] = (data, offsets)
        return self._streams[number]

    def keys(self, value, owner=None, path=()):
        """The keys of pikepdf dictionary ``value`` in file order.

        ``owner`` and ``path`` locate a direct dictionary: the objgen of the indirect
        object holding it and the keys (or array indices) leading to it. Keys the bytes
        do not show (a repaired file) follow in sorted order.
        """
        present = list(value.keys())
        raw = None
        if value.is_indirect:
            raw = self.object(value.objgen)
        elif owner is not None:
            raw = self.object(owner)
            for step in path:
                raw = _step(raw, step)
        ordered = [key for key, _ in raw] if isinstance(raw, RawDict) else []
        seen = set()
        result = []
        for key in ordered:
            if key in present and key not in seen:
                seen.add(key)
                result.append(key)
        result.extend(sorted(key for key in present if key not in seen))
        return result


def _step(raw, step):
    if isinstance(raw, RawDict) and isinstance(step, str):
        return raw.get(step)
    if isinstance(raw, list) and isinstance(step, int) and 0 <= step < len(raw):
        return raw[step]
    return None


def child(owner, path, parent, key):
    """The (owner, path) locating ``parent[key]``: itself when indirect, else one step deeper."""
    value = parent.get(key) if isinstance(key, str) else parent[key]
    if getattr(value, "is_indirect", False):
        return value.objgen, ()
    return owner, path + (key,)
