"""The Factur-X / ZUGFeRD XML of a document: found among its attachments and read.

The XML is the attachment named as the standards name it (factur-x.xml,
zugferd-invoice.xml, ZUGFeRD-invoice.xml, xrechnung.xml), parsed without entities,
network or DTDs. Four business terms of EN 16931 are read from the Cross Industry
Invoice: BT-1 (invoice number), BT-2 (issue date, format 102: YYYYMMDD), BT-112
(invoice total with VAT) and BT-115 (amount due for payment). Elements are matched by
local name, so the CII namespace versions of Factur-X 1.0 and ZUGFeRD 2.x all read.
This module must never run, render or validate the invoice beyond reading these terms.
"""

from lxml import etree

from ..inventory.attachments import embedded_stream, file_name, file_specs
from ..pdf import streams

XML_NAMES = ("factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "order-x.xml")
MAX_XML_BYTES = 16 << 20        # an invoice's XML is kilobytes; a bigger one is not read

TERMS = (   # (term, name, XPath by local names)
    ("BT-1", "invoice number",
     "/*[local-name()='CrossIndustryInvoice']/*[local-name()='ExchangedDocument']/*[local-name()='ID']"),
    ("BT-2", "invoice issue date",
     "/*[local-name()='CrossIndustryInvoice']/*[local-name()='ExchangedDocument']"
     "/*[local-name()='IssueDateTime']/*[local-name()='DateTimeString']"),
    ("BT-112", "invoice total amount with VAT",
     "//*[local-name()='SpecifiedTradeSettlementHeaderMonetarySummation']/*[local-name()='GrandTotalAmount']"),
    ("BT-115", "amount due for payment",
     "//*[local-name()='SpecifiedTradeSettlementHeaderMonetarySummation']/*[local-name()='DuePayableAmount']"),
)
GUIDELINE = ("//*[local-name()='GuidelineSpecifiedDocumentContextParameter']/*[local-name()='ID']")


class InvoiceXML:
    """The invoice's attachment name, profile and terms ({term: (name, value or None)})."""

    def __init__(self, name, profile, terms):
        self.name, self.profile, self.terms = name, profile, terms


def find_invoice_xml(pdf):
    """(attachment name, XML bytes) of the document's invoice XML, or None."""
    for _, spec in file_specs(pdf):
        raw = file_name(spec)
        if raw is None:
            continue
        name = raw.decode("latin-1").rsplit("/", 1)[-1]
        if name.lower() not in XML_NAMES:
            continue
        stream = embedded_stream(spec)
        if stream is None:
            continue
        try:
            return name, streams.read_bytes(stream, MAX_XML_BYTES)
        except streams.StreamTooLarge:
            continue
    return None


def read_invoice(name, data):
    """An ``InvoiceXML`` from the XML bytes; raises ValueError when it is not XML."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as error:
        raise ValueError(f"{name} is not well-formed XML: {error}") from None
    terms = {}
    for term, label, path in TERMS:
        found = root.xpath(path)
        value = found[0].text.strip() if found and found[0].text else None
        terms[term] = (label, value)
    profile = root.xpath(GUIDELINE)
    return InvoiceXML(name, profile[0].text.strip() if profile and profile[0].text else None, terms)
