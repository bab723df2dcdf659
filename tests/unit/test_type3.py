"""Type 3 fonts: widths through /FontMatrix, glyph boxes from d1 (else /FontBBox) through
/FontMatrix, procedures that show text in another font, and procedures that reach their
own font. Expectations are worked out by hand from ISO 32000-2 §9.6.4 and §9.4.4."""

import pikepdf

from handmade import glyphs, make_pdf, records


def _type3(pdf, page, procs, matrix=(0.001, 0, 0, 0.001, 0, 0), widths=(500, 250), bbox=(0, 0, 1000, 1000),
           resources=None, name="T3"):
    streams = pikepdf.Dictionary({"/" + k: pdf.make_stream(v) for k, v in procs.items()})
    font = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type3, FontBBox=list(bbox), FontMatrix=list(matrix),
        CharProcs=streams, FirstChar=0x41, LastChar=0x41 + len(widths) - 1, Widths=list(widths),
        Encoding=pikepdf.Dictionary(Differences=[0x41] + [pikepdf.Name("/" + k) for k in sorted(procs)]),
        Resources=resources if resources is not None else pikepdf.Dictionary()))
    page.Resources.Font[pikepdf.Name("/" + name)] = font
    return font


def test_type3_glyph_box_is_d1_box_through_font_matrix():
    def setup(pdf, page):
        _type3(pdf, page, {"A": b"500 0 100 -200 400 700 d1 0 0 m 1 1 l f", "B": b"250 0 d0"})
    found = glyphs(make_pdf(b"BT /T3 10 Tf 100 700 Td (AB) Tj ET", setup=setup))
    # A: d1 box x 100..400, y -200..700 glyph units; 0.001 x size 10 = 1..4 pt, -2..7 pt.
    # Frame y = 792 - y: top 792 - 707 = 85, bottom 792 - 698 = 94.
    assert found[0]["quad"] == [101.0, 85.0, 104.0, 85.0, 101.0, 94.0, 104.0, 94.0]
    assert found[0]["origin"] == [100.0, 92.0] and found[0]["advance"] == 5.0
    # B has d0: no box of its own, so /FontBBox (0..1000 both ways) through the matrix.
    assert found[1]["quad"] == [105.0, 82.0, 115.0, 82.0, 105.0, 92.0, 115.0, 92.0]


def test_type3_flipped_non_millesimal_font_matrix():
    # A y-down glyph space at 1/100: /Widths 50 -> 0.5 em; d1 box y 0..-70 -> 0..0.7 em up.
    def setup(pdf, page):
        _type3(pdf, page, {"A": b"50 0 0 -70 40 0 d1"}, matrix=(0.01, 0, 0, -0.01, 0, 0), widths=(50,))
    found = glyphs(make_pdf(b"BT /T3 20 Tf 100 700 Td (AA) Tj ET", setup=setup))
    assert [g["advance"] for g in found] == [10.0, 10.0]
    assert found[1]["origin"] == [110.0, 92.0]
    assert found[0]["bbox"] == [100.0, 78.0, 108.0, 92.0]


def test_type3_rotated_font_matrix_turns_the_glyph_box():
    # /FontMatrix turns glyph space a quarter turn: glyph x runs up the page. The advance
    # follows /Widths × FontMatrix[0] as poppler and MuPDF apply it (here 0: no advance).
    def setup(pdf, page):
        _type3(pdf, page, {"A": b"500 0 0 0 500 200 d1"}, matrix=(0, 0.001, -0.001, 0, 0, 0), widths=(500,))
    found = glyphs(make_pdf(b"BT /T3 10 Tf 100 700 Td (A) Tj ET", setup=setup))
    # Glyph (0,200) -> text (-0.2, 0) ; (500,200) -> (-0.2, 0.5); (0,0) -> (0,0); (500,0) -> (0, 0.5)
    assert found[0]["quad"] == [98.0, 92.0, 98.0, 87.0, 100.0, 92.0, 100.0, 87.0]
    assert found[0]["advance"] == 0.0


def test_type3_without_widths_advances_by_its_procedures():
    def setup(pdf, page):
        font = _type3(pdf, page, {"A": b"600 0 d0"})
        del font.Widths
    found = glyphs(make_pdf(b"BT /T3 10 Tf 100 700 Td (AA) Tj ET", setup=setup))
    assert [g["origin"][0] for g in found] == [100.0, 106.0]


