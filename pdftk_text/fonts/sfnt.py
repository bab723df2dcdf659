"""sfnt font programs (TrueType, OpenType): the tables text extraction reads.

Holds ``Sfnt``: the table directory of a program (the first font of a collection), its
glyph count (maxp), units and box (head), advances (hhea, hmtx), glyph order (post,
else names made from the Unicode cmap, else ``glyph00012``) and cmap subtables as code
-> glyph id. A CFF table's glyph names are its charset, which the caller reads with
``cff``.

Programs in PDFs are subsets, often damaged; each reading follows what fontTools 4.69
does with the same bytes, so that the names, widths and cmaps are the ones the
toolkit has always read: a cmap whose subtable directory is broken is no cmap, a
subtable that fails to decode is skipped, a post table that cannot be read leaves the
names to the cmap. A head longer than 54 bytes gives its units (fontTools failed it,
and took 1000). A WOFF file is no sfnt program (a PDF embeds none), and fontTools'
DMAP and MAXP tables are not read. Glyph outlines are not read here. What cannot be
read raises one of ``BROKEN`` rather than guess.
"""

from __future__ import annotations

import struct
from array import array
from sys import byteorder

from pdftk_text.fonts.glyphnames import aglfn_name
from pdftk_text.fonts.macnames import MAC_GLYPH_NAMES

_SIGNATURES = (b"\x00\x01\x00\x00", b"OTTO", b"true")
_BIG_ENDIAN = byteorder == "big"
# cmap subtables whose codes are Unicode (fontTools' isUnicode): they name glyphs
# when post does not.
_UNICODE_PLATFORM = 0
_WINDOWS_UNICODE = frozenset((0, 1, 10))
# The fixed part of each subtable format's header, which must fit in its length.
_HEADER_SIZE = {0: 6, 2: 6, 4: 6, 6: 6, 12: 16, 13: 16, 14: 10, 15: 10}


class SfntError(ValueError):
    """The bytes are no sfnt program, or a table of it cannot be read."""


# What reading a damaged table raises: ours, or what struct and array say of truncated
# bytes (an odd length, a short header, an index past a short array).
BROKEN = (ValueError, IndexError, struct.error)


def _uint16s(data: bytes) -> array:
    # ValueError on an odd number of bytes, as a truncated table should give
    return _big_endian("H", data)


def _big_endian(kind: str, data: bytes) -> array:
    values = array(kind, data)
    if not _BIG_ENDIAN:
        values.byteswap()
    return values


def _first_font(data: bytes) -> int:
    """Where a collection's first font starts: its offset in the header's table, or in
    the second one of versions 1.1 and 2.1 (fontTools' reading)."""
    version, count = struct.unpack(">LL", data[4:12])
    if version not in (0x00010000, 0x00010001, 0x00020000, 0x00020001):
        raise SfntError("a font collection of no known version")
    at = 12 + 4 * count + (12 if version >> 16 == 2 else 0)     # version 2: DSIG's three numbers
    if version & 0xFFFF:
        count, = struct.unpack(">L", data[at:at + 4])
        at += 4
    else:
        at = 12
    if count < 1 or len(data) < at + 4 * count:
        raise SfntError("a font collection without its fonts' offsets")
    return struct.unpack(">L", data[at:at + 4])[0]


