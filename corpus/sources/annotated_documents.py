"""Annotated and hybrid documents of the pdftk-text corpus: markup annotations over
known text, and Factur-X invoices whose visible values are checked against their XML.

Run as ``python3 annotated_documents.py NAME OUT.pdf``; NAME is one of DOCUMENTS.
The pages are drawn with ReportLab (``invariant=1``); the highlights are added with
PyMuPDF (``Page.add_highlight_annot`` and friends over the words' quads, as a viewer
does); the invoices are made Factur-X with the ``factur-x`` package
(``generate_from_binary``, MINIMUM profile). All text was written for the corpus.
"""

import io
import sys

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

TITLE_AUTHOR = "pdftk-text corpus"

# Text that markup annotations cover, as (annotation subtype, phrase, author, contents).
MARKUPS = [
    ("Highlight", "the north breakwater was rebuilt in granite", "Harbour master",
     "Check the year against the council minutes."),
    ("Underline", "twelve mooring rings", "Ada Quayle", "Count them again in spring."),
    ("StrikeOut", "closed every Sunday", "Harbour master", "Open on Sundays since May."),
    ("Squiggly", "Portwel", "Ada Quayle", "Spelling: Portwell."),
]
REPLY = ("Harbour master", "Agreed, see the 1911 minutes.")
NOTES_LINES = [
    "Harbour notes",
    "In 1911 the north breakwater was rebuilt in granite after the great storm,",
    "and twelve mooring rings were set along its inner face for the fishing fleet.",
    "The harbour office is closed every Sunday and on public holidays.",
    "Visitors to Portwel should ask at the office before tying up.",
]


def annotated(out):
    """One A4 page of notes under a highlight (with a reply), an underline, a
    strike-out and a squiggly annotation, each over one known phrase."""
    import fitz
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    c.setTitle("Harbour notes")
    c.setAuthor(TITLE_AUTHOR)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(72, 770, NOTES_LINES[0])
    c.setFont("Helvetica", 11)
    for index, line in enumerate(NOTES_LINES[1:]):
        c.drawString(72, 740 - 18 * index, line)
    c.showPage()
    c.save()
    document = fitz.open(stream=buffer.getvalue(), filetype="pdf")
    page = document[0]
    adders = {"Highlight": page.add_highlight_annot, "Underline": page.add_underline_annot,
              "StrikeOut": page.add_strikeout_annot, "Squiggly": page.add_squiggly_annot}
    first = None
    for subtype, phrase, author, contents in MARKUPS:
        quads = page.search_for(phrase, quads=True)
        annot = adders[subtype](quads)
        annot.set_info(title=author, content=contents,
                       creationDate="D:20240312101500Z", modDate="D:20240312101500Z")
        annot.update()
        first = first or annot
    reply = page.add_text_annot(first.rect.tl, REPLY[1])
    reply.set_info(title=REPLY[0], content=REPLY[1],
                   creationDate="D:20240313090000Z", modDate="D:20240313090000Z")
    reply.update()
    _reply_to(document, reply, first)
    document.set_metadata({"title": "Harbour notes", "author": TITLE_AUTHOR,
                           "creationDate": "D:20240312100000Z", "modDate": "D:20240312100000Z"})
    document.save(out, garbage=3, deflate=True, no_new_id=True)


def _reply_to(document, reply, parent):
    """/IRT makes the text annotation a reply to the highlight (PyMuPDF has no call for it)."""
    document.xref_set_key(reply.xref, "IRT", f"{parent.xref} 0 R")
    document.xref_set_key(reply.xref, "RT", "/R")


# ---- Factur-X

INVOICE = {"number": "FX-2026-0042", "date": "20261129", "basis": "1028.80", "tax": "205.76",
           "total": "1234.56", "prepaid": "200.00", "due": "1034.56"}
INVOICE_LINES = [   # (label, value) as the page writes them, in French
    ("Facture n°", "FX-2026-0042"),
    ("Date de facture :", "29 novembre 2026"),
    ("Total HT :", "1 028,80 €"),
    ("TVA 20 % :", "205,76 €"),
    ("Total TTC :", "1 234,56 €"),
    ("Acompte versé :", "200,00 €"),
    ("Net à payer :", "1 034,56 €"),
]
TWIN_TOTAL = "1 234,57 €"     # the twin's visible total: a cent more than its XML says

