"""Every hostile corpus file is read within its guards, measured as work done.

The interpreter's own counters (operations run, glyphs recorded, bytes decoded, graphics
states saved at once) are read after each page and held to the defaults of ``Limits``;
the diagnostics and text each file must yield come from corpus/manifest.json
(``expect``, written with the file's recipe in corpus/sources/hostile_documents.py).
Time is only a safety net (SIGALRM), never what is asserted.
"""

import json
import signal
from pathlib import Path

import pytest

from handmade import make_pdf, records
from pdftk_text import _core
from pdftk_text.content import lexer
from pdftk_text.content.interpreter import FORM_COST, Interpreter
from pdftk_text.content.limits import Limits
from pdftk_text.diagnostics import CODES
from pdftk_text.glyphs import GlyphOptions, glyph_records
from pdftk_text.pdf.document import open_path

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
MANIFEST = {e["file"]: e for e in json.loads((CORPUS / "manifest.json").read_text())["files"]}
HOSTILE = sorted(name for name, e in MANIFEST.items() if e.get("kind") == "hostile")
SAFETY_SECONDS = 120


@pytest.fixture
def work(monkeypatch):
    """Per page: the interpreter's counters when the page ends, and the deepest q stack."""
    pages, depth = [], [0]
    run_page, op_q = Interpreter.run_page, Interpreter.op_q

    def counted_run_page(self, *args):
        run_page(self, *args)
        pages.append({"operations": self.operations, "glyphs": self.glyphs, "decoded": self.decoded,
                      "depth": depth[0]})
        depth[0] = 0

    def counted_q(self, ops):
        op_q(self, ops)
        depth[0] = max(depth[0], len(self.saved_states) + self.form_depth)

    monkeypatch.setattr(Interpreter, "run_page", counted_run_page)
    monkeypatch.setattr(Interpreter, "op_q", counted_q)
    return pages


def _alarm(signum, frame):
    raise TimeoutError(f"past the {SAFETY_SECONDS} s safety net")


def read(path, limits=Limits()):
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(SAFETY_SECONDS)
    try:
        return list(glyph_records(open_path(str(path)), GlyphOptions(limits=limits)))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def within(page, limits):
    return (page["operations"] <= limits.max_operations + FORM_COST + 1
            and page["glyphs"] <= limits.max_glyphs
            and page["decoded"] <= limits.max_stream_bytes
            and page["depth"] <= limits.max_depth)


# The counter each file was made to drive to its bound (and no further).
STOPPED_BY = {"hostile/form-bomb.pdf": "operations", "hostile/tj-huge.pdf": "glyphs",
              "hostile/q-nested.pdf": "depth", "hostile/deflate-bomb.pdf": "decoded"}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_file_ends_within_its_budget(name, work):
    entry, limits = MANIFEST[name], Limits()
    recs = read(CORPUS / name)
    assert len(work) == entry["pages"]
    assert all(within(page, limits) for page in work), work
    counter = STOPPED_BY.get(name)
    if counter:
        bound = {"operations": limits.max_operations, "glyphs": limits.max_glyphs,
                 "depth": limits.max_depth, "decoded": limits.max_stream_bytes}[counter]
        assert work[0][counter] >= bound
    assert sum(r["type"] == "glyph" for r in recs) <= limits.max_glyphs * entry["pages"]
    codes = {r["code"] for r in recs if r["type"] == "diagnostic"}
    for code in entry["expect"]["diagnostics"]:
        if code in CODES:          # "proposed: ..." names a code no reader has yet
            assert code in codes, (code, codes)
    text = "".join(r["text"] for r in recs if r["type"] == "glyph")
    for line in entry["text_contains"]:
        if "million nested q" not in line:      # inside the q nest: may be cut by --max-depth
            assert line.replace(" ", "") in text.replace(" ", "")


