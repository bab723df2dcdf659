#!/usr/bin/env python3
"""Peak memory of pdf-images --extract against the number of large images in a document.

Builds documents of 10 and 40 pages, each page one 1500x1500 8-bit grey image of noise
(Flate, so the file grows with the image count), extracts every image with pdf-images
and with pdfimages -all, and prints each run's peak resident set size. Extraction
streams one image at a time, so ours should not grow with the document.
"""

import os
import subprocess
import sys
import tempfile
import zlib

import pikepdf

SIDE = 1500
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(path, count):
    pdf = pikepdf.new()
    for _ in range(count):
        image = pdf.make_stream(zlib.compress(os.urandom(SIDE * SIDE), 1), Type=pikepdf.Name.XObject,
                                Subtype=pikepdf.Name.Image, Width=SIDE, Height=SIDE, BitsPerComponent=8,
                                ColorSpace=pikepdf.Name.DeviceGray, Filter=pikepdf.Name.FlateDecode)
        page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 600, 600],
                                  Resources=pikepdf.Dictionary(XObject=pikepdf.Dictionary(Im0=image)),
                                  Contents=pdf.make_stream(b"q 600 0 0 600 0 0 cm /Im0 Do Q"))
        pdf.pages.append(pikepdf.Page(page))
    pdf.save(path)


_MEASURE = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
            "stdout=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")


def peak_kb(command):
    """Peak RSS of one command, in KB, measured by a fresh parent that runs only it."""
    out = subprocess.run([sys.executable, "-c", _MEASURE, *command], check=True, capture_output=True, text=True)
    return int(out.stdout.strip())


def main():
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'images':>7}{'file MB':>9}{'pdf-images KB':>15}{'pdfimages KB':>14}")
        for count in (10, 40):
            path = os.path.join(tmp, f"many{count}.pdf")
            build(path, count)
            ours_dir, ref_dir = os.path.join(tmp, f"o{count}"), os.path.join(tmp, f"r{count}")
            os.mkdir(ours_dir)
            os.mkdir(ref_dir)
            ours = peak_kb([sys.executable, os.path.join(ROOT, "bin", "pdf-images"), "--extract", ours_dir, path])
            ref = peak_kb(["pdfimages", "-all", path, os.path.join(ref_dir, "img")])
            print(f"{count:>7}{os.path.getsize(path) / 1e6:>9.1f}{ours:>15}{ref:>14}")


if __name__ == "__main__":
    main()
