"""The hostile PDFs of the pdftk-text corpus (corpus/hostile/, issue 12).

Run as ``python3 hostile_documents.py NAME OUT.pdf``; NAME is one of the keys
of DOCUMENTS. Each file is written byte by byte here (no producer would write
these on purpose, and pikepdf refuses or repairs several of them): a header,
numbered objects, a classic xref table with true offsets (except where the
xref itself is the trap), and a trailer. Everything is deterministic: no
dates, a fixed /ID, no randomness (the 'garbage' bytes come from a SHA-256
chain).

Each document is small on disk and expensive to read naively; the sizes and
what a reader must do are in corpus/manifest.json (``expect``).
"""

import hashlib
import sys
import zlib

FIXED_ID = b"<706466746B2D746578742D686F7374696C65>"  # 'pdftk-text-hostile'
PAGE_BOX = b"[0 0 612 792]"
HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def flate(data: bytes) -> bytes:
    return zlib.compress(data, 9)


def flate_chunks(chunks, level=9) -> bytes:
    """Compress an iterable of byte chunks without holding them all."""
    c = zlib.compressobj(level)
    out = [c.compress(chunk) for chunk in chunks]
    out.append(c.flush())
    return b"".join(out)


def stream(data: bytes, extra: bytes = b"", filters: bytes = b"") -> bytes:
    """A stream object body; FILTERS is the /Filter value when DATA is encoded."""
    head = b"<< /Length %d" % len(data)
    if filters:
        head += b" /Filter " + filters
    return head + extra + b" >>\nstream\n" + data + b"\nendstream"


def write_pdf(out, objects, root=1, startxref=None, version=b"1.7"):
    """OBJECTS maps object number to its body (bytes between 'obj' and
    'endobj'). Numbers must run 1..N. STARTXREF, when given, replaces the
    true offset of the xref table in the trailer's startxref line."""
    data = bytearray(b"%PDF-" + version + b"\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for num in sorted(objects):
        offsets[num] = len(data)
        data += b"%d 0 obj\n" % num + objects[num] + b"\nendobj\n"
    xref = len(data)
    size = max(objects) + 1
    data += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for num in range(1, size):
        data += b"%010d 00000 n \n" % offsets[num]
    data += (b"trailer\n<< /Size %d /Root %d 0 R /ID [%s %s] >>\nstartxref\n%d\n%%%%EOF\n"
             % (size, root, FIXED_ID, FIXED_ID, xref if startxref is None else startxref))
    with open(out, "wb") as handle:
        handle.write(data)


def one_page(content: bytes, resources: bytes = b"<< /Font << /F1 3 0 R >> >>",
             content_filters: bytes = b"", extra_objects=None, catalog_extra: bytes = b"",
             page_extra: bytes = b""):
    """Objects of a one-page document: 1 catalog, 2 pages, 3 Helvetica,
    4 page, 5 content stream; EXTRA_OBJECTS numbered from 6."""
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R" + catalog_extra + b" >>",
        2: b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
        3: HELVETICA,
        4: (b"<< /Type /Page /Parent 2 0 R /MediaBox " + PAGE_BOX + b" /Resources " + resources
            + b" /Contents 5 0 R" + page_extra + b" >>"),
        5: stream(content, filters=content_filters),
    }
    objects.update(extra_objects or {})
    return objects


def label(text: str, y: int = 740) -> bytes:
    """A visible line of Helvetica naming the trap, so a reader that gets
    past it has something to show."""
    return b"BT /F1 12 Tf 72 %d Td (%s) Tj ET\n" % (y, _escape(text))


# ----------------------------------------------------------------- documents

FORM_DEPTH = 30   # 2**30 leaf draws