def test_type3_procedure_showing_text_in_another_font_is_followed():
    def setup(pdf, page):
        helv = page.Resources.Font.F1
        _type3(pdf, page, {"A": b"1000 0 0 0 1000 1000 d1 BT /H 1000 Tf (xy) Tj ET"},
               resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(H=helv)), widths=(1000,))
    recs = records(make_pdf(b"BT /T3 10 Tf 100 700 Td (A) Tj ET", setup=setup))
    found = [g for g in recs if g["type"] == "glyph"]
    assert [(g["text"], g["font"], g["flags"]) for g in found] == [
        ("A", "T3", []), ("x", "Helvetica", ["in-type3-glyph"]), ("y", "Helvetica", ["in-type3-glyph"])]
    # The inner text is drawn at the glyph's origin, at 1000 x 0.001 x 10 = 10 pt; x is
    # 500 Helvetica units wide, so y starts 5 pt on.
    assert found[1]["origin"] == [100.0, 92.0] and found[2]["origin"] == [105.0, 92.0]
    assert found[1]["size"] == 10.0
    assert found[1]["stream"].startswith("type3 ")


def test_type3_procedure_reaching_its_own_font_is_cut_and_reported():
    def setup(pdf, page):
        font = _type3(pdf, page, {"A": b"1000 0 d0 BT /Self 1000 Tf (A) Tj ET"}, widths=(1000,))
        font.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(Self=font))
    data = make_pdf(b"BT /T3 10 Tf 100 700 Td (AA) Tj ET", setup=setup)
    recs = records(data, keep_duplicates=True)
    found = [g for g in recs if g["type"] == "glyph"]
    # The outer run first, then each outer glyph's procedure once; the inner A's own
    # procedure is cut. Each inner A is the outer one drawn again at its place: a copy.
    assert [(g["text"], g["flags"], g["origin"][0]) for g in found] == [
        ("A", [], 100.0), ("A", [], 110.0), ("A", ["in-type3-glyph", "duplicate"], 100.0),
        ("A", ["in-type3-glyph", "duplicate"], 110.0)]
    cuts = [r for r in recs if r["type"] == "diagnostic" and r["code"] == "content.cycle-cut"]
    assert len(cuts) == 1 and "T3" in cuts[0]["message"]
    assert [g["text"] for g in records(data) if g["type"] == "glyph"] == ["A", "A"]


def test_type3_bitmap_procedure_is_not_an_image_covering_text():
    # A TeX PK glyph paints an inline image mask; it must not flag any glyph as covered.
    bitmap = b"10 0 0 0 10 10 d1 q 10 0 0 10 0 0 cm BI /W 8 /H 1 /IM true /BPC 1 ID \xff EI Q"
    def setup(pdf, page):
        _type3(pdf, page, {"A": bitmap}, matrix=(0.1, 0, 0, 0.1, 0, 0), widths=(10,))
    found = glyphs(make_pdf(b"BT /F1 10 Tf 100 700 Td (x) Tj /T3 10 Tf (AA) Tj ET", setup=setup))
    assert [g["flags"] for g in found] == [[], [], []]


def test_a_procedure_of_long_numbers_without_its_operator_is_turned_away_at_once():
    # six 36-digit numbers and no d0 or d1: each digit run is read one way (written
    # \d+\.?\d*, every split of it was tried: 18 s at 20 digits, and this would not end)
    import signal

    def alarm(signum, frame):
        raise TimeoutError("the d0/d1 reading backtracked")
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(30)
    try:
        def setup(pdf, page):
            _type3(pdf, page, {"A": (b"1" * 36 + b" ") * 6 + b"x 0 0 m 1 1 l f", "B": b"250 0 d0"})
        found = glyphs(make_pdf(b"BT /T3 10 Tf 100 700 Td (AB) Tj ET", setup=setup))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    # A has no d1 box: /FontBBox through the matrix, its advance from /Widths
    assert found[0]["quad"] == [100.0, 82.0, 110.0, 82.0, 100.0, 92.0, 110.0, 92.0] and found[0]["advance"] == 5.0