CII = """<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" \
xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" \
xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" \
xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext>
<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID>\
</ram:GuidelineSpecifiedDocumentContextParameter>
</rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument>
<ram:ID>{number}</ram:ID>
<ram:TypeCode>380</ram:TypeCode>
<ram:IssueDateTime><udt:DateTimeString format="102">{date}</udt:DateTimeString></ram:IssueDateTime>
</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:ApplicableHeaderTradeAgreement>
<ram:SellerTradeParty><ram:Name>Coopérative du Val d’Orée</ram:Name>
<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">123456782</ram:ID></ram:SpecifiedLegalOrganization>
<ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR40123456782</ram:ID></ram:SpecifiedTaxRegistration>
</ram:SellerTradeParty>
<ram:BuyerTradeParty><ram:Name>Épicerie Martin</ram:Name></ram:BuyerTradeParty>
</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery/>
<ram:ApplicableHeaderTradeSettlement>
<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation>
<ram:TaxBasisTotalAmount>{basis}</ram:TaxBasisTotalAmount>
<ram:TaxTotalAmount currencyID="EUR">{tax}</ram:TaxTotalAmount>
<ram:GrandTotalAmount>{total}</ram:GrandTotalAmount>
<ram:DuePayableAmount>{due}</ram:DuePayableAmount>
</ram:SpecifiedTradeSettlementHeaderMonetarySummation>
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
"""


def _invoice_page(total_shown):
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    c.setTitle("Facture FX-2026-0042")
    c.setAuthor(TITLE_AUTHOR)
    c.setFont("Helvetica-Bold", 18)
    c.drawString(72, 770, "Coopérative du Val d’Orée")
    c.setFont("Helvetica", 11)
    c.drawString(72, 750, "Route des Vergers, 26000 Saint-Éloi")
    c.drawString(360, 700, "Client : Épicerie Martin")
    y = 640
    for label, value in INVOICE_LINES:
        if label == "Total TTC :":
            value = total_shown
        c.setFont("Helvetica-Bold" if label in ("Facture n°", "Net à payer :") else "Helvetica", 11)
        c.drawString(72, y, label)
        c.drawRightString(420, y, value)
        y -= 22
    c.setFont("Helvetica", 9)
    c.drawString(72, 120, "Paiement à 30 jours. Pas d’escompte pour paiement anticipé.")
    c.showPage()
    c.save()
    return buffer.getvalue()


def _facturx(out, total_shown):
    from facturx import generate_from_binary
    xml = CII.format(**INVOICE).encode("utf-8")
    pdf = generate_from_binary(_invoice_page(total_shown), xml, flavor="factur-x", level="minimum",
                               check_xsd=True, pdf_metadata={"author": TITLE_AUTHOR,
                                                             "title": "Facture FX-2026-0042",
                                                             "subject": "Facture FX-2026-0042",
                                                             "keywords": "Factur-X"},
                               lang="fr-FR")
    _pin(pdf, out)


FIXED_DATE = "D:20261129120000+00'00'"
FIXED_ISO = b"2026-11-29T12:00:00+00:00"


def _pin(pdf, out):
    """The factur-x package stamps the wall clock into /Info and the XMP packet: pin
    both (and the /ID) so the same inputs write the same bytes."""
    import re

    import pikepdf
    with pikepdf.open(io.BytesIO(pdf)) as document:
        document.docinfo["/CreationDate"] = FIXED_DATE
        document.docinfo["/ModDate"] = FIXED_DATE
        xmp = document.Root.Metadata.read_bytes()
        xmp = re.sub(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?", FIXED_ISO, xmp)
        document.Root.Metadata.write(xmp)
        for spec in document.Root.AF:
            spec.EF.F.Params.ModDate = FIXED_DATE
        document.save(out, static_id=True, deterministic_id=False)


def facturx_invoice(out):
    """A Factur-X (MINIMUM) invoice whose page shows the XML's values."""
    _facturx(out, "1 234,56 €")


def facturx_twin(out):
    """The same invoice whose visible total with VAT is a cent more than the XML's."""
    _facturx(out, TWIN_TOTAL)


DOCUMENTS = {"annotated": annotated, "facturx": facturx_invoice, "facturx-twin": facturx_twin}

if __name__ == "__main__":
    DOCUMENTS[sys.argv[1]](sys.argv[2])
