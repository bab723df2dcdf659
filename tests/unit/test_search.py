"""pdf-search: folding, line breaks and hyphens, the regex timeout, the command line."""

import io
import os
import subprocess
import sys
import unicodedata

import orjson
import pikepdf
import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from handmade import make_pdf, records  # noqa: E402

from pdftk_text.cli.pdf_search import main as search_main  # noqa: E402
from pdftk_text.search import FoldOptions, Folder, Query, search_records  # noqa: E402
from pdftk_text.words import WordOptions, word_records  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REPORT = os.path.join(ROOT, "corpus", "lo-report-tagged.pdf")


def hits(data, query):
    return [r for r in search_records(iter(records(data)), query)
            if r["type"] == "hit" or r.get("code", "").startswith("search.")]


def lines_pdf(*lines, size=12):
    body = b"BT /F1 %d Tf 72 700 Td %d TL " % (size, size + 4)
    body += b" ".join(b"(" + line.encode("cp1252") + b") Tj T*" for line in lines)
    return make_pdf(body + b" ET")


def run(argv, stdin=b""):
    out, err = io.BytesIO(), io.StringIO()
    code = search_main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue().decode("utf-8"), err.getvalue()


def test_unicode_tables_are_those_of_python_3_11():
    # folding must give the same answers on every machine: a Python with other tables fails here
    assert unicodedata.unidata_version == "14.0.0"


def test_each_folding_and_its_switch():
    fold = Folder()
    assert fold.text("Straße") == fold.text("STRASSE") == "strasse"
    assert fold.text("Réglé") == fold.text("regle") and fold.text("Ærøskøbing") == "æroskobing"
    assert fold.text("ﬁne ＡＢ") == "fine ab"
    assert fold.text("a\u00a0b\u202fc\u2009d") == "a b c d"
    assert fold.text("“l’été” – x") == "\"l'ete\" - x"
    assert Folder(FoldOptions(case=False)).text("Straße") == "Straße"
    assert Folder(FoldOptions(diacritics=False)).text("é") == "e\u0301"
    assert Folder(FoldOptions(compat=False, case=False)).text("ﬁ") == "ﬁ"
    assert Folder(FoldOptions(spaces=False, compat=False)).text("a\u00a0b") == "a\u00a0b"
    assert Folder(FoldOptions(punctuation=False)).text("’") == "’"


@settings(max_examples=300, deadline=None)
@given(st.text(min_size=1, max_size=12))
def test_folding_is_idempotent(text):
    fold = Folder()
    assert fold.text(fold.text(text)) == fold.text(text)


LETTERS = "abcdefghijklmnopqrstuvwxyzéèêëàâäîïôöùûüçñ"
WORDS = st.text(alphabet=LETTERS + LETTERS.upper(), min_size=2, max_size=10)


@settings(max_examples=40, deadline=None)
@given(WORDS, st.data())
def test_string_across_a_break_found_with_exactly_its_glyphs(word, data):
    cut = data.draw(st.integers(1, len(word) - 1))
    hyphenated = data.draw(st.booleans())
    first, second = word[:cut] + ("-" if hyphenated else ""), word[cut:]
    pdf = lines_pdf("Xy " + first, second + " zW")
    if not hyphenated:
        query = word[:cut] + " " + word[cut:]
    elif second[0].islower():
        query = data.draw(st.sampled_from([word, word[:cut] + "-" + word[cut:]]))
    else:
        query = word[:cut] + "-" + word[cut:]
    if data.draw(st.booleans()):
        query = query.swapcase()
    if data.draw(st.booleans()):
        query = "".join(c for c in unicodedata.normalize("NFD", query) if not unicodedata.combining(c))
    found = [h for h in hits(pdf, Query(query)) if h["type"] == "hit"]
    assert len(found) == 1, (first, second, query)
    glyphs = [r for r in records(pdf) if r["type"] == "glyph"]
    line_one = [g for g in glyphs if g["origin"][1] < 100][3:]      # after "Xy "
    line_two = [g for g in glyphs if g["origin"][1] > 100][:len(second)]
    expected = [g["id"] for g in line_one + line_two]
    assert [i for a, b in found[0]["glyphs"] for i in range(a, b + 1)] == expected
    assert [list(q) for q in found[0]["quads"]] == [_box_quad(line_one), _box_quad(line_two)]


def _box_quad(glyphs):
    x0 = min(g["bbox"][0] for g in glyphs)
    y0 = min(g["bbox"][1] for g in glyphs)
    x1 = max(g["bbox"][2] for g in glyphs)
    y1 = max(g["bbox"][3] for g in glyphs)
    return [x0, y0, x1, y0, x0, y1, x1, y1]


def test_hyphen_optional_to_literals_dropped_for_regex():
    pdf = lines_pdf("la réglemen-", "tation de l'e-", "mail et XR-", "5501 fin")
    assert [h["text"] for h in hits(pdf, Query("réglementation"))] == ["réglemen-\ntation"]
    assert [h["text"] for h in hits(pdf, Query("e-mail"))] == ["e-\nmail"]
    assert [h["text"] for h in hits(pdf, Query("XR-5501"))] == ["XR-\n5501"]
    assert [h["text"] for h in hits(pdf, Query(r"r\w+tion", is_regex=True))] == ["réglemen-\ntation"]
    assert hits(pdf, Query("réglemen-tation", is_regex=True)) == []


