"""pdf-words on the corpus documents made for it, held against their generating sources
(corpus/manifest.json records what each source drew), and piped runs against direct ones."""

import io
import json
import os

import orjson
import pytest

from pdftk_text.cli.pdf_glyphs import main as glyphs_main
from pdftk_text.cli.pdf_words import main as words_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as _handle:
    MANIFEST = {e["file"]: e for e in json.load(_handle)["files"]}


def _password(name):
    return ((MANIFEST[name].get("encrypted") or {}).get("user_password"))


def _run(main, argv, stdin=b""):
    out, err = io.BytesIO(), io.StringIO()
    code = main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _argv(name):
    password = _password(name)
    return [os.path.join(CORPUS, name)] + (["--password", password] if password else [])


def words(name, kind="line"):
    code, out, err = _run(words_main, _argv(name))
    assert code == 0, err
    return [r for r in map(orjson.loads, out.splitlines()) if r["type"] == kind]


@pytest.mark.parametrize("name", sorted(n for n, e in MANIFEST.items() if e.get("kind") not in ("bad-input", "hostile")))
def test_piped_and_direct_runs_give_the_same_bytes(name):
    direct = _run(words_main, _argv(name))
    glyphs = _run(glyphs_main, _argv(name))
    piped = _run(words_main, [], stdin=glyphs[1])
    assert direct[0] == glyphs[0]
    assert direct[1] == piped[1]
    texts = [r["text"] for r in map(orjson.loads, glyphs[1].splitlines()) if r["type"] == "glyph"]
    assert (b'"type":"word"' in direct[1]) == any(t and not t.isspace() for t in texts)


@pytest.mark.parametrize("name", ["rl-rtl-visual.pdf", "rl-rtl-logical.pdf", "lo-rtl.pdf"])
def test_right_to_left_lines_read_in_logical_order(name):
    texts = [line["text"] for line in words(name)]
    for expected in MANIFEST[name]["text_contains"]:
        assert any(expected in text for text in texts), expected
    # the source draws "בשעה 9 בבוקר" (manifest notes): the digit stays in place, in its own order
    assert "המעבורת יוצאת בשעה 9 בבוקר" in texts
    assert all(line["direction"] == ("rtl" if any("\u0590" <= c <= "\u06ff" for c in line["text"]) else "ltr")
               for line in words(name))


def test_a_full_stop_ending_a_right_to_left_line_follows_its_last_word():
    # LibreOffice draws it at the line's left end, before the word's letters in visual
    # order; UAX #9 resolves it to the right-to-left run, so it is read after them
    found = {word["text"] for word in words("lo-rtl.pdf", "word")}
    assert {"الميناء.", "לנמל."} <= found
    assert not {".الميناء", ".לנמל"} & found


def test_the_tex_logos_read_whole():
    # TeX's E lowered 0.5 ex, BibTeX's 0.7 ex (0.30 em), XeTeX's E reflected: one word
    # each; LaTeX's smaller raised A is a word of its own, as pdftotext's boxes have it,
    # yet touches its neighbours, so the line reads it with no space
    found = [word["text"] for word in words("tex-logos.pdf", "word")]
    assert found.count("BibTEX,") == 1 and found.count("XETEX.") == 1 and found.count("BibTEX") == 1
    assert found.count("TEX") == 3         # two TeX logos, and the end of the second LaTeX
    assert ["L", "A", "TEX:"] == found[found.index("and") + 1:found.index("and") + 4]
    lines = [line["text"] for line in words("tex-logos.pdf")]
    for expected in MANIFEST["tex-logos.pdf"]["text_contains"][:1]:
        assert expected in lines


def test_visual_and_logical_producers_read_alike():
    visual = [line["text"] for line in words("rl-rtl-visual.pdf")][1:]
    logical = [line["text"] for line in words("rl-rtl-logical.pdf")][1:]
    assert visual == logical


def test_vertical_columns_read_top_to_bottom_right_to_left():
    lines = words("lo-cjk-vertical.pdf")
    assert [line["text"] for line in lines] == MANIFEST["lo-cjk-vertical.pdf"]["reading_order"]
    assert {line["direction"] for line in lines} == {"ttb"}


def test_fake_bold_heading_reads_once_and_is_counted():
    code, out, _ = _run(words_main, _argv("rl-words.pdf"))
    records = [orjson.loads(line) for line in out.splitlines()]
    heading = MANIFEST["rl-words.pdf"]["fake_bold"][0]["text"]
    texts = [r["text"] for r in records if r["type"] == "line"]
    assert texts.count(heading) == 1
    merged = [r for r in records if r["type"] == "diagnostic" and r["code"] == "extraction.duplicate-glyphs-merged"]
    assert len(merged) == 1 and merged[0]["count"] == len(heading.replace(" ", ""))


def test_tj_spaced_paragraph_breaks_at_displacements():
    sentence = "Word spaces in this paragraph exist only as displacements between strings."
    lines = [line for line in words("rl-words.pdf") if line["text"] == sentence]
    assert len(lines) == 1
    first, last = lines[0]["words"]
    assert last - first + 1 == MANIFEST["rl-words.pdf"]["tj_spaced"][0]["words"] == len(sentence.split())


def test_letter_spaced_title_is_kept_as_drawn_and_scripts_join_their_line():
    texts = [line["text"] for line in words("rl-words.pdf")]
    assert "T I D E T A B L E S" in texts     # space glyphs between the letters, as drawn
    # the subscript and superscript touch their letters: no space, as the source reads
    assert "Water is H2O and the area is 25 m2 at high tide." in texts


def test_rotated_header_reads_along_its_baseline():
    headers = [line for line in words("rl-words.pdf") if line["page"] == 2 and line["angle"] == 90]
    assert [h["text"] for h in headers] == ["Boat", "Mackerel", "Herring", "Crab pots"]
