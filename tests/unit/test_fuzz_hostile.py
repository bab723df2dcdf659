"""Property-based checks of the hostile-input guards, and the fuzz harness's own mutations.

The decoders of pdf/streams.py end on any bytes within their bound; an inline image's
implied size is a whole number or None for any dictionary; the interpreter reads any
mutation of the corpus's content streams (fuzz/content_interpreter.py's mutator, driven
by hypothesis so a failure shrinks and replays) without an exception.
"""

import importlib.util
import random
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pdftk_text import _core
from pdftk_text.content import lexer
from pdftk_text.pdf import streams

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ROOT = Path(__file__).resolve().parents[2]


def _harness():
    spec = importlib.util.spec_from_file_location("content_interpreter", ROOT / "fuzz" / "content_interpreter.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HARNESS = _harness()


@pytest.fixture(scope="module")
def seeds(tmp_path_factory):
    directory = tmp_path_factory.mktemp("seeds")
    HARNESS.write_seeds(directory)
    return [p.read_bytes() for p in sorted(directory.iterdir())]


@FAST
@given(st.binary(max_size=400), st.integers(0, 5000))
def test_lzw_ends_on_any_bytes_within_its_bound(data, limit):
    out, over = streams.lzw(data, limit)
    assert len(out) <= limit
    assert over or len(out) <= limit


@FAST
@given(st.binary(max_size=3000), st.integers(0, 9), st.integers(0, 4000))
def test_inflate_gives_exactly_the_first_limit_bytes(text, level, limit):
    # zlib is the referee: the output is its first ``limit`` bytes, "over" says more exist
    # (regression: output zlib held back once its input was all taken was lost)
    text = text * 50
    out, over, damaged = streams.inflate(zlib.compress(text, level), limit)
    assert (out, over, damaged) == (text[:limit], len(text) > limit, False)


@FAST
@given(st.binary(max_size=2000), st.integers(0, 3000), st.integers(0, 2000), st.binary(max_size=8))
def test_inflate_ends_on_damaged_data_within_its_bound(text, limit, cut, noise):
    out, over, damaged = streams.inflate(zlib.compress(text)[:cut] + noise, limit)
    assert len(out) <= limit
    assert text.startswith(out) or damaged or noise


_FILTERS = st.lists(st.sampled_from(["FlateDecode", "LZWDecode", "RunLengthDecode", "ASCII85Decode",
                                     "ASCIIHexDecode", "Crypt", "DCTDecode"]), max_size=4)


@FAST
@given(st.binary(max_size=600), _FILTERS, st.integers(0, 4000))
def test_any_filter_chain_is_measured_within_its_bound(data, names, limit):
    out, over, exact, whole = streams.measure(data, names, [None] * len(names), limit)
    assert isinstance(out, bytes)
    if whole and "DCTDecode" not in names:
        assert len(out) <= max(limit, len(data))


_VALUE = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=4),
                   st.lists(st.text(max_size=3), max_size=3), st.binary(max_size=4))


@FAST
@given(st.dictionaries(st.sampled_from(["W", "H", "BPC", "CS", "IM", "F", "Width", "L"]), _VALUE))
def test_inline_image_size_is_a_count_or_none(entries):
    size = lexer.inline_image_size(entries)
    assert size is None or (isinstance(size, int) and size >= 0)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2 ** 32))
def test_interpreter_reads_any_mutation_of_the_corpus_streams(seeds, number):
    rng = random.Random(number)
    HARNESS.run_one(HARNESS.mutate(rng.choice(seeds), seeds, rng))


# -- what fuzzing found ------------------------------------------------------------------
# fuzz/content_interpreter.py (random mutation of the corpus's content streams) found a
# Td operand of 400 digits: it read as inf, inf - inf made NaN positions, and making the
# glyph records raised ValueError. Each case below crashed the same way before the fix.

HUGE = b"9" * 400
REAL = b"3" + b"0" * 38             # 3e38: within ISO 32000-1 Annex C, squares overflow
NON_FINITE = {
    "td": b"BT /F1 10 Tf " + HUGE + b" 0 Td (x) Tj ET",
    "cm": HUGE + b" 0 0 1 0 0 cm BT /F1 10 Tf (x) Tj ET",
    "tf": b"BT /F1 " + HUGE + b" Tf (x) Tj ET",
    "tc": b"BT /F1 10 Tf " + HUGE + b" Tc (xy) Tj ET",
    "ts": b"BT /F1 10 Tf " + HUGE + b" Ts (xy) Tj ET",
    "tz": b"BT /F1 10 Tf " + HUGE + b" Tz (xy) Tj ET",
    "tm": b"BT /F1 10 Tf 1 0 0 1 0 " + HUGE + b" Tm (xy) Tj ET",
    "tj": b"BT /F1 10 Tf [(a) -" + HUGE + b" (b)] TJ ET",
    "td-back": b"BT /F1 10 Tf " + HUGE + b" 0 Td -" + HUGE + b" 0 Td (x) Tj ET",
    "form": HUGE + b" 0 0 1 0 0 cm /X0 Do",
    "type3": b"BT /T3 " + HUGE + b" Tf (a) Tj ET",
    "colour": b"/DeviceRGB cs " + HUGE + b" 0 0 sc BT /F1 10 Tf (x) Tj ET",
    "cm-chain": (REAL + b" 0 0 " + REAL + b" 0 0 cm ") * 10 + b"0 1 1 0 0 0 cm BT /F1 10 Tf (x) Tj ET /Im0 Do /X0 Do",
    "tf-tz-tc": b"BT /F1 " + REAL + b" Tf " + REAL + b" Tz " + REAL + b" Tc (xyz) Tj ET",
}


@pytest.mark.parametrize("name", sorted(NON_FINITE))
def test_regression_numbers_past_any_double_never_crash(name):
    HARNESS.run_one(NON_FINITE[name])


def test_regression_a_number_of_400_digits_reads_as_the_largest_real():
    ops = list(_core.ContentOps(b"1 " + HUGE + b" x -" + HUGE + b" y [" + HUGE + b"] z", 0, 100))
    assert ops == [(b"x", [1.0, lexer.MAX_REAL]), (b"y", [-lexer.MAX_REAL]), (b"z", [[lexer.MAX_REAL]])]


def test_regression_text_placed_nowhere_is_skipped_and_reported():
    from handmade import make_pdf, records
    content = (REAL + b" 0 0 " + REAL + b" 0 0 cm ") * 10 + b"BT /F1 10 Tf (x) Tj ET"
    recs = records(make_pdf(b"q " + content + b" Q BT /F1 10 Tf 100 700 Td (ok) Tj ET"))
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "ok"
    assert "content.operand-mismatch" in {r.get("code") for r in recs}
