"""The core's readers of word records: a record one cannot read is a malformed stream."""

from .. import _core
from ..errors import RecordStreamError


def read_words(reader, *args):
    """``reader(*args)``, a native reader of word records (``_core.LineLayout``,
    ``phrase_lines``, ``gutter_columns``), its ``WordFieldError`` -- the record and the
    field it could not read -- made the stream's one-line ``RecordStreamError``."""
    try:
        return reader(*args)
    except _core.WordFieldError as error:
        raise RecordStreamError(str(error)) from None
