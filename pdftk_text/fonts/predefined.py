"""Predefined CJK CMaps and the Adobe collections' CID-to-Unicode maps, read from
Debian's poppler-data when installed.

The data's root is ``$PDFTK_TEXT_POPPLER_DATA`` when set, else ``/usr/share/poppler``;
encoding CMaps are read from its ``cMap/<collection>/<name>``, CID-to-Unicode maps from
its ``cidToUnicode/<collection>`` (one hexadecimal UTF-16 value per line, the line
number being the CID; an empty line maps nothing), else from the collection's
``cMap/<collection>/<collection>-UCS2`` CMap (Adobe-KR has only that). Without the data, ``load`` and
``collection_map`` answer None and the caller reports ``extraction.cmap-unavailable``.
This module must never guess a mapping: no identity fallback, no bundled tables.
"""

import os
from functools import lru_cache

from . import cmap

DEFAULT_ROOT = "/usr/share/poppler"
PACKAGE = "poppler-data"
# The orderings whose CIDs the Adobe collections define (§9.7.5.2 names the first four).
COLLECTIONS = ("Japan1", "GB1", "CNS1", "Korea1", "KR")


def data_root():
    return os.environ.get("PDFTK_TEXT_POPPLER_DATA") or DEFAULT_ROOT


def _safe(name):
    return bool(name) and "/" not in name and not name.startswith(".")


def _find(name):
    if not _safe(name):
        return None
    base = os.path.join(data_root(), "cMap")
    if not os.path.isdir(base):
        return None
    for collection in sorted(os.listdir(base)):
        path = os.path.join(base, collection, name)
        if os.path.isfile(path):
            return path
    return None


def read(name):
    """The bytes of the predefined CMap ``name`` (for usecmap too), or None."""
    return _read_file(name)


def _read_file(name):
    path = _find(name)
    if path is None:
        return None
    with open(path, "rb") as handle:
        return handle.read()


@lru_cache(maxsize=64)
def _load(root, name):
    data = read(name)
    if data is None:
        return None
    try:
        return cmap.parse_cid_cmap(data, resolve=read)
    except cmap.CMapError:
        return None


def load(name):
    """The predefined encoding CMap ``name`` (e.g. UniJIS-UCS2-H), or None without the data."""
    return _load(data_root(), name)


def collection_map(ordering):
    """CID -> text for Adobe-``ordering`` (a tuple indexed by CID), or None without the data."""
    return _collection(data_root(), ordering)


@lru_cache(maxsize=8)
def _collection(root, ordering):
    if ordering not in COLLECTIONS:
        return None
    path = os.path.join(root, "cidToUnicode", "Adobe-" + ordering)
    try:
        with open(path, "rb") as handle:
            lines = handle.read().split(b"\n")
    except OSError:
        return _ucs2_collection(root, ordering)
    return tuple(_utf16_hex(line.strip()) for line in lines)


# A collection's CIDs past this are not read from its UCS2 CMap (Adobe-KR-9 ends at 22895).
_MAX_CID = 65535


def _ucs2_collection(root, ordering):
    """The same table from ``cMap/Adobe-<ordering>/Adobe-<ordering>-UCS2``, a CMap from
    2-byte CIDs to UTF-16 (bfchar/bfrange): poppler-data 0.4.12 ships Adobe-KR's map only
    in that form, with no ``cidToUnicode/Adobe-KR``."""
    name = "Adobe-%s-UCS2" % ordering
    try:
        with open(os.path.join(root, "cMap", "Adobe-" + ordering, name), "rb") as handle:
            data = handle.read()
        found = cmap.parse_tounicode(data)
    except (OSError, cmap.CMapError):
        return None
    table = {}
    for cid, text in found.items():
        if 0 <= cid <= _MAX_CID and text:
            table[cid] = text
    if not table:
        return None
    return tuple(table.get(cid) for cid in range(max(table) + 1))


def _utf16_hex(field):
    """Text of one line: a UTF-16 value in hex (several units for a sequence), or None."""
    if not field:
        return None
    try:
        raw = bytes.fromhex(field.decode("ascii").rjust((len(field) + 3) // 4 * 4, "0"))
        text = raw.decode("utf-16-be")
    except (ValueError, UnicodeDecodeError):
        return None
    return text if text and text != "\x00" else None


def unicode_cmap_encoding(name):
    """The codec a Unicode-based predefined CMap's codes are in (UniJIS-UCS2-H: the code is
    UTF-16BE), or None for a CMap whose codes are not Unicode."""
    if not name.startswith("Uni"):
        return None
    for marker, codec in (("-UCS2-", "utf-16-be"), ("-UTF16-", "utf-16-be"), ("-UTF32-", "utf-32-be"),
                          ("-UTF8-", "utf-8")):
        if marker in name + "-":
            return codec
    return None
