"""The CLI base in-process: streams swapped for buffers, as a pipeline would use it."""

import io

import orjson

from handmade import make_pdf
from pdftk_text.cli.pdf_glyphs import main
from pdftk_text.cli.pages import parse_pages
from pdftk_text.errors import UsageError


def run(argv, stdin=b""):
    out, err = io.BytesIO(), io.StringIO()
    code = main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, [orjson.loads(line) for line in out.getvalue().splitlines()], err.getvalue()


def test_pdf_on_stdin_is_read_like_a_file():
    data = make_pdf(b"BT /F1 10 Tf 100 700 Td (Hi) Tj ET")
    code, records, err = run([], stdin=data)
    assert code == 0 and err == ""
    assert records[0]["type"] == "document" and records[0]["source"] == "-"
    assert "".join(r["text"] for r in records if r["type"] == "glyph") == "Hi"


def test_records_on_stdin_pass_through_untouched():
    code, records, _ = run(["-"], stdin=b'{"type":"word","text":"x","z":[1]}\n\n{"type":"line"}\n')
    assert code == 0
    assert records == [{"type": "word", "text": "x", "z": [1]}, {"type": "line"}]


def test_malformed_line_is_named_with_its_number():
    code, _, err = run([], stdin=b'{"type":"a"}\n{"type":\n')
    assert code == 6
    assert err.startswith("pdf-glyphs: stdin line 2: not JSON")


def test_record_without_type_is_rejected():
    code, _, err = run([], stdin=b'{"text":"a"}\n')
    assert (code, err.strip()) == (6, 'pdf-glyphs: stdin line 1: record has no "type"')


def test_internal_error_is_one_line_without_debug(monkeypatch):
    import pdftk_text.cli.pdf_glyphs as tool

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(tool, "glyph_batches", broken)
    code, _, err = run([], stdin=make_pdf(b""))
    assert code == 70
    assert err.count("\n") == 1 and "internal error: RuntimeError: boom" in err and "Traceback" not in err


def test_same_input_gives_the_same_bytes():
    data = make_pdf(b"BT /F1 10 Tf 100 700 Td (Same) Tj ET")
    first, second = io.BytesIO(), io.BytesIO()
    main([], stdin=io.BytesIO(data), stdout=first, stderr=io.StringIO())
    main([], stdin=io.BytesIO(data), stdout=second, stderr=io.StringIO())
    assert first.getvalue() == second.getvalue()


def test_page_ranges_read_as_qpdf_reads_them():
    assert parse_pages("1-3,5")(10) == (1, 2, 3, 5)
    assert parse_pages("8-")(10) == (8, 9, 10)
    assert parse_pages("z")(10) == (10,)
    assert parse_pages("r2-z")(10) == (9, 10)
    assert parse_pages("3-1")(10) == (3, 2, 1)
    assert parse_pages("2-20")(4) == (2, 3, 4)       # past the end: ignored, as pdftotext -l


def test_page_zero_is_a_usage_error():
    try:
        parse_pages("0-2")
    except UsageError as error:
        assert "numbered from 1" in str(error)
    else:
        raise AssertionError("page 0 accepted")


def test_ctrl_c_exits_130_without_a_traceback(monkeypatch):
    import pdftk_text.cli.pdf_glyphs as tool

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tool, "glyph_batches", interrupted)
    code, _, err = run([], stdin=make_pdf(b""))
    assert (code, err) == (130, "")


def test_page_labels_are_written_on_page_records():
    import pikepdf

    def setup(pdf, page):
        pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 10, 10])))
        pdf.pages.append(pikepdf.Page(pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 10, 10])))
        pdf.Root.PageLabels = pikepdf.Dictionary(Nums=[0, pikepdf.Dictionary(S=pikepdf.Name.r),
                                                       2, pikepdf.Dictionary(S=pikepdf.Name.D, P=pikepdf.String("A-"), St=7)])
    _, records, _ = run([], stdin=make_pdf(b"", setup=setup))
    assert [r["label"] for r in records if r["type"] == "page"] == ["i", "ii", "A-7"]


def test_each_to_writes_each_input_alone_and_nothing_for_a_refused_one(tmp_path):
    # One process reading many files (a corpus job's batch) must write for each the bytes
    # a run on that file alone writes, and for a refused file no output, only its error line.
    first, second = tmp_path / "first.pdf", tmp_path / "second.pdf"
    first.write_bytes(make_pdf(b"BT /F1 10 Tf 100 700 Td (One) Tj ET"))
    second.write_bytes(make_pdf(b"BT /F1 10 Tf 100 700 Td (Two) Tj ET"))
    (tmp_path / "broken.pdf").write_bytes(b"not a PDF\n")
    names = [str(tmp_path / name) for name in ("first.pdf", "broken.pdf", "second.pdf")]
    out, err = io.BytesIO(), io.StringIO()
    code = main(["--each-to", str(tmp_path / "{}.jsonl"), *names], stdin=io.BytesIO(), stdout=out, stderr=err)
    assert code == 4 and out.getvalue() == b""
    assert err.getvalue() == f"pdf-glyphs: {names[1]}: not a PDF (no %PDF- header)\n"
    assert sorted(path.name for path in tmp_path.glob("*.jsonl*")) == ["first.jsonl", "second.jsonl"]
    for name in ("first", "second"):
        alone = io.BytesIO()
        assert main([str(tmp_path / f"{name}.pdf")], stdin=io.BytesIO(), stdout=alone, stderr=io.StringIO()) == 0
        assert (tmp_path / f"{name}.jsonl").read_bytes() == alone.getvalue()


