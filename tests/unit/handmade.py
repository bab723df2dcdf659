"""Hand-made PDFs for unit tests, built with pikepdf: a page of given content and resources.

Used where a behaviour needs one exact construct (a y-down text matrix, a form that
draws itself); real producers' output lives in corpus/.
"""

import io

import orjson
import pikepdf
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

from pdftk_text.glyphs import GlyphOptions, glyph_records
from pdftk_text.pdf.document import open_document
from pdftk_text.records.jsonl import encode_record


def cid_truetype(pdf, page, program, name, width, cid_to_gid=pikepdf.Name.Identity):
    """Resource /F2: an Identity-H Type0 font over a CIDFontType2 embedding ``program``
    (TrueType bytes) as ``name``, default width ``width``, no ToUnicode."""
    descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/" + name),
                                    Flags=4, FontBBox=[0, -200, 1000, 800], Ascent=800, Descent=-200,
                                    ItalicAngle=0, StemV=80, CapHeight=700, FontFile2=pdf.make_stream(program))
    cid_font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType2,
                                  BaseFont=pikepdf.Name("/" + name), DW=width,
                                  CIDSystemInfo=pikepdf.Dictionary(Registry=pikepdf.String("Adobe"),
                                                                   Ordering=pikepdf.String("Identity"), Supplement=0),
                                  CIDToGIDMap=cid_to_gid, FontDescriptor=pdf.make_indirect(descriptor))
    page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0, BaseFont=pikepdf.Name("/" + name),
        Encoding=pikepdf.Name("/Identity-H"), DescendantFonts=[pdf.make_indirect(cid_font)]))


def helvetica(pdf):
    return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                BaseFont=pikepdf.Name.Helvetica,
                                                Encoding=pikepdf.Name.WinAnsiEncoding))


def make_pdf(content, media=(0, 0, 612, 792), rotate=0, user_unit=None, fonts=None, xobjects=None,
             extra_page=None, setup=None):
    """Bytes of a one-page PDF; ``content`` is the page's content stream (bytes)."""
    pdf = pikepdf.new()
    resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=helvetica(pdf)))
    page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=list(media), Resources=resources,
                              Contents=pdf.make_stream(content))
    if rotate:
        page.Rotate = rotate
    if user_unit:
        page.UserUnit = user_unit
    pdf.pages.append(pikepdf.Page(page))
    page = pdf.pages[0].obj
    if setup:
        setup(pdf, page)
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def records(data, **options):
    """The records as a user reads them: through the JSON-lines writer and back."""
    document = open_document("test.pdf", data)
    return [orjson.loads(encode_record(r)) for r in glyph_records(document, GlyphOptions(**options))]


def glyphs(data, **options):
    return [r for r in records(data, **options) if r["type"] == "glyph"]


def text(data, **options):
    return "".join(g["text"] for g in glyphs(data, **options))


def square_truetype(names, units=1000):
    """A fontTools FontBuilder for a TrueType program with a square for each glyph name,
    glyph n advancing 1024 + 64n units, and its hhea; the caller adds cmap and post."""
    builder = FontBuilder(units, isTTF=True)
    builder.setupGlyphOrder(list(names))
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        pen.moveTo((0, 0))
        pen.lineTo((100, 0))
        pen.lineTo((100, 100))
        pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (1024 + 64 * gid, 0) for gid, name in enumerate(names)})
    builder.setupHorizontalHeader(ascent=1600, descent=-400)
    return builder
