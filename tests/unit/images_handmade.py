"""Hand-made PDFs holding one image construct each, built with pikepdf, for the image
tests: masks, soft masks, indexed and 16-bit samples, /Decode arrays, inline images,
forms, annotations, patterns, rotated pages. Real producers' images live in corpus/."""

import io
import zlib

import pikepdf

RGB_2x2 = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])


def image(pdf, width, height, data, indirect=True, compress=True, **entries):
    stream = pikepdf.Stream(pdf, zlib.compress(data) if compress else data)
    stream.Type, stream.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    stream.Width, stream.Height = width, height
    if compress:
        stream.Filter = pikepdf.Name.FlateDecode
    for key, value in entries.items():
        stream[f"/{key}"] = value
    return pdf.make_indirect(stream) if indirect else stream


def document(content, xobjects=None, rotate=0, annots=None, resources=None, pages=1):
    """Bytes of a PDF whose pages run ``content``; ``xobjects(pdf)`` gives the XObject dict."""
    pdf = pikepdf.new()
    res = pikepdf.Dictionary(resources(pdf) if resources else {})
    if xobjects:
        res.XObject = pikepdf.Dictionary(xobjects(pdf))
    for _ in range(pages):
        page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 612, 792], Resources=res,
                                  Contents=pdf.make_stream(content))
        if rotate:
            page.Rotate = rotate
        if annots:
            page.Annots = pikepdf.Array(annots(pdf))
        pdf.pages.append(pikepdf.Page(page))
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def form(pdf, content, xobjects):
    stream = pikepdf.Stream(pdf, content)
    stream.Type, stream.Subtype = pikepdf.Name.XObject, pikepdf.Name.Form
    stream.BBox = [0, 0, 100, 100]
    stream.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(xobjects))
    return pdf.make_indirect(stream)


def _gray_ramp(width, height, bits):
    """Rows of samples 0, 1, 2, ... wrapping at the bit depth's maximum."""
    top = (1 << bits) - 1
    values = [(i * 7) % (top + 1) for i in range(width * height)]
    rows = []
    for y in range(height):
        row = values[y * width:(y + 1) * width]
        if bits == 16:
            rows.append(b"".join(v.to_bytes(2, "big") for v in row))
            continue
        acc, count, out = 0, 0, bytearray()
        for v in row:
            acc = (acc << bits) | v
            count += bits
            if count == 8:
                out.append(acc)
                acc = count = 0
        if count:
            out.append(acc << (8 - count))
        rows.append(bytes(out))
    return b"".join(rows)


# Colour-managed spaces poppler converts through lcms; we write their components.
COMPONENTS_ONLY = {"spaces"}


