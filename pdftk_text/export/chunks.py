"""Chunks: the document's text cut into pieces for retrieval, one ``chunk`` record a line.

The document's text is what ``-f text`` writes with the same options (``text.page_text``
page after page, form feeds and blank lines included), but for a word split by a
hyphen at a line end, joined unless ``keep_hyphens`` (``hyphens``); the chunks' texts, each without
its first ``overlap`` characters, concatenated, are exactly that text. A document whose
text is only white space gives no chunk.

Groups: with ``chunk_by`` page every page starts a group; with section every heading
does (``sections``). A group starts at its first non-white-space character -- white
space before it (a page's form feed, a blank page) ends the group before. A group is cut
into chunks of at most ``max_chars`` characters, overlap included, at a paragraph break
in the second half of the window, else at the last word start, else after the last
word, else (one word longer than the window) at the limit. White space that no cut can
place (a run longer than the limit) joins the chunk before it (the first chunk, when
it comes before any). ``overlap`` words of the
previous chunk of the same group are repeated at the start of the next (at most half the
chunk), and ``overlap`` says how many characters they take.

Anchors: the pages whose text the chunk holds, their labels, their Bates numbers
(``bates``) and the section path at the chunk's start. The id is the sha256 of the
document's sha256, the chunk's place in the text and its text: the same input and
options give the same ids. Only the group being cut is held, bounded by ``max_chars``.
This module must never open a PDF.
"""

import hashlib
import re

import orjson

from ..frozen import replace
from .bates import BatesReader
from .options import ExportOptions
from .sections import Sections
from .text import page_text

_WORD = re.compile(r"\S+")
_PARAGRAPH = re.compile(r"(?:\n[^\S\n]*\n|\f)\s*(?=\S)")
_WORD_START = re.compile(r"\s(?=\S)")
_WORD_END = re.compile(r"\S(?=\s)")


def write_chunks(pages, options: ExportOptions, out):
    """Write the chunk records of a ``pages_of`` stream as JSON lines (bytes) to ``out``."""
    for record in chunk_records(pages, options):
        out.write(orjson.dumps(record) + b"\n")


def chunk_records(pages, options: ExportOptions = ExportOptions()):
    """Yield the ``chunk`` records of each document of a ``pages_of`` stream."""
    bates = BatesReader(options.bates)
    chunker = None
    for kind, item in pages:
        if kind == "document":
            if chunker is not None:
                yield from chunker.finish()
            chunker = _Chunker(item, options, bates)
            continue
        if chunker is None:
            chunker = _Chunker(None, options, bates)
        if kind == "page":
            yield from chunker.page(item)
        else:
            chunker.other(item)
    if chunker is not None:
        yield from chunker.finish()


