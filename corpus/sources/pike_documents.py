"""The pikepdf documents of the pdftk-text corpus: files written object by
object, and variants of other corpus files with one feature added or taken
away.

    python3 pike_documents.py NAME OUT.pdf [ARG...]

NAME is one of the keys of DOCUMENTS; a variant's first ARG is the corpus
file it starts from. Every file is saved with ``deterministic_id=True`` and
holds no date, so the same pikepdf and qpdf write the same bytes. Pictures
are computed here from arithmetic; every text string was written for the
corpus and the manifest's ``text_contains`` strings are copied from here.
"""

import struct
import sys
import zlib

import pikepdf
from pikepdf import Array, Dictionary, Name, Pdf, Stream, String

A4 = [0, 0, 595, 842]


def helvetica(pdf, bold=False):
    return pdf.make_indirect(Dictionary(
        Type=Name.Font, Subtype=Name.Type1,
        BaseFont=Name("/Helvetica-Bold" if bold else "/Helvetica"),
        Encoding=Name.WinAnsiEncoding))


def new_page(pdf, content, resources, box=A4):
    page = Dictionary(Type=Name.Page, MediaBox=Array(box), Resources=resources,
                      Contents=pdf.make_stream(content.encode("latin-1")
                                               if isinstance(content, str) else content))
    pdf.pages.append(pikepdf.Page(page))
    return pdf.pages[-1]


def save(pdf, out):
    pdf.save(out, deterministic_id=True)


# --------------------------------------------------------------------------
# Images of every encoding (issue 10)

