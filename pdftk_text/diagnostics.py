"""Diagnostic codes and the record that carries one.

A diagnostic is a fact about the input that the reader read around: it goes into the
record stream (type ``diagnostic``), never to stderr. Codes are stable strings; a code
never changes meaning once released. This module must never raise or print.
"""

WARNING = "warning"
INFO = "info"

# code: (severity, what it means) -- the man pages list this table.
CODES = {
    "document.repaired": (WARNING, "the file was damaged and repaired to be read; what was lost is not returned"),
    "document.truncated": (WARNING, "the file ends early; pages or content past the damage are missing"),
    "document.recovered": (WARNING, "qpdf could not read the file's structure (no trailer or no /Root, a looping page tree); the catalog or pages were found among its objects (see its recovery)"),
    "document.page-unreadable": (WARNING, "a page object could not be read and yields nothing"),
    "content.cycle-cut": (WARNING, "a form, pattern or Type 3 glyph reached itself; the inner occurrence was skipped"),
    "content.operator-misplaced": (WARNING, "an operator out of place was read around"),
    "content.operand-mismatch": (WARNING, "an operator with missing or wrong operands was skipped"),
    "content.operands-dropped": (WARNING, "operands piled up past any operator's need, or arrays nested too deep; the surplus was dropped"),
    "content.unknown-operator": (INFO, "an operator not in ISO 32000 outside BX/EX was skipped"),
    "content.stream-unreadable": (WARNING, "a content stream could not be decoded; what was decoded is used"),
    "content.inline-image-unterminated": (WARNING, "an inline image had no end; the rest of the stream was skipped"),
    "resource.not-found": (WARNING, "a named resource (font, XObject, ExtGState) is missing"),
    "font.missing": (WARNING, "text shown with no font set, or a font that cannot be read; its codes are unmappable"),
    "font-program.unreadable": (WARNING, "an embedded font program could not be read; widths and names come from the PDF only"),
    "extraction.unmappable-codes": (WARNING, "codes that no source maps to Unicode, per font, with counts"),
    "extraction.tounicode-suspect": (WARNING, "a ToUnicode map has faults that were read through"),
    "extraction.cmap-unavailable": (WARNING, "a predefined CMap or CID-to-Unicode map is not installed (poppler-data); that font's text is not read, never guessed"),
    "extraction.text-unreadable": (WARNING, "too few of the page's glyphs map to Unicode; the glyphs of its unreadable fonts carry no text (kept: how many glyphs keep theirs)"),
    "extraction.font-unreadable": (WARNING, "on an unreadable page, a font too few of whose glyphs map to Unicode; they carry no text"),
    "extraction.actualtext-controls": (WARNING, "control characters in ActualText were dropped"),
    "extraction.duplicate-glyphs-merged": (INFO, "glyphs drawn again over the same glyph (fake bold, halo) were read once, with counts"),
    "extraction.image-dimensions-mismatch": (WARNING, "an image declares more rows than its data holds; the missing samples are written as all ones, as poppler writes them"),
    "extraction.image-unreadable": (WARNING, "an image's data could not be decoded; no file was written for it"),
    "extraction.image-components": (INFO, "Lab, Separation, DeviceN or ICC samples were written as their components, not colour-converted"),
    "facturx.visible-value-not-found": (WARNING, "a business term of the Factur-X/ZUGFeRD XML is not written on the pages in any form its language writes it (the visible invoice and the XML may differ)"),
    "facturx.term-missing": (WARNING, "a business term the visible check looks for is absent from the invoice XML or not in its expected form"),
    "facturx.xml-unreadable": (WARNING, "the invoice XML attachment is not well-formed XML; no term was checked"),
    "search.timeout": (WARNING, "a pattern ran past its time (--timeout) on a page, which was skipped, never retried"),
    "order.self-check-failed": (WARNING, "a page's words are not each in exactly one block or furniture record (a bug: please report it)"),
    "extraction.structure-incomplete": (WARNING, "the structure tree does not cover the page's content (or the page is not tagged); its order fell back to the layout"),
    "extraction.untagged-content": (INFO, "words of a tagged page that no structure element references were placed by the layout, lowering the confidence"),
    "structure.rolemap-cycle": (WARNING, "a /RoleMap chain comes back on itself; the element's type was left unresolved"),
    "structure.cycle-cut": (WARNING, "a structure element or parent-tree node was reached twice (its kids loop, or two parents share it); the second visit was skipped"),
    "structure.mcid-duplicated": (WARNING, "an MCID of a page (or form) is claimed by two structure kids; the first claim was kept"),
    "structure.parents-without-tree": (WARNING, "pages carry /StructParents but the document has no structure tree"),
    "structure.parent-tree-missing": (WARNING, "a page's /StructParents key has no entry in the /ParentTree"),
    "structure.reference-broken": (WARNING, "a structure reference (a /Pg, an MCR, an OBJR, a kid) could not be followed and was skipped"),
    "structure.node-limit": (WARNING, "the structure tree has more nodes than the walk reads; the rest was not read"),
    "limit.content-operations": (WARNING, "the page ran more operations than --max-operations; the rest was skipped"),
    "limit.page-glyphs": (WARNING, "the page showed more glyphs than --max-glyphs; the rest was not recorded"),
    "limit.graphics-state-depth": (WARNING, "q or form nesting deeper than --max-depth; deeper content was skipped"),
    "limit.layout-work": (WARNING, "a page's layout took more block visits than the bound (thousands of columns cut one at a time); the rest of its blocks were read in content order"),
    "limit.stream-bytes": (WARNING, "a stream decodes to more than --max-stream-bytes (a page's content and forms together); what follows was not decoded (an object stream: its objects read as null)"),
}


def diagnostic(code, message, page=None, **details):
    """Build a diagnostic record (a plain dict in the records' key order)."""
    severity = CODES[code][0]
    record = {"type": "diagnostic", "page": page, "code": code, "severity": severity, "message": message}
    record.update(details)
    return record
