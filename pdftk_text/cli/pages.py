"""Page selection: qpdf's page-range syntax, which also reads pdftotext's -f/-l ranges.

``1-3,5,8-`` · ``z`` is the last page · ``r2`` the second from last · ``5-2`` runs
backwards. Pages past the end are ignored (as pdftotext does with -l), so one
selection serves documents of any length in a corpus job.
"""

import re

from ..errors import UsageError

_ITEM = re.compile(r"^(r?\d+|z)?(?:(-)(r?\d+|z)?)?$")


def parse_pages(text):
    """Validate a selection; return a function from page count to page numbers."""
    items = []
    for part in text.split(","):
        part = part.strip()
        match = _ITEM.match(part)
        if not part or not match or (match.group(1) is None and match.group(2) is None):
            raise UsageError(f"--pages: cannot read {part!r} (use e.g. 1-3,5,8-,z)")
        start, dash, end = match.groups()
        if start in ("0", "r0") or end in ("0", "r0"):
            raise UsageError("--pages: pages are numbered from 1")
        items.append((start, dash, end))

    def select(count):
        chosen = []
        for start, dash, end in items:
            first = _resolve(start, count, 1)
            last = _resolve(end, count, count) if dash else first
            step = 1 if last >= first else -1
            chosen.extend(n for n in range(first, last + step, step) if 1 <= n <= count)
        return tuple(chosen)

    return select


def _resolve(token, count, default):
    if token is None:
        return default
    if token == "z":
        return count
    if token.startswith("r"):
        return count - int(token[1:]) + 1
    return int(token)
