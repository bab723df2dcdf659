"""JSON-lines: the writer (one record a line, as orjson writes it) and the reader of a
record stream.

The writer trusts records to be plain dicts of JSON types already rounded; it adds no
formatting of its own, so the same records give the same bytes on any machine. The core
writes a record itself when it can (``_core.json_bytes``: str keys, the JSON types, floats
as records round them), byte for byte as orjson does, and asks orjson for anything else:
a command whose glyph and word lines the core writes never imports orjson (8 ms of
imports: datetime, uuid, zoneinfo and json come with it). The reader rejects a malformed
line with ``RecordStreamError('stdin line N: reason')``; it never guesses at a record.
"""

import sys

from .. import _core
from ..errors import RecordStreamError
from .batches import GlyphBatch, WordLines, write_glyph_lines

_json_bytes = _core.json_bytes


def dumps(value):
    """The bytes orjson gives ``value`` (it raises what orjson raises)."""
    return _json_bytes(value) or _orjson_dumps(value)


def _line(record):
    return _json_bytes(record, True) or _orjson_dumps(record) + b"\n"


def _orjson_dumps(value):
    """orjson's bytes for what the core leaves to it, imported then (never, for most
    commands); the core's bytes are never empty, so ``or`` falls through only on None."""
    import orjson
    return orjson.dumps(value)


BATCH_BYTES = 1 << 16   # lines are written in batches: one write call per 64 KiB, buffered or not


def write_records(records, out):
    """Write each record as one line to the binary stream ``out``.

    Lines are gathered into batches of about BATCH_BYTES: with PYTHONUNBUFFERED set (as
    container images often do) every write is a system call, one per record otherwise.
    A ``glyphs`` record (a page's glyphs held natively) is written as its glyph records,
    a ``lines`` record as the JSON lines it holds."""
    write, batch, size = out.write, [], 0
    try:
        for record in records:
            if isinstance(record, GlyphBatch):
                if batch:                 # what came before goes first
                    lines, batch, size = batch, [], 0
                    write(b"".join(lines))
                write_glyph_lines(record, dumps, write)
                continue
            if isinstance(record, WordLines):
                batch.append(record["lines"])
                size += len(record["lines"])
            else:
                line = _line(record)
                batch.append(line)
                size += len(line)
            if size >= BATCH_BYTES:
                lines, batch, size = batch, [], 0
                write(b"".join(lines))
    finally:
        # The records read before an error are written before it is reported; a closed
        # pipe is not written to again.
        if batch and not isinstance(sys.exc_info()[1], BrokenPipeError):
            write(b"".join(batch))


def encode_record(record):
    return _line(record)


def read_records(lines, name="stdin"):
    """Yield the records of a JSON-lines byte stream; blank lines are skipped."""
    import orjson
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError as error:
            # Our words, not the parser's: its messages change between orjson releases.
            raise RecordStreamError(f"{name} line {number}: not JSON (column {error.colno})") from None
        if not isinstance(record, dict):
            raise RecordStreamError(f"{name} line {number}: not a JSON object")
        if not isinstance(record.get("type"), str):
            raise RecordStreamError(f"{name} line {number}: record has no \"type\"")
        yield record
