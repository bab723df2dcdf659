"""The versions of everything a benchmark run used: Python, each package, pdftotext, the
machine, and the checkout's commit (with a flag when its files differ from it)."""

import os
import platform
import subprocess
from importlib import metadata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("pdftk-text", "pikepdf", "fonttools", "regex", "lxml", "orjson",
            "pdfminer.six", "pdfplumber", "pypdf", "playa-pdf", "pymupdf", "pymupdf_layout", "pypdfium2", "pdf_oxide",
            "psutil", "reportlab")


def package_version(name):
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def pdftotext_version(program="pdftotext"):
    """The first line ``PROGRAM -v`` prints (pdftotext, mutool), or None."""
    try:
        done = subprocess.run([program, "-v"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = (done.stderr or done.stdout).strip().splitlines()
    return lines[0] if lines else None


def _git(*args):
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def _cpu():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def environment():
    """A dict of the run's versions, in a fixed order."""
    status = _git("status", "--porcelain", "--untracked-files=no")
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "cpu": _cpu(),
        "cpus": os.cpu_count(),
        "commit": _git("rev-parse", "HEAD"),
        "modified": bool(status) if status is not None else None,
        "packages": {name: package_version(name) for name in PACKAGES},
        "pdftotext": pdftotext_version(),
        "mutool": pdftotext_version("mutool"),
    }
