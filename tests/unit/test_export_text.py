"""The text writer: paragraphs as pdftotext's flows, hyphen joining, furniture, textless pages, --layout.

Streams are built by hand as pdf-order (or pdf-words) would write them, so each rule is
seen alone; the live comparison with pdftotext is in tests/cram/pdf-export-text-*.t.
"""

import io

from pdftk_text.export import ExportOptions, export, pages_of
from pdftk_text.export.text import FLOW_GAP, block_lines, page_text, paragraphs, reading_blocks

CHAR = 0.5          # width of a character, in font sizes, for the words built here


class Stream:
    """Records of one page, built line by line: words, lines, blocks, furniture."""

    def __init__(self, kind="text", number=1):
        self.number = number
        self.records = [{"type": "page", "page": number, "label": str(number), "width": 612.0, "height": 792.0},
                        {"type": "order", "page": number, "source": "layout", "kind": kind}]
        self.words, self.lines = [], []

    def line(self, text, x, top, size=10.0, cells=()):
        """Add one line of words at (x, top), then words at (text, x) ``cells``; return its id."""
        line_id = len(self.lines)
        ids, cursor = [], x
        pieces = [(piece, None) for piece in text.split(" ")] + list(cells)
        for piece, at in pieces:
            cursor = cursor if at is None else at
            width = len(piece) * CHAR * size
            word = {"type": "word", "page": self.number, "id": len(self.words),
                    "bbox": [cursor, top, cursor + width, top + size], "text": piece, "size": size,
                    "angle": 0, "baseline": [cursor, top + 0.8 * size, cursor + width, top + 0.8 * size],
                    "line": line_id}
            self.words.append(word)
            ids.append(word["id"])
            cursor += width + 0.25 * size
        self.lines.append({"type": "line", "page": self.number, "id": line_id, "words": ids, "size": size,
                           "bbox": [x, top, cursor - 0.25 * size, top + size], "text": text})
        return line_id

    def block(self, *lines, kind="block"):
        """Gather lines (ids) into a block (or a furniture record)."""
        words = [i for line in lines for i in self.lines[line]["words"]]
        boxes = [self.lines[line]["bbox"] for line in lines]
        bbox = [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                max(b[3] for b in boxes)]
        count = sum(1 for r in self.records if r["type"] == kind)
        self.records.append({"type": kind, "page": self.number, "id": count, "bbox": bbox, "words": words,
                             "lines": list(lines)})

    def all(self, with_lines=True):
        return self.records + (self.lines if with_lines else []) + self.words


def text(records, **options):
    out = io.BytesIO()
    export(records, "text", ExportOptions(**options), out)
    return out.getvalue().decode("utf-8")


def page_of(records):
    return next(item for kind, item in pages_of(records) if kind == "page")


def test_heading_keeps_with_its_paragraph():
    """A heading in a larger font, close above its paragraph, is one flow with it (no blank line)."""
    s = Stream()
    s.block(s.line("Chapter 1", 72, 80, size=18))
    s.block(s.line("First line of the body.", 72, 108))
    s.block(s.line("Second paragraph line.", 72, 126))
    assert text(s.all()) == "Chapter 1\nFirst line of the body.\nSecond paragraph line.\n\n\f"


def test_larger_font_below_starts_a_paragraph():
    """A block in a larger font than the one above it starts a new paragraph, however close."""
    s = Stream()
    s.block(s.line("Body text.", 72, 80))
    s.block(s.line("Heading", 72, 94, size=14))
    assert text(s.all()) == "Body text.\n\nHeading\n\n\f"


def test_wide_gap_starts_a_paragraph():
    """The gap between blocks decides: within FLOW_GAP font sizes they join, beyond it they part."""
    s = Stream()
    s.block(s.line("Upper.", 72, 100))
    s.block(s.line("Near.", 72, 110 + FLOW_GAP * 10 - 0.5))
    s.block(s.line("Far.", 72, 150 + FLOW_GAP * 10 + 0.5))
    assert text(s.all()) == "Upper.\nNear.\n\nFar.\n\n\f"


def test_columns_are_separate_paragraphs():
    """A block beside another (a second column) has its room cut there, so what is below the wide
    block does not continue it, and the right column is a paragraph of its own."""
    s = Stream()
    s.block(s.line("Left column one.", 72, 100), s.line("Left column two.", 72, 112))
    s.block(s.line("Right column one.", 320, 100), s.line("Right column two.", 320, 112))
    s.block(s.line("Left column three.", 72, 124))
    page = page_of(s.all())
    runs = paragraphs(reading_blocks(page), page)
    assert [len(run) for run in runs] == [1, 1, 1]


