"""The real-world sweep (bench/realworld.py) on two corpus files: one read, one refused."""

import io
import os
import shutil
import sys

from bench import realworld

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
READ = os.path.join(ROOT, "corpus", "rl-multipage.pdf")
REFUSED = os.path.join(ROOT, "corpus", "not-a-pdf.pdf")


def test_sweep_counts_outcomes_and_referees(tmp_path):
    for path in (READ, REFUSED):
        shutil.copy(path, tmp_path)
    out, result = io.StringIO(), tmp_path / "result.json"
    assert realworld.main([str(tmp_path), "--tools", "pdf-export-text,pdf-inventory", "--json", str(result)],
                          out=out) == 0
    data = realworld.orjson.loads(result.read_bytes())
    for tool in ("pdf-export-text", "pdf-inventory"):
        row = data["summary"][tool]
        assert (row["files"], row["ok"], row["exits"], row["internal"], row["timeouts"]) == (2, 1, {"4": 1}, 0, 0)
    # the referees read the ReportLab file, and so do we: no loss counted
    referee = data["referees"]["rl-multipage.pdf"]
    assert referee["pdftotext"]["ok"] and referee["mutool"]["chars"] > 100
    assert data["summary"]["pdf-export-text"]["lost_mutool"] == 0
    assert "pdf-export-text" in out.getvalue() and "pdftotext" in out.getvalue()
    # the two files are one batch, which the refusal ends with exit 4: the refused file is
    # run again alone, and the results are those of a sweep reading one file a process
    alone = tmp_path / "alone.json"
    assert realworld.main([str(tmp_path), "--tools", "pdf-export-text,pdf-inventory", "--batch", "1",
                           "--json", str(alone)], out=io.StringIO()) == 0
    unbatched = realworld.orjson.loads(alone.read_bytes())
    for name in ("rl-multipage.pdf", "not-a-pdf.pdf"):
        for tool in ("pdf-export-text", "pdf-inventory"):
            batched, single = data["files"][name][tool], unbatched["files"][name][tool]
            assert batched.pop("rerun", False) == (name == "not-a-pdf.pdf") and "rerun" not in single
            assert {**batched, "seconds": 0} == {**single, "seconds": 0}


def test_a_run_past_its_time_is_killed_and_an_internal_error_told():
    slow = realworld.run_bounded([sys.executable, "-c", "import time; time.sleep(30)"], 0.5, 1 << 30)
    assert slow["timeout"] and slow["seconds"] < 10
    assert realworld.classify("pdf-words", slow) == "timeout"
    crash = realworld.run_bounded([sys.executable, "-c", "raise TypeError('x')"], 30, 1 << 30)
    assert realworld.classify("pdf-words", crash) == "internal"
    killed = realworld.run_bounded([sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)"],
                                   30, 1 << 30)
    assert realworld.classify("pdf-words", killed) == "internal"
    assert realworld.classify("pdf-search", {"timeout": False, "code": 1, "stderr": b""}) == "ok"


def test_memory_bound_applies_to_the_run():
    hog = realworld.run_bounded([sys.executable, "-c", "b = bytearray(1 << 30)"], 30, 256 << 20)
    assert hog["code"] != 0 and b"MemoryError" in hog["stderr"]


def test_replacement_characters_are_not_counted_as_text():
    # mutool writes U+FFFD for each glyph it cannot map (issue20453.pdf: a whole page of them)
    assert realworld.nonspace("ab c\ufffd\ufffd\x0c\n".encode()) == 3


def test_a_refusal_loses_whatever_the_referee_read_and_a_result_can_be_summarized_again(tmp_path):
    refused, short = {"outcome": "exit 4", "code": 4, "seconds": 0.1}, {"outcome": "ok", "chars": 1, "seconds": 0.1}
    referee = {"ok": True, "chars": 10, "seconds": 0.1}        # bug1606566.pdf: "Bug 1606566"
    assert realworld.lost(refused, referee) is True
    assert realworld.lost(short, referee) is False              # too little read to judge a ratio
    assert realworld.lost(refused, {"ok": False, "chars": 0, "seconds": 0.1}) is False
    data = {"tools": ["pdf-export-text"], "files": {"a.pdf": {"pdf-export-text": refused}},
            "referees": {"a.pdf": {"pdftotext": referee, "mutool": referee}}}
    path = tmp_path / "earlier.json"
    path.write_bytes(realworld.orjson.dumps(data))
    out = io.StringIO()
    assert realworld.main(["unused", "--summarize", str(path), "--failures"], out=out) == 0
    row = out.getvalue().splitlines()[2].split()
    assert row[:7] == ["pdf-export-text", "1", "0", "4:1", "0", "0", "1"]
    assert "a.pdf\texit 4" in out.getvalue()
