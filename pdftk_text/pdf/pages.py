"""The selected pages of a document, each with its geometry and inherited resources.

Every stage that interprets pages walks them through ``selected_pages``: one place
decides how a selection past the end is read (ignored) and how an unreadable page
object is reported (a diagnostic, and the walk goes on).
"""

from ..diagnostics import diagnostic
from .geometry import PageGeometry, inherited_attributes


class PageRef:
    __slots__ = ("number", "obj", "geometry", "resources")

    def __init__(self, number, obj, geometry, resources):
        self.number, self.obj, self.geometry, self.resources = number, obj, geometry, resources


def selected_pages(pdf, pages=(), listed=False):
    """Yield (PageRef, None) for each selected page, or (None, diagnostic) for one that
    cannot be read; ``listed`` is ``page_list(pdf)`` where the caller holds it."""
    listed = page_list(pdf) if listed is False else listed
    count = page_count(pdf, listed)
    for number in pages or range(1, count + 1):
        if number > count:
            continue
        yield page_ref(number, page_reader(pdf, listed, number))


def page_list(pdf):
    """``pdf``'s pages as a list, or None where they cannot be read whole. pikepdf copies
    qpdf's whole page list at each ``len(pdf.pages)`` and ``pdf.pages[i]`` (20 us a call
    at 352 pages): a walk asking for each page by its index costs the square of the
    pages, one taking the list once costs them once."""
    try:
        return list(pdf.pages)
    except Exception:               # a page tree damaged past pikepdf's repair: read page by page
        return None


def page_count(pdf, listed):
    """How many pages ``pdf`` has, ``listed`` being ``page_list(pdf)``."""
    return len(listed) if listed is not None else len(pdf.pages)


def page_reader(pdf, listed, number):
    """What reads page ``number``'s object: from ``listed`` (``page_list``'s), or by index."""
    if listed is not None:
        return lambda: listed[number - 1].obj
    return lambda: pdf.pages[number - 1].obj


def page_ref(number, page_object):
    """(PageRef, None) for page ``number``, its object from ``page_object()``, or (None,
    diagnostic) when it cannot be read."""
    try:
        obj = page_object()
        attributes = inherited_attributes(obj)
        return PageRef(number, obj, PageGeometry(obj, attributes), attributes[0].get("/Resources")), None
    except Exception as error:      # a page object damaged past pikepdf's repair
        return None, diagnostic("document.page-unreadable", f"page {number} could not be read ({error})", number)
