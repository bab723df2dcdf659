"""The named tolerances words and lines are built with, each with its unit and reason.

``Tolerances`` is one frozen settings object (pdfplumber's way: small pure functions
configured by named defaults). Values were chosen by measuring word boxes against
``pdftotext -bbox-layout`` on corpus/ and the PDFs under /usr/share/doc (see issue 4's
note). This module holds data only; it must never import the rest of the library.
"""

from ..frozen import Frozen


class Tolerances(Frozen):
    # em of the glyph's size: a gap wider than this between one glyph's box end and the
    # next origin breaks a word; on /usr/share/doc 0.1 matched best (0.08: -0.06 %,
    # 0.12: -0.3 %, 0.2: -19 % of words at IoU >= 0.9).
    word_gap: float = 0.1
    # ratio of the font's space width (content record's space_widths): a wider gap breaks
    # a word (at a font change, the narrower font's limit); fonts without a space (TeX's
    # OT1 and T1, LuaTeX's Identity-H) or with one outside space_range fall back to
    # word_gap. pdftotext breaks at 0.1 em, so no fraction can beat the em rule against
    # it; 0.3 is the largest that loses nothing. Words matched at IoU >= 0.9, em rule
    # alone / 0.3 / 0.4 / 0.5 / 0.6: /usr/share/doc (43 PDFs, 472858 words) 469348 /
    # 469348 / 469341 / 469335 / 468514; corpus/ 6647 of 6977 at every fraction 0.25-0.4.
    space_gap: float = 0.3
    # em: the space widths believed (exclusive low, inclusive high); 0 is a subset's
    # unused slot, and a space wider than an em is no word space.
    space_range: tuple = (0.0, 1.0)
    # ratio of the narrower glyph: a mark glyph (´ ¨ ˆ ¸ ...) overlapping a letter next to
    # it by this much along the baseline is composed with it (TeX's stacked accents);
    # TeX centres the accent, so the overlap is the whole narrower glyph there.
    accent_overlap: float = 0.5
    # em: strands whose baselines differ by more than this are on different lines unless
    # one is a script of the other (covers producers' rounding jitter).
    baseline: float = 0.1
    # em: a glyph whose baseline is within this of the previous glyph's continues its
    # string and word: the TeX logo lowers its E by 0.5 ex (~0.22 em), BibTeX's by 0.7 ex
    # (0.30 em: 3.0 pt at 9.96 pt), and pdftotext keeps "TeX" and "BibTeX" whole; measured
    # on /usr/share/doc, 0.3 matched best of 0.1, 0.3, 0.5 (0.1: -0.6 %, 0.5: -0.06 %), and on
    # 173 of its PDFs 0.35 and 0.4 match 24 words more than 0.3 (the BibTeX logos).
    baseline_shift: float = 0.35
    # ratio: glyphs whose sizes differ by more than this are in different words, as in
    # pdftotext ("(" at 10.9 pt then "asn1" at 11.96 pt are two words there); on
    # /usr/share/doc +0.6 % of words matched (0.02 and 0.05 alike, 0.15 lower). Where the
    # font changes as well, any change of size starts a word, as in pdftotext.
    size_change: float = 0.05
    # em: the next glyph may start this far back over the previous one and still continue
    # its string (kerning, italic correction); a longer jump back starts a new string, so
    # an overprinted string is never interleaved with the one it covers. Half an em, and a
    # thousandth more: LuaTeX-ja squeezes two full-width marks ("）。") by half an em,
    # which TeX's rounding leaves at 0.50005 em.
    backstep: float = 0.501
    # em: a jump forward wider than this along one baseline starts a new line (table
    # cells, columns); chosen above justified word spaces (about 1 em), not yet measured.
    line_gap: float = 2.0
    # em: a glyph with the same text, font and size whose origin lies within this of an
    # earlier one's (both axes) is a fake-bold or halo copy and is read once (design doc);
    # the glyph right after it only when the pen stepped back to it (a double letter goes
    # on from where the first ends). The glyph stage leaves such copies out by this rule.
    duplicate: float = 0.1
    # ratio: a string at most this size of a line's may join it as a superscript or
    # subscript when its baseline lies within script_rise above or script_drop below.
    script_size: float = 0.9
    script_rise: float = 0.6    # em of the line's size
    script_drop: float = 0.4    # em of the line's size
    # em of the script's size: a longer string is a line of its own, never a script (a
    # line of the next column, set smaller, beside a heading); on 173 TeX Live PDFs +6
    # pdftotext words and +10 phrases found across line breaks, the corpus unchanged
    script_length: float = 8.0
    # em: a glyph is drawn in vertical writing when its origin lies this close to the
    # middle of its quad's top edge (the glyph stage places vertical origins there).
    vertical_origin: float = 0.02
    # ratio of the narrowest gap of a line made only of one-letter words (a heading tracked
    # wide): a gap narrower than this many times it is letter spacing, and the letters either
    # side are one word when drawn one right after the other in one font (pdftotext's
    # maxWideCharSpacingMul, so its words and ours agree: "СУ ВОРОВ", issue12963.pdf).
    spaced_ratio: float = 1.3
    # em of the line's first word: letter spacing is never read wider than this
    # (pdftotext's maxWideCharSpacing).
    spaced_max: float = 0.4
    # em of the line's first word: on any other line, consecutive words closer than this in
    # one font at sizes within size_change are one word (pdftotext's maxCharSpacing).
    rejoin_gap: float = 0.03


DEFAULT = Tolerances()
