"""The fonts a document uses, found and described the way ``pdffonts`` (poppler) does.

The walk: each selected page's resources (inherited ones included), then the normal
appearance of each of its annotations; inside, the fonts of the resource dictionary in
file order, then the resources of each XObject and pattern stream it names, each object
visited once. A font is listed once, by its object number. The type comes from the font
dictionary checked against the embedded program's first bytes; the encoding is the
base encoding poppler settles on ("Custom" when /Differences change it, the CMap name
for composite fonts). This module reads objects only; it must never interpret content.
"""

import os

import pikepdf


from ..pdf import streams
from ..pdf.names import name_raw

from .programs import identify
from .rawobjects import child

CMAP_ROOT = "/usr/share/poppler/cMap"
SYMBOLIC_BASES = {"Symbol": "Symbol", "ZapfDingbats": "ZapfDingbats"}

# poppler's aliases of the standard 14 names (spaces removed before lookup): the names
# that make a font "built in", which decides the default base encoding.
_FAMILIES = {
    "Arial": "Helvetica", "ArialMT": "Helvetica", "Helvetica": "Helvetica",
    "CourierNew": "Courier", "CourierNewPSMT": "Courier", "Courier": "Courier",
    "TimesNewRoman": "Times", "TimesNewRomanPS": "Times", "TimesNewRomanPSMT": "Times",
    "Times": "Times", "Symbol": "Symbol", "SymbolMT": "Symbol", "ZapfDingbats": "ZapfDingbats",
}
_STYLES = ("", ",Bold", ",Italic", ",BoldItalic", "-Bold", "-Italic", "-BoldItalic",
           "-BoldMT", "-ItalicMT", "-BoldItalicMT", "-Oblique", "-BoldOblique", "-Roman", "PS",
           "PS-Bold", "PS-Italic", "PS-BoldItalic", "PS-BoldMT", "PS-ItalicMT", "PS-BoldItalicMT")

TYPE_NAMES = {
    "type1": "Type 1", "type1c": "Type 1C", "type1c-ot": "Type 1C (OT)", "type3": "Type 3",
    "truetype": "TrueType", "truetype-ot": "TrueType (OT)", "cid-type0": "CID Type 0",
    "cid-type0c": "CID Type 0C", "cid-type0c-ot": "CID Type 0C (OT)", "cid-truetype": "CID TrueType",
    "cid-truetype-ot": "CID TrueType (OT)", "unknown": "unknown",
}


def builtin_family(name):
    """The standard-14 family poppler takes ``name`` for, or None."""
    if name is None:
        return None
    squeezed = name.replace(" ", "")
    for family, base in _FAMILIES.items():
        if squeezed.startswith(family) and squeezed[len(family):] in _STYLES:
            return base
    return None


class FontScan:
    """One pass over pages collecting fonts in poppler's order."""

    def __init__(self, pdf, raw):
        self.pdf = pdf
        self.raw = raw
        self.fonts = []
        self.seen_numbers = set()
        self.described = {}
        self.visited = set()

    def page(self, page_obj):
        resources, owner, path = _inherited_resources(page_obj)
        if isinstance(resources, pikepdf.Dictionary):
            self.resources(resources, owner, path)
        annots = page_obj.get("/Annots")
        if not isinstance(annots, pikepdf.Array):
            return
        for annot in annots:
            stream = appearance(annot)
            if stream is not None:
                res = stream.stream_dict.get("/Resources")
                if isinstance(res, pikepdf.Dictionary):
                    self.resources(res, *child(stream.objgen, (), stream.stream_dict, "/Resources"))

    def resources(self, res, owner, path):
        fonts = res.get("/Font")
        if isinstance(fonts, pikepdf.Dictionary):
            self._font_dict(fonts, *child(owner, path, res, "/Font"))
        for kind in ("/XObject", "/Pattern"):
            group = res.get(kind)
            if not isinstance(group, pikepdf.Dictionary):
                continue
            g_owner, g_path = child(owner, path, res, kind)
            for key in self.raw.keys(group, g_owner, g_path):
                item = group.get(key)
                if item.is_indirect:
                    if item.objgen[0] in self.visited:
                        continue
                    self.visited.add(item.objgen[0])
                if not isinstance(item, pikepdf.Stream):
                    continue
                inner = item.stream_dict.get("/Resources")
                if inner is not None and inner.is_indirect:
                    if inner.objgen[0] in self.visited:
                        continue
                    self.visited.add(inner.objgen[0])
                if isinstance(inner, pikepdf.Dictionary):
                    self.resources(inner, *child(item.objgen, (), item.stream_dict, "/Resources"))

    def _font_dict(self, fonts, owner, path):
        dict_ref = fonts.objgen if fonts.is_indirect else None
        for index, key in enumerate(self.raw.keys(fonts, owner, path)):
            font = fonts.get(key)
            if not isinstance(font, pikepdf.Dictionary):
                continue
            if font.is_indirect:
                ref = font.objgen
                number = ref[0]
            elif dict_ref is not None:
                ref, number = None, index        # poppler numbers it by its place in the dictionary
            else:
                ref, number = None, ("hash", font.unparse())
            if number in self.seen_numbers:
                continue
            # a font shared by many resource dictionaries is described once: each description
            # decodes its program (issue6961.pdf: 20 fonts in 272 dictionaries took 60 s)
            if ref is None:
                info = describe(font)
            elif ref in self.described:
                info = self.described[ref]
            else:
                info = self.described[ref] = describe(font)
            if info is None:
                continue
            info = dict(info)
            self.seen_numbers.add(number)
            info["object"] = list(ref) if ref else None
            self.fonts.append(info)


