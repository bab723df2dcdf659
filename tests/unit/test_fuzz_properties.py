"""Property-based checks: the parsers of untrusted bytes end in a result or their one
typed error, never an exception of another kind, whatever the input."""

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pdftk_text import _core
from pdftk_text.errors import RecordStreamError
from pdftk_text.fonts import cmap, glyphnames
from pdftk_text.records.jsonl import read_records
from handmade import make_pdf, records

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Content-like bytes: operator words, numbers, strings and delimiters mixed with noise.
_PIECES = st.sampled_from([b"BT", b"ET", b"Tj", b"TJ", b"Tf", b"/F1", b"12", b"-3.5", b"(", b")", b"\\",
                           b"<", b">", b"<<", b">>", b"[", b"]", b"q", b"Q", b"cm", b"BI", b"ID", b"EI",
                           b"Td", b"Tm", b" ", b"\n", b"%", b"(ab)", b"<41>", b"Do", b"/X0", b"BDC", b"EMC"])
CONTENT = st.lists(st.one_of(_PIECES, st.binary(max_size=6)), max_size=60).map(b" ".join)


@FAST
@given(CONTENT)
def test_lexer_reads_any_bytes_to_the_end(data):
    tokens = _core.ContentOps(data, 0, 1 << 20)
    ends = []
    for word, operands in tokens:
        if word is None:
            assert operands in (0, 1, 2)          # a bound's note
            continue
        assert isinstance(word, bytes) and word and isinstance(operands, list)
        assert all(isinstance(v, (float, str, bytes, list, dict, bool, type(None))) for v in operands)
        ends.append(tokens.end)
        assert tokens.at <= tokens.end - len(word)
    assert ends == sorted(ends) and all(end <= len(data) for end in ends)


@FAST
@given(CONTENT)
def test_interpreter_ends_any_content_with_records(data):
    recs = records(make_pdf(data))
    assert recs[0]["type"] == "document"
    assert all(r["type"] in ("page", "glyph", "content", "diagnostic") for r in recs[1:])


@FAST
@given(st.binary(max_size=300))
def test_json_lines_reader_raises_only_its_own_error(data):
    try:
        list(read_records(io.BytesIO(data)))
    except RecordStreamError as error:
        assert str(error).startswith("stdin line ")


@FAST
@given(st.text(max_size=40))
def test_glyph_names_map_or_give_none(name):
    result = glyphnames.glyph_to_unicode(name)
    assert result is None or (isinstance(result, str) and result)


_CMAP_PIECES = st.sampled_from([b"begincmap", b"endcmap", b"begincodespacerange", b"endcodespacerange",
                                b"beginbfchar", b"endbfchar", b"beginbfrange", b"endbfrange", b"usecmap",
                                b"begincidrange", b"endcidrange", b"<00>", b"<FF>", b"<0000>", b"<FFFF>",
                                b"<D835DC00>", b"[", b"]", b"1", b"100", b"/Identity-H", b"(x)"])
CMAP = st.lists(st.one_of(_CMAP_PIECES, st.binary(max_size=5)), max_size=50).map(b" ".join)


@FAST
@given(CMAP)
def test_cmap_parser_reads_around_damage(data):
    try:
        mapping = cmap.parse_tounicode(data)
    except cmap.CMapError:
        return
    for code in (0, 1, 0x41, 0xFF, 0xFFFF):
        found = mapping.lookup(code)
        assert found is None or isinstance(found, str)
    if mapping.codespace is not None:
        assert sum(n for _, n in mapping.codespace.split(data[:40])) == len(data[:40])
