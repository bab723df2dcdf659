"""Overlays (pdf-export -f svg): what the stream holds, drawn over the page.

The two-column check locates each of the manifest's reading-order fragments of
lo-columns-untagged.pdf with PyMuPDF (independent of our reading) and reads, from the
SVG, the order number of the block drawn around it: the numbers must rise in source
order, down the left column then the right. A headless Chromium (installed by
tests/run) rasterises an overlay to prove a browser opens it.
"""

import io
import json
import os
import shutil

import orjson
from lxml import etree

from pdftk_text.cli import pdf_export, pdf_search

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
SVG = "{http://www.w3.org/2000/svg}"


def _export(tmp_path, *argv, stdin=None):
    out, err = io.BytesIO(), io.StringIO()
    code = pdf_export.main(["-f", "svg", "--out", str(tmp_path), *argv], stdin=stdin, stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue().decode().split()


def _manifest(name):
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        return next(e for e in json.load(handle)["files"] if e["file"] == name)


def _numbered_blocks(svg_path):
    tree = etree.parse(svg_path)
    return [(int(r.get("data-order")) + 1, [float(r.get(k)) for k in ("x", "y", "width", "height")])
            for r in tree.iter(f"{SVG}rect") if r.get("data-order") is not None]


def test_order_numbers_run_down_each_column_in_source_order(tmp_path):
    import pymupdf
    name = "lo-columns-untagged.pdf"
    paths = _export(tmp_path, os.path.join(CORPUS, name))
    blocks = _numbered_blocks(paths[0])
    page = pymupdf.open(os.path.join(CORPUS, name))[0]
    numbers = []
    for fragment in _manifest(name)["reading_order"]:
        rect = page.search_for(fragment)[0]
        cx, cy = (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2
        around = [n for n, (x, y, w, h) in blocks if x <= cx <= x + w and y <= cy <= y + h]
        assert len(around) == 1, (fragment, around)
        numbers.append(around[0])
    assert numbers == sorted(numbers)
    left = [n for n, (x, _, w, _) in blocks if x + w < 300 and w < 250]
    right = [n for n, (x, _, w, _) in blocks if x > 300]
    assert left and right and max(left[:2]) < min(right)      # the two-column set: left first


def test_every_overlay_is_valid_svg_with_a_legend_and_the_page_beneath(tmp_path):
    paths = _export(tmp_path, os.path.join(CORPUS, "rl-multipage.pdf"))
    assert [os.path.basename(p) for p in paths] == [f"rl-multipage-page-{n}.svg" for n in range(1, 6)]
    for path in paths:
        root = etree.parse(path).getroot()
        assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 612 792"
        classes = [g.get("class") for g in root.iter(f"{SVG}g")]
        assert {"glyphs", "words", "lines", "blocks", "legend"} <= set(classes)
        image = root.find(f"{SVG}image")
        href = image.get("{http://www.w3.org/1999/xlink}href")
        assert os.path.exists(os.path.join(tmp_path, href))


def test_a_stream_from_stdin_says_the_page_is_not_rendered(tmp_path):
    out = io.BytesIO()
    assert pdf_search.main(["--keep-pages", "harbour", os.path.join(CORPUS, "rl-multipage.pdf")], stdout=out) == 0
    stream = out.getvalue()
    # A stream names its source; rendering is refused when the source is not the same file.
    records = [orjson.loads(line) for line in stream.splitlines()]
    records[0]["source"] = "-"
    stdin = io.BytesIO(b"".join(orjson.dumps(r) + b"\n" for r in records))
    paths = _export(tmp_path, stdin=stdin)
    root = etree.parse(paths[0]).getroot()
    note = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "no-render"]
    assert note and "not rendered" in note[0]


def test_search_hits_piped_in_are_drawn_as_their_quads(tmp_path):
    out = io.BytesIO()
    pdf_search.main(["--keep-pages", "Marker for page", os.path.join(CORPUS, "rl-multipage.pdf")], stdout=out)
    hits = [r for r in map(orjson.loads, out.getvalue().splitlines()) if r["type"] == "hit"]
    paths = _export(tmp_path, stdin=io.BytesIO(out.getvalue()))
    assert len(paths) == 5
    for hit in hits:
        root = etree.parse(paths[hit["page"] - 1]).getroot()
        group = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "hits")
        drawn = [[float(v) for pair in p.get("points").split() for v in pair.split(",")]
                 for p in group.iter(f"{SVG}polygon")]
        q = hit["quads"][0]
        assert [round(v, 1) for v in (q[0], q[1], q[2], q[3], q[6], q[7], q[4], q[5])] in \
            [[round(v, 1) for v in d] for d in drawn]


def test_hidden_and_invisible_glyphs_are_drawn_apart(tmp_path):
    paths = _export(tmp_path, os.path.join(CORPUS, "rl-invisible.pdf"))
    root = etree.parse(paths[0]).getroot()
    assert "glyph-invisible" in {p.get("class") for p in root.iter(f"{SVG}polygon")}
    paths = _export(tmp_path, "--keep-hidden", os.path.join(CORPUS, "pike-layers.pdf"))
    root = etree.parse(paths[0]).getroot()
    classes = {p.get("class") for p in root.iter(f"{SVG}polygon")}
    assert {"glyph-hidden", "glyph"} <= classes


def test_svg_needs_a_directory():
    err = io.StringIO()
    assert pdf_export.main(["-f", "svg", os.path.join(CORPUS, "rl-words.pdf")], stdout=io.BytesIO(), stderr=err) == 2
    assert "--out DIR" in err.getvalue()


def test_a_browser_opens_the_overlay(tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    assert browser, "tests/run installs chromium (Debian) for this test"
    paths = _export(tmp_path, "--png", os.path.join(CORPUS, "lo-columns-untagged.pdf"))
    png = paths[0][:-4] + ".overlay.png"
    from PIL import Image
    with Image.open(png) as image:
        assert image.size[0] >= 590
        colours = image.convert("RGB").getcolors(1 << 20)
    block_orange = (0xe6, 0x51, 0x00)
    assert any(abs(c[1][0] - block_orange[0]) < 40 and abs(c[1][1] - block_orange[1]) < 40
               and c[1][2] < 60 for c in colours), "no block outline in the rasterised overlay"
