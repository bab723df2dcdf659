"""Adobe-KR's CID-to-Unicode map, which poppler-data ships only as the CMap
cMap/Adobe-KR/Adobe-KR-UCS2 (no cidToUnicode/Adobe-KR): checked against poppler-data's
other file for the collection, UniAKR-UTF16-H (Unicode -> CID), read here independently."""

import os
import re

import pytest

from pdftk_text.fonts import predefined

ROOT = "/usr/share/poppler"
CMAP = os.path.join(ROOT, "cMap", "Adobe-KR", "UniAKR-UTF16-H")

pytestmark = pytest.mark.skipif(not os.path.isfile(CMAP), reason="poppler-data not installed")


def _cidchars():
    """UTF-16 code -> CID from UniAKR-UTF16-H's cidchar and cidrange lines (BMP codes)."""
    with open(CMAP, encoding="latin-1") as handle:
        text = handle.read()
    found = {}
    for block in re.findall(r"begincidchar(.*?)endcidchar", text, re.S):
        for code, cid in re.findall(r"<([0-9a-fA-F]{4})>\s+(\d+)", block):
            found[int(code, 16)] = int(cid)
    for block in re.findall(r"begincidrange(.*?)endcidrange", text, re.S):
        for low, high, cid in re.findall(r"<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]{4})>\s+(\d+)", block):
            for offset in range(int(high, 16) - int(low, 16) + 1):
                found[int(low, 16) + offset] = int(cid) + offset
    return found


def test_kr_collection_read_from_its_ucs2_cmap(monkeypatch):
    monkeypatch.setenv("PDFTK_TEXT_POPPLER_DATA", ROOT)
    table = predefined.collection_map("KR")
    assert table is not None and len(table) > 22000
    pairs = _cidchars()
    assert len(pairs) > 1000
    # Where UniAKR-UTF16-H sends a character to a CID used by no other character, the
    # collection's map must give that character back.
    users = {}
    for code, cid in pairs.items():
        users.setdefault(cid, []).append(code)
    checked = 0
    for cid, codes in users.items():
        if len(codes) == 1 and not 0xD800 <= codes[0] < 0xE000:
            assert table[cid] == chr(codes[0]), (cid, hex(codes[0]))
            checked += 1
    assert checked > 10000


def test_kr_collection_missing_without_data(monkeypatch, tmp_path):
    monkeypatch.setenv("PDFTK_TEXT_POPPLER_DATA", str(tmp_path))
    assert predefined.collection_map("KR") is None
