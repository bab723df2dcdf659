"""Code spaces: splitting a shown string into codes (ISO 32000-2 §9.7.6.2).

The splitter consumes at least one byte per code, whatever the bytes.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Iterable

from .parser import CodespaceRange

class CodeSplitter:
    """Splits a shown string into codes by code space ranges (ISO 32000-2 §9.7.6.2).

    Bytes are matched against the ranges of increasing length, the shortest match
    winning. Bytes matching no range are taken as one code of the shortest code
    space length (§9.7.6.3), so that at least one byte is consumed per code.
    """

    def __init__(self, ranges: Iterable[CodespaceRange]):
        self.ranges = tuple(dict.fromkeys(ranges))
        lengths = sorted({len(r.low) for r in self.ranges})
        self.shortest = lengths[0] if lengths else 1
        self._fixed = lengths[0] if len(lengths) == 1 else 0
        self._first = None
        if not self._fixed:
            self._first = self._first_bytes(lengths)

    def _first_bytes(self, lengths):
        """Per first byte, the (length, ranges) that byte may start, shortest first."""
        first: list[list] = [[] for _ in range(256)]
        for n in lengths:
            same = [r for r in self.ranges if len(r.low) == n]
            for b in range(256):
                hits = tuple(r for r in same if r.low[0] <= b <= r.high[0])
                if hits:
                    first[b].append((n, hits))
        return [tuple(c) for c in first]

    def split(self, data: bytes) -> list[tuple[int, int]]:
        """(code, byte count) for each code of ``data``, in order."""
        if self._fixed:
            return _split_fixed(data, self._fixed)
        out, i, size, first = [], 0, len(data), self._first
        while i < size:
            n = self._match(data, i, first[data[i]], size)
            if not n:
                n = min(self.shortest, size - i)
            out.append((int.from_bytes(data[i:i + n], "big"), n))
            i += n
        return out

    @staticmethod
    def _match(data: bytes, i: int, candidates: tuple, size: int) -> int:
        for n, ranges in candidates:
            if i + n > size:
                return 0
            if n == 1:
                return 1
            for r in ranges:
                lo, hi = r.low, r.high
                if all(lo[k] <= data[i + k] <= hi[k] for k in range(1, n)):
                    return n
        return 0

    def valid(self, code: int, nbytes: int) -> bool:
        """Whether ``code``, written on ``nbytes`` bytes, lies in a code space range."""
        if not 1 <= nbytes <= 4 or code >> (8 * nbytes):
            return False
        raw = code.to_bytes(nbytes, "big")
        return any(r.contains(raw) for r in self.ranges)


def _split_fixed(data: bytes, n: int) -> list[tuple[int, int]]:
    """Every code the same length: read by arrays, not byte by byte."""
    whole = len(data) - len(data) % n
    if n == 1:
        out = [(b, 1) for b in data]
    elif n in _UNIT_TYPES:
        units = array(_UNIT_TYPES[n], data[:whole])
        if sys.byteorder == "little":
            units.byteswap()
        out = [(u, n) for u in units]
    else:
        out = [(int.from_bytes(data[i:i + n], "big"), n) for i in range(0, whole, n)]
    if whole < len(data):  # a string cut inside its last code
        out.append((int.from_bytes(data[whole:], "big"), len(data) - whole))
    return out


# array type codes holding exactly 2 and 4 bytes on this platform
_UNIT_TYPES = {
    size: code
    for code in "LIH"
    for size in (array(code).itemsize,)
    if size in (2, 4)
}