def test_catastrophic_pattern_skips_the_page_with_a_diagnostic():
    # the regex module cuts the exponential blow-up of (a+)+$, but runs of 400 a's still
    # cost it about 0.25 s each (measured), a hundred times the 0.05 s allowed here
    pdf = lines_pdf(*["a" * 400] * 20, size=1)
    found = hits(pdf, Query("(a+)+$", is_regex=True, timeout=0.05))
    assert [(r["type"], r.get("code"), r["page"]) for r in found] == [("diagnostic", "search.timeout", 1)]


def test_regex_case_is_folded_fully_and_escapes_are_kept():
    pdf = lines_pdf("GROSSE Straße 12")
    assert [h["text"] for h in hits(pdf, Query(r"stra(ss|ß)e\s\d+", is_regex=True))] == ["Straße 12"]
    assert [h["text"] for h in hits(pdf, Query(r"[A-Z]+SSE", is_regex=True))] == ["GROSSE", "Straße"]


def test_exit_status_is_greps_and_outputs():
    assert run(["goutte-a-goutte", REPORT])[0] == 0
    code, out, _ = run(["no such words here", REPORT])
    assert (code, out.count('"type":"hit"')) == (1, 0)
    code, out, _ = run(["-c", "coopérative", REPORT])
    assert code == 0 and out.startswith(REPORT + ":")
    assert run(["-l", "coopérative", REPORT, REPORT])[1] == 2 * (REPORT + "\n")   # as grep -l
    assert run(["-e", "(", REPORT])[0] == 2
    assert run(["x", "/nonexistent.pdf"])[0] == 3
    code, out, _ = run(["-f", "text", "-m", "1", "fut précoce", REPORT])
    assert out == f"{REPORT}:1: " + out.split(": ", 1)[1] and out.count("\n") == 1


def test_piped_stream_gives_the_same_bytes_as_the_pdf():
    from pdftk_text.cli.pdf_glyphs import main as glyphs_main
    from pdftk_text.cli.pdf_words import main as words_main
    direct = run(["Résultats", REPORT])
    for tool, extra in ((glyphs_main, []), (words_main, ["--keep-glyphs"])):
        out = io.BytesIO()
        tool([REPORT] + extra, stdin=io.BytesIO(), stdout=out, stderr=io.StringIO())
        assert run(["Résultats"], stdin=out.getvalue()) == direct
    out = io.BytesIO()
    words_main([REPORT], stdin=io.BytesIO(), stdout=out, stderr=io.StringIO())
    code, _, err = run(["x"], stdin=out.getvalue())
    assert code == 6 and "pdf-words --keep-glyphs" in err


def test_hit_record_fields_in_schema_order():
    from pdftk_text.records.schema import field_names
    hit = orjson.loads(run(["Saint-Éloi", REPORT])[1].splitlines()[1])
    assert tuple(hit) == field_names("hit")
    assert hit["label"] == "1" and hit["mcid"] is not None and len(hit["quads"]) == 1


def test_search_breaks_words_by_the_font_space_width_as_pdf_words_does():
    # Courier's space is 0.6 em: a 0.15 em TJ gap is under 0.3 of it (no word break),
    # though over the 0.1 em the words stage falls back to for a font with no space.
    def setup(pdf, page):
        page.Resources.Font.F2 = pdf.make_indirect(pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Courier,
            Encoding=pikepdf.Name.WinAnsiEncoding))
    data = make_pdf(b"BT /F2 10 Tf 72 700 Td [(ab) -150 (cd)] TJ ET", setup=setup)
    words = [r["text"] for r in word_records(iter(records(data)), WordOptions()) if r["type"] == "word"]
    assert words == ["abcd"]
    found = hits(data, Query("abcd"))
    assert len(found) == 1 and found[0]["text"] == "abcd"


def test_a_hit_inside_a_composed_letter_covers_only_its_own_glyphs():
    # corpus/tex-accents.pdf: pdfTeX draws "Café" as C, a, f, then an acute and an e
    # (sources/tex-accents.tex); the words stage reads "Café". "Caf" covers C, a, f;
    # "Café" covers the accent glyph too.
    path = os.path.join(ROOT, "corpus", "tex-accents.pdf")
    data = open(path, "rb").read()
    recs = records(data)
    texts = {g["id"]: g["text"] for g in recs if g["type"] == "glyph"}
    caf = [h for h in hits(data, Query("Caf")) if h["type"] == "hit"][0]
    first, last = caf["glyphs"][0]
    assert "".join(texts[i] for i in range(first, last + 1)) == "Caf"
    cafe = [h for h in hits(data, Query("Café")) if h["type"] == "hit"][0]
    first, last = cafe["glyphs"][0]
    assert sorted(texts[i] for i in range(first, last + 1)) == sorted("Caf\u00b4e")
    assert cafe["bbox"][2] > caf["bbox"][2]


