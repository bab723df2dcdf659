#!/usr/bin/env python3
"""Hold pdf-inventory's listings against the live poppler tools (run by the cram tests).

  inventory_referees.py listings FILE...   --fonts, --attachments and --js against the bytes
                                           of pdffonts, pdfdetach -list and pdfinfo -js
  inventory_referees.py saved FILE...      --save-attachments DIR against pdfdetach -saveall
  inventory_referees.py signatures FILE... each signature field: signed or not, its /ByteRange
                                           and whether it reaches the file's end, against pdfsig

The first line names the referee's version; the last counts files byte-identical. A file
the referee cannot read (it exits non-zero with nothing on stdout) is listed as such and
not counted as agreeing. A missing referee is a failure, not a skip. Exit 0 only when
every file the referee reads is equal.
"""

import filecmp
import json
import os
import re
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


_SIG_FIELD = re.compile(r"^  - Signature Field Name: (.*)$", re.M)
_SIG_RANGES = re.compile(r"\[(\d+) - (\d+)\]")


def _pdfsig(pdf, pw):
    """pdfsig's signatures: [(field, None when unsigned, else (byte range, whole))]."""
    out = subprocess.run(["pdfsig"] + (["-upw", pw] if pw else []) + [pdf], capture_output=True, text=True).stdout
    found = []
    for block in re.split(r"^Signature #\d+:\n", out, flags=re.M)[1:]:
        field = _SIG_FIELD.search(block)
        ranges = re.search(r"Signed Ranges: (.*)", block)
        signed = None
        if ranges:
            pairs = [(int(a), int(b)) for a, b in _SIG_RANGES.findall(ranges.group(1))]
            signed = ([v for a, b in pairs for v in (a, b - a)], "Total document signed" in block)
        found.append((field.group(1) if field else None, signed))
    return found


def signatures(pdfs):
    if shutil.which("pdfsig") is None:
        print("referee missing: pdfsig")
        sys.exit(1)
    print(subprocess.run(["pdfsig", "-v"], capture_output=True, text=True).stderr.split("\n")[0])
    equal = judged = 0
    for pdf in pdfs:
        pw = password(pdf)
        ours = subprocess.run(["pdf-inventory"] + (["--password", pw] if pw else []) + [pdf], capture_output=True)
        records = [json.loads(line) for line in ours.stdout.splitlines()]
        inventory = next((r for r in records if r.get("type") == "inventory"), {})
        mine = [(s["field"], (s["byte-range"], s["covers-to-end"]) if s["signed"] else None)
                for s in (inventory.get("document") or {}).get("signatures", [])]
        theirs = _pdfsig(pdf, pw)
        if not mine and not theirs:
            continue
        judged += 1
        equal += mine == theirs
        states = ", ".join(f"{f}: {'unsigned' if s is None else 'covers the whole file' if s[1] else 'ends before the file'}"
                           for f, s in theirs)
        print(f"{os.path.basename(pdf)}: {states}: {'same' if mine == theirs else f'differs (ours {mine})'}")
    print(f"signatures: {equal}/{judged} documents equal")
    return equal == judged


def main(argv):
    commands = {"listings": listings, "saved": saved, "signatures": signatures}
    if len(argv) < 2 or argv[0] not in commands:
        print(__doc__)
        return 2
    return 0 if commands[argv[0]](argv[1:]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
