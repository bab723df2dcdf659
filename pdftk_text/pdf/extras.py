"""Records only the PDF can give an export: written into an ordered stream beside its pages.

``document_extras(document, pages)`` returns (records to write after the document
record, {page number: records to write after that page's record}). Each kind comes from
one module of this package; an export from a stream has them only when the stream does.
"""


def document_extras(document, pages):
    """(document-level records, {page: page-level records}) for the selected ``pages``."""
    before, by_page = [], {}
    return before, by_page


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