def gray_ramp(w, h, bits=8):
    top = (1 << bits) - 1
    rows = []
    for y in range(h):
        row = [((x * top) // (w - 1) + y * 3) % (top + 1) for x in range(w)]
        rows.append(row)
    return rows


def pack(rows, bits):
    """Rows of samples into bytes, each row padded to a whole byte."""
    out = bytearray()
    for row in rows:
        if bits == 8:
            out += bytes(row)
        elif bits == 16:
            out += b"".join(struct.pack(">H", v) for v in row)
        else:
            acc = n = 0
            for v in row:
                acc = (acc << bits) | v
                n += bits
                if n == 8:
                    out.append(acc)
                    acc = n = 0
            if n:
                out.append(acc << (8 - n))
    return bytes(out)


def disc(w, h, r):
    """1 inside a circle of radius r, else 0."""
    cx, cy = w / 2, h / 2
    return [[1 if (x - cx) ** 2 + (y - cy) ** 2 <= r * r else 0 for x in range(w)]
            for y in range(h)]


def run_length(data):
    """PDF RunLengthDecode encoding: literal runs of up to 128 bytes and
    repeated runs of 2-128 bytes, then the EOD byte 128."""
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and j - i < 128 and data[j] == data[i]:
            j += 1
        if j - i >= 2:
            out += bytes([257 - (j - i), data[i]])
            i = j
            continue
        j = i
        while j < len(data) and j - i < 128 and not (j + 1 < len(data) and data[j] == data[j + 1]):
            j += 1
        j = max(j, i + 1)
        out += bytes([j - i - 1]) + data[i:j]
        i = j
    return bytes(out + b"\x80")


def g4(rows):
    """CCITT Group 4 (T.6) bytes for a 1-bit picture, 1 = ink, made by
    libtiff through Pillow: in the coding, 0 bits are white runs."""
    import io
    from PIL import Image
    h, w = len(rows), len(rows[0])
    img = Image.new("1", (w, h))
    img.putdata([255 if v else 0 for row in rows for v in row])
    buf = io.BytesIO()
    img.save(buf, "TIFF", compression="group4")
    buf.seek(0)
    tif = Image.open(buf)
    offsets, counts = tif.tag_v2[273], tif.tag_v2[279]
    raw = buf.getvalue()
    return b"".join(raw[o:o + c] for o, c in zip(offsets, counts))


def jbig2_embedded(rows):
    """A JBIG2 stream in the embedded organisation PDF uses (no file header,
    no end-of-page or end-of-file segment): a page information segment and
    one immediate generic region coded with MMR (T.6, the same coding as
    CCITT Group 4), 1 = black."""
    h, w = len(rows), len(rows[0])
    mmr = g4(rows)

    def segment(number, kind, data):
        return (struct.pack(">IBBB", number, kind, 0, 1)  # no referred segments, page 1
                + struct.pack(">I", len(data)) + data)
    page_info = struct.pack(">IIIIBH", w, h, 0, 0, 0, 0)
    region = struct.pack(">IIIIB", w, h, 0, 0, 0) + bytes([1]) + mmr  # flags: MMR
    return segment(0, 48, page_info) + segment(1, 38, region)


def image(pdf, w, h, data, **keys):
    s = Stream(pdf, data)
    s.Type = Name.XObject
    s.Subtype = Name.Image
    s.Width = w
    s.Height = h
    for k, v in keys.items():
        s[Name("/" + k)] = v
    return pdf.make_indirect(s)


IMAGES_TEXT = [
    "Image encodings, one placement each",
    "Flate: gray 8, RGB 8, indexed 4-bit, 1-bit, gray 16-bit, CMYK, Decode [1 0]",
    "Masks: stencil, explicit /Mask, soft mask",
    "CCITT G4, JBIG2 (MMR), RunLength, inline",
]


def images(out):
    """One A4 page of image XObjects, one per kind, each drawn 64 pt wide:
    Flate gray/RGB/indexed/1-bit/16-bit/CMYK and a gray image with
    /Decode [1 0]; a stencil mask (/ImageMask), an RGB image with an explicit
    /Mask image, an RGB image with an /SMask; CCITT G4; JBIG2 (generic
    region, MMR); RunLength; and an inline image (BI ... ID ... EI)."""
    pdf = Pdf.new()
    W = H = 32
    ramp = gray_ramp(W, H)
    rgb = bytes(v for y in range(H) for x in range(W)
                for v in ((x * 8) % 256, (y * 8) % 256, ((x + y) * 4) % 256))
    ink = disc(W, H, 12)
    xo = {}
    xo["GrayFlate"] = image(pdf, W, H, zlib.compress(pack(ramp, 8)), ColorSpace=Name.DeviceGray,
                            BitsPerComponent=8, Filter=Name.FlateDecode)
    xo["RGBFlate"] = image(pdf, W, H, zlib.compress(rgb), ColorSpace=Name.DeviceRGB,
                           BitsPerComponent=8, Filter=Name.FlateDecode)
    palette = bytes(v for i in range(16) for v in (i * 17, 255 - i * 17, 128))
    idx = [[(x // 2 + y // 4) % 16 for x in range(W)] for y in range(H)]
    xo["Indexed4"] = image(pdf, W, H, zlib.compress(pack(idx, 4)),
                           ColorSpace=Array([Name.Indexed, Name.DeviceRGB, 15, String(palette)]),
                           BitsPerComponent=4, Filter=Name.FlateDecode)
    xo["Bilevel"] = image(pdf, W, H, zlib.compress(pack([[1 - v for v in r] for r in ink], 1)),
                          ColorSpace=Name.DeviceGray, BitsPerComponent=1,
                          Filter=Name.FlateDecode)
    xo["Gray16"] = image(pdf, W, H, zlib.compress(pack(gray_ramp(W, H, 16), 16)),
                         ColorSpace=Name.DeviceGray, BitsPerComponent=16,
                         Filter=Name.FlateDecode)
    cmyk = bytes(v for y in range(H) for x in range(W)
                 for v in ((x * 8) % 256, (y * 8) % 256, 0, 32))
    xo["CMYKFlate"] = image(pdf, W, H, zlib.compress(cmyk), ColorSpace=Name.DeviceCMYK,
                            BitsPerComponent=8, Filter=Name.FlateDecode)
    xo["Decoded"] = image(pdf, W, H, zlib.compress(pack(ramp, 8)), ColorSpace=Name.DeviceGray,
                          BitsPerComponent=8, Filter=Name.FlateDecode,
                          Decode=Array([1, 0]))
    # Masks
    xo["Stencil"] = image(pdf, W, H, zlib.compress(pack([[1 - v for v in r] for r in ink], 1)),
                          ImageMask=True, BitsPerComponent=1, Filter=Name.FlateDecode)
    mask = image(pdf, W, H, zlib.compress(pack([[1 - v for v in r] for r in ink], 1)),
                 ImageMask=True, BitsPerComponent=1, Filter=Name.FlateDecode)
    xo["Masked"] = image(pdf, W, H, zlib.compress(rgb), ColorSpace=Name.DeviceRGB,
                         BitsPerComponent=8, Filter=Name.FlateDecode, Mask=mask)
    soft = image(pdf, W, H, zlib.compress(pack(ramp, 8)), ColorSpace=Name.DeviceGray,
                 BitsPerComponent=8, Filter=Name.FlateDecode)
    xo["SoftMasked"] = image(pdf, W, H, zlib.compress(rgb), ColorSpace=Name.DeviceRGB,
                             BitsPerComponent=8, Filter=Name.FlateDecode, SMask=soft)
    # Fax and JBIG2: 1 = black in the coding, so BlackIs1 false / JBIG2 default.
    big = disc(64, 48, 20)
    xo["CCITT"] = image(pdf, 64, 48, g4(big), ColorSpace=Name.DeviceGray, BitsPerComponent=1,
                        Filter=Name.CCITTFaxDecode,
                        DecodeParms=Dictionary(K=-1, Columns=64, Rows=48, BlackIs1=False))
    xo["JBIG2"] = image(pdf, 64, 48, jbig2_embedded(big), ColorSpace=Name.DeviceGray,
                        BitsPerComponent=1, Filter=Name.JBIG2Decode)
    xo["RunLength"] = image(pdf, W, H, run_length(pack(ramp, 8)), ColorSpace=Name.DeviceGray,
                            BitsPerComponent=8, Filter=Name.RunLengthDecode)
    font = helvetica(pdf)
    cells = list(xo)
    ops = ["BT /F1 14 Tf 56 790 Td (%s) Tj ET" % IMAGES_TEXT[0]]
    y = 740
    for line in IMAGES_TEXT[1:]:
        ops.append("BT /F1 9 Tf 56 %d Td (%s) Tj ET" % (y, line))
        y -= 12
    for i, name in enumerate(cells):
        col, row = i % 6, i // 6
        x, y = 56 + col * 84, 600 - row * 100
        if name == "Stencil":
            ops.append("q 0.1 0.3 0.7 rg 64 0 0 64 %d %d cm /%s Do Q" % (x, y, name))
        else:
            ops.append("q 64 0 0 64 %d %d cm /%s Do Q" % (x, y, name))
        ops.append("BT /F1 7 Tf %d %d Td (%s) Tj ET" % (x, y - 10, name))
    inline = pack(gray_ramp(8, 8), 8)
    content = ("\n".join(ops) + "\nq 64 0 0 64 56 300 cm\nBI /W 8 /H 8 /CS /G /BPC 8 ID\n"
               ).encode("latin-1") + inline + b"\nEI Q\nBT /F1 7 Tf 56 290 Td (Inline) Tj ET\n"
    new_page(pdf, content, Dictionary(Font=Dictionary(F1=font),
                                      XObject=Dictionary({"/" + k: v for k, v in xo.items()})))
    save(pdf, out)


# --------------------------------------------------------------------------
# Fonts (issue 3)

def strip_tounicode(out, base):
    """Every /ToUnicode removed from a copy of BASE (fonts and descendants)."""
    with Pdf.open(base) as pdf:
        for obj in pdf.objects:
            if isinstance(obj, Dictionary) and obj.get("/Type") == Name.Font \
                    and "/ToUnicode" in obj:
                del obj.ToUnicode
        save(pdf, out)


MACROMAN_TEXT = ["Café crème, naïve Zürich, Ærøskøbing, Straße.",
                 "TrueType without ToUnicode, MacRomanEncoding."]


def macroman(out, font_path):
    """A TrueType font (a fontTools subset of DejaVu Sans, keeping its
    (1,0) Macintosh Roman and (3,1) cmaps) declared non-symbolic with
    /Encoding /MacRomanEncoding and no ToUnicode: a reader maps each code
    through Mac OS Roman to a glyph name, then to Unicode."""
    import io
    from fontTools import subset
    from fontTools.ttLib import TTFont
    text = "".join(MACROMAN_TEXT) + "Macintosh Roman"
    options = subset.Options()
    options.name_IDs = ["*"]
    options.glyph_names = True
    options.notdef_outline = True
    options.recalc_timestamp = False
    font = TTFont(font_path, recalcTimestamp=False)
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    # Keep a (1,0) subtable: Mac Roman codes to glyphs.
    from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
    uni = font.getBestCmap()
    mac = CmapSubtable.newSubtable(0)
    mac.platformID, mac.platEncID, mac.language = 1, 0, 0
    mac.cmap = {}
    for ch, glyph in uni.items():
        try:
            code = chr(ch).encode("mac_roman")[0]
        except UnicodeEncodeError:
            continue
        mac.cmap[code] = glyph
    font["cmap"].tables = [t for t in font["cmap"].tables if t.platformID == 3] + [mac]
    buf = io.BytesIO()
    font.save(buf)
    program = buf.getvalue()
    units = font["head"].unitsPerEm
    hmtx = font["hmtx"]
    widths = []
    for code in range(32, 256):
        glyph = mac.cmap.get(code)
        widths.append(round(hmtx[glyph][0] * 1000 / units) if glyph else 0)
    pdf = Pdf.new()
    ff = pdf.make_stream(program)
    ff.Length1 = len(program)
    descriptor = pdf.make_indirect(Dictionary(
        Type=Name.FontDescriptor, FontName=Name("/DejaVuSans-MacRoman"), Flags=32,
        FontBBox=Array([-1021, -463, 1793, 1232]), ItalicAngle=0, Ascent=928, Descent=-236,
        CapHeight=729, StemV=80, FontFile2=ff))
    tt = pdf.make_indirect(Dictionary(
        Type=Name.Font, Subtype=Name.TrueType, BaseFont=Name("/DejaVuSans-MacRoman"),
        FirstChar=32, LastChar=255, Widths=Array(widths), Encoding=Name.MacRomanEncoding,
        FontDescriptor=descriptor))
    ops = ["BT /F1 14 Tf 72 770 Td (Macintosh Roman) Tj ET"]
    y = 740
    for line in MACROMAN_TEXT:
        ops.append("BT /F1 12 Tf 72 %d Td (%s) Tj ET" % (y, escape(line.encode("mac_roman"))))
        y -= 20
    new_page(pdf, "\n".join(ops).encode("latin-1"), Dictionary(Font=Dictionary(F1=tt)))
    save(pdf, out)


def escape(raw):
    out = []
    for b in raw:
        c = chr(b)
        if c in "()\\":
            out.append("\\" + c)
        elif 32 <= b < 127:
            out.append(c)
        else:
            out.append("\\%03o" % b)
    return "".join(out)


# --------------------------------------------------------------------------
# Inventory features (issue 11)

LAYERS_TEXT = ["Chart of the approaches", "Always printed: the harbour entrance.",
               "Layer Night lights (on): the red and green lights flash every four seconds."]
LAYER_HIDDEN = "Layer Day marks (off by default): the white beacon on the north mole."


def layers(out):
    """Optional content: two groups, 'Night lights' on and 'Day marks' off
    in the default configuration (/D /OFF), each wrapping one line of text
    and a filled square in /OC marked content."""
    pdf = Pdf.new()
    night = pdf.make_indirect(Dictionary(Type=Name.OCG, Name=String("Night lights")))
    day = pdf.make_indirect(Dictionary(Type=Name.OCG, Name=String("Day marks")))
    pdf.Root.OCProperties = Dictionary(
        OCGs=Array([night, day]),
        D=Dictionary(Name=String("Default"), Order=Array([night, day]), ON=Array([night]),
                     OFF=Array([day])))
    content = "\n".join([
        "BT /F2 16 Tf 72 770 Td (%s) Tj ET" % LAYERS_TEXT[0],
        "BT /F1 12 Tf 72 740 Td (%s) Tj ET" % LAYERS_TEXT[1],
        "/OC /L1 BDC",
        "BT /F1 12 Tf 72 710 Td (%s) Tj ET" % LAYERS_TEXT[2],
        "1 0 0 rg 72 600 80 80 re f",
        "EMC",
        "/OC /L2 BDC",
        "BT /F1 12 Tf 72 680 Td (%s) Tj ET" % LAYER_HIDDEN,
        "0 0 1 rg 200 600 80 80 re f",
        "EMC",
    ])
    new_page(pdf, content, Dictionary(
        Font=Dictionary(F1=helvetica(pdf), F2=helvetica(pdf, bold=True)),
        Properties=Dictionary(L1=night, L2=day)))
    save(pdf, out)


ATTACHMENTS = [
    # (name, bytes, mime subtype, relationship, description)
    ("catches.csv", b"boat,mackerel,herring\nMorning Star,120,45\nSea Swallow,80,60\n",
     "text/csv", "/Data", "Catch figures behind the table"),
    ("readme.txt", b"Notes for the harbour office.\nKeep with the invoice.\n",
     "text/plain", "/Supplement", "A note for the reader"),
]


def attachments(out, base):
    """BASE with two embedded files in the /EmbeddedFiles name tree, each
    with an /AFRelationship and listed in the catalog's /AF array, plus a
    file attachment annotation on page 1 (a third file)."""
    with Pdf.open(base) as pdf:
        af = Array()
        for name, data, mime, rel, desc in ATTACHMENTS:
            spec = pikepdf.AttachedFileSpec(pdf, data, description=desc, filename=name,
                                            mime_type=mime, relationship=Name(rel))
            pdf.attachments[name] = spec
            af.append(spec.obj)
        pdf.Root.AF = af
        note = pikepdf.AttachedFileSpec(pdf, b"Signed delivery note, 4 boxes.\n",
                                        filename="delivery-note.txt", mime_type="text/plain",
                                        relationship=Name.Unspecified)
        annot = pdf.make_indirect(Dictionary(
            Type=Name.Annot, Subtype=Name.FileAttachment, Rect=Array([500, 780, 520, 800]),
            FS=note.obj, Contents=String("Delivery note"), Name=Name.Paperclip))
        page = pdf.pages[0]
        page.obj.Annots = pdf.make_indirect(Array(list(page.obj.get("/Annots", [])) + [annot]))
        save(pdf, out)


DOC_JS = "var portwell = 'harbour'; app.alert('Welcome to the harbour guide');"
OPEN_JS = "this.pageNum = 0;"


def active(out, base):
    """BASE with active content of every common kind: a document-level
    JavaScript in the /JavaScript name tree, an /OpenAction running
    JavaScript, a Launch action on a link, a page-open additional action
    (/AA /O) with JavaScript on page 2, and the URI links BASE already has."""
    with Pdf.open(base) as pdf:
        js = pdf.make_indirect(Dictionary(S=Name.JavaScript, JS=String(DOC_JS)))
        pdf.Root.Names = Dictionary(JavaScript=Dictionary(
            Names=Array([String("Welcome"), js])))
        pdf.Root.OpenAction = pdf.make_indirect(Dictionary(S=Name.JavaScript,
                                                           JS=String(OPEN_JS)))
        launch = Dictionary(Type=Name.Annot, Subtype=Name.Link,
                            Rect=Array([72, 600, 300, 620]), Border=Array([0, 0, 0]),
                            A=Dictionary(S=Name.Launch, F=String("tide-clock.exe"),
                                         NewWindow=True))
        p1 = pdf.pages[0].obj
        p1.Annots = pdf.make_indirect(Array(list(p1.get("/Annots", [])) +
                                            [pdf.make_indirect(launch)]))
        pdf.pages[1].obj.AA = Dictionary(O=Dictionary(
            S=Name.JavaScript, JS=String("console.println('page two opened');")))
        save(pdf, out)


def labels(out, base):
    """BASE (5 pages) with /PageLabels: pages 1-2 lower-case roman (i, ii),
    pages 3-5 decimal with prefix 'A-' starting at 1 (A-1, A-2, A-3)."""
    with Pdf.open(base) as pdf:
        pdf.Root.PageLabels = Dictionary(Nums=Array([
            0, Dictionary(S=Name.r),
            2, Dictionary(S=Name.D, P=String("A-"), St=1)]))
        save(pdf, out)


def signature(out, base):
    """BASE (an AcroForm) with an unsigned signature field: /FT /Sig, no /V,
    a visible widget on page 1, and /SigFlags 1 in the AcroForm."""
    with Pdf.open(base) as pdf:
        page = pdf.pages[0]
        field = pdf.make_indirect(Dictionary(
            Type=Name.Annot, Subtype=Name.Widget, FT=Name.Sig, T=String("harbour_master"),
            Rect=Array([180, 440, 380, 490]), F=4, P=page.obj,
            MK=Dictionary(BC=Array([0, 0, 0]))))
        page.obj.Annots = pdf.make_indirect(Array(list(page.obj.get("/Annots", [])) + [field]))
        acro = pdf.Root.AcroForm
        acro.Fields = Array(list(acro.Fields) + [field])
        acro.SigFlags = 1
        save(pdf, out)


def _pfb(clear, cipher, trailer):
    """PFB framing as .pfb files carry it: 0x80, the segment type (1 ASCII, 2 binary,
    3 end), a little-endian length, the bytes."""
    def segment(kind, data):
        return bytes([0x80, kind]) + len(data).to_bytes(4, "little") + data
    return segment(1, clear) + segment(2, cipher) + segment(1, trailer) + bytes([0x80, 3])


def lying_length1(out, base):
    """BASE's embedded Type 1 programs (FontFile), tampered with as broken producers do:
    the first font's /Length1 says 100 bytes more than the clear part holds, the second
    font's program is wrapped in PFB segment headers (its /Length1-3 left as they were),
    the third's /Length1 says 100 bytes less. Every /ToUnicode is removed, so that the text
    rests on the encoding built into each program (its clear part). Fonts in the order of
    their object numbers."""
    with Pdf.open(base) as pdf:
        programs = sorted((obj for obj in pdf.objects if isinstance(obj, Dictionary)
                           and obj.get("/Type") == Name.FontDescriptor and "/FontFile" in obj),
                          key=lambda d: d.objgen)
        for index, descriptor in enumerate(programs[:3]):
            stream = descriptor.FontFile
            data = stream.read_bytes()
            n1, n2 = int(stream.Length1), int(stream.Length2)
            if index == 0:
                stream.Length1 = n1 + 100
            elif index == 1:
                stream.write(_pfb(data[:n1], data[n1:n1 + n2], data[n1 + n2:]))
                stream.Length1, stream.Length2 = n1, n2
            else:
                stream.Length1 = n1 - 100
        for obj in pdf.objects:
            if isinstance(obj, Dictionary) and obj.get("/Type") == Name.Font and "/ToUnicode" in obj:
                del obj.ToUnicode
        save(pdf, out)


CNS1_LINES = ["港口的早晨很熱鬧。", "渡輪九點開船，請準時到達。"]


def cid_cns1(out):
    """Traditional Chinese in ReportLab's MSung-Light (Adobe-CNS1, not embedded), with the
    CMap ReportLab 5.1 names wrongly (UniGB-UCS2-H, a GB1 CMap over a CNS1 font) renamed
    to UniCNS-UCS2-H. Both CMaps take UCS-2 codes, so the codes ReportLab wrote stay
    right; only a CNS1 CMap turns them into the font's CIDs. No ToUnicode: the text
    needs poppler-data's UniCNS-UCS2-H and Adobe-CNS1 CID-to-Unicode map."""
    import io
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    c.setTitle("Adobe-CNS1")
    pdfmetrics.registerFont(UnicodeCIDFont("MSung-Light"))
    c.setFont("Helvetica", 9)
    c.drawString(72, 786, "MSung-Light / UniCNS-UCS2-H")
    c.setFont("MSung-Light", 16)
    for index, line in enumerate(CNS1_LINES):
        c.drawString(72, 770 - 30 * index, line)
    c.showPage()
    c.save()
    with Pdf.open(io.BytesIO(buffer.getvalue())) as pdf:
        for obj in pdf.objects:
            if isinstance(obj, Dictionary) and obj.get("/Subtype") == Name.Type0 \
                    and obj.get("/BaseFont") == Name("/MSung-Light"):
                obj.Encoding = Name("/UniCNS-UCS2-H")
        save(pdf, out)


def _cmap_hex_pairs(text, begin, end):
    """The lines between BEGIN and END keywords of a CMap's text, split into fields."""
    import re
    for block in re.findall(r"%s(.*?)%s" % (begin, end), text, re.S):
        for line in block.strip().splitlines():
            yield re.findall(r"<[0-9A-Fa-f]+>|\d+", line)


def _producer_tounicode(stream):
    """CID -> text from a ToUnicode CMap as dvipdfmx writes it (bfchar and bfrange with
    string destinations only; anything else is refused, so nothing is guessed)."""
    text = stream.read_bytes().decode("latin-1")
    found = {}
    for fields in _cmap_hex_pairs(text, "beginbfchar", "endbfchar"):
        found[int(fields[0][1:-1], 16)] = bytes.fromhex(fields[1][1:-1]).decode("utf-16-be")
    for fields in _cmap_hex_pairs(text, "beginbfrange", "endbfrange"):
        low, high, first = (int(f[1:-1], 16) for f in fields[:3])
        width = len(fields[2]) - 2
        for offset in range(high - low + 1):
            found[low + offset] = bytes.fromhex("%0*X" % (width, first + offset)).decode("utf-16-be")
    return found


def _predefined_cids(path):
    """UTF-16 code -> CID from a predefined CMap file (cidchar and cidrange lines)."""
    text = open(path, encoding="latin-1").read()
    found = {}
    for fields in _cmap_hex_pairs(text, "begincidchar", "endcidchar"):
        found[int(fields[0][1:-1], 16)] = int(fields[1])
    for fields in _cmap_hex_pairs(text, "begincidrange", "endcidrange"):
        low, high, cid = int(fields[0][1:-1], 16), int(fields[1][1:-1], 16), int(fields[2])
        for offset in range(high - low + 1):
            found[low + offset] = cid + offset
    return found


ADOBE_KR_CMAP = "/usr/share/poppler/cMap/Adobe-KR/UniAKR-UTF16-H"


def adobe_kr_cmap(out, base, cmap_path=ADOBE_KR_CMAP):
    """BASE (dvipdfmx: Identity-H over an Adobe-KR-9 CIDFontType2 with a ToUnicode) with its
    Adobe-KR font reached through the predefined CMap UniAKR-UTF16-H instead: every string
    shown in that font rewritten from CIDs to the UTF-16 codes of their text (the producer's
    own ToUnicode), /Encoding set to /UniAKR-UTF16-H and the ToUnicode removed. Each code is
    checked to go back through poppler-data's UniAKR-UTF16-H to the very CID dvipdfmx wrote,
    so the glyphs, widths and positions are unchanged; only the way to the text is."""
    back = _predefined_cids(cmap_path)
    with Pdf.open(base) as pdf:
        page = pdf.pages[0]
        fonts = {str(k): v for k, v in page.Resources.Font.items()
                 if v.get("/Subtype") == Name.Type0
                 and str(v.DescendantFonts[0].CIDSystemInfo.Ordering) == "KR"}
        (resource, font), = fonts.items()
        to_text = _producer_tounicode(font.ToUnicode)

        def recode(data):
            codes = [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)]
            raw = b"".join(to_text[cid].encode("utf-16-be") for cid in codes)
            units = [int.from_bytes(raw[i:i + 2], "big") for i in range(0, len(raw), 2)]
            if [back.get(u) for u in units] != codes:
                raise SystemExit("adobe-kr-cmap: a code does not go back to its CID")
            return raw

        current, ops = None, []
        for operands, operator in pikepdf.parse_content_stream(page):
            op = str(operator)
            if op == "Tf":
                current = str(operands[0])
            elif current == resource and op in ("Tj", "'", '"'):
                operands = list(operands[:-1]) + [String(recode(bytes(operands[-1])))]
            elif current == resource and op == "TJ":
                operands = [Array([String(recode(bytes(item))) if isinstance(item, String) else item
                                   for item in operands[0]])]
            ops.append((operands, operator))
        page.Contents = pdf.make_stream(pikepdf.unparse_content_stream(ops))
        font.Encoding = Name("/UniAKR-UTF16-H")
        del font["/ToUnicode"]
        save(pdf, out)


DOCUMENTS = {
    "images": images,
    "no-tounicode": strip_tounicode,
    "macroman": macroman,
    "layers": layers,
    "attachments": attachments,
    "active": active,
    "labels": labels,
    "signature": signature,
    "lying-length1": lying_length1,
    "cid-cns1": cid_cns1,
    "adobe-kr-cmap": adobe_kr_cmap,
}


if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
