"""Simple-font encodings: tables from a one-byte code to a glyph name.

Holds the base encodings of ISO 32000-2 Annex D (Standard, WinAnsi, MacRoman,
MacExpert, PDFDoc), the CFF predefined Expert encoding (Adobe TN 5176, Appendix B),
the built-in encodings of Symbol and ZapfDingbats (read from the standard-14 data on
first use), and the /Differences rule that edits a table.

A table is a 256-tuple of glyph names, None where the encoding assigns nothing. This
module must never guess: it does not turn names into text (``glyphnames`` does) and
never fills a code that its table leaves empty.
"""

from __future__ import annotations

# A 256-tuple: the glyph name each code selects, None where nothing is assigned.
Encoding = tuple[str | None, ...]

# The tables are written as Annex D lays them out: one row per eight codes, the first
# code in hexadecimal, "-" where nothing is assigned. Rows absent are unassigned.

# Adobe StandardEncoding, the default of a Type 1 font (Annex D.2, column STD).
_STANDARD_ROWS = """
20: space exclam quotedbl numbersign dollar percent ampersand quoteright
28: parenleft parenright asterisk plus comma hyphen period slash
30: zero one two three four five six seven
38: eight nine colon semicolon less equal greater question
40: at A B C D E F G
48: H I J K L M N O
50: P Q R S T U V W
58: X Y Z bracketleft backslash bracketright asciicircum underscore
60: quoteleft a b c d e f g
68: h i j k l m n o
70: p q r s t u v w
78: x y z braceleft bar braceright asciitilde -
A0: - exclamdown cent sterling fraction yen florin section
A8: currency quotesingle quotedblleft guillemotleft guilsinglleft guilsinglright fi fl
B0: - endash dagger daggerdbl periodcentered - paragraph bullet
B8: quotesinglbase quotedblbase quotedblright guillemotright ellipsis perthousand - questiondown
C0: - grave acute circumflex tilde macron breve dotaccent
C8: dieresis - ring cedilla - hungarumlaut ogonek caron
D0: emdash - - - - - - -
E0: - AE - ordfeminine - - - -
E8: Lslash Oslash OE ordmasculine - - - -
F0: - ae - - - dotlessi - -
F8: lslash oslash oe germandbls - - - -
"""

# WinAnsiEncoding (Annex D.2, column WIN), Windows code page 1252. Annex D's notes
# make 0xA0 a space and 0xAD a hyphen, and map every unused code above 0x20 to bullet.
_WIN_ANSI_ROWS = """
20: space exclam quotedbl numbersign dollar percent ampersand quotesingle
28: parenleft parenright asterisk plus comma hyphen period slash
30: zero one two three four five six seven
38: eight nine colon semicolon less equal greater question
40: at A B C D E F G
48: H I J K L M N O
50: P Q R S T U V W
58: X Y Z bracketleft backslash bracketright asciicircum underscore
60: grave a b c d e f g
68: h i j k l m n o
70: p q r s t u v w
78: x y z braceleft bar braceright asciitilde bullet
80: Euro bullet quotesinglbase florin quotedblbase ellipsis dagger daggerdbl
88: circumflex perthousand Scaron guilsinglleft OE bullet Zcaron bullet
90: bullet quoteleft quoteright quotedblleft quotedblright bullet endash emdash
98: tilde trademark scaron guilsinglright oe bullet zcaron Ydieresis
A0: space exclamdown cent sterling currency yen brokenbar section
A8: dieresis copyright ordfeminine guillemotleft logicalnot hyphen registered macron
B0: degree plusminus twosuperior threesuperior acute mu paragraph periodcentered
B8: cedilla onesuperior ordmasculine guillemotright onequarter onehalf threequarters questiondown
C0: Agrave Aacute Acircumflex Atilde Adieresis Aring AE Ccedilla
C8: Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis
D0: Eth Ntilde Ograve Oacute Ocircumflex Otilde Odieresis multiply
D8: Oslash Ugrave Uacute Ucircumflex Udieresis Yacute Thorn germandbls
E0: agrave aacute acircumflex atilde adieresis aring ae ccedilla
E8: egrave eacute ecircumflex edieresis igrave iacute icircumflex idieresis
F0: eth ntilde ograve oacute ocircumflex otilde odieresis divide
F8: oslash ugrave uacute ucircumflex udieresis yacute thorn ydieresis
"""

