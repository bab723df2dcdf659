"""A show operator's glyphs measured by the native core (ISO 32000 §9.4.4): origins and
advances from the font's widths, character and word spacing, horizontal scaling and TJ
displacements; each code's text asked of the font once."""

from pdftk_text import _core


# A composite font's code space: codes of two bytes, but 0x20 alone (the shortest match wins).
TWO_BYTES = _core.CodeSpace([(b"\x20", b"\x20"), (b"\x00\x00", b"\xff\xff")])


class TwoByteFont:
    """A composite font's face as the core asks it, its strings split by TWO_BYTES."""

    def __init__(self):
        self.asked = []

    def width(self, code):
        return 0.25 if code == 0x20 else 1.0

    def box_width(self, code):
        return 0.5

    def text(self, code):
        self.asked.append(code)
        return (chr(code), "tounicode") if code != 0x4E00 else ("\ufffd", "none")


def test_simple_font_origins_sum_advances_with_spacing_and_displacements():
    widths = [0.5] * 256
    widths[32] = 0.25
    size, hscale, tc, tw = 10.0, 0.8, 1.0, 2.0
    shown, x = _core.Metrics(widths).measure(None, [b"a b", -500.0, b"c"], size, hscale, tc, tw, 100)
    a = (0.5 * size + tc) * hscale
    space = (0.25 * size + tc) * hscale + tw * hscale
    assert shown.codes == [97, 32, 98, 99]
    assert shown.advances == [a, space, a, a]
    after_b = a + space + a
    assert shown.xs == [0.0, a, a + space, after_b + 500 * 0.001 * size * hscale]
    assert x == shown.xs[-1] + a
    assert shown.widths == [0.5 * size * hscale, 0.25 * size * hscale, 0.5 * size * hscale, 0.5 * size * hscale]


def test_word_spacing_applies_to_the_one_byte_code_32_only():
    font = TwoByteFont()
    shown, _ = _core.Metrics(None, space=TWO_BYTES).measure(font, [b"\x00\x20 \x00\x20"], 10.0, 1.0, 0.0, 3.0, 100)
    assert shown.codes == [0x20, 0x20, 0x20]
    assert shown.advances == [2.5, 2.5 + 3.0, 2.5]     # 0x0020 and 0x20 both 0.25 em wide
    assert shown.widths == [5.0, 5.0, 5.0]


def test_vertical_fonts_advance_down():
    shown, y = _core.Metrics(None, True, TWO_BYTES).measure(TwoByteFont(), [b"\x4e\x00\x4e\x01"], 12.0, 1.0, 0.0, 0.0, 100)
    assert shown.xs == [0.0, -12.0] and y == -24.0


def test_texts_are_asked_once_a_code_and_unmapped_ones_counted():
    font, metrics = TwoByteFont(), _core.Metrics(None, space=TWO_BYTES)
    shown, _ = metrics.measure(font, [b"\x4e\x00\x00\x41\x4e\x00"], 1.0, 1.0, 0.0, 0.0, 100)
    texts, sources, missing = metrics.texts(font, shown)
    assert texts == ["\ufffd", "A", "\ufffd"] and sources == ["none", "tounicode", "none"] and missing == 2
    assert sorted(font.asked) == [0x41, 0x4E00]


def test_a_string_is_cut_to_the_glyphs_the_page_may_still_hold():
    shown, _ = _core.Metrics([1.0] * 256).measure(None, (b"x" * 100,), 1.0, 1.0, 0.0, 0.0, 3)
    assert len(shown) == 12
    shown.truncate(3)
    assert shown.codes == [120] * 3 and shown.xs == [0.0, 1.0, 2.0]


def test_a_tee_hands_each_run_to_every_device_that_reads_runs():
    from pdftk_text.content.device import Device, Tee

    class Reader(Device):
        def begin_page(self, page_number, geometry):
            self.seen = []

        def text_run(self, run):
            self.seen.append(run)

    class Bound(Device):                       # reads runs through an attribute set per page
        def begin_page(self, page_number, geometry):
            self.seen = []
            self.text_run = self.seen.append

    for devices in ((Reader(), Device()), (Bound(), Device()), (Reader(), Bound())):
        tee = Tee(*devices)
        for page in (1, 2):
            tee.begin_page(page, None)
            tee.text_run(("run", page))
        readers = [d for d in devices if type(d) is not Device]
        assert all(d.seen == [("run", 2)] for d in readers)
