"""Type 0 fonts: the encoding CMap (Identity, embedded or predefined), the CIDFont's /W
and /W2, and the code-to-text chain of ISO 32000-2 §9.10.2.

Text comes from the first of: ToUnicode; for a CIDFont of an Adobe collection
(Japan1, GB1, CNS1, Korea1, KR) the collection's CID-to-Unicode map (``predefined``),
or for a Unicode-based predefined CMap (UniJIS-UCS2-H) the code itself; for a
CIDFontType2 the embedded TrueType's own ``cmap`` read backwards from the glyph id
(CIDToGIDMap), else its ``post`` names; last, the text of the glyph's one named twin
(``shapes``). When a predefined CMap or the collection's map
is not installed, ``extraction.cmap-unavailable`` names it and the package, and the
font's codes that ToUnicode does not map have no text: never a guess.
"""

import unicodedata

import pikepdf

from ..pdf import streams

from . import cmap, predefined
from .descriptor import vertical_metrics, font_program, program_bytes
from .font import (ENCODING, NONE, REPLACEMENT, TOUNICODE, COLLECTION, CID_UNICODE,
                   FONT_SHAPE, CompositeFont)
from .shapes import ShapeTwins, own_text, reverse_unicode_cmap
from .loader import base_name, safely
from .tounicode import read_tounicode

_ADOBE = "Adobe"


def build_composite(font_obj, resource_name, report):
    name = base_name(font_obj, resource_name)
    descendants = font_obj.get("/DescendantFonts")
    cid_font = descendants[0] if isinstance(descendants, pikepdf.Array) and len(descendants) else None
    if not isinstance(cid_font, pikepdf.Dictionary):
        cid_font = pikepdf.Dictionary()
        report("font.missing", f"font {name}: Type 0 without a descendant CIDFont; widths are zero",
               once=("descendant", name), font=name)
    encoding, cmap_name, unavailable = _encoding_cmap(font_obj.get("/Encoding"), name, report)
    tounicode = read_tounicode(font_obj, name, report)
    if encoding is None and tounicode is not None and tounicode.codespace is not None:
        space = tounicode.codespace
    elif encoding is not None:
        space = encoding.splitter
    else:
        space = cmap.identity_cmap(False).splitter
    to_cid = (lambda code, e=encoding: e.lookup(code, 2) or 0) if encoding is not None else (lambda code: code)
    widths, default = _cid_widths(cid_font.get("/W"), _number(cid_font.get("/DW"), 1000.0))
    vertical = bool(encoding.wmode) if encoding is not None else cmap_name.endswith("-V")
    positions = _cid_vertical(cid_font.get("/W2"), cid_font.get("/DW2")) if vertical else None
    descriptor = cid_font.get("/FontDescriptor")
    descriptor = descriptor if isinstance(descriptor, pikepdf.Dictionary) else None
    ascent, descent = vertical_metrics(descriptor, None, cid_font, "CIDFont")
    fallback = None
    if not unavailable:
        fallback, unavailable = _cid_text(font_obj, cid_font, descriptor, encoding, cmap_name, name, report)
    to_text = _text_chain(tounicode, fallback, to_cid, unavailable)
    font = CompositeFont(name, space, to_cid, widths, default, to_text, ascent, descent,
                         vertical=vertical, positions=positions)
    font.unavailable = unavailable
    if not vertical:
        font.find_space = lambda: safely(_space_advance, tounicode, encoding, cmap_name, cid_font, to_cid,
                                         widths, default)
    return font


_UNICODE_CODE_BYTES = {"utf-8": 1, "utf-16-be": 2, "utf-32-be": 4}
_SPACE_SEARCH = 65536       # ToUnicode entries read looking for U+0020, at most