# MacRomanEncoding (Annex D.2, column MAC), 0xCA a space per Annex D's note. Annex D
# lists only its Latin characters; the Mac OS Roman symbols it leaves out (notequal,
# infinity, pi, Omega, Delta, lozenge, apple...) are filled in as poppler 22.12 and
# pdf.js read them, since a producer that asks for MacRoman means all of it.
_MAC_ROMAN_ROWS = """
20: space exclam quotedbl numbersign dollar percent ampersand quotesingle
28: parenleft parenright asterisk plus comma hyphen period slash
30: zero one two three four five six seven
38: eight nine colon semicolon less equal greater question
40: at A B C D E F G
48: H I J K L M N O
50: P Q R S T U V W
58: X Y Z bracketleft backslash bracketright asciicircum underscore
60: grave a b c d e f g
68: h i j k l m n o
70: p q r s t u v w
78: x y z braceleft bar braceright asciitilde -
80: Adieresis Aring Ccedilla Eacute Ntilde Odieresis Udieresis aacute
88: agrave acircumflex adieresis atilde aring ccedilla eacute egrave
90: ecircumflex edieresis iacute igrave icircumflex idieresis ntilde oacute
98: ograve ocircumflex odieresis otilde uacute ugrave ucircumflex udieresis
A0: dagger degree cent sterling section bullet paragraph germandbls
A8: registered copyright trademark acute dieresis notequal AE Oslash
B0: infinity plusminus lessequal greaterequal yen mu partialdiff summation
B8: product pi integral ordfeminine ordmasculine Omega ae oslash
C0: questiondown exclamdown logicalnot radical florin approxequal Delta guillemotleft
C8: guillemotright ellipsis space Agrave Atilde Otilde OE oe
D0: endash emdash quotedblleft quotedblright quoteleft quoteright divide lozenge
D8: ydieresis Ydieresis fraction currency guilsinglleft guilsinglright fi fl
E0: daggerdbl periodcentered quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute
E8: Edieresis Egrave Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex
F0: apple Ograve Uacute Ucircumflex Ugrave dotlessi circumflex tilde
F8: macron breve dotaccent ring cedilla hungarumlaut ogonek caron
"""

# MacExpertEncoding (Annex D.4).
_MAC_EXPERT_ROWS = """
20: space exclamsmall Hungarumlautsmall centoldstyle dollaroldstyle dollarsuperior ampersandsmall Acutesmall
28: parenleftsuperior parenrightsuperior twodotenleader onedotenleader comma hyphen period fraction
30: zerooldstyle oneoldstyle twooldstyle threeoldstyle fouroldstyle fiveoldstyle sixoldstyle sevenoldstyle
38: eightoldstyle nineoldstyle colon semicolon - threequartersemdash - questionsmall
40: - - - - Ethsmall - - onequarter
48: onehalf threequarters oneeighth threeeighths fiveeighths seveneighths onethird twothirds
50: - - - - - - ff fi
58: fl ffi ffl parenleftinferior - parenrightinferior Circumflexsmall hypheninferior
60: Gravesmall Asmall Bsmall Csmall Dsmall Esmall Fsmall Gsmall
68: Hsmall Ismall Jsmall Ksmall Lsmall Msmall Nsmall Osmall
70: Psmall Qsmall Rsmall Ssmall Tsmall Usmall Vsmall Wsmall
78: Xsmall Ysmall Zsmall colonmonetary onefitted rupiah Tildesmall -
80: - asuperior centsuperior - - - - Aacutesmall
88: Agravesmall Acircumflexsmall Adieresissmall Atildesmall Aringsmall Ccedillasmall Eacutesmall Egravesmall
90: Ecircumflexsmall Edieresissmall Iacutesmall Igravesmall Icircumflexsmall Idieresissmall Ntildesmall Oacutesmall
98: Ogravesmall Ocircumflexsmall Odieresissmall Otildesmall Uacutesmall Ugravesmall Ucircumflexsmall Udieresissmall
A0: - eightsuperior fourinferior threeinferior sixinferior eightinferior seveninferior Scaronsmall
A8: - centinferior twoinferior - Dieresissmall - Caronsmall osuperior
B0: fiveinferior - commainferior periodinferior Yacutesmall - dollarinferior -
B8: - Thornsmall - nineinferior zeroinferior Zcaronsmall AEsmall Oslashsmall
C0: questiondownsmall oneinferior Lslashsmall - - - - -
C8: - Cedillasmall - - - - - OEsmall
D0: figuredash hyphensuperior - - - - exclamdownsmall -
D8: Ydieresissmall - onesuperior twosuperior threesuperior foursuperior fivesuperior sixsuperior
E0: sevensuperior ninesuperior zerosuperior - esuperior rsuperior tsuperior -
E8: - isuperior ssuperior dsuperior - - - -
F0: - lsuperior Ogoneksmall Brevesmall Macronsmall bsuperior nsuperior msuperior
F8: commasuperior periodsuperior Dotaccentsmall Ringsmall - - - -
"""

