"""pdf-images: the images a PDF paints, listed as pdfimages -list lists them, as image
records, or extracted to files as pdfimages -all writes them."""

import os

from ..errors import CannotOpenError
from ..images.listing import HEADER
from ..images.report import image_records
from ..records.jsonl import encode_record
from .base import Tool


class PdfImages(Tool):
    name = "pdf-images"
    summary = "the images a PDF paints: pdfimages' listing, image records, or the image files"
    description = (
        "Without --list, write a document record, then for each page a page record and one image "
        "record per image painted (content order; an image's /Mask or /SMask follows it as a row of "
        "its own; forms, inline images and annotation appearances included; Type 3 glyphs and tiling "
        "patterns left out, as pdfimages leaves them out). With --list, print the listing poppler's "
        "pdfimages -list prints, byte for byte. With --extract DIR, write each image to DIR as "
        "pdfimages -all does (PREFIX-NNN.jpg, .jp2, .jb2e + .jb2g, .ccitt + .params passed through; "
        "other encodings decoded to .png, CMYK to .tif) and add each record's files.")

    def add_arguments(self, parser):
        parser.add_argument("--list", action="store_true",
                            help="print pdfimages -list's listing instead of records")
        parser.add_argument("--extract", metavar="DIR",
                            help="write the images into DIR (created if missing) as pdfimages -all does")
        parser.add_argument("--prefix", default="img", metavar="P",
                            help="file name prefix for --extract (default %(default)s): P-000.png, ...")
        parser.add_argument("--page-names", action="store_true",
                            help="with --extract, put the page number in file names: P-PPP-NNN.ext (pdfimages -p)")

    def from_pdf(self, document, args, pages):
        directory = None
        if args.extract:
            directory = args.extract
            try:
                os.makedirs(directory, exist_ok=True)
            except OSError as error:
                raise CannotOpenError(f"cannot create {directory}: {error.strerror}") from None
        return image_records(document, pages, args.limits, listing=args.list, directory=directory,
                             prefix=args.prefix, page_names=args.page_names)

    def write_output(self, items, args, stdout):
        if args.list:
            stdout.write(HEADER)
        for item in items:
            stdout.write(item if isinstance(item, bytes) else encode_record(item))


TOOL = PdfImages()
build_parser = TOOL.build_parser
main = TOOL.main
