"""Decoding a stream within a bound on its decoded bytes (the decompression-bomb guard).

pikepdf (qpdf) decodes a stream whole: a few KB of ``[/FlateDecode /FlateDecode]`` can
ask for a gigabyte. ``read_bytes`` first bounds what the stream can decode to from its
raw length and the worst expansion of each filter; a stream that might pass the limit
(or LARGE) is decoded here, filter by filter, each stopping at the limit. A plain Flate
stream that fits is returned as decoded here (the same bytes qpdf gives, at half its
peak memory); any other that fits is handed to pikepdf, whose decoding, predictors
included, stays the one used. Past the limit ``StreamTooLarge`` carries the first
``limit`` bytes when they are a true prefix of the decoded stream (a content stream is
read that far).

The limit and the diagnostic sink are ambient: ``bounded(limit, report)`` sets them for
the code run inside (the interpreter sets them for a page), so the decoders of fonts,
CMaps and glyph procedures need no extra argument; outside it the default applies and
nothing is reported. This module must never decode image codecs (DCT, JPX, JBIG2,
CCITT), which no guard here needs: their output is never produced by ``read_bytes``.
"""

import base64
import binascii
import contextlib
import contextvars
import io
import zlib

import pikepdf

from ..content.limits import Limits
from .entries import entry

CHUNK = 1 << 20    # bytes inflated per step while measuring: memory past the limit stays one chunk
# A stream that may decode past this is inflated here even within the limit: qpdf's own
# decoding holds two copies of the output at its peak, ours one.
LARGE = 1 << 24

# The most one raw byte can decode to, per filter: deflate's ceiling is 1032:1 (a
# 258-byte match in under 2 bits); an LZW code (9 bits at least) yields at most the
# 4096-entry table's longest string; RunLength 128 bytes from 2; ASCII85 'z' 4 from 1.
_EXPANSION = {"FlateDecode": 1032, "LZWDecode": 4096, "RunLengthDecode": 64,
              "ASCII85Decode": 4, "ASCIIHexDecode": 1, "Crypt": 1}
_SHORT = {"Fl": "FlateDecode", "LZW": "LZWDecode", "RL": "RunLengthDecode",
          "A85": "ASCII85Decode", "AHx": "ASCIIHexDecode"}

_LIMIT = contextvars.ContextVar("max_stream_bytes", default=None)
_REPORT = contextvars.ContextVar("stream_report", default=None)


class StreamTooLarge(ValueError):
    """A stream decodes to more than the limit; ``prefix`` is its first bytes (or b"")."""

    def __init__(self, limit, prefix=b""):
        super().__init__(f"the stream decodes to more than {limit} bytes (--max-stream-bytes)")
        self.limit, self.prefix = limit, prefix


@contextlib.contextmanager
def bounded(limit, report=None):
    """Run the body with ``limit`` decoded bytes per stream and ``report`` told when reached."""
    tokens = _LIMIT.set(limit), _REPORT.set(report)
    try:
        yield
    finally:
        _LIMIT.reset(tokens[0])
        _REPORT.reset(tokens[1])


def current_limit():
    limit = _LIMIT.get()
    return limit if limit is not None else Limits().max_stream_bytes


def read_bytes(stream, limit=None):
    """The decoded bytes of ``stream``, or StreamTooLarge past ``limit`` (reported)."""
    limit = current_limit() if limit is None else limit
    names, parms, raw, ceiling = _bounded(stream)
    if ceiling <= min(limit, LARGE):
        return stream.read_bytes()
    data, over, exact, whole = measure(raw, names, parms, limit)
    if over:
        report = _REPORT.get()
        if report is not None:
            report("limit.stream-bytes", f"a stream decodes to more than {limit} bytes (what "
                   "--max-stream-bytes leaves it); the rest was not decoded", limit=limit)
        raise StreamTooLarge(limit, data if whole else b"")
    if exact:
        return data     # what pikepdf would return, without decoding it twice
    return stream.read_bytes()


def fits(stream, limit):
    """Whether ``stream`` decodes to at most ``limit`` bytes, found without decoding it
    when its raw length and filters bound it below; else measured (bounded), never kept."""
    names, parms, raw, ceiling = _bounded(stream)
    if ceiling <= limit:
        return True
    # A last Flate filter is counted through, not kept: the test holds one chunk of it.
    last_flate = names[-1] == "FlateDecode"
    data, over = measure(raw, names[:-1] if last_flate else names, parms, limit)[:2]
    return not over and not (last_flate and inflate(data, limit, keep=False)[1])


def _bounded(stream):
    """(filter names, their parms, the raw bytes, the most they can decode to)."""
    names, parms = filters(stream)
    raw = stream.read_raw_bytes()
    ceiling = len(raw)
    for name in names:
        ceiling *= _EXPANSION.get(name, 1)
    return names, parms, raw, ceiling


