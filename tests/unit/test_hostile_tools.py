"""Every tool on every hostile, damaged and bad corpus file ends well.

A result (exit 0, records that parse), a diagnostic record, or one line per failing
input on stderr with the exit status the tools document (cli/base.py EXIT_CODES): never
a traceback, never "internal error". Each tool reads all the files of a group in one
run (the tools read every input and report each failure on its own line). What each
file must yield comes from corpus/manifest.json; the timeout is a safety net only. The
per-page work at the default limits is measured in test_hostile_bounds.py; here the
limits are lowered (LOWERED) so the bombs cost each tool little: the guards that stop
them are the same code, reported the same way.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"
MANIFEST = {e["file"]: e for e in json.loads((CORPUS / "manifest.json").read_text())["files"]}
READABLE = sorted(n for n, e in MANIFEST.items() if e.get("kind") in ("hostile", "damaged"))
BAD = ["not-a-pdf.pdf", "empty.pdf", "qpdf-encrypted-user.pdf"]   # exit 4, 4, 5
SAFETY_SECONDS = 300

TOOLS = {
    "pdf-glyphs": [], "pdf-words": [], "pdf-order": [], "pdf-tables": [],
    "pdf-search": ["a"], "pdf-images": ["--list"], "pdf-inventory": [],
    "pdf-export": ["-f", "md"],
}
LOWERED = ["--max-operations", "200000", "--max-glyphs", "20000", "--max-stream-bytes", str(8 << 20)]
JSON_LINES = {"pdf-glyphs", "pdf-words", "pdf-order", "pdf-tables", "pdf-search"}


def run(tool, *args):
    env = dict(os.environ, LC_ALL="C.UTF-8")
    return subprocess.run([sys.executable, str(ROOT / "bin" / tool), *args], capture_output=True,
                          timeout=SAFETY_SECONDS, env=env, cwd=ROOT)


def _no_traceback(result):
    err = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "internal error" not in err, err
    return err


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_hostile_and_damaged_files_each_give_a_result(tool):
    files = [str(CORPUS / name) for name in READABLE]
    result = run(tool, *LOWERED, *TOOLS[tool], *files)
    err = _no_traceback(result)
    assert result.returncode == 0, err
    assert err == ""
    if tool in JSON_LINES:
        records = [json.loads(line) for line in result.stdout.splitlines()]
        documents = [r["source"] for r in records if r["type"] == "document"]
        assert documents == files
    else:
        assert result.stdout


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_bad_files_each_give_one_line_and_the_documented_status(tool):
    files = [str(CORPUS / name) for name in BAD]
    result = run(tool, *TOOLS[tool], *files)
    lines = _no_traceback(result).splitlines()
    assert result.returncode == 4          # the first failure's: not a PDF
    assert len(lines) == len(files)
    for line, path in zip(lines, files):
        assert line.startswith(f"{tool}: {path}: ")
    assert "password" in lines[2]


def test_a_catastrophic_pattern_is_cut_by_its_timeout():
    # (a|aa)+$ on 60 'a's then '!' tries every split of the run (Fibonacci(60) of them);
    # the page is skipped and reported. (The regex module cuts (a+)+$ short by itself.)
    result = run("pdf-search", "-e", "--timeout", "0.2", "(a|aa)+$", str(CORPUS / "hostile/regex-page.pdf"))
    _no_traceback(result)
    assert result.returncode == 1                      # nothing matched, as grep says
    codes = [json.loads(line).get("code") for line in result.stdout.splitlines()]
    assert "search.timeout" in codes


@pytest.mark.parametrize("option,value,code", [
    ("--max-operations", "10", "limit.content-operations"),
    ("--max-glyphs", "5", "limit.page-glyphs"),
    ("--max-depth", "1", "limit.graphics-state-depth"),
    ("--max-stream-bytes", "64", "limit.stream-bytes"),
])
def test_a_lowered_option_makes_its_guard_fire_and_be_reported(option, value, code):
    result = run("pdf-glyphs", option, value, str(CORPUS / "rl-invoice.pdf"))
    _no_traceback(result)
    assert result.returncode == 0
    diagnostics = [json.loads(line) for line in result.stdout.splitlines() if b'"diagnostic"' in line]
    assert code in [d["code"] for d in diagnostics]
