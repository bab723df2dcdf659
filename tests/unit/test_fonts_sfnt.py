"""sfnt programs read by our own reader (``fonts/sfnt.py``) give the glyph names, cmaps,
widths and units fontTools' TTFont reads from the same bytes, damaged ones included:
fontTools is the referee here, as it read these programs for the toolkit before.

One reading differs on purpose (tested as such): a head table with bytes past its 54
gives its units, where fontTools failed it and took 1000. Nor does ours read WOFF, which
fontTools took under FontFile2 (a PDF embeds none), fontTools' own DMAP and MAXP
tables, or repeat fontTools' slip over a zero-length cmap subtable ahead of a shared one.
"""

import io
import random
import struct

import pytest
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
from handmade import square_truetype

from pdftk_text.fonts.programs import read_program
from pdftk_text.fonts.sfnt import Sfnt


def build(names, subtables=(), *, post=True, units=1000):
    """A TrueType program with a square for each glyph and the given cmap subtables:
    (platform, encoding, format, {code: glyph name})."""
    builder = square_truetype(names, units)
    builder.setupCharacterMap({})
    cmap = builder.font["cmap"]
    cmap.tables = []
    for platform, encoding, form, mapping in subtables:
        subtable = CmapSubtable.newSubtable(form)
        subtable.platformID, subtable.platEncID, subtable.language = platform, encoding, 0
        subtable.cmap = dict(mapping)
        cmap.tables.append(subtable)
    builder.setupPost(keepGlyphNames=post)
    stream = io.BytesIO()
    builder.font.save(stream)
    return stream.getvalue()


def referee(data):
    """What fontTools reads: (names, whether post gave them, cmaps, widths, units), or
    None when it cannot read the program. Tables that fail are dropped and the glyph
    order asked for again, as the toolkit did when fontTools read its programs."""
    try:
        font = TTFont(io.BytesIO(data), lazy=True)
        names = None
        for suspect in ("post", "cmap", None):
            try:
                names = tuple(font.getGlyphOrder())
                break
            except Exception:
                if suspect is None:
                    return None
                if suspect in font:
                    del font[suspect]
                if hasattr(font, "glyphOrder"):
                    del font.glyphOrder
    except Exception:
        return None
    post = font.tables.get("post")
    own = post is not None and (post.formatType == 2.0 or (post.formatType == 1.0 and len(names) <= 258))
    cmaps = {}
    try:
        subtables = font["cmap"].tables
    except Exception:
        subtables = []
    for subtable in subtables:
        try:
            mapping = dict(subtable.cmap)
        except Exception:
            continue
        if mapping and (subtable.platformID, subtable.platEncID) not in cmaps:
            cmaps[(subtable.platformID, subtable.platEncID)] = mapping
    try:
        units = int(font["head"].unitsPerEm)
        units = units if 16 <= units <= 16384 else 1000
    except Exception:
        units = 1000
    try:
        widths = {name: advance * 1000 / units for name, (advance, _) in font["hmtx"].metrics.items()}
    except Exception:
        widths = None
    return names, own, cmaps, widths, units


def ours(data):
    program = read_program("FontFile2", data)
    if program is None:
        return None
    widths = dict(program.widths) if program.widths is not None else None
    cmaps = {key: dict(mapping) for key, mapping in program.cmaps.items()}
    return program.glyph_names_by_gid, program.post_names_ok, cmaps, widths, program.units_per_em


def directory(data):
    """tag -> (offset, length, where its directory entry is)."""
    count, = struct.unpack(">H", data[4:6])
    entries = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sLLL", data[12 + 16 * index:28 + 16 * index])
        entries[tag.decode()] = (offset, length, 12 + 16 * index)
    return entries


def cmap_entries(data):
    """(platform, encoding) -> where its cmap directory entry is: fontTools writes the
    subtables sorted by platform and encoding."""
    offset, _, _ = directory(data)["cmap"]
    count, = struct.unpack(">H", data[offset + 2:offset + 4])
    return {struct.unpack(">HH", data[offset + 4 + 8 * index:offset + 8 + 8 * index]): offset + 4 + 8 * index
            for index in range(count)}


def subtable_start(data, key):
    entry = cmap_entries(data)[key]
    return directory(data)["cmap"][0] + struct.unpack(">L", data[entry + 4:entry + 8])[0]


