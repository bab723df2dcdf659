"""Code spaces: splitting a shown string into codes (ISO 32000-2 §9.7.6.2).

The splitting is the core's (``native/src/content/codespace.rs``): bytes are matched
against the ranges of increasing length, the shortest match winning; bytes matching no
range are one code of the shortest code space length (§9.7.6.3), so at least one byte
is consumed per code. This module makes a CMap's ranges into the core's ``CodeSpace``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ... import _core
from .parser import CodespaceRange


def code_space(ranges: Iterable[CodespaceRange]) -> _core.CodeSpace:
    """The code space of ``ranges``: its ``split(data)`` gives (code, byte count) for each
    code of a string, in order; ``valid(code, nbytes)`` whether a code lies in a range."""
    return _core.CodeSpace([(r.low, r.high) for r in ranges])
