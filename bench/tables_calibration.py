#!/usr/bin/env python3
"""The table confidence calibration: each source run alone over the corpus, every table
it reports (at --min-confidence 0) set against the truth the corpus records.

Truth: the manifest's ``tables`` (page, rows, columns) and ``not_tables``, and the
tables the manifest notes describe for documents made here whose sources hold them
(KNOWN below, each with the note it comes from). A reported table is right when its
page, rows and columns are the truth's; any other report is a false table. Prints one
row per report and, per confidence band, how many reports were right.

``--icdar DIR`` calibrates on the ICDAR-2013 documents in DIR instead: every table a
default run reports at --min-confidence 0 (all sources together, as a user gets them)
is right when it is the match the competition scorer (``--scorer``) would make -- on a
truth table's page, sharing half its cell texts or more, each report matching one truth
table at most. Both print bands of width 0.1: the reports in each, the share right, and
whether that share lies within 0.15 of the band (checked where a band holds 5 or more).
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

# From the manifest notes of documents made here (the sources are in corpus/sources/).
KNOWN = {
    "lo-report-tagged.pdf": [(2, 5, 4)],       # "fully ruled (4 columns, 1 header row, 4 body rows)"
    "lo-report-untagged.pdf": [(2, 5, 4)],
    "qpdf-objstm.pdf": [(2, 5, 4)],            # lo-report-tagged rewritten
    "lo-landscape.pdf": [(2, 4, 6)],           # "ruled 6-column table (1 header row, 3 body rows)"
    "lo-pdfa.pdf": [(2, 4, 6)],                # lo-landscape.fodt exported as PDF/A
    "pike-attachments.pdf": [(1, 5, 4)],       # rl-invoice with attachments
    # The drawn grid of the tagged twin: page 3 repeats the heading as an artifact, so the
    # rules make lo-tables.pdf's 8 x 3 part where the structure holds 7 x 3 (both right).
    "lo-tables-tagged.pdf": [(3, 8, 3)],
}
BANDS = tuple((k / 10, (k + 1) / 10 if k < 9 else 1.01) for k in range(10))
# A band is calibrated when the share of its reports that are right lies this close to it.
CALIBRATED = 0.15
# Bands holding fewer reports than this say too little to check.
FEWEST = 5


def truth(entry):
    known = [(t["page"], t["rows"], t["columns"]) for t in entry.get("tables", ())]
    return known + KNOWN.get(entry["file"], [])


def reports(path, source):
    from pdftk_text.pdf.document import open_path
    from pdftk_text.tables import TableOptions, pdf_table_records
    options = TableOptions(min_confidence=0.0, tagged=source == "tagged", ruled=source == "ruled",
                           aligned=source == "aligned")
    return [r for r in pdf_table_records(open_path(path, None), options=options) if r["type"] == "table"]


def corpus_rows():
    manifest = json.load(open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8"))
    rows = []
    for entry in manifest["files"]:
        if entry.get("kind") != "pdf" or not entry.get("pages") or entry.get("encrypted"):
            continue
        expected = truth(entry)
        for source in ("tagged", "ruled", "aligned"):
            for table in reports(os.path.join(ROOT, "corpus", entry["file"]), source):
                right = (table["page"], table["rows"], table["columns"]) in expected
                rows.append((entry["file"], table["page"], source, table["rows"], table["columns"],
                             table["confidence"], right))
    return rows


def icdar_rows(directory, scorer):
    """One row per table a default run reports at confidence 0, right as the scorer matches."""
    from pathlib import Path
    from bench.tables_icdar import load_scorer
    from pdftk_text.pdf.document import open_path
    from pdftk_text.tables import TableOptions, pdf_table_records
    score = load_scorer(scorer)
    rows = []
    for pdf, pages in score.load_truth(Path(directory)):
        found = [t for t in pdf_table_records(open_path(str(pdf), None), options=TableOptions(min_confidence=0.0))
                 if t["type"] == "table"]
        grids = [{(c["row"], c["column"]): c["text"] for c in t["cells"]} for t in found]
        right = set()
        for page, truths in pages.items():
            for g in truths:
                best = max(((score.jaccard(score.texts(g), score.texts(grids[i])), i) for i, t in enumerate(found)
                            if t["page"] == page and i not in right), default=(0.0, None))
                if best[0] >= 0.5:
                    right.add(best[1])
        for i, t in enumerate(found):
            rows.append((pdf.name, t["page"], t["source"], t["rows"], t["columns"], t["confidence"], i in right))
    return rows


def bands(rows):
    """Per band of width 0.1: (low, high, reports, right, calibrated or None when too few)."""
    out = []
    for low, high in BANDS:
        band = [r for r in rows if low <= r[5] < high]
        right = sum(1 for r in band if r[6])
        share = right / len(band) if band else 0.0
        off = max(0.0, low - share, share - min(high, 1.0))
        out.append((low, min(high, 1.0), len(band), right, off <= CALIBRATED if len(band) >= FEWEST else None))
    return out


def main(argv=None):
    import argparse
    from bench.tables_icdar import SCORER
    parser = argparse.ArgumentParser(prog="python3 bench/tables_calibration.py", description=__doc__.splitlines()[0])
    parser.add_argument("--icdar", metavar="DIR", help="calibrate on the ICDAR-2013 documents and truth in DIR")
    parser.add_argument("--scorer", metavar="PY", default=SCORER, help="the ICDAR scorer (default %(default)s)")
    args = parser.parse_args(argv)
    rows = icdar_rows(args.icdar, args.scorer) if args.icdar else corpus_rows()
    for row in rows:
        print("%-24s p%-2d %-8s %2dx%-2d conf %.3f %s" % (*row[:6], "right" if row[6] else "FALSE TABLE"))
    print()
    for low, high, count, right, calibrated in bands(rows):
        state = "" if calibrated is None else ("  calibrated" if calibrated else "  NOT CALIBRATED")
        share = f"{right / count:.2f}" if count else "-"
        print(f"confidence [{low:.1f}, {high:.1f}{')' if high < 1 else ']'}: {count:3d} reports, "
              f"{right:3d} right, share {share}{state}")


if __name__ == "__main__":
    main()