def filters(stream):
    """The stream's filter names (without slash, abbreviations expanded) and their parms."""
    value = stream.get("/Filter")
    values = list(value) if isinstance(value, pikepdf.Array) else [value] if value is not None else []
    names = [_SHORT.get(str(v)[1:], str(v)[1:]) for v in values if isinstance(v, pikepdf.Name)]
    parms = stream["/DecodeParms"] if "/DecodeParms" in stream else entry(stream, "/DP")
    parms = list(parms) if isinstance(parms, pikepdf.Array) else [parms] * len(names)
    return names, parms


def measure(raw, names, parms, limit):
    """(data, over, exact, whole): the filters undone, each stopping at ``limit`` bytes
    (the bound holds for every filter's output: intermediate bytes are memory too).

    ``whole``: every filter was undone here, none with a predictor, so ``data`` is the
    decoded stream (a prefix of it when over); ``exact``: and it is what pikepdf returns
    (Flate only, undamaged), so it needs no second decoding.
    """
    data, over, exact, whole = raw, False, True, True
    for index, name in enumerate(names):
        parm = parms[index] if index < len(parms) else None
        if _number(parm, "/Predictor", 1) > 1:
            whole = False       # predictors only shrink data: the size bound still holds
        if name == "FlateDecode":
            data, stop, damaged = inflate(data, limit)
            exact = exact and not damaged
        elif name == "LZWDecode":
            data, stop = lzw(data, limit, _number(parm, "/EarlyChange", 1))
            exact = False       # measured only: pikepdf's reading stays the one used
        elif name in _SIMPLE:
            data = _SIMPLE[name](data)
            stop, exact = len(data) > limit, False
            data = data[:limit] if stop else data
        elif name == "Crypt":
            continue
        else:
            return data, over, False, False    # an image codec: nothing after it is ours to bound
        over = over or stop
    return data, over, exact and whole, whole


def _number(parm, key, default):
    try:
        return int(parm.get(key, default)) if isinstance(parm, pikepdf.Dictionary) else default
    except (TypeError, ValueError, pikepdf.PdfError):
        return default


def inflate(data, limit, keep=True):
    """(output, over, damaged): zlib data inflated to at most ``limit`` bytes; with
    ``keep`` False the output is only counted (b"" is returned for it).

    Output goes to a BytesIO, whose getvalue shares its buffer, and is never sliced: the
    peak stays near one copy of the output. One byte more is asked for to know "over".
    """
    inflater = zlib.decompressobj()
    out, size, damaged, over = io.BytesIO(), 0, False, False
    pending = data
    try:
        # Output zlib holds back (its window) comes out of a call with no input left, so
        # the loop ends on an empty part, not on an empty tail.
        while size < limit and not inflater.eof:
            part = inflater.decompress(pending, min(CHUNK, limit - size))
            pending = inflater.unconsumed_tail
            if not part:
                break
            if keep:
                out.write(part)
            size += len(part)
        over = not inflater.eof and bool(inflater.decompress(pending, 1))
    except zlib.error:
        damaged = True      # what came before stands; pikepdf says what the rest is
    return out.getvalue(), over, damaged


def lzw(data, limit, early=1):
    """(output, over): LZWDecode (ISO 32000 §7.4.4), at most ``limit`` bytes of output."""
    out = bytearray()
    table = [bytes((i,)) for i in range(256)] + [b"", b""]
    width, buffer, held, previous = 9, 0, 0, None
    for byte in data:
        buffer, held = (buffer << 8) | byte, held + 8
        while held >= width:
            held -= width
            code = (buffer >> held) & ((1 << width) - 1)
            if code == 256:
                del table[258:]
                width, previous = 9, None
                continue
            if code == 257:
                return bytes(out), False
            if code < len(table):
                entry = table[code]
                if previous is not None:
                    table.append(previous + entry[:1])
            elif code == len(table) and previous is not None:
                entry = previous + previous[:1]
                table.append(entry)
            else:
                return bytes(out), False     # a code that cannot be: the data ends here
            out += entry
            if len(out) > limit:
                del out[limit:]
                return bytes(out), True
            previous = entry
            if len(table) + early >= (1 << width) and width < 12:
                width += 1
        buffer &= (1 << held) - 1
    return bytes(out), False


def _run_length(data):
    from ..images.filters import run_length
    try:
        return run_length(data)
    except StreamTooLarge as error:     # past the ambient limit: one byte more marks it over
        return error.prefix + b"\0"


def _ascii85(data):
    body = bytes(b for b in data if b not in b"\x00\t\n\f\r ")
    if body.startswith(b"<~"):
        body = body[2:]
    body = body.split(b"~>")[0]
    try:
        return base64.a85decode(body)
    except ValueError:
        return b""      # damaged: measured as empty; pikepdf decides what it holds


def _ascii_hex(data):
    digits = bytes(b for b in data.split(b">")[0] if b not in b"\x00\t\n\f\r ")
    try:
        return binascii.unhexlify(digits + b"0" if len(digits) % 2 else digits)
    except (binascii.Error, ValueError):
        return b""


_SIMPLE = {"RunLengthDecode": _run_length, "ASCII85Decode": _ascii85, "ASCIIHexDecode": _ascii_hex}