# PDFDocEncoding (Annex D.2, column PDF); its control codes have no glyph names.
_PDF_DOC_ROWS = """
18: breve caron circumflex dotaccent hungarumlaut ogonek ring tilde
20: space exclam quotedbl numbersign dollar percent ampersand quotesingle
28: parenleft parenright asterisk plus comma hyphen period slash
30: zero one two three four five six seven
38: eight nine colon semicolon less equal greater question
40: at A B C D E F G
48: H I J K L M N O
50: P Q R S T U V W
58: X Y Z bracketleft backslash bracketright asciicircum underscore
60: grave a b c d e f g
68: h i j k l m n o
70: p q r s t u v w
78: x y z braceleft bar braceright asciitilde -
80: bullet dagger daggerdbl ellipsis emdash endash florin fraction
88: guilsinglleft guilsinglright minus perthousand quotedblbase quotedblleft quotedblright quoteleft
90: quoteright quotesinglbase trademark fi fl Lslash OE Scaron
98: Ydieresis Zcaron dotlessi lslash oe scaron zcaron -
A0: Euro exclamdown cent sterling currency yen brokenbar section
A8: dieresis copyright ordfeminine guillemotleft logicalnot - registered macron
B0: degree plusminus twosuperior threesuperior acute mu paragraph periodcentered
B8: cedilla onesuperior ordmasculine guillemotright onequarter onehalf threequarters questiondown
C0: Agrave Aacute Acircumflex Atilde Adieresis Aring AE Ccedilla
C8: Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis
D0: Eth Ntilde Ograve Oacute Ocircumflex Otilde Odieresis multiply
D8: Oslash Ugrave Uacute Ucircumflex Udieresis Yacute Thorn germandbls
E0: agrave aacute acircumflex atilde adieresis aring ae ccedilla
E8: egrave eacute ecircumflex edieresis igrave iacute icircumflex idieresis
F0: eth ntilde ograve oacute ocircumflex otilde odieresis divide
F8: oslash ugrave uacute ucircumflex udieresis yacute thorn ydieresis
"""

# The CFF predefined Expert encoding: a CFF program's built-in encoding when its
# Encoding offset is 1. Not a PDF base encoding.
_CFF_EXPERT_ROWS = """
20: space exclamsmall Hungarumlautsmall - dollaroldstyle dollarsuperior ampersandsmall Acutesmall
28: parenleftsuperior parenrightsuperior twodotenleader onedotenleader comma hyphen period fraction
30: zerooldstyle oneoldstyle twooldstyle threeoldstyle fouroldstyle fiveoldstyle sixoldstyle sevenoldstyle
38: eightoldstyle nineoldstyle colon semicolon commasuperior threequartersemdash periodsuperior questionsmall
40: - asuperior bsuperior centsuperior dsuperior esuperior - -
48: - isuperior - - lsuperior msuperior nsuperior osuperior
50: - - rsuperior ssuperior tsuperior - ff fi
58: fl ffi ffl parenleftinferior - parenrightinferior Circumflexsmall hyphensuperior
60: Gravesmall Asmall Bsmall Csmall Dsmall Esmall Fsmall Gsmall
68: Hsmall Ismall Jsmall Ksmall Lsmall Msmall Nsmall Osmall
70: Psmall Qsmall Rsmall Ssmall Tsmall Usmall Vsmall Wsmall
78: Xsmall Ysmall Zsmall colonmonetary onefitted rupiah Tildesmall -
A0: - exclamdownsmall centoldstyle Lslashsmall - - Scaronsmall Zcaronsmall
A8: Dieresissmall Brevesmall Caronsmall - Dotaccentsmall - - Macronsmall
B0: - - figuredash hypheninferior - - Ogoneksmall Ringsmall
B8: Cedillasmall - - - onequarter onehalf threequarters questiondownsmall
C0: oneeighth threeeighths fiveeighths seveneighths onethird twothirds - -
C8: zerosuperior onesuperior twosuperior threesuperior foursuperior fivesuperior sixsuperior sevensuperior
D0: eightsuperior ninesuperior zeroinferior oneinferior twoinferior threeinferior fourinferior fiveinferior
D8: sixinferior seveninferior eightinferior nineinferior centinferior dollarinferior periodinferior commainferior
E0: Agravesmall Aacutesmall Acircumflexsmall Atildesmall Adieresissmall Aringsmall AEsmall Ccedillasmall
E8: Egravesmall Eacutesmall Ecircumflexsmall Edieresissmall Igravesmall Iacutesmall Icircumflexsmall Idieresissmall
F0: Ethsmall Ntildesmall Ogravesmall Oacutesmall Ocircumflexsmall Otildesmall Odieresissmall OEsmall
F8: Oslashsmall Ugravesmall Uacutesmall Ucircumflexsmall Udieresissmall Yacutesmall Thornsmall Ydieresissmall
"""


