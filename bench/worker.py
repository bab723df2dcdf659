"""One tool's in-process measurement in a fresh interpreter: ``python3 -m bench.worker NAME``.

Reads a JSON list of ``[path, password]`` on standard input. Imports and prepares
extractor NAME once, then for each document reads it ``--warmup`` times untimed and
``--repeat`` times timed. Prints one JSON object: the peak resident set size after setup
(``baseline_kb``) and after all documents (``peak_kb``), both this program's own (VmHWM),
and per document the wall and CPU seconds of each timed read, the pages read and the
error if the extractor failed. Run by ``bench.corpus`` and ``bench.scale``, one process
per tool, so each peak belongs to one tool alone.
"""

import argparse
import json
import os
import resource
import sys
import time

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.extractors import IN_PROCESS  # noqa: E402


def peak_kb():
    """This process's peak resident set size in KB: VmHWM, the high-water mark of this
    program's own memory (ru_maxrss would also hold the spawning process's, kept by exec)."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss     # KB on Linux, bytes on macOS


def read_document(run, path, password, repeat, warmup):
    result = {"seconds": [], "cpu_seconds": [], "pages": None, "error": None}
    try:
        for _ in range(warmup):
            run(path, password)
        for _ in range(repeat):
            began, cpu = time.perf_counter(), time.process_time()
            pages = run(path, password)
            result["seconds"].append(time.perf_counter() - began)
            result["cpu_seconds"].append(time.process_time() - cpu)
            result["pages"] = pages
    except Exception as error:          # a peer that cannot read a file: say so, go on
        result["error"] = f"{type(error).__name__}: {str(error)[:200]}"
    return result


def measure(name, documents, repeat, warmup):
    run = IN_PROCESS[name][0]()
    baseline = peak_kb()
    results = [read_document(run, path, password, repeat, warmup) for path, password in documents]
    return {"baseline_kb": baseline, "peak_kb": peak_kb(), "documents": results}


def main(argv=None):
    parser = argparse.ArgumentParser(description="one tool's in-process benchmark measurement")
    parser.add_argument("name", choices=sorted(IN_PROCESS))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--warmup", type=int, default=1)
    args = parser.parse_args(argv)
    documents = json.load(sys.stdin)
    json.dump(measure(args.name, documents, args.repeat, args.warmup), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