def test_block_lines_follow_word_lines():
    s = Stream()
    s.block(s.line("one two", 72, 100), s.line("three", 72, 112))
    page = page_of(s.all())
    assert block_lines(page.blocks[0], page) == ["one two", "three"]


def test_join_hyphens_within_a_paragraph():
    """--join-hyphens drops a line-end hyphen and joins the next line, across blocks of one paragraph,
    but never at a paragraph's end; without it the hyphen and the line break stay."""
    s = Stream()
    s.block(s.line("a light-", 72, 100))
    s.block(s.line("house keeper and a tide-", 72, 112))
    s.block(s.line("table", 72, 200))
    assert text(s.all(), join_hyphens=True) == "a lighthouse keeper and a tide-\n\ntable\n\n\f"
    assert text(s.all()) == "a light-\nhouse keeper and a tide-\n\ntable\n\n\f"


def test_lone_hyphen_line_is_kept():
    """A line that is only a hyphen at a paragraph's end stays as it is."""
    s = Stream()
    s.block(s.line("-", 72, 100))
    assert text(s.all(), join_hyphens=True) == "-\n\n\f"


def test_textless_page_is_only_a_form_feed():
    """A page the order stage found blank (or image-only...) writes its form feed and nothing else."""
    blank = Stream(kind="blank", number=1)
    scanned = Stream(kind="image-only", number=2)
    written = Stream(number=3)
    written.block(written.line("Words.", 72, 100))
    assert text(blank.all() + scanned.all() + written.all()) == "\f\fWords.\n\n\f"


def test_ocr_layer_page_has_text():
    """An OCR layer (invisible text over a scan) is text to export, as pdftotext reads it."""
    s = Stream(kind="ocr-layer")
    s.block(s.line("Notice to Mariners", 40, 60))
    assert text(s.all()) == "Notice to Mariners\n\n\f"


def test_furniture_left_out_unless_asked():
    """Running headers and footers are furniture: out by default, in their place with --furniture."""
    s = Stream()
    s.block(s.line("Portwell Harbour byelaws", 72, 36, size=9), kind="furniture")
    s.block(s.line("Body of the page.", 72, 100))
    s.block(s.line("page 1 of 6", 280, 750, size=9), kind="furniture")
    assert text(s.all()) == "Body of the page.\n\n\f"
    assert text(s.all(), furniture=True) == "Portwell Harbour byelaws\n\nBody of the page.\n\npage 1 of 6\n\n\f"


def test_furniture_does_not_reorder_the_body():
    """Kept furniture is slotted in by height; the body keeps the order pdf-order gave it."""
    s = Stream()
    s.block(s.line("Second column, read second.", 320, 100))
    s.block(s.line("First column, read first.", 72, 300))
    s.block(s.line("page 2", 280, 750, size=9), kind="furniture")
    page = page_of(s.all())
    blocks = reading_blocks(page, furniture=True)
    assert [b.words[0]["text"] for b in blocks] == ["Second", "First", "page"]


def test_words_stream_without_blocks():
    """A pdf-words stream (no blocks) gets a block per line; close lines still make one paragraph."""
    s = Stream()
    s.line("First line.", 72, 100)
    s.line("Second line.", 72, 112)
    s.line("After a gap.", 72, 200)
    records = [r for r in s.all() if r["type"] != "order"]
    assert text(records) == "First line.\nSecond line.\n\nAfter a gap.\n\n\f"


def test_words_stream_without_line_records():
    """Words alone (no line records) still come out line by line."""
    s = Stream()
    s.line("Only words here.", 72, 100)
    records = [r for r in s.all(with_lines=False) if r["type"] != "order"]
    assert text(records) == "Only words here.\n\n\f"


def test_page_text_is_what_write_text_writes():
    s = Stream()
    s.block(s.line("Same bytes.", 72, 100))
    assert page_text(page_of(s.all()), ExportOptions()) == text(s.all())


def test_layout_keeps_columns_apart():
    """--layout writes two columns side by side, the right one starting past the left one's end."""
    s = Stream()
    s.block(s.line("Left one.", 72, 100), s.line("Left two, longer.", 72, 112))
    s.block(s.line("Right one.", 320, 100), s.line("Right two.", 320, 112))
    assert text(s.all(), layout=True) == ("Left one.           Right one.\n"
                                          "Left two, longer.   Right two.\n\f")


def test_layout_blank_lines_follow_gaps():
    """A gap of N font sizes between baselines writes N - 1 blank lines."""
    s = Stream()
    s.block(s.line("Top.", 72, 100))
    s.block(s.line("Three sizes lower.", 72, 130))
    assert text(s.all(), layout=True) == "Top.\n\n\nThree sizes lower.\n\f"


