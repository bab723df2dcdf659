"""Graphics operators of ISO 32000 §8: state, paths, clipping, colour, XObjects, marked content.

A mixin of the interpreter: each handler takes the operand list. The native loop carries
out q, Q, cm, the device colours and SC/sc on the native state (``_core.GraphicsState``),
builds, clips and paints paths (``_core.Path``: a bounding box in page user space, for
clipping and images, and the segments only for a device that asks for them), and hands
here what needs the resources, the device or a report. This module must never look at
text.
"""

import pikepdf

from ..pdf.entries import entry

from .state import initial_colour

_COLOUR_FAMILIES = {"G": "DeviceGray", "RGB": "DeviceRGB", "CMYK": "DeviceCMYK",
                    "DeviceGray": "DeviceGray", "DeviceRGB": "DeviceRGB", "DeviceCMYK": "DeviceCMYK",
                    "Pattern": "Pattern"}


def _ext_state(state):
    """(effects, fault): what an ExtGState dictionary sets, in the order it is read, as
    (graphics state field or "font", value) -- up to an entry of the wrong kind, whose
    error is the fault (else None). /SMask sets whether a mask is on, /BM whether the
    mode (an array's first: §11.3.5, modes in order of preference) leaves colours as
    painted (Normal, Compatible)."""
    effects = []
    try:
        font = entry(state, "/Font")
        if isinstance(font, pikepdf.Array) and len(font) == 2:
            effects.append(("font", (font[0], float(font[1]))))
        for key, name in (("/ca", "fill_alpha"), ("/CA", "stroke_alpha")):
            alpha = entry(state, key)
            if alpha is not None:
                effects.append((name, float(alpha)))
        mask = entry(state, "/SMask")
        if mask is not None:
            effects.append(("soft_mask", mask != pikepdf.Name.None_))
        blend = entry(state, "/BM")
        if blend is not None:
            if isinstance(blend, pikepdf.Array):
                blend = blend[0] if len(blend) else pikepdf.Name.Normal
            effects.append(("blend", blend in (pikepdf.Name.Normal, pikepdf.Name.Compatible)))
    except Exception as error:     # an operand fault of the interpreter's kinds (reported there)
        return effects, error
    return effects, None


