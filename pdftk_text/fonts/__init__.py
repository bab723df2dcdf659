"""The font layer: what a font's objects and program say a code shows."""

import os


def read_data(name):
    """The JSON file ``name`` of the package's ``data/`` (the glyph lists, the standard
    fonts' metrics), parsed: read from beside this module without importlib.resources,
    and the json package imported by the first file read (a document whose fonts all
    carry ToUnicode and /Widths reads none)."""
    import json
    with open(os.path.join(os.path.dirname(__file__), "data", name), "rb") as handle:
        return json.loads(handle.read())
