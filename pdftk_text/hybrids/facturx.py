"""The Factur-X / ZUGFeRD visible check: the XML's business terms looked for on the pages.

For a PDF carrying a Factur-X XML attachment, BT-1, BT-2, BT-112 and BT-115 are each
searched on the selected pages in the forms ``visible`` makes for the document's
language (its /Lang, else every language). Each term found gives its hits (page, page
label, text as found, quads); each not found gives a ``facturx.visible-value-not-found``
diagnostic naming the term -- the visible invoice and the machine-readable one may not
say the same thing. A PDF without such an attachment gives a report saying so.
"""

from ..diagnostics import diagnostic
from ..glyphs import GlyphOptions, glyph_records
from ..search import Query, SearchOptions, search_records
from .invoice_xml import TERMS, find_invoice_xml, read_invoice
from .visible import language_of, term_pattern

MAX_HITS = 20          # hits kept per term


def facturx_report(document, pages=(), limits=None):
    """{type: "facturx", ...} for an open document (pages: selected page numbers, () all)."""
    report = {"type": "facturx", "source": document.source, "sha256": document.sha256}
    found = find_invoice_xml(document.pdf)
    if found is None:
        report.update(attachment=None, profile=None, language=None, terms=[], diagnostics=[])
        return report
    name, data = found
    try:
        invoice = read_invoice(name, data)
    except ValueError as error:
        report.update(attachment=name, profile=None, language=None, terms=[],
                      diagnostics=[diagnostic("facturx.xml-unreadable", str(error))])
        return report
    lang = document.pdf.Root.get("/Lang")
    language = language_of(str(lang)) if lang is not None else None
    records = list(glyph_records(document, GlyphOptions(pages=pages, limits=limits) if limits
                                 else GlyphOptions(pages=pages)))
    terms, problems = [], []
    for term, label, _ in TERMS:
        _, value = invoice.terms[term]
        entry = {"term": term, "name": label, "value": value, "found": False, "hits": []}
        pattern = term_pattern(term, value, language)
        if pattern is None:
            problems.append(diagnostic("facturx.term-missing",
                                       f"{term} ({label}) is absent from {name} or not in its expected form"))
        else:
            entry["hits"] = _hits(records, pattern)
            entry["found"] = bool(entry["hits"])
            if not entry["found"]:
                problems.append(diagnostic(
                    "facturx.visible-value-not-found",
                    f"{term} ({label}) {value!r} from {name} is not written on the pages"))
        terms.append(entry)
    report.update(attachment=name, profile=invoice.profile, language=language, terms=terms,
                  diagnostics=problems)
    return report


def _hits(records, pattern):
    query = Query(pattern, is_regex=True)
    hits = []
    for record in search_records(iter(records), query, SearchOptions(context=0, max_hits=MAX_HITS)):
        if record["type"] == "hit":
            hits.append({"page": record["page"], "label": record["label"], "text": record["text"],
                         "quads": record["quads"]})
    return hits