def _space_advance(tounicode, encoding, cmap_name, cid_font, to_cid, widths, default):
    """The advance of the CID the font's maps give U+0020: the code ToUnicode maps to
    U+0020, a Unicode predefined CMap's own U+0020, or the CID an Adobe collection maps
    to U+0020; None when none does. /DW is no answer there: LuaTeX's Identity-H fonts
    have no space and /DW 1000, and an em-wide "space" joined words (issue 4's note)."""
    cid = None
    if tounicode is not None:
        for count, (code, text) in enumerate(tounicode.mapping.items()):
            if text == " ":
                cid = to_cid(code)
                break
            if count >= _SPACE_SEARCH:
                break
    codec = predefined.unicode_cmap_encoding(cmap_name)
    if cid is None and encoding is not None and codec is not None:
        cid = encoding.lookup(0x20, _UNICODE_CODE_BYTES.get(codec, 2)) or None
    if cid is None:
        ordering = _adobe_ordering(cid_font, encoding, cmap_name)
        table = predefined.collection_map(ordering) if ordering is not None else None
        if table is not None and " " in table:
            cid = table.index(" ")
    # Only a width /W gives counts: a space CID left to /DW is one the producer did not
    # measure (dvipdfmx's Adobe-KR NanumMyeongjo: no /W, /DW 950, an em-wide "space").
    return widths.get(cid) if cid is not None else None


def _text_chain(tounicode, fallback, to_cid, unavailable):
    """code -> (text, source): ToUnicode, then the CID's text; "" when the data is missing."""
    missing = ("", NONE) if unavailable else (REPLACEMENT, NONE)

    def to_text(code):
        if tounicode is not None:
            text = tounicode.text(code, 2)
            if text:
                return text, TOUNICODE
        if fallback is not None:
            found = fallback(code, to_cid(code))
            if found is not None:
                return found
        return missing
    return to_text


def _encoding_cmap(encoding, name, report):
    """(CidCMap or None, its name, whether text is unavailable for want of data)."""
    if isinstance(encoding, pikepdf.Name):
        cmap_name = str(encoding)[1:]
        if cmap_name in ("Identity-H", "Identity-V"):
            return cmap.identity_cmap(cmap_name == "Identity-V"), cmap_name, False
        found = predefined.load(cmap_name)
        if found is None:
            report("extraction.cmap-unavailable",
                   f"font {name}: the predefined CMap {cmap_name} is not installed (package {predefined.PACKAGE}); "
                   "its text is not read", once=("cmap", cmap_name, name), font=name, cmap=cmap_name,
                   package=predefined.PACKAGE)
            return None, cmap_name, True
        return found, cmap_name, False
    if isinstance(encoding, pikepdf.Stream):
        try:
            found = cmap.parse_cid_cmap(streams.read_bytes(encoding), resolve=predefined.read)
            return found, found.name or "", False
        except Exception as error:
            report("font.missing", f"font {name}: its encoding CMap could not be read ({error})",
                   once=("cmap-stream", name), font=name)
    return None, "", False


def _system_info(dictionary):
    info = dictionary.get("/CIDSystemInfo") if dictionary is not None else None
    if not isinstance(info, pikepdf.Dictionary):
        return None, None
    registry, ordering = info.get("/Registry"), info.get("/Ordering")
    return (str(registry) if isinstance(registry, pikepdf.String) else None,
            str(ordering) if isinstance(ordering, pikepdf.String) else None)


def _adobe_ordering(cid_font, encoding, cmap_name):
    """The Adobe collection the font's CIDs belong to (Japan1, KR...), or None: the
    predefined CMap's own, else the CIDFont's /CIDSystemInfo."""
    registry, ordering = _system_info(cid_font)
    if encoding is not None and encoding.ordering and cmap_name not in ("Identity-H", "Identity-V"):
        registry, ordering = encoding.registry, encoding.ordering
    return ordering if registry == _ADOBE and ordering in predefined.COLLECTIONS else None


