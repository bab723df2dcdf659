"""Encoding CMaps of Type 0 fonts: code to CID with the notdef rules (§9.7.6.3), and
the Identity-H/V CMaps, which need no data.
"""

from __future__ import annotations

from collections import Counter

from .codes import code_space
from .parser import _Parsed, _first_set, _full_codespace, _identity_parsed, _load_chain
from .tables import _merge

from collections.abc import Callable  # noqa: E402

Resolve = Callable[[str], "bytes | None"]

class CidCMap:
    """An encoding CMap of a Type 0 font: code to CID (ISO 32000-2 §9.7.6).

    ``faults`` holds damage read around (``truncated``, ``malformed``,
    ``usecmap-cycle``, ``usecmap-missing``) and ``no-codespace`` when the code length
    had to be taken from the entries.
    """

    __slots__ = ("name", "wmode", "registry", "ordering", "supplement", "usecmap",
                 "splitter", "faults", "_cids", "_notdef")

    def __init__(self, chain: list[_Parsed], faults: set[str]):
        first = chain[0]
        self.name: str | None = first.name
        self.usecmap: str | None = first.usecmap
        self.wmode: int = _first_set(chain, "wmode") or 0
        self.registry: str | None = _first_set(chain, "registry")
        self.ordering: str | None = _first_set(chain, "ordering")
        self.supplement: int | None = _first_set(chain, "supplement")
        codespace = [r for c in chain for r in c.codespace]
        if not codespace:
            faults.add("no-codespace")
            codespace = [_full_codespace(_likely_length(chain))]
        self.splitter = code_space(codespace)
        self.faults: frozenset[str] = frozenset(faults)
        layers = list(reversed(chain))
        self._cids = _merge([c.cid for c in layers])
        self._notdef = _merge([c.notdef for c in layers])

    def lookup(self, code: int, nbytes: int) -> int | None:
        """The CID of ``code`` (ISO 32000-2 §9.7.6.3).

        The mapped CID; else the CID of a notdef range covering the code; else 0 when
        the code lies in the code space (a valid but unmapped code shows .notdef);
        else None: ``code`` is not a code of this CMap.
        """
        found = self._cids.find(code)
        if found is not None:
            return found[0] + found[1]
        found = self._notdef.find(code)
        if found is not None:
            return found[0]  # a notdef range maps all its codes to one CID
        return 0 if self.splitter.valid(code, nbytes) else None

    @property
    def entry_count(self) -> int:
        """Stored entries: single codes plus range segments, never codes spanned."""
        return len(self._cids) + len(self._notdef)


def _likely_length(chain: list[_Parsed]) -> int:
    lengths = sum((c.code_lengths for c in chain), Counter())
    return lengths.most_common(1)[0][0] if lengths else 2


def parse_cid_cmap(data: bytes, resolve: Resolve | None = None) -> CidCMap:
    """Read an embedded (or predefined) encoding CMap stream.

    ``resolve(name)`` gives the bytes of a CMap named by ``usecmap``; Identity-H/V
    need none. Raises ``CMapError`` only when ``data`` holds no CMap at all.
    """
    chain, faults = _load_chain(data, resolve, [], identity=True)
    return CidCMap(chain, faults)


def identity_cmap(vertical: bool) -> CidCMap:
    """Identity-H, or Identity-V when ``vertical``: 2-byte codes, CID = code."""
    return CidCMap([_identity_parsed(1 if vertical else 0)], set())
