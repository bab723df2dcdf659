"""The search stage: a query over pages' text, hits with the quads of their glyphs.

``search_records(records, query, options)`` is the stage; ``Query`` and ``FoldOptions``
say what is looked for and how text is folded. The modules hold one part each --
``folding`` (what compares equal), ``pagetext`` (a page's text and its map to glyphs),
``matching`` (the folded view, literal and regular queries, the timeout), ``quads``
(the geometry of a hit), ``stream`` (pages of a record stream into hit records) and
``output`` (the grep-like text forms). This package must never open a PDF.
"""

from .folding import UNICODE_VERSION, FoldOptions, Folder
from .matching import Matcher, Query
from .stream import SearchOptions, search_records

__all__ = ["UNICODE_VERSION", "FoldOptions", "Folder", "Matcher", "Query", "SearchOptions",
           "search_records"]