def form_bomb(out):
    """Forms X0..X29 each draw the next form twice; X30 fills a 1 x 1
    square. The page draws X0 once: 2**30 squares, 2**31 - 1 Do operators,
    from 31 tiny streams."""
    extra = {}
    base = 6
    for i in range(FORM_DEPTH + 1):
        if i < FORM_DEPTH:
            body = b"/X%d Do /X%d Do" % (i + 1, i + 1)
            res = b" /Resources << /XObject << /X%d %d 0 R >> >>" % (i + 1, base + i + 1)
        else:
            body = b"0 0 1 1 re f"
            res = b""
        extra[base + i] = stream(body, b" /Type /XObject /Subtype /Form /BBox [0 0 612 792]" + res)
    content = label("A form drawn 2^30 times through 30 nested forms.") + b"q 100 0 0 100 72 300 cm /X0 Do Q\n"
    write_pdf(out, one_page(content, b"<< /Font << /F1 3 0 R >> /XObject << /X0 6 0 R >> >>",
                            extra_objects=extra))


TJ_GLYPHS = 10 ** 8


def tj_huge(out):
    """One TJ array holding one string of 10**8 'a's (each a glyph of
    Helvetica at 1 pt), Flate-compressed: about 100 KB on disk, 100 MB
    decoded."""
    def chunks():
        yield label("One TJ of 10^8 glyphs follows.") + b"BT /F1 1 Tf 72 700 Td [("
        left = TJ_GLYPHS
        block = b"a" * (1 << 20)
        while left:
            n = min(left, len(block))
            yield block[:n]
            left -= n
        yield b")] TJ ET\n"
    write_pdf(out, one_page(flate_chunks(chunks()), content_filters=b"/FlateDecode"))


TOUNICODE_RANGES = 10 ** 6


