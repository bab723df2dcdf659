"""Records only the PDF can give an export: written into an ordered stream beside its pages.

``document_extras(document, pages, kinds)`` returns (records to write after the document
record, {page number: records to write after that page's record}) holding the ``kinds``
asked for (``KINDS``: metadata, outline, links -- or uri-links, those of /URI actions
alone --, markups). Each kind comes from one module
of this package, imported only when its kind is asked for; an export from a stream has
them only when the stream does.
"""

from ..records.batches import OrderedPage
from .pages import selected_pages

KINDS = ("metadata", "outline", "links", "uri-links", "markups")


def document_extras(document, pages, kinds=KINDS):
    """(document-level records, {page: page-level records}) of ``kinds`` for the selected ``pages``."""
    before, by_page = [], {}
    if "metadata" in kinds:
        from .metadata import metadata_record
        before.append(metadata_record(document.pdf))
    destinations = None
    if "outline" in kinds or "links" in kinds:
        from .links import Destinations
        destinations = Destinations(document.pdf)       # shared: a named destination is read once
    if "outline" in kinds:
        from .outline import outline_records
        before += outline_records(document.pdf, destinations)
    if "links" in kinds or "uri-links" in kinds or "markups" in kinds:
        for page, _ in selected_pages(document.pdf, pages):
            if page is not None:
                by_page.setdefault(page.number, []).extend(_page_extras(document.pdf, page, kinds, destinations))
    return before, by_page


def _page_extras(pdf, page, kinds, destinations):
    if "links" in kinds or "uri-links" in kinds:
        from .links import page_links
        yield from page_links(pdf, page, destinations, uris_only="links" not in kinds)
    if "markups" in kinds:
        from .markups import markup_records
        yield from markup_records(page)


NO_EXTRAS = ((), {})     # what a format that reads none of them is given: nothing looked up


def with_extras(records, extras):
    """``records`` with the extras written after the document record and each page record
    (``records`` themselves when there are none: no stage in between)."""
    before, by_page = extras
    if not before and not by_page:
        return records
    return _interleaved(records, before, by_page)


def _interleaved(records, before, by_page):
    for record in records:
        if isinstance(record, OrderedPage):       # a page written whole: its extras go with it
            record["extras"] = list(by_page.get(record["page"], ()))
            yield record
            continue
        yield record
        kind = record.get("type")
        if kind == "document":
            yield from before
        elif kind == "page":
            yield from by_page.get(record.get("page"), ())
