"""Word and line building on hand-made pages: each test draws one construct whose
expected reading follows from the content stream itself."""

import io
import os
import tempfile

import orjson
import pikepdf

from handmade import make_pdf, records
from pdftk_text.cli.pdf_words import main
from pdftk_text.words import word_records
from pdftk_text.words.bidi import expand_ligatures, logical, logical_rtl, char_kind


def read(content, setup=None, **options):
    return list(word_records(records(make_pdf(content, setup=setup)), **options))


def texts(content, kind="word", setup=None):
    return [r["text"] for r in read(content, setup) if r["type"] == kind]


def test_space_glyphs_and_wide_gaps_break_words():
    assert texts(b"BT /F1 10 Tf 72 700 Td (two words) Tj ET") == ["two", "words"]
    # -300/1000 em moves the next glyph 3 pt right: wider than word_gap (0.1 em = 1 pt)
    assert texts(b"BT /F1 10 Tf 72 700 Td [(two) -300 (words)] TJ ET") == ["two", "words"]


def test_a_negative_gap_never_breaks_a_word():
    # +300 moves the next glyph left, over the previous one: kerning, not a space
    assert texts(b"BT /F1 10 Tf 72 700 Td [(AV) 300 (A)] TJ ET") == ["AVA"]


def test_word_spacing_on_a_drawn_space_and_char_spacing():
    assert texts(b"BT /F1 10 Tf 5 Tw 72 700 Td (a b) Tj ET") == ["a", "b"]
    # Tc 3 pt puts 0.3 em between letters: past the word gap, but a line of nothing else
    # is letter spaced, and its letters are one word (pdftotext 22.12 reads "ab"; mutool
    # 1.21 "a b", which splits any gap)
    assert texts(b"BT /F1 10 Tf 3 Tc 72 700 Td (ab) Tj ET") == ["ab"]


def test_a_heading_tracked_wide_reads_as_words():
    # each letter 0.3 em apart; its spaces, and the body's words, still break (pdftotext
    # 22.12: "HEADING", "ON TIME", "Body text")
    content = (b"BT /F1 10 Tf 3 Tc 72 700 Td (HEADING) Tj 0 -20 Td (ON TIME) Tj "
               b"0 Tc 0 -20 Td (Body text) Tj ET")
    assert texts(content) == ["HEADING", "ON", "TIME", "Body", "text"]


def test_overprinted_strings_are_never_interleaved():
    content = b"BT /F1 10 Tf 72 700 Td (abc) Tj ET BT /F1 10 Tf 72 700 Td (XYZ) Tj ET"
    assert texts(content) == ["abc", "XYZ"]
    assert texts(content, "line") == ["abc XYZ"]


def test_fake_bold_copy_is_read_once_and_counted():
    content = b"BT /F1 10 Tf 72 700 Td (Bold) Tj ET BT /F1 10 Tf 72.4 700 Td (Bold) Tj ET"
    out = read(content)
    assert [r["text"] for r in out if r["type"] == "word"] == ["Bold"]
    merged = [r for r in out if r["type"] == "diagnostic"]
    assert [(d["code"], d["count"]) for d in merged] == [("extraction.duplicate-glyphs-merged", 4)]


def test_double_letters_are_not_duplicates():
    assert texts(b"BT /F1 10 Tf 72 700 Td (all) Tj ET") == ["all"]


def test_lines_by_baseline_top_to_bottom_with_scripts_joined():
    content = (b"BT /F1 10 Tf 72 650 Td (second) Tj ET BT /F1 10 Tf 72 700 Td (first x) Tj "
               b"/F1 6 Tf 4 Ts (2) Tj ET")
    # the superscript touches its x: read with no space, as pdftotext's text reads x²
    assert texts(content, "line") == ["first x2", "second"]


def test_y_down_matrix_under_a_flipping_ctm_reads_upright():
    content = b"1 0 0 -1 0 792 cm BT /F1 10 Tf 1 0 0 -1 72 92 Tm (upright text) Tj ET"
    lines = [r for r in read(content) if r["type"] == "line"]
    assert [(l["text"], l["angle"], l["direction"]) for l in lines] == [("upright text", 0, "ltr")]


def test_rotated_text_reads_along_its_baseline():
    content = b"BT /F1 10 Tf 0 1 -1 0 300 300 Tm (going up) Tj ET"
    lines = [r for r in read(content) if r["type"] == "line"]
    assert [(l["text"], l["angle"]) for l in lines] == [("going up", 90)]


