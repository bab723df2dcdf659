"""Plain text: the page's blocks in reading order, as pdftotext writes its text.

Each line ends with a newline, each paragraph with one more (a blank line), and each page
with a form feed -- pdftotext's output without ``-layout``. A paragraph is a run of
consecutive blocks that pdftotext would keep in one flow: the next block starts below
the previous one, within ``FLOW_GAP`` times its font size, in a font no larger, and
inside the horizontal room the first block of the run has beside its neighbours (see
``paragraphs``). Our blocks are finer than pdftotext's, so this grouping is what makes
the blank lines match; the reading order stays ours.

Furniture is left out unless asked for; when kept, each furniture block is placed
before the first body block that starts below it. A textless page writes only its form
feed. ``join_hyphens`` drops a line-end hyphen and joins the line to the next line of
its paragraph, as pdftotext does by default; ``split_words`` (chunks) joins only a word
split at a line end (``hyphens``). ``layout`` places each line on a character
grid (see ``layout.py``), columns kept apart with spaces.
"""

from .. import _core
from .hyphens import splits_word
from .model import word_lines
from ..words.joining import joined_text
from .options import ExportOptions
from ..records.fields import read_words

FORM_FEED = "\f"
_LAYOUT_SOURCES = ("layout", "content")    # pages whose blocks the order stage built from lines
FLOW_GAP = 2.5          # font sizes: largest gap between blocks of one paragraph (pdftotext's flows)


def write_text(pages, options: ExportOptions, out):
    """Write the pages of a ``pages_of`` stream as text (bytes, UTF-8) to ``out``."""
    for kind, item in pages:
        if kind == "page":
            out.write(page_text(item, options).encode("utf-8"))


def page_text(page, options) -> str:
    """One page's text: its paragraphs, each followed by a blank line, then a form feed."""
    if page.textless:
        return FORM_FEED
    blocks = reading_blocks(page, options.furniture)
    if options.layout:
        from .layout import layout_text       # only -f text --layout lays pages out
        return layout_text(page, blocks) + FORM_FEED
    parts = []
    layout = _from_layout(page)
    for paragraph in paragraphs(blocks, page, None if options.furniture else blocks):
        lines = [line for block in paragraph for line in _block_lines(block, layout)]
        if lines:
            parts.append(_join(lines, options))
            parts.append("\n")
    return "".join(parts) + FORM_FEED


def reading_blocks(page, furniture=False):
    """The page's blocks in reading order; with ``furniture``, furniture blocks placed by height."""
    blocks = [b for b in page.blocks if b.count()]
    if not furniture:
        return blocks
    body = {id(b) for b in blocks}
    for piece in sorted((b for b in page.furniture if b.count()), key=lambda b: (_box(b)[1], _box(b)[0])):
        top = _box(piece)[1]
        at = next((i for i, b in enumerate(blocks) if id(b) in body and _box(b)[1] > top), len(blocks))
        blocks.insert(at, piece)
    return blocks


def block_lines(block, page) -> list:
    """The block's lines, each the text of its words (in reading order) joined by spaces,
    or by nothing where two words touch (``words.joining``)."""
    return _block_lines(block, _from_layout(page))


def _from_layout(page):
    """Whether the order stage built the page's blocks from its lines (``_block_lines``)."""
    return page.order is not None and page.order.get("source") in _LAYOUT_SOURCES


def _block_lines(block, layout):
    """``block_lines`` of a block of a page whose blocks the order stage built from its
    lines (``layout``) or not. A layout block's lines are read from its record's text:
    the order stage writes that text as its pieces of lines joined the same way, one
    piece a line, so when there are as many of them as line ids, each is one whole line
    of the block's words and no word holds a line break: the lines asked for. A
    structure's blocks carry their elements' ActualText instead, and are never read so;
    nor is a stream's block that lost some of its words."""
    if layout:
        record = block.record
        text, lines, ids = record.get("text"), record.get("lines"), record.get("words")
        if isinstance(text, str) and isinstance(lines, list) and len(ids) == block.count():
            parts = text.split("\n")
            if len(parts) == len(lines):
                return parts
    return [joined_text(run) for run in word_lines(block)]


def paragraphs(blocks, page, body=None):
    """``blocks`` (in reading order, each a block or furniture of ``page`` holding words)
    cut into runs that pdftotext would print as one flow; ``body``: the page's blocks
    holding words, when the caller has them (``reading_blocks`` without furniture).

    A block continues the run when it lies below the previous block (its top lower, its
    sides within the previous block's room), the gap between them is at most ``FLOW_GAP``
    times the previous block's font size, its font is no larger than the previous
    block's, and it fits the room of the run's first block. A block's room is how far it
    could widen sideways before meeting a block level with it, among the page's blocks
    and furniture; blocks of another direction always start a run. The native core
    decides (``native/src/flows.rs``); a box, size or angle that is no number is a
    malformed stream.
    """
    everything = (body if body is not None else [b for b in page.blocks if b.count()]) + \
        [b for b in page.furniture if b.count()]
    at = {id(b): i for i, b in enumerate(everything)}
    boxes = [_box(b) for b in everything]
    reading = [(at[id(b)], *_style(b)) for b in blocks]
    starts = read_words(_core.flow_starts, boxes, reading, FLOW_GAP)
    if starts is None:                        # a top is NaN: the boxes as Python sorts them
        starts = read_words(_core.flow_starts, boxes, reading, FLOW_GAP,
                            sorted(range(len(boxes)), key=lambda i: boxes[i][1]))
    return [blocks[start:end] for start, end in zip(starts, starts[1:] + [len(blocks)])]


def _box(block):
    return block.record["bbox"]


def _style(block):
    """(size, angle) of the block's first word: 0.0 and 0 where its record has none."""
    size, angle = block.first_style()
    return size or 0.0, angle or 0


def _join(lines, options):
    out = []
    for index, line in enumerate(lines):
        last = index + 1 == len(lines)
        if options.join_hyphens and line.endswith("-") and not last:
            out.append(line[:-1])
        elif options.split_words and not last and splits_word(line, lines[index + 1].lstrip()):
            out.append(line[:-1])
        else:
            out.append(line + "\n")
    return "".join(out)
