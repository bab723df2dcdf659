"""The graphics state: what ``q`` saves and ``Q`` restores (ISO 32000 §8.4, text state §9.3).

One small slotted object, copied on ``q``; the text matrices live in the interpreter since
they are not part of the saved state. This module must never look at content syntax.
"""

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


class GraphicsState:
    __slots__ = ("ctm", "clip", "fill_space", "fill", "fill_n", "stroke_space", "stroke", "stroke_n",
                 "font", "font_size", "char_spacing", "word_spacing", "hscale", "leading",
                 "render", "rise", "fill_alpha", "stroke_alpha", "soft_mask", "blend", "text_clip")

    def __init__(self, ctm=IDENTITY, clip=None):
        self.ctm = ctm
        self.clip = clip                   # bounding box of the clip in page user space, or None
        self.fill_space = self.stroke_space = "DeviceGray"
        self.fill = self.stroke = (0.0,)
        self.fill_n = self.stroke_n = 1    # components of the current spaces
        self.font = None
        self.font_size = 0.0
        self.char_spacing = 0.0
        self.word_spacing = 0.0
        self.hscale = 1.0                  # Tz / 100
        self.leading = 0.0
        self.render = 0
        self.rise = 0.0
        self.fill_alpha = self.stroke_alpha = 1.0     # /ca and /CA
        self.soft_mask = False
        self.blend = True                  # the blend mode is Normal (or Compatible)
        self.text_clip = ()                # paint orders of the text runs the clip holds glyphs of

    def copy(self):
        """A copy of every slot (a q's saved state), written out: a loop of getattr and
        setattr over the slots took three times as long."""
        o = GraphicsState.__new__(GraphicsState)
        o.ctm, o.clip, o.fill_space, o.fill, o.fill_n = self.ctm, self.clip, self.fill_space, self.fill, self.fill_n
        o.stroke_space, o.stroke, o.stroke_n = self.stroke_space, self.stroke, self.stroke_n
        o.font, o.font_size, o.char_spacing, o.word_spacing = self.font, self.font_size, self.char_spacing, self.word_spacing
        o.hscale, o.leading, o.render, o.rise = self.hscale, self.leading, self.render, self.rise
        o.fill_alpha, o.stroke_alpha, o.soft_mask = self.fill_alpha, self.stroke_alpha, self.soft_mask
        o.blend, o.text_clip = self.blend, self.text_clip
        return o
