"""Long ToUnicode sections read in bulk read exactly as the token loop reads them.

The bulk reading takes a section of 2-byte codes and single UTF-16 units whole; a
section that holds anything else is left to the token loop. A comment line inside a
section is one such thing, so the same map with a comment added is read by the loop:
both readings must give the same text and the same faults for every code.
"""

import random

import pytest

from pdftk_text.fonts.cmap import parse_tounicode
from pdftk_text.fonts.cmap import parser

from test_fonts_cmap import cmap  # the map builder those tests use


def _section(kind, entries, comment=False, code_digits=4):
    lines = [b" ".join([b"<%0*X>" % (code_digits, v) for v in entry[:-1]] + [b"<%04X>" % entry[-1]])
             for entry in entries]
    if comment:
        lines.insert(len(lines) // 2, b"% read by the token loop")
    return b"%d begin%s\n%s\nend%s\n" % (len(entries), kind, b"\n".join(lines), kind)


def _both(body_of):
    """The map read in bulk and read by the token loop (a comment in each section)."""
    return parse_tounicode(cmap(body_of(False))), parse_tounicode(cmap(body_of(True)))


def _same(bulk, loop, codes):
    assert bulk.faults == loop.faults
    assert bulk.byte_swapped == loop.byte_swapped
    assert bulk.entry_count == loop.entry_count
    for code in codes:
        assert bulk.lookup(code) == loop.lookup(code), hex(code)
        assert bulk.fault_of(code) == loop.fault_of(code), hex(code)


def test_a_long_cid_map_reads_the_same_in_bulk():
    rng = random.Random(7)
    chars = [(code, rng.choice([rng.randrange(0x20, 0xD800), rng.randrange(0xE000, 0x10000)]))
             for code in rng.sample(range(1, 0xFFFF), 3000)]
    ranges = [(lo, lo + rng.randrange(0, 40), rng.randrange(0x4E00, 0x9F00))
              for lo in rng.sample(range(1, 0xFF00), 300)]

    def body(comment):
        return (_section(b"bfchar", chars[:1500], comment) + _section(b"bfrange", ranges, comment)
                + _section(b"bfchar", chars[1500:], comment))
    _same(*_both(body), [c for c, _ in chars] + [lo + 3 for lo, _, _ in ranges] + [0, 0xFFFF])


def test_a_simple_fonts_map_of_one_byte_codes_reads_the_same_in_bulk():
    chars = [(code, 0x20 + code) for code in range(1, 0x60)] + [(0xA0, 0x2014), (0xA1, 0xFB01)]
    ranges = [(0xB0, 0xBF, 0x0410), (0xC0, 0xC0, 0x00AD), (0xC1, 0xFF, 0x4E00)]

    def body(comment):
        return (_section(b"bfchar", chars, comment, code_digits=2)
                + _section(b"bfrange", ranges, comment, code_digits=2))
    bulk, loop = _both(body)
    assert bulk.lookup(0x21) == "A" and bulk.lookup(0xB5) == "\u0415" and "soft-hyphen" in bulk.faults
    _same(bulk, loop, range(0x100))


def test_faults_and_byte_swapped_maps_read_the_same_in_bulk():
    # tab, soft hyphen, a control, then enough U+xx00 units for the byte-swap rule
    chars = [(1, 0x0009), (2, 0x00AD), (3, 0x0007)] + [(0x10 + i, (0x41 + i) << 8) for i in range(20)]

    def body(comment):
        return _section(b"bfchar", chars, comment)
    bulk, loop = _both(body)
    assert bulk.byte_swapped and {"space-as-tab", "soft-hyphen", "controls"} <= bulk.faults | bulk.swapped().faults
    _same(bulk, loop, range(0x40))
    _same(bulk.swapped(), loop.swapped(), range(0x40))


@pytest.mark.parametrize("section", [
    b"2 beginbfchar\n<0041> <D835>\n<0042> <0042>\nendbfchar\n",       # a lone surrogate
    b"2 beginbfchar\n<41> <0041>\n<0042> <0042>\nendbfchar\n",          # 1- and 2-byte codes
    b"2 beginbfchar\n<0041> <00410042>\n<0042> <0042>\nendbfchar\n",    # a ligature
    b"1 beginbfrange\n<0050> <0040> <0041>\nendbfrange\n",             # a reversed range
    b"1 beginbfrange\n<0040> <0041> [<0041> <0042>]\nendbfrange\n",    # an array destination
    b"2 beginbfchar\n<0041> <0041>\n<0042> <0042>\nendbfcharx\nendbfchar\n",  # a longer keyword
])
def test_a_section_the_bulk_reading_declines_is_read_by_the_loop(section, monkeypatch):
    declined = []
    real = parser._bulk

    def spy(p, mode, data, start):
        found = real(p, mode, data, start)
        declined.append(found is None)
        return found
    monkeypatch.setattr(parser, "_bulk", spy)
    read = parse_tounicode(cmap(section))
    assert declined == [True]
    monkeypatch.undo()
    with_comment = section.replace(b"\n", b"\n% loop\n", 1)
    _same(read, parse_tounicode(cmap(with_comment)), range(0x38, 0x58))


def test_the_bulk_reading_is_taken_for_a_plain_section(monkeypatch):
    taken = []
    real = parser._bulk
    monkeypatch.setattr(parser, "_bulk", lambda *a: taken.append(real(*a)) or taken[-1])
    read = parse_tounicode(cmap(b"2 beginbfchar\n<0041> <0061>\n<0042> <0062>\nendbfchar\n"
                                b"1 beginbfrange\n<0043> <0045> <0063>\nendbfrange\n"))
    assert None not in taken and len(taken) == 2
    assert [read.lookup(c) for c in range(0x41, 0x46)] == list("abcde")


def test_units_surveyed_at_once_count_as_surveyed_one_by_one():
    from pdftk_text.fonts.cmap.unicode_map import _Survey
    rng = random.Random(3)
    edges = [0x00, 0x09, 0x1F, 0x20, 0x7E, 0x7F, 0x9F, 0xA0, 0xAC, 0xAD, 0xAE, 0xD7FF, 0xD800, 0xDFFF, 0xE000,
             0x4100, 0xE001, 0xF102]
    suspects = edges + [(u & 0xFF) << 8 | u >> 8 for u in edges]    # each read swapped too
    for trial in range(50):
        values = rng.sample(suspects, rng.randrange(0, 8)) + [rng.randrange(0x10000) for _ in range(200)]
        at_once, one_by_one = _Survey([]), _Survey([])
        at_once.explicit_units(values)
        for value in values:
            one_by_one.value(value, True)
        assert (at_once.units, at_once.swapped, at_once.faults) == \
            (one_by_one.units, one_by_one.swapped, one_by_one.faults), trial


def test_a_section_past_the_bulk_limit_is_read_by_the_token_loop(monkeypatch):
    # the limit bounds what the bulk reading holds: a hostile map may repeat its
    # entries for gigabytes, which the token loop reads in bounded batches
    chars = [(code, 0x4E00 + code) for code in range(1, 400)]
    monkeypatch.setattr(parser, "_BULK_MAX", 1000)
    declined = []
    real = parser._bulk
    monkeypatch.setattr(parser, "_bulk", lambda *a: declined.append(real(*a)) or declined[-1])
    read = parse_tounicode(cmap(_section(b"bfchar", chars)))
    assert declined == [None] and read.lookup(399) == chr(0x4E00 + 399)
