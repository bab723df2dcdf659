"""Reading word records: the core's readers (a record one cannot read is a malformed
stream), and one field of many records at once."""

import operator

from .. import _core
from ..errors import RecordStreamError

_GETTERS = {}


def column(records, key, default=None):
    """Each record's ``key`` (``default`` where one lacks it), in order: asked as an item
    of every record at once -- a record of the words stage always has it, and that is
    three times as fast as a get with a default -- else record by record."""
    getter = _GETTERS.get(key)
    if getter is None:
        getter = _GETTERS[key] = operator.itemgetter(key)
    try:
        return list(map(getter, records))
    except KeyError:
        return [r.get(key, default) for r in records]


def read_words(reader, *args):
    """``reader(*args)``, a native reader of word records (``_core.LineLayout``,
    ``phrase_lines``, ``gutter_columns``; ``flow_starts``: blocks and their first words),
    its ``WordFieldError`` -- the record and the
    field it could not read -- made the stream's one-line ``RecordStreamError``."""
    try:
        return reader(*args)
    except _core.WordFieldError as error:
        raise RecordStreamError(str(error)) from None
