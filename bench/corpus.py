"""The corpus run: every tool, ours and the peers', on every corpus document (all pages),
each measurement in a fresh process; the table of pages/second and peak memory, the
ratios (ours / each peer, pages/second) and the issue's targets, to stdout and to
bench/results/corpus.json.

A document enters the totals only when every tool read it (the same pages for all);
the others are listed with each tool's error. A tool's pages/second is the documents'
pages over the sum of their best (and, beside it, median) times. In-process, one fresh
process per tool reads every document (one untimed warm-up read, then the timed ones,
covering the reading only); its peak is that process's. A command runs afresh for each
document and read: wall time, interpreter start included; its peak is the largest. The
command target is also given for one ``pdf-export -f text`` over all the documents
(without a password), next to pdftotext's per-document times summed: the interpreter's
start and the imports, 90-150 ms a process, are paid once, as in a job handing it many
files.
"""

import json
import os
import statistics
import subprocess
import sys

from . import cli, extractors
from .environment import environment
from .report import megabytes, rounded, table, write_json

ROOT = extractors.ROOT
SKIPPED_KINDS = ("hostile", "bad-input")

# (ours, peer, the ratio ours / peer must reach, what the issue asks)
TARGETS = (
    ("export-text", "plumber-text", 10.0, "pdf-export -f text >= 10x pdfplumber extract_text"),
    ("export-text", "pdfminer-text", 3.0, "pdf-export -f text >= 3x pdfminer.six extract_text"),
    ("export-text", "playa-text", 1.0, "pdf-export -f text faster than PLAYA extract_text"),
    ("export-text", "pdftotext", 1 / 3, "pdf-export -f text (library) within 3x of pdftotext's wall time"),
    ("cli:export-text", "pdftotext", 1 / 3, "pdf-export -f text (command) within 3x of pdftotext's wall time"),
)


def documents(files=None):
    """(path, pages, password) of the corpus documents to measure, manifest order."""
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["files"]
    chosen = []
    for entry in entries:
        if entry.get("kind") in SKIPPED_KINDS:
            continue
        path = os.path.join(ROOT, "corpus", entry["file"])
        if files and not any(os.path.abspath(f) == path for f in files):
            continue
        password = (entry.get("encrypted") or {}).get("user_password") or ""
        chosen.append((path, entry["pages"], password))
    return chosen


