"""Formatting the benchmark's results: plain-text tables for stdout, and the JSON file
(orjson, keys in the order the run builds them, floats rounded) under bench/results/."""

import os

import orjson

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


def table(headers, rows, aligns=None):
    """A plain-text table: a header row, a rule, then the rows (numbers right-aligned)."""
    cells = [[_cell(value) for value in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    aligns = aligns or ["<"] + [">"] * (len(headers) - 1)
    lines = ["  ".join(f"{h:{a}{w}}" for h, a, w in zip(headers, aligns, widths))]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(f"{c:{a}{w}}" for c, a, w in zip(row, aligns, widths)) for row in cells]
    return "\n".join(lines)


def _cell(value):
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 1000 else f"{value:.0f}"
    return str(value)


def megabytes(kb):
    return None if kb is None else round(kb / 1024, 1)


def rounded(value, places):
    return None if value is None else round(value, places)


def write_json(name, data):
    """Write ``data`` to bench/results/NAME; return the path."""
    os.makedirs(RESULTS, exist_ok=True)
    path = os.path.join(RESULTS, name)
    with open(path, "wb") as handle:
        handle.write(orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n")
    return path
