"""The runs of the real-world sweep (bench/realworld.py): each tool and referee as a
subprocess bounded in wall time and address space, and our tools many files a process.

A batch gives one process of a tool up to ``--batch`` files, as a corpus job does, so
start-up (about 0.2 s: the interpreter and the imports) is paid once a batch; the tool
says each file's status and seconds (--status-to) and writes a text tool's output to a
file per input (--each-to). The memory bound applies to the process, the time bound to
the batch scaled by its file count. In a batch that does not end cleanly (an exit
status other than the tool's success, a traceback, a signal, a timeout) a file the tool
refused is run again alone; the files up to the first one whose reading went wrong (an
internal error, a kill) are kept, that one is run again alone and the ones after it as
a new batch, so a result is kept only from a process that had read every file before
it without a fault; a file that took near the time bound, whose outcome alone
(start-up added) the batch cannot tell, is run again alone too: a file's result is the
one a run on it alone gives, whatever the batch.
"""

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time

from pdftk_text.cli.base import each_targets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "bin")

SEARCH_WORD = "the"         # pdf-search's fixed pattern: the commonest English word, so most files have hits
EXIT_INTERNAL = 70
BATCH = 16                  # files a tool's process reads (default of --batch)
BORDERLINE = 0.8            # share of the time bound past which a file read in a batch is run alone again

TOOLS = {
    "pdf-glyphs": ["pdf-glyphs"],
    "pdf-words": ["pdf-words"],
    "pdf-order": ["pdf-order"],
    "pdf-tables": ["pdf-tables"],
    "pdf-search": ["pdf-search", SEARCH_WORD],
    "pdf-export-text": ["pdf-export", "-f", "text"],
    "pdf-export-md": ["pdf-export", "-f", "md"],
    "pdf-inventory": ["pdf-inventory"],
    "pdf-images-list": ["pdf-images", "--list"],
}
TEXT_TOOLS = ("pdf-export-text", "pdf-export-md")       # whose stdout is the document's text
OK_CODES = {"pdf-search": (0, 1)}                       # grep's convention: 1 is "no hit"
REFEREES = {
    "pdftotext": lambda path: ["pdftotext", "-q", path, "-"],
    "mutool": lambda path: ["mutool", "draw", "-q", "-F", "text", "-o", "-", path],
}


def _limits(memory):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    return apply


def run_bounded(argv, timeout, memory):
    """Run ``argv``; return {code, seconds, timeout, stdout, stderr}. A run past ``timeout``
    is killed with its process group and reported as a timeout."""
    start = time.monotonic()
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=_limits(memory), start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        timed_out = True
    return {"code": process.returncode, "seconds": time.monotonic() - start, "timeout": timed_out,
            "stdout": out, "stderr": err}


def nonspace(data):
    """Characters of text output (bytes) that carry text: not space, not U+FFFD (mutool
    writes one for each glyph it cannot map, which is not text read), not a control."""
    return sum(1 for char in data.decode("utf-8", "replace")
               if not char.isspace() and char != "\ufffd" and char >= " ")


def classify(tool, run):
    """'ok', 'timeout', 'internal' (exit 70, traceback, signal) or 'exit N'."""
    if run["timeout"]:
        return "timeout"
    code = run["code"]
    if code < 0 or code == EXIT_INTERNAL or b"Traceback (most recent call last)" in run["stderr"]:
        return "internal"
    return "ok" if code in OK_CODES.get(tool, (0,)) else f"exit {code}"


def _first_line(data):
    lines = data.decode("utf-8", "replace").strip().splitlines()
    return lines[-1][:300] if lines else ""


def run_referee(name, path, timeout, memory):
    run = run_bounded(REFEREES[name](path), timeout, memory)
    chars = nonspace(run["stdout"])
    # mutool ends 1 on a page it gave up on after drawing the others: what it wrote counts
    ok = not run["timeout"] and (run["code"] == 0 or chars > 0)
    return {"ok": ok, "chars": chars, "seconds": round(run["seconds"], 3)}


def tool_argv(tool, paths, options=()):
    """The command running ``tool`` over ``paths``, ``options`` before the tool's own
    arguments (pdf-search's pattern must come before the files, after every option)."""
    name, *arguments = TOOLS[tool]
    return [sys.executable, os.path.join(BIN, name), *options, *arguments, *paths]


def run_tool(tool, path, timeout, memory):
    """The result of ``tool`` over one file alone: {outcome, code, seconds[, chars][, stderr]}."""
    run = run_bounded(tool_argv(tool, [path]), timeout, memory)
    outcome = classify(tool, run)
    result = {"outcome": outcome, "code": run["code"], "seconds": round(run["seconds"], 3)}
    if tool in TEXT_TOOLS and outcome == "ok":
        result["chars"] = nonspace(run["stdout"])
    if outcome != "ok":
        result["stderr"] = _first_line(run["stderr"])
    return result


