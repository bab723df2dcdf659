"""The pdf-images stage: a document's image placements as records, listing lines or
written files, one page in memory at a time.

Listing mode yields bytes lines (pdfimages -list's rows; diagnostics are left out so the
listing stays the referee's); record mode yields document, page, image and diagnostic
records, each image record naming its files when extracting. Never formats rows itself.
"""

from ..diagnostics import diagnostic
from ..glyphs import page_record
from ..pdf.labels import page_labels
from .listing import image_record, row_line


def image_records(document, pages=(), limits=None, listing=False, directory=None, prefix="img",
                  page_names=False):
    from .placements import page_placements
    if not listing:
        yield document.record()
        if document.repaired:
            yield diagnostic("document.repaired", "the file was damaged and repaired to be read",
                             None, warnings=len(document.warnings))
    labels = page_labels(document.pdf, document.page_count) if not listing else None
    for number, geometry, placements, diagnostics in page_placements(document, pages, limits):
        if not listing and geometry is not None:
            yield page_record(number, labels[number - 1], geometry)
        extra = []
        for placement in placements:
            if listing:
                yield row_line(placement)
                continue
            record = image_record(placement)
            if directory is not None:
                from .extraction import write_files
                files, notes = write_files(placement, directory, prefix, page_names)
                record["files"] = files
                extra.extend(notes)
            yield record
        if not listing:
            yield from diagnostics
            yield from extra
