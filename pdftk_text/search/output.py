"""The grep-like forms of a search's records: matching lines, counts, file names.

Each writer reads the stage's records (document, hit, diagnostic) and writes UTF-8 text
to a binary stream: ``lines`` one ``file:page: context`` line per hit (line breaks in
the context read as spaces), ``counts`` one ``file:count`` line per document, ``files``
each document with a hit once. Every writer returns the number of hits it saw and hands
``search.*`` diagnostics to ``warn`` (one line for stderr). This module must never
search.
"""

import orjson


def json_lines(records, out, warn):
    hits = 0
    for record in records:
        hits += record["type"] == "hit"
        out.write(orjson.dumps(record) + b"\n")
    return hits


def lines(records, out, warn):
    hits = 0
    for record in _hits_and_warnings(records, warn):
        hits += 1
        context = (record["before"] + record["text"] + record["after"]).replace("\n", " ")
        out.write(f"{record['file']}:{record['page']}: {context}\n".encode("utf-8"))
    return hits


def counts(records, out, warn):
    total, current, count = 0, None, 0
    for record in records:
        kind = record["type"]
        if kind == "document":
            if current is not None:
                out.write(f"{current}:{count}\n".encode("utf-8"))
            current, count = record.get("source", "-"), 0
        elif kind == "hit":
            count += 1
            total += 1
        elif kind == "diagnostic":
            _warn(record, current, warn)
    if current is not None:
        out.write(f"{current}:{count}\n".encode("utf-8"))
    return total


def files(records, out, warn):
    hits, named = 0, set()
    for record in _hits_and_warnings(records, warn):
        hits += 1
        if record["file"] not in named:
            named.add(record["file"])
            out.write(f"{record['file']}\n".encode("utf-8"))
    return hits


def _hits_and_warnings(records, warn):
    current = None
    for record in records:
        kind = record["type"]
        if kind == "document":
            current = record.get("source", "-")
        elif kind == "hit":
            yield record
        elif kind == "diagnostic":
            _warn(record, current, warn)


def _warn(record, current, warn):
    if record["code"].startswith("search."):
        warn(f"{current or '-'}: page {record['page']}: {record['message']} ({record['code']})")
