"""CMap parsing: ToUnicode maps, encoding CMaps, code splitting, faults read through."""

import pytest

from pdftk_text.fonts.cmap import (
    CMapError,
    CodespaceRange,
    code_space,
    identity_cmap,
    parse_cid_cmap,
    parse_tounicode,
)

HEADER = b"""/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Test-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
"""
FOOTER = b"""endcmap
CMapName currentdict /CMap defineresource pop
end
end
"""


def cmap(body: bytes, header: bytes = HEADER) -> bytes:
    return header + body + FOOTER


def bfchar(*pairs: tuple[str, str]) -> bytes:
    lines = b"".join(b"<%s> <%s>\n" % (s.encode(), d.encode()) for s, d in pairs)
    return b"%d beginbfchar\n%sendbfchar\n" % (len(pairs), lines)


# --------------------------------------------------------------------- ToUnicode


def test_bfchar_maps_code_to_text():
    m = parse_tounicode(cmap(bfchar(("0003", "0020"), ("0024", "0041"))))
    assert m.lookup(0x03, 2) == " "
    assert m.lookup(0x24, 2) == "A"
    assert m.lookup(0x25, 2) is None
    assert m.faults == frozenset()
    assert m.name == "Test-UCS"


def test_two_byte_sources_match_one_byte_codes():
    m = parse_tounicode(cmap(bfchar(("0041", "0042"))))
    assert m.lookup(0x41, 1) == "B"


def test_bfrange_string_increments_across_a_byte_boundary():
    m = parse_tounicode(cmap(b"1 beginbfrange\n<00FF> <0101> <00FF>\nendbfrange\n"))
    assert [m.lookup(c) for c in (0xFF, 0x100, 0x101)] == ["\u00ff", "\u0100", "\u0101"]
    assert m.lookup(0x102) is None


def test_bfrange_array_form_gives_one_destination_per_code():
    m = parse_tounicode(
        cmap(b"1 beginbfrange\n<0010> <0013> [<0041> <00660069> <0043>]\nendbfrange\n")
    )
    assert [m.lookup(c) for c in range(0x10, 0x14)] == ["A", "fi", "C", None]


def test_surrogate_pair_destination_is_one_code_point():
    m = parse_tounicode(cmap(bfchar(("0001", "D835DC00"))))
    assert m.lookup(1) == "\U0001d400"


def test_bfrange_of_surrogate_pairs_increments_the_code_point():
    m = parse_tounicode(cmap(b"1 beginbfrange\n<0001> <0003> <D835DCFF>\nendbfrange\n"))
    assert [m.lookup(c) for c in (1, 2, 3)] == ["\U0001d4ff", "\U0001d500", "\U0001d501"]


def test_ligature_destination_gives_several_code_points():
    m = parse_tounicode(cmap(bfchar(("0005", "006600660069"))))
    assert m.lookup(5) == "ffi"


def test_entries_split_across_lines_with_blanks_in_hex_and_comments():
    body = b"2 beginbfchar % two entries\n<00\n 01>\n<00 41>\n<0002> % comment\n<0042>\nendbfchar\n"
    m = parse_tounicode(cmap(body))
    assert (m.lookup(1), m.lookup(2)) == ("A", "B")


def test_literal_string_sources_are_read():
    m = parse_tounicode(cmap(b"1 beginbfchar\n(a) <0041>\nendbfchar\n"))
    assert m.lookup(ord("a"), 1) == "A"


def test_items_lists_codes_in_order():
    body = bfchar(("0005", "0045")) + b"1 beginbfrange\n<0001> <0003> <0061>\nendbfrange\n"
    m = parse_tounicode(cmap(body))
    assert list(m.items()) == [(1, "a"), (2, "b"), (3, "c"), (5, "E")]


def test_later_overlapping_range_wins():
    body = b"2 beginbfrange\n<0000> <00FF> <0041>\n<0010> <0011> <0061>\nendbfrange\n"
    m = parse_tounicode(cmap(body))
    assert [m.lookup(c) for c in (0x0F, 0x10, 0x11, 0x12)] == ["P", "a", "b", "S"]