def test_a_phrase_across_a_line_break_is_found_in_reading_order_in_columns():
    # lo-columns-untagged.pdf: two columns whose lines sit side by side; the next line of
    # a column is the one below it, not the one beside it (the source's paragraph 1 reads
    # "...the old timber fenders could be / replaced with rubber ones")
    columns = os.path.join(ROOT, "corpus", "lo-columns-untagged.pdf")
    for phrase in ("the old timber fenders could be replaced with rubber ones", "Its winch now runs on mains power",
                   "all but nine days of the year"):
        code, out, _ = run([phrase, columns])
        found = [orjson.loads(line) for line in out.splitlines()][1:]
        assert code == 0 and len(found) == 1, phrase
        # one quad on each of the two lines, both in the left column (the page is 595 pt wide)
        assert len(found[0]["quads"]) == 2 and all(q[2] < 595 / 2 for q in found[0]["quads"]), phrase


def test_a_stream_that_already_has_words_keeps_them():
    from pdftk_text.cli.pdf_order import main as order_main
    from pdftk_text.cli.pdf_words import main as words_main
    out = io.BytesIO()
    words_main([REPORT, "--keep-glyphs"], stdin=io.BytesIO(), stdout=out, stderr=io.StringIO())
    again, ordered = io.BytesIO(), io.BytesIO()
    words_main([], stdin=io.BytesIO(out.getvalue()), stdout=again, stderr=io.StringIO())
    order_main([], stdin=io.BytesIO(out.getvalue()), stdout=ordered, stderr=io.StringIO())
    kinds = [orjson.loads(line)["type"] for line in again.getvalue().splitlines()]
    first = [orjson.loads(line)["type"] for line in out.getvalue().splitlines()]
    assert kinds.count("word") == first.count("word")          # not made twice
    assert b"order.self-check-failed" not in ordered.getvalue()


def _cjk_pdf():
    """Two lines of Japanese in HeiseiMin-W3 over UniJIS-UCS2-H (codes are UTF-16), a
    sentence broken between の and 朝, a 9 set apart from its kanji by gaps wider than a
    space and a PDF set flush against them; then two Latin lines broken between words."""
    def cjk(x, y, text):
        return b"BT /C1 10 Tf %d %d Td <%s> Tj ET " % (x, y, "".join("%04X" % ord(c) for c in text).encode())

    def latin(x, y, text):
        return b"BT /F1 10 Tf %d %d Td (%s) Tj ET " % (x, y, text.encode())
    # /DW 1000: each kanji advances 10 pt; Helvetica's 9 is 5.56 pt and PDF 20 pt wide.
    content = (cjk(72, 700, "渡し船は") + latin(116, 700, "9") + cjk(126, 700, "時に出ます。港町の")
               + cjk(72, 684, "朝は早い。") + latin(122, 684, "PDF") + cjk(142, 684, "文書です。")
               + latin(72, 668, "Latin words across a") + latin(72, 652, "break need their space"))
    return make_pdf(content, setup=lambda pdf, page: _type0_japanese(pdf, page))


def _type0_japanese(pdf, page):
    cid = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType0,
                             BaseFont=pikepdf.Name("/HeiseiMin-W3"),
                             CIDSystemInfo=pikepdf.Dictionary(Registry=pikepdf.String("Adobe"),
                                                              Ordering=pikepdf.String("Japan1"), Supplement=2))
    page.Resources.Font.C1 = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0, BaseFont=pikepdf.Name("/HeiseiMin-W3"),
        Encoding=pikepdf.Name("/UniJIS-UCS2-H"), DescendantFonts=[pdf.make_indirect(cid)]))


@pytest.mark.skipif(not os.path.exists("/usr/share/poppler/cidToUnicode/Adobe-Japan1"),
                    reason="poppler-data not installed")
def test_cjk_line_break_and_gap_beside_latin_are_optional(tmp_path):
    data = _cjk_pdf()
    path = tmp_path / "cjk.pdf"
    path.write_bytes(data)
    # pdftotext (poppler 22.12) reads the gaps as drawn: a space on each side of the 9, none by PDF
    read = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True).stdout
    assert read.startswith("渡し船は 9 時に出ます。港町の\n朝は早い。PDF文書です。\n")

    def found(query, **options):
        return [h["text"] for h in hits(data, Query(query, **options)) if h["type"] == "hit"]
    assert found("港町の朝は早い") == found("港町の 朝は早い") == ["港町の\n朝は早い"]
    assert found("船は9時に") == found("船は 9 時に") == found("船は9 時に") == ["船は 9 時に"]
    assert found("い。PDF文書") == found("い。 PDF 文書") == ["い。PDF文書"]
    assert found("across a break") == ["across a\nbreak"] and found("across abreak") == []
    assert found("町の朝", is_regex=True) == ["町の\n朝"]
    assert found(r"は 9 時", is_regex=True) == ["は 9 時"] and found("は9時", is_regex=True) == []
