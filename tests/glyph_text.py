#!/usr/bin/env python3
"""Print the text of one page's glyph records (content order, white space dropped)."""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as handle:
    glyphs = (json.loads(line) for line in handle)
    print("".join(g["text"] for g in glyphs if g["type"] == "glyph" and g["page"] == int(sys.argv[2])
                  and not g["text"].isspace()))
