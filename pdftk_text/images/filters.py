"""Undoing an image's filters (all but the image codecs): pikepdf (qpdf) for Flate, LZW
and the ASCII filters with their predictors, our own loop for RunLengthDecode, which the
installed qpdf does not decode. Never interprets samples."""

import pikepdf

from ..pdf import streams


def run_length(data, limit=None):
    """RunLengthDecode (ISO 32000 §7.4.5): a length byte, then literal bytes or one repeated.
    Past ``limit`` bytes (the stream-bytes guard's) it stops with StreamTooLarge."""
    limit = streams.current_limit() if limit is None else limit
    out = bytearray()
    pos, end = 0, len(data)
    while pos < end:
        if len(out) > limit:
            raise streams.StreamTooLarge(limit, bytes(out[:limit]))
        length = data[pos]
        pos += 1
        if length == 128:
            break
        if length < 128:
            out += data[pos:pos + length + 1]
            pos += length + 1
        elif pos < end:
            out += bytes((data[pos],)) * (257 - length)
            pos += 1
    return bytes(out)


def undo(raw, filter_names, parms):
    """``raw`` with the named filters undone in order; ``parms`` one entry per filter or None."""
    data = raw
    parms = list(parms) if parms is not None else [None] * len(filter_names)
    for index, name in enumerate(filter_names):
        if name == "RunLengthDecode":
            data = run_length(data)
            continue
        owner = pikepdf.new()      # held: a stream dies with the Pdf it belongs to
        stream = pikepdf.Stream(owner, data)
        stream.Filter = pikepdf.Name("/" + name)
        parm = parms[index] if index < len(parms) else None
        if isinstance(parm, (dict, pikepdf.Dictionary)):
            stream.DecodeParms = _pdf_value(parm)
        data = streams.read_bytes(stream)
    return data


def _pdf_value(value):
    if isinstance(value, pikepdf.Dictionary):
        return pikepdf.Dictionary({k: value[k] for k in value.keys()})
    if isinstance(value, dict):
        return pikepdf.Dictionary({"/" + k: _pdf_value(v) for k, v in value.items()})
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value
