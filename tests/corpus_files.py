#!/usr/bin/env python3
"""Print the corpus PDFs a referee can judge (the manifest's files, bad inputs left out)."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
    print(" ".join(e["file"] for e in json.load(handle)["files"] if e.get("kind") not in ("bad-input", "hostile")))
