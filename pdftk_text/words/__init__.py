"""The words stage: glyph records into word and line records.

``word_records(records, options)`` is the whole public surface. The per-glyph work --
placing glyphs along their direction, fake bold read once, strands and word breaks,
stacked accents, lines, scripts and logical order -- is the native core's
(``native/src/words``), reached through ``core``; here are ``stream`` (pages of a record
stream), ``joining`` (how words read as text), ``bidi`` and ``accents`` (the character
facts the core is told) and ``tolerances`` (their names, units and reasons).
"""

from .stream import WordOptions, word_records
from .tolerances import Tolerances

__all__ = ["WordOptions", "Tolerances", "word_records"]