def _fi_font(pdf, page):
    font = page.Resources.Font.F1
    font.Encoding = pikepdf.Dictionary(Type=pikepdf.Name.Encoding, BaseEncoding=pikepdf.Name.WinAnsiEncoding,
                                       Differences=[1, pikepdf.Name("/fi")])


def test_ligature_glyph_is_expanded_in_word_text_only():
    out = read(b"BT /F1 10 Tf 72 700 Td (\\001le) Tj ET", setup=_fi_font)
    assert [r["text"] for r in out if r["type"] == "word"] == ["file"]


def test_hyphen_at_line_end_is_a_line_fact_not_removed():
    content = b"BT /F1 10 Tf 72 700 Td (exam-) Tj 0 -12 Td (ple) Tj 0 -12 Td (Next-) Tj 0 -12 Td (Line) Tj ET"
    lines = [r for r in read(content) if r["type"] == "line"]
    assert [(l["text"], l["hyphen"], l["next_lower"]) for l in lines] == [
        ("exam-", "-", True), ("ple", None, None), ("Next-", "-", False), ("Line", None, None)]


def test_the_words_the_core_writes_are_the_bytes_of_the_records_of_a_glyph_stream(tmp_path):
    # pdf-words on a PDF writes its lines and words in the core; from a glyph stream it
    # makes records and orjson writes them: the same bytes, quotes and backslashes
    # escaped, a hyphenated line's next_lower said
    from pdftk_text.cli import pdf_glyphs
    content = (b"BT /F1 10 Tf 72 700 Td (say \"hi\" to a\\\\b, exam-) Tj 0 -12 Td (ple) Tj "
               b"/F1 9.5 Tf 0 -12 Td (Next-) Tj 0 -12 Td (Line) Tj ET")
    path = tmp_path / "words.pdf"
    path.write_bytes(make_pdf(content))
    direct, glyphs, piped = io.BytesIO(), io.BytesIO(), io.BytesIO()
    assert main([str(path)], stdout=direct) == 0
    assert pdf_glyphs.main([str(path)], stdout=glyphs) == 0
    assert main([], stdin=io.BytesIO(glyphs.getvalue()), stdout=piped) == 0
    assert direct.getvalue() == piped.getvalue()
    lines = [orjson.loads(line) for line in direct.getvalue().splitlines()]
    assert [w["text"] for w in lines if w["type"] == "word"][:5] == ["say", '"hi"', "to", "a\\b,", "exam-"]
    assert [(l["text"], l["next_lower"]) for l in lines if l["type"] == "line"] == [
        ('say "hi" to a\\b, exam-', True), ("ple", None), ("Next-", False), ("Line", None)]


def test_records_order_ids_and_pass_through():
    out = read(b"BT /F1 10 Tf 72 700 Td (a b) Tj ET")
    assert [r["type"] for r in out] == ["document", "page", "line", "word", "word", "content"]
    line, first, second = out[2:5]
    assert line["words"] == (0, 1) and first["line"] == second["line"] == 0
    assert first["glyphs"] == (0, 0) and second["glyphs"] == (2, 2)


def test_keep_glyphs_writes_them_after_the_page_record():
    from pdftk_text.words import WordOptions
    out = read(b"BT /F1 10 Tf 72 700 Td (ab) Tj ET", options=WordOptions(keep_glyphs=True))
    assert [r["type"] for r in out] == ["document", "page", "glyph", "glyph", "line", "word", "content"]


def test_glyphs_without_page_records_and_foreign_records():
    glyphs = [r for r in records(make_pdf(b"BT /F1 10 Tf 72 700 Td (hi) Tj ET")) if r["type"] == "glyph"]
    out = list(word_records([{"type": "note"}] + glyphs + [{"type": "other"}]))
    assert [r["type"] for r in out] == ["note", "line", "word", "other"]


def test_a_glyph_record_without_its_quad_is_a_stream_error():
    bad = b'{"type":"page","page":1}\n{"type":"glyph","page":1,"id":0,"text":"a","font":"F","size":10,' \
          b'"origin":[0,0],"advance":5}\n'
    out, err = io.BytesIO(), io.StringIO()
    assert main([], stdin=io.BytesIO(bad), stdout=out, stderr=err) == 6
    assert err.getvalue() == 'pdf-words: stdin: glyph record (page 1, id 0) has no "quad"\n'


def test_visual_to_logical_keeps_digit_runs():
    assert "".join(logical(list("םולש 12 ab"), char_kind)) == "שלום 12 ab"
    assert "".join(logical(list("ה12ש"), char_kind)) == "ש12ה"
    assert logical_rtl(["9", "ב", "א"], char_kind) == ["א", "ב", "9"]
    assert logical_rtl(["x", "y", "א"], char_kind) == ["א", "x", "y"]


