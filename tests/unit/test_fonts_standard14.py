"""The standard 14 fonts: their AFM metrics and the names producers give them."""

import subprocess
import sys
from pathlib import Path

import pytest

from pdftk_text.fonts import standard14
from pdftk_text.fonts.encodings import STANDARD
from pdftk_text.fonts.standard14 import STANDARD_NAMES, lookup, resolve_name

ROOT = Path(__file__).resolve().parents[2]


def test_helvetica_metrics():
    font = lookup("Helvetica")
    assert font.name == "Helvetica"
    assert font.widths["A"] == 667
    assert font.widths["space"] == 278
    assert (font.ascent, font.descent) == (718, -207)
    assert font.bbox == (-166, -225, 1000, 931)
    assert font.encoding == STANDARD
    assert not font.symbolic
    assert font.cap_height == 718


def test_courier_is_fixed_pitch():
    font = lookup("Courier")
    assert font.fixed_pitch
    assert set(font.widths.values()) == {600}


def test_times_italic_angle():
    assert lookup("Times-Italic").italic_angle == -15.5


def test_symbol_and_dingbats_are_symbolic_with_their_own_encoding():
    symbol = lookup("Symbol")
    assert symbol.symbolic
    assert symbol.encoding[0x61] == "alpha"
    assert symbol.widths["alpha"] == 631
    # Symbol's AFM has no Ascender or Descender: the FontBBox stands in.
    assert (symbol.ascent, symbol.descent) == (1010, -293)
    assert lookup("ZapfDingbats").encoding[0x21] == "a1"


@pytest.mark.parametrize("name", STANDARD_NAMES)
def test_every_standard_name_resolves_to_itself(name):
    font = lookup(name)
    assert font.name == name
    assert font.widths and len(font.encoding) == 256


@pytest.mark.parametrize(
    "base_font, standard",
    [
        ("ABCDEF+Helvetica", "Helvetica"),
        ("/Helvetica-Bold", "Helvetica-Bold"),
        ("Helvetica,Bold", "Helvetica-Bold"),
        ("Helvetica,Italic", "Helvetica-Oblique"),
        ("Helvetica-BoldItalic", "Helvetica-BoldOblique"),
        ("Arial", "Helvetica"),
        ("ArialMT", "Helvetica"),
        ("Arial,Bold", "Helvetica-Bold"),
        ("Arial-BoldMT", "Helvetica-Bold"),
        ("Arial-ItalicMT", "Helvetica-Oblique"),
        ("Arial,BoldItalic", "Helvetica-BoldOblique"),
        ("XYZABC+Arial-BoldItalicMT", "Helvetica-BoldOblique"),
        ("TimesNewRoman", "Times-Roman"),
        ("TimesNewRomanPSMT", "Times-Roman"),
        ("TimesNewRoman,Bold", "Times-Bold"),
        ("TimesNewRomanPS-BoldMT", "Times-Bold"),
        ("TimesNewRoman,Italic", "Times-Italic"),
        ("TimesNewRomanPS-ItalicMT", "Times-Italic"),
        ("TimesNewRoman,BoldItalic", "Times-BoldItalic"),
        ("TimesNewRomanPS-BoldItalicMT", "Times-BoldItalic"),
        ("Times New Roman,Bold", "Times-Bold"),
        ("Times,Bold", "Times-Bold"),
        ("CourierNew", "Courier"),
        ("CourierNewPSMT", "Courier"),
        ("CourierNew,Bold", "Courier-Bold"),
        ("CourierNewPS-BoldMT", "Courier-Bold"),
        ("CourierNew,Italic", "Courier-Oblique"),
        ("CourierNewPS-BoldItalicMT", "Courier-BoldOblique"),
        ("Courier,BoldItalic", "Courier-BoldOblique"),
        ("Symbol,Bold", "Symbol"),
        ("SymbolMT", "Symbol"),
        ("ZapfDingbats", "ZapfDingbats"),
    ],
)
def test_aliases(base_font, standard):
    assert resolve_name(base_font) == standard
    assert lookup(base_font).name == standard


@pytest.mark.parametrize(
    "base_font",
    ["ArialNarrow", "Arial-Black", "Arial,Black", "HelveticaNeue", "Helvetica-Condensed", "Calibri", "ABC+Helvetica", "", None],
)
def test_fonts_with_other_metrics_are_not_standard(base_font):
    assert lookup(base_font) is None


def test_lookup_hands_out_one_object_per_font():
    assert lookup("Arial") is lookup("Helvetica")


def test_metrics_cannot_be_changed():
    with pytest.raises(TypeError):
        lookup("Helvetica").widths["A"] = 1
    with pytest.raises(AttributeError):
        lookup("Helvetica").ascent = 0


