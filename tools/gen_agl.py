#!/usr/bin/env python3
"""Generate pdftk_text/fonts/data/agl.json from the Adobe Glyph List fontTools ships.

Build-time only: reads fontTools.agl's tables (glyphlist.txt, the AGL of the AGL
specification's mapping, aglfn.txt, the AGL for New Fonts, and the ITC Zapf Dingbats
list) and writes them as the text each name stands for, with Adobe's notice copied to
data/AGL-NOTICE.txt. The library reads the JSON (``fonts/glyphnames.py``): building
fontTools' tables at import costs about 5 ms, a tenth of a one-page command. The
library never imports this script.

Usage: python3 tools/gen_agl.py [--out-dir DIR]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from fontTools import agl


def tables() -> dict:
    """{"agl": {name: text}, "aglfn": {"%04X" code: name}, "zapf_dingbats": [text or None,
    indexed by the number of aN]}. The AGLFN (the list for new fonts) is the name an sfnt
    program's glyph is given from its Unicode cmap when its post table names none."""
    names = {name: "".join(map(chr, codes)) for name, codes in sorted(agl.LEGACY_AGL2UV.items())}
    new_fonts = {"%04X" % code: name for code, name in sorted(agl.UV2AGL.items())}
    dingbats = [None if char == " " else char for char in agl._AGL_ZAPF_DINGBATS]
    return {"source": "fontTools.agl " + _version(), "agl": names, "aglfn": new_fonts, "zapf_dingbats": dingbats}


def notice() -> str:
    """Adobe's notice: the comment lines heading glyphlist.txt, up to its format's description."""
    lines = []
    for line in agl._aglText.splitlines():
        text = line[2:] if line.startswith("# ") else line[1:]
        if not line.startswith("#") or text.startswith("Format:"):
            break
        lines.append(text)
    return "\n".join("" if set(line) == {"-"} else line for line in lines).strip() + "\n"


def _version() -> str:
    import fontTools
    return fontTools.version


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path,
                        default=Path(__file__).resolve().parent.parent / "pdftk_text" / "fonts" / "data")
    args = parser.parse_args(argv)
    (args.out_dir / "agl.json").write_text(
        json.dumps(tables(), ensure_ascii=True, sort_keys=True, separators=(",", ":")) + "\n", encoding="ascii")
    (args.out_dir / "AGL-NOTICE.txt").write_text(notice(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
