"""pytest collects cram ``.t`` files here, running each with the ``cram`` package.

Each ``.t`` file is one test item; a failure shows cram's unified diff. The tests run
with the checkout's ``bin/`` first on PATH, ``TESTDIR`` pointing at tests/cram and
``CORPUS`` at corpus/, in a C.UTF-8 locale so output is the same on any machine.
"""

import os
import shutil
import tempfile

import cram
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pytest_collect_file(parent, file_path):
    if file_path.suffix == ".t" and "cram" in file_path.parts:
        return CramFile.from_parent(parent, path=file_path)
    return None


class CramFile(pytest.File):
    def collect(self):
        yield CramItem.from_parent(self, name=self.path.name)


class CramItem(pytest.Item):
    def runtest(self):
        env = dict(os.environ)
        env["PATH"] = os.path.join(ROOT, "bin") + os.pathsep + env.get("PATH", "")
        env["CORPUS"] = os.path.join(ROOT, "corpus")
        env["ROOT"] = ROOT
        env["LC_ALL"] = env["LANG"] = "C.UTF-8"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        workdir = tempfile.mkdtemp(prefix="cram-")
        cwd = os.getcwd()
        try:
            os.chdir(workdir)
            _, postout, diff = cram.testfile(str(self.path), shell="/bin/bash", env=env, cleanenv=False,
                                             testname=self.path.name.encode())
            diff = list(diff)
        finally:
            os.chdir(cwd)
            shutil.rmtree(workdir, ignore_errors=True)
        if postout is None:
            # cram's exit 80 means "skipped": a check that did not run is no pass.
            raise CramFailure(f"{self.path.name} skipped itself (exit 80); a skipped check fails")
        if diff:
            raise CramFailure(b"".join(d if isinstance(d, bytes) else d.encode() for d in diff).decode("utf-8", "replace"))

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, CramFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"cram: {self.name}"


class CramFailure(Exception):
    pass