def tounicode_huge(out):
    """A Type 0 font whose ToUnicode CMap has 10**6 bfrange entries: the
    same block of 100 ranges (<0000>-<0063> to U+0041...) 10**4 times,
    Flate-compressed. The page shows four codes with it."""
    block = (b"100 beginbfrange\n"
             + b"".join(b"<%04X> <%04X> <%04X>\n" % (i, i, 0x41 + i) for i in range(100))
             + b"endbfrange\n")
    head = (b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            b"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            b"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            b"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
    tail = b"endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
    cmap = flate_chunks([head] + [block] * (TOUNICODE_RANGES // 100) + [tail])
    content = label("A ToUnicode CMap of 10^6 ranges.") + b"BT /F2 24 Tf 72 600 Td <0000000100020003> Tj ET\n"
    extra = {
        6: (b"<< /Type /Font /Subtype /Type0 /BaseFont /Helvetica /Encoding /Identity-H "
            b"/DescendantFonts [7 0 R] /ToUnicode 8 0 R >>"),
        7: (b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Helvetica /CIDSystemInfo "
            b"<< /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 "
            b"/FontDescriptor 9 0 R >>"),
        8: stream(cmap, filters=b"/FlateDecode"),
        9: (b"<< /Type /FontDescriptor /FontName /Helvetica /Flags 32 /FontBBox [-166 -225 1000 931] "
            b"/ItalicAngle 0 /Ascent 718 /Descent -207 /CapHeight 718 /StemV 88 >>"),
    }
    write_pdf(out, one_page(content, b"<< /Font << /F1 3 0 R /F2 6 0 R >> >>",
                            extra_objects=extra))


def struct_loop(out):
    """A tagged page whose structure tree loops: Document (7) > Sect (8) >
    P (9), and P's /K holds the marked-content reference and Sect 8 again.
    /MarkInfo /Marked true; the page's one paragraph is MCID 0."""
    content = (b"/P << /MCID 0 >> BDC\n" + label("A structure tree whose kids loop.") + b"EMC\n")
    extra = {
        6: b"<< /Type /StructTreeRoot /K 7 0 R /ParentTree 10 0 R /ParentTreeNextKey 1 >>",
        7: b"<< /Type /StructElem /S /Document /P 6 0 R /K [8 0 R] >>",
        8: b"<< /Type /StructElem /S /Sect /P 7 0 R /K [9 0 R] >>",
        9: b"<< /Type /StructElem /S /P /P 8 0 R /Pg 4 0 R /K [0 8 0 R] >>",
        10: b"<< /Nums [0 [9 0 R]] >>",
    }
    write_pdf(out, one_page(content, extra_objects=extra,
                            catalog_extra=b" /StructTreeRoot 6 0 R /MarkInfo << /Marked true >>",
                            page_extra=b" /StructParents 0"))


def form_self(out):
    """A form XObject whose resources name itself and whose content draws
    itself (after drawing a line of text): a cycle of length one."""
    form = (b"BT /F1 12 Tf 72 700 Td (Inside the form that draws itself.) Tj ET\n"
            b"q 1 0 0 1 0 -20 cm /Me Do Q")
    extra = {6: stream(form, b" /Type /XObject /Subtype /Form /BBox [0 0 612 792] "
                             b"/Resources << /Font << /F1 3 0 R >> /XObject << /Me 6 0 R >> >>")}
    content = label("A form that draws itself.") + b"/Me Do\n"
    write_pdf(out, one_page(content, b"<< /Font << /F1 3 0 R >> /XObject << /Me 6 0 R >> >>",
                            extra_objects=extra))


def type3_self(out):
    """A Type 3 font whose glyph 'a' shows the glyph 'a' of the same font
    (its CharProc sets the font from its own /Resources, which name the
    font itself)."""
    proc = b"1000 0 0 0 750 750 d1\n0 0 750 750 re f\nBT /T3 1 Tf (a) Tj ET"
    extra = {
        6: (b"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] "
            b"/CharProcs << /a 7 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> "
            b"/FirstChar 97 /LastChar 97 /Widths [1000] /Resources << /Font << /T3 6 0 R >> >> >>"),
        7: stream(proc),
    }
    content = label("A Type 3 glyph that shows its own font.") + b"BT /T3 24 Tf 72 600 Td (a) Tj ET\n"
    write_pdf(out, one_page(content, b"<< /Font << /F1 3 0 R /T3 6 0 R >> >>",
                            extra_objects=extra))


Q_DEPTH = 10 ** 6


def q_nested(out):
    """10**6 q, a line of text, 10**6 Q; Flate-compressed."""
    content = flate_chunks([b"q\n" * Q_DEPTH, label("Text inside a million nested q."),
                            b"Q\n" * Q_DEPTH, label("Text after the million Q.", 700)])
    write_pdf(out, one_page(content, content_filters=b"/FlateDecode"))


def inline_image_lying(out):
    """An inline image whose /L (length) says 10 bytes where its data holds
    64, and whose data holds the bytes ' EI ' at offset 20, so a reader that
    trusts /L or the first 'EI' it meets goes out of step. A line of text
    before and after."""
    data = bytearray(range(64))
    data[20:24] = b" EI "
    content = (label("Before the inline image with a lying length.")
               + b"q 64 0 0 64 72 600 cm\nBI /W 8 /H 8 /BPC 8 /CS /G /L 10 ID " + bytes(data)
               + b"\nEI Q\n" + label("After the inline image.", 560))
    write_pdf(out, one_page(content))


GARBAGE_BYTES = 8192


def garbage_content(out):
    """A content stream of 8192 bytes from a SHA-256 chain seeded with the
    file's name: unbalanced brackets, parentheses, stray operators."""
    seed = b"pdftk-text garbage content"
    data = bytearray()
    while len(data) < GARBAGE_BYTES:
        seed = hashlib.sha256(seed).digest()
        data += seed
    write_pdf(out, one_page(bytes(data[:GARBAGE_BYTES])))


def xref_past_end(out):
    """A sound one-page file except that startxref names an offset 10**9
    bytes in, far past the end of the file; the xref table itself is where
    it should be."""
    content = label("The startxref offset points past the end of the file.")
    write_pdf(out, one_page(content), startxref=10 ** 9)


BOMB_BYTES = 1 << 30


def deflate_bomb(out):
    """A content stream with /Filter [/FlateDecode /FlateDecode] that decodes
    to 2**30 bytes (1 GiB) of spaces, then a line of text: compressed twice,
    the whole file is a few kilobytes."""
    def chunks():
        yield label("Before a gigabyte of spaces.")
        block = b" " * (1 << 24)
        for _ in range(BOMB_BYTES // len(block)):
            yield block
        yield label("After a gigabyte of spaces.", 700)
    inner = flate_chunks(chunks())
    outer = flate(inner)
    write_pdf(out, one_page(outer, content_filters=b"[/FlateDecode /FlateDecode]"))


def objstm_bomb(out):
    """A font kept in an object stream that decodes to 2**30 bytes: the stream's
    object 3 (Helvetica, used as /F1) is followed by 1 GiB of spaces, compressed
    twice ([/FlateDecode /FlateDecode]); the xref is a cross-reference stream
    (PDF 1.5), which is how object streams are found. The page shows one line in
    /F1 and a longer one in /F2, a Helvetica outside the object stream."""
    def chunks():
        yield b"3 0 "
        yield HELVETICA
        block = b" " * (1 << 24)
        for _ in range(BOMB_BYTES // len(block)):
            yield block
    first = len(b"3 0 ")
    packed = flate(flate_chunks(chunks()))
    content = (label("Hidden in the bomb.") + b"BT /F2 12 Tf 72 700 Td (%s) Tj ET\n"
               % _escape("Read around an object stream of a gigabyte."))
    objects = one_page(content, resources=b"<< /Font << /F1 3 0 R /F2 8 0 R >> >>")
    del objects[3]
    objects[6] = stream(packed, b" /Type /ObjStm /N 1 /First %d" % first, b"[/FlateDecode /FlateDecode]")
    objects[8] = HELVETICA
    data = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for num in sorted(objects):
        offsets[num] = len(data)
        data += b"%d 0 obj\n" % num + objects[num] + b"\nendobj\n"
    xref_num = 7
    offsets[xref_num] = len(data)
    rows = b""
    for num in range(0, 9):
        if num == 0:
            rows += bytes([0]) + (0).to_bytes(4, "big") + (65535).to_bytes(2, "big")
        elif num == 3:
            rows += bytes([2]) + (6).to_bytes(4, "big") + (0).to_bytes(2, "big")
        else:
            rows += bytes([1]) + offsets[num].to_bytes(4, "big") + (0).to_bytes(2, "big")
    data += b"%d 0 obj\n" % xref_num + stream(rows, b" /Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R /ID [%s %s]"
                                                % (FIXED_ID, FIXED_ID)) + b"\nendobj\n"
    data += b"startxref\n%d\n%%%%EOF\n" % offsets[xref_num]
    with open(out, "wb") as handle:
        handle.write(data)


MARKDOWN_LINES = [
    "# x",
    "| a | b |",
    "|---|---|",
    "<script>alert(1)</script>",
    "[link](javascript:x)",
    "![image](http://example.invalid/x.png)",
    "**not bold** and `not code`",
    "1. not a list",
    "> not a quote",
]


def markdown_injection(out):
    """Plain Helvetica lines whose text is Markdown and HTML syntax. Every
    character must come out as text: an export escapes it so that none of it
    becomes a heading, table, link, image, script or list."""
    content = label("Text that looks like Markdown:")
    for i, line in enumerate(MARKDOWN_LINES):
        content += label(line, 700 - 20 * i)
    write_pdf(out, one_page(content))


def _escape(text: str) -> bytes:
    return text.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


REGEX_LINE = "a" * 60
REGEX_LINES = 40


def regex_page(out):
    """A page of 40 lines of 60 'a's each and a last line 'a...a!' , the
    input on which the pattern (a+)+$ backtracks catastrophically."""
    content = b""
    for i in range(REGEX_LINES):
        content += b"BT /F1 10 Tf 72 %d Td (%s) Tj ET\n" % (740 - 16 * i, REGEX_LINE.encode())
    content += b"BT /F1 10 Tf 72 %d Td (%s!) Tj ET\n" % (740 - 16 * REGEX_LINES, REGEX_LINE.encode())
    write_pdf(out, one_page(content))


DOCUMENTS = {
    "form-bomb": form_bomb,
    "tj-huge": tj_huge,
    "tounicode-huge": tounicode_huge,
    "struct-loop": struct_loop,
    "form-self": form_self,
    "type3-self": type3_self,
    "q-nested": q_nested,
    "inline-image-lying": inline_image_lying,
    "garbage-content": garbage_content,
    "xref-past-end": xref_past_end,
    "deflate-bomb": deflate_bomb,
    "objstm-bomb": objstm_bomb,
    "markdown-injection": markdown_injection,
    "regex-page": regex_page,
}

if __name__ == "__main__":
    name, out = sys.argv[1], sys.argv[2]
    DOCUMENTS[name](out, *sys.argv[3:])
