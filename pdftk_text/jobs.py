"""Corpus jobs: many PDFs to per-file outputs and an index, serially or on Dask workers.

For each ``x.pdf`` a job writes, in its output directory, the bytes the tools write:
``x.jsonl`` (``pdf-order x.pdf``), ``x.FORMAT`` (``pdf-export -f FORMAT x.pdf``) and
``x.entry``, the file's index line. A file a tool refuses gets ``x.err`` instead of the
first two: the tool's one-line error, then ``exit N``. ``index.jsonl`` holds every entry
in file-name order. ``examples/Makefile`` writes the same bytes with ``make -j``;
``run_dask`` with Dask as the engine (``dask.bag`` over a ``distributed`` client, a
cluster or this machine's processes); ``run_serial`` in this process.

The tools run in-process (their ``main`` with argv and byte buffers), so every output is
exactly what the command line writes. Paths are passed as given and appear in the
records (``document.source``) and errors as given. Dask is imported only by
``run_dask`` and ``main``: it is an optional dependency (the ``jobs`` extra). This
module never schedules anything itself.
"""

import argparse
import io
import math
import os
import sys

import orjson

from .cli import pdf_export, pdf_order
from .cli.base import stem
from .pdf.document import file_sha256

DEFAULT_FORMAT = "md"
ENTRY = ".entry"
ERROR = ".err"
INDEX = "index.jsonl"
TASKS = 1000        # Dask tasks at most by default: past this many files, files share a task


def output_paths(pdf, out_dir, format=DEFAULT_FORMAT):
    """The paths a job writes for ``pdf``: order, export, error and entry files."""
    base = os.path.join(out_dir, stem(pdf))
    return {"order": base + ".jsonl", "export": f"{base}.{format}", "error": base + ERROR,
            "entry": base + ENTRY}


def process_file(pdf, out_dir, format=DEFAULT_FORMAT, redo=False):
    """Run the job on one PDF and return its index entry (a dict).

    Skipped, its entry read back, when its entry is at least as new as the PDF (as make
    decides) unless ``redo``. Outputs are written under temporary names and renamed, the
    entry last, so an interrupted or retried run never leaves a half-written file behind
    an entry.
    """
    paths = output_paths(pdf, out_dir, format)
    if not redo and _current(pdf, paths["entry"]):
        with open(paths["entry"], "rb") as handle:
            return orjson.loads(handle.readline())
    for path in paths.values():
        _remove(path)
    code, message = _run_tools(pdf, paths, format)
    if code:
        _write(paths["error"], message.encode("utf-8", "surrogateescape") + f"exit {code}\n".encode())
    entry = {"file": os.path.basename(pdf), "sha256": file_sha256(pdf),
             "pages": None if code else _page_count(paths["order"]),
             "status": "error" if code else "ok", "exit": code}
    _write(paths["entry"], orjson.dumps(entry) + b"\n")
    return entry


def run_serial(files, out_dir, format=DEFAULT_FORMAT, redo=False):
    """Run the job on ``files`` one after the other here; write the index, return failures."""
    _prepare(files, out_dir)
    entries = [process_file(pdf, out_dir, format, redo) for pdf in files]
    return write_index(entries, out_dir)


def run_dask(files, out_dir, client=None, format=DEFAULT_FORMAT, redo=False, partition_size=None,
             process=process_file):
    """Run the job on ``files`` with Dask; write the index, return the failures' entries.

    ``client`` is a ``dask.distributed.Client`` (a cluster's or a ``LocalCluster``'s); none
    runs on this machine's processes. Workers write each file's outputs themselves, so
    ``out_dir`` and the PDFs must be at the same paths on every worker (a shared file
    system). A worker lost mid-run costs its tasks a retry, which Dask schedules.
    ``process`` is the per-file function, ``process_file`` unless another is given.
    """
    import dask.bag

    _prepare(files, out_dir)
    if not files:
        return write_index([], out_dir)
    size = partition_size or math.ceil(len(files) / TASKS)
    bag = dask.bag.from_sequence(files, partition_size=size)
    entries = bag.map(process, out_dir, format=format, redo=redo)
    return write_index(entries.compute(scheduler=client if client is not None else "processes"), out_dir)