class Sfnt:
    """One sfnt program's tables, read on demand."""

    def __init__(self, data: bytes):
        self._data = data
        start = _first_font(data) if data[:4] == b"ttcf" else 0
        head = data[start:start + 12]
        if len(head) != 12 or head[:4] not in _SIGNATURES:
            raise SfntError("not a TrueType or OpenType font")
        count, = struct.unpack(">H", head[4:6])
        entries = data[start + 12:start + 12 + 16 * count]
        if len(entries) != 16 * count:
            raise SfntError("the table directory is truncated")
        self._tables = {}
        for index in range(count):
            tag, _, offset, length = struct.unpack(">4sLLL", entries[16 * index:16 * index + 16])
            self._tables[tag.decode("latin-1")] = (offset, length)
        self._num_glyphs = None
        self._subtables = None      # the cmap's (platform, encoding, format, offset, length)
        self._codes = {}            # (format, offset, length) -> code -> glyph id, or the error

    def __contains__(self, tag: str) -> bool:
        return tag in self._tables

    def table(self, tag: str) -> bytes | None:
        """A table's bytes; None when the program has none."""
        if tag not in self._tables:
            return None
        offset, length = self._tables[tag]
        data = self._data[offset:offset + length]
        if len(data) != length:
            raise SfntError(f"the {tag!r} table runs past the program's end")
        return data

    def _required(self, tag: str) -> bytes:
        data = self.table(tag)
        if data is None:
            raise SfntError(f"no {tag!r} table")
        return data

    # --- maxp, head, hmtx -----------------------------------------------------------

    @property
    def num_glyphs(self) -> int:
        """maxp's glyph count (what a shorter table holds of it). A maxp longer than its
        version says (6 bytes for 0.5, 32 for 1.0), or a 1.0 one shorter, fails the
        first question, as fontTools' did; it answers the next ones with the count, as
        fontTools did from the half it had read."""
        if self._num_glyphs is None:
            data = self._required("maxp")
            self._num_glyphs = int.from_bytes(data[4:6], "big")
            if len(data) > 6 if data[:4] == b"\0\0\x50\0" else len(data) != 32:
                raise SfntError("maxp is not as long as its version says")
        return self._num_glyphs

    def head(self) -> tuple[int, tuple[int, int, int, int]]:
        """(unitsPerEm, (xMin, yMin, xMax, yMax)) from head."""
        data = self._required("head")
        if len(data) < 54:
            raise SfntError("head is shorter than 54 bytes")
        units, = struct.unpack(">H", data[18:20])
        return units, struct.unpack(">4h", data[36:44])

    def advances(self, names: tuple[str, ...]) -> dict[str, int]:
        """Glyph name -> advance width in font units, from hmtx."""
        count = self.num_glyphs
        hhea = self.table("hhea")
        if hhea is not None and len(hhea) != 36:
            raise SfntError("hhea is not 36 bytes long")
        metrics = struct.unpack(">H", hhea[34:36])[0] if hhea is not None else count
        metrics = min(metrics, count)
        data = self._required("hmtx")
        if not metrics or len(data) < 4 * metrics + 2 * (count - metrics):
            raise SfntError("hmtx is shorter than its glyphs")
        pairs = _uint16s(data[:4 * metrics])
        widths = {}
        for gid in range(metrics):
            widths[names[gid]] = pairs[2 * gid]
        last = pairs[2 * metrics - 2]
        for gid in range(metrics, count):
            widths[names[gid]] = last
        return widths

    # --- glyph order -----------------------------------------------------------------

    def glyph_order(self) -> tuple[tuple[str, ...], bool]:
        """(glyph name by glyph id, whether they are the program's own), for a program
        without CFF.

        post's names (format 1, 2 or 4) when it has one for every glyph; else names
        made from the Unicode cmap subtables (``A``, ``uni0416``, ``A.alt1``); when the
        cmap cannot be read either, ``glyph00012``, and the cmap counts as absent from
        then on (``subtables`` gives none). Only post's formats 1 and 2 spell the
        program's own names; format 4's are made from codes, like the cmap's.
        """
        try:
            return self._order(True)
        except BROKEN:
            pass
        try:                    # fontTools' next tries: without post, then without the cmap
            return self._order(False)
        except BROKEN:
            self._subtables = []
        return self._order(False)

    def _order(self, use_post: bool) -> tuple[tuple[str, ...], bool]:
        names, own = self._post_names() if use_post else (None, False)
        if names is not None and len(names) >= self.num_glyphs:
            return tuple(names), own
        return self._cmap_names(), False

    def _numbered_names(self) -> tuple[str, ...]:
        if not self.num_glyphs:
            raise SfntError("no glyphs to name")
        return (".notdef",) + tuple("glyph%.5d" % gid for gid in range(1, self.num_glyphs))

    def _post_names(self) -> tuple[list[str] | None, bool]:
        """(post's glyph names, whether they are the program's own); no names for
        format 3 or without post."""
        data = self.table("post")
        if data is None:
            return None, False
        if len(data) < 32:
            raise SfntError("post is shorter than its header")
        version = data[:4]
        if version == b"\0\x01\0\0":
            return list(MAC_GLYPH_NAMES[:self.num_glyphs]), True
        if version == b"\0\x02\0\0":
            return _unique_names(self._post_format_2(data[32:])), True
        if version == b"\0\x03\0\0":
            return None, False
        if version == b"\0\x04\0\0":
            return _unique_names(self._post_format_4(data[32:])), False
        raise SfntError("post format not read")

    def _post_format_2(self, data: bytes) -> list[str]:
        count = self.num_glyphs
        listed = min(struct.unpack(">H", data[:2])[0], count)
        indices = _uint16s(data[2:2 + 2 * listed])
        strings = _pascal_strings(data[2 + 2 * listed:], max(indices, default=0) - 257)
        names = [""] * count
        for gid in range(listed):
            index = indices[gid]
            if index > 257:
                names[gid] = strings[index - 258] if index - 258 < len(strings) else ""
            else:
                names[gid] = MAC_GLYPH_NAMES[index]
        return names

    def _post_format_4(self, data: bytes) -> list[str]:
        count = self.num_glyphs
        codes = _uint16s(data)
        names = [""] * count
        for gid in range(min(len(codes), count)):
            code = codes[gid]
            names[gid] = "" if code == 0xFFFF else aglfn_name(code) or "uni%04X" % code
        return names

    def _cmap_names(self) -> tuple[str, ...]:
        count = self.num_glyphs
        first_code = {}
        for subtable in self.subtables():
            platform, encoding = subtable[0], subtable[1]
            if platform != _UNICODE_PLATFORM and not (platform == 3 and encoding in _WINDOWS_UNICODE):
                continue
            for code, gid in self.codes(subtable).items():
                if gid < count and (gid not in first_code or code < first_code[gid]):
                    first_code[gid] = code
        names = list(self._numbered_names())
        used = {}
        for gid in range(count):
            if gid in first_code:
                code = first_code[gid]
                name = aglfn_name(code) or ("uni%04X" % code if code <= 0xFFFF else "u%X" % code)
                uses = used[name] = used.get(name, 0) + 1
                names[gid] = name if uses == 1 else "%s.alt%d" % (name, uses - 1)
        return tuple(names)

    # --- cmap ------------------------------------------------------------------------

    def subtables(self) -> list[tuple[int, int, int, int, int]]:
        """The cmap's subtables as (platform, encoding, format, offset, length); none
        when the cmap is absent or its directory cannot be read."""
        if self._subtables is None:
            try:
                self._subtables = self._read_subtables()
            except BROKEN:
                self._subtables = []
        return self._subtables

    def _read_subtables(self) -> list[tuple[int, int, int, int, int]]:
        data = self.table("cmap")
        if data is None:
            return []
        if len(data) < 4:
            raise SfntError("cmap is too short")
        count, = struct.unpack(">H", data[2:4])
        found, offsets = [], set()
        for index in range(count):
            entry = data[4 + 8 * index:12 + 8 * index]
            if len(entry) < 8:
                raise SfntError("the cmap's directory is truncated")
            platform, encoding, offset = struct.unpack(">HHL", entry)
            if offset + 4 > len(data):
                raise SfntError("a cmap subtable starts past the cmap's end")
            form, length = struct.unpack(">HH", data[offset:offset + 4])
            if form in (8, 10, 12, 13):
                form, _, length = struct.unpack(">HHL", data[offset:offset + 8])
            elif form in (14, 15):
                form, length = struct.unpack(">HL", data[offset:offset + 6])
            if not length:
                continue
            if length < _HEADER_SIZE.get(form, 0) or offset + length > len(data):
                raise SfntError("a cmap subtable is truncated")
            if form in (12, 13):
                groups, = struct.unpack(">L", data[offset + 12:offset + 16])
                if length != 16 + 12 * groups:
                    raise SfntError("a cmap subtable's groups do not fill it")
            subtable = (platform, encoding, form, offset, length)
            if offset in offsets:
                # a subtable shared by two entries is read with the directory: when it
                # is broken, so is the cmap
                self.codes(subtable)
            offsets.add(offset)
            found.append(subtable)
        return found

    def codes(self, subtable: tuple[int, int, int, int, int]) -> dict[int, int]:
        """A subtable's code -> glyph id, glyph 0 left out; raises when it is broken.
        Decoded once however many entries share it. Formats 8, 10, 14 and 15 map no
        codes here (14 and 15 are read through, to fail as fontTools did)."""
        key = subtable[2:]
        found = self._codes.get(key)
        if found is None:
            form, offset, length = key
            reader = _SUBTABLE_READERS.get(form)
            try:
                found = reader(self.table("cmap")[offset:offset + length]) if reader is not None else {}
            except BROKEN as error:
                found = error
            self._codes[key] = found
        if isinstance(found, Exception):
            raise SfntError("a broken cmap subtable") from found
        return found


