"""``python3 -m bench.realworld DIR``: every tool over every PDF of a folder, beside the referees.

Each run is a subprocess bounded in wall time (``--timeout``) and address space
(``--memory``, RLIMIT_AS). pdftotext and ``mutool draw -F text`` read each file under the
same bounds; a tool whose output is text is said to lose a file's text when it returns
under LOSS_SHARE of a referee's non-space characters. Printed per tool: files, ended
well, errors by exit code, internal errors (exit 70, a traceback, a signal), timeouts,
text lost against each referee, seconds. Our tools read ``--batch`` files a process, as a
corpus job does (bench/realworld_runs.py: a file a batch did not end well is run again
alone, so each file's result is its own); a tool's seconds are its processes' wall
seconds, start-up included, batches run again included. The whole result goes to a JSON
file (bench/results/realworld.json unless ``--json``).
"""

import argparse
import concurrent.futures
import os
import sys
import time

import orjson

from . import report
from .realworld_runs import (BATCH, REFEREES, TEXT_TOOLS, TOOLS, batches, classify, nonspace, run_batch,  # noqa: F401
                             run_bounded, run_referee, run_tool)

LOSS_SHARE = 0.25           # share of a referee's non-space characters below which a file's text is lost (fraction)
MIN_REFEREE_CHARS = 20      # characters a referee must read before a short answer is a loss (chars): noise below
EXPLAINED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "realworld-explained.tsv")


