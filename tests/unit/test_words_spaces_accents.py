"""Word breaks at a fraction of the font's space width, and stacked accents composed.

Hand-made pages in standard-14 fonts, whose space widths are the published Adobe
metrics (Helvetica's space 278/1000 em, Courier's 600/1000): each expected reading
follows from the content stream drawn. The corpus file tex-accents.pdf is held against
its LaTeX source (corpus/sources/tex-accents.tex, the manifest's strings)."""

import io
import json
import os
import unicodedata

import orjson
import pikepdf

from handmade import make_pdf, records
from pdftk_text.cli.pdf_glyphs import main as glyphs_main
from pdftk_text.cli.pdf_words import main as words_main
from pdftk_text.words import Tolerances, word_records
from pdftk_text.words.core import gap_units

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")


def _courier(pdf, page):
    page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Courier,
        Encoding=pikepdf.Name.WinAnsiEncoding))


def _no_space(pdf, page):
    # Helvetica whose code 32 draws "a": the font has no space character left
    page.Resources.Font.F1.Encoding = pikepdf.Dictionary(
        Type=pikepdf.Name.Encoding, Differences=[32, pikepdf.Name("/a")])


def read(content, setup=None):
    return list(word_records(records(make_pdf(content, setup=setup))))


def words(content, setup=None):
    return [r["text"] for r in read(content, setup) if r["type"] == "word"]


def content_record(content, setup=None):
    return next(r for r in read(content, setup) if r["type"] == "content")


# ---- gaps against the font's space width

def test_content_record_carries_each_fonts_space_width_in_em():
    record = content_record(b"BT /F1 10 Tf 72 700 Td (a) Tj /F2 10 Tf (b) Tj ET", _courier)
    assert record["space_widths"] == {"Courier": 0.6, "Helvetica": 0.278}


def test_a_gap_of_a_quarter_of_a_wide_space_breaks_only_the_narrow_space_font():
    # -150/1000 em: 1.5 pt at 10 pt, a quarter of Courier's space (6 pt) and 0.54 of
    # Helvetica's (2.78 pt); the break comes at space_gap (0.3) of the space: 1.8 pt and
    # 0.834 pt (the em rule alone would break both at 1 pt)
    assert words(b"BT /F1 10 Tf 72 700 Td [(two) -150 (words)] TJ ET") == ["two", "words"]
    assert words(b"BT /F2 10 Tf 72 700 Td [(two) -150 (words)] TJ ET", _courier) == ["twowords"]
    # a full displacement word space (-600 em/1000, as Courier's space) breaks in both
    assert words(b"BT /F2 10 Tf 72 700 Td [(two) -600 (words)] TJ ET", _courier) == ["two", "words"]


def test_tj_displacements_break_and_a_negative_one_never_does():
    assert words(b"BT /F1 10 Tf 72 700 Td [(word) -250 (spaced) -250 (paragraph)] TJ ET") == \
        ["word", "spaced", "paragraph"]
    # +300 moves the next glyph left, over the previous one: kerning, not a space
    assert words(b"BT /F1 10 Tf 72 700 Td [(AV) 300 (A)] TJ ET") == ["AVA"]
    assert words(b"BT /F2 10 Tf 72 700 Td [(AV) 300 (A)] TJ ET", _courier) == ["AVA"]


def test_character_and_word_spacing_count_in_the_gap():
    # Tc 1.5 pt puts 0.15 em between letters: past Helvetica's limit (0.834 pt), within
    # Courier's; the word before keeps the line from reading as letter spaced
    assert words(b"BT /F1 10 Tf 72 700 Td (word ) Tj 1.5 Tc (ab) Tj ET") == ["word", "a", "b"]
    assert words(b"BT /F2 10 Tf 72 700 Td (word ) Tj 1.5 Tc (ab) Tj ET", _courier) == ["word", "ab"]


def test_a_font_without_a_space_breaks_at_the_em_rule():
    record = content_record(b"BT /F1 10 Tf 72 700 Td (b) Tj ET", _no_space)
    assert record["space_widths"] == {"Helvetica": None}
    # 0.9 pt: within word_gap (0.1 em = 1 pt), past space_gap of Helvetica's space
    # (0.3 x 2.78 = 0.834 pt), so it splits only where the font has its space
    assert words(b"BT /F1 10 Tf 72 700 Td [(bc) -90 (de)] TJ ET", _no_space) == ["bcde"]
    assert words(b"BT /F1 10 Tf 72 700 Td [(bc) -90 (de)] TJ ET") == ["bc", "de"]


def test_space_widths_outside_the_believed_range_fall_back_to_word_gap():
    tolerances = Tolerances()
    units = gap_units({"Zero": 0.0, "Wide": 1.5, "Null": None, "Fine": 0.25}, tolerances)
    assert units == {"Fine": tolerances.space_gap * 0.25}