def _cid_text(font_obj, cid_font, descriptor, encoding, cmap_name, name, report):
    """(code, cid) -> (text, source) or None, after ToUnicode; and whether data is missing."""
    ordering = _adobe_ordering(cid_font, encoding, cmap_name)
    collection = None
    unavailable = False
    if ordering is not None:
        collection = predefined.collection_map(ordering)
        codec = predefined.unicode_cmap_encoding(cmap_name)
        # With a ToUnicode the text does not rest on the collection's map: nothing to report.
        if collection is None and codec is None and font_obj.get("/ToUnicode") is None:
            report("extraction.cmap-unavailable",
                   f"font {name}: the CID-to-Unicode map of Adobe-{ordering} is not installed "
                   f"(package {predefined.PACKAGE}); its text is not read",
                   once=("collection", ordering, name), font=name, cmap=f"Adobe-{ordering}",
                   package=predefined.PACKAGE)
            unavailable = True
    else:
        codec = None
    subtype = cid_font.get("/Subtype")
    program = _ProgramText(cid_font, descriptor, name, report) \
        if subtype in (pikepdf.Name.CIDFontType2, pikepdf.Name.CIDFontType0) and descriptor is not None else None
    identity = cmap_name in ("Identity-H", "Identity-V") or encoding is None

    def text(code, cid):
        if program is not None and identity:
            found = program.text(cid)
            if found is not None:
                return found
        if collection is not None and 0 < cid < len(collection) and collection[cid]:
            return collection[cid], COLLECTION
        if codec is not None:
            return _code_text(code, codec)
        if program is not None and not identity:
            found = program.text(cid)
            if found is not None:
                return found
        # last, when nothing names the glyph: its twin's text
        return program.twin(cid) if program is not None else None
    return text, unavailable


