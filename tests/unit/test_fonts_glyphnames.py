"""Glyph names to text, as the Adobe Glyph List specification maps them."""

import pytest

from pdftk_text.fonts.glyphnames import glyph_to_unicode, hex_glyph_code, numeric_glyph_code


@pytest.mark.parametrize(
    "name, text",
    [
        ("A", "A"),
        ("eacute", "é"),
        ("space", " "),
        ("hyphen", "-"),
        ("minus", "\u2212"),
        ("Euro", "€"),
        ("Cdot", "\u010a"),
        ("afii10017", "\u0410"),
        ("dotlessi", "\u0131"),
        # The legacy AGL's choices, which poppler 22.12 makes too.
        ("Delta", "\u2206"),
        ("Omega", "\u2126"),
        ("mu", "\u00b5"),
        ("dotlessj", "\uf6be"),
    ],
)
def test_agl_names(name, text):
    assert glyph_to_unicode(name) == text


@pytest.mark.parametrize(
    "name, text",
    [
        ("fi", "\ufb01"),
        ("ffi", "\ufb03"),
        ("f_i", "fi"),
        ("f_f_i", "ffi"),
        ("T_h", "Th"),
        ("f_i.alt", "fi"),
        ("A_B_uni0043", "ABC"),
    ],
)
def test_ligatures(name, text):
    assert glyph_to_unicode(name) == text


@pytest.mark.parametrize(
    "name, text",
    [
        ("uni0041.sc", "A"),
        ("a.sc", "a"),
        ("one.oldstyle", "1"),
        ("uni00410042", "AB"),
        ("u1F600", "\U0001f600"),
        ("u0041", "A"),
        ("uni00e9", "é"),  # lowercase hex: against the AGL, but poppler reads it
        ("u00e9", "é"),
    ],
)
def test_suffixes_and_unicode_names(name, text):
    assert glyph_to_unicode(name) == text


@pytest.mark.parametrize(
    "name",
    [
        "g37",
        "glyph12",
        "cid123",
        "index5",
        ".notdef",
        ".null",
        "",
        "uniD800",  # a surrogate
        "uni004",  # not a multiple of four digits
        "u110000",  # past Unicode
        "uD800",
        "a65",  # a Zapf Dingbats name, outside a Zapf Dingbats font
    ],
)
def test_unmappable_names_give_none(name):
    assert glyph_to_unicode(name) is None


def test_zapf_dingbats_names_only_in_that_font():
    assert glyph_to_unicode("a1", zapf_dingbats=True) == "\u2701"
    assert glyph_to_unicode("a1") is None
    assert glyph_to_unicode("space", zapf_dingbats=True) == " "


def test_non_string_gives_none():
    assert glyph_to_unicode(None) is None


@pytest.mark.parametrize(
    "name, code",
    [("g65", 65), ("G65", 65), ("a65", 65), ("cd123", 123), ("C07", 7), ("g255", 255)],
)
def test_numeric_glyph_code(name, code):
    assert numeric_glyph_code(name) == code


@pytest.mark.parametrize("name", ["g256", "g5", "g1234", "cid65", "glyph65", "A", "uni0041"])
def test_numeric_glyph_code_refuses(name):
    assert numeric_glyph_code(name) is None


@pytest.mark.parametrize("name, code", [("G41", 0x41), ("x4F", 0x4F), ("cdFF", 0xFF), ("g37", 0x37)])
def test_hex_glyph_code(name, code):
    assert hex_glyph_code(name) == code


@pytest.mark.parametrize("name", ["G4", "G4G", "xyz41", "A", None])
def test_hex_glyph_code_refuses(name):
    assert hex_glyph_code(name) is None


def test_tex_names_fill_only_what_the_agl_leaves_unmapped():
    from fontTools import agl
    from pdftk_text.fonts.glyphnames import _TEX_NAMES
    assert not [name for name in _TEX_NAMES if agl.toUnicode(name)]
    assert glyph_to_unicode("angbracketleft") == "\u27e8"
    assert glyph_to_unicode("angbracketright.alt") == "\u27e9"     # suffixes dropped as for AGL names
    assert glyph_to_unicode("cwm") == "\u200c"
    assert glyph_to_unicode("mapsto") is None       # cmsy's bar of \mapsto: half a symbol
    assert glyph_to_unicode("parenleftBig") is None  # cmex's sizes: MuPDF reads them as nothing too


def test_lists_read_as_fonttools_reads_them():
    # data/agl.json is generated from fontTools' copy of Adobe's lists: every AGL name,
    # every aN of the Zapf Dingbats list and the uni/u forms map as fontTools maps them.
    from fontTools import agl
    names = [*agl.LEGACY_AGL2UV, "uni0041", "uni00410042", "uniD800", "uni004", "u1F600", "u110000",
             "uD800", "u0041", "uniABCG"]
    assert [glyph_to_unicode(n) for n in names] == [agl.toUnicode(n) or None for n in names]
    dingbats = [f"a{number}" for number in range(-1, 210)] + ["a", "a+5", "ab"]
    assert [glyph_to_unicode(n, zapf_dingbats=True) for n in dingbats] \
        == [agl.toUnicode(n, isZapfDingbats=True) or None for n in dingbats]


def test_lists_are_read_on_first_need():
    import subprocess
    import sys
    probe = ("import sys; from pdftk_text.fonts import glyphnames; glyphnames.glyph_to_unicode('A'); "
             "print('fontTools' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True).stdout == "False\n"
