"""Standard structure types (ISO 32000-1 §14.8.4 and ISO 32000-2 §14.8.4) and role mapping.

``STANDARD`` holds the type names a structure element may resolve to, exactly as the
PDF spells them; ``PARAGRAPH_LEVEL`` the ones the order stage makes a block of;
``resolve`` follows a /RoleMap chain from a written type to a standard one, never
remapping a standard name (PDF 1.7 forbids it) and stopping on a cycle. Data and one
pure function; this module must never read a PDF.
"""

GROUPING = ("Document", "Part", "Art", "Sect", "Div", "BlockQuote", "Caption",
            "TOC", "TOCI", "Index", "NonStruct", "Private")
BLOCK = ("P", "H", "H1", "H2", "H3", "H4", "H5", "H6",
         "L", "LI", "Lbl", "LBody", "Table", "TR", "TH", "TD", "THead", "TBody", "TFoot")
INLINE = ("Span", "Quote", "Note", "Reference", "BibEntry", "Code", "Link", "Annot",
          "Ruby", "RB", "RT", "RP", "Warichu", "WT", "WP")
ILLUSTRATION = ("Figure", "Formula", "Form")
# Types PDF 2.0 added: standard only where no /RoleMap entry says otherwise, since a PDF
# 1.7 file may use them as its own names (LibreOffice maps its "Title" to P; so does poppler).
PDF2 = ("DocumentFragment", "Aside", "Title", "FENote", "Sub", "Em", "Strong", "Artifact")

STANDARD_1_7 = frozenset(GROUPING + BLOCK + INLINE + ILLUSTRATION)
STANDARD = STANDARD_1_7 | frozenset(PDF2)

# Elements whose content reads as one block: paragraphs and headings, list labels and
# bodies, table cells, captions, figures, TOC entries, notes. The order stage gives a
# block to the innermost of these holding a piece of content (an LBody holding a P gives
# the P), else to the element holding it.
PARAGRAPH_LEVEL = frozenset(("P", "H", "H1", "H2", "H3", "H4", "H5", "H6", "Title", "FENote",
                             "Lbl", "LBody", "TH", "TD", "Caption", "Figure", "Formula", "Form",
                             "TOCI", "BibEntry", "Note", "Code", "Index"))

MAX_CHAIN = 64      # role-map links followed at most: a longer chain is a cycle's cousin


def is_pdf2(name):
    # PDF 2.0 also allows headings past H6 (Hn for any n >= 1).
    return name in PDF2 or (len(name) > 1 and name[0] == "H" and name[1:].isdigit() and name[1] != "0")


def resolve(name, rolemap):
    """(standard type or None, cycle) for the written type ``name`` under ``rolemap``.

    ``rolemap`` maps written names to names (no leading slash). A PDF 1.7 standard name
    is its own type; a PDF 2.0 one is unless the role map maps it. A chain that comes
    back on itself gives (None, True).
    """
    seen = []
    current = name
    while current not in STANDARD_1_7:
        if current in seen or len(seen) >= MAX_CHAIN:
            return None, True
        seen.append(current)
        target = rolemap.get(current)
        if target is None:
            return (current, False) if is_pdf2(current) else (None, False)
        current = target
    return current, False
