"""Running Type 3 glyph procedures (ISO 32000-2 §9.6.4) for what they draw as text.

A procedure runs in its own frame: the graphics state saved, the CTM set to the glyph
space of that one glyph (/FontMatrix, then the text rendering matrix at the glyph's
origin), the font's /Resources (else the page's). Only a procedure that may show text
(``Type3Glyphs.draws_text``) is run: one that only paints a bitmap or a path adds
nothing to extraction, and the glyph's own box comes from its d1 without running it.
What a procedure shows in another font is recorded as glyphs flagged ``in-type3-glyph``;
its images are the glyph's own shape and are never reported as images covering text.
A procedure that reaches its own font again is cut and reported (``content.cycle-cut``).

This module must never record the Type 3 glyph itself (``show`` did) nor let a
procedure's state leak into the page's.
"""

from ..pdf.geometry import multiply


def run_glyph_procedures(interp, font, codes, xs, matrix):
    """Run the procedures of ``codes`` that draw text, each glyph at its origin ``xs[i]``
    on the baseline of a run whose matrix (text matrix times CTM) is ``matrix``."""
    glyphs = font.type3
    wanted = [i for i, code in enumerate(codes) if glyphs.draws_text(code)]
    if not wanted:
        return
    key = ("type3", glyphs.ident)
    if key in interp.chain:
        interp.report("content.cycle-cut",
                      f"a glyph procedure of Type 3 font {font.name} shows text in that same font; "
                      "the inner text was skipped", once=("cycle", key))
        return
    if interp.form_depth >= interp.limits.max_form_nesting:
        interp.report("limit.graphics-state-depth", "forms nested deeper than the limit were skipped")
        return
    gs = interp.gs
    size, hscale, rise = gs.font_size, gs.hscale, gs.rise
    resources = glyphs.resources if glyphs.resources is not None else interp.resources
    for i in wanted:
        stream, data = glyphs.procedure(codes[i])
        placed = multiply(glyphs.matrix, (size * hscale, 0.0, 0.0, size, xs[i], rise))
        _run_one(interp, key, data, resources, multiply(placed, matrix), stream)


def _run_one(interp, key, data, resources, ctm, stream):
    saved_gs, saved_text = interp.gs, (interp.tm, interp.tlm)
    saved_base, interp.q_base = interp.q_base, len(interp.saved_states)
    saved_excess, interp.excess_q = interp.excess_q, 0
    interp.gs = interp.gs.copy()
    interp.gs.ctm = ctm
    interp.form_depth += 1
    interp.type3_depth += 1
    interp.chain.add(key)
    label = f"type3 {stream.objgen[0]} {stream.objgen[1]}" if stream.objgen != (0, 0) else "type3"
    try:
        interp.execute(data, resources, label)
    finally:
        interp.chain.discard(key)
        interp.type3_depth -= 1
        interp.form_depth -= 1
        interp.gs = saved_gs
        interp.tm, interp.tlm = saved_text
        del interp.saved_states[interp.q_base:]
        interp.q_base, interp.excess_q = saved_base, saved_excess
