#!/usr/bin/env python3
"""The table confidence calibration: each source run alone over the corpus, every table
it reports (at --min-confidence 0) set against the truth the corpus records.

Truth: the manifest's ``tables`` (page, rows, columns) and ``not_tables``, and the
tables the manifest notes describe for documents made here whose sources hold them
(KNOWN below, each with the note it comes from). A reported table is right when its
page, rows and columns are the truth's; any other report is a false table. Prints one
row per report and, per confidence band, how many reports were right.
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
BANDS = ((0.0, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01))


def truth(entry):
    known = [(t["page"], t["rows"], t["columns"]) for t in entry.get("tables", ())]
    return known + KNOWN.get(entry["file"], [])


def reports(path, source):
    from pdftk_text.pdf.document import open_path
    from pdftk_text.tables import TableOptions, pdf_table_records
    options = TableOptions(min_confidence=0.0, tagged=source == "tagged", ruled=source == "ruled",
                           aligned=source == "aligned")
    return [r for r in pdf_table_records(open_path(path, None), options=options) if r["type"] == "table"]


def main():
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
    for row in rows:
        print("%-24s p%-2d %-8s %2dx%-2d conf %.3f %s" % (*row[:6], "right" if row[6] else "FALSE TABLE"))
    print()
    for low, high in BANDS:
        band = [r for r in rows if low <= r[5] < high]
        print(f"confidence [{low:.1f}, {min(high, 1.0):.1f}{')' if high < 1 else ']'}: "
              f"{len(band)} reports, {sum(1 for r in band if r[6])} right")


if __name__ == "__main__":
    main()