def test_the_legitimate_corpus_stays_far_below_every_default(work):
    # The defaults are set from the heaviest legitimate page plus a margin: every page of
    # the corpus uses under a tenth of each bound.
    limits = Limits()
    tenth = Limits(limits.max_operations // 10, limits.max_glyphs // 10, limits.max_depth // 10,
                   max_stream_bytes=limits.max_stream_bytes // 10)
    for name, entry in MANIFEST.items():
        if entry.get("kind") in ("hostile", "bad-input") or entry.get("encrypted"):
            continue
        read(CORPUS / name)
    assert len(work) > 100
    heaviest = {key: max(page[key] for page in work) for key in work[0]}
    assert within(heaviest, tenth), heaviest


@pytest.mark.parametrize("limits,code", [
    (Limits(max_operations=50), "limit.content-operations"),
    (Limits(max_glyphs=20), "limit.page-glyphs"),
    (Limits(max_depth=1), "limit.graphics-state-depth"),
    (Limits(max_stream_bytes=64), "limit.stream-bytes"),
])
def test_a_lowered_limit_fires_on_a_legitimate_file_and_is_reported(limits, code, work):
    recs = read(CORPUS / "rl-invoice.pdf", limits)
    assert code in {r["code"] for r in recs if r["type"] == "diagnostic"}
    assert all(within(page, limits) for page in work), work


# -- the lexer's operand bounds --------------------------------------------------------

def _work_of(content, limits=Limits()):
    recs = records(make_pdf(content), limits=limits)
    return recs, {r["code"] for r in recs if r["type"] == "diagnostic"}


def _operand_counts(content):
    """(operands handed to each operator, the lexer's notes) of a content stream."""
    counts, notes = [], set()
    for word, operands in _core.ContentOps(content, 0, 1 << 20):
        if word is None:
            notes.add(operands)
        else:
            counts.append(len(operands))
    return counts, notes


def test_a_million_names_before_an_operator_keep_a_bounded_stack():
    content = b"/a " * 1_000_000 + b"BT /F1 10 Tf 100 700 Td (n) Tj ET"
    recs, codes = _work_of(content)
    assert "content.operands-dropped" in codes
    # the stack is cut to the last MAX_OPERANDS an operator could take each time it passes
    # MAX_PENDING: BT is handed fewer than MAX_PENDING
    counts, notes = _operand_counts(content)
    assert notes == {0} and counts[0] <= lexer.MAX_PENDING and counts[1:] == [2, 2, 1, 0]
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "n"


@pytest.mark.parametrize("operand", [b"(s)", b"<41>", b"1 %\n", b"[1]", b"true ", b"<< >>", b"/n 1 "])
def test_any_kind_of_operand_piled_up_is_bounded(operand):
    content = operand * 200_000 + b" BT /F1 10 Tf 100 700 Td (k) Tj ET"
    recs, codes = _work_of(content)
    assert "content.operands-dropped" in codes
    counts, notes = _operand_counts(content)
    assert notes == {0} and counts[0] <= lexer.MAX_PENDING + lexer.MAX_OPERANDS
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "k"


def test_arrays_opened_a_million_times_nest_only_so_deep():
    recs, codes = _work_of(b"[" * 1_000_000 + b" BT /F1 10 Tf 100 700 Td (d) Tj ET")
    assert "content.operands-dropped" in codes
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "d"


def test_an_array_keeps_its_first_items():
    # A TJ the lexer cannot take whole (a comment inside) keeps its first MAX_ARRAY_ITEMS.
    items = b"(a) %c\n" * (lexer.MAX_ARRAY_ITEMS + 500)
    recs, codes = _work_of(b"BT /F1 1 Tf 10 700 Td [" + items + b"] TJ ET",
                           Limits(max_glyphs=10 * lexer.MAX_ARRAY_ITEMS))
    assert "content.operands-dropped" in codes
    assert sum(r["type"] == "glyph" for r in recs) <= lexer.MAX_ARRAY_ITEMS


def test_a_huge_tj_builds_no_list_past_the_glyph_limit():
    recs, codes = _work_of(b"BT /F1 1 Tf 0 700 Td [(" + b"a" * 3_000_000 + b")] TJ ET", Limits(max_glyphs=500))
    assert codes == {"limit.page-glyphs"}
    assert sum(r["type"] == "glyph" for r in recs) == 500
    # a string is read no further than 4 bytes a glyph the page may still hold
    shown, x = _core.Metrics([0.5] * 256).measure(None, [b"a" * 3_000_000], 1.0, 1.0, 0.0, 0.0, 500)
    assert len(shown) == 4 * 500 and x == 0.5 * 4 * 500


# -- inline images ---------------------------------------------------------------------

def test_inline_image_with_a_lying_length_is_skipped_by_its_samples():
    # /L says 10 where the 8 x 8 gray samples fill 64, and ' EI ' sits inside them.
    data = bytearray(range(64))
    data[20:24] = b" EI "
    content = (b"BT /F1 10 Tf 100 700 Td (before) Tj ET BI /W 8 /H 8 /BPC 8 /CS /G /L 10 ID "
               + bytes(data) + b"\nEI BT /F1 10 Tf 100 600 Td (after) Tj ET")
    recs, codes = _work_of(content)
    assert codes == set()
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "beforeafter"


def test_inline_image_size_from_its_dictionary():
    assert lexer.inline_image_size({"W": 8.0, "H": 8.0, "BPC": 8.0, "CS": "G"}) == 64
    assert lexer.inline_image_size({"W": 9.0, "H": 2.0, "BPC": 1.0, "CS": "G"}) == 4
    assert lexer.inline_image_size({"W": 3.0, "H": 1.0, "IM": True}) == 1
    assert lexer.inline_image_size({"W": 2.0, "H": 2.0, "BPC": 8.0, "CS": ["I", "RGB", 1.0, b"x"]}) == 4
    assert lexer.inline_image_size({"W": 8.0, "H": 8.0, "BPC": 8.0, "CS": "G", "F": "AHx"}) is None
    assert lexer.inline_image_size({"W": 8.0, "H": 8.0, "BPC": 8.0, "CS": "CS0"}) is None


def test_inline_image_with_an_endless_length_is_read_around():
    # Regression: a /L of 400 digits reads as inf, and int(inf) raised OverflowError.
    content = (b"BI /W 1 /H 1 /BPC 8 /CS /G /F /AHx /L " + b"9" * 400 + b" ID 00> EI "
               b"BT /F1 10 Tf 100 700 Td (z) Tj ET")
    recs, codes = _work_of(content)
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "z"


def test_a_tj_of_a_million_one_glyph_strings_keeps_its_first_items():
    # Regression: a TJ of 10**7 '(a)' items made a list of 10**7 strings (1.1 GB for 30 MB).
    content = b"BT /F1 1 Tf 10 700 Td [" + b"(a)" * 1_000_000 + b"] TJ ET"
    tj = [operands for word, operands in _core.ContentOps(content, 0, 100) if word == b"TJ"]
    assert len(tj[0][0]) == lexer.MAX_ARRAY_ITEMS
    recs, codes = _work_of(content, Limits(max_glyphs=10 * lexer.MAX_ARRAY_ITEMS))
    assert "content.operands-dropped" in codes


def test_a_string_is_read_no_further_than_the_glyph_limit_can_show():
    data = b"x (" + b"a\\)" * 1000 + b") Tj"
    assert list(_core.ContentOps(data, 0, 10 ** 9)) == [(b"x", []), (b"Tj", [b"a)" * 1000])]
    assert list(_core.ContentOps(data, 0, 9)) == [(b"x", []), (b"Tj", [b"a)a)a)"])]
    # an array of more than BIG_ARRAY bytes is read in place, each string cut too
    big = b"[(ab)" + b" " * lexer.BIG_ARRAY + b"1(cd)<41>] TJ"
    assert list(_core.ContentOps(big, 0, 1)) == [(b"TJ", [[b"a", 1.0, b"c", b"A"]])]
