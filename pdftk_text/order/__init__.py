"""The order stage: a page's words into blocks in reading order, furniture marked, and
the page's text kind.

``order_records(records, options)`` is the public surface. One step per module:
``segments`` (lines cut at gaps), ``gutters`` (line-number and timestamp lanes),
``furniture`` (running lines by recurrence), ``blocks`` (segments into paragraphs),
``evidence`` (the reading order: the content order kept where it is plausible, else the
XY-cut's, and its confidence), ``kinds`` (page text kinds), ``page`` (one page's
records and the self-check), ``stream`` (pages of a stream in a bounded window).
Tolerances are named in ``tolerances``. This package must never open a PDF.
"""

from .stream import MODES, OrderOptions, order_records
from .tolerances import Tolerances

__all__ = ["MODES", "OrderOptions", "Tolerances", "order_records"]
