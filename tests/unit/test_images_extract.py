"""pdf-images --extract against poppler's pdfimages -all, run live: the same file names,
passed-through files byte for byte, decoded PNG/TIFF files with the same samples
(compared pixel for pixel with Pillow)."""

import io
import os
import shutil
import subprocess
import zlib

import orjson
import pytest
from PIL import Image as PilImage

from images_handmade import COMPONENTS_ONLY, cases, drawn_cases, encoded_cases
from pdftk_text.cli.pdf_images import main
from pdftk_text.images.png import GRAY, PngWriter
from pdftk_text.images.tiff import TiffCmykWriter

DRAWN = drawn_cases()      # JPX data passes through; the rest is decoded
DECODED = {**cases(), **{name: data for name, data in DRAWN.items() if not name.startswith("jpx")}}
PASSED = {**encoded_cases(), **{name: data for name, data in DRAWN.items() if name.startswith("jpx")}}


def extract_both(tmp_path, name, data):
    assert shutil.which("pdfimages"), "referee pdfimages (poppler-utils) is missing"
    pdf = tmp_path / f"{name}.pdf"
    pdf.write_bytes(data)
    theirs, ours = tmp_path / "poppler", tmp_path / "ours"
    theirs.mkdir()
    subprocess.run(["pdfimages", "-all", str(pdf), str(theirs / "img")], capture_output=True, check=True)
    out, err = io.BytesIO(), io.StringIO()
    assert main(["--extract", str(ours), str(pdf)], stdout=out, stderr=err) == 0, err.getvalue()
    records = [orjson.loads(line) for line in out.getvalue().splitlines()]
    return theirs, ours, records


@pytest.mark.parametrize("name", sorted(DECODED))
def test_decoded_files_hold_poppler_samples(tmp_path, name):
    theirs, ours, records = extract_both(tmp_path, name, DECODED[name])
    assert sorted(os.listdir(ours)) == sorted(os.listdir(theirs))
    assert sorted(os.listdir(ours)) == sorted(f for r in records if r["type"] == "image" for f in r["files"])
    for file in sorted(os.listdir(theirs)):
        a, b = PilImage.open(theirs / file), PilImage.open(ours / file)
        assert (b.mode, b.size) == (a.mode, a.size), file
        if name not in COMPONENTS_ONLY:
            assert b.tobytes() == a.tobytes(), file


@pytest.mark.parametrize("name", sorted(PASSED))
def test_passed_through_files_equal_poppler_bytes(tmp_path, name):
    theirs, ours, _ = extract_both(tmp_path, name, PASSED[name])
    assert sorted(os.listdir(ours)) == sorted(os.listdir(theirs))
    for file in os.listdir(theirs):
        assert (ours / file).read_bytes() == (theirs / file).read_bytes(), file


def test_colour_managed_spaces_are_reported(tmp_path):
    _, _, records = extract_both(tmp_path, "spaces", DECODED["spaces"])
    codes = [r["code"] for r in records if r["type"] == "diagnostic"]
    assert codes.count("extraction.image-components") == 4     # ICC, Lab, Separation, DeviceN


def test_short_data_is_written_as_far_as_it_goes_and_reported(tmp_path):
    theirs, ours, records = extract_both(tmp_path, "short", DECODED["short-data"])
    diagnostics = [r for r in records if r["type"] == "diagnostic"]
    assert [d["code"] for d in diagnostics] == ["extraction.image-dimensions-mismatch"]
    assert "3x4 but its data holds 2 rows" in diagnostics[0]["message"]
    assert PilImage.open(ours / "img-000.png").tobytes() == bytes(range(1, 7)) + b"\xff" * 6


def test_png_writer_rows_read_back(tmp_path):
    out = io.BytesIO()
    writer = PngWriter(out, 3, 2, 8, GRAY)
    writer.write_row(b"\x00\x80\xff")
    writer.write_row(b"\x01\x02\x03")
    writer.close()
    image = PilImage.open(io.BytesIO(out.getvalue()))
    assert (image.mode, image.size, image.tobytes()) == ("L", (3, 2), b"\x00\x80\xff\x01\x02\x03")
    assert image.info["dpi"][0] == pytest.approx(72, abs=0.01)


def test_tiff_writer_cmyk_reads_back():
    out = io.BytesIO()
    writer = TiffCmykWriter(out, 1, 3)
    for row in (b"\x00\x10\x20\x30", b"\xff\x00\x00\x00", b"\x01\x02\x03\x04"):
        writer.write_row(row)
    writer.close()
    image = PilImage.open(io.BytesIO(out.getvalue()))
    assert (image.mode, image.size) == ("CMYK", (1, 3))
    assert image.tobytes() == b"\x00\x10\x20\x30\xff\x00\x00\x00\x01\x02\x03\x04"


def test_extract_into_a_file_is_a_one_line_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")
    pdf = tmp_path / "a.pdf"
    pdf.write_bytes(DECODED["rgb"])
    err = io.StringIO()
    code = main(["--extract", str(blocker / "sub"), str(pdf)], stdout=io.BytesIO(), stderr=err)
    assert code == 3
    assert err.getvalue().startswith(f"pdf-images: {pdf}: cannot create")


def test_zlib_stream_is_complete(tmp_path):
    """A PNG's IDAT holds one complete zlib stream (a reader that checks adler32 accepts it)."""
    out = io.BytesIO()
    writer = PngWriter(out, 1, 1, 8, GRAY)
    writer.write_row(b"\x07")
    writer.close()
    data = out.getvalue()
    start = data.index(b"IDAT") + 4
    length = int.from_bytes(data[start - 8:start - 4], "big")
    assert zlib.decompress(data[start:start + length]) == b"\x00\x07"
