"""pdf-images --list against poppler's pdfimages -list, run live, on hand-made PDFs (one
construct each) and on the PDFs Debian ships under /usr/share/doc on this machine."""

import glob
import os
import io
import shutil
import subprocess

import pytest

from images_handmade import cases, drawn_cases
from pdftk_text.cli.pdf_images import main

CASES = {**cases(), **drawn_cases()}
# Real documents Debian ships (texlive-base), copied into the corpus with their licences.
SHIPPED = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "corpus", "third-party", "*.pdf")))


def referee_list(path, *extra):
    assert shutil.which("pdfimages"), "referee pdfimages (poppler-utils) is missing"
    return subprocess.run(["pdfimages", "-list", *extra, str(path)], capture_output=True, check=True).stdout


def ours(argv):
    out, err = io.BytesIO(), io.StringIO()
    code = main(argv, stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


@pytest.mark.parametrize("name", sorted(CASES))
def test_listing_equals_pdfimages(tmp_path, name):
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(CASES[name])
    assert ours(["--list", str(path)]) == referee_list(path)


def test_page_range_equals_first_last(tmp_path):
    from images_handmade import document, image, RGB_2x2
    import pikepdf
    path = tmp_path / "three.pdf"
    path.write_bytes(document(b"q 10 0 0 10 0 0 cm /Im0 Do Q", lambda pdf: {"/Im0": image(
        pdf, 2, 2, RGB_2x2, ColorSpace=pikepdf.Name.DeviceRGB, BitsPerComponent=8)}, pages=3))
    assert ours(["--list", "--pages", "2-3", str(path)]) == referee_list(path, "-f", "2", "-l", "3")


def test_shipped_pdfs_with_images_list_as_pdfimages():
    with_images = [p for p in SHIPPED if referee_list(p).count(b"\n") > 2]
    assert len(with_images) == 4, "expected the four texlive documentation PDFs in corpus/third-party"
    differing = [p for p in with_images if ours(["--list", p]) != referee_list(p)]
    assert differing == []


def test_no_images_prints_the_header_only(tmp_path):
    from images_handmade import document
    path = tmp_path / "empty.pdf"
    path.write_bytes(document(b"0 0 10 10 re f"))
    assert ours(["--list", str(path)]) == referee_list(path)
    assert ours(["--list", str(path)]).count(b"\n") == 2


def test_records_carry_the_listing_fields(tmp_path):
    import orjson
    path = tmp_path / "masked.pdf"
    path.write_bytes(CASES["mask-and-smask"])
    records = [orjson.loads(line) for line in ours([str(path)]).splitlines()]
    assert [r["type"] for r in records] == ["document", "page", "image", "image", "image", "image"]
    image, smask = records[4], records[5]
    assert (image["kind"], smask["kind"], smask["object"], smask["color"]) == ("image", "smask", image["object"], "gray")
    assert list(image) == ["type", "page", "id", "bbox", "kind", "width", "height", "color", "components", "bpc",
                           "encoding", "filters", "interpolate", "object", "inline", "x_ppi", "y_ppi", "size",
                           "decoded_size", "stream", "op"]
    assert image["bbox"] == [0.0, 442.0, 200.0, 492.0]