def cases():
    """name -> PDF bytes, one construct each."""
    placed = b"q 144 0 0 72 100 600 cm /Im0 Do Q"
    gray = pikepdf.Name.DeviceGray
    rgb = pikepdf.Name.DeviceRGB
    result = {
        "rgb": document(placed, lambda pdf: {"/Im0": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8)}),
        "twice-rotated-page": document(placed + b" q 0 50 -30 0 300 300 cm /Im0 Do Q",
                                       lambda pdf: {"/Im0": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb,
                                                                  BitsPerComponent=8, Interpolate=True)},
                                       rotate=90),
        "cmyk": document(placed, lambda pdf: {"/Im0": image(pdf, 2, 1, bytes([0, 255, 0, 0, 10, 20, 30, 40]),
                                                            ColorSpace=pikepdf.Name.DeviceCMYK, BitsPerComponent=8)}),
        "indexed-1bit": document(placed, lambda pdf: {"/Im0": image(
            pdf, 9, 2, bytes([0b10101010, 0b10000000, 0b01010101, 0]),
            ColorSpace=pikepdf.Array([pikepdf.Name.Indexed, rgb, 1, pikepdf.String(b"\xff\x00\x00\x00\x00\xff")]),
            BitsPerComponent=1)}),
        "indexed-4bit": document(placed, lambda pdf: {"/Im0": image(
            pdf, 3, 2, bytes([0x01, 0x20, 0x12, 0x00]),
            ColorSpace=pikepdf.Array([pikepdf.Name.Indexed, rgb, 2, pikepdf.String(b"\x00\x00\x00\x80\x40\x20\xff\xff\x00")]),
            BitsPerComponent=4)}),
        "direct-xobject": document(placed, lambda pdf: {"/Im0": image(pdf, 2, 2, RGB_2x2, indirect=False,
                                                                      ColorSpace=rgb, BitsPerComponent=8)}),
        "uncompressed-decode": document(placed, lambda pdf: {"/Im0": image(
            pdf, 4, 2, bytes([0, 64, 128, 255, 1, 2, 3, 4]), compress=False, ColorSpace=gray,
            BitsPerComponent=8, Decode=[1, 0])}),
        "stencil-pattern-type3": document(
            b"q 50 0 0 50 10 10 cm /St Do Q /Pattern cs /P0 scn 0 0 100 100 re f",
            lambda pdf: {"/St": image(pdf, 8, 1, b"\x0f", ImageMask=True)},
            resources=lambda pdf: {"/Pattern": pikepdf.Dictionary(P0=_tiling(pdf))}),
        "mask-and-smask": document(
            b"q 100 0 0 100 0 0 cm /A Do Q q 200 0 0 50 0 300 cm /B Do Q",
            lambda pdf: {"/A": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8,
                                     Mask=image(pdf, 16, 16, b"\xf0\x0f" * 16, ImageMask=True)),
                         "/B": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8,
                                     SMask=image(pdf, 2, 2, bytes([0, 85, 170, 255]), ColorSpace=gray,
                                                 BitsPerComponent=8, Interpolate=True))}),
        "bad-masks": document(
            b"q 100 0 0 100 0 0 cm /A Do /B Do /C Do Q",
            lambda pdf: {"/A": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8,
                                     Mask=image(pdf, 16, 16, b"\xf0\x0f" * 16)),
                         "/B": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8,
                                     SMask=image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8)),
                         "/C": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8,
                                     SMask=image(pdf, 2, 2, bytes(4), ColorSpace=gray, BitsPerComponent=8),
                                     Mask=[0, 1, 0, 1, 0, 1])}),
        "form-twice": document(
            b"q 2 0 0 2 0 0 cm /F0 Do Q q 0.5 0 0 0.5 300 300 cm /F0 Do Q",
            lambda pdf: {"/F0": form(pdf, b"q 50 0 0 50 0 0 cm /Im0 Do Q",
                                     {"/Im0": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8)})}),
        # poppler 22.12's -all misreads the data of an inline image after the first of a
        # stream (it starts three bytes early), so each inline image has a stream of its own.
        "inline-gray": document(b"q 100 0 0 100 10 10 cm BI /W 4 /H 2 /BPC 8 /CS /G ID " + bytes(range(8))
                                + b"\nEI Q"),
        "inline-named-space": document(
            b"q 10 0 0 10 200 200 cm BI /W 2 /H 1 /BPC 8 /CS /CS0 /F /AHx ID 0102030405FF>\nEI Q",
            resources=lambda pdf: {"/ColorSpace": pikepdf.Dictionary(CS0=pikepdf.Name.DeviceRGB)}),
        "short-data": document(placed, lambda pdf: {"/Im0": image(pdf, 3, 4, bytes(range(1, 7)),
                                                                  ColorSpace=gray, BitsPerComponent=8)}),
        "annotation": document(b"", annots=lambda pdf: [_stamp(pdf)]),
        "spaces": document(
            b"q 10 0 0 10 0 0 cm /A Do /B Do /C Do /D Do /E Do Q",
            lambda pdf: {"/A": image(pdf, 1, 1, b"\x80", ColorSpace=pikepdf.Array([pikepdf.Name.ICCBased, _icc(pdf)]),
                                     BitsPerComponent=8),
                         "/B": image(pdf, 1, 1, b"\x80\x00\x00", BitsPerComponent=8, ColorSpace=pikepdf.Array(
                             [pikepdf.Name.Lab, pikepdf.Dictionary(WhitePoint=[0.95, 1, 1.09])])),
                         "/C": image(pdf, 1, 1, b"\x80", BitsPerComponent=8, ColorSpace=pikepdf.Array(
                             [pikepdf.Name.Separation, pikepdf.Name.Spot, pikepdf.Name.DeviceGray, _tint(pdf)])),
                         "/D": image(pdf, 1, 1, b"\x80\x40", BitsPerComponent=8, ColorSpace=pikepdf.Array(
                             [pikepdf.Name.DeviceN, [pikepdf.Name.A, pikepdf.Name.B], pikepdf.Name.DeviceRGB,
                              _tint(pdf, 2, 3)])),
                         "/E": image(pdf, 1, 1, b"\x80\x00", BitsPerComponent=16, ColorSpace=gray)}),
    }
    for bits in (1, 2, 4, 16):
        result[f"gray-{bits}bit"] = document(placed, lambda pdf, bits=bits: {"/Im0": image(
            pdf, 5, 3, _gray_ramp(5, 3, bits), ColorSpace=gray, BitsPerComponent=bits)})
    result["rgb-16bit"] = document(placed, lambda pdf: {"/Im0": image(
        pdf, 2, 1, bytes([255, 0, 0, 1, 0, 2, 128, 0, 64, 0, 0, 255]), ColorSpace=rgb, BitsPerComponent=16)})
    return result