def _inherited_resources(page_obj):
    node, hops = page_obj, 0
    while isinstance(node, pikepdf.Dictionary) and hops < 64:
        if "/Resources" in node:
            owner = node.objgen if node.is_indirect else None
            return (node.get("/Resources"), *child(owner, (), node, "/Resources"))
        node, hops = node.get("/Parent"), hops + 1
    return None, None, ()


def appearance(annot):
    """The annotation's normal appearance stream as poppler picks it (by /AS), or None."""
    if not isinstance(annot, pikepdf.Dictionary) or not _rect_ok(annot):
        return None
    ap = annot.get("/AP")
    if not isinstance(ap, pikepdf.Dictionary):
        return None
    normal = ap.get("/N")
    state = annot.get("/AS")
    if isinstance(state, pikepdf.Name):
        state = str(state)
    elif isinstance(normal, pikepdf.Dictionary) and not isinstance(normal, pikepdf.Stream) and len(normal) == 1:
        state = list(normal.keys())[0]
    else:
        state = "/Off"
    if isinstance(normal, pikepdf.Stream):
        return normal
    if isinstance(normal, pikepdf.Dictionary) and not normal.is_indirect:
        chosen = normal.get(state)
        return chosen if isinstance(chosen, pikepdf.Stream) else None
    return None


def _rect_ok(annot):
    rect = annot.get("/Rect")
    return isinstance(rect, pikepdf.Array) and len(rect) == 4


def _name(value):
    # pdffonts prints a name's bytes: kept as surrogate escapes here, written back by listing()
    return name_raw(value)


def describe(font):
    """pdffonts' facts for one font dictionary, or None when poppler would not load it."""
    subtype = _name(font.get("/Subtype"))
    name = _name(font.get("/BaseFont"))
    kind, embedded_ref, descendant = font_type(font, subtype)
    if subtype == "Type0" and not _cid_loadable(font, descendant):
        return None
    embedded = kind == "type3" or embedded_ref is not None
    if subtype == "Type0":
        encoding = _cmap_name(font.get("/Encoding"))
    else:
        encoding = simple_encoding(font, kind, name, embedded_ref)
    return {"name": name, "type": TYPE_NAMES[kind], "encoding": encoding, "embedded": embedded,
            "subset": _subset(name), "tounicode": isinstance(font.get("/ToUnicode"), pikepdf.Stream)}


def _subset(name):
    if not name:
        return False
    count = 0
    while count < len(name) and "A" <= name[count] <= "Z":
        count += 1
    return 0 < count < len(name) and name[count] == "+"


def font_type(font, subtype):
    """(kind, embedded program stream or None, descendant dict) as poppler types a font."""
    expected = {"Type1": "type1", "MMType1": "type1", "Type1C": "type1c", "Type3": "type3",
                "TrueType": "truetype"}.get(subtype, "unknown")
    is_type0 = subtype == "Type0"
    target, descendant = font, None
    kids = font.get("/DescendantFonts")
    if isinstance(kids, pikepdf.Array) and len(kids) and isinstance(kids[0], pikepdf.Dictionary):
        target = descendant = kids[0]
        sub = _name(descendant.get("/Subtype"))
        if is_type0 and sub == "CIDFontType0":
            expected = "cid-type0"
        elif is_type0 and sub == "CIDFontType2":
            expected = "cid-truetype"
    program, expected = _embedded(target.get("/FontDescriptor"), expected, is_type0)
    found = None
    if program is not None:
        try:
            found = identify(streams.read_bytes(program)[:65536 * 4])
        except streams.StreamTooLarge as error:     # the head names the format
            found = identify(error.prefix[:65536 * 4])
        except pikepdf.PdfError:
            found = None
    kind = {"pfa": "type1", "pfb": "type1", "cff-8bit": "cid-type0c" if is_type0 else "type1c",
            "cff-cid": "cid-type0c", "truetype": "cid-truetype" if is_type0 else "truetype",
            "ttc": "cid-truetype" if is_type0 else "truetype",
            "otf-8bit": "cid-type0c-ot" if is_type0 else "type1c-ot", "otf-cid": "cid-type0c-ot"}.get(found)
    return kind or expected, program, descendant