def test_only_the_ligature_block_is_folded():
    assert expand_ligatures("ﬁne ﬄ ² Ａ") == "fine ffl ² Ａ"


def test_words_that_touch_read_with_no_space_between():
    from pdftk_text.words.joining import apart, joined_text

    def word(text, x0, x1, line=0, size=10.0, y=100.0):
        return {"text": text, "baseline": [x0, y, x1, y], "size": size, "line": line}
    l, a, tex = word("L", 10, 16), word("A", 14.5, 19, size=7.0, y=97.0), word("TEX", 18.5, 35)
    assert joined_text([l, a, tex]) == "LATEX"
    assert joined_text([word("H", 0, 7), word("2", 7.2, 11, size=7.0, y=102), word("O", 11.3, 19)]) == "H2O"
    # a gap wider than 0.1 em of the smaller size is a space; so is another line
    assert joined_text([word("a", 0, 5), word("b", 6.5, 10)]) == "a b"
    assert joined_text([word("abc", 0, 15), word("XYZ", 0, 16)]) == "abc XYZ"     # an overprint
    assert apart(word("a", 0, 5), word("b", 5, 10, line=1))
    assert apart({"text": "a"}, {"text": "b"})              # no geometry: a space, as before


def _glyph_words(records):
    """The word records the stage makes of hand-made glyph records on page 1."""
    glyphs = [dict({"type": "glyph", "page": 1, "bbox": record["quad"][:2] + record["quad"][6:8]}, **record)
              for record in records]
    return [r for r in word_records(iter(glyphs)) if r["type"] == "word"]


def test_a_glyph_mirrored_left_to_right_is_placed_upright_edge_to_edge():
    record = {"id": 0, "text": "E", "font": "F", "size": 17.151, "origin": [318.447, 183.452],
              "quad": [318.447, 171.086, 307.282, 171.086, 318.447, 188.237, 307.282, 188.237]}
    # read upright, from its left edge to its right, along the origin's baseline
    [word] = _glyph_words([record])
    assert word["direction"] == "ltr" and word["angle"] == 0
    assert word["baseline"] == (307.282, 183.452, 318.447, 183.452)
    turned = dict(record, quad=[318.447, 188.237, 307.282, 188.237, 318.447, 171.086, 307.282, 171.086])
    assert _glyph_words([turned])[0]["angle"] != 0          # turned half round: not a mirror


def test_full_width_marks_squeezed_by_half_an_em_stay_one_string():
    # LuaTeX-ja sets "）。" with the full stop half an em back over the parenthesis; TeX's
    # rounding leaves the step at 0.50005 em (kanbun-ja.pdf), which must not cut the text
    def glyph(gid, text, x):
        return {"id": gid, "text": text, "font": "F", "size": 10.0, "origin": [x, 100.0],
                "quad": [x, 91.2, x + 10.0, 91.2, x, 101.2, x + 10.0, 101.2]}
    found = _glyph_words([glyph(0, "い", 0.0), glyph(1, "）", 10.0), glyph(2, "。", 14.9995)])
    assert [w["text"] for w in found] == ["い）。"]


def test_a_long_smaller_string_beside_a_line_is_a_line_of_its_own_not_a_script():
    # a 10 pt line of the next column, 4 pt above a 14 pt heading's baseline and 1 em after
    # its end: size and rise fit a superscript, its length (25 em) does not
    heading = b"BT /F1 14 Tf 72 700 Td (Heading) Tj ET "
    column = b"BT /F1 10 Tf 140 704 Td (a long line of the next column that runs on and on) Tj ET"
    assert sorted(texts(heading + column, "line")) == ["Heading", "a long line of the next column that runs on and on"]
    # a short one is still a script of its line: read with it
    assert texts(heading + b"BT /F1 10 Tf 124.2 704 Td (2) Tj ET", "line") == ["Heading2"]


def test_sheared_text_breaks_where_its_displacements_say():
    # a synthetic italic (Tm 1 0 c 1) leans each glyph's right edge; gaps are measured on
    # the baseline, where the next origin is: words spaced by TJ displacements only
    for shear in (b"0.3", b"-0.3"):
        content = b"BT /F1 20 Tf 1 0 " + shear + b" 1 72 700 Tm [(Skewed) -250 (text) -250 (here)] TJ ET"
        assert texts(content) == ["Skewed", "text", "here"], shear


