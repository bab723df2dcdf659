"""The corpus job (pdftk_text.jobs, examples/Makefile): Dask, serial and make write the same bytes.

The job covers every top-level corpus PDF (corpus/hostile/ is a folder of its own and is
never globbed), bad inputs and the encrypted file without its password included: those
must end in their .err file. The serial run and the Dask run on a LocalCluster of two
worker processes must write byte-identical trees; make writes the same bytes, its tools
reading batches of files (the refused ones among good ones) in one process each; the
manifest (the corpus's generating source) is the referee for each entry's sha256 and
page count; a worker killed mid-run must not lose a file.
"""

import json
import os
import shutil
import subprocess

import orjson
import pytest

from pdftk_text import jobs
from pdftk_text.export import FORMATS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
# The job's default is Markdown; until pdf-export has it, the job runs with -f text.
FORMAT = "md" if "md" in FORMATS else "text"


def manifest():
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
        return {entry["file"]: entry for entry in json.load(handle)["files"]}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A copy of the top-level corpus PDFs, so that paths (which records carry) are the same
    for every run."""
    folder = tmp_path_factory.mktemp("job") / "in"
    folder.mkdir()
    known = manifest()
    for name in sorted(os.listdir(CORPUS)):
        if name.endswith(".pdf") and known.get(name, {}).get("kind") != "hostile":
            shutil.copy2(os.path.join(CORPUS, name), folder / name)
    return str(folder), jobs.list_pdfs([str(folder)])


@pytest.fixture(scope="module")
def serial(corpus, tmp_path_factory):
    out = str(tmp_path_factory.mktemp("serial"))
    failures = jobs.run_serial(corpus[1], out, FORMAT)
    return out, failures


@pytest.fixture(scope="module")
def client():
    from dask.distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            yield client


def tree(folder):
    result = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as handle:
            result[name] = handle.read()
    return result


def assert_same_bytes(expected, actual):
    assert sorted(actual) == sorted(expected)
    differing = [name for name in expected if expected[name] != actual[name]]
    assert differing == []


def test_serial_run_writes_every_file_and_an_index_the_manifest_agrees_with(corpus, serial):
    out, failures = serial
    files, made = corpus[1], tree(out)
    index = [orjson.loads(line) for line in made["index.jsonl"].splitlines()]
    assert [entry["file"] for entry in index] == sorted(os.path.basename(pdf) for pdf in files)
    known = manifest()
    for entry in index:
        name, truth = entry["file"], known.get(entry["file"])
        assert made[name[:-4] + ".entry"] == orjson.dumps(entry) + b"\n"
        if truth is None:           # a corpus file the manifest does not list yet
            continue
        assert entry["sha256"] == truth["sha256"]
        refused = truth["kind"] == "bad-input" or (truth.get("encrypted") or {}).get("user_password")
        assert entry["status"] == ("error" if refused else "ok"), name
        if refused:
            assert name[:-4] + ".jsonl" not in made and name[:-4] + "." + FORMAT not in made
            message, status, end = made[name[:-4] + ".err"].decode().split("\n")
            assert message.startswith(f"pdf-order: {os.path.join(corpus[0], name)}: ")
            assert (status, end) == (f"exit {entry['exit']}", "") and entry["exit"] in (4, 5)
            assert entry["pages"] is None
        else:
            assert entry["pages"] == truth["pages"] and entry["exit"] == 0
            assert made[name[:-4] + ".jsonl"].startswith(b'{"type":"document"')
    assert failures == [entry for entry in index if entry["status"] == "error"]


def test_dask_run_writes_the_bytes_the_serial_run_writes(corpus, serial, client, tmp_path):
    out = str(tmp_path / "dask")
    failures = jobs.run_dask(corpus[1], out, client, FORMAT, partition_size=1)
    assert_same_bytes(tree(serial[0]), tree(out))
    assert failures == serial[1]


def test_worker_killed_mid_run_loses_no_file(corpus, serial, client, tmp_path):
    files = corpus[1][::5]          # a worker's restart costs seconds: a fifth of the files show it
    marker = str(tmp_path / "killed")
    victim = os.path.basename(files[len(files) // 2])

    def process_or_die(pdf, out_dir, **options):
        # The first attempt at the victim ends its worker process; Dask must run it again elsewhere.
        if os.path.basename(pdf) == victim:
            try:
                handle = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                pass
            else:
                os.write(handle, str(os.getpid()).encode())
                os.close(handle)
                os._exit(1)
        return jobs.process_file(pdf, out_dir, **options)

    out = str(tmp_path / "dask")
    jobs.run_dask(files, out, client, FORMAT, partition_size=1, process=process_or_die)
    with open(marker) as handle:
        killed = int(handle.read())
    with pytest.raises(ProcessLookupError):
        os.kill(killed, 0)
    made, expected = tree(out), tree(serial[0])
    stems = {jobs.stem(pdf) for pdf in files}
    lines = [line for line in expected.pop("index.jsonl").splitlines(keepends=True)
             if jobs.stem(orjson.loads(line)["file"]) in stems]
    assert made.pop("index.jsonl") == b"".join(lines) and len(lines) == len(files)
    assert_same_bytes({name: data for name, data in expected.items() if name.rsplit(".", 1)[0] in stems}, made)


def test_makefile_writes_the_bytes_the_job_writes(corpus, serial, tmp_path):
    # Batches of 16 files a process: each file's bytes must be those of a run on it alone.
    out = str(tmp_path / "make")
    subprocess.run(["make", "-s", "-j2", "-f", os.path.join(ROOT, "examples", "Makefile"), f"IN={corpus[0]}",
                    f"OUT={out}", f"FORMAT={FORMAT}", f"PDF_ORDER={ROOT}/bin/pdf-order",
                    f"PDF_EXPORT={ROOT}/bin/pdf-export"], check=True, capture_output=True)
    made = tree(out)
    assert made.pop("files.list")
    assert_same_bytes(tree(serial[0]), made)


def test_current_file_is_skipped_and_a_newer_pdf_redone(corpus, tmp_path):
    pdf, out = os.path.join(corpus[0], "rl-words.pdf"), str(tmp_path)
    first = jobs.process_file(pdf, out, FORMAT)
    paths = jobs.output_paths(pdf, out, FORMAT)
    made = {name: os.stat(path).st_mtime_ns for name, path in paths.items() if os.path.exists(path)}
    assert sorted(made) == ["entry", "export", "order"]
    assert jobs.process_file(pdf, out, FORMAT) == first
    assert {name: os.stat(paths[name]).st_mtime_ns for name in made} == made
    stat = os.stat(pdf)
    os.utime(pdf, ns=(stat.st_atime_ns, made["entry"] + 1_000_000_000))
    try:
        assert jobs.process_file(pdf, out, FORMAT) == first
        assert os.stat(paths["entry"]).st_mtime_ns > made["entry"]
    finally:
        os.utime(pdf, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def test_module_entry_runs_serially_and_names_failures(corpus, tmp_path):
    from io import StringIO
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy2(os.path.join(corpus[0], "rl-words.pdf"), folder)
    (folder / "broken.pdf").write_bytes(b"not a pdf\n")
    err = StringIO()
    assert jobs.main(["--serial", "-f", FORMAT, "-o", str(tmp_path / "out"), str(folder)], stderr=err) == 0
    assert err.getvalue().splitlines() == [
        f"broken.pdf: exit 4 (see {tmp_path / 'out' / 'broken.err'})",
        f"2 files, 1 failed; index in {tmp_path / 'out' / 'index.jsonl'}"]


def test_two_files_with_one_name_are_refused(tmp_path):
    with pytest.raises(ValueError, match="same outputs"):
        jobs.run_serial(["a/x.pdf", "b/x.pdf"], str(tmp_path))