def batches(names, size):
    """``names`` in runs of ``size`` (the last shorter), in order."""
    return [names[start:start + size] for start in range(0, len(names), max(1, size))]


def run_batch(tool, paths, timeout, memory):
    """{path: result} of ``tool`` over ``paths``, one process for all, each result the
    one run_tool gives that file alone (see the module's description)."""
    if len(paths) == 1:
        return {paths[0]: run_tool(tool, paths[0], timeout, memory)}
    with tempfile.TemporaryDirectory(prefix="realworld-") as scratch:
        status = os.path.join(scratch, "status.jsonl")
        options = ["--status-to", status]
        outputs = {}
        if tool in TEXT_TOOLS:
            template = os.path.join(scratch, "{}.out")
            options += ["--each-to", template]
        run = run_bounded(tool_argv(tool, paths, options), timeout * len(paths), memory)
        statuses = read_statuses(status)
        if tool in TEXT_TOOLS:
            # the files the tool wrote, named by its own --each-to rule
            outputs = {path: _read(target) for path, target in zip(paths, each_targets(template, paths))}
    results, alone, rest = batch_results(tool, paths, run, statuses, outputs, timeout)
    again = {path: run_tool(tool, path, timeout, memory) for path in alone}
    again.update(run_batch(tool, rest, timeout, memory) if rest else {})
    for path, result in again.items():
        # the time spent is charged: the file's share of this batch, then its run again
        result["seconds"] = round(result["seconds"] + results[path]["seconds"], 3)
        result["rerun"] = True
        results[path] = result
    return results


def batch_results(tool, paths, run, statuses, outputs, timeout):
    """What a batch's run tells: ({path: result}, [paths to run again alone], [paths to run
    again as a batch]). ``statuses`` is {path: {"status", "seconds"}} (--status-to),
    ``outputs`` {path: bytes or None} of a text tool (--each-to).

    A file the tool refused (an error status other than internal: not a PDF, encrypted)
    is run again alone, for its message; the tool goes on to the next file as a run on it
    alone would. A result is kept only from a process that had read every file before
    it without a fault: the files up to the first whose reading went wrong (an internal
    error, or no status line: the process was killed, or timed out, on it; or no output)
    are kept, that file is run again alone and the files after it as a new batch. A batch
    whose end its files' lines do not explain (see _unexplained) cannot be told apart:
    every file is run again alone. A kept file past BORDERLINE of
    the time bound is run again alone too.
    Each file is charged a share of the batch's wall seconds: its own seconds and an even
    part of the rest (start-up, the gaps between files); a file run again holds only that."""
    ok_codes = OK_CODES.get(tool, (0,))
    known = sum(statuses[path]["seconds"] for path in paths if path in statuses)
    overhead = max(0.0, run["seconds"] - known) / len(paths)
    results = {path: {"seconds": round(statuses.get(path, {}).get("seconds", 0.0) + overhead, 3)}
               for path in paths}
    failed = next((number for number, path in enumerate(paths)
                   if path not in statuses or statuses[path]["status"] == EXIT_INTERNAL
                   or (statuses[path]["status"] in ok_codes and tool in TEXT_TOOLS and outputs.get(path) is None)),
                  None)
    if failed is None and _unexplained(run, [statuses[path]["status"] for path in paths], ok_codes):
        return results, list(paths), []
    kept = paths if failed is None else paths[:failed]
    alone = [path for path in kept if statuses[path]["status"] not in ok_codes
             or statuses[path]["seconds"] > BORDERLINE * timeout]
    for path in kept:
        if path not in alone:
            results[path].update(outcome="ok", code=statuses[path]["status"])
            if tool in TEXT_TOOLS:
                results[path]["chars"] = nonspace(outputs[path])
    if failed is None:
        return results, alone, []
    return results, alone + [paths[failed]], paths[failed + 1:]


def _unexplained(run, codes, ok_codes):
    """Whether a batch whose every file has its line ended in a way no line tells: a
    traceback, a signal or the time bound after the last file, an exit status that no
    file's status gives."""
    return (run["timeout"] or run["code"] < 0 or b"Traceback (most recent call last)" in run["stderr"]
            or run["code"] != next((code for code in codes if code not in ok_codes), run["code"])
            or (run["code"] not in ok_codes and all(code in ok_codes for code in codes)))


def read_statuses(path):
    """{file: {"status", "seconds"}} of a --status-to file; a line cut short by a killed
    process (or no file at all) tells nothing."""
    found = {}
    try:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                try:
                    told = json.loads(line)
                except ValueError:
                    continue
                found[told["file"]] = {"status": told["status"], "seconds": told["seconds"]}
    except OSError:
        pass
    return found


def _read(path):
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None