def test_piped_stream_keeps_the_space_widths():
    data = make_pdf(b"BT /F2 10 Tf 72 700 Td [(two) -150 (words)] TJ ET", setup=_courier)
    path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"spaces-{os.getpid()}.pdf")
    with open(path, "wb") as handle:
        handle.write(data)
    try:
        glyphs, direct = io.BytesIO(), io.BytesIO()
        assert glyphs_main([path], stdin=io.BytesIO(), stdout=glyphs, stderr=io.StringIO()) == 0
        assert words_main([path], stdin=io.BytesIO(), stdout=direct, stderr=io.StringIO()) == 0
        piped = io.BytesIO()
        assert words_main([], stdin=io.BytesIO(glyphs.getvalue()), stdout=piped, stderr=io.StringIO()) == 0
    finally:
        os.unlink(path)
    assert piped.getvalue() == direct.getvalue()
    assert [r["text"] for r in map(orjson.loads, piped.getvalue().splitlines()) if r["type"] == "word"] == \
        ["twowords"]


# ---- stacked accents (WinAnsi: \264 acute U+00B4, \230 tilde U+02DC, \140 grave U+0060)

def test_an_accent_drawn_over_the_next_letter_is_composed():
    # the acute (333 units) centred over the e (556): 111.5 right, then 444.5 back; the
    # acute alone stands 1.115 pt after the f, past Helvetica's limit, the e does not
    out = read(b"BT /F1 10 Tf 72 700 Td [(caf) -111.5 (\\264) 444.5 (e)] TJ ET")
    word = next(r for r in out if r["type"] == "word")
    assert word["text"] == "caf\u00e9" and tuple(word["glyphs"]) == (0, 4)
    glyphs = {g["id"]: g for g in records(make_pdf(b"BT /F1 10 Tf 72 700 Td [(caf) -111.5 (\\264) 444.5 (e)] TJ ET"))
              if g["type"] == "glyph"}
    assert word["bbox"][2] == max(g["bbox"][2] for g in glyphs.values())       # the union of both


def test_an_accent_drawn_after_its_letter_is_composed_and_the_word_goes_on():
    # the tilde (333) drawn back over the n (556) it follows, then on to the next letter
    assert words(b"BT /F1 10 Tf 72 700 Td [(man) 444.5 (\\230) -111.5 (ana)] TJ ET") == ["ma\u00f1ana"]
    assert words(b"BT /F1 10 Tf 72 700 Td [(a) 444.5 (\\140) -111.5 ( la)] TJ ET") == ["\u00e0", "la"]


def test_a_raised_accent_over_a_capital_keeps_the_letters_baseline():
    out = read(b"BT /F1 10 Tf 72 700 Td 2.5 Ts [-167 (\\264)] TJ 0 Ts [500 (Ecole)] TJ ET")
    word = next(r for r in out if r["type"] == "word")
    line = next(r for r in out if r["type"] == "line")
    assert word["text"] == "\u00c9cole"
    assert word["baseline"][1] == 92.0 and line["baseline"][1] == 92.0     # 792 - 700, not the accent's
    assert word["bbox"][1] < 92.0 - 0.718 * 10                              # the raised accent's top


def test_an_accent_without_a_letter_under_it_stays_as_drawn():
    assert words(b"BT /F1 10 Tf 72 700 Td (a \\264 b) Tj ET") == ["a", "\u00b4", "b"]
    # set beside a letter, not over it: an apostrophe-like acute
    assert words(b"BT /F1 10 Tf 72 700 Td (l\\264homme) Tj ET") == ["l\u00b4homme"]


def test_no_precomposed_form_keeps_letter_and_combining_mark():
    # dotless i (WinAnsi has none: a Differences slot) with an acute: NFC keeps U+0131 U+0301
    def dotless(pdf, page):
        page.Resources.Font.F1.Encoding = pikepdf.Dictionary(
            Type=pikepdf.Name.Encoding, BaseEncoding=pikepdf.Name.WinAnsiEncoding,
            Differences=[1, pikepdf.Name("/dotlessi")])
    # the acute (333) over the dotless i (278): 27.5 left of it, then back to the i
    assert words(b"BT /F1 10 Tf 72 700 Td [27.5 (\\264) 305.5 (\\001)] TJ ET", dotless) == ["\u0131\u0301"]


def test_stacked_accents_of_pdftex_read_as_the_source_writes_them():
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        entry = next(e for e in json.load(handle)["files"] if e["file"] == "tex-accents.pdf")
    out = io.BytesIO()
    assert words_main([os.path.join(CORPUS, "tex-accents.pdf")], stdin=io.BytesIO(), stdout=out,
                      stderr=io.StringIO()) == 0
    lines = [r["text"] for r in map(orjson.loads, out.getvalue().splitlines()) if r["type"] == "line"]
    assert lines == [unicodedata.normalize("NFC", text) for text in entry["text_contains"]]
