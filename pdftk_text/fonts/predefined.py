"""Predefined CJK CMaps, read from Debian's poppler-data when installed.

The location is ``$PDFTK_TEXT_CMAP_DIR`` when set, else poppler-data's
``/usr/share/poppler/cMap``. Without the data, ``load`` answers None and the caller
reports ``extraction.cmap-unavailable``: text is never guessed.
"""

import os
from functools import lru_cache

from . import cmap

DEFAULT_DIRS = ("/usr/share/poppler/cMap",)


def _dirs():
    override = os.environ.get("PDFTK_TEXT_CMAP_DIR")
    return (override,) if override else DEFAULT_DIRS


def _find(name):
    if "/" in name or name.startswith("."):
        return None
    for base in _dirs():
        if not os.path.isdir(base):
            continue
        for collection in sorted(os.listdir(base)):
            path = os.path.join(base, collection, name)
            if os.path.isfile(path):
                return path
    return None


def _read(name):
    path = _find(name)
    if path is None:
        return None
    with open(path, "rb") as handle:
        return handle.read()


@lru_cache(maxsize=64)
def load(name):
    data = _read(name)
    if data is None:
        return None
    try:
        return cmap.parse_cid_cmap(data, resolve=_read)
    except cmap.CMapError:
        return None
