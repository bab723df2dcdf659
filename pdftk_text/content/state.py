"""The graphics state: what ``q`` saves and ``Q`` restores (ISO 32000 §8.4, text state §9.3).

One native object (``_core.GraphicsState``), copied on ``q``; the text matrices live in the
interpreter since they are not part of the saved state. This module must never look at content syntax.
"""

from .. import _core

IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

# The initial colour of each family (§8.6.8): black, or all-zero components.
_INITIAL = {"DeviceGray": (0.0,), "CalGray": (0.0,), "DeviceRGB": (0.0, 0.0, 0.0),
            "CalRGB": (0.0, 0.0, 0.0), "Lab": (0.0, 0.0, 0.0),
            "DeviceCMYK": (0.0, 0.0, 0.0, 1.0), "Indexed": (0.0,), "Pattern": ()}


def initial_colour(family, components=1):
    value = _INITIAL.get(family)
    if value is not None:
        return value
    return (1.0,) * components if family in ("Separation", "DeviceN") else (0.0,) * components


# The state itself is the native core's (native/src/bindings/state.rs), so that the
# interpreter's loop carries out q, Q, cm, colours and the text state without a call to
# Python: GraphicsState(ctm=IDENTITY, clip=None) has the fields ctm, clip (the clip's
# bounding box in page user space, or None), fill_space, fill, fill_n, stroke_space,
# stroke, stroke_n, font, font_size, char_spacing, word_spacing, hscale (Tz / 100),
# leading, render, rise, fill_alpha and stroke_alpha (/ca and /CA), soft_mask, blend
# (the blend mode is Normal or Compatible) and text_clip (paint orders of the text runs
# the clip holds glyphs of), and copy().
GraphicsState = _core.GraphicsState