def _memory(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    text = text.strip().upper()
    try:
        return int(float(text[:-1]) * units[text[-1]]) if text[-1:] in units else int(text)
    except (ValueError, KeyError):
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (e.g. 4G, 512M)") from None


def lost(result, referee):
    """Whether a run returned under LOSS_SHARE of what a referee read (None: not judged).
    A run that failed where the referee read any text lost it all."""
    if "chars" not in result and result["outcome"] == "ok":
        return None
    if not referee["ok"] or not referee["chars"]:
        return False
    if result["outcome"] != "ok":
        return True
    return referee["chars"] >= MIN_REFEREE_CHARS and result["chars"] < LOSS_SHARE * referee["chars"]


def explained(path=EXPLAINED):
    """{file name: reason} of the files whose loss against a referee is listed as right."""
    found = {}
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.strip() and not line.startswith("#"):
                    name, _, reason = line.rstrip("\n").partition("\t")
                    found[name] = reason
    return found


def summarize(tools, files, referees, reasons=None):
    """Per tool: files, ok, errors by exit code, internal, timeouts, lost vs each referee
    (and how many of those files are not explained), seconds."""
    reasons = explained() if reasons is None else reasons
    summary = {}
    for tool in tools:
        row = {"files": 0, "ok": 0, "exits": {}, "internal": 0, "timeouts": 0,
               "lost_mutool": 0, "lost_pdftotext": 0, "unexplained": 0, "seconds": 0.0}
        for name, results in files.items():
            result = results[tool]
            row["files"] += 1
            row["seconds"] += result["seconds"]
            outcome = result["outcome"]
            if outcome == "ok":
                row["ok"] += 1
            elif outcome == "internal":
                row["internal"] += 1
            elif outcome == "timeout":
                row["timeouts"] += 1
            else:
                row["exits"][outcome[5:]] = row["exits"].get(outcome[5:], 0) + 1
            losses = [referee for referee in REFEREES if lost(result, referees[name][referee])]
            for referee in losses:
                row[f"lost_{referee}"] += 1
            row["unexplained"] += bool(losses) and name not in reasons
        row["seconds"] = round(row["seconds"], 1)
        summary[tool] = row
    for referee in REFEREES:
        summary[referee] = {"files": len(files), "ok": sum(referees[n][referee]["ok"] for n in files),
                            "seconds": round(sum(referees[n][referee]["seconds"] for n in files), 1)}
    return summary


def print_summary(summary, tools, out):
    headers = ["tool", "files", "ok", "exits", "internal", "timeouts", "lost/mutool", "lost/pdftotext",
               "unexplained", "seconds"]
    rows = []
    for tool in tools:
        row = summary[tool]
        exits = " ".join(f"{code}:{count}" for code, count in sorted(row["exits"].items())) or "-"
        rows.append([tool, row["files"], row["ok"], exits, row["internal"], row["timeouts"],
                     row["lost_mutool"] if tool in TEXT_TOOLS else None,
                     row["lost_pdftotext"] if tool in TEXT_TOOLS else None,
                     row["unexplained"] if tool in TEXT_TOOLS else None, row["seconds"]])
    for referee in REFEREES:
        row = summary[referee]
        rows.append([referee, row["files"], row["ok"], "-", None, None, None, None, None, row["seconds"]])
    print(report.table(headers, rows), file=out)


def print_failures(files, tools, referees, out):
    """One line per run that did not end well or lost text: tool, file, what happened, why."""
    reasons = explained()
    for name in sorted(files):
        for tool in tools:
            result = files[name][tool]
            losses = [r for r in REFEREES if lost(result, referees[name][r])]
            if result["outcome"] != "ok" or losses:
                what = result["outcome"] if result["outcome"] != "ok" else "lost vs " + ",".join(losses)
                why = result.get("stderr", "") or reasons.get(name, "")
                print(f"{tool}\t{name}\t{what}\t{why}", file=out)


def sweep(directory, tools, timeout, memory, jobs, log=None, batch=BATCH):
    """Run ``tools`` and the referees over every PDF of ``directory``; return the result dict.
    Each tool reads ``batch`` files a process (realworld_runs.run_batch); the referees one."""
    names = sorted(n for n in os.listdir(directory) if n.lower().endswith(".pdf"))
    tasks = [(group, kind) for group in batches(names, batch)
             for kind in (*((name, referee) for name in group for referee in REFEREES), *tools)]
    files = {name: {} for name in names}
    referees = {name: {} for name in names}

    def one(task):
        group, kind = task
        if isinstance(kind, tuple):
            name, referee = kind
            return task, {name: run_referee(referee, os.path.join(directory, name), timeout, memory)}
        results = run_batch(kind, [os.path.join(directory, name) for name in group], timeout, memory)
        return task, {os.path.basename(path): result for path, result in results.items()}

    start, done = time.monotonic(), 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for (_, kind), results in pool.map(one, tasks):
            for name, result in results.items():
                if isinstance(kind, tuple):
                    referees[name][kind[1]] = result
                else:
                    files[name][kind] = result
                done += 1
                if log and done % 50 == 0:
                    log(f"{done}/{len(names) * (len(tools) + len(REFEREES))} runs, {time.monotonic() - start:.0f} s")
    return {"directory": os.path.abspath(directory), "tools": list(tools), "timeout_s": timeout,
            "memory_bytes": memory, "batch": batch, "loss_share": LOSS_SHARE,
            "summary": summarize(tools, files, referees), "files": files, "referees": referees,
            "wall_seconds": round(time.monotonic() - start, 1)}


def build_parser():
    parser = argparse.ArgumentParser(prog="python3 -m bench.realworld", description=__doc__.splitlines()[0])
    parser.add_argument("directory", metavar="DIR", help="folder of PDFs (every *.pdf in it, not below)")
    parser.add_argument("--tools", type=lambda t: t.split(","), default=list(TOOLS), metavar="NAMES",
                        help="comma-separated tools (default all): " + ", ".join(TOOLS))
    parser.add_argument("--timeout", type=float, default=60, metavar="S", help="seconds per run (default 60)")
    parser.add_argument("--memory", type=_memory, default=_memory("4G"), metavar="SIZE",
                        help="address space per run (default 4G)")
    parser.add_argument("--batch", type=int, default=BATCH, metavar="N",
                        help=f"files each process of our tools reads, as a corpus job gives them (default {BATCH}); "
                             "a file a batch did not end well is run again alone, the files after it as a "
                             "new batch, so each file's result is the one a run on it alone gives; the "
                             "referees read one file a run")
    parser.add_argument("--jobs", type=int, default=1, metavar="N", help="runs (batches) at once (default 1)")
    parser.add_argument("--json", metavar="PATH", help="where to write the result (default bench/results/realworld.json)")
    parser.add_argument("--failures", action="store_true", help="also list each run that failed or lost text")
    parser.add_argument("--summarize", metavar="JSON", help="print the summary of an earlier result (DIR is ignored)")
    return parser


def main(argv=None, out=sys.stdout):
    args = build_parser().parse_args(argv)
    unknown = [name for name in args.tools if name not in TOOLS]
    if unknown:
        print(f"bench.realworld: unknown tools: {', '.join(unknown)}", file=sys.stderr)
        return 2
    if args.summarize:
        with open(args.summarize, "rb") as handle:
            data = orjson.loads(handle.read())
        tools = [tool for tool in data["tools"] if tool in args.tools]
        print_summary(summarize(tools, data["files"], data["referees"]), tools, out)
        if args.failures:
            print_failures(data["files"], tools, data["referees"], out)
        return 0
    data = sweep(args.directory, args.tools, args.timeout, args.memory, max(1, args.jobs),
                 log=lambda message: print(message, file=sys.stderr), batch=max(1, args.batch))
    print_summary(data["summary"], args.tools, out)
    if args.failures:
        print_failures(data["files"], args.tools, data["referees"], out)
    if args.json:
        with open(args.json, "wb") as handle:
            handle.write(orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n")
    else:
        report.write_json("realworld.json", data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
