#!/usr/bin/env python3
"""Generate pdftk_text/fonts/data/standard14.json from Adobe's Core 14 AFM files.

Build-time only: reads the AFM files matplotlib ships (mpl-data/fonts/pdfcorefonts)
with a small AFM reader of our own, and writes, per font, the metrics extraction needs
— FontBBox, Ascender, Descender, CapHeight, XHeight, ItalicAngle, IsFixedPitch,
whether the font is symbolic, widths by glyph name, the built-in encoding — plus the
copyright notice each AFM carries. It also copies Adobe's redistribution notice to
data/STANDARD14-NOTICE.txt. The library never imports this script or matplotlib.

Usage: python3 tools/gen_standard14.py [--afm-dir DIR] [--out-dir DIR]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

FONTS = (
    "Courier", "Courier-Bold", "Courier-BoldOblique", "Courier-Oblique",
    "Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Oblique",
    "Symbol",
    "Times-Bold", "Times-BoldItalic", "Times-Italic", "Times-Roman",
    "ZapfDingbats",
)

NOTICE_HEADER = """\
Standard 14 font metrics
========================

pdftk_text/fonts/data/standard14.json is derived from the Adobe Core 14 AFM files
(as shipped in matplotlib's mpl-data/fonts/pdfcorefonts, downloaded by matplotlib's
developers from http://partners.adobe.com/public/developer/font/index.html) by
tools/gen_standard14.py.

Modification notice: the AFM files are not distributed here. The JSON file holds,
per font, a subset of each AFM file's data (font bounding box, ascender, descender,
cap height, x-height, italic angle, fixed pitch, encoding scheme, character widths
and codes) rewritten as JSON, together with each AFM file's copyright notice; kerning
pairs, character bounding boxes, ligatures and comments were dropped.

The AFM files came with this notice, reproduced unmodified:

"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--afm-dir", type=Path, default=None, help="directory of the 14 AFM files")
    parser.add_argument("--out-dir", type=Path, default=Path(__file__).resolve().parent.parent / "pdftk_text" / "fonts" / "data")
    args = parser.parse_args(argv)
    afm_dir = args.afm_dir or find_afm_dir()
    fonts = {name: read_afm((afm_dir / f"{name}.afm").read_text(encoding="latin-1")) for name in FONTS}
    args.out_dir.mkdir(parents=True, exist_ok=True)
    (args.out_dir / "standard14.json").write_text(dump_fonts(fonts), encoding="ascii")
    readme = (afm_dir / "readme.txt").read_text(encoding="latin-1")
    (args.out_dir / "STANDARD14-NOTICE.txt").write_text(NOTICE_HEADER + adobe_notice(readme), encoding="utf-8")
    return 0


def find_afm_dir() -> Path:
    import matplotlib  # build-time only

    return Path(matplotlib.get_data_path()) / "fonts" / "pdfcorefonts"


def adobe_notice(readme: str) -> str:
    """Adobe's paragraph from matplotlib's readme, without matplotlib's own preface."""
    start = readme.index("This file and the 14 PostScript(R) AFM files")
    return readme[start:].rstrip() + "\n"


def read_afm(text: str) -> dict:
    """The facts we keep from one AFM file (Adobe TN 5004), as JSON-ready values."""
    header: dict[str, str] = {}
    widths: dict[str, int] = {}
    encoding: list[str | None] = [None] * 256
    in_metrics = False
    for line in text.splitlines():
        key, _, value = line.strip().partition(" ")
        if key == "StartCharMetrics":
            in_metrics = True
        elif key == "EndCharMetrics":
            in_metrics = False
        elif in_metrics and key == "C":
            code, width, name = read_char_metrics(line)
            widths[name] = width
            if 0 <= code <= 255:
                encoding[code] = name
        elif not in_metrics and key and key not in header:
            header[key] = value.strip()
    return {
        "FontName": header["FontName"],
        "FontBBox": [int(v) for v in header["FontBBox"].split()],
        "Ascender": optional_int(header.get("Ascender")),
        "Descender": optional_int(header.get("Descender")),
        "CapHeight": optional_int(header.get("CapHeight")),
        "XHeight": optional_int(header.get("XHeight")),
        "ItalicAngle": number(header["ItalicAngle"]),
        "IsFixedPitch": header.get("IsFixedPitch") == "true",
        # FontSpecific is how the AFM says the font is symbolic (ISO 32000-2 §9.8.2).
        "Symbolic": header.get("EncodingScheme") == "FontSpecific",
        "Notice": header.get("Notice", ""),
        "Widths": widths,
        "Encoding": encoding,
    }


def read_char_metrics(line: str) -> tuple[int, int, str]:
    """Code, width and name from one ``C 65 ; WX 667 ; N A ; B ...`` line."""
    fields = {}
    for part in line.split(";"):
        words = part.split()
        if len(words) >= 2:
            fields[words[0]] = words[1]
    return int(fields["C"]), int(float(fields["WX"])), fields["N"]


def optional_int(value: str | None) -> int | None:
    return None if value is None else int(float(value))


def number(value: str) -> int | float:
    result = float(value)
    return int(result) if result.is_integer() else result


def dump_fonts(fonts: dict[str, dict]) -> str:
    """Compact JSON, sorted keys, one font per line so a regenerated file diffs well."""
    lines = [
        f"{json.dumps(name)}:{json.dumps(fonts[name], sort_keys=True, separators=(',', ':'))}"
        for name in sorted(fonts)
    ]
    return '{"fonts":{\n' + ",\n".join(lines) + "\n}}\n"


if __name__ == "__main__":
    sys.exit(main())
