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