class GraphicsOperators:
    def _graphics_table(self):
        table = {
            b"q": self.op_q, b"Q": self.op_Q, b"gs": self.op_gs,
            b"CS": self.op_CS, b"cs": self.op_cs,
            b"sh": self.op_sh, b"Do": self.op_Do, b"BMC": self.op_BMC, b"BDC": self.op_BDC,
            b"EMC": self.op_EMC, b"BX": self.op_BX, b"EX": self.op_EX,
        }
        # Path construction (m, l, c, v, y, re, h), clipping (W, W*) and painting (S, s,
        # f, F, f*, B, B*, b, b*, n), cm, the colours of the device spaces (G, g, RG, rg,
        # K, k) and the numbers of SC, SCN, sc and scn, and what is read past (w, J, j, M,
        # d, ri, i, BI, EI, MP, DP, d0, d1) are the native loop's (native/src/bindings/
        # executor.rs, graphics.rs), and so are q and Q but where they report: those it
        # hands to op_q and op_Q.
        return table

    def _operator_table(self):
        table = self._graphics_table()
        table.update(self._text_table())
        self.compat = 0
        return table

    # -- state --------------------------------------------------------------------------

    def op_q(self, ops):
        """A q the native loop found past the bound on saved states (it saves the others)."""
        # Past the guard, a q saves nothing; its Q must then restore nothing either.
        self.excess_q += 1
        self.report("limit.graphics-state-depth",
                    f"more than {self.limits.max_depth} saved graphics states; deeper saves were ignored")

    def op_Q(self, ops):
        """A Q the native loop did not restore: one of a q past the bound, or one without q."""
        if self.excess_q:
            self.excess_q -= 1
            return
        self.report("content.operator-misplaced", "Q without a matching q", once="Q")

    def op_gs(self, ops):
        state = self._resource("/ExtGState", ops[-1])
        if not isinstance(state, pikepdf.Dictionary):
            self.report("resource.not-found", f"ExtGState /{ops[-1]} is missing", once="gs" + str(ops[-1]))
            return
        # an indirect state is read once for the document (a page sets the same few again and again)
        ident = state.objgen
        read = self._ext_states.get(ident)
        if read is None:
            read = _ext_state(state)
            if ident != (0, 0):
                self._ext_states[ident] = read
        effects, fault = read
        for name, value in effects:
            if name == "font":
                self.set_font(value[0], value[1], "ExtGState font")
            else:
                setattr(self.gs, name, value)
        if fault is not None:                 # the operator's fault, after the entries before it
            raise fault.with_traceback(None)

    # -- colour -------------------------------------------------------------------------

    def _space(self, name):
        family = _COLOUR_FAMILIES.get(name)
        if family:
            return family, {"DeviceGray": 1, "DeviceRGB": 3, "DeviceCMYK": 4}.get(family, 1)
        # one lookup per stream and name a page, as op_Do's: a page may set a named
        # space before every word it colours
        key = (self.resources_key, name)
        found = self._spaces.get(key)
        if found is None:
            found = self._spaces[key] = _describe_space(self._resource("/ColorSpace", name))
        return found

    def op_CS(self, ops):
        family, n = self._space(ops[-1])
        self.gs.stroke_space, self.gs.stroke_n, self.gs.stroke = family, n, initial_colour(family, n)

    def op_cs(self, ops):
        family, n = self._space(ops[-1])
        self.gs.fill_space, self.gs.fill_n, self.gs.fill = family, n, initial_colour(family, n)

    # -- painting things that are not paths ----------------------------------------------

    def op_sh(self, ops):
        # A shading paints the clip (or the whole page) in colours the device is not told:
        # what lies under text there is unknown, and it covers nothing.
        self.seq += 1
        self._through_text_clip()
        self.device.shading(self.gs, self.seq, self.hidden_depth > 0)

    def op_Do(self, ops):
        # One lookup per stream and name a page: pikepdf lookups cost microseconds, and a
        # form may draw the same XObject millions of times.
        key = (self.resources_key, ops[-1])
        xobject = self._xobjects.get(key)
        if xobject is None:
            xobject = self._xobjects[key] = self._resource("/XObject", ops[-1])
        if not isinstance(xobject, pikepdf.Stream):
            self.report("resource.not-found", f"XObject /{ops[-1]} is missing", once="xo" + str(ops[-1]))
            return
        subtype = xobject.get("/Subtype")
        if subtype == pikepdf.Name.Form:
            self.run_form(xobject)
        elif subtype == pikepdf.Name.Image:
            if "/OC" in xobject and self.visibility.hidden(xobject["/OC"]):
                return
            masked = bool(entry(xobject, "/ImageMask")) or "/SMask" in xobject or "/Mask" in xobject
            self._paint_image(xobject, ops[-1], opaque=not masked)

    # -- marked content and compatibility ------------------------------------------------

    def op_BMC(self, ops):
        self._begin_marked(ops[-1], None)

    def op_BDC(self, ops):
        self._begin_marked(ops[-2], ops[-1])

    def op_EMC(self, ops):
        self._end_marked()

    def op_BX(self, ops):
        self.compat += 1

    def op_EX(self, ops):
        self.compat = max(0, self.compat - 1)


def _describe_space(space):
    """(family, components) of a colour space resource (a name or an array)."""
    if isinstance(space, pikepdf.Name):
        family = str(space)[1:]
        return family, {"DeviceGray": 1, "DeviceRGB": 3, "DeviceCMYK": 4}.get(family, 1)
    if isinstance(space, pikepdf.Array) and len(space):
        family = str(space[0])[1:]
        if family == "ICCBased" and len(space) > 1 and isinstance(space[1], pikepdf.Stream):
            return family, int(space[1].get("/N", 3))
        if family in ("CalRGB", "Lab"):
            return family, 3
        if family == "DeviceN" and len(space) > 1 and isinstance(space[1], pikepdf.Array):
            return family, len(space[1])
        return family, 1
    return "DeviceGray", 1