def test_notice_ships_with_the_data():
    notice = (ROOT / "pdftk_text" / "fonts" / "data" / "STANDARD14-NOTICE.txt").read_text()
    assert "paragraph is not modified" in notice
    assert "Modification notice" in notice


def test_shipped_data_is_what_the_generator_makes(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "gen_standard14.py"), "--out-dir", str(tmp_path)], check=True)
    shipped = ROOT / "pdftk_text" / "fonts" / "data"
    for name in ("standard14.json", "STANDARD14-NOTICE.txt"):
        assert (tmp_path / name).read_bytes() == (shipped / name).read_bytes(), name


def test_data_is_read_once():
    assert standard14._fonts() is standard14._fonts()


def _described(name, embedded=False):
    """A one-page PDF in a TrueType font ``name`` whose descriptor says /Ascent 891
    /Descent -216 (Times New Roman's own), embedded or not."""
    import pikepdf
    from handmade import make_pdf

    def setup(pdf, page):
        descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/" + name),
                                        Flags=32, Ascent=891, Descent=-216, FontBBox=[0, -216, 1000, 891],
                                        ItalicAngle=0, StemV=80, CapHeight=662)
        if embedded:
            descriptor.FontFile2 = pdf.make_stream(b"\0" * 16)
        page.Resources.Font.F1 = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.TrueType, BaseFont=pikepdf.Name("/" + name),
            FirstChar=65, LastChar=65, Widths=[722], Encoding=pikepdf.Name.WinAnsiEncoding,
            FontDescriptor=pdf.make_indirect(descriptor)))
    return make_pdf(b"BT /F1 10 Tf 100 700 Td (A) Tj ET", setup=setup)


def test_a_font_not_embedded_under_a_standard_name_has_that_fonts_box_height():
    # poppler draws such a font in the standard 14 face and sizes its boxes by its AFM
    # (Times-Roman 683 / -217, Helvetica 718 / -207); any other name keeps the descriptor's.
    # pdftotext -bbox gives these three files' word boxes 9.00, 9.25 and 11.07 pt high.
    from handmade import glyphs

    def height(data):
        box = glyphs(data)[0]["bbox"]
        return round(box[3] - box[1], 2)
    assert height(_described("TimesNewRomanPSMT")) == 9.0
    assert height(_described("Arial")) == 9.25
    assert height(_described("FooSerif")) == 11.07


@pytest.mark.parametrize("base_font, flags, angle, standard", [
    ("Monaco", None, 0, "Times-Roman"),              # no descriptor: both referees' default face
    ("Foo", 0, 0, "Helvetica"),
    ("Foo", standard14.FIXED_PITCH, 0, "Courier"),
    ("Foo", standard14.SERIF | standard14.FORCE_BOLD, 0, "Times-Bold"),
    ("Foo-BoldItalic", standard14.SERIF, 0, "Times-BoldItalic"),
    ("Foo", standard14.SERIF | standard14.ITALIC, 0, "Times-Italic"),
    ("Foo", standard14.SERIF, -12.0, "Times-Italic"),
    ("Foo-Oblique", standard14.FIXED_PITCH | standard14.SERIF, 0, "Courier-Oblique"),
])
def test_stand_in_by_flags_and_name(base_font, flags, angle, standard):
    assert standard14.stand_in(base_font, flags, angle).name == standard


def _unmeasured(name, descriptor=None):
    """A one-page PDF showing "test" in a font ``name`` not embedded, with no /Widths."""
    import pikepdf
    from handmade import make_pdf

    def setup(pdf, page):
        font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                  BaseFont=pikepdf.Name("/" + name))
        if descriptor is not None:
            font.FontDescriptor = pdf.make_indirect(pikepdf.Dictionary(
                Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/" + name), **descriptor))
        page.Resources.Font.F1 = pdf.make_indirect(font)
    return make_pdf(b"BT /F1 10 Tf 100 700 Td (test) Tj ET", setup=setup)


def test_a_font_giving_no_advances_takes_a_standard_fonts():
    # pdf.js's issue2391-2.pdf: Monaco, not embedded, no /Widths, no descriptor; pdftotext
    # and mutool both measure it in Times-Roman ("test" 13.89 pt wide at 10 pt)
    from handmade import glyphs

    def advances(data):
        return [round(g["advance"], 3) for g in glyphs(data)]
    assert advances(_unmeasured("Monaco")) == [2.78, 4.44, 3.89, 2.78]
    assert advances(_unmeasured("Monaco", {"Flags": 32 | standard14.FIXED_PITCH})) == [6.0] * 4
    assert advances(_unmeasured("Monaco", {"Flags": 32})) == [2.78, 5.56, 5.0, 2.78]
