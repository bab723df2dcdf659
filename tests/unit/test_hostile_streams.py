"""The decoded-bytes guard (pdf/streams.py): a stream never decodes past its bound.

Expected bytes come from zlib and pikepdf (qpdf) decoding the same data, and from the
generating recipe of corpus/hostile/deflate-bomb.pdf (2**30 spaces between two lines).
The work done is measured in bytes decoded, never in seconds.
"""

import zlib

import pikepdf
import pytest

from handmade import make_pdf, records
from pdftk_text.content.limits import Limits
from pdftk_text.pdf import streams

BOMB_UNIT = 1 << 20      # bytes a test bomb inflates to per unit
_KEEP = []


def _stream(data, filters=None, parms=None):
    pdf = pikepdf.new()
    stream = pikepdf.Stream(pdf, data)
    if filters:
        stream.Filter = pikepdf.Array([pikepdf.Name(f) for f in filters]) if len(filters) > 1 \
            else pikepdf.Name(filters[0])
    if parms is not None:
        stream.DecodeParms = parms
    _KEEP.append(pdf)       # a stream dies with its Pdf
    return stream


def _twice_flated_spaces(units):
    inner = zlib.compressobj(9)
    block = b" " * BOMB_UNIT
    data = b"".join(inner.compress(block) for _ in range(units)) + inner.flush()
    return zlib.compress(data, 9)


def lzw_encode(data, early=1):
    """A plain LZW encoder (ISO 32000 §7.4.4), for test data qpdf then decodes as referee."""
    table, code_next, width = {bytes((i,)): i for i in range(256)}, 258, 9
    out, buffer, held = bytearray(), 0, 0

    def emit(code):
        nonlocal buffer, held
        buffer, held = (buffer << width) | code, held + width
        while held >= 8:
            held -= 8
            out.append((buffer >> held) & 0xFF)
        buffer &= (1 << held) - 1

    emit(256)
    word = b""
    for byte in data:
        longer = word + bytes((byte,))
        if longer in table:
            word = longer
            continue
        emit(table[word])
        table[longer], code_next = code_next, code_next + 1
        if code_next + early > (1 << width) and width < 12:
            width += 1
        if code_next >= 4094:
            emit(256)
            table, code_next, width = {bytes((i,)): i for i in range(256)}, 258, 9
        word = bytes((byte,))
    if word:
        emit(table[word])
    emit(257)
    if held:
        out.append((buffer << (8 - held)) & 0xFF)
    return bytes(out)


def test_a_small_stream_is_decoded_by_pikepdf_unchanged():
    stream = _stream(zlib.compress(b"BT /F1 12 Tf (x) Tj ET"), ["/FlateDecode"])
    assert streams.read_bytes(stream, 1000) == b"BT /F1 12 Tf (x) Tj ET"


def test_twice_flated_bomb_stops_at_the_limit_with_its_prefix():
    stream = _stream(b"", ["/FlateDecode", "/FlateDecode"])
    stream.write(_twice_flated_spaces(64), filter=[pikepdf.Name.FlateDecode, pikepdf.Name.FlateDecode])
    with pytest.raises(streams.StreamTooLarge) as raised:
        streams.read_bytes(stream, 3 * BOMB_UNIT)
    assert raised.value.prefix == b" " * (3 * BOMB_UNIT)


def test_a_stream_just_within_the_limit_is_whole():
    data = bytes(range(256)) * 4096        # 1 MiB that deflate shrinks little
    stream = _stream(zlib.compress(data), ["/FlateDecode"])
    assert streams.read_bytes(stream, len(data)) == data
    with pytest.raises(streams.StreamTooLarge):
        streams.read_bytes(stream, len(data) - 1)


def test_the_measured_output_equals_pikepdfs():
    # Past the raw-size ceiling (1 MiB of zeros from 1 KB, 1032:1 at most) it is measured by
    # inflating here; the bytes returned must be qpdf's.
    data = b"\0" * BOMB_UNIT + b"end"
    stream = _stream(zlib.compress(data, 9), ["/FlateDecode"])
    assert len(stream.read_raw_bytes()) * 1032 > len(data)
    assert streams.read_bytes(stream, len(data)) == stream.read_bytes() == data


