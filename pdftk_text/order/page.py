"""One page of the order stage: its records gathered, its furniture and blocks decided,
its output records written.

``PageOrder`` holds one page's records from the stream. ``prepare`` finds what needs no
other page (artifacts, gutters, segments, the header and footer candidates);
``finish`` takes the running lines the window found and writes the page: its ``page``
record, an ``order`` record, its line records, each block followed by its words in
reading order, each furniture record followed by its words, then the page's other
records as they came -- or, in-process when asked (``OrderOptions.batch``), one
``ordered`` record holding them. A self-check proves every word is in exactly one block
or one furniture record. This module must never look at another page.
"""

import itertools
import operator

from .. import _core
from ..diagnostics import diagnostic
from ..records.batches import OrderedPage
from ..words.joining import joined_text
from .blocks import build_blocks
from .evidence import MAX_WORK, layout_order, xy_order
from .furniture import candidates
from .gutters import gutter_words
from .kinds import text_kind
from .segments import line_layout, segments_of, union

_LINE, _ID = operator.itemgetter("line"), operator.itemgetter("id")
_DIRECTION, _DIRECTION_OF = operator.methodcaller("get", "direction"), operator.itemgetter("direction")
GUTTER_PASSES = 3    # lanes found one inside another: line numbers, then times, then a spare


class PageOrder:
    def __init__(self, page_record, batch=False):
        self.page = page_record
        self.batch = batch                    # written as one ``ordered`` record (OrderOptions.batch)
        self.number = page_record.get("page") if page_record else None
        self.lines, self.words, self.others = [], [], []
        self.laid = None                      # (words by line, line layout) the words stage made of them
        self.content = None
        self.structure = None                 # the page's structure record (tagged pages)
        self.notes = []                       # this stage's diagnostics for the page
        self.unreadable = False

    def add_words(self, words, whole=False):
        """Take ``words`` (records, or a ``_core.Words`` view of the page's words, whose
        records are made when asked): ``whole``, they are all the page's words, held as
        they come."""
        if whole:
            self.words = words
        else:
            self._listed().extend(words)

    def _listed(self):
        """The page's words as a list (a view's records made, when more words join it)."""
        if not isinstance(self.words, list):
            self.words = list(self.words)
        return self.words

    def add(self, record):
        kind = record["type"]
        if kind == "word":
            self._listed().append(record)
            self.laid = None
        elif kind == "line":
            self.lines.append(record)
            self.laid = None
        else:
            if kind == "content":
                self.content = record
            elif kind == "structure":
                self.structure = record
            elif kind == "diagnostic" and record.get("code") == "extraction.text-unreadable":
                # unreadable when no glyph kept its text (a stream from before "kept": none did)
                self.unreadable = not record.get("kept")
            self.others.append(record)

    @property
    def height(self):
        return (self.page or {}).get("height") or max((w["bbox"][3] for w in self.words), default=1.0)

    def prepare(self, tolerances):
        """Artifacts and gutters out; segments and header/footer candidates made."""
        self.taken = []                       # (kind, its words: records or a view, reason)
        artifacts = _artifact_words(self.words, self.content)
        if artifacts:
            self.taken.append(("artifact", [w for w in self.words if w["id"] in artifacts],
                               "marked /Artifact in the content"))
        laid, self.laid = self.laid, None
        if laid is None or artifacts:
            by_line = _by_line([w for w in self.words if w["id"] not in artifacts] if artifacts else self.words)
            layout = line_layout(self.lines, by_line)  # each line by x, asked by the gutters and the segments
        else:
            by_line, layout = laid            # the words stage's, of these very records
        lanes = {}
        for _ in range(GUTTER_PASSES):        # a timestamp lane inside a line-number lane
            found = gutter_words(self.lines, by_line, self.height, tolerances, layout.token_ends())
            if not found:
                break
            lanes.update(found)
            for line_id in list(by_line):
                by_line[line_id] = [w for w in by_line[line_id] if w["id"] not in found]
            layout = line_layout(self.lines, by_line)
        for word in self.words if lanes else ():
            if word["id"] in lanes:
                self.taken.append((lanes[word["id"]], [word], "a numbered lane beside the text (gutter)"))
        self.segments = segments_of(self.lines, by_line, tolerances, layout)
        self.candidates = candidates(self.segments, self.height, tolerances, self.number)

    def finish(self, running, mode, tolerances):
        """The page's output records, given the running lines found for it."""
        for candidate, kind, reason in running:
            self.taken.append((kind, candidate.segment.words, reason))
        # Right-to-left pages, and vertical writing, read their columns right to left.
        rtl = _reading_back(self.words) * 2 > len(self.words)
        kind, cover = text_kind(self.words, self.content, self.unreadable, tolerances)
        tagged = self._tagged(mode, rtl, tolerances) if mode in ("auto", "structure") else None
        if tagged is not None:
            return self._records(tagged[0], "structure", tagged[1], kind, cover, rtl)
        blocks = build_blocks(self.segments, tolerances, rtl, without=[c.segment.at for c, _, _ in running])
        if mode == "content":
            blocks, source, confidence = sorted(blocks, key=lambda b: b.first), "content", None
        else:
            blocks, confidence, limited = layout_order(blocks, rtl, tolerances)
            source = "layout"
            if limited:
                self._limited(len(blocks))
        return self._records(blocks, source, confidence, kind, cover, rtl)

    def _limited(self, count):
        self.notes.append(diagnostic("limit.layout-work", f"the page's {count} blocks took more than "
                                     f"{MAX_WORK} block visits to cut; the rest was read in content order",
                                     self.number, blocks=count))

    def _tagged(self, mode, rtl, tolerances):
        """(blocks, confidence) in the structure's order, or None for the layout's (reported
        when the page is tagged but the tree covers too little of it, or --order structure
        was asked of an untagged page)."""
        n = self.number
        if self.structure is None or not self.words:
            if mode == "structure" and self.words:
                self.notes.append(diagnostic("extraction.structure-incomplete", "the page has no structure "
                                             "tree content; its order is the layout's", n, cover=0.0))
            return None
        from .tagged import place_free, plan     # tagged pages only: untagged documents never import it
        artifacts = {w["id"] for what, words, _ in self.taken if what == "artifact" for w in words}
        found = plan(self.words, self.content, self.structure, artifacts)
        referenced = found.referenced
        # The author's content stays content: a gutter or running line the tree references is no furniture.
        taken = [t for t in self.taken if t[0] == "artifact" or not any(w["id"] in referenced for w in t[1])]
        out = {w["id"] for _, words, _ in taken for w in words}
        free = [w for w in found.free if w["id"] not in out]
        share = len(referenced) / (len(referenced) + len(free)) if referenced or free else 0.0
        if not referenced or (mode == "auto" and share < tolerances.structure_cover):
            self.notes.append(diagnostic(
                "extraction.structure-incomplete", f"the structure tree references {share:.0%} of the page's "
                f"words (below {tolerances.structure_cover:.0%}); its order is the layout's", n,
                cover=round(share, 3)))
            return None
        self.taken = taken
        blocks = found.blocks
        if free:
            by_line = _by_line(free)
            loose, _, limited = xy_order(build_blocks(segments_of(self.lines, by_line, tolerances), tolerances, rtl),
                                         rtl, tolerances)
            if limited:
                self._limited(len(loose))
            blocks = place_free(blocks, loose)
            self.notes.append(diagnostic("extraction.untagged-content", f"{len(free)} words no structure "
                                         "element references were placed by the layout", n, words=len(free)))
        return blocks, round(share, 3)

    def _records(self, blocks, source, confidence, kind, cover, rtl):
        n = self.number
        taken = sorted(self.taken, key=lambda t: (min(w["id"] for w in t[1]), t[0]))
        order = {"type": "order", "page": n, "source": source, "confidence": confidence,
                 "kind": kind, "image_cover": cover, "direction": "rtl" if rtl else "ltr",
                 "blocks": len(blocks), "furniture": len(taken), "words": len(self.words)}
        placed, previous = [], (0.0, 0.0, 0.0, 0.0)
        for index, block in enumerate(blocks):
            words, ids, text, lines = block.parts()
            # An Alt block without words or /BBox sits, as a point, where the block before it ends.
            bbox = block.bbox or (previous[0], previous[3], previous[0], previous[3])
            previous = bbox
            placed.append(({"type": "block", "page": n, "id": index, "bbox": bbox, "text": text,
                            "words": ids, "lines": lines, "role": block.role, "element": block.element}, words))
        furniture = [({"type": "furniture", "page": n, "id": index, "bbox": union([w["bbox"] for w in words]),
                       "text": joined_text(words), "kind": what, "words": list(map(_ID, words)),
                       "reason": reason}, words) for index, (what, words, reason) in enumerate(taken)]
        others = self.others + self.notes
        problem = self_check(self.words, [r["words"] for r, _ in placed] + [r["words"] for r, _ in furniture])
        if problem:
            others.append(diagnostic("order.self-check-failed", problem, n))
        written = OrderedPage(type="ordered", page=n, record=self.page, order=order, lines=self.lines,
                              blocks=placed, furniture=furniture, others=others)
        if self.batch and self.page:
            return [written]
        return written.stream() if self.page else written.stream()[1:]


