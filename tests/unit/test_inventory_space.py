"""Space by category: sums to the file's length, and agrees with qpdf read independently.

The independent side runs ``qpdf --show-xref`` (offsets) and ``qpdf --json`` (each object's
dictionary) and measures each object from its offset to the end of its ``endobj``.
"""

import io
import json
import os
import re
import subprocess

import pikepdf
import pytest

from pdftk_text.inventory import space

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")


def corpus_files():
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["files"]
    return [e for e in entries if e.get("kind") == "pdf"]


def _open(entry):
    data = open(os.path.join(CORPUS, entry["file"]), "rb").read()
    pw = ((entry.get("encrypted") or {}).get("user_password")) or ""
    return pikepdf.open(io.BytesIO(data), password=pw), data, pw


@pytest.mark.parametrize("entry", corpus_files(), ids=lambda e: e["file"])
def test_space_sums_to_file_length(entry):
    pdf, data, _ = _open(entry)
    report = space.section(pdf, data)
    assert sum(report["bytes"].values()) == len(data) == report["file-size"]


def _qpdf_offsets(path, pw):
    out = subprocess.run(["qpdf", f"--password={pw}", "--show-xref", path], capture_output=True, text=True).stdout
    return {(int(n), int(g)): int(o) for n, g, o in re.findall(r"^(\d+)/(\d+): uncompressed; offset = (\d+)", out, re.M)}


def _qpdf_objects(path, pw):
    out = subprocess.run(["qpdf", f"--password={pw}", "--json=2", "--json-key=qpdf", path],
                         capture_output=True, text=True).stdout
    found = {}
    for key, value in json.loads(out)["qpdf"][1].items():
        match = re.match(r"obj:(\d+) (\d+) R", key)
        if match:
            head = value.get("stream", {}).get("dict", value.get("value"))
            found[(int(match.group(1)), int(match.group(2)))] = head if isinstance(head, dict) else {}
    return found


@pytest.mark.parametrize("entry", corpus_files(), ids=lambda e: e["file"])
def test_space_images_and_object_streams_agree_with_qpdf(entry):
    path = os.path.join(CORPUS, entry["file"])
    pdf, data, pw = _open(entry)
    offsets, objects = _qpdf_offsets(path, pw), _qpdf_objects(path, pw)
    assert offsets, "qpdf listed no uncompressed objects"
    expect = {"images": 0, "object-streams": 0}
    for objgen, offset in offsets.items():
        head = objects.get(objgen, {})
        kind = "images" if head.get("/Subtype") == "/Image" else "object-streams" if head.get("/Type") == "/ObjStm" else None
        if kind is None:
            continue
        length = head["/Length"]
        if isinstance(length, str):     # an indirect length: its value from the same JSON
            ref = tuple(int(x) for x in length.split()[:2])
            length = json.loads(subprocess.run(["qpdf", f"--password={pw}", "--json=2", "--json-key=qpdf", path],
                                               capture_output=True, text=True).stdout)["qpdf"][1][f"obj:{ref[0]} {ref[1]} R"]["value"]
        start = data.index(b"stream", offset) + 6 + int(length)
        expect[kind] += re.compile(rb"endobj[\r\n]{0,2}").search(data, start).end() - offset
    got = space.section(pdf, data)["bytes"]
    assert (got["images"], got["object-streams"]) == (expect["images"], expect["object-streams"])


@pytest.mark.parametrize("entry", corpus_files(), ids=lambda e: e["file"])
def test_space_object_starts_are_qpdf_offsets(entry):
    path = os.path.join(CORPUS, entry["file"])
    pdf, data, pw = _open(entry)
    assert {k: v[0] for k, v in space.extents(pdf, data).items()} == _qpdf_offsets(path, pw)