def test_predictors_are_left_to_pikepdf_and_give_no_prefix():
    rows = b"".join(b"\x00" + bytes(16) for _ in range(BOMB_UNIT // 16))   # PNG None rows, 16 columns
    parms = pikepdf.Dictionary(Predictor=12, Columns=16)
    stream = _stream(zlib.compress(rows, 9), ["/FlateDecode"], parms)
    assert streams.read_bytes(stream, 2 * BOMB_UNIT) == stream.read_bytes() == bytes(BOMB_UNIT)
    with pytest.raises(streams.StreamTooLarge) as raised:
        streams.read_bytes(stream, 1000)
    assert raised.value.prefix == b""


@pytest.mark.parametrize("size", [0, 1, 300, 5000, 200_000])
def test_lzw_decoder_agrees_with_qpdf(size):
    data = bytes((i * 7 + i // 13) % 5 + 97 for i in range(size))
    encoded = lzw_encode(data)
    stream = _stream(encoded, ["/LZWDecode"])
    assert stream.read_bytes() == data          # the referee reads our encoding
    assert streams.lzw(encoded, 1 << 30) == (data, False)
    assert streams.read_bytes(stream, 1 << 30) == data


def test_lzw_bomb_stops_at_the_limit():
    encoded = lzw_encode(b"a" * (3 * BOMB_UNIT // 2))    # 1.5 MiB from 2.5 KB
    stream = _stream(encoded, ["/LZWDecode"])
    with pytest.raises(streams.StreamTooLarge) as raised:
        streams.read_bytes(stream, BOMB_UNIT // 2)
    assert raised.value.prefix == b"a" * (BOMB_UNIT // 2)


def test_ascii_filters_before_flate_are_measured():
    data = b"q " * BOMB_UNIT
    stream = _stream(zlib.compress(data, 9).hex().encode() + b">", ["/ASCIIHexDecode", "/FlateDecode"])
    assert streams.read_bytes(stream, 4 * BOMB_UNIT) == data
    with pytest.raises(streams.StreamTooLarge) as raised:
        streams.read_bytes(stream, BOMB_UNIT)
    assert raised.value.prefix == data[:BOMB_UNIT]


def test_image_codecs_are_never_decoded_here():
    stream = _stream(b"\xff\xd8 not really a jpeg", ["/DCTDecode"])
    assert streams.filters(stream) == (["DCTDecode"], [None])
    assert streams.measure(b"x" * 10, ["DCTDecode"], [None], 1) == (b"x" * 10, False, False, False)


def test_the_ambient_limit_applies_and_reports():
    seen = []
    stream = _stream(b"", ["/FlateDecode"])
    stream.write(zlib.compress(b" " * (4 * BOMB_UNIT), 9), filter=pikepdf.Name.FlateDecode)
    with streams.bounded(BOMB_UNIT, lambda code, message, **details: seen.append((code, details))):
        with pytest.raises(streams.StreamTooLarge):
            streams.read_bytes(stream)
    assert seen == [("limit.stream-bytes", {"limit": BOMB_UNIT})]
    assert streams.current_limit() == Limits().max_stream_bytes


def _bomb_page(pdf, page):
    page.Contents.write(_twice_flated_spaces(32), filter=[pikepdf.Name.FlateDecode, pikepdf.Name.FlateDecode])
    before = pdf.make_stream(b"BT /F1 10 Tf 100 700 Td (before) Tj ET")
    page.Contents = pikepdf.Array([before, page.Contents, pdf.make_stream(b"BT /F1 10 Tf (after) Tj ET")])


def test_page_content_past_the_limit_reads_what_fits_and_reports():
    recs = records(make_pdf(b"", setup=_bomb_page), limits=Limits(max_stream_bytes=BOMB_UNIT))
    codes = [r["code"] for r in recs if r["type"] == "diagnostic"]
    assert codes == ["limit.stream-bytes"]
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "before"


def test_the_limit_is_shared_by_a_pages_forms():
    # 40 forms each decoding to 64 KiB: a page budget of 1 MiB stops after 16 of them.
    def setup(pdf, page):
        names = {}
        for i in range(40):
            form = pdf.make_stream(b"")
            form.write(zlib.compress(b"% pad\n" * ((1 << 16) // 6) + b"0 0 1 1 re f", 9),
                       filter=pikepdf.Name.FlateDecode)
            form.Type, form.Subtype, form.BBox = pikepdf.Name.XObject, pikepdf.Name.Form, [0, 0, 1, 1]
            names["/X%d" % i] = form
        page.Resources.XObject = pikepdf.Dictionary(names)
    content = b" ".join(b"/X%d Do" % i for i in range(40))
    recs = records(make_pdf(content, setup=setup), limits=Limits(max_stream_bytes=1 << 20))
    assert "limit.stream-bytes" in {r["code"] for r in recs if r["type"] == "diagnostic"}


def test_run_length_images_stop_at_the_stream_bytes_limit():
    from pdftk_text.images.filters import run_length
    bomb = bytes([129, 0x41]) * 10_000          # each pair repeats 'A' 128 times: 1.28 MB
    assert len(run_length(bomb)) == 1_280_000   # under the default limit: decoded whole
    with pytest.raises(streams.StreamTooLarge) as caught:
        run_length(bomb, limit=1000)
    assert caught.value.prefix == b"A" * 1000


# -- object streams: measured when the file is opened ----------------------------------

def test_fits_measures_a_stream_against_the_limit_without_keeping_it():
    bomb = _stream(_twice_flated_spaces(8), ["/FlateDecode", "/FlateDecode"])
    assert len(bomb.read_bytes()) == 8 * BOMB_UNIT          # qpdf's own decoding, the truth
    assert streams.fits(bomb, 8 * BOMB_UNIT)
    assert not streams.fits(bomb, 8 * BOMB_UNIT - 1)
    small = _stream(zlib.compress(b"1 0 << >>"), ["/FlateDecode"])
    assert streams.fits(small, 9)                           # bounded by raw length: never decoded
    assert not streams.fits(small, 8)


def _objstm_pdf(tmp_path, units, monkeypatch):
    """corpus/hostile/objstm-bomb.pdf's recipe with ``units`` MiB of spaces in place of 1 GiB
    (the recipe writes them 16 MiB at a time): /F1 is kept in the object stream, /F2 is not."""
    import importlib.util
    from pathlib import Path
    recipe = Path(__file__).resolve().parents[2] / "corpus" / "sources" / "hostile_documents.py"
    spec = importlib.util.spec_from_file_location("hostile_documents", recipe)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "BOMB_BYTES", units * BOMB_UNIT)
    path = tmp_path / "objstm-bomb.pdf"
    module.objstm_bomb(str(path))
    return path


def test_an_object_stream_past_the_limit_reads_as_null_and_is_said(tmp_path, monkeypatch):
    from pdftk_text.glyphs import glyph_records
    from pdftk_text.pdf.document import open_path
    path = _objstm_pdf(tmp_path, 32, monkeypatch)
    line = "Read around an object stream of a gigabyte."
    with streams.bounded(31 * BOMB_UNIT):
        document = open_path(str(path))
    assert document.defused and document.defused[0][1] >= 1
    recs = list(glyph_records(document))
    codes = [r["code"] for r in recs if r["type"] == "diagnostic"]
    assert codes.count("limit.stream-bytes") == 1 and "resource.not-found" in codes
    assert "".join(r["text"] for r in recs if r["type"] == "glyph") == "\ufffd" * 19 + line
    # Within the limit the same file reads whole, untouched.
    with streams.bounded(33 * BOMB_UNIT):
        document = open_path(str(path))
    assert document.defused == []
    text = "".join(r["text"] for r in glyph_records(document) if r["type"] == "glyph")
    assert text.replace(" ", "") == ("Hidden in the bomb." + line).replace(" ", "")
