"""Records only the PDF can give an export: written into an ordered stream beside its pages.

``document_extras(document, pages)`` returns (records to write after the document
record, {page number: records to write after that page's record}). Each kind comes from
one module of this package; an export from a stream has them only when the stream does.
"""

from .links import Destinations, page_links
from .markups import markup_records
from .metadata import metadata_record
from .outline import outline_records
from .pages import selected_pages


def document_extras(document, pages):
    """(document-level records, {page: page-level records}) for the selected ``pages``."""
    destinations = Destinations(document.pdf)
    before, by_page = [metadata_record(document.pdf)] + outline_records(document.pdf, destinations), {}
    for page, _ in selected_pages(document.pdf, pages):
        if page is not None:
            by_page.setdefault(page.number, []).extend(page_links(document.pdf, page, destinations))
            by_page[page.number].extend(markup_records(page))
    return before, by_page


NO_EXTRAS = ((), {})     # what a format that reads none of them is given: nothing looked up


def with_extras(records, extras):
    """``records`` with the extras written after the document record and each page record."""
    before, by_page = extras
    for record in records:
        yield record
        kind = record.get("type")
        if kind == "document":
            yield from before
        elif kind == "page":
            yield from by_page.get(record.get("page"), ())
