"""The pages section: count, distinct boxes, rotations and UserUnit values.

Boxes are read as written (inherited ones included), each distinct rectangle counted.
This module must never interpret page content.
"""

from collections import Counter

import pikepdf

from .values import box, number

BOXES = ("/MediaBox", "/CropBox", "/BleedBox", "/TrimBox", "/ArtBox")


def inherited(page, key):
    node, hops = page, 0
    while isinstance(node, pikepdf.Dictionary) and hops < 64:
        if key in node:
            return node.get(key)
        node, hops = node.get("/Parent"), hops + 1
    return None


def section(pdf, pages):
    boxes = {key[1:]: Counter() for key in BOXES}
    rotations, units = Counter(), Counter()
    for number_ in pages:
        page = pdf.pages[number_ - 1].obj
        for key in BOXES:
            value = box(inherited(page, key) if key in ("/MediaBox", "/CropBox") else page.get(key))
            if value is not None:
                boxes[key[1:]][" ".join(f"{x:.2f}" for x in value)] += 1
        rotate = inherited(page, "/Rotate")
        rotations[str(int(rotate) % 360 if isinstance(rotate, int) else 0)] += 1
        unit = number(page.get("/UserUnit")) if "/UserUnit" in page else 1
        units[f"{unit:g}"] += 1
    return {"count": len(pdf.pages), "selected": len(pages),
            "boxes": {k: dict(sorted(v.items())) for k, v in boxes.items()},
            "rotations": dict(sorted(rotations.items())), "user-units": dict(sorted(units.items()))}
