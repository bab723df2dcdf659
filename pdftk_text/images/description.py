"""What one image is, read from its dictionary: ``Image`` (an XObject or an inline image)
with its kind, size, colour space, bits, filters, /Decode and the masks it carries.

Holds the reading of image dictionaries only -- the rules by which pdfimages decides
what a row is (stencil for /ImageMask, a /Mask stream and an /SMask as rows of their own
after the image) -- and must never decode sample data or write output.
"""

from decimal import Decimal

import pikepdf

from .spaces import INLINE_KEYS, encoding, filters, resolve, soft_mask_space

IMAGE, MASK, SMASK, STENCIL = "image", "mask", "smask", "stencil"


class Image:
    """One row of the listing: an image, a stencil mask, or a mask/soft mask of an image.

    ``stream`` is the pikepdf.Stream holding the data (None for inline images, whose raw
    bytes are ``data``); ``ref`` is the (num, gen) pdfimages prints, None for a direct
    object; ``space`` is None for stencils and /Mask masks (pdfimages prints "-" 1 1).
    """

    __slots__ = ("kind", "width", "height", "space", "bpc", "filters", "parms", "interpolate", "decode",
                 "ref", "inline", "stream", "data", "entries")

    def __init__(self, kind, width, height, space, bpc, filter_names, parms, interpolate, decode, ref,
                 inline, stream=None, data=None, entries=None):
        self.kind, self.width, self.height, self.space, self.bpc = kind, width, height, space, bpc
        self.filters, self.parms, self.interpolate, self.decode = filter_names, parms, interpolate, decode
        self.ref, self.inline, self.stream, self.data, self.entries = ref, inline, stream, data, entries

    @property
    def encoding(self):
        return encoding(self.filters)

    @property
    def color(self):
        return self.space.label if self.space is not None else "-"

    @property
    def comps(self):
        return self.space.comps if self.space is not None else 1

    @property
    def bits(self):
        return self.bpc if self.space is not None else 1

    @property
    def size(self):
        """Encoded bytes as pdfimages reports them: the stream's raw length; 0 for inline
        images (poppler 22.12 counts an inline image's data after rewinding past it)."""
        if self.inline:
            return 0
        return len(self.stream.read_raw_bytes())

    @property
    def encoded_size(self):
        """The real encoded length, inline images included (the JSON form reports this)."""
        return len(self.data) if self.inline else self.size

    @property
    def decoded_size(self):
        """Bytes of samples the dimensions declare, as pdfimages computes it for the ratio."""
        return self.width * self.height * self.comps * self.bits // 8


def _int(value, cut_reals=False):
    """An integer entry as poppler reads it, else None. A real (pikepdf's Decimal) only
    where ``cut_reals`` (an image's own /Width and /Height), cut to its integer part; the
    content lexer reads every number of an inline image as a float, so a whole float is
    an integer."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return int(value)
    if isinstance(value, (float, Decimal)) and (cut_reals or (isinstance(value, float) and value.is_integer())):
        return int(value)
    return None


def _decode(value, comps):
    """The /Decode numbers, None when absent; False where poppler's colour map refuses
    them (not an array, fewer than two numbers a component, a pair not numbers)."""
    if value is None:
        return None
    if not isinstance(value, (pikepdf.Array, list)):
        return False
    items = list(value)[:len(value) // 2 * 2]
    if len(items) < 2 * comps or not all(_number(v) for v in items):
        return False
    return [float(v) for v in items]


def _mask_decode(value):
    """A stencil's or /Mask's /Decode: None absent, False where poppler refuses it (not an array)."""
    if value is None:
        return None
    if not isinstance(value, (pikepdf.Array, list)):
        return False
    return [float(v) if _number(v) else 0.0 for v in value]


def _number(value):
    return isinstance(value, (int, float, Decimal)) and not isinstance(value, bool)


# The bits a decoder reports of its own, which outrank the dictionary's (poppler's getImageParams).
_DECODER_BITS = {"CCITTFaxDecode": 1, "JBIG2Decode": 1, "DCTDecode": 8, "JPXDecode": 8}


def _stencil_bits(names, get):
    """A stencil's bits: its decoder's, else /BitsPerComponent, else 1; poppler draws a
    stencil only of 1 bit."""
    if names and names[-1] in _DECODER_BITS:
        return _DECODER_BITS[names[-1]]
    bits = get("/BitsPerComponent")
    return 1 if bits is None else _int(bits)


def _ref(obj):
    ident = obj.objgen
    return ident if ident != (0, 0) else None


def rows_of(source, resources):
    """The listing rows one painted image makes (the image, then its mask), or [] when
    pdfimages would not draw it (no positive size, unreadable colour space or bits)."""
    if isinstance(source, pikepdf.Stream):
        return _xobject_rows(source, resources)
    return _inline_rows(source, resources)


def _xobject_rows(stream, resources):
    ref = _ref(stream)
    first = _describe(stream, stream.get, resources, False, ref, IMAGE)
    if first is None:
        return []
    rows = [first]
    if first.kind == STENCIL:
        return rows
    smask, mask = stream.get("/SMask"), stream.get("/Mask")
    # A soft mask must be DeviceGray samples and a /Mask stream an image mask; poppler
    # draws nothing of an image whose mask breaks these rules.
    if isinstance(smask, pikepdf.Stream):
        extra = _describe(smask, smask.get, resources, False, ref, SMASK)
        if extra is None:
            return []
    elif isinstance(mask, pikepdf.Stream):
        if mask.get("/ImageMask", False) is not True:
            return []
        extra = _describe(mask, mask.get, resources, False, ref, MASK)
        if extra is None:
            return []
    else:
        return rows
    rows.append(extra)
    return rows


def _inline_rows(inline, resources):
    entries = {INLINE_KEYS.get(k, k): v for k, v in inline.entries.items()}
    image = _describe(None, lambda key, default=None: entries.get(key[1:], default), resources, True, None, IMAGE)
    if image is None:
        return []
    image.data, image.entries = inline.data, entries
    return [image]


def _describe(stream, get, resources, inline, ref, kind):
    """The Image of one row, or None where poppler draws nothing of the image. An image's
    own size may be real (cut to integers); a mask's and a soft mask's must be integers,
    and a soft mask's bits and colour space written out (see ``soft_mask_space``)."""
    whole = kind in (MASK, SMASK)
    width, height = _int(get("/Width"), not whole), _int(get("/Height"), not whole)
    if not width or not height or width < 0 or height < 0:
        return None
    interpolate = get("/Interpolate", False) is True
    names = filters(get("/Filter"), inline)
    parms = get("/DecodeParms")
    if kind == MASK or (kind == IMAGE and bool(get("/ImageMask", False)) is True):
        decode = _mask_decode(get("/Decode"))
        if decode is False or (kind == IMAGE and _stencil_bits(names, get) != 1):
            return None
        return Image(MASK if kind == MASK else STENCIL, width, height, None, 1, names, parms, interpolate,
                     decode, ref, inline, stream)
    bpc = _int(get("/BitsPerComponent"))
    if kind == SMASK:
        space = soft_mask_space(get("/ColorSpace"), resources)
    else:
        space = resolve(get("/ColorSpace"), resources, inline)
        if names and names[-1] == "JPXDecode":
            from .jpx import jpx_params
            space, bpc = jpx_params(stream, space)
    if space is None or bpc not in (1, 2, 4, 8, 16):
        return None
    decode = _decode(get("/Decode"), space.comps)
    if decode is False:
        return None
    return Image(kind, width, height, space, bpc, names, parms, interpolate, decode, ref, inline, stream)