def self_check(words, placed):
    """None when every word is in exactly one block or furniture record (``placed``: each
    record's word ids); else what is wrong."""
    unique = set(itertools.chain.from_iterable(placed))
    if len(unique) == sum(map(len, placed)) and unique.issuperset(_ids(words)):
        return None                           # the usual answer, asked of the ids at once
    seen = {}
    for i in itertools.chain.from_iterable(placed):
        seen[i] = seen.get(i, 0) + 1
    lost = [w["id"] for w in words if w["id"] not in seen]
    twice = sorted(i for i, count in seen.items() if count > 1)
    if lost or twice:
        return f"words lost {lost[:5]} ({len(lost)}), placed twice {twice[:5]} ({len(twice)})"
    return None


def _ids(words):
    """Each word's id, asked of a view of the page's words without making its records."""
    return words.ids() if isinstance(words, _core.Words) else map(_ID, words)


def _reading_back(words):
    """How many words read right to left or top to bottom (their "direction" "rtl" or
    "ttb"; a stream's word may have none)."""
    if isinstance(words, _core.Words):
        return words.count_directions(("rtl", "ttb"))
    try:
        directions = list(map(_DIRECTION_OF, words))
    except KeyError:
        directions = list(map(_DIRECTION, words))
    return directions.count("rtl") + directions.count("ttb")


def _by_line(words):
    """{line id: its words, in their order}, the lines in the order their first words come."""
    out = {}
    for line, run in itertools.groupby(words, _LINE):   # a line's words mostly come together
        if line in out:
            out[line].extend(run)
        else:
            out[line] = list(run)
    return out


def _artifact_words(words, content):
    """Ids of the words every glyph of which is inside an /Artifact section."""
    if not content or not words:
        return set()
    spans = []
    for first, last, _, artifact, _ in content.get("marks", ()):
        if artifact and spans and spans[-1][1] == first - 1:
            spans[-1][1] = last               # artifact runs that touch make one span
        elif artifact:
            spans.append([first, last])
    if not spans:
        return set()
    out = set()
    for word in words:
        first, last = word["glyphs"]
        if any(a <= first and last <= b for a, b in spans):
            out.add(word["id"])
    return out