NAMES = (".notdef", "A", "B", "C", "Zhe", "smile")
UNICODE = {0x41: "A", 0x42: "B", 0x43: "C", 0x416: "Zhe", 0x263A: "smile"}


@pytest.mark.parametrize("form", [4, 6, 12])
@pytest.mark.parametrize("post", [True, False])
def test_agrees_with_fonttools_on_whole_programs(form, post):
    mapping = UNICODE if form != 6 else {0x41: "A", 0x42: "B", 0x43: "C"}
    data = build(NAMES, [(3, 1, form, mapping), (1, 0, 6, {0x41: "A", 0x42: "B"})], post=post)
    assert ours(data) == referee(data)
    assert ours(data)[1] is post


def test_names_from_the_unicode_cmap_when_post_has_none():
    data = build(NAMES, [(0, 3, 4, {0x41: "A", 0x42: "B", 0x416: "Zhe", 0x263A: "C"}),
                         (3, 10, 12, {0x1F600: "smile", 0x43: "C"})], post=False)
    names, own, cmaps, _, _ = ours(data)
    # each glyph by its least code: the AGL for New Fonts' name (U+263A is smileface
    # there), else uni and four digits, or u and more
    assert names == (".notdef", "A", "B", "C", "uni0416", "u1F600")
    assert not own
    assert cmaps[(3, 10)] == {0x43: "C", 0x1F600: "u1F600"}
    assert ours(data) == referee(data)


def test_a_glyph_named_twice_from_the_cmap_takes_alt():
    # U+0041 reaches glyph 1 in one subtable and glyph 2 in the other: both are "A"
    data = build(NAMES, [(3, 1, 4, {0x41: "A"}), (0, 3, 4, {0x41: "B"})], post=False)
    assert ours(data)[0][:3] == (".notdef", "A", "A.alt1")
    assert ours(data) == referee(data)


def test_repeated_and_empty_post_names_are_made_unique():
    data = bytearray(build((".notdef", "A", "B", "C"), [(3, 1, 4, {0x41: "A"})]))
    offset, length, _ = directory(data)["post"]
    # format 2: glyphs 1 and 2 both the standard "A" (36), glyph 3 an empty own name
    body = struct.pack(">H4H", 4, 0, 36, 36, 258) + b"\x00"
    data[offset + 32:offset + length] = body.ljust(length - 32, b"\x00")
    names = ours(bytes(data))[0]
    assert names == (".notdef", "A", "A.1", "glyph00003")
    assert ours(bytes(data)) == referee(bytes(data))


def test_a_broken_cmap_directory_leaves_no_cmap_and_numbered_names():
    data = bytearray(build(NAMES, [(3, 1, 4, UNICODE)], post=False))
    entry = cmap_entries(data)[(3, 1)]
    data[entry + 4:entry + 8] = struct.pack(">L", 0xFFFF0)     # the subtable's offset
    names, own, cmaps, _, _ = ours(bytes(data))
    assert names == (".notdef", "glyph00001", "glyph00002", "glyph00003", "glyph00004", "glyph00005")
    assert cmaps == {}
    assert ours(bytes(data)) == referee(bytes(data))


def test_a_subtable_that_fails_is_skipped_alone():
    data = bytearray(build(NAMES, [(3, 1, 4, {0x41: "A", 0x43: "C", 0x45: "B"}), (1, 0, 6, {0x41: "A"})]))
    start = subtable_start(data, (3, 1))
    segments = struct.unpack(">H", data[start + 6:start + 8])[0] // 2
    # the first segment's idRangeOffset points far past the glyph id array
    data[start + 16 + 6 * segments:start + 18 + 6 * segments] = b"\x7f\xfe"
    cmaps = ours(bytes(data))[2]
    assert (3, 1) not in cmaps and cmaps[(1, 0)] == {0x41: "A"}
    assert ours(bytes(data)) == referee(bytes(data))


@pytest.mark.parametrize("change", [2, -26])
def test_a_maxp_of_another_length_than_its_version_reads_as_fonttools_read_it(change):
    # fontTools failed its first read (post lost its names to the cmap's) and took the
    # count from the half it had read after that
    data = bytearray(build(NAMES, [(3, 1, 4, UNICODE)]))
    _, length, entry = directory(data)["maxp"]
    data[entry + 12:entry + 16] = struct.pack(">L", length + change)
    names, own, *_ = ours(bytes(data))
    assert names == (".notdef", "A", "B", "C", "uni0416", "smileface") and not own
    assert ours(bytes(data)) == referee(bytes(data))


