"""Text operators of ISO 32000 §9: text state, positioning and showing.

Showing text is the hot path. A show operator becomes one ``TextRun``: its glyphs
measured by the native core from the font's widths (``Font.metrics``: codes, origins and
advances along the baseline, box widths; vertical fonts advance down the y axis of text
space, §9.2.4) and the run's matrix. No per-glyph object is made here.
"""

import pikepdf

from .device import TextRun
from .type3 import run_glyph_procedures


# Past this, a run's positions (matrix times offsets, font metrics times size) are no
# longer finite doubles: such a run is skipped. Numbers are bounded by the lexer
# (lexer.MAX_REAL) but their products are not (cm after cm overflows).
PLACEABLE = 1e300


def _placeable(matrix, x, size, rise):
    a, b, c, d, e, f = matrix
    reach = (abs(a) + abs(b) + abs(c) + abs(d)) * (abs(x) + abs(size) + abs(rise) + 1.0) + abs(e) + abs(f)
    return reach < PLACEABLE        # False for inf and NaN too


class TextOperators:
    def _text_table(self):
        # BT, Tc, Tw, Tz, TL, Tr, Ts, Td, TD, Tm and T* are carried out by the native loop
        # (native/src/bindings/executor.rs), and ' and " up to their string, shown by Tj.
        return {b"ET": self.op_ET, b"Tf": self.op_Tf, b"Tj": self.op_Tj, b"TJ": self.op_TJ}

    def op_ET(self, ops):
        # Glyphs shown in a clipping mode join the clip when the text object ends (§9.3.6).
        if self.clip_runs:
            self.gs.text_clip += tuple(self.clip_runs)
            self.clip_runs = []

    def op_Tf(self, ops):
        self.set_font(ops[-2], float(ops[-1]))

    def set_font(self, ref, size, where="Tf"):
        gs = self.gs
        gs.font_size = size
        if isinstance(ref, str):
            cached = self._font_names.get(ref)
            if cached is not None:
                gs.font = cached
                return
            font_obj = self._resource("/Font", ref)
        else:
            font_obj = ref
        if not isinstance(font_obj, pikepdf.Dictionary):
            self.report("resource.not-found", f"font /{ref} is missing; its text is unmappable",
                        once=("font", str(ref)))
            gs.font = self.fonts.missing(str(ref))
        else:
            gs.font = self.fonts.load(font_obj, str(ref), self.report)
        if isinstance(ref, str):
            self._font_names[ref] = gs.font

    def op_Tj(self, ops):
        self.show((ops[-1],))

    def op_TJ(self, ops):
        self.show(ops[-1])

    def show(self, items):
        """Make one TextRun of the strings (and TJ displacements) in ``items``."""
        gs = self.gs
        font = gs.font
        if font is None:
            self.report("font.missing", "text shown before any font was set; its codes are unmappable", once="nofont")
            font = gs.font = self.fonts.missing(None)
        vertical = font.vertical
        # No string shows more codes than the page may still hold (a code is at most 4 bytes).
        budget = self.limits.max_glyphs - self.glyphs
        shown, x = font.metrics.measure(font, items, gs.font_size, 1.0 if vertical else gs.hscale, gs.char_spacing,
                                        gs.word_spacing, budget)
        count = len(shown)
        if count:
            self.glyphs += count
            if self.glyphs > self.limits.max_glyphs:
                self._glyph_limit(shown, budget)
                count = len(shown)
        if count:
            a, b, c, d, e, f = self.tm
            p, q, r, s, t, u = gs.ctm
            matrix = (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
                      e * p + f * r + t, e * q + f * s + u)
            if not _placeable(matrix, x, gs.font_size, gs.rise):
                self.report("content.operand-mismatch", "text placed at no finite position was skipped",
                            once="unplaceable")
                count = 0
        if count:
            self.seq += 1
            run = TextRun(font, shown, matrix, gs, self.hidden_depth > 0,
                          self.annotation, self.marked, self.stream, self.op_index, self.seq)
            run.in_type3 = self.type3_depth > 0
            if gs.render >= 4:
                self.clip_runs.append(self.seq)
            if gs.render not in (3, 7):
                self._through_text_clip()
            self.device.text_run(run)
            if font.type3 is not None:
                run_glyph_procedures(self, font, shown.codes, shown.xs, matrix)
        self._advance_tm(x, vertical)

    def _advance_tm(self, x, vertical):
        if not -PLACEABLE < x < PLACEABLE:
            return      # a run placed nowhere moves nothing (the next one is judged alone)
        a, b, c, d, e, f = self.tm
        if vertical:
            self.tm = (a, b, c, d, x * c + e, x * d + f)
        else:
            self.tm = (a, b, c, d, x * a + e, x * b + f)

    def _glyph_limit(self, shown, budget):
        self.report("limit.page-glyphs", f"more than {self.limits.max_glyphs} glyphs on the page; the rest were not recorded")
        shown.truncate(max(0, budget))
        self.glyphs = self.limits.max_glyphs
