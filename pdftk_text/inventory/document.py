"""The document section: versions, producers, linearisation, revisions, signatures, claims.

Facts read from the header, the catalog, the Info dictionary, the XMP packet and the
signature dictionaries; a signature's coverage is its /ByteRange compared with the file.
This module must never verify a signature or judge a claim; it states what is written.
"""

import re

import pikepdf

from .values import name, text

_HEADER = re.compile(rb"%PDF-(\d+\.\d+)")
_XMP_FIELDS = {"pdfaid:part": "pdfa-part", "pdfaid:conformance": "pdfa-conformance",
               "pdfuaid:part": "pdfua-part", "pdfx:GTS_PDFXVersion": "pdfx-version",
               "pdfxid:GTS_PDFXVersion": "pdfx-version", "fx:ConformanceLevel": "facturx-level",
               "fx:DocumentType": "facturx-type", "xmp:CreatorTool": "creator",
               "pdf:Producer": "producer"}


def section(document):
    pdf, data = document.pdf, document.data
    header = _HEADER.search(data[:1024])
    return {
        "header-version": header.group(1).decode() if header else None,
        "catalog-version": name(pdf.Root.get("/Version")),
        "extensions": _extensions(pdf.Root.get("/Extensions")),
        "info": {"producer": document.info("/Producer"), "creator": document.info("/Creator")},
        "xmp": _xmp(pdf),
        "linearized": bool(pdf.is_linearized),
        "revisions": max(1, len(re.findall(rb"%%EOF", data))),
        "encrypted": bool(pdf.is_encrypted) or document.encryption is not None,   # attachments only
        "repaired": document.repaired,
        "tagged": document.tagged,
        "signatures": signatures(pdf, len(data)),
        "output-intents": _intents(pdf.Root.get("/OutputIntents")),
    }


def _extensions(value):
    if not isinstance(value, pikepdf.Dictionary):
        return []
    found = []
    for key in sorted(value.keys()):
        entry = value.get(key)
        entries = entry if isinstance(entry, pikepdf.Array) else [entry]
        for item in entries:
            if isinstance(item, pikepdf.Dictionary):
                level = item.get("/ExtensionLevel")
                found.append({"prefix": key[1:], "base-version": name(item.get("/BaseVersion")),
                              "level": int(level) if isinstance(level, int) else None})
    return found


def _xmp(pdf):
    found = dict.fromkeys(sorted(set(_XMP_FIELDS.values())))
    found["present"] = isinstance(pdf.Root.get("/Metadata"), pikepdf.Stream)
    if not found["present"]:
        return found
    try:
        meta = pdf.open_metadata()
        for key, field in _XMP_FIELDS.items():
            value = meta.get(key)
            if value is not None and found.get(field) is None:
                found[field] = str(value)
    except Exception:   # a malformed packet is a fact too
        found["malformed"] = True
    return found


def _intents(value):
    if not isinstance(value, pikepdf.Array):
        return []
    intents = []
    for item in value:
        if isinstance(item, pikepdf.Dictionary):
            profile = item.get("/DestOutputProfile")
            intents.append({"subtype": name(item.get("/S")),
                            "condition": text(item.get("/OutputConditionIdentifier")),
                            "info": text(item.get("/Info")),
                            "profile-components": int(profile.stream_dict.get("/N", 0))
                            if isinstance(profile, pikepdf.Stream) else None})
    return intents


def signatures(pdf, size):
    """Every signature dictionary a field holds, with the bytes its /ByteRange covers."""
    found = []
    for field in _fields(pdf):
        if field.get("/FT") != pikepdf.Name.Sig:
            continue
        value = field.get("/V")
        entry = {"field": text(field.get("/T")), "signed": isinstance(value, pikepdf.Dictionary)}
        if isinstance(value, pikepdf.Dictionary):
            ranges = value.get("/ByteRange")
            numbers = [int(x) for x in ranges] if isinstance(ranges, pikepdf.Array) else []
            covered = sum(numbers[1::2])
            end = numbers[-2] + numbers[-1] if len(numbers) >= 2 else 0
            entry.update({"filter": name(value.get("/Filter")), "subfilter": name(value.get("/SubFilter")),
                          "byte-range": numbers, "covered": covered,
                          "covers-to-end": end == size, "signed-at": text(value.get("/M"))})
        found.append(entry)
    return found


def _fields(pdf):
    form = pdf.Root.get("/AcroForm")
    roots = form.get("/Fields") if isinstance(form, pikepdf.Dictionary) else None
    stack, seen = list(roots) if isinstance(roots, pikepdf.Array) else [], set()
    while stack:
        field = stack.pop(0)
        if not isinstance(field, pikepdf.Dictionary):
            continue
        if field.is_indirect:
            if field.objgen in seen:
                continue
            seen.add(field.objgen)
        kids = field.get("/Kids")
        if isinstance(kids, pikepdf.Array):
            stack.extend(kids)
        yield field