def measure_in_process(name, docs, repeat, warmup=1, timeout=3600):
    """One fresh ``bench.worker`` process for extractor ``name`` over ``docs`` ((path,
    password) pairs): its result, or one error standing for every document."""
    argv = [sys.executable, "-m", "bench.worker", name, "--repeat", str(repeat), "--warmup", str(warmup)]
    try:
        done = subprocess.run(argv, cwd=ROOT, input=json.dumps(docs), capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        error = f"timeout after {timeout}s"
    else:
        if done.returncode == 0:
            return json.loads(done.stdout)
        lines = done.stderr.strip().splitlines()
        error = f"worker exit {done.returncode}: {lines[-1][:200] if lines else ''}"
    return {"baseline_kb": None, "peak_kb": None, "documents": [{"error": error} for _ in docs]}


def summary(result):
    """One tool on one document: best and median wall seconds, best CPU seconds, error."""
    seconds = result.get("seconds") or []
    cpu = result.get("cpu_seconds") or []
    out = {"best_s": rounded(min(seconds), 6) if seconds else None,
           "median_s": rounded(statistics.median(seconds), 6) if seconds else None,
           "best_cpu_s": rounded(min(cpu), 6) if cpu else None,
           "error": result.get("error") or (None if seconds else "no timed run")}
    if "peak_kb" in result:
        out["peak_kb"] = result["peak_kb"]
    return out


def measure_tool(name, docs, repeat, log):
    """(per-document summaries, peak KB, peak KB after setup) of one tool over ``docs``."""
    pairs = [(path, password) for path, _pages, password in docs]
    if name in extractors.IN_PROCESS:
        log(f"{name}: {len(docs)} documents in one process")
        measured = measure_in_process(name, pairs, repeat)
        return [summary(r) for r in measured["documents"]], measured["peak_kb"], measured["baseline_kb"]
    results = []
    for path, password in pairs:
        log(f"{name}: {os.path.basename(path)}")
        results.append(summary(cli.measure(extractors.COMMANDS[name][0](path, password), repeat)))
    peaks = [r["peak_kb"] for r in results if r.get("peak_kb")]
    return results, max(peaks) if peaks else None, None


def run_documents(names, docs, repeat, log):
    """Per-document rows (file, pages, each tool's summary) and per-tool peaks."""
    rows = [{"file": os.path.relpath(path, os.path.join(ROOT, "corpus")), "pages": pages, "results": {}}
            for path, pages, _password in docs]
    peaks = {}
    for name in names:
        results, peak, baseline = measure_tool(name, docs, repeat, log)
        peaks[name] = {"peak_kb": peak, "baseline_kb": baseline}
        for row, result in zip(rows, results):
            row["results"][name] = result
    return rows, peaks


def totals(names, rows, peaks):
    """Per tool over the documents every tool read: pages/second (best, median, CPU) and peaks."""
    common = [row for row in rows if all(row["results"][n]["error"] is None for n in names)]
    pages = sum(row["pages"] for row in common)
    out = {}
    for name in names:
        results = [row["results"][name] for row in common]
        best, median, cpu = (sum(r[key] for r in results) for key in ("best_s", "median_s", "best_cpu_s"))
        out[name] = {"pages": pages, "best_s": rounded(best, 6), "median_s": rounded(median, 6),
                     "best_cpu_s": rounded(cpu, 6),
                     "pages_per_s": rounded(pages / best, 2) if best else None,
                     "pages_per_s_median": rounded(pages / median, 2) if median else None,
                     "pages_per_cpu_s": rounded(pages / cpu, 2) if cpu else None,
                     "peak_kb": peaks[name]["peak_kb"], "baseline_kb": peaks[name]["baseline_kb"]}
    return common, out


def ratios(names, tools, key="pages_per_s"):
    """ours / peer, pages per second (``key``: best wall time, or CPU time), for every pair."""
    out = {}
    for mine in extractors.ours(names):
        out[mine] = {peer: rounded(tools[mine][key] / tools[peer][key], 3) if tools[peer][key] else None
                     for peer in extractors.peers(names)}
    return out


BATCH = ("pdf-export -f text (one command over the documents) within 3x of pdftotext's wall time "
         "(one command per document)")


def batch(docs, common, tools, repeat, log):
    """A target row: one ``pdf-export -f text`` over every common document without a password
    (a job handing a command many files: interpreter start and imports paid once), against
    pdftotext's summed best times on the same documents, one command each, as it must run."""
    if "pdftotext" not in tools or not any(n.startswith("cli:") or n in extractors.OURS for n in tools):
        return None
    secret = {os.path.relpath(path, os.path.join(ROOT, "corpus")) for path, _pages, password in docs if password}
    rows = [row for row in common if row["file"] not in secret]
    paths = [os.path.join(ROOT, "corpus", row["file"]) for row in rows]
    log(f"batch: pdf-export -f text over {len(paths)} documents in one command")
    measured = cli.measure([[sys.executable, os.path.join(extractors.BIN, "pdf-export"), "-f", "text", *paths]],
                           repeat)
    if measured["error"] or not measured["seconds"]:
        return {"target": BATCH, "ratio": None, "needed": rounded(1 / 3, 3), "met": None, "cpu_ratio": None,
                "error": measured["error"]}
    ours, ours_cpu = min(measured["seconds"]), min(measured["cpu_seconds"])
    theirs = sum(row["results"]["pdftotext"]["best_s"] for row in rows)
    theirs_cpu = sum(row["results"]["pdftotext"]["best_cpu_s"] for row in rows)
    ratio = rounded(theirs / ours, 3)
    return {"target": BATCH, "ours": "pdf-export -f text FILES...", "peer": "pdftotext", "needed": rounded(1 / 3, 3),
            "ratio": ratio, "met": ratio >= 1 / 3, "cpu_ratio": rounded(theirs_cpu / ours_cpu, 3) if ours_cpu else None,
            "documents": len(rows), "seconds": rounded(ours, 6), "peer_seconds": rounded(theirs, 6)}


def targets(wall, cpu):
    out = []
    for mine, peer, needed, what in TARGETS:
        ratio = wall.get(mine, {}).get(peer)
        out.append({"target": what, "ours": mine, "peer": peer, "needed": rounded(needed, 3), "ratio": ratio,
                    "met": None if ratio is None else ratio >= needed, "cpu_ratio": cpu.get(mine, {}).get(peer)})
    return out


def describe(name):
    spec = extractors.IN_PROCESS.get(name) or extractors.COMMANDS[name]
    return {"mode": "in-process" if name in extractors.IN_PROCESS else "command",
            "package": spec[1], "measures": spec[2]}


def print_tables(names, tools, wall, cpu, goals, unavailable, excluded, out):
    rows = [(name, describe(name)["mode"], t["pages"], t["best_s"], t["pages_per_s"], t["pages_per_s_median"],
             t["pages_per_cpu_s"], megabytes(t["peak_kb"]), megabytes(t["baseline_kb"]))
            for name, t in tools.items()]
    rows += [(name, describe(name)["mode"], "n/a", None, None, None, None, None, None) for name in unavailable]
    print(table(("tool", "mode", "pages", "best s", "pages/s", "median p/s", "cpu p/s", "peak MB",
                 "after import MB"), rows), file=out)
    if unavailable:
        print("not available: " + ", ".join(unavailable) + " (md is not among pdf-export's formats yet)",
              file=out)
    peers = extractors.peers(names)
    for title, ratio in (("pages per second, best wall time of each", wall), ("pages per CPU second", cpu)):
        print(f"\nratios, ours / peer ({title}):", file=out)
        print(table(("ours \\ peer", *peers), [(mine, *(ratio[mine][p] for p in peers)) for mine in ratio]
                    + [(name, *("n/a" for _ in peers)) for name in extractors.ours(unavailable)]), file=out)
    print("\ntargets (wall-time ratios; the CPU-time ratio beside):", file=out)
    print(table(("target", "ratio", "needed", "met", "cpu ratio"),
                [(g["target"], g["ratio"], g["needed"], {True: "yes", False: "NO", None: "-"}[g["met"]],
                  g["cpu_ratio"]) for g in goals]), file=out)
    for row in excluded:
        errors = "; ".join(f"{n}: {r['error']}" for n, r in row["results"].items() if r["error"])
        print(f"left out of the totals: {row['file']}: {errors}", file=out)


def run(repeat=3, files=None, names=None, output="corpus.json", out=sys.stdout, log=None):
    """Measure, print the tables to ``out``, write bench/results/OUTPUT; return the results."""
    log = log or (lambda message: print(message, file=sys.stderr, flush=True))
    wanted = names or extractors.ALL
    names = [n for n in wanted if extractors.available(n)]
    unavailable = [n for n in wanted if n not in names]
    rows, peaks = run_documents(names, documents(files), repeat, log)
    common, tools = totals(names, rows, peaks)
    wall, cpu = ratios(names, tools), ratios(names, tools, "pages_per_cpu_s")
    goals = targets(wall, cpu)
    if "cli:export-text" in names:
        extra = batch(documents(files), common, tools, repeat, log)
        if extra:
            goals.append(extra)
    excluded = [row for row in rows if row not in common]
    print(f"{len(common)} documents, {sum(r['pages'] for r in common)} pages, best of {repeat} "
          "(in-process: after one untimed warm-up read; commands: wall time, start-up included)", file=out)
    print_tables(names, tools, wall, cpu, goals, unavailable, excluded, out)
    data = {"environment": environment(), "repeat": repeat, "documents_measured": len(common),
            "pages_measured": sum(r["pages"] for r in common),
            "tools": {n: {**describe(n), "available": n in names, **tools.get(n, {})} for n in wanted},
            "ratios": wall, "ratios_cpu": cpu, "targets": goals,
            "excluded": [row["file"] for row in excluded], "documents": rows}
    if output:
        print(f"\nwritten: {os.path.relpath(write_json(output, data), ROOT)}", file=out)
    return data