def test_a_size_change_starts_a_word_at_a_font_change_as_in_pdftotext(tmp_path):
    # issue16538.pdf (pdf.js): a Japanese sentence at 11.504 pt, then a TeX full stop in
    # another font at 11.955 pt flush against it: pdftotext (poppler 22.12, run live)
    # splits at any change of size where the font changes, and keeps one font's 11.504 and
    # 12 pt (4.3 %) together, as size_change does
    import subprocess

    def times(pdf, page):
        page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Times-Roman"),
            Encoding=pikepdf.Name.WinAnsiEncoding))
    body = (b"BT /F1 11.504 Tf 72 700 Td (word) Tj /F2 11.955 Tf (.) Tj ET BT /F1 11.504 Tf 72 680 Td (word) Tj"
            b" /F2 11.504 Tf (.) Tj ET BT /F1 11.504 Tf 72 660 Td (word) Tj /F1 12 Tf (.) Tj ET")
    expected = ["word", ".", "word.", "word."]
    assert texts(body, setup=times) == expected
    path = tmp_path / "sizes.pdf"
    path.write_bytes(make_pdf(body, setup=times))
    bbox = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True).stdout
    assert [line.split(">")[1].split("<")[0] for line in bbox.splitlines() if "<word" in line] == expected


def test_an_unreadable_fonts_glyphs_join_no_word():
    # The page is unreadable (two glyphs of three unmappable): F9's glyphs carry no text,
    # and must not stretch Helvetica's "x" drawn just before them, read from the PDF or
    # from its glyph stream alike.

    data = make_pdf(b"BT /F1 10 Tf 100 700 Td (x) Tj /F9 10 Tf (AB) Tj ET")
    x = [g for g in records(data) if g["type"] == "glyph"][0]
    streamed = [r for r in word_records(records(data)) if r["type"] == "word"]
    with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as handle:
        handle.write(data)
    try:
        out = io.BytesIO()
        assert main([handle.name], stdin=io.BytesIO(), stdout=out, stderr=io.StringIO()) == 0
    finally:
        os.unlink(handle.name)
    direct = [r for r in map(orjson.loads, out.getvalue().splitlines()) if r["type"] == "word"]
    for found in (streamed, direct):
        assert [(w["text"], list(w["bbox"])) for w in found] == [("x", x["bbox"])]


def test_a_stream_s_records_named_like_the_stages_batches_pass_through():
    """The glyph and word stages hand pages on in-process as batches of type "glyphs"
    and "words"; a record of those types read from a stream is no batch, and pdf-words
    and pdf-order pass it on as they came (it was an internal error)."""
    from pdftk_text.cli.pdf_order import main as order_main
    page = {"type": "page", "page": 1, "width": 600.0, "height": 800.0}
    strays = [{"type": "glyphs", "page": 1}, {"type": "glyphs", "page": 1, "glyphs": [1, 2]},
              {"type": "words", "page": 1, "lines": 3}]
    stream = b"".join(orjson.dumps(r) + b"\n" for r in [page, *strays])
    for run in (main, order_main):
        out, err = io.BytesIO(), io.StringIO()
        assert run([], stdin=io.BytesIO(stream), stdout=out, stderr=err) == 0, err.getvalue()
        written = [orjson.loads(line) for line in out.getvalue().splitlines()]
        assert [r for r in written if r["type"] in ("glyphs", "words")] == strays


def test_a_texts_properties_are_asked_once_for_every_page_and_anew_of_another_reader():
    # the core keeps what props_of said of each short text for the next pages; a long
    # text (an ActualText span's) is asked again, and another props_of is asked anew
    from pdftk_text import _core
    from pdftk_text.words.core import text_props
    from pdftk_text.words.tolerances import DEFAULT

    def glyph(gid, text, x):
        return {"type": "glyph", "page": 1, "id": gid, "text": text, "font": "F", "size": 10.0,
                "origin": [x, 100.0], "bbox": [x, 91.2, x + 6.0, 101.2],
                "quad": [x, 91.2, x + 6.0, 91.2, x, 101.2, x + 6.0, 101.2]}

    long = "a long text of an ActualText span, longer than any glyph's"
    page = [glyph(0, "\u0436", 0.0), glyph(1, "\u0437", 6.0), glyph(2, long, 12.0)]
    for reader in range(2):
        asked = []

        def props_of(text):
            asked.append(text)
            return text_props(text)

        for _ in range(3):
            out, _ = _core.page_words(page, 1, DEFAULT, {}, props_of, (0.1, 0.1), "-")
            assert [r["text"] for r in out if r["type"] == "word"] == ["\u0436\u0437" + long]
        assert asked == ["\u0436", "\u0437", long, long, long], reader
