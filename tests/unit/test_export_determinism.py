"""Every export gives the same bytes on two runs under two environments.

The runs differ in locale (C and C.UTF-8: the ones every Debian machine has), LANG,
time zone and Python's hash seed; the tools must read none of them.
"""

import filecmp
import os
import subprocess

import pytest

from pdftk_text.export import FORMATS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
ENVIRONMENTS = ({"LC_ALL": "C", "LANG": "C", "TZ": "UTC", "PYTHONHASHSEED": "1"},
                {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "Pacific/Chatham", "PYTHONHASHSEED": "2"})
DOCUMENT = {"comments": "rl-annotated.pdf", "comments-md": "rl-annotated.pdf", "chunks": "qpdf-bates.pdf"}


def _run(argv, env):
    full = dict(os.environ, **env)
    full["PATH"] = os.path.join(ROOT, "bin") + os.pathsep + full.get("PATH", "")
    done = subprocess.run(["pdf-export", *argv], capture_output=True, env=full, timeout=300)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.mark.parametrize("format", [f for f in FORMATS if f != "svg"])
def test_same_bytes_twice_in_two_environments(format):
    path = os.path.join(CORPUS, DOCUMENT.get(format, "lo-report-tagged.pdf"))
    first, second = (_run(["-f", format, path], env) for env in ENVIRONMENTS)
    assert first and first == second


def test_svg_overlays_same_bytes(tmp_path):
    path = os.path.join(CORPUS, "lo-columns-untagged.pdf")
    for index, env in enumerate(ENVIRONMENTS):
        _run(["-f", "svg", "--no-render", "--out", str(tmp_path / str(index)), path], env)
    names = sorted(os.listdir(tmp_path / "0"))
    assert names and names == sorted(os.listdir(tmp_path / "1"))
    match, mismatch, errors = filecmp.cmpfiles(tmp_path / "0", tmp_path / "1", names, shallow=False)
    assert (mismatch, errors) == ([], [])
