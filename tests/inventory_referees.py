#!/usr/bin/env python3
"""Hold pdf-inventory's listings against the live poppler tools (run by the cram tests).

  inventory_referees.py listings FILE...   --fonts, --attachments and --js against the bytes
                                           of pdffonts, pdfdetach -list and pdfinfo -js
  inventory_referees.py saved FILE...      --save-attachments DIR against pdfdetach -saveall

The first line names the referee's version; the last counts files byte-identical. A file
the referee cannot read (it exits non-zero with nothing on stdout) is listed as such and
not counted as agreeing. A missing referee is a failure, not a skip. Exit 0 only when
every file the referee reads is equal.
"""

import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LISTINGS = (("--fonts", ["pdffonts"]), ("--attachments", ["pdfdetach", "-list"]), ("--js", ["pdfinfo", "-js"]))


def password(pdf):
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        known = {e["file"]: e for e in json.load(handle)["files"]}
    return ((known.get(os.path.basename(pdf)) or {}).get("encrypted") or {}).get("user_password")


def versions():
    for tool in ("pdffonts", "pdfdetach", "pdfinfo"):
        if shutil.which(tool) is None:
            print(f"referee missing: {tool}")
            sys.exit(1)
    print(subprocess.run(["pdffonts", "-v"], capture_output=True, text=True).stderr.split("\n")[0])


def listings(pdfs):
    versions()
    equal = judged = unread = 0
    for pdf in pdfs:
        pw = password(pdf)
        for option, referee in LISTINGS:
            ref = subprocess.run(referee + (["-upw", pw] if pw else []) + [pdf], capture_output=True)
            if ref.returncode and not ref.stdout:
                unread += 1
                print(f"{os.path.basename(pdf)} {option}: {referee[0]} cannot read it (exit {ref.returncode})")
                continue
            ours = subprocess.run(["pdf-inventory", option] + (["--password", pw] if pw else []) + [pdf],
                                  capture_output=True)
            judged += 1
            if ours.stdout == ref.stdout:
                equal += 1
            else:
                print(f"{os.path.basename(pdf)} {option}: differs from {' '.join(referee)}")
    print(f"listings: {equal}/{judged} equal, {unread} the referee cannot read")
    return equal == judged


def saved(pdfs):
    versions()
    equal = judged = files = 0
    for pdf in pdfs:
        pw = password(pdf)
        with tempfile.TemporaryDirectory() as theirs, tempfile.TemporaryDirectory() as mine:
            ref = subprocess.run(["pdfdetach", "-saveall", "-o", theirs] + (["-upw", pw] if pw else []) + [pdf],
                                 capture_output=True)
            if ref.returncode:
                continue
            subprocess.run(["pdf-inventory", "--save-attachments", mine] + (["--password", pw] if pw else []) + [pdf],
                           capture_output=True)
            judged += 1
            names = sorted(os.listdir(theirs))
            files += len(names)
            same = names == sorted(os.listdir(mine)) and all(
                filecmp.cmp(os.path.join(theirs, n), os.path.join(mine, n), shallow=False) for n in names)
            equal += same
            if not same:
                print(f"{os.path.basename(pdf)}: saved files differ")
    print(f"saved: {equal}/{judged} documents equal, {files} files")
    return equal == judged


def main(argv):
    if len(argv) < 2 or argv[0] not in ("listings", "saved"):
        print(__doc__)
        return 2
    return 0 if {"listings": listings, "saved": saved}[argv[0]](argv[1:]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