def test_bfchar_overrides_a_range_covering_it():
    body = b"1 beginbfrange\n<0000> <00FF> <0000>\nendbfrange\n" + bfchar(("0041", "0058"))
    m = parse_tounicode(cmap(body))
    assert (m.lookup(0x41), m.lookup(0x42)) == ("X", "B")


def test_usecmap_chain_inherits_and_the_using_cmap_overrides():
    base = cmap(
        b"1 beginbfrange\n<0000> <00FF> <0000>\nendbfrange\n" + bfchar(("0061", "0062")),
        header=b"begincmap /CMapName /Base def\n",
    )
    middle = cmap(b"/Base usecmap\n" + bfchar(("0042", "0058")),
                  header=b"begincmap /CMapName /Middle def\n")
    top = cmap(b"/Middle usecmap\n1 beginbfrange\n<0060> <0062> <0031>\nendbfrange\n")
    m = parse_tounicode(top, {"Base": base, "Middle": middle}.get)
    assert m.lookup(0x41) == "A"  # from Base, through Middle
    assert m.lookup(0x42) == "X"  # Middle over Base
    assert m.lookup(0x61) == "2"  # the using CMap's range over Base's bfchar
    assert "usecmap-cycle" not in m.faults


def test_usecmap_cycle_is_cut():
    a = cmap(b"/B usecmap\n" + bfchar(("0001", "0041")), header=b"begincmap /CMapName /A def\n")
    b = cmap(b"/A usecmap\n" + bfchar(("0002", "0042")), header=b"begincmap /CMapName /B def\n")
    m = parse_tounicode(a, {"A": a, "B": b}.get)
    assert (m.lookup(1), m.lookup(2)) == ("A", "B")
    assert "usecmap-cycle" in m.faults


def test_usecmap_of_identity_is_ignored_for_tounicode():
    calls = []
    m = parse_tounicode(cmap(b"/Identity-H usecmap\n" + bfchar(("0001", "0041"))),
                        lambda name: calls.append(name))
    assert m.lookup(1) == "A" and calls == []
    assert m.lookup(2) is None


def test_usecmap_missing_is_noted():
    m = parse_tounicode(cmap(b"/Nowhere usecmap\n" + bfchar(("0001", "0041"))), lambda n: None)
    assert m.lookup(1) == "A"
    assert "usecmap-missing" in m.faults


def test_no_cmap_at_all_raises():
    with pytest.raises(CMapError):
        parse_tounicode(b"\x89PNG\r\n\x1a\n not a cmap <0041> (x) [")
    with pytest.raises(CMapError):
        parse_tounicode(b"")


def test_garbage_between_sections_is_skipped():
    body = (bfchar(("0001", "0041"))
            + b"\xff\xfe junk ) > ]] >> 12.5 /Foo <zz> {dup} \x00\n"
            + bfchar(("0002", "0042")))
    m = parse_tounicode(cmap(body))
    assert (m.lookup(1), m.lookup(2)) == ("A", "B")


def test_truncated_cmap_gives_what_was_read_before_the_damage():
    data = HEADER + b"3 beginbfchar\n<0001> <0041>\n<0002> <0042>\n<0003> <00"
    m = parse_tounicode(data)
    assert (m.lookup(1), m.lookup(2), m.lookup(3)) == ("A", "B", None)
    assert "truncated" in m.faults


def test_misplaced_token_in_a_section_resyncs():
    body = b"3 beginbfrange\n<0001> <0002> <0041>\n/x 7 <0010> <0011> <0061>\nendbfrange\n"
    m = parse_tounicode(cmap(body))
    assert (m.lookup(2), m.lookup(0x11)) == ("B", "b")
    assert "malformed" in m.faults


