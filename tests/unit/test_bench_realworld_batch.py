"""The sweep's batches (bench/realworld_runs.py): many files a process, and every file of a
batch that did not end cleanly read again alone, so a file's result never depends on its batch."""

import os
import stat
import sys

import pytest

from bench import realworld_runs as runs

CLEAN = {"code": 0, "timeout": False, "stderr": b"", "seconds": 2.0}


def told(*pairs):
    return {path: {"status": status, "seconds": seconds} for path, status, seconds in pairs}


def test_batches_keep_the_order_and_the_last_is_shorter():
    assert runs.batches(list("abcde"), 2) == [["a", "b"], ["c", "d"], ["e"]]
    assert runs.batches(list("ab"), 16) == [["a", "b"]]
    assert runs.batches([], 16) == []


def test_a_clean_batch_gives_each_file_its_status_text_and_share_of_the_time():
    statuses = told(("a.pdf", 0, 0.5), ("b.pdf", 0, 0.9))
    results, alone, rest = runs.batch_results("pdf-export-text", ["a.pdf", "b.pdf"], CLEAN, statuses,
                                              {"a.pdf": b"one two\n", "b.pdf": b""}, 60)
    assert (alone, rest) == ([], [])
    assert results["a.pdf"] == {"outcome": "ok", "code": 0, "seconds": 0.8, "chars": 6}
    assert results["b.pdf"] == {"outcome": "ok", "code": 0, "seconds": 1.2, "chars": 0}
    # start-up and the gaps are shared evenly: the files' seconds add up to the batch's
    assert sum(result["seconds"] for result in results.values()) == pytest.approx(CLEAN["seconds"])


@pytest.mark.parametrize("run, statuses", [
    ({**CLEAN, "code": 70}, told(("a.pdf", 0, 0.5), ("b.pdf", 70, 0.1), ("c.pdf", 0, 0.2))),   # b's bug
    ({**CLEAN, "code": -9}, told(("a.pdf", 0, 0.5))),                       # killed by a signal on b
    ({**CLEAN, "timeout": True}, told(("a.pdf", 0, 0.5))),                  # past the batch's time on b
])
def test_in_a_batch_that_did_not_end_cleanly_only_the_files_before_the_failure_are_kept(run, statuses):
    results, alone, rest = runs.batch_results("pdf-words", ["a.pdf", "b.pdf", "c.pdf"], run, statuses, {}, 60)
    assert (alone, rest) == (["b.pdf"], ["c.pdf"])      # c's result came after b's failure: read again
    assert results["a.pdf"]["outcome"] == "ok"
    assert "outcome" not in results["b.pdf"] and "outcome" not in results["c.pdf"]
    assert sum(result["seconds"] for result in results.values()) == pytest.approx(2.0, abs=0.002)


def test_a_refused_file_is_run_again_alone_and_the_files_after_it_are_kept():
    statuses = told(("a.pdf", 0, 0.5), ("b.pdf", 4, 0.1), ("c.pdf", 5, 0.1), ("d.pdf", 0, 0.2))
    results, alone, rest = runs.batch_results("pdf-words", ["a.pdf", "b.pdf", "c.pdf", "d.pdf"],
                                              {**CLEAN, "code": 4}, statuses, {}, 60)
    assert (alone, rest) == (["b.pdf", "c.pdf"], [])
    assert results["a.pdf"]["outcome"] == results["d.pdf"]["outcome"] == "ok"
    # an exit status that is not the first refusal's is not told by the lines
    _, alone, rest = runs.batch_results("pdf-words", ["a.pdf", "b.pdf", "c.pdf", "d.pdf"],
                                        {**CLEAN, "code": 5}, statuses, {}, 60)
    assert (alone, rest) == (["a.pdf", "b.pdf", "c.pdf", "d.pdf"], [])


def test_a_batch_that_ended_badly_after_every_file_ended_well_is_run_again_file_by_file():
    statuses = told(("a.pdf", 0, 0.5), ("b.pdf", 0, 0.1))
    run = {**CLEAN, "stderr": b"Traceback (most recent call last):\n"}
    results, alone, rest = runs.batch_results("pdf-words", ["a.pdf", "b.pdf"], run, statuses, {}, 60)
    assert (alone, rest) == (["a.pdf", "b.pdf"], [])
    assert results == {"a.pdf": {"seconds": 1.2}, "b.pdf": {"seconds": 0.8}}


