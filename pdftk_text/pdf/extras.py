"""Records only the PDF can give an export: written into an ordered stream beside its pages.

``document_extras(document, kinds)`` returns (records to write after the document record,
{page number: records to write after that page's record}, each page's read when the
stream reaches it) holding the ``kinds`` asked for (``KINDS``: metadata, outline, links
-- or uri-links, those of /URI actions alone --, markups). Each kind comes from one
module of this package, imported only when its kind is asked for; an export from a
stream has them only when the stream does.
"""

import pikepdf

from ..records.batches import OrderedPage
from .entries import entry
from .pages import page_ref
from .reopening import page_object

KINDS = ("metadata", "outline", "links", "uri-links", "markups")


def document_extras(document, kinds=KINDS):
    """(document-level records, {page: page-level records}) of ``kinds``; the pages' are
    read for the pages the stream carries (the selected ones)."""
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
        by_page = PageExtras(document, kinds, destinations)
    return before, by_page


class PageExtras:
    """{page number: its extras}, each page's read when asked, as the stream reaches it:
    nothing is held for pages to come, and a long document's page comes from the open
    it is read from then (reopening.py)."""

    def __init__(self, document, kinds, destinations):
        self.document, self.kinds, self.destinations = document, kinds, destinations

    def get(self, number, default=()):
        # links and markups are annotations: a page without any is not read further
        obj = page_object(self.document, number) if isinstance(number, int) and number > 0 else None
        if not _annotated(obj):
            return default
        page, _ = page_ref(number, lambda: obj)
        if page is None:
            return default
        return list(_page_extras(self.document.pdf, page, self.kinds, self.destinations))

    def __getitem__(self, number):
        return self.get(number)


def _annotated(obj):
    """Whether a page object (None: none) has an /Annots array, where links and markups are."""
    try:
        return obj is not None and isinstance(entry(obj, "/Annots"), pikepdf.Array)
    except Exception:               # a page object damaged past pikepdf's repair
        return False


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