def test_unterminated_strings_and_trailing_blanks_do_not_hang():
    # Each of these rescanned to the end of the data from every byte once: quadratic.
    for garbage in (b"((((((((\\" * 20000, b"(\\" * 100000, b"<<<<<0<0<" * 20000,
                    b"[[[[" * 20000, b" " * 200000):
        m = parse_tounicode(cmap(bfchar(("0001", "0041"))) + garbage)
        assert m.lookup(1) == "A"


def test_lone_surrogate_destination_reads_as_none():
    m = parse_tounicode(cmap(bfchar(("0001", "D800"))))
    assert m.lookup(1) is None
    assert "invalid-utf16" in m.faults


# ----------------------------------------------------------------- faults read through


def test_tounicode_space_mapped_to_tab_reads_as_space():
    m = parse_tounicode(cmap(bfchar(("0003", "0009"), ("0004", "0041"))))
    assert m.lookup(3) == " "
    assert "space-as-tab" in m.faults


def test_tounicode_soft_hyphen_reads_as_hyphen():
    m = parse_tounicode(cmap(bfchar(("0010", "00AD"))))
    assert m.lookup(0x10) == "-"
    assert "soft-hyphen" in m.faults


def test_tounicode_controls_read_as_none():
    m = parse_tounicode(cmap(bfchar(("0001", "0001"), ("0002", "0085"), ("0003", "0041000A"))))
    assert [m.lookup(c) for c in (1, 2, 3)] == [None, None, None]
    assert "controls" in m.faults


def test_tounicode_empty_destination_reads_as_none():
    m = parse_tounicode(cmap(b"1 beginbfchar\n<0001> <>\nendbfchar\n"))
    assert m.lookup(1) is None
    assert "empty-destination" in m.faults


def test_tounicode_odd_length_destination_reads_with_its_leading_zero_restored():
    # LuaTeX's ligature destinations lose their first zero byte: <660074> is "ft".
    m = parse_tounicode(cmap(b"3 beginbfchar\n<0001> <41>\n<0002> <00E9>\n<0003> <660074>\nendbfchar\n"))
    assert (m.lookup(1), m.lookup(2), m.lookup(3)) == ("A", "\u00e9", "ft")
    assert "odd-length" in m.faults


def test_tounicode_byte_swapped_reads_swapped_back():
    m = parse_tounicode(
        cmap(bfchar(("0001", "4100"), ("0002", "4200"), ("0003", "2000"), ("0004", "6100"),
                    ("0005", "0000")))
    )
    assert m.byte_swapped
    assert [m.lookup(c) for c in (1, 2, 3, 4)] == ["A", "B", " ", "a"]
    assert "byte-swapped" in m.faults


def test_tounicode_swapped_gives_the_other_reading():
    m = parse_tounicode(cmap(bfchar(("0001", "4100"), ("0002", "4200"), ("0003", "4300"))))
    straight = m.swapped()
    assert not straight.byte_swapped and "byte-swapped" not in straight.faults
    assert straight.lookup(1) == "\u4100"
    assert straight.swapped().lookup(1) == "A"


def test_tounicode_few_cjk_destinations_ending_in_00_are_not_byte_swapped():
    pairs = [("0001", "4E00"), ("0002", "5B00")] + [
        ("%04X" % (3 + i), "%04X" % (0x4E01 + i)) for i in range(10)
    ]
    m = parse_tounicode(cmap(bfchar(*pairs)))
    assert not m.byte_swapped
    assert m.lookup(1) == "\u4e00"


def test_fault_of_names_the_fault_of_one_code():
    m = parse_tounicode(cmap(bfchar(("0001", "0009"), ("0002", "00AD"), ("0003", "0041"))
                             + b"1 beginbfchar\n<0004> <>\nendbfchar\n"))
    assert [m.fault_of(c) for c in (1, 2, 3, 4, 5)] == [
        "space-as-tab", "soft-hyphen", None, "empty-destination", None]


def test_identity_range_over_controls_is_read_through_without_a_fault():
    m = parse_tounicode(cmap(b"1 beginbfrange\n<0000> <00FF> <0000>\nendbfrange\n"))
    assert (m.lookup(0x01), m.lookup(0x09), m.lookup(0xAD), m.lookup(0x41)) == (
        None, " ", "-", "A")
    assert m.faults == frozenset()


