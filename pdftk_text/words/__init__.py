"""The words stage: glyph records into word and line records.

``word_records(records, options)`` is the whole public surface; the modules hold one
step each -- ``placement`` (where a glyph sits along its direction, as a tuple), ``duplicates``
(fake bold), ``strands`` (content-order strings and word breaks), ``accents`` (stacked
accents composed with their letters), ``lines`` (baselines,
scripts, order), ``bidi`` (logical order, ligatures), ``records`` (the output) and
``stream`` (pages of a record stream). Tolerances are named in ``tolerances``.
"""

from .stream import WordOptions, word_records
from .tolerances import Tolerances

__all__ = ["WordOptions", "Tolerances", "word_records"]