def test_a_head_with_bytes_past_its_end_gives_its_units():
    data = bytearray(build(NAMES, [(3, 1, 4, UNICODE)], units=2048))
    _, length, entry = directory(data)["head"]
    data[entry + 12:entry + 16] = struct.pack(">L", length + 2)      # the next table's first bytes
    assert ours(bytes(data))[4] == 2048


def test_shared_subtables_are_read_once_for_both():
    data = bytearray(build(NAMES, [(3, 1, 4, UNICODE), (0, 3, 4, {0x42: "B"})]))
    entries = cmap_entries(data)
    data[entries[(0, 3)] + 4:entries[(0, 3)] + 8] = data[entries[(3, 1)] + 4:entries[(3, 1)] + 8]
    cmaps = ours(bytes(data))[2]
    assert cmaps[(0, 3)] == cmaps[(3, 1)] == UNICODE
    assert ours(bytes(data)) == referee(bytes(data))


def _damaged(data, rng):
    data = bytearray(data)
    tables = directory(data)
    tag = rng.choice([tag for tag in ("cmap", "post", "hmtx", "hhea", "maxp", "head") if tag in tables])
    offset, length, entry = tables[tag]
    choice = rng.random()
    if choice < 0.6 and min(length, len(data) - offset) > 0:
        for _ in range(rng.randint(1, 4)):
            data[offset + rng.randrange(min(length, 80, len(data) - offset))] = rng.randrange(256)
    elif choice < 0.85 and tag != "head":
        # a shorter or longer table; not head's, which reads past fontTools
        change = rng.choice([-1, -2, -7, -40, 1, 2, 13])
        data[entry + 12:entry + 16] = struct.pack(">L", max(0, length + change))
    else:
        data[entry:entry + 4] = b"zzzz"         # the table is gone
    return bytes(data)


def test_agrees_with_fonttools_on_damaged_programs():
    rng = random.Random(20261206)
    seeds = [build(NAMES, [(3, 1, 4, UNICODE), (1, 0, 6, {0x41: "A"})]),
             build(NAMES, [(0, 3, 12, UNICODE), (3, 1, 4, UNICODE)], post=False),
             build(NAMES, [(3, 0, 4, {0xF041: "A", 0xF042: "B"})])]
    differ = []
    for trial in range(400):
        data = rng.choice(seeds)
        for _ in range(rng.randint(1, 2)):
            data = _damaged(data, rng)
        if ours(data) != referee(data):
            differ.append(trial)
    assert differ == []


@pytest.mark.parametrize("data", [b"", b"\x00\x01\x00\x00", b"true" + b"\x00" * 8, b"ttcf" + b"\x00" * 20,
                                  b"\x00\x01\x00\x00\x00\x05" + b"\x00" * 30])
def test_no_program_raises_on_construction(data):
    with pytest.raises((ValueError, IndexError, struct.error)):
        Sfnt(data).num_glyphs


def test_a_broken_variation_subtable_fails_the_names_as_fonttools_did():
    # U+FE00 variations of A (format 14, (0, 5)): Unicode, so read when the cmap names
    # the glyphs; one claiming five records and holding one breaks the naming
    builder = square_truetype(NAMES)
    builder.setupCharacterMap({0x41: "A", 0x42: "B"}, uvs=[(0x41, 0xFE00, "A")])
    builder.setupPost(keepGlyphNames=False)
    stream = io.BytesIO()
    builder.font.save(stream)
    data = bytearray(stream.getvalue())
    start = subtable_start(data, (0, 5))
    data[start + 6:start + 10] = struct.pack(">L", 5)
    names, _, cmaps, _, _ = ours(bytes(data))
    assert names[1] == "glyph00001" and cmaps == {}
    assert ours(bytes(data)) == referee(bytes(data))


def test_a_program_of_no_glyphs_and_no_names_is_unreadable():
    data = bytearray(build(NAMES, [(3, 1, 4, UNICODE)], post=False))
    offset, _, _ = directory(data)["maxp"]
    data[offset + 4:offset + 6] = b"\x00\x00"
    assert ours(bytes(data)) is None and referee(bytes(data)) is None

