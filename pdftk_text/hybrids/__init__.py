"""Received hybrids: documents that carry their data twice, visibly and as an attachment.

``facturx`` reads a Factur-X / ZUGFeRD invoice's XML and looks for four of its business
terms on the pages (``visible``: the forms a language writes amounts and dates in).
"""

from .facturx import facturx_report

__all__ = ["facturx_report"]