def test_layout_cuts_a_row_at_wide_gaps():
    """A row's cells far apart (more than a font size) become boxes of their own, so a cell lines
    up under the cell above it, kept apart by at least three spaces from what is left of it."""
    s = Stream()
    s.block(s.line("Boat", 72, 100, cells=[("Port", 200)]))
    s.block(s.line("Ketch", 72, 112, cells=[("Portwell", 200)]))
    assert text(s.all(), layout=True) == "Boat    Port\nKetch   Portwell\n\f"
    assert text(s.all()) == "Boat Port\nKetch Portwell\n\n\f"


def test_layout_places_the_cells_of_a_row_block_as_boxes():
    """A table row the order stage made one block (its cells lines side by side) is laid
    out cell by cell: each cell lines up under the cell above it, as pdftotext -layout
    writes lo-tables.pdf (a block's lines were once taken for lines stacked in one box:
    'Description Amount', one space apart)."""
    s = Stream()
    s.block(s.line("Description", 72, 100), s.line("Amount", 300, 100))
    s.block(s.line("Tide tables, pocket edition", 72, 112), s.line("300.00", 300, 112))
    assert text(s.all(), layout=True) == ("Description                   Amount\n"
                                          "Tide tables, pocket edition   300.00\n\f")


def test_layout_of_a_block_of_thousands_of_lines_is_bounded(monkeypatch):
    """A block of 20,000 lines (a hostile page) is not placed line against line (400
    million comparisons): past MAX_PLACED lines each goes by its distance from the left."""
    from pdftk_text.export import layout
    counted = [0]
    chars_before = layout._chars_before

    def counting(*args):
        counted[0] += 1
        return chars_before(*args)

    monkeypatch.setattr(layout, "_chars_before", counting)
    s = Stream()
    s.block(*[s.line("x", 72 + (i % 3) * 5, 10 + 0.02 * i, size=0.01) for i in range(20000)])
    assert text(s.all(), layout=True).count("x") == 20000
    assert counted[0] <= layout.MAX_PLACED ** 2


def test_a_layout_block_s_own_text_is_read_only_where_it_is_its_words():
    """A layout block's lines come from its record's text when that is one piece per line
    (the order stage's own); a stream that lost a word, a block whose pieces are fewer
    than its lines, and a structure page's blocks (ActualText) are read from their words."""
    def stream(source="layout", text="Alpha beta\nGamma", drop=None):
        s = Stream()
        s.records[1]["source"] = source
        s.block(s.line("Alpha beta", 72, 80), s.line("Gamma", 72, 92))
        s.records[-1]["text"] = text
        return [r for r in s.all() if not (r["type"] == "word" and r["id"] == drop)]

    assert text(stream(text="Own one\nOwn two")) == "Own one\nOwn two\n\n\f"      # the record's, as written
    assert text(stream(text="Own one\nOwn two", drop=1)) == "Alpha\nGamma\n\n\f"
    assert text(stream(text="Own one and two")) == "Alpha beta\nGamma\n\n\f"
    assert text(stream("structure", text="Own one\nOwn two")) == "Alpha beta\nGamma\n\n\f"


def test_a_block_whose_box_or_first_words_size_is_no_number_is_a_malformed_stream():
    """A stream whose block box or first word's size is not a number stops with the
    malformed-stream error (a one-line message and its exit code), not a wrong flow."""
    import pytest

    from pdftk_text.errors import EXIT_BAD_STREAM, RecordStreamError

    for field, value in (("size", "12"), ("size", [10]), ("angle", "0"), ("size", 2 ** 60)):
        s = Stream()
        s.block(s.line("Alpha", 72, 80))
        s.block(s.line("Beta", 72, 92))
        s.words[1][field] = value
        with pytest.raises(RecordStreamError) as raised:
            text(s.all())
        assert raised.value.exit_code == EXIT_BAD_STREAM and "no number" in str(raised.value)
    s = Stream()
    s.block(s.line("Alpha", 72, 80))
    s.records[-1]["bbox"] = [72, 80, 100]
    with pytest.raises(RecordStreamError, match="bbox"):
        text(s.all())


def test_a_block_with_a_nan_top_reads_as_the_page_sorts_it():
    """A page whose block box has a NaN top (possible in-process only: JSON has no NaN)
    still cuts its flows, the boxes swept in the order Python's sort gives their tops."""
    s = Stream()
    s.block(s.line("Alpha", 72, 80))
    s.block(s.line("Beta", 72, 92))
    s.block(s.line("Gamma", 72, 300))
    page = page_of(s.all())
    page.blocks[0].record["bbox"] = [72.0, float("nan"), 97.0, 90.0]
    runs = paragraphs(reading_blocks(page), page)
    assert [len(run) for run in runs] == [1, 1, 1]       # NaN is below nothing: Beta starts its own flow