def test_a_file_near_the_time_bound_or_without_its_line_or_output_is_run_again_alone():
    paths = ["fast.pdf", "slow.pdf", "no-output.pdf", "after.pdf"]
    statuses = told(("fast.pdf", 0, 0.1), ("slow.pdf", 0, 9.0), ("no-output.pdf", 0, 0.1), ("after.pdf", 0, 0.1))
    outputs = {"fast.pdf": b"x", "slow.pdf": b"x", "no-output.pdf": None, "after.pdf": b"x"}
    results, alone, rest = runs.batch_results("pdf-export-text", paths, {**CLEAN, "seconds": 10.0}, statuses,
                                              outputs, 10)
    assert (alone, rest) == (["slow.pdf", "no-output.pdf"], ["after.pdf"])
    assert results["fast.pdf"]["outcome"] == "ok" and "outcome" not in results["slow.pdf"]


def test_no_hit_is_a_clean_end_of_a_search_and_its_status_is_kept():
    statuses = told(("a.pdf", 1, 0.1), ("b.pdf", 0, 0.1))
    results, alone, rest = runs.batch_results("pdf-search", ["a.pdf", "b.pdf"], {**CLEAN, "code": 1},
                                              statuses, {}, 60)
    assert (alone, rest) == ([], []) and (results["a.pdf"]["code"], results["b.pdf"]["code"]) == (1, 0)
    _, alone, rest = runs.batch_results("pdf-words", ["a.pdf", "b.pdf"], {**CLEAN, "code": 1}, statuses, {}, 60)
    assert (alone, rest) == (["a.pdf"], [])         # to another tool, 1 is an error


def test_a_status_file_cut_short_tells_only_its_whole_lines(tmp_path):
    path = tmp_path / "status.jsonl"
    path.write_text('{"file": "a.pdf", "status": 0, "seconds": 0.5}\n{"file": "b.p')
    assert runs.read_statuses(str(path)) == told(("a.pdf", 0, 0.5))
    assert runs.read_statuses(str(tmp_path / "none.jsonl")) == {}


FAKE_TOOL = r'''#!/usr/bin/env python3
"""pdf-words stand-in: --status-to PATH then files; 'crash' kills it, 'refused' exits 4."""
import json, os, sys
args = sys.argv[1:]
log = open(args[args.index("--status-to") + 1], "w") if "--status-to" in args else None
files = [a for a in args if a.endswith(".pdf")]
status = 0
for path in files:
    name = os.path.basename(path)
    if name.startswith("crash"):
        os.kill(os.getpid(), 9)
    code = 4 if name.startswith("refused") else 0
    if code:
        print(f"pdf-words: {path}: not a PDF", file=sys.stderr)
    status = status or code
    if log:
        log.write(json.dumps({"file": path, "status": code, "seconds": 0.01}) + "\n")
        log.flush()
sys.exit(status)
'''


@pytest.fixture
def fake_bin(tmp_path, monkeypatch):
    tool = tmp_path / "pdf-words"
    tool.write_text(FAKE_TOOL)
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setattr(runs, "BIN", str(tmp_path))
    return tmp_path


def _outcomes(results):
    return {os.path.basename(path): (r["outcome"], r["code"], r.get("stderr")) for path, r in results.items()}


def test_each_file_of_a_batch_ends_as_it_does_alone(fake_bin):
    names = ("a.pdf", "b.pdf", "crash.pdf", "refused.pdf", "y.pdf", "z.pdf")
    paths = [str(fake_bin / name) for name in names]
    batched = runs.run_batch("pdf-words", paths, 30, 1 << 30)
    alone = {path: runs.run_tool("pdf-words", path, 30, 1 << 30) for path in paths}
    assert _outcomes(batched) == _outcomes(alone)
    assert _outcomes(batched)["crash.pdf"][:2] == ("internal", -9)
    assert _outcomes(batched)["refused.pdf"] == ("exit 4", 4, f"pdf-words: {paths[3]}: not a PDF")
    # a and b came before the crash: kept; the crash and the refusal were read again alone,
    # y and z (after the crash) as a new batch
    assert [bool(batched[path].get("rerun")) for path in paths] == [False, False, True, True, True, True]


def test_a_clean_batch_runs_one_process(fake_bin):
    paths = [str(fake_bin / name) for name in ("a.pdf", "b.pdf", "c.pdf")]
    batched = runs.run_batch("pdf-words", paths, 30, 1 << 30)
    assert {os.path.basename(p): r["outcome"] for p, r in batched.items()} == dict.fromkeys(
        ("a.pdf", "b.pdf", "c.pdf"), "ok")
    assert not any(result.get("rerun") for result in batched.values())


def test_the_tools_options_go_before_the_pattern_and_the_files():
    argv = runs.tool_argv("pdf-search", ["a.pdf", "b.pdf"], ["--status-to", "s"])
    assert argv[0] == sys.executable and argv[2:] == ["--status-to", "s", runs.SEARCH_WORD, "a.pdf", "b.pdf"]
