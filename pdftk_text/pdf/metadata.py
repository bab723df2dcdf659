"""Document metadata: the Info dictionary and the XMP packet, read into one record.

``metadata_record(pdf)`` gives a ``metadata`` record (documented in records/schema.py):
title, author, subject, keywords, creator, producer, creation and modification dates
(ISO 8601, as ``pdfinfo -isodates`` prints them) and the language. Each field comes
from the Info dictionary when it has one, else from XMP; ``xmp`` names the fields XMP
gave. A broken Info dictionary or XMP packet leaves its fields null, never an error.
This module must never write output.
"""

import re

import pikepdf

from .document import text_of

XMP_MAX_BYTES = 4 << 20     # a metadata packet larger than this is not parsed (no document needs it)

_INFO = (("title", "/Title"), ("author", "/Author"), ("subject", "/Subject"), ("keywords", "/Keywords"),
         ("creator", "/Creator"), ("producer", "/Producer"), ("created", "/CreationDate"),
         ("modified", "/ModDate"))
_XMP = {"title": "dc:title", "author": "dc:creator", "subject": "dc:description", "keywords": "pdf:Keywords",
        "creator": "xmp:CreatorTool", "producer": "pdf:Producer", "created": "xmp:CreateDate",
        "modified": "xmp:ModifyDate", "lang": "dc:language"}
_DATE = re.compile(r"D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?\s*(?:([Zz])|([+-])(\d\d)'?(\d\d)?)?")


def metadata_record(pdf):
    """The ``metadata`` record of an open pikepdf document."""
    record = {"type": "metadata", "page": None}
    info = _info(pdf)
    xmp = _xmp(pdf)
    from_xmp = []
    for name in ("title", "author", "subject", "keywords", "creator", "producer", "created", "modified", "lang"):
        value = info.get(name)
        if value is None and xmp.get(name) is not None:
            value = xmp[name]
            from_xmp.append(name)
        record[name] = value
    record["xmp"] = from_xmp
    return record


def _info(pdf):
    out = {}
    try:
        info = pdf.trailer.get("/Info")
        for name, key in _INFO:
            value = info.get(key) if isinstance(info, pikepdf.Dictionary) else None
            if value is None:
                continue
            text = text_of(value).strip()
            if name in ("created", "modified"):
                text = iso_date(text)
            if text:
                out[name] = text
        lang = pdf.Root.get("/Lang")
        if lang is not None and text_of(lang).strip():
            out["lang"] = text_of(lang).strip()
    except Exception:       # a damaged Info dictionary: its fields stay unknown
        pass
    return out


def _xmp(pdf):
    stream = pdf.Root.get("/Metadata")
    if not isinstance(stream, pikepdf.Stream):
        return {}
    try:
        if int(stream.get("/Length", 0)) > XMP_MAX_BYTES:
            return {}
        meta = pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False, strict=False)
        out = {}
        for name, key in _XMP.items():
            value = meta.get(key)
            if isinstance(value, (list, set, tuple)):
                value = "; ".join(sorted(str(v) for v in value)) if isinstance(value, set) \
                    else "; ".join(str(v) for v in value)
            if value is not None and str(value).strip():
                out[name] = str(value).strip()
        return out
    except Exception:       # malformed XMP: read around it
        return {}


def iso_date(text):
    """A PDF date string (D:YYYYMMDDHHmmSSOHH'mm') in ISO 8601, as pdfinfo -isodates writes it;
    text that is not a PDF date is returned as it is."""
    match = _DATE.match(text)
    if not match:
        return text
    year, month, day, hour, minute, second, zulu, sign, tz_hour, tz_minute = match.groups()
    out = f"{year}-{month or '01'}-{day or '01'}T{hour or '00'}:{minute or '00'}:{second or '00'}"
    if zulu:
        return out + "Z"
    if sign:
        offset = f"{tz_hour}:{tz_minute or '00'}"
        return out + ("Z" if offset == "00:00" else f"{sign}{offset}")    # as pdfinfo writes UTC
    return out