def _code_text(code, codec):
    width = 4 if codec == "utf-32-be" else (2 if code <= 0xFFFF or codec == "utf-8" else 4)
    try:
        text = code.to_bytes(max(width, (code.bit_length() + 7) // 8), "big").decode(codec)
    except (UnicodeDecodeError, OverflowError):
        return None
    text = text.lstrip("\x00")
    return (text, ENCODING) if text else None


class _ProgramText:
    """CID -> text through the embedded program: the glyph (a TrueType's CIDToGIDMap, a
    CID-keyed CFF's charset, else the CID is the glyph id), then the program's Unicode
    ``cmap`` read backwards (the lowest code point naming the glyph), else its own glyph
    names (``post``, a name-keyed CFF's charset: pdf.js's issue9915); and, asked when
    nothing else maps the CID, what names the glyph's twin, the one named glyph drawn
    the same (``shapes.ShapeTwins``)."""

    def __init__(self, cid_font, descriptor, name, report):
        self._cid_font = cid_font
        self._args = (descriptor, name, report)
        self._ready = False

    def _prepare(self):
        self._ready = True
        program = font_program(*self._args, widths=False)     # a CIDFont's advances are its /W
        if self._cid_font.get("/Subtype") == pikepdf.Name.CIDFontType2:
            self._gids, self._cids_are_unicode = _cid_to_gid(self._cid_font.get("/CIDToGIDMap"))
        else:
            charset = program.cid_to_gid if program is not None else None
            self._gids = (lambda cid: charset.get(cid, 0)) if charset is not None else (lambda cid: cid)
            self._cids_are_unicode = False
        self._names = program.glyph_names_by_gid if program is not None else None
        self._post_ok = program is not None and program.post_names_ok
        self._reverse = reverse_unicode_cmap(program) if program is not None else {}
        self._twins = ShapeTwins(lambda: program_bytes(self._args[0]), lambda: program)

    def text(self, cid):
        if not self._ready:
            self._prepare()
        if not self._names:
            return None
        gid = self._gids(cid)
        if not 0 < gid < len(self._names):
            return None
        found = own_text(self._names[gid], self._reverse, self._post_ok)
        if found is not None:
            return found
        if self._cids_are_unicode:
            return chr(cid), CID_UNICODE
        return None

    def twin(self, cid):
        """(the text of the CID glyph's one named twin, "font-shape"), or None."""
        if not self._ready:
            self._prepare()
        gid = self._gids(cid) if self._names else 0
        if not 0 < gid < len(self._names):
            return None
        twin = self._twins.text(self._names[gid])
        return (twin, FONT_SHAPE) if twin else None


def _cid_to_gid(value):
    """(CID -> GID, whether the CIDs the map gives a glyph are Unicode values)."""
    if isinstance(value, pikepdf.Stream):
        try:
            data = streams.read_bytes(value)
        except Exception:
            data = b""
        return ((lambda cid: int.from_bytes(data[2 * cid:2 * cid + 2], "big") if 2 * cid + 2 <= len(data) else 0),
                _cids_look_unicode(data))
    return (lambda cid: cid), False


# Unicode categories no CID of a Unicode-numbered font is (controls, surrogates), and
# those a few of its glyphs may be (a font's own private-use glyphs, characters newer
# than Python's tables): at most one in fifty.
_NEVER_TEXT, _RARELY_TEXT = frozenset(("Cc", "Cs")), frozenset(("Co", "Cn"))
_FEWEST_UNICODE_CIDS = 8


def _cids_look_unicode(data):
    """Whether a CIDToGIDMap stream's producer chose each glyph's CID as its Unicode value
    (tFPDF, and the producer of pdf.js's bug1650302, a font with neither cmap nor post):
    the CIDs it maps to a glyph are printable characters, and not every one is its own
    glyph id. Glyphs numbered from 1 up, the usual other choice, are controls."""
    mapped = [(cid, int.from_bytes(data[2 * cid:2 * cid + 2], "big")) for cid in range(len(data) // 2)
              if data[2 * cid] or data[2 * cid + 1]]
    if len(mapped) < _FEWEST_UNICODE_CIDS or all(cid == gid for cid, gid in mapped):
        return False
    categories = [unicodedata.category(chr(cid)) for cid, _ in mapped]
    if any(category in _NEVER_TEXT for category in categories):
        return False
    return sum(category in _RARELY_TEXT for category in categories) * 50 <= len(categories)


def _cid_widths(w, default):
    """CID -> advance (text space per unit size) from a /W array (§9.7.4.3)."""
    widths = {}
    if not isinstance(w, pikepdf.Array):
        return widths, default * 0.001
    items = list(w)
    i = 0
    while i < len(items):
        first = items[i]
        following = items[i + 1] if i + 1 < len(items) else None
        if isinstance(following, pikepdf.Array):
            start = int(first)
            for offset, value in enumerate(following):
                widths[start + offset] = float(value) * 0.001
            i += 2
        elif i + 2 < len(items):
            low, high, value = int(first), int(following), float(items[i + 2]) * 0.001
            if high - low > 65536:       # a range is not expanded past the CID space
                high = low + 65536
            for cid in range(low, high + 1):
                widths[cid] = value
            i += 3
        else:
            break
    return widths, default * 0.001


def _cid_vertical(w2, dw2):
    """Vertical metrics (§9.7.4.3): (CID -> (w1, vx, vy), (default w1, default vy)).

    w1 is the vertical advance (negative: down); (vx, vy) the position vector from the
    horizontal origin to the vertical one. A CID without a /W2 entry has /DW2's w1 and
    vy and vx = w0 / 2, which only the glyph's width can give, so vx is None there.
    """
    default_vy, default_w1 = 0.88, -1.0
    try:
        if isinstance(dw2, pikepdf.Array) and len(dw2) == 2:
            default_vy, default_w1 = float(dw2[0]) * 0.001, float(dw2[1]) * 0.001
    except (TypeError, ValueError):
        pass
    entries = {}
    items, i = (list(w2) if isinstance(w2, pikepdf.Array) else []), 0
    while i < len(items):
        following = items[i + 1] if i + 1 < len(items) else None
        if isinstance(following, pikepdf.Array):
            start = int(items[i])
            values = [float(v) * 0.001 for v in following]
            for k in range(0, len(values) - 2, 3):
                entries[start + k // 3] = (values[k], values[k + 1], values[k + 2])
            i += 2
        elif i + 4 < len(items):
            low, high = int(items[i]), int(following)
            entry = tuple(float(v) * 0.001 for v in items[i + 2:i + 5])
            for cid in range(low, min(high, low + 65536) + 1):
                entries[cid] = entry
            i += 5
        else:
            break
    return entries, (default_w1, default_vy)


def _number(value, default):
    try:
        return float(value) if value is not None else default
    except (TypeError, ValueError):
        return default
