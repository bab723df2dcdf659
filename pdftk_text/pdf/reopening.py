"""A long document's pages read from fresh opens of its file, so memory stays flat.

qpdf keeps every object it has parsed until its document closes: a page's dictionary,
its resources, its content streams' dictionaries, and at open (pikepdf's push of
inherited attributes) every page of the tree. On a 1,000-page book that is about 4.5 MB
more than on a 10-page one, all of it held to the end. So the stages that read every
page (``document_pages``) read a long document from a fresh open every ``REOPEN_EVERY``
pages, the first before its first page; each page is taken by its object number, found
by the first open.

A fresh open skips qpdf's push of inherited attributes (the push reads the whole tree):
our lookups of /Resources, /MediaBox, /CropBox and /Rotate follow /Parent
(``geometry.inherited``), which gives what the push gives when every node's /Parent is
the node whose /Kids hold it. So only a document checked to be that way is read again:
opened cleanly (no warning from qpdf, no recovery of ours, nothing defused, not opened
by the attachments-only route), every page an indirect object of its own under the
trailer's /Size, each kid's /Parent its node, the tree's leaves in qpdf's page order.
Any other document is read from its one open, as before.

An open is freed once nothing holds its ``Pdf``; an object of it does not keep it, and
reads as destroyed after. So a document whose objects a stage holds past the page it
reads is not read again: a tagged one (a /StructTreeRoot), whose structure tree reads
its elements' attributes on demand. The stages that read pages this way hold only the
open's ``Pdf`` (``document.pdf``, looked up again at each page).
"""

import pikepdf

from .pages import PageRef, page_count, page_reader, page_ref, selected_pages

# Pages read from one open of a long document: about 1.3 MB of qpdf's objects on the
# scale documents (bench/scale.py), some 13 KB a page.
REOPEN_EVERY = 100
# Pages past which a document is read that way. A fresh open costs its fonts built again
# (17 ms on the Why3 manual, 30 ms with the open, 3.6% of its -f text) and gives back
# what the pages before it held: past 500 pages, more than 6 MB.
LONG = 500


def document_pages(document, pages=()):
    """``selected_pages`` of ``document``'s pdf, a long clean one read from a fresh open
    every ``REOPEN_EVERY`` pages (``document.pdf`` is then the open the page came from)."""
    numbers = document.reopenable_pages(LONG) if not pages or len(pages) > LONG else None
    if numbers is None:
        yield from selected_pages(document.pdf, pages, document.page_list())
        return
    count = len(numbers)
    read = 0
    for number in pages or range(1, count + 1):
        if number > count:
            continue
        if read % REOPEN_EVERY == 0:
            document.reopen()
        read += 1
        yield page_ref(number, lambda: document.pdf.get_object(numbers[number - 1]))


def document_page(document, number):
    """(PageRef, None) for page ``number`` of the open ``document`` reads now, (None,
    diagnostic) when it cannot be read, or None past the end."""
    fetch = _fetch(document, number)
    return page_ref(number, fetch) if fetch is not None else None


def page_object(document, number):
    """Page ``number``'s object in the open ``document`` reads now, without its geometry
    or resources; None past the end or where it cannot be read."""
    fetch = _fetch(document, number)
    try:
        return fetch() if fetch is not None else None
    except Exception:               # a page object damaged past pikepdf's repair
        return None


def _fetch(document, number):
    """What reads page ``number``'s object (``page_ref``'s ``page_object``), or None past the end."""
    numbers = document.reopenable_pages(LONG)
    if numbers is None:
        pdf, listed = document.pdf, document.page_list()
        return page_reader(pdf, listed, number) if number <= page_count(pdf, listed) else None
    return (lambda: document.pdf.get_object(numbers[number - 1])) if number <= len(numbers) else None


def page_numbers(pdf):
    """The (object, generation) numbers of ``pdf``'s pages when its tree can be read
    again by number and /Parent (see above), else None."""
    try:
        if "/StructTreeRoot" in pdf.Root:
            return None
        found = [page.obj.objgen for page in pdf.pages]
        size = int(pdf.trailer.get("/Size", 0))
        if len(set(found)) != len(found) or any(not 0 < number < size for number, _ in found):
            return None
        return found if _leaves(pdf.Root.get("/Pages"), set(found)) == found else None
    except (pikepdf.PdfError, ValueError, TypeError, AttributeError, KeyError, RuntimeError):
        return None


def _leaves(root, pages):
    """The tree's leaves in order, or None where a kid's /Parent is not its node, a node
    repeats, or a kid is neither a page of ``pages`` nor a node."""
    if not isinstance(root, pikepdf.Dictionary) or root.objgen == (0, 0):
        return None
    leaves, seen, stack = [], {root.objgen}, [iter(root.get("/Kids", ()))]
    parents = [root.objgen]
    while stack:
        kid = next(stack[-1], None)
        if kid is None:
            stack.pop()
            parents.pop()
            continue
        if not isinstance(kid, pikepdf.Dictionary) or kid.objgen == (0, 0):
            return None
        parent = kid.get("/Parent")
        if not isinstance(parent, pikepdf.Dictionary) or parent.objgen != parents[-1]:
            return None
        if kid.objgen in pages:
            leaves.append(kid.objgen)
        elif kid.get("/Type") == pikepdf.Name.Pages and kid.objgen not in seen:
            seen.add(kid.objgen)
            stack.append(iter(kid.get("/Kids", ())))
            parents.append(kid.objgen)
        else:
            return None
    return leaves
