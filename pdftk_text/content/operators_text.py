"""Text operators of ISO 32000 §9: the font, the end of a text object, and what the
native loop's show asks of the interpreter.

The text state, positioning and showing are the native loop's (native/src/bindings/
executor.rs and show.rs): a show operator becomes one ``_core.TextRun``, its glyphs
measured by the native core from the font's widths (``Font.metrics``: codes, origins and
advances along the baseline, box widths; vertical fonts advance down the y axis of text
space, §9.2.4) and the run's matrix. No per-glyph object is made.
"""

import pikepdf

from .type3 import run_glyph_procedures


class TextOperators:
    def _text_table(self):
        # BT, Tc, Tw, Tz, TL, Tr, Ts, Td, TD, Tm, T*, the show operators (Tj, TJ, ' and ")
        # and Tf of a font the stream has loaded are carried out by the native loop
        # (native/src/bindings/executor.rs, graphics.rs, show.rs), and so is ET but when
        # glyphs shown in a clipping mode join the clip.
        return {b"ET": self.op_ET, b"Tf": self.op_Tf}

    def op_ET(self, ops):
        # Glyphs shown in a clipping mode join the clip when the text object ends (§9.3.6):
        # the native loop hands over an ET that has some.
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
            if isinstance(ref, str) and self._shared_fonts is not None and font_obj.objgen != (0, 0):
                # the font cache gives this font for this object from now on, reporting nothing
                self._shared_fonts[ref] = gs.font
        if isinstance(ref, str):
            self._font_names[ref] = gs.font

    # -- what the native loop's show (native/src/bindings/show.rs) asks ----------------

    def _no_font(self):
        """The font of text shown before any was set: the missing one, said once."""
        self.report("font.missing", "text shown before any font was set; its codes are unmappable", once="nofont")
        font = self.gs.font = self.fonts.missing(None)
        return font

    def _unplaceable(self):
        self.report("content.operand-mismatch", "text placed at no finite position was skipped", once="unplaceable")

    def _type3(self, font, codes, xs, matrix):
        run_glyph_procedures(self, font, codes, xs, matrix)

    def _glyph_limit(self, shown, budget):
        self.report("limit.page-glyphs", f"more than {self.limits.max_glyphs} glyphs on the page; the rest were not recorded")
        shown.truncate(max(0, budget))
        self.glyphs = self.limits.max_glyphs
