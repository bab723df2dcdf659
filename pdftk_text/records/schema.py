"""The record schemas, documented field by field.

Each record type lists its fields in the order they are written: ``type`` first, then
``page``, ``id``, ``bbox``, ``text`` where present, then the rest. All coordinates are in
one frame: the page as displayed (crop box, after /Rotate, scaled by /UserUnit), origin
top left, y down, in points. Floats carry at most ``PRECISION`` decimals. This module
holds data only; it must never import the rest of the library.
"""

PRECISION = 3   # decimals kept on every float: 1/1000 pt is below any referee's tolerance

QUAD_ORDER = "upper-left, upper-right, lower-left, lower-right (x, y pairs), as PyMuPDF's Quad"

FIELDS = {
    "document": (
        ("type", "str", "\"document\""),
        ("source", "str", "the path given on the command line, or \"-\" for stdin"),
        ("sha256", "str", "hex digest of the file's bytes"),
        ("pages", "int", "number of pages in the document"),
        ("version", "str", "PDF version from the header (or the catalog's /Version when later)"),
        ("producer", "str|null", "/Producer from the Info dictionary"),
        ("creator", "str|null", "/Creator from the Info dictionary"),
        ("tagged", "bool", "the catalog's /MarkInfo /Marked is true and a structure tree exists"),
        ("encrypted", "bool", "the file is encrypted (and was opened)"),
        ("repaired", "bool", "the file was damaged and repaired to be read"),
        ("schema", "str", "version of these record schemas"),
    ),
    "page": (
        ("type", "str", "\"page\""),
        ("page", "int", "1-based page number"),
        ("label", "str", "the page label (/PageLabels), else the page number"),
        ("width", "float", "displayed width in points (crop box after /Rotate, times /UserUnit)"),
        ("height", "float", "displayed height in points"),
        ("rotation", "int", "/Rotate normalised to 0, 90, 180 or 270"),
        ("user_unit", "float", "/UserUnit (1 when absent)"),
        ("boxes", "object", "media, crop, bleed, trim, art boxes in PDF user space [x0, y0, x1, y1], normalised"),
        ("matrix", "array", "[a, b, c, d, e, f] mapping this record frame to PDF user space"),
    ),
    "glyph": (
        ("type", "str", "\"glyph\""),
        ("page", "int", "1-based page number"),
        ("id", "int", "index of the glyph on its page, in content order, from 0"),
        ("bbox", "array", "[x0, y0, x1, y1] envelope of the quad"),
        ("text", "str", "Unicode text of the glyph (\"\" for the later glyphs of an ActualText span, for a font whose CMap data is not installed, and on an unreadable page)"),
        ("code", "int", "the character code as shown in the string"),
        ("font", "str", "the font's /BaseFont (subset prefix kept), or its resource name"),
        ("size", "float", "effective font size: Tf size times the vertical scale of the text rendering matrix"),
        ("origin", "array", "[x, y] of the glyph origin on the baseline"),
        ("advance", "float", "distance to the next glyph's origin along the baseline, in points"),
        ("quad", "array", "the glyph box corners: " + QUAD_ORDER),
        ("fill", "array", "fill colour components"),
        ("fill_space", "str", "fill colour space family (DeviceGray, DeviceRGB, DeviceCMYK, ICCBased, Pattern, ...)"),
        ("stroke", "array", "stroke colour components"),
        ("stroke_space", "str", "stroke colour space family"),
        ("render", "int", "text render mode 0-7 (3 and 7 are invisible)"),
        ("flags", "array", "visibility facts: hidden-by-oc, invisible-render-mode, outside-crop-box, clipped, covered-by-image, from-annotation, in-type3-glyph (shown by a Type 3 glyph procedure)"),
        ("map", "str", "what mapped the code to text: actualtext, tounicode, encoding, glyph-name, builtin, standard14, cid-collection (an Adobe collection's CID-to-Unicode map), font-cmap (an embedded TrueType's cmap read backwards), none. Every source but none is certain; a page where fewer than half the glyphs have one is unreadable (extraction.text-unreadable) and its glyphs carry text \"\""),
        ("mcid", "int|null", "marked-content id of the innermost marked section that has one"),
        ("artifact", "bool", "inside an /Artifact marked section"),
        ("actualtext", "int|null", "id of the ActualText span the glyph belongs to, unique on the page"),
        ("lang", "str|null", "/Lang of the innermost marked section that sets one"),
        ("stream", "str", "the content stream: \"page\", \"annot N\" or the object \"N G\" of a form XObject"),
        ("op", "int", "index of the show operator within that stream, from 0"),
        ("index", "int", "index of the glyph within the operator's string(s), from 0"),
    ),
    "image": (
        ("type", "str", "\"image\""),
        ("page", "int", "1-based page number"),
        ("id", "int", "the row's number in pdfimages -list (from 0, across the document; a mask or soft mask has its own)"),
        ("bbox", "array", "[x0, y0, x1, y1] envelope of the placement (the unit square through the CTM)"),
        ("kind", "str", "image, stencil (an /ImageMask), mask (an image's /Mask stream) or smask (its /SMask)"),
        ("width", "int", "/Width in samples"),
        ("height", "int", "/Height in samples"),
        ("color", "str", "pdfimages' colour column: gray, rgb, cmyk, lab, icc, index, sep, devn or -"),
        ("components", "int", "components per pixel (1 for masks and indexed images)"),
        ("bpc", "int", "bits per component"),
        ("encoding", "str", "pdfimages' enc column: jpeg, jpx, jbig2, ccitt or image (the last filter decides)"),
        ("filters", "array", "the filter names, in decoding order, abbreviations expanded"),
        ("interpolate", "bool", "/Interpolate"),
        ("object", "str|null", "\"num gen\" of the image XObject (a mask's is its image's), null when inline or direct"),
        ("inline", "bool", "an inline image (BI ... ID ... EI)"),
        ("x_ppi", "float|null", "horizontal resolution of the placement, as pdfimages computes it (null when infinite)"),
        ("y_ppi", "float|null", "vertical resolution"),
        ("size", "int", "encoded bytes (an inline image's real data length; pdfimages -list prints 0 for them)"),
        ("decoded_size", "int", "bytes the declared samples take: width x height x components x bpc / 8"),
        ("stream", "str", "the content stream that painted it: \"page\", \"annot N\" or a form's \"N G\""),
        ("op", "int", "index of the Do or inline image operator within that stream"),
        ("files", "array", "with --extract only: the files written for the row (a .jb2g or .params after its image)"),
    ),
    "line": (
        ("type", "str", "\"line\" (written before its words)"),
        ("page", "int", "1-based page number"),
        ("id", "int", "index of the line on its page, in written order, from 0"),
        ("bbox", "array", "[x0, y0, x1, y1] envelope of its words"),
        ("text", "str", "its words' texts joined by one space, in logical order"),
        ("words", "array", "[first, last] ids of its words (inclusive), which follow it in reading order"),
        ("direction", "str", "ltr, rtl (its first strong character is right-to-left) or ttb (vertical writing)"),
        ("angle", "int", "baseline angle in whole degrees, counter-clockwise as seen (0 upright, 90 reading upwards)"),
        ("baseline", "array", "[x0, y0, x1, y1]: the baseline from the line's start to its end along its direction"),
        ("size", "float", "the largest glyph size on the line's own baseline"),
        ("hyphen", "str|null", "the line ends in U+002D, U+2010 or a drawn U+00AD: that character; else null"),
        ("next_lower", "bool|null", "with a hyphen: the next line on the page starts in lower case; else null"),
    ),
    "word": (
        ("type", "str", "\"word\""),
        ("page", "int", "1-based page number"),
        ("id", "int", "index of the word on its page, in written order, from 0"),
        ("bbox", "array", "[x0, y0, x1, y1] envelope of its glyphs' boxes"),
        ("text", "str", "its glyphs' text in logical order (right-to-left runs reversed, digits kept), ligatures U+FB00-FB17 expanded"),
        ("glyphs", "array", "[first, last] glyph ids it spans (inclusive); copies merged as fake bold belong to no word"),
        ("font", "str", "font of its first glyph in content order"),
        ("size", "float", "size of that glyph"),
        ("direction", "str", "ltr, rtl (holds a strong right-to-left character) or ttb (vertical writing)"),
        ("angle", "int", "its line's baseline angle in whole degrees, counter-clockwise as seen"),
        ("baseline", "array", "[x0, y0, x1, y1]: the baseline under the word along its direction"),
        ("line", "int", "id of its line"),
    ),
    "diagnostic": (
        ("type", "str", "\"diagnostic\""),
        ("page", "int|null", "the page it concerns, or null for the document"),
        ("code", "str", "a stable code (see DIAGNOSTICS in the man page)"),
        ("severity", "str", "warning or info"),
        ("message", "str", "what happened, in one sentence"),
    ),
}


def field_names(record_type):
    """The field names of a record type, in written order."""
    return tuple(name for name, _, _ in FIELDS[record_type])