def _unique_names(names: list[str]) -> list[str]:
    """fontTools' renaming of post names: an empty one becomes glyph00012, a repeat
    takes the first free ``.1``, ``.2``... suffix."""
    given = set(names)
    seen = {}
    for gid, name in enumerate(names):
        unique = name or "glyph%.5d" % gid
        if unique in seen:
            suffix = seen[unique]
            while f"{unique}.{suffix}" in given:
                suffix += 1
            seen[unique] = suffix + 1
            unique = f"{unique}.{suffix}"
        seen[unique] = 1
        names[gid] = unique
    return names


def _pascal_strings(data: bytes, count: int) -> list[str]:
    strings, index = [], 0
    for _ in range(count):
        length = data[index] if index < len(data) else 0
        index += 1
        strings.append(data[index:index + length].decode("latin-1") if index + length - 1 < len(data) else "")
        index += length
    return strings


def _format_0(body: bytes) -> dict[int, int]:
    if len(body) != 262:
        raise SfntError("a format 0 cmap is not 262 bytes")
    return {code: gid for code, gid in enumerate(body[6:]) if gid}


def _format_2(body: bytes) -> dict[int, int]:
    data = body[6:]
    keys = [key // 8 for key in _uint16s(data[:512])]
    data = data[512:]
    headers = []
    for index in range(max(keys) + 1):
        first, entries, delta, range_offset = struct.unpack(">HHhH", data[8 * index:8 * index + 8])
        start = 8 * index + 8 + range_offset - 2
        headers.append((first, entries, delta, _uint16s(data[start:start + 2 * entries])))
    found = {}
    for high in range(256):
        key = keys[high]
        first, entries, delta, gids = headers[key]
        if key == 0:
            if first <= high < first + entries and gids[high - first]:
                found[high] = (gids[high - first] + delta) % 0x10000
            continue
        for index in range(entries):
            if gids[index]:
                found[high * 256 + first + index] = (gids[index] + delta) % 0x10000
    return {code: gid for code, gid in found.items() if gid}


def _format_4(body: bytes) -> dict[int, int]:
    if len(body) < 14:
        raise SfntError("a format 4 cmap is shorter than its header")
    segments = struct.unpack(">H", body[6:8])[0] // 2
    words = _uint16s(body[14:])
    ends = words[:segments]
    starts = words[segments + 1:2 * segments + 1]
    deltas = words[2 * segments + 1:3 * segments + 1]
    range_offsets = words[3 * segments + 1:4 * segments + 1]
    glyph_ids = words[4 * segments + 1:]
    found = {}
    for segment in range(len(starts) - 1):      # the last segment (0xFFFF's) is never read
        start, delta, range_offset = starts[segment], deltas[segment], range_offsets[segment]
        codes = range(start, ends[segment] + 1)
        if range_offset == 0:
            for code in codes:
                gid = (code + delta) & 0xFFFF
                if gid:
                    found[code] = gid
            continue
        shift = range_offset // 2 - start + segment - len(range_offsets)
        for code in codes:
            index = code + shift
            if not 0 <= index < len(glyph_ids):
                raise SfntError("a format 4 cmap points past its glyph ids")
            gid = (glyph_ids[index] + delta) & 0xFFFF if glyph_ids[index] else 0
            if gid:
                found[code] = gid
    return found


def _format_6(body: bytes) -> dict[int, int]:
    first, count = struct.unpack(">HH", body[6:10])
    gids = _uint16s(body[10:10 + 2 * count])
    return {first + index: gid for index, gid in enumerate(gids) if gid}


def _groups(body: bytes, step: int) -> dict[int, int]:
    """Formats 12 (step 1: consecutive glyphs) and 13 (step 0: one glyph a group);
    groups past U+10FFFF are cut there, out-of-order ones skipped."""
    values = _big_endian("I", body[16:])
    found, last_end = {}, 0
    for group in range(len(values) // 3):
        start, end, gid = values[3 * group:3 * group + 3]
        end = min(end, 0x10FFFF)
        if start > end or start < last_end:
            continue
        last_end = end
        if gid == 0:
            if step == 0:
                continue
            start, gid = start + 1, 1
        for code in range(start, end + 1):
            found[code] = gid
            gid += step
    return {code: gid for code, gid in found.items() if gid}


def _variations(body: bytes) -> dict[int, int]:
    """Formats 14 and 15 (variation sequences) map no codes; read through their records
    as fontTools did, so that a broken one fails where it failed."""
    data = body[10:]
    records, = struct.unpack(">L", body[6:10])
    for record in range(records):
        _, default, special = struct.unpack(">3sLL", data[11 * record:11 * record + 11])
        for at, size in ((default, 4), (special, 5)):
            if at:
                start = at - 10         # fontTools' arithmetic, negative slices included
                count, = struct.unpack(">L", data[start:start + 4])
                _check_records(data, start + 4, count, size)
    return {}


def _check_records(data: bytes, start: int, count: int, size: int) -> None:
    """Raise unless ``count`` records of ``size`` bytes from ``start`` are whole, as
    fontTools' slicing reads them: record by record while they start at a negative
    index, the rest at once (the last is whole when all are), so that a record list
    many variation selectors share costs no loop over it each time."""
    for index in range(count):
        at = start + size * index
        if at >= 0:
            if at + size * (count - index) > len(data):
                raise SfntError("a variation sequence record is truncated")
            return
        if len(data[at:at + size]) != size:
            raise SfntError("a variation sequence record is truncated")


_SUBTABLE_READERS = {
    0: _format_0, 2: _format_2, 4: _format_4, 6: _format_6,
    12: lambda body: _groups(body, 1), 13: lambda body: _groups(body, 0),
    14: _variations, 15: _variations,
}
