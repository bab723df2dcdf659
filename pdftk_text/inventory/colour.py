"""The colour section (colour spaces in use, ICC profiles, separations, DeviceN, patterns,
shadings) and the images section (each image XObject once, with its declared form).

Read from the resources of the selected pages, forms within them included (each object
once). This module must never decode image data or an ICC profile beyond its header.
"""

from collections import Counter

import pikepdf

from ..pdf import streams

from .pages import inherited
from .values import name

MAX_RESOURCES = 100_000   # resource dictionaries visited per document; beyond, hostile


def _space_name(space):
    if isinstance(space, pikepdf.Name):
        return str(space)[1:]
    if isinstance(space, pikepdf.Array) and len(space) and isinstance(space[0], pikepdf.Name):
        return str(space[0])[1:]
    return "unknown"


class _Scan:
    def __init__(self):
        self.spaces, self.icc, self.separations = Counter(), {}, set()
        self.devicen, self.patterns, self.shadings = set(), set(), set()
        self.images, self.seen = {}, set()

    def space(self, space):
        kind = _space_name(space)
        self.spaces[kind] += 1
        if kind == "ICCBased" and isinstance(space[1], pikepdf.Stream):
            profile = space[1]
            try:
                header = streams.read_bytes(profile)[:128]
            except streams.StreamTooLarge as error:
                header = error.prefix[:128]
            except pikepdf.PdfError:
                header = b""
            self.icc[repr(list(profile.objgen))] = {
                "components": int(profile.stream_dict.get("/N", 0)),
                "class": header[12:16].decode("latin-1").strip() or None,
                "space": header[16:20].decode("latin-1").strip() or None,
                "version": f"{header[8]}.{header[9] >> 4}" if len(header) > 9 else None}
        elif kind == "Separation" and len(space) > 1:
            self.separations.add(name(space[1]) or "?")
        elif kind == "DeviceN" and len(space) > 1 and isinstance(space[1], pikepdf.Array):
            self.devicen.add(" ".join(name(c) or "?" for c in space[1]))
        if kind == "Indexed" and len(space) > 1:
            self.space(space[1])

    def resources(self, res):
        if not isinstance(res, pikepdf.Dictionary) or len(self.seen) > MAX_RESOURCES:
            return
        if res.is_indirect:
            if res.objgen in self.seen:
                return
            self.seen.add(res.objgen)
        for key, value in _items(res.get("/ColorSpace")):
            self.space(value)
        for key, value in _items(res.get("/Pattern")):
            self.patterns.add(repr(value.objgen) if value.is_indirect else key)
        for key, value in _items(res.get("/Shading")):
            self.shadings.add(repr(value.objgen) if value.is_indirect else key)
        for key, value in _items(res.get("/XObject")):
            if not isinstance(value, pikepdf.Stream) or value.objgen in self.seen:
                continue
            self.seen.add(value.objgen)
            head = value.stream_dict
            if head.get("/Subtype") == pikepdf.Name.Image:
                self._image(value, head)
            elif head.get("/Subtype") == pikepdf.Name.Form:
                self.resources(head.get("/Resources"))

    def _image(self, image, head):
        space = head.get("/ColorSpace")
        if space is not None:
            self.space(space)
        filters = head.get("/Filter")
        filters = [filters] if isinstance(filters, pikepdf.Name) else list(filters or [])
        self.images[repr(list(image.objgen))] = {
            "object": list(image.objgen), "width": int(head.get("/Width", 0)), "height": int(head.get("/Height", 0)),
            "bits": int(head.get("/BitsPerComponent", 0)) if "/BitsPerComponent" in head else None,
            "colour-space": _space_name(space) if space is not None else None,
            "filters": [name(f) for f in filters], "mask": "/SMask" in head or "/Mask" in head,
            "stream-bytes": int(head.get("/Length", 0))}


def _items(group):
    if not isinstance(group, pikepdf.Dictionary):
        return []
    return [(key, group.get(key)) for key in sorted(group.keys())]


def scan(pdf, pages):
    found = _Scan()
    for number in pages:
        found.resources(inherited(pdf.pages[number - 1].obj, "/Resources"))
    return found


def section(found):
    return {"spaces": dict(sorted(found.spaces.items())), "icc-profiles": [found.icc[k] for k in sorted(found.icc)],
            "separations": sorted(found.separations), "devicen": sorted(found.devicen),
            "patterns": len(found.patterns), "shadings": len(found.shadings)}


def images(found):
    listed = [found.images[k] for k in sorted(found.images)]
    return {"count": len(listed), "images": listed}
