"""Code tables: single codes and ranges stored as arrays, merged across usecmap layers.

A range is one entry whatever it spans; nothing here ever expands one code by code.
"""

from __future__ import annotations

import heapq
import operator
from array import array
from bisect import bisect_right
from itertools import islice

class _Layer:
    """Entries of one CMap as read: singles, and ranges kept as (start, end, value).

    Values are ints. For code-to-CID they are CIDs. For ToUnicode a value >= 0 is a
    2-byte UTF-16 unit (the common case, kept out of the heap), and a value < 0 is
    ``-(i + 1)`` for ``pool[i]``: the destination's bytes, or a tuple of them for the
    array form of ``bfrange``.
    """

    __slots__ = ("singles", "starts", "ends", "values")

    def __init__(self) -> None:
        self.singles: dict[int, int] = {}
        self.starts = array("Q")
        self.ends = array("Q")
        self.values = array("q")


class _Table:
    """Lookup structure: a dict of single codes over disjoint, sorted range segments.

    A segment carries the start of the range it came from (``bases``) so that a value
    is reached as ``value + (code - base)`` whichever piece of its range the segment is.
    """

    __slots__ = ("singles", "starts", "ends", "bases", "values")

    def __init__(self, singles, starts, ends, bases, values) -> None:
        self.singles = singles
        self.starts, self.ends, self.bases, self.values = starts, ends, bases, values

    def find(self, code: int) -> tuple[int, int] | None:
        """(value, offset of the code in its range), or None."""
        v = self.singles.get(code)
        if v is not None:
            return v, 0
        i = bisect_right(self.starts, code) - 1
        if i >= 0 and code <= self.ends[i]:
            return self.values[i], code - self.bases[i]
        return None

    def __len__(self) -> int:
        return len(self.singles) + len(self.starts)


def _flatten(starts: array, ends: array, values: array) -> _Table:
    """Ranges as disjoint sorted segments; where ranges overlap, the later one wins.

    Producers almost always write ranges sorted and disjoint, which one C-speed pass
    confirms; then the input is used as is. Otherwise a sweep in start order keeps the
    open ranges in a heap keyed by their order and cuts a segment wherever the winner
    changes: O(n log n), never proportional to the codes spanned.
    """
    n = len(starts)
    if n < 2 or all(map(operator.lt, islice(ends, 0, n - 1), islice(starts, 1, None))):
        return _Table({}, starts, ends, starts, values)
    out = _Table({}, array("Q"), array("Q"), array("Q"), array("q"))
    heap: list[int] = []  # -order of each open range: the winner on top
    pos = 0  # codes below pos are settled
    for i in sorted(range(n), key=starts.__getitem__):
        s = starts[i]
        while heap and ends[-heap[0]] < s:  # winners closing before s
            w = -heapq.heappop(heap)
            if ends[w] >= pos:
                _emit(out, starts, values, w, pos, ends[w])
                pos = ends[w] + 1
        if heap and -heap[0] < i:  # the newer range takes over at s
            _emit(out, starts, values, -heap[0], pos, s - 1)
        if not heap or -heap[0] < i:
            pos = s
        heapq.heappush(heap, -i)
    while heap:
        w = -heapq.heappop(heap)
        if ends[w] >= pos:
            _emit(out, starts, values, w, pos, ends[w])
            pos = ends[w] + 1
    return out


def _emit(out: _Table, starts: array, values: array, w: int, a: int, b: int) -> None:
    if a > b:
        return
    if len(out.ends) and out.ends[-1] + 1 == a and out.bases[-1] == starts[w] \
            and out.values[-1] == values[w]:
        out.ends[-1] = b  # the same range on both sides of a beaten one's stretch
        return
    out.starts.append(a), out.ends.append(b), out.bases.append(starts[w])
    out.values.append(values[w])


def _merge(layers: list[_Layer]) -> _Table:
    """One table from a ``usecmap`` chain, the used CMap first.

    Within one CMap a single code (``bfchar``, ``cidchar``) overrides a range covering
    it, being the more specific entry; across the chain every entry of the using CMap
    overrides the used one's, so its ranges also hide the used CMap's single codes.
    """
    if len(layers) == 1:
        layer = layers[0]
        table = _flatten(layer.starts, layer.ends, layer.values)
        table.singles = layer.singles
        return table
    singles: dict[int, int] = {}
    starts, ends, values = array("Q"), array("Q"), array("q")
    for layer in layers:
        if singles and len(layer.starts):
            cover = _flatten(layer.starts, layer.ends, layer.values)
            singles = {c: v for c, v in singles.items() if cover.find(c) is None}
        singles.update(layer.singles)
        starts.extend(layer.starts), ends.extend(layer.ends), values.extend(layer.values)
    table = _flatten(starts, ends, values)
    table.singles = singles
    return table
