"""The core writes a record's JSON text itself (``_core.json_bytes``): the bytes orjson
gives it, or None, and the writer asks orjson; a command whose lines the core writes
then never imports orjson."""

import os
import subprocess
import sys

import orjson
import pytest
from hypothesis import given, settings, strategies as st

from pdftk_text import _core
from pdftk_text.records.jsonl import dumps, encode_record

CORPUS = os.path.join(os.path.dirname(__file__), "..", "..", "corpus")

# what records hold: str keys, the JSON types, floats rounded as records round them (and
# others, NaN and infinities among them, which the core leaves to orjson)
FLOATS = st.one_of(st.integers(-10**12, 10**12).map(lambda n: n / 1000), st.floats(allow_nan=True))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), FLOATS, st.text())
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                                                      st.dictionaries(st.text(), inner, max_size=4)), max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(VALUES)
def test_the_core_writes_what_orjson_writes_or_leaves_it_to_orjson(value):
    try:
        expected = orjson.dumps(value)
    except orjson.JSONEncodeError:          # (an int past 64 bits, a lone surrogate)
        assert _core.json_bytes(value) is None
        with pytest.raises(orjson.JSONEncodeError):
            dumps(value)
        return
    ours = _core.json_bytes(value)
    assert ours is None or ours == expected
    assert dumps(value) == expected


def test_escapes_nan_subclasses_and_depth():
    text = "\x00\x08\t\n\x0b\x0c\r\x1f\x7f\"\\/\u2028é😀"
    assert _core.json_bytes({"text": text}, True) == orjson.dumps({"text": text}) + b"\n"
    class Record(dict):
        pass
    assert _core.json_bytes(Record(page=1, bbox=(0.5, -0.0, 1e11, 3.0))) == b'{"page":1,"bbox":[0.5,-0.0,100000000000.0,3.0]}'
    # what the core leaves to orjson: NaN (null there), 1e20 ("1e20"), keys not str, a lone
    # surrogate, a namedtuple, ints past 64 bits, nesting past orjson's bound
    deep = []
    for _ in range(300):
        deep = [deep]
    for value in ({"f": float("nan")}, {"f": 1e20}, {1: 2}, {"s": "\ud800"}, {"n": os.stat_result(range(10))},
                  {"n": 2**64}, deep):
        assert _core.json_bytes(value) is None
    assert encode_record({"f": float("nan")}) == b'{"f":null}\n'


def test_a_command_whose_lines_the_core_writes_imports_no_orjson():
    code = ("import io, sys; from pdftk_text.cli import pdf_words\n"
            "out = io.BytesIO(); pdf_words.main([sys.argv[1]], stdout=out)\n"
            "print('orjson' in sys.modules, out.getvalue().count(b'\\n') > 10)")
    done = subprocess.run([sys.executable, "-c", code, os.path.join(CORPUS, "rl-invoice.pdf")],
                          capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]