def _tiling(pdf):
    stream = pikepdf.Stream(pdf, b"q 10 0 0 10 0 0 cm /Im Do Q")
    stream.PatternType, stream.PaintType, stream.TilingType = 1, 1, 1
    stream.BBox, stream.XStep, stream.YStep = [0, 0, 10, 10], 10, 10
    stream.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(
        Im=image(pdf, 2, 2, RGB_2x2, ColorSpace=pikepdf.Name.DeviceRGB, BitsPerComponent=8)))
    return pdf.make_indirect(stream)


def _stamp(pdf):
    appearance = form(pdf, b"q 100 0 0 100 0 0 cm /Im Do Q",
                      {"/Im": image(pdf, 2, 2, RGB_2x2, ColorSpace=pikepdf.Name.DeviceRGB, BitsPerComponent=8)})
    return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Stamp,
                                                Rect=[100, 100, 300, 200], F=4,
                                                AP=pikepdf.Dictionary(N=appearance)))


def _icc(pdf):
    import os
    for path in ("/usr/share/color/icc/ghostscript/sgray.icc", "/usr/share/color/icc/colord/sgray.icc"):
        if os.path.exists(path):
            with open(path, "rb") as handle:
                stream = pikepdf.Stream(pdf, handle.read())
            break
    else:
        stream = pikepdf.Stream(pdf, b"")
    stream.N = 1
    stream.Alternate = pikepdf.Name.DeviceGray
    return pdf.make_indirect(stream)


def _tint(pdf, inputs=1, outputs=1):
    return pikepdf.Dictionary(FunctionType=2, Domain=[0, 1] * 1, C0=[0] * outputs, C1=[1] * outputs, N=1) \
        if inputs == 1 else _tint_n(pdf, inputs, outputs)


def _tint_n(pdf, inputs, outputs):
    stream = pikepdf.Stream(pdf, b"{ pop pop 0 0 0 }")
    stream.FunctionType, stream.Domain, stream.Range = 4, [0, 1] * inputs, [0, 1] * outputs
    return pdf.make_indirect(stream)


