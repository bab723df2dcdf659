"""Pictures for the img2pdf and tiff2pdf documents of the pdftk-text corpus,
drawn by Pillow from arithmetic (no files read), small on purpose.

    python3 make_images.py OUTDIR

writes scan.jpg (a grey 'scanned page' with ruled lines and a dark block of
'handwriting'), photo.jpg (RGB), cmyk.jpg (CMYK, Adobe APP14 marker),
tide.jp2 (JPEG 2000, RGB) and fax.tif (1-bit, CCITT Group 4, 200 dpi).
Pillow's JPEG and JPEG 2000 encoders are deterministic for a given
Pillow/libjpeg/openjpeg."""

import sys
from pathlib import Path

from PIL import Image, ImageDraw


def scan():
    img = Image.new("L", (160, 220), 235)
    d = ImageDraw.Draw(img)
    for y in range(30, 210, 12):
        d.line([(12, y), (148, y)], fill=190)
    for i, y in enumerate(range(26, 120, 12)):
        d.line([(16, y), (40 + (i * 37) % 100, y)], fill=40, width=2)
    d.rectangle([100, 150, 140, 200], outline=60, width=2)
    return img


def photo(mode):
    img = Image.new("RGB", (96, 64))
    px = img.load()
    for y in range(64):
        for x in range(96):
            px[x, y] = (x * 2 + 40, 100 + y, 200 - x)
    d = ImageDraw.Draw(img)
    d.ellipse([30, 10, 66, 46], fill=(250, 210, 40))
    return img.convert(mode) if mode != "RGB" else img


def fax():
    img = Image.new("1", (200, 120), 1)
    d = ImageDraw.Draw(img)
    d.rectangle([10, 10, 190, 110], outline=0, width=3)
    for y in range(30, 100, 14):
        d.line([(24, y), (120 + y % 50, y)], fill=0, width=2)
    return img


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    scan().save(out / "scan.jpg", quality=80, dpi=(100, 100))
    photo("RGB").save(out / "photo.jpg", quality=85, dpi=(72, 72))
    photo("CMYK").save(out / "cmyk.jpg", quality=85, dpi=(72, 72))
    photo("RGB").save(out / "tide.jp2", quality_mode="rates", quality_layers=[20],
                      irreversible=True)
    fax().save(out / "fax.tif", compression="group4", dpi=(200, 200))


if __name__ == "__main__":
    main(sys.argv[1])
