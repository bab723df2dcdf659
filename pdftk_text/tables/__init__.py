"""Tables: tagged, ruled and aligned detection into ``table`` records, and their writers.

``table_records`` is the stage over a record stream, ``pdf_table_records`` the same
from an open PDF (rules and the structure tree need the file). Modules: rulings (the
path device), grid (cells from rules), ruled, structure and tagged, aligned,
confidence, continuation, cells (records), writers (CSV and Markdown).
"""

from .stream import TableOptions, pdf_table_records, pdf_table_sources, table_records

__all__ = ["TableOptions", "pdf_table_records", "pdf_table_sources", "table_records"]