# ----------------------------------------------------------------- bounds


def test_million_range_cmap_stores_one_entry_per_range():
    n = 1_000_000
    lines = b"".join(b"<%08X> <%08X> <%04X>\n" % (i * 4, i * 4 + 2, 0x4E00 + i % 1000)
                     for i in range(n))
    m = parse_tounicode(cmap(b"%d beginbfrange\n" % n + lines + b"endbfrange\n"))
    assert m.entry_count == n
    assert m.lookup(4 * 999_999 + 1) == chr(0x4E00 + 999 + 1)


def test_range_spanning_all_32_bit_codes_costs_one_entry():
    m = parse_tounicode(cmap(b"1 beginbfrange\n<00000000> <FFFFFFFF> <0000>\nendbfrange\n"))
    assert m.entry_count == 1
    assert m.lookup(0x41) == "A"
    assert m.lookup(0xFFFFFFFF) is None  # past U+10FFFF


# ----------------------------------------------------------------- code splitting

SJIS_LIKE = [
    CodespaceRange(b"\x00", b"\x80"),
    CodespaceRange(b"\x81\x40", b"\x9f\xfc"),
    CodespaceRange(b"\xa0", b"\xdf"),
    CodespaceRange(b"\xe0\x40", b"\xfc\xfc"),
]


def test_codespace_with_mixed_lengths_splits_by_range():
    assert code_space(SJIS_LIKE).split(b"\x81\x40A") == [(0x8140, 2), (0x41, 1)]


def test_bytes_outside_any_codespace_take_the_shortest_length():
    splitter = code_space(SJIS_LIKE)
    assert splitter.split(b"\xfd\xfe\xff") == [(0xFD, 1), (0xFE, 1), (0xFF, 1)]
    assert splitter.split(b"\x81\x20") == [(0x81, 1), (0x20, 1)]
    assert splitter.split(b"\x81") == [(0x81, 1)]


def test_fixed_length_codespace_splits_in_chunks_and_keeps_a_cut_tail():
    splitter = code_space([CodespaceRange(b"\x00\x00", b"\xff\xff")])
    assert splitter.split(b"\x00\x41\x12\x34\x56") == [(0x41, 2), (0x1234, 2), (0x56, 1)]


def test_codespace_bounds_of_unequal_length_are_refused():
    with pytest.raises(ValueError):
        CodespaceRange(b"\x00", b"\xff\xff")


def test_tounicode_codespace_is_read():
    m = parse_tounicode(cmap(bfchar(("0001", "0041"))))
    assert m.codespace.split(b"\x00\x01") == [(1, 2)]


# ----------------------------------------------------------------- code to CID

CID_HEADER = b"""%!PS-Adobe-3.0 Resource-CMap
/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo 3 dict dup begin
  /Registry (Adobe) def
  /Ordering (Japan1) def
  /Supplement 6 def
end def
/CMapName /Test-RKSJ-V def
/WMode 1 def
4 begincodespacerange
<00> <80>
<8140> <9FFC>
<A0> <DF>
<E040> <FCFC>
endcodespacerange
"""


def test_cid_cmap_reads_cidchar_cidrange_and_names():
    body = (b"1 begincidchar\n<8140> 633\nendcidchar\n"
            b"2 begincidrange\n<20> <7E> 231\n<8141> <8143> 634\nendcidrange\n")
    m = parse_cid_cmap(cmap(body, CID_HEADER))
    assert (m.name, m.wmode) == ("Test-RKSJ-V", 1)
    assert (m.registry, m.ordering, m.supplement) == ("Adobe", "Japan1", 6)
    assert [m.lookup(c, n) for c, n in m.splitter.split(b"\x81\x40A\x81\x43")] == [633, 264, 636]