def encoded_cases():
    """name -> PDF bytes of images pdfimages -all passes through: JPEG, JPEG 2000 (made with
    Pillow), CCITT G4 (Pillow's libtiff strip) and JBIG2 (bytes poppler copies unread)."""
    from PIL import Image as PilImage
    picture = PilImage.new("RGB", (16, 8))
    picture.putdata([(x * 16, y * 32, 128) for y in range(8) for x in range(16)])
    jpeg, jp2, tiff = io.BytesIO(), io.BytesIO(), io.BytesIO()
    picture.save(jpeg, "JPEG", quality=90)
    picture.save(jp2, "JPEG2000")
    bilevel = PilImage.new("1", (40, 10))
    bilevel.putdata([255 if (x // 5 + y) % 2 else 0 for y in range(10) for x in range(40)])
    bilevel.save(tiff, "TIFF", compression="group4")
    strip = PilImage.open(io.BytesIO(tiff.getvalue()))
    offset, count = strip.tag_v2[273][0], strip.tag_v2[279][0]
    g4 = tiff.getvalue()[offset:offset + count]
    rgb, gray = pikepdf.Name.DeviceRGB, pikepdf.Name.DeviceGray

    def encoded(pdf, data, filters, **entries):
        stream = image(pdf, entries.pop("W"), entries.pop("H"), data, compress=False, **entries)
        stream.Filter = filters
        return stream

    def globals_stream(pdf):
        return pdf.make_indirect(pikepdf.Stream(pdf, zlib.compress(b"\x00\x00\x00\x00\x30globals"),
                                                Filter=pikepdf.Name.FlateDecode))
    placed = b"q 160 0 0 80 100 600 cm /Im0 Do Q"
    return {
        "dct": document(placed, lambda pdf: {"/Im0": encoded(pdf, jpeg.getvalue(), pikepdf.Name.DCTDecode, W=16, H=8,
                                                             ColorSpace=rgb, BitsPerComponent=8)}),
        "dct-under-ahx": document(placed, lambda pdf: {"/Im0": encoded(
            pdf, jpeg.getvalue().hex().encode() + b">", pikepdf.Array([pikepdf.Name.ASCIIHexDecode, pikepdf.Name.DCTDecode]),
            W=16, H=8, ColorSpace=rgb, BitsPerComponent=8)}),
        "jpx": document(placed, lambda pdf: {"/Im0": encoded(pdf, jp2.getvalue(), pikepdf.Name.JPXDecode, W=16, H=8)}),
        "ccitt": document(placed, lambda pdf: {"/Im0": encoded(
            pdf, g4, pikepdf.Name.CCITTFaxDecode, W=40, H=10, ColorSpace=gray, BitsPerComponent=1,
            DecodeParms=pikepdf.Dictionary(K=-1, Columns=40, Rows=10, BlackIs1=True))}),
        "jbig2": document(placed, lambda pdf: {"/Im0": encoded(
            pdf, b"\x00\x00\x00\x01\x30embedded", pikepdf.Name.JBIG2Decode, W=40, H=10, ColorSpace=gray,
            BitsPerComponent=1, DecodeParms=pikepdf.Dictionary(JBIG2Globals=globals_stream(pdf)))}),
    }


def drawn_cases():
    """name -> PDF bytes whose images poppler draws, or draws nothing of, by the rules of
    its image reader (a soft mask's entries written out, a /Decode it can use, a JPX
    image's bits and space from the codestream): the rows of such a file, and its
    files, are all or nothing. The JPEG 2000 data is Pillow's."""
    from PIL import Image as PilImage

    def jp2(mode, size):
        out = io.BytesIO()
        PilImage.new(mode, size, (40, 80, 120, 200)[:len(mode)] if mode != "L" else 90).save(out, "JPEG2000")
        return out.getvalue()
    gray, rgb = pikepdf.Name.DeviceGray, pikepdf.Name.DeviceRGB
    jpx = pikepdf.Name.JPXDecode

    def one_by_one(pdf, **smask):
        # a scan's foreground: one pixel of colour under a page-sized soft mask
        mask = image(pdf, 40, 30, jp2("L", (40, 30)), compress=False, Filter=jpx, **smask)
        return {"/Im0": image(pdf, 1, 1, jp2("RGB", (1, 1)), compress=False, Filter=jpx, SMask=mask)}

    def flat(pdf, **entries):
        return {"/Im0": image(pdf, 2, 2, RGB_2x2, ColorSpace=rgb, BitsPerComponent=8, **entries)}

    def smasked(pdf, **smask):
        return flat(pdf, SMask=image(pdf, 2, 2, bytes([0, 85, 170, 255]), **smask))
    placed = b"q 400 0 0 300 100 400 cm /Im0 Do Q"
    named = {"/ColorSpace": pikepdf.Dictionary(Mask=gray, MaskArray=pikepdf.Array([gray]))}
    return {
        "jpx-smask-space-in-codestream": document(placed, lambda pdf: one_by_one(pdf)),
        "jpx-smask-written-out": document(placed, lambda pdf: one_by_one(pdf, ColorSpace=gray, BitsPerComponent=8)),
        "smask-space-array": document(placed, lambda pdf: smasked(pdf, ColorSpace=pikepdf.Array([gray]),
                                                                  BitsPerComponent=8)),
        "smask-space-named": document(placed + b" q 10 0 0 10 0 0 cm /Im1 Do Q", lambda pdf: {
            "/Im0": smasked(pdf, ColorSpace=pikepdf.Name("/Mask"), BitsPerComponent=8)["/Im0"],
            "/Im1": smasked(pdf, ColorSpace=pikepdf.Name("/MaskArray"), BitsPerComponent=8)["/Im0"]},
            resources=lambda pdf: named),
        "smask-space-abbreviated": document(placed, lambda pdf: smasked(pdf, ColorSpace=pikepdf.Name.G,
                                                                        BitsPerComponent=8)),
        "smask-decode-short": document(placed, lambda pdf: smasked(pdf, ColorSpace=gray, BitsPerComponent=8,
                                                                   Decode=[1])),
        "decode-short-or-not-array": document(placed + b" q 10 0 0 10 0 0 cm /Im1 Do Q", lambda pdf: {
            "/Im0": flat(pdf, Decode=[0, 1])["/Im0"], "/Im1": flat(pdf, Decode=1)["/Im0"]}),
        "stencil-bits-and-decode": document(placed + b" q 10 0 0 10 0 0 cm /Im1 Do /Im2 Do Q", lambda pdf: {
            "/Im0": image(pdf, 8, 1, b"\x0f", ImageMask=True, BitsPerComponent=8),
            "/Im1": image(pdf, 8, 1, b"\x0f", ImageMask=True, Decode=1),
            "/Im2": image(pdf, 8, 1, b"\x0f", ImageMask=True, BitsPerComponent=1, Decode=[1, 0])}),
        "real-width": document(placed, lambda pdf: flat(pdf, Width=pikepdf.Object.parse(b"2.7"))),
        "jpx-bits-and-alpha-from-codestream": document(placed + b" q 10 0 0 10 0 0 cm /Im1 Do Q", lambda pdf: {
            "/Im0": image(pdf, 2, 2, jp2("RGBA", (2, 2)), compress=False, Filter=jpx),
            "/Im1": image(pdf, 2, 2, jp2("RGB", (2, 2)), compress=False, Filter=jpx, ColorSpace=rgb,
                          BitsPerComponent=4)}),
    }
