"""A glyph no source names takes the text of its twin: the one glyph of the same embedded
program that draws the same outline and that the program names (issue 24). Programs are
built with fontTools as a subsetter writes them: duplicated glyphs under unnamed ids."""

import io

import pikepdf
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

from handmade import cid_truetype, glyphs, make_pdf

TRIANGLE = ((0, 0), (500, 0), (250, 700))
SQUARE = ((0, 0), (400, 0), (400, 400), (0, 400))
BOX = ((50, 0), (450, 0), (450, 700), (50, 700))     # what .notdef draws
RING = ((100, 0), (300, 0), (400, 350), (300, 700), (100, 700), (0, 350))

# gid: (name, outline, Unicode value the cmap gives it)
TT_GLYPHS = [
    (".notdef", BOX, None),
    ("A", TRIANGLE, 0x41),
    ("B", SQUARE, 0x42),
    ("O", RING, 0x4F),
    ("zero", RING, 0x30),        # the same ring: O or 0, so the ring names nothing
    ("space", None, 0x20),
    ("dupA", TRIANGLE, None),    # gid 6: A's outline, unnamed
    ("dupRing", RING, None),     # gid 7: ambiguous
    ("empty", None, None),       # gid 8: draws nothing, like the space
    ("box", BOX, None),          # gid 9: a copy of .notdef
    ("dupB", SQUARE, None),      # gid 10: B's outline with its own instructions
    ("whiteSquare", BOX, 0x25A1),  # .notdef's box again, named: still names no copy of it
]


def _truetype(glyph_table):
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder([name for name, _, _ in glyph_table])
    drawn = {}
    for name, outline, _ in glyph_table:
        pen = TTGlyphPen(None)
        if outline:
            pen.moveTo(outline[0])
            for point in outline[1:]:
                pen.lineTo(point)
            pen.closePath()
        drawn[name] = pen.glyph()
    builder.setupGlyf(drawn)
    if "dupB" in drawn:
        from fontTools.ttLib.tables import ttProgram
        program = ttProgram.Program()
        program.fromAssembly(["SVTCA[0]", "SVTCA[1]"])
        drawn["dupB"].program = program
    builder.setupHorizontalMetrics({name: (600, 0) for name, _, _ in glyph_table})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupCharacterMap({code: name for name, _, code in glyph_table if code is not None})
    builder.setupNameTable({"familyName": "Twins", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost(keepGlyphNames=False)     # a subset's post: the unnamed ids have no names
    out = io.BytesIO()
    builder.font.save(out)
    return out.getvalue()


def _identity_h(program):
    return lambda pdf, page: cid_truetype(pdf, page, program, "AAAAAB+Twins", 600)


def _shown(setup, codes, width=4):
    hexcodes = "".join(f"{code:0{width}X}" for code in codes).encode()
    found = glyphs(make_pdf(b"BT /F2 10 Tf 100 700 Td <" + hexcodes + b"> Tj ET", setup=setup))
    return [(g["text"], g["map"]) for g in found]


def test_unnamed_truetype_glyph_drawn_as_a_named_one_reads_as_it():
    # gid 6 draws A's triangle, gid 10 B's square (with instructions B lacks); the cmap
    # names neither, post has no names, no ToUnicode.
    assert _shown(_identity_h(_truetype(TT_GLYPHS)), [1, 6, 10, 2]) == [
        ("A", "font-cmap"), ("A", "font-shape"), ("B", "font-shape"), ("B", "font-cmap")]


def test_glyph_whose_outline_two_texts_share_stays_unmapped():
    # (with A, B and O around it, so that the page stays readable)
    assert _shown(_identity_h(_truetype(TT_GLYPHS)), [1, 2, 3, 7]) == [
        ("A", "font-cmap"), ("B", "font-cmap"), ("O", "font-cmap"), ("\ufffd", "none")]


def test_empty_and_notdef_outlines_never_name_a_glyph():
    # gid 8 draws nothing (as the space does); gid 9 copies .notdef's box.
    assert _shown(_identity_h(_truetype(TT_GLYPHS)), [1, 2, 3, 8, 9])[3:] == [("\ufffd", "none"), ("\ufffd", "none")]


def test_composite_twin_compares_components_and_offsets():
    # Aring (gid 3) and gid 4 place A and B alike; gid 5 sets B 30 units higher.
    from fontTools.ttLib import TTFont
    font = TTFont(io.BytesIO(_truetype(TT_GLYPHS[:3] + [("Aring", TRIANGLE, 0xC5), ("dupAring", TRIANGLE, None),
                                                        ("shifted", TRIANGLE, None)])))
    order = font.getGlyphOrder()         # post keeps no names: glyph00004...
    for gid, offset in ((3, 0), (4, 0), (5, 30)):
        pen = TTGlyphPen(font.getGlyphSet())
        pen.addComponent(order[1], (1, 0, 0, 1, 0, 0))
        pen.addComponent(order[2], (1, 0, 0, 1, 50, 700 + offset))
        font["glyf"][order[gid]] = pen.glyph()
    out = io.BytesIO()
    font.save(out)
    assert _shown(_identity_h(out.getvalue()), [1, 4, 5]) == [
        ("A", "font-cmap"), ("\u00c5", "font-shape"), ("\ufffd", "none")]


def _cff_simple(outlines, differences):
    """A simple Type1C font over a name-keyed CFF whose glyphs draw *outlines*
    (name -> (points, with hints)); /Differences gives the codes their names."""
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(list(outlines))
    charstrings = {}
    for name, (outline, hinted) in outlines.items():
        pen = T2CharStringPen(600, None)
        if outline:
            pen.moveTo(outline[0])
            for point in outline[1:]:
                pen.lineTo(point)
            pen.closePath()
        charstring = pen.getCharString()
        if hinted:      # a stem hint ahead of the path: drawn the same, encoded otherwise
            charstring.program[1:1] = [0, 40, "hstem"]
        charstrings[name] = charstring
    builder.setupCFF("Twins", {}, charstrings, {})
    stream = io.BytesIO()
    builder.font["CFF "].cff.compile(stream, builder.font)
    program = stream.getvalue()

    def setup(pdf, page):
        descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/AAAAAC+Twins"),
                                        Flags=4, FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200,
                                        ItalicAngle=0, StemV=80, CapHeight=700,
                                        FontFile3=pdf.make_stream(program, Subtype=pikepdf.Name.Type1C))
        page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/AAAAAC+Twins"),
            FirstChar=0x41, LastChar=0x45, Widths=[600] * 5, FontDescriptor=pdf.make_indirect(descriptor),
            Encoding=pikepdf.Dictionary(Type=pikepdf.Name.Encoding,
                                        Differences=[0x41] + [pikepdf.Name("/" + n) for n in differences])))
    return setup


def test_cff_glyph_with_an_unreadable_name_reads_as_its_named_twin_hints_aside():
    setup = _cff_simple({".notdef": (BOX, False), "A": (TRIANGLE, False), "c7": (TRIANGLE, True),
                         "O": (RING, False), "c9": (SQUARE, False), "Alpha": (RING, False), "c11": (RING, False)},
                        ["A", "c7", "c9", "c11"])
    assert _shown(setup, [0x41, 0x42, 0x43, 0x44], width=2) == [
        ("A", "glyph-name"), ("A", "font-shape"), ("\ufffd", "none"), ("\ufffd", "none")]
