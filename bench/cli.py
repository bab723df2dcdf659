"""Timing a command-line pipeline: wall time from the first start to the last exit, CPU
time and peak resident set size of each stage.

Each stage runs under GNU time (``/usr/bin/time -f``), which forks it from its own small
process and reports its peak. (A process spawned straight from the benchmark would
inherit the benchmark's own peak: Linux keeps the high-water mark of the memory an
``exec`` replaces.) Without GNU time the peaks come from ``wait4`` and are marked
``inherited``: an upper bound. A pipeline's peak is the sum of its stages' peaks: the
stages run at the same time. Output goes to /dev/null; each stage's standard error to a
file, read only when the stage failed (a pipe nobody reads until the stage ends would
stop a stage that logs more than the pipe holds, as pdf_oxide does a line per odd
object).
"""

import os
import shutil
import subprocess
import tempfile
import threading
import time


def _gnu_time():
    path = shutil.which("time") or "/usr/bin/time"
    try:
        done = subprocess.run([path, "-f", "%M", "true"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return path if done.returncode == 0 and done.stderr.strip().isdigit() else None


GNU_TIME = _gnu_time()
PEAK_SOURCE = "GNU time" if GNU_TIME else "wait4 (inherited: an upper bound)"


def run_pipeline(stages, timeout=600):
    """Run ``stages`` (argv lists) as ``a | b | ...``; return (seconds, CPU seconds of all stages,
    [peak KB per stage], error)."""
    with tempfile.TemporaryDirectory(prefix="pdftk-text-bench-") as tmp:
        reports = [os.path.join(tmp, f"stage{i}") for i in range(len(stages))]
        wrapped = [[GNU_TIME, "-f", "%M %U %S", "-o", report, *argv] if GNU_TIME else argv
                   for argv, report in zip(stages, reports)]
        errors = [os.path.join(tmp, f"stderr{i}") for i in range(len(stages))]
        seconds, usages, error = _run(wrapped, errors, timeout)
        if GNU_TIME and error is None:
            usages = [_report(report) for report in reports]
    peaks = [peak for peak, _ in usages]
    return seconds, sum(cpu for _, cpu in usages), peaks, error


def _run(stages, errors, timeout):
    devnull = open(os.devnull, "wb")
    sinks = [open(path, "w+b") for path in errors]
    processes, upstream = [], subprocess.DEVNULL
    began = time.perf_counter()
    try:
        for index, (argv, sink) in enumerate(zip(stages, sinks)):
            last = index == len(stages) - 1
            process = subprocess.Popen(argv, stdin=upstream, stdout=devnull if last else subprocess.PIPE,
                                       stderr=sink)
            if upstream is not subprocess.DEVNULL:
                upstream.close()            # the next stage alone holds the pipe
            upstream = process.stdout
            processes.append(process)
        usages, error = [], None
        for process, sink in zip(processes, sinks):
            status, usage = _wait(process, began + timeout)
            usages.append((usage.ru_maxrss, usage.ru_utime + usage.ru_stime))
            if status != 0 and error is None:
                sink.seek(0)
                message = sink.read().decode("utf-8", "replace").strip().splitlines()
                error = f"exit {status}: {message[-1][:200] if message else ''}"
        seconds = time.perf_counter() - began
    finally:
        devnull.close()
        for sink in sinks:
            sink.close()
    return seconds, usages, error


def _report(path):
    """(peak KB, CPU seconds) from a GNU time report (its last line: '%M %U %S')."""
    with open(path, encoding="utf-8") as handle:
        fields = handle.read().strip().splitlines()[-1].split()
    return int(fields[0]), float(fields[1]) + float(fields[2])


def _wait(process, deadline):
    """Wait for one process with its resource usage; kill it when the deadline passes."""
    timer = threading.Timer(max(deadline - time.perf_counter(), 0), process.kill)
    timer.start()
    try:
        _, status, usage = os.wait4(process.pid, 0)
    finally:
        timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage


def measure(stages, repeat):
    """``repeat`` runs of one pipeline: every run's wall and CPU seconds, the largest summed
    peak, the error."""
    seconds, cpu_seconds, peak, peaks, error = [], [], 0, [], None
    for _ in range(repeat):
        elapsed, cpu, peaks, error = run_pipeline(stages)
        if error:
            break
        seconds.append(elapsed)
        cpu_seconds.append(cpu)
        peak = max(peak, sum(peaks))
    return {"seconds": seconds, "cpu_seconds": cpu_seconds, "peak_kb": peak, "stage_peaks_kb": peaks,
            "error": error}
