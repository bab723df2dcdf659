"""pdf-export -f json: valid under its schema (jsonschema), carrying the model and the document's facts.

Referees: jsonschema (Draft 2020-12) for the shape; PyMuPDF's get_toc for the outline;
pdfinfo -isodates for the metadata; corpus/manifest.json for page labels.
"""

import io
import json
import os
import shutil
import subprocess
import tomllib

import orjson
import pytest

from pdftk_text.cli.pdf_export import main
from pdftk_text.export.json_model import SCHEMA_FILE, SCHEMA_VERSION, schema
from pdftk_text.pdf.metadata import iso_date

jsonschema = pytest.importorskip("jsonschema")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
    MANIFEST = {e["file"]: e for e in json.load(handle)["files"]}
DOCUMENTS = sorted(name for name, e in MANIFEST.items() if e["kind"] not in ("bad-input", "hostile"))
VALIDATOR = jsonschema.Draft202012Validator(schema())


def export_json(name, *options):
    password = (MANIFEST.get(name, {}).get("encrypted") or {}).get("user_password")
    argv = ["-f", "json", *options, os.path.join(CORPUS, name)] + (["--password", password] if password else [])
    out, err = io.BytesIO(), io.StringIO()
    code = main(argv, stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    lines = out.getvalue().splitlines()
    assert len(lines) == 1, "one JSON document per input, on one line"
    return out.getvalue(), orjson.loads(lines[0])


def test_the_schema_is_a_valid_draft_2020_12_schema_shipped_with_the_package():
    jsonschema.Draft202012Validator.check_schema(schema())
    assert schema()["$id"].endswith(f"export-{SCHEMA_VERSION}") and SCHEMA_FILE == f"export-{SCHEMA_VERSION}.json"
    # maturin ships every file under the package's folder: the schema must lie there, and
    # the build must exclude nothing
    assert os.path.isfile(os.path.join(ROOT, "pdftk_text", "export", "schema", SCHEMA_FILE))
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as handle:
        maturin = tomllib.load(handle)["tool"]["maturin"]
    assert "pdftk_text" in maturin["python-packages"] and "exclude" not in maturin


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_corpus_document_is_valid_at_glyph_detail(name):
    _, document = export_json(name, "--detail", "glyphs")
    errors = sorted(VALIDATOR.iter_errors(document), key=lambda e: list(e.absolute_path))
    assert not errors, [(list(e.absolute_path), e.message[:200]) for e in errors[:5]]
    assert document["schema"] == SCHEMA_VERSION
    assert len(document["pages"]) == MANIFEST[name]["pages"] == len(document["page_labels"])
    words = [w for p in document["pages"] for b in p["blocks"] + p["furniture"] for line in b["lines"]
             for w in line["words"]]
    assert all(w["glyphs"] for w in words), "a word read from a PDF has its glyphs at this detail"


@pytest.mark.parametrize("detail", ["blocks", "lines", "words"])
def test_each_detail_goes_as_deep_as_asked(detail):
    _, document = export_json("lo-report-tagged.pdf", "--detail", detail)
    assert not list(VALIDATOR.iter_errors(document))
    block = document["pages"][0]["blocks"][0]
    assert ("lines" in block) == (detail != "blocks")
    if detail != "blocks":
        assert ("words" in block["lines"][0]) == (detail == "words")
        assert "glyphs" not in block["lines"][0].get("words", [{}])[0]


def test_glyph_texts_spell_their_words():
    """rl-words.pdf is plain ASCII without ligatures: a word's glyphs spell it."""
    _, document = export_json("rl-words.pdf", "--detail", "glyphs")
    for page in document["pages"]:
        for block in page["blocks"]:
            for line in block["lines"]:
                for word in line["words"]:
                    assert "".join(g["text"] for g in word["glyphs"]) == word["text"]


def test_tables_and_text_are_the_models():
    _, document = export_json("lo-invoice-untagged.pdf")
    tables = [t for p in document["pages"] for t in p["tables"]]
    want = MANIFEST["lo-invoice-untagged.pdf"]["tables"][0]
    assert [(t["rows"], t["columns"]) for t in tables] == [(want["rows"], want["columns"])]
    cells = {(c["row"], c["column"]): c["text"] for c in tables[0]["cells"]}
    assert [cells[(0, c)] for c in range(want["columns"])] == want["cells"][0]


@pytest.mark.parametrize("name", ["lo-report-tagged.pdf", "lo-columns-untagged.pdf", "lo-landscape.pdf"])
def test_outline_as_pymupdf_reads_it(name):
    pymupdf = pytest.importorskip("pymupdf")
    _, document = export_json(name, "--detail", "blocks")
    with pymupdf.open(os.path.join(CORPUS, name)) as doc:
        toc = doc.get_toc(simple=False)
    assert [(o["level"], o["title"], o["page"]) for o in document["outline"]] == \
        [(level, " ".join(title.split()), page) for level, title, page, _ in toc]
    for item, (_, _, _, dest) in zip(document["outline"], toc):
        assert item["top"] == pytest.approx(dest["to"].y, abs=0.01)


def pdfinfo(path):
    proc = subprocess.run(["pdfinfo", "-isodates", path], capture_output=True, text=True, check=True)
    return dict(line.split(":", 1) for line in proc.stdout.splitlines() if ":" in line)


@pytest.mark.skipif(shutil.which("pdfinfo") is None, reason="poppler-utils not installed")
@pytest.mark.parametrize("name", ["lo-report-tagged.pdf", "gs-letter.pdf", "tex-article.pdf", "rl-standard14.pdf",
                                  "lo-pdfa.pdf", "fpdf-unicode.pdf"])
def test_metadata_as_pdfinfo_prints_it(name):
    _, document = export_json(name, "--detail", "blocks")
    info = {k.strip(): v.strip() for k, v in pdfinfo(os.path.join(CORPUS, name)).items()}
    meta = document["metadata"]
    for field, key in (("title", "Title"), ("author", "Author"), ("subject", "Subject"), ("keywords", "Keywords"),
                       ("creator", "Creator"), ("producer", "Producer"), ("created", "CreationDate"),
                       ("modified", "ModDate")):
        if meta[field] is not None and field not in meta["xmp"]:
            assert meta[field] == info.get(key, ""), field


def test_iso_dates_read_the_pdf_date_forms():
    assert iso_date("D:20231114221320Z00'00'") == "2023-11-14T22:13:20Z"
    assert iso_date("D:20231114221320+01'30'") == "2023-11-14T22:13:20+01:30"
    assert iso_date("D:20231114221320+00'00'") == "2023-11-14T22:13:20Z"
    assert iso_date("D:2023") == "2023-01-01T00:00:00"
    assert iso_date("yesterday") == "yesterday"


def test_page_labels_come_from_the_page_label_tree():
    _, document = export_json("qpdf-bates.pdf", "--detail", "blocks")
    assert document["page_labels"] == MANIFEST["qpdf-bates.pdf"]["page_labels"]
    assert [p["label"] for p in document["pages"]] == document["page_labels"]
    assert {f["kind"] for p in document["pages"] for f in p["furniture"]} == {"footer", "artifact"}


def test_same_bytes_every_run_and_under_any_locale():
    first, _ = export_json("lo-report-tagged.pdf", "--detail", "glyphs")
    second, _ = export_json("lo-report-tagged.pdf", "--detail", "glyphs")
    assert first == second
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    proc = subprocess.run([os.path.join(ROOT, "bin", "pdf-export"), "-f", "json", "--detail", "glyphs",
                           os.path.join(CORPUS, "lo-report-tagged.pdf")], capture_output=True, env=env, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout == first


def test_a_stream_without_a_document_record_still_makes_a_valid_document():
    out = io.BytesIO()
    stream = (b'{"type":"page","page":1,"label":"1","width":100.0,"height":100.0,"rotation":0}\n'
              b'{"type":"block","page":1,"id":0,"bbox":[1.0,2.0,3.0,4.0],"text":"hi","words":[0],"lines":[0],'
              b'"role":null,"element":null}\n'
              b'{"type":"word","page":1,"id":0,"bbox":[1.0,2.0,3.0,4.0],"text":"hi","line":0,"size":9.0,'
              b'"font":"F","glyphs":[0,1]}\n')
    assert main(["-f", "json"], stdin=io.BytesIO(stream), stdout=out) == 0
    document = orjson.loads(out.getvalue())
    assert not list(VALIDATOR.iter_errors(document))
    assert document["document"] is None and document["pages"][0]["blocks"][0]["text"] == "hi"
