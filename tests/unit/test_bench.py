"""The benchmark runner runs: one small corpus PDF, one read, our tools only (no timing is
judged; the peers are compared only by ``python3 -m bench`` itself)."""

import io
import os
import sys

import pikepdf

from bench import cli, corpus, scale

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SMALL = os.path.join(ROOT, "corpus", "rl-multipage.pdf")


def test_corpus_run_measures_every_page_of_one_document():
    out = io.StringIO()
    data = corpus.run(repeat=1, files=[SMALL], names=["words", "cli:glyphs|words"], output=None, out=out,
                      log=lambda message: None)
    with pikepdf.open(SMALL) as pdf:
        pages = len(pdf.pages)                       # the manifest's count, read by pikepdf
    assert data["documents_measured"] == 1 and data["pages_measured"] == pages
    words, piped = data["tools"]["words"], data["tools"]["cli:glyphs|words"]
    assert words["mode"] == "in-process" and piped["mode"] == "command"
    assert words["pages_per_s"] > 0 and piped["pages_per_s"] > 0
    assert 0 < words["baseline_kb"] <= words["peak_kb"]
    assert piped["peak_kb"] > 0
    assert data["documents"][0]["results"]["words"]["error"] is None
    assert "words" in out.getvalue() and "cli:glyphs|words" in out.getvalue()


def test_scale_document_has_the_pages_asked(tmp_path):
    path = str(tmp_path / "long.pdf")
    scale.build(path, 3)
    with pikepdf.open(path) as pdf:
        assert len(pdf.pages) == 3
        assert b"page 3 of 3" in pdf.pages[2].Contents.read_bytes()


def test_a_stage_that_logs_more_than_a_pipe_holds_still_finishes():
    # 1.6 MB on standard error, as pdf_oxide logs a line per odd object of a long book
    noisy = "import sys\nfor _ in range(20000):\n    sys.stderr.write('x' * 80 + '\\n')\n"
    seconds, _cpu, peaks, error = cli.run_pipeline([[sys.executable, "-c", noisy]], timeout=20)
    assert error is None and seconds < 20 and peaks[0] > 0