class _Chunker:
    """One document's text, fed page by page, cut into chunk records."""

    def __init__(self, document, options, bates):
        # A word split at a line end is joined, for search, unless --keep-hyphens.
        options = replace(options, split_words=not options.keep_hyphens)
        self.options, self.bates = options, bates
        self.source = (document or {}).get("source")
        self.sha = (document or {}).get("sha256") or ""
        self.sections = Sections(document)
        self.by_section = options.chunk_by == "section"
        self.offset = 0                 # document text written so far
        self.group = None               # the group being cut
        self.boundary = False           # a group starts at the next non-white-space character
        self.held = None                # the last chunk, kept back for white space to join it
        self.orphan = ""                # white space cut off before the first chunk, to open it
        self.index = 0

    def other(self, record):
        self.sections.other(record)

    def page(self, page):
        text = page_text(page, self.options)
        anchor = (page.number, page.label, self.bates.page_bates(page))
        pieces = [(0, self.sections.path)] + self.sections.page_headings(page, text, self.options)
        for i, (offset, path) in enumerate(pieces):
            end = pieces[i + 1][0] if i + 1 < len(pieces) else len(text)
            boundary = self.by_section if i else not self.by_section
            yield from self._add(text[offset:end], anchor, path, boundary)

    def _add(self, text, anchor, path, boundary):
        """Append ``text`` of the page ``anchor``, in section ``path``; with ``boundary`` a new
        group starts at its first non-white-space character (or at a later piece's)."""
        self.boundary = self.boundary or boundary
        lead = len(text) - len(text.lstrip())
        if lead:
            yield from self._append(text[:lead], anchor)
            text = text[lead:]
        if not text:
            return
        group = self.group
        if group is None or (self.boundary and (group.emitted or group.text.strip())):
            if group is not None:
                yield from self._cut(group, final=True)
            self.group = group = _Group(self.offset, path)
        else:
            group.paths.append((self.offset, tuple(path)))
        self.boundary = False
        yield from self._append(text, anchor)

    def _append(self, text, anchor):
        if self.group is None:
            self.group = _Group(self.offset, self.sections.path)
        self.group.add(text, self.offset, anchor)
        self.offset += len(text)
        yield from self._cut(self.group, final=False)

    def _cut(self, group, final):
        """Chunks of ``group`` whose cut is settled (all of them when ``final``)."""
        limit = self.options.max_chars
        while group.text:
            overlap = _overlap(group.previous, self.options.overlap, limit // 2)
            budget = limit - len(overlap)
            if len(group.text) <= budget:
                if not final:
                    return
                cut = len(group.text)
            else:
                cut = _cut_at(group.text[:budget + 1], budget)
            body = group.text[:cut]
            yield from self._emit(group, overlap, body)
            group.consume(cut, body)
            group.emitted = True

    def _emit(self, group, overlap, body):
        if not body.strip():
            if self.held is not None:       # white space no cut could place: it joins the chunk before
                self.held["_body"] += body
            else:                           # or, before the first chunk, the first chunk
                self.orphan += body
            return
        if self.held is not None:
            yield self._finished(self.held)
        start = group.start - len(self.orphan)
        body, self.orphan = self.orphan + body, ""
        self.held = {"_overlap": overlap, "_body": body, "_start": start,
                     "_anchors": group.anchors_of(start - len(overlap), start + len(body), overlap + body),
                     "_path": group.path_at(start)}

    def _finished(self, held):
        text = held["_overlap"] + held["_body"]
        start = held["_start"]
        pages, labels, bates = held["_anchors"]
        digest = hashlib.sha256(f"{self.sha}\0{start - len(held['_overlap'])}\0{start + len(held['_body'])}\0"
                                f"{text}".encode("utf-8")).hexdigest()
        record = {"type": "chunk", "id": digest[:32], "text": text, "overlap": len(held["_overlap"]),
                  "index": self.index, "start": start, "pages": pages, "labels": labels, "bates": bates,
                  "section": list(held["_path"]), "source": self.source, "sha256": self.sha or None}
        self.index += 1
        return record

    def finish(self):
        if self.group is not None:
            yield from self._cut(self.group, final=True)
        if self.held is not None:
            yield self._finished(self.held)
            self.held = None


class _Group:
    """The uncut text of one group, with the page spans and section paths it crosses."""

    def __init__(self, offset, path):
        self.start = offset             # document offset of text[0]
        self.text = ""
        self.spans = []                 # [start, end, (number, label, bates)] in document offsets
        self.paths = [(offset, tuple(path))]
        self.previous = ""              # the body of the group's previous chunk
        self.emitted = False            # a chunk was cut from it

    def add(self, text, offset, anchor):
        if self.spans and self.spans[-1][2] == anchor and self.spans[-1][1] == offset:
            self.spans[-1][1] = offset + len(text)
        else:
            self.spans.append([offset, offset + len(text), anchor])
        self.text += text

    def consume(self, cut, body):
        self.text = self.text[cut:]
        self.start += cut
        self.previous = body
        keep = self.start - len(body)
        self.spans = [s for s in self.spans if s[1] > keep]
        later = [p for p in self.paths if p[0] > self.start]
        self.paths = [p for p in self.paths if p[0] <= self.start][-1:] + later

    def anchors_of(self, start, end, text):
        pages, labels, bates = [], [], []
        for span_start, span_end, (number, label, number_bates) in self.spans:
            a, b = max(span_start, start), min(span_end, end)
            if a >= b or not text[a - start:b - start].strip() or number in pages:
                continue
            pages.append(number)
            labels.append(label)
            if number_bates is not None and number_bates not in bates:
                bates.append(number_bates)
        return pages, labels, bates

    def path_at(self, offset):
        path = self.paths[0][1]
        for at, value in self.paths:
            if at <= offset:
                path = value
        return path


def _overlap(previous, words, cap):
    """The last ``words`` words of ``previous`` (from a word start to its end), at most ``cap`` characters."""
    if not words or not previous:
        return ""
    starts = [m.start() for m in _WORD.finditer(previous)][-words:]
    for start in starts:
        if len(previous) - start <= cap:
            return previous[start:]
    return ""


def _cut_at(window, budget):
    """Where to cut ``window`` (``budget`` characters and the one after): see the module docstring."""
    paragraphs = [m.end() for m in _PARAGRAPH.finditer(window) if budget // 2 <= m.end() <= budget]
    if paragraphs:
        return paragraphs[-1]
    starts = [m.start() + 1 for m in _WORD_START.finditer(window) if m.start() + 1 <= budget]
    if starts:
        return starts[-1]
    ends = [m.start() + 1 for m in _WORD_END.finditer(window) if m.start() + 1 <= budget]
    return ends[-1] if ends else budget