def _embedded(descriptor, expected, is_type0):
    if not isinstance(descriptor, pikepdf.Dictionary):
        return None, expected
    file1 = descriptor.get("/FontFile")
    if file1 is not None and file1.is_indirect:
        return _stream(file1), expected
    file2 = descriptor.get("/FontFile2")
    if file2 is not None and file2.is_indirect:
        return _stream(file2), ("cid-truetype" if is_type0 else expected)
    file3 = descriptor.get("/FontFile3")
    if file3 is None or not file3.is_indirect:
        return None, expected
    if isinstance(file3, pikepdf.Stream):
        sub = _name(file3.stream_dict.get("/Subtype"))
        expected = _file3_expected(sub, expected, is_type0)
    return _stream(file3), expected


def _file3_expected(sub, expected, is_type0):
    if sub == "Type1" and expected != "type1":
        return "cid-type0" if is_type0 else "type1"
    if sub == "Type1C":
        if expected in ("type1", "type1c"):
            return "type1c"
        return "cid-type0c" if is_type0 else "type1c"
    if sub == "TrueType" and expected != "truetype":
        return "cid-truetype" if is_type0 else "truetype"
    if sub == "CIDFontType0C":
        if expected == "cid-type0":
            return "cid-type0c"
        return "cid-type0c" if is_type0 else "type1c"
    if sub == "OpenType":
        return {"truetype": "truetype-ot", "type1": "type1c-ot", "cid-type0": "cid-type0c-ot",
                "cid-truetype": "cid-truetype-ot"}.get(expected, expected)
    return expected


def _stream(value):
    return value if isinstance(value, pikepdf.Stream) else None


def simple_encoding(font, kind, name, program):
    """The encoding column of a simple font (poppler's base encoding, or Custom)."""
    encoding = font.get("/Encoding")
    base = encoding.get("/BaseEncoding") if isinstance(encoding, pikepdf.Dictionary) else encoding
    base = {"MacRomanEncoding": "MacRoman", "MacExpertEncoding": "MacExpert",
            "WinAnsiEncoding": "WinAnsi"}.get(_name(base))
    if base is None and program is not None and kind in ("type1", "type1c"):
        if _program_has_encoding(program, kind):
            base = "Builtin"
    if base is None:
        family = builtin_family(name)
        if family and program is None:
            base = SYMBOLIC_BASES.get(family, "Standard")
        elif kind == "truetype":
            base = "WinAnsi"
        else:
            base = "Standard"
    if isinstance(encoding, pikepdf.Dictionary) and isinstance(encoding.get("/Differences"), pikepdf.Array):
        return "Custom"
    return base


def _program_has_encoding(program, kind):
    try:
        data = streams.read_bytes(program)
    except (pikepdf.PdfError, streams.StreamTooLarge):
        return False
    if kind == "type1":
        return b"/Encoding" in data[:65536]
    return len(data) > 4 and data[0] == 1   # a CFF poppler can parse always carries an encoding


def _cmap_name(encoding):
    if isinstance(encoding, pikepdf.Name):
        return name_raw(encoding)
    if isinstance(encoding, pikepdf.Stream):
        name = encoding.stream_dict.get("/CMapName")
        return name_raw(name) if isinstance(name, pikepdf.Name) else "Custom"
    return "Custom"


def _cid_loadable(font, descendant):
    if descendant is None:
        return False
    encoding = font.get("/Encoding")
    if isinstance(encoding, pikepdf.Stream):
        return True
    if not isinstance(encoding, pikepdf.Name):
        return False
    name = name_raw(encoding)
    if name in ("Identity-H", "Identity-V"):
        return True
    info = descendant.get("/CIDSystemInfo")
    if not isinstance(info, pikepdf.Dictionary):
        return False
    collection = f"{info.get('/Registry', '')}-{info.get('/Ordering', '')}"
    return os.path.isfile(os.path.join(CMAP_ROOT, collection, name))


def scan(document, raw, pages):
    """The fonts of ``pages`` (1-based numbers, in order) as pdffonts lists them."""
    scanner = FontScan(document.pdf, raw)
    for number in pages:
        scanner.page(document.pdf.pages[number - 1].obj)
    return scanner.fonts


def listing(fonts):
    """The bytes ``pdffonts`` prints for ``fonts``."""
    lines = [b"name                                 type              encoding         emb sub uni object ID",
             b"------------------------------------ ----------------- ---------------- --- --- --- ---------"]
    for font in fonts:
        name = (font["name"] if font["name"] is not None else "[none]").encode("utf-8", "surrogateescape")
        yes = [b"yes" if font[k] else b"no " for k in ("embedded", "subset", "tounicode")]
        line = b"%s %s %s %s %s %s" % (name.ljust(36), font["type"].encode().ljust(17),
                                        font["encoding"].encode("utf-8", "surrogateescape").ljust(16), *yes)
        if font["object"] is None:
            line += b" [none]"
        else:
            line += b" %6d %2d" % tuple(font["object"])
        lines.append(line)
    return b"\n".join(lines) + b"\n"