def test_cid_cmap_notdef_ranges_and_unmapped_codes():
    body = (b"1 begincidrange\n<8140> <817E> 633\nendcidrange\n"
            b"1 beginnotdefrange\n<00> <1F> 1\nendnotdefrange\n"
            b"1 beginnotdefchar\n<8180> 2\nendnotdefchar\n")
    m = parse_cid_cmap(cmap(body, CID_HEADER))
    assert m.lookup(0x05, 1) == 1  # a notdef range maps all its codes to one CID
    assert m.lookup(0x8180, 2) == 2
    assert m.lookup(0x41, 1) == 0  # in the code space, unmapped: CID 0
    assert m.lookup(0xFD, 1) is None  # not a code of this CMap


def test_cid_cmap_usecmap_identity_inherits_identity():
    m = parse_cid_cmap(b"begincmap /CMapName /Embedded def /Identity-V usecmap\n"
                       b"1 begincidchar <0005> 99 endcidchar endcmap")
    assert (m.lookup(5, 2), m.lookup(0x1234, 2)) == (99, 0x1234)
    assert m.splitter.split(b"\x12\x34") == [(0x1234, 2)]


def test_cid_cmap_usecmap_resolves_a_predefined_cmap():
    base = cmap(b"1 begincidrange\n<8140> <817E> 633\nendcidrange\n", CID_HEADER)
    m = parse_cid_cmap(b"begincmap /CMapName /Emb def /Test-RKSJ-V usecmap\n"
                       b"1 begincidchar <8141> 7 endcidchar endcmap",
                       {"Test-RKSJ-V": base}.get)
    assert (m.lookup(0x8140, 2), m.lookup(0x8141, 2), m.wmode) == (633, 7, 1)
    assert m.splitter.split(b"\x81\x40A") == [(0x8140, 2), (0x41, 1)]


def test_cid_cmap_without_codespace_takes_code_length_from_entries():
    m = parse_cid_cmap(b"begincmap 1 begincidrange <0000> <00FF> 10 endcidrange endcmap")
    assert "no-codespace" in m.faults
    assert m.splitter.split(b"\x00\x05") == [(5, 2)]
    assert m.lookup(5, 2) == 15


def test_identity_cmap_maps_code_to_cid_without_data():
    h, v = identity_cmap(False), identity_cmap(True)
    assert (h.name, h.wmode, v.name, v.wmode) == ("Identity-H", 0, "Identity-V", 1)
    assert h.lookup(0xABCD, 2) == 0xABCD
    assert h.splitter.split(b"\x00\x01\xff\xff") == [(1, 2), (0xFFFF, 2)]
    assert h.entry_count == 1


def test_tounicode_written_with_cid_operators_maps_nothing():
    # An encoding CMap given as the ToUnicode (pdf.js's issue9915): its numbers are CIDs.
    body = b"1 begincidchar\n<2018> 65\nendcidchar\n1 begincidrange\n<0028> <005f> 9\nendcidrange\n"
    m = parse_tounicode(cmap(body))
    assert (m.lookup(0x2018), m.lookup(0x49), m.lookup(0x53)) == (None, None, None)
    assert "cid-operators" in m.faults


def test_tounicode_cid_operators_are_ignored_beside_bf_entries():
    body = bfchar(("0041", "0042")) + b"1 begincidchar\n<0043> 68\nendcidchar\n"
    m = parse_tounicode(cmap(body))
    assert (m.lookup(0x41), m.lookup(0x43)) == ("B", None)
    assert "cid-operators" not in m.faults


def test_tounicode_of_identity_ranges_over_the_plane_is_not_byte_swapped():
    # TCPDF maps every code to itself in 256 ranges <xx00> <xxff> <xx00> (pdf.js's
    # bug1473809): destinations ending in 00 there are the codes themselves, no swap.
    ranges = b"".join(b"<%02x00> <%02xff> <%02x00>\n" % (hi, hi, hi) for hi in range(256))
    m = parse_tounicode(cmap(b"256 beginbfrange\n" + ranges + b"endbfrange\n"))
    assert not m.byte_swapped
    assert (m.lookup(0x041E), m.lookup(0x41)) == ("\u041e", "A")
