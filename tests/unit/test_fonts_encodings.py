"""Simple-font encodings: the Annex D tables, base-encoding names, /Differences."""

import pytest

from pdftk_text.fonts import encodings, standard14
from pdftk_text.fonts.encodings import (
    CFF_EXPERT,
    MAC_EXPERT,
    MAC_ROMAN,
    PDF_DOC,
    STANDARD,
    WIN_ANSI,
    apply_differences,
    base_encoding,
)
from pdftk_text.fonts.glyphnames import glyph_to_unicode

TABLES = {
    "STANDARD": STANDARD,
    "WIN_ANSI": WIN_ANSI,
    "MAC_ROMAN": MAC_ROMAN,
    "MAC_EXPERT": MAC_EXPERT,
    "PDF_DOC": PDF_DOC,
    "CFF_EXPERT": CFF_EXPERT,
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_has_256_codes(name):
    assert len(TABLES[name]) == 256


@pytest.mark.parametrize(
    "code, glyph",
    [
        (0x41, "A"),
        (0x27, "quotesingle"),  # unlike Standard's quoteright
        (0x60, "grave"),  # unlike Standard's quoteleft
        (0x80, "Euro"),
        (0x8E, "Zcaron"),
        (0x9E, "zcaron"),
        (0x92, "quoteright"),
        (0xA0, "space"),  # Annex D's note: 240 octal is also a space
        (0xAD, "hyphen"),  # and 255 octal a hyphen
        (0xE9, "eacute"),
    ],
)
def test_winansi_follows_annex_d(code, glyph):
    assert WIN_ANSI[code] == glyph


@pytest.mark.parametrize("code", [0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D])
def test_winansi_unused_codes_are_bullets(code):
    # Annex D: every unused WinAnsi code above 040 octal maps to the bullet.
    assert WIN_ANSI[code] == "bullet"


def test_winansi_control_codes_are_unassigned():
    assert all(WIN_ANSI[code] is None for code in range(0x20))


def test_standard_has_its_own_quotes_and_ligatures():
    assert STANDARD[0x27] == "quoteright"
    assert STANDARD[0x60] == "quoteleft"
    assert STANDARD[0xAE] == "fi"
    assert STANDARD[0xAF] == "fl"
    assert STANDARD[0x80] is None


def test_standard_matches_the_afm_encoding_of_every_latin_standard_font():
    for name in standard14.STANDARD_NAMES:
        font = standard14.lookup(name)
        if not font.symbolic:
            assert font.encoding == STANDARD, name


def test_macroman_space_currency_and_symbols():
    assert MAC_ROMAN[0xCA] == "space"  # Annex D's note
    assert MAC_ROMAN[0xDB] == "currency"  # not the Euro of later Mac OS
    assert MAC_ROMAN[0x80] == "Adieresis"
    # Mac OS Roman symbols that Annex D's Latin table leaves out, read as poppler does.
    assert MAC_ROMAN[0xB9] == "pi"
    assert MAC_ROMAN[0xAD] == "notequal"


def test_pdfdoc_encoding():
    assert PDF_DOC[0x18] == "breve"
    assert PDF_DOC[0x80] == "bullet"
    assert PDF_DOC[0x93] == "fi"
    assert PDF_DOC[0xA0] == "Euro"
    assert PDF_DOC[0xAD] is None
    assert PDF_DOC[0x9F] is None


def test_expert_encodings():
    assert MAC_EXPERT[0x21] == "exclamsmall"
    assert MAC_EXPERT[0x56] == "ff"
    assert sum(name is not None for name in MAC_EXPERT) == 165
    assert CFF_EXPERT[0x21] == "exclamsmall"
    assert CFF_EXPERT[0x23] is None  # where MacExpert has centoldstyle


@pytest.mark.parametrize("name", ["STANDARD", "WIN_ANSI", "MAC_ROMAN", "PDF_DOC"])
def test_every_latin_glyph_name_maps_to_text(name):
    unmapped = [glyph for glyph in TABLES[name] if glyph and not glyph_to_unicode(glyph)]
    assert unmapped == []


def test_symbol_and_dingbats_builtin_encodings():
    assert encodings.SYMBOL[0x61] == "alpha"
    assert encodings.SYMBOL[0x20] == "space"
    assert encodings.ZAPF_DINGBATS[0x21] == "a1"
    assert len(encodings.SYMBOL) == len(encodings.ZAPF_DINGBATS) == 256


@pytest.mark.parametrize(
    "name, table",
    [
        ("/WinAnsiEncoding", WIN_ANSI),
        ("WinAnsiEncoding", WIN_ANSI),
        ("/MacRomanEncoding", MAC_ROMAN),
        ("/MacExpertEncoding", MAC_EXPERT),
        ("/StandardEncoding", STANDARD),
    ],
)
def test_base_encoding_names(name, table):
    assert base_encoding(name) is table


@pytest.mark.parametrize("name", ["/PDFDocEncoding", "/Identity-H", "/Foo", "", None])
def test_base_encoding_refuses_other_names(name):
    assert base_encoding(name) is None


def test_differences_assign_consecutive_codes():
    table = apply_differences(STANDARD, [65, "B", "C", 0x90, "/Euro"])
    assert table[65:68] == ("B", "C", "C")
    assert table[0x90] == "Euro"
    assert STANDARD[65] == "A"  # the base is not changed


def test_differences_skip_what_they_cannot_place():
    table = apply_differences(WIN_ANSI, ["orphan", 255, "last", "past", -1, "neg", 32.0, "nbsp", 1.5, "frac"])
    assert table[255] == "last"
    assert table[32] == "nbsp"  # an integral real is read as the integer
    assert "orphan" not in table and "past" not in table and "neg" not in table
    assert "frac" not in table  # a fractional code stops the run


def test_differences_keep_notdef_as_written():
    assert apply_differences(STANDARD, [65, ".notdef"])[65] == ".notdef"
