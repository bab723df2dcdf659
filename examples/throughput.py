#!/usr/bin/env python3
"""Pages per second of the corpus job, four ways in one run, on the same PDFs.

    python3 examples/throughput.py [--jobs 2] [--workers 2] [--format F] [FOLDER]

make -j1 and make -jN run examples/Makefile (pdf-order and pdf-export, each tool one
process a batch of files); serial runs pdftk_text.jobs.run_serial in this process; Dask runs
run_dask on a LocalCluster of N worker processes (its start-up timed apart), twice:
the second run finds the workers' lazily loaded data warm. Each run writes to a fresh
folder; all the trees must be byte-identical (checked, make's files.list aside).
Pages are the index's page counts. Default folder: the corpus's top level (bad inputs
included: each costs a refusal and counts no pages; corpus/hostile/ is not globbed).
"""

import argparse
import importlib
import os
import subprocess
import sys
import tempfile
import time

import orjson

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from pdftk_text import jobs  # noqa: E402
from pdftk_text.export import FORMATS  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=os.path.join(ROOT, "corpus"),
                        help="a folder of PDFs (default: the corpus)")
    parser.add_argument("--jobs", type=int, default=2, help="make -j (default %(default)s)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster workers (default %(default)s)")
    parser.add_argument("--format", default="md" if "md" in FORMATS else "text",
                        help="pdf-export format (default: md, text while pdf-export has no md)")
    args = parser.parse_args()
    folder = os.path.abspath(args.folder)
    files = jobs.list_pdfs([folder])
    with tempfile.TemporaryDirectory(prefix="throughput-") as scratch:
        runs = {}
        for count in (1, args.jobs):
            runs[f"make -j{count}"] = timed(scratch, lambda out: make(folder, out, count, args.format))
        runs["serial, in-process"] = timed(scratch, lambda out: jobs.run_serial(files, out, args.format))
        from dask.distributed import Client, LocalCluster
        start = time.perf_counter()
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            client.run(_import_jobs)     # each worker imports the library once: start-up, not job
            started = time.perf_counter() - start
            for label in ("", ", again"):    # again: the workers' font and CMap data loaded
                runs[f"Dask LocalCluster, {args.workers} workers{label}"] = timed(
                    scratch, lambda out: jobs.run_dask(files, out, client, args.format, partition_size=1))
        report(runs, files, started)


def make(folder, out, count, format):
    subprocess.run(["make", "-s", f"-j{count}", "-f", os.path.join(ROOT, "examples", "Makefile"),
                    f"IN={folder}", f"OUT={out}", f"FORMAT={format}", f"PDF_ORDER={ROOT}/bin/pdf-order",
                    f"PDF_EXPORT={ROOT}/bin/pdf-export"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _import_jobs():
    importlib.import_module("pdftk_text.jobs")


def timed(scratch, run):
    """Run ``run(out)`` into a fresh folder: (the folder, seconds)."""
    out = tempfile.mkdtemp(dir=scratch)
    start = time.perf_counter()
    run(out)
    return out, time.perf_counter() - start


def report(runs, files, started):
    trees = {name: _tree(out) for name, (out, _) in runs.items()}
    first = next(iter(trees.values()))
    with open(os.path.join(next(iter(runs.values()))[0], jobs.INDEX), "rb") as handle:
        entries = [orjson.loads(line) for line in handle]
    pages = sum(entry["pages"] or 0 for entry in entries)
    print(f"{len(files)} files, {pages} pages ({sum(e['status'] != 'ok' for e in entries)} refused); "
          f"outputs byte-identical across runs: {'yes' if all(t == first for t in trees.values()) else 'NO'}")
    for name, (_, seconds) in runs.items():
        print(f"{name:40} {seconds:7.2f} s {pages / seconds:8.1f} pages/s")
    print(f"{'(LocalCluster start-up, imports)':40} {started:7.2f} s")


def _tree(folder):
    result = {}
    for name in sorted(os.listdir(folder)):
        if name != "files.list":
            with open(os.path.join(folder, name), "rb") as handle:
                result[name] = handle.read()
    return result


if __name__ == "__main__":
    main()
