"""CFF programs read by our own reader (``fonts/cff.py``) give the glyph names, matrix,
box, encoding and charstring widths fontTools' cffLib reads from the same bytes,
damaged ones included: fontTools is the referee here, as it read these programs for
the toolkit before (its T2WidthExtractor within the same subroutine bounds)."""

import io
import random

import pytest
from fontTools.cffLib import CFFFontSet, SubrsIndex
from fontTools.misc.psCharStrings import T2CharString, T2WidthExtractor
from test_fonts_programs import CFF_WIDTHS, bare_cff, cff_font, cid_keyed_cff

from pdftk_text.fonts.cff import BROKEN, MAX_SUBR_CALLS, MAX_SUBR_DEPTH, MAX_WIDTH_BYTES, read_cff


class _Settled(Exception):
    pass


class _Widths(T2WidthExtractor):
    """fontTools' width reader, stopped at the first width, within our bounds."""

    calls = 0

    def __init__(self, charstring):
        private = charstring.private
        super().__init__(getattr(private, "Subrs", []), charstring.globalSubrs,
                         private.nominalWidthX, private.defaultWidthX)

    def execute(self, charString, **kwargs):
        self.calls += 1
        if len(self.callingStack) > MAX_SUBR_DEPTH or self.calls > MAX_SUBR_CALLS:
            raise ValueError("past the subroutine bounds")
        return super().execute(charString, **kwargs)

    def popallWidth(self, evenOdd=0):
        super().popallWidth(evenOdd)
        raise _Settled


def _advance(charstring):
    reader = _Widths(charstring)
    try:
        reader.execute(charstring)
    except _Settled:
        return float(reader.width)
    return None


def referee(data, with_widths):
    """What fontTools reads (read_cff's dict), or "raises"."""
    try:
        fontset = CFFFontSet()
        fontset.decompile(io.BytesIO(data), otFont=None)
        top = fontset[fontset.fontNames[0]]
        cid = hasattr(top, "ROS")
        matrix = tuple(float(v) for v in top.FontMatrix)
        bbox = tuple(top.FontBBox)
        if not cid:
            bbox[3]                                   # the toolkit scaled four numbers
        if len(matrix) == 6 and matrix[0]:
            round(1 / abs(matrix[0]))                 # the toolkit's units
        advances = None
        if with_widths and not cid:
            advances, charstrings = {}, top.CharStrings
            for name in top.charset:
                try:
                    advance = _advance(charstrings[name])
                except Exception:
                    continue
                if advance is not None:
                    advances[name] = advance
        return {"names": tuple(top.charset), "cid_keyed": cid, "font_matrix": matrix, "font_bbox": bbox,
                "encoding": None if cid else top.Encoding, "advances": advances}
    except Exception:
        return "raises"


def ours(data, with_widths):
    try:
        found = read_cff(data, with_widths)
    except BROKEN:
        return "raises"
    return dict(found, font_bbox=tuple(found["font_bbox"]))


def _with_subroutines():
    """B's width inside a local subroutine, A's inside a global one."""
    font = cff_font(CFF_WIDTHS)
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    top.Private.Subrs = SubrsIndex()
    top.Private.Subrs.append(T2CharString(program=[700 - top.Private.nominalWidthX, 0, "hmoveto", "endchar"]))
    top.CharStrings["B"].program = [-107, "callsubr"]
    cff.GlobalSubrs.append(T2CharString(program=[600 - top.Private.nominalWidthX, 0, 0, "rmoveto", "endchar"]))
    top.CharStrings["A"].program = [-107, "callgsubr"]
    font.recalcBBoxes = False
    return bare_cff(font)


SEEDS = {
    "standard": lambda: bare_cff(cff_font(CFF_WIDTHS)),
    "own encoding": lambda: bare_cff(cff_font(CFF_WIDTHS, encoding=[".notdef"] * 65 + ["B", "A"] + [".notdef"] * 189)),
    "expert": lambda: bare_cff(cff_font(CFF_WIDTHS, encoding="ExpertEncoding")),
    "subroutines": _with_subroutines,
    "cid": cid_keyed_cff,
}


@pytest.mark.parametrize("seed", sorted(SEEDS))
@pytest.mark.parametrize("with_widths", [True, False])
def test_agrees_with_fonttools_on_whole_programs(seed, with_widths):
    data = SEEDS[seed]()
    assert ours(data, with_widths) == referee(data, with_widths) != "raises"


def test_widths_found_through_subroutines():
    advances = read_cff(_with_subroutines(), True)["advances"]
    assert advances["A"] == 600 and advances["B"] == 700


def _damaged(data, rng):
    data = bytearray(data)
    choice = rng.random()
    if choice < 0.7:
        for _ in range(rng.randint(1, 3)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    elif choice < 0.85:
        del data[rng.randrange(len(data)):]
    else:
        at = rng.randrange(len(data))
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
    return bytes(data)


def test_agrees_with_fonttools_on_damaged_programs():
    rng = random.Random(20261206)
    seeds = [make() for make in SEEDS.values()]
    differ = []
    for trial in range(600):
        data = _damaged(rng.choice(seeds), rng)
        with_widths = rng.random() < 0.7
        if ours(data, with_widths) != referee(data, with_widths):
            differ.append(trial)
    assert differ == []


def test_a_glyph_that_runs_too_many_charstring_bytes_has_no_width():
    # B calls a global subroutine of 20,000 operands four times (80,000 bytes, within
    # the call bounds) before its hmoveto: past MAX_WIDTH_BYTES, so B has no width,
    # where fontTools ran it all; A keeps its own
    font = cff_font(CFF_WIDTHS)
    cff = font["CFF "].cff
    cff.GlobalSubrs.append(T2CharString(program=[1] * 20_000 + ["return"]))
    cff.topDictIndex[0].CharStrings["B"].program = [-107, "callgsubr"] * 4 + [0, "hmoveto", "endchar"]
    font.recalcBBoxes = False
    data = bare_cff(font)
    assert 4 * 20_000 > MAX_WIDTH_BYTES
    advances = read_cff(data, True)["advances"]
    assert "B" not in advances and advances["A"] == 600
    assert "B" in referee(data, True)["advances"]