def _table(rows: str) -> Encoding:
    """Build a 256-tuple from the row text above; a malformed row is a bug, so it raises."""
    table: list[str | None] = [None] * 256
    for line in rows.strip().splitlines():
        label, names = line.split(":")
        first = int(label, 16)
        for offset, name in enumerate(names.split()):
            table[first + offset] = None if name == "-" else name
    return tuple(table)


STANDARD = _table(_STANDARD_ROWS)
WIN_ANSI = _table(_WIN_ANSI_ROWS)
MAC_ROMAN = _table(_MAC_ROMAN_ROWS)
MAC_EXPERT = _table(_MAC_EXPERT_ROWS)
PDF_DOC = _table(_PDF_DOC_ROWS)
CFF_EXPERT = _table(_CFF_EXPERT_ROWS)

# The values a font's /Encoding or /BaseEncoding may name (ISO 32000-2 §9.6.5.1).
# StandardEncoding is not among them, but producers write it and every reader accepts it.
_BASE_ENCODINGS = {
    "StandardEncoding": STANDARD,
    "WinAnsiEncoding": WIN_ANSI,
    "MacRomanEncoding": MAC_ROMAN,
    "MacExpertEncoding": MAC_EXPERT,
}


def base_encoding(name: str) -> Encoding | None:
    """The table a base-encoding name stands for ("/WinAnsiEncoding" or without the
    slash), or None for a name ISO 32000 does not define for fonts."""
    if not isinstance(name, str):
        return None
    return _BASE_ENCODINGS.get(name[1:] if name.startswith("/") else name)


def apply_differences(base: Encoding, differences: list) -> Encoding:
    """A copy of *base* edited by a /Differences array (ISO 32000-2 §9.6.5.1).

    *differences* holds integers (the next code) and glyph names (str, with or without
    the slash), each name taking the current code and advancing it. Names before the
    first integer, codes outside 0..255 and entries of other types are skipped: a
    damaged array still edits what it can. ``.notdef`` is kept as written.
    """
    table = list(base)
    code = None
    for item in differences:
        if isinstance(item, str):
            if code is None:
                continue
            name = item[1:] if item.startswith("/") else item
            if 0 <= code <= 255 and name:
                table[code] = name
            code += 1
        elif not isinstance(item, bool):
            code = _as_code(item)
    return tuple(table)


def _as_code(item) -> int | None:
    # An integral real (32.0) is read as the integer: writers that emit reals here
    # exist, and no reader refuses them. Anything else stops the run of names.
    try:
        code = int(item)
    except (TypeError, ValueError, OverflowError):
        return None
    return code if code == item else None


def __getattr__(name: str) -> Encoding:
    # SYMBOL and ZAPF_DINGBATS come from the generated standard-14 data (the AFM files'
    # encodings), loaded only when first asked for.
    if name in ("SYMBOL", "ZAPF_DINGBATS"):
        from pdftk_text.fonts import standard14

        font = standard14.lookup("Symbol" if name == "SYMBOL" else "ZapfDingbats")
        value = font.encoding
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