def write_index(entries, out_dir):
    """Write ``index.jsonl`` (entries in file-name order) and return the failed entries."""
    # Ordered as make's $(sort) orders the entry files' names: by bytes, stem then ".entry".
    entries = sorted(entries, key=lambda entry: stem(entry["file"]) + ENTRY)
    _write(os.path.join(out_dir, INDEX), b"".join(orjson.dumps(entry) + b"\n" for entry in entries))
    return [entry for entry in entries if entry["status"] != "ok"]




def _run_tools(pdf, paths, format):
    """pdf-order, then pdf-export, in-process, each writing to its output file (renamed into
    place only when both succeed): (exit code, stderr text)."""
    runs = ((pdf_order.main, [pdf], paths["order"]), (pdf_export.main, ["-f", format, pdf], paths["export"]))
    for main, argv, path in runs:
        stderr = io.StringIO()
        with open(path + ".tmp", "wb") as stdout:
            code = main(argv, stdin=io.BytesIO(), stdout=stdout, stderr=stderr)
        if code:
            for _, _, made in runs:
                _remove(made + ".tmp")
            return code, stderr.getvalue()
    for _, _, path in runs:
        os.replace(path + ".tmp", path)
    return 0, ""


def _page_count(order):
    """The page count the ``document`` record opening the order stream gives."""
    with open(order, "rb") as handle:
        first = handle.readline()
    return orjson.loads(first).get("pages") if first.startswith(b'{"type":"document"') else None


def _current(pdf, entry):
    try:
        return os.stat(entry).st_mtime_ns >= os.stat(pdf).st_mtime_ns
    except OSError:
        return False


def _prepare(files, out_dir):
    stems = {}
    for pdf in files:
        other = stems.setdefault(stem(pdf), pdf)
        if other != pdf:
            raise ValueError(f"{other} and {pdf} would write the same outputs ({stem(pdf)}.*)")
    os.makedirs(out_dir, exist_ok=True)


def _write(path, data):
    temporary = path + ".tmp"
    with open(temporary, "wb") as handle:
        handle.write(data)
    os.replace(temporary, path)


def _remove(path):
    try:
        os.remove(path)
    except FileNotFoundError:
        pass


# -- python -m pdftk_text.jobs ------------------------------------------------------------

def build_parser():
    parser = argparse.ArgumentParser(
        prog="python3 -m pdftk_text.jobs",
        description="Run the corpus job (pdf-order JSON-lines, a pdf-export format and an index line per "
                    "PDF, index.jsonl for all) on Dask: a scheduler's workers, a local cluster, or here.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="PDF files, or directories of them (*.pdf)")
    parser.add_argument("-o", "--out", default="out", metavar="DIR", help="output directory (default %(default)s)")
    parser.add_argument("-f", "--format", default=DEFAULT_FORMAT, help="pdf-export format (default %(default)s)")
    parser.add_argument("--redo", action="store_true", help="redo files whose outputs are current")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS", help="a running Dask scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, metavar="N", help="a LocalCluster of N worker processes")
    where.add_argument("--serial", action="store_true", help="no Dask: one file after another in this process")
    return parser


def main(argv=None, stderr=None):
    stderr = stderr if stderr is not None else sys.stderr
    args = build_parser().parse_args(argv)
    files = list_pdfs(args.files)
    if args.serial:
        if argv is None:        # run as a command: the tools run in this process
            from .cli.base import tune_collector
            tune_collector()
        failures = run_serial(files, args.out, args.format, args.redo)
    else:
        from dask.distributed import Client, LocalCluster
        if args.scheduler:
            client = Client(args.scheduler)
        else:
            client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True))
        with client:
            failures = run_dask(files, args.out, client, args.format, args.redo)
    for entry in failures:
        print(f"{entry['file']}: exit {entry['exit']} (see {output_paths(entry['file'], args.out)['error']})",
              file=stderr)
    print(f"{len(files)} files, {len(failures)} failed; index in {os.path.join(args.out, INDEX)}", file=stderr)
    return 0


def list_pdfs(names):
    """The files named, a directory standing for its ``*.pdf`` files in name order."""
    files = []
    for name in names:
        if os.path.isdir(name):
            files.extend(os.path.join(name, entry) for entry in sorted(os.listdir(name))
                         if entry.endswith(".pdf") and os.path.isfile(os.path.join(name, entry)))
        else:
            files.append(name)
    return files


if __name__ == "__main__":
    sys.exit(main())