def test_each_to_refuses_stdin_two_inputs_of_one_name_and_a_template_without_a_name(tmp_path):
    for argv, message in ((["--each-to", "{}.jsonl", "-"], "needs FILE arguments"),
                          (["--each-to", "{}.jsonl"], "needs FILE arguments"),
                          (["--each-to", "{}.jsonl", "a/x.pdf", "b/x.pdf"],
                           "a/x.pdf and b/x.pdf would both write x.jsonl"),
                          (["--each-to", "out.jsonl", "x.pdf"], "has no {} for the file's name")):
        code, records, err = run(argv)
        assert (code, records) == (2, []) and message in err and err.count("\n") == 1


def test_each_to_leaves_no_file_when_interrupted(tmp_path, monkeypatch):
    import pdftk_text.cli.pdf_glyphs as tool

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tool, "glyph_batches", interrupted)
    (tmp_path / "x.pdf").write_bytes(make_pdf(b""))
    code, _, _ = run(["--each-to", str(tmp_path / "{}.jsonl"), str(tmp_path / "x.pdf")])
    assert code == 130 and sorted(path.name for path in tmp_path.iterdir()) == ["x.pdf"]


def test_status_to_tells_each_input_its_own_status_and_seconds(tmp_path):
    # A job giving one process many files (bench.realworld's batches) learns each one's outcome.
    from pdftk_text.cli.pdf_search import main as search
    (tmp_path / "hit.pdf").write_bytes(make_pdf(b"BT /F1 10 Tf 100 700 Td (the lamp) Tj ET"))
    (tmp_path / "miss.pdf").write_bytes(make_pdf(b"BT /F1 10 Tf 100 700 Td (nothing) Tj ET"))
    (tmp_path / "broken.pdf").write_bytes(b"not a PDF\n")
    names = [str(tmp_path / name) for name in ("hit.pdf", "broken.pdf", "miss.pdf")]
    status = tmp_path / "status.jsonl"
    for tool, expected in ((main, [0, 4, 0]), (search, [0, 4, 1])):
        argv = ["--status-to", str(status), *(["lamp"] if tool is search else []), *names]
        code = tool(argv, stdin=io.BytesIO(), stdout=io.BytesIO(), stderr=io.StringIO())
        lines = [orjson.loads(line) for line in status.read_bytes().splitlines()]
        assert code == 4 and [line["file"] for line in lines] == names
        assert [line["status"] for line in lines] == expected
        assert all(0 <= line["seconds"] < 30 for line in lines)
    # alone, the miss is a search's "no hit"
    assert search(["lamp", names[2]], stdin=io.BytesIO(), stdout=io.BytesIO(), stderr=io.StringIO()) == 1


def test_status_to_an_unwritable_path_is_refused_before_any_input(tmp_path):
    code, records, err = run(["--status-to", str(tmp_path / "no" / "status.jsonl"), "-"],
                             stdin=make_pdf(b""))
    assert (code, records) == (3, []) and "cannot write" in err


def test_a_command_ends_with_its_status_however_it_was_started(tmp_path):
    """A command leaves without the interpreter's teardown (cli/base.leave), with its exit
    status: with standard error closed, and under a profiler, which still writes its file."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=root)
    good = os.path.join(root, "corpus", "gs-letter.pdf")
    command = "import sys; from pdftk_text.cli.pdf_glyphs import main; sys.exit(main())"
    for path, status in ((good, 0), (str(tmp_path / "missing.pdf"), 3)):
        done = subprocess.run(f"{sys.executable} -c '{command}' {path} >/dev/null 2>&-", shell=True, env=env)
        assert done.returncode == status, path
    done = subprocess.run([sys.executable, "-c", command, good], env=env, capture_output=True)
    assert done.returncode == 0 and done.stdout.count(b'"type":"glyph"') > 100
    profile = tmp_path / "run.prof"
    done = subprocess.run([sys.executable, "-m", "cProfile", "-o", str(profile), os.path.join(root, "bin", "pdf-glyphs"),
                           good], env=env, capture_output=True)
    assert done.returncode == 0 and profile.stat().st_size > 0
