"""pdf-export -f chunks: the chunks give back the document's text, carry the right anchors.

The document's text is what -f text writes from the same records; page labels and Bates
numbers are held against corpus/manifest.json (typed from the generating sources:
sources/pike_documents.py, sources/bates_documents.py); outline titles against PyMuPDF.
"""

import io
import json
import os
import re

import orjson
import pytest

from pdftk_text.cli.pdf_export import main
from pdftk_text.errors import UsageError
from pdftk_text.export import ExportOptions, export
from pdftk_text.export.chunks import chunk_records
from pdftk_text.export.model import pages_of
from pdftk_text.glyphs import GlyphOptions, glyph_records
from pdftk_text.order import OrderOptions, order_records
from pdftk_text.pdf.document import open_path
from pdftk_text.pdf.extras import document_extras, with_extras
from pdftk_text.words import WordOptions, word_records

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as handle:
    MANIFEST = {e["file"]: e for e in json.load(handle)["files"]}
DOCUMENTS = sorted(name for name, e in MANIFEST.items() if e["kind"] not in ("bad-input", "hostile"))

SETTINGS = [  # (chunk_by, max_chars, overlap)
    ("page", 2000, 0),
    ("page", 160, 6),
    ("section", 400, 3),
    ("section", 23, 2),         # smaller than many lines: cuts at word starts and ends, hard cuts
]


def records_of(name, password=None):
    """The ordered stream pdf-export builds from a PDF (outline and metadata included)."""
    document = open_path(os.path.join(CORPUS, name), password)
    try:
        words = word_records(glyph_records(document, GlyphOptions()), WordOptions())
        ordered = order_records(words, OrderOptions())
        return list(with_extras(ordered, document_extras(document)))
    finally:
        document.close()


def text_of(records, **options):
    out = io.BytesIO()
    export(records, "text", ExportOptions(**options), out)
    return out.getvalue().decode("utf-8")


def chunks_of(records, **options):
    return list(chunk_records(pages_of(records), ExportOptions(**options)))


def run(*argv):
    out, err = io.BytesIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, [orjson.loads(line) for line in out.getvalue().splitlines()], err.getvalue()


@pytest.mark.parametrize("name", DOCUMENTS)
def test_chunks_without_overlap_concatenate_to_the_text(name):
    password = (MANIFEST[name].get("encrypted") or {}).get("user_password")
    records = records_of(name, password)
    text = text_of(records, split_words=True)       # -f text's, but for words split at a line end
    kept = chunks_of(records, keep_hyphens=True)
    assert "".join(c["text"][c["overlap"]:] for c in kept) == (text_of(records) if text.strip() else "")
    for chunk_by, max_chars, overlap in SETTINGS:
        chunks = chunks_of(records, chunk_by=chunk_by, max_chars=max_chars, overlap=overlap)
        if not text.strip():
            assert chunks == [], "a document without text gives no chunk"
            continue
        assert "".join(c["text"][c["overlap"]:] for c in chunks) == text, (chunk_by, max_chars, overlap)
        check_chunks(chunks, max_chars, overlap)


def check_chunks(chunks, max_chars, overlap):
    ids = [c["id"] for c in chunks]
    assert len(set(ids)) == len(ids)
    position = 0
    for index, chunk in enumerate(chunks):
        assert chunk["index"] == index
        assert chunk["start"] == position
        body = chunk["text"][chunk["overlap"]:]
        position += len(body)
        assert body.strip(), "no chunk is only white space"
        # At most max_chars, except white space that no cut could place.
        assert len(chunk["text"].rstrip()) <= max_chars or not chunk["text"][max_chars:].strip()
        prefix = chunk["text"][:chunk["overlap"]]
        assert len(prefix.split()) <= overlap
        if prefix:
            previous = chunks[index - 1]
            assert previous["text"][previous["overlap"]:].endswith(prefix)
        assert chunk["pages"] == sorted(chunk["pages"]) and chunk["pages"]
        assert len(chunk["labels"]) == len(chunk["pages"])


def test_bates_and_labels_anchor_every_chunk():
    """qpdf-bates.pdf: page labels i, ii, A-1... and ACME-000101... (a pagination artifact)."""
    entry = MANIFEST["qpdf-bates.pdf"]
    code, chunks, _ = run("-f", "chunks", os.path.join(CORPUS, "qpdf-bates.pdf"))
    assert code == 0 and len(chunks) == entry["pages"]
    for number, chunk in enumerate(chunks, start=1):
        assert chunk["pages"] == [number]
        assert chunk["labels"] == [entry["page_labels"][number - 1]]
        assert chunk["bates"] == [entry["bates"][number - 1]]
        assert "ACME" not in chunk["text"], "the stamp is furniture, out of the text"


def test_a_callers_bates_pattern_searches_the_footer_band():
    entry = MANIFEST["qpdf-bates.pdf"]
    path = os.path.join(CORPUS, "qpdf-bates.pdf")
    code, chunks, _ = run("-f", "chunks", "--chunk-by", "section", "--max-chars", "90", "--overlap", "2",
                          "--bates", r"ACME-(\d+)", path)
    assert code == 0
    seen = {}
    for chunk in chunks:
        for number, label, bates in zip(chunk["pages"], chunk["labels"], chunk["bates"]):
            seen[number] = (label, bates)
    assert seen == {n: (entry["page_labels"][n - 1], entry["bates"][n - 1].split("-")[1])
                    for n in range(1, entry["pages"] + 1)}
    # The running footer is in the band too: a pattern may read it.
    code, chunks, _ = run("-f", "chunks", "--bates", r"page (\d) of 5", path)
    assert [c["bates"] for c in chunks] == [[str(n)] for n in range(1, 6)]
    # Nothing stamped: no Bates anchor.
    code, chunks, _ = run("-f", "chunks", os.path.join(CORPUS, "pike-page-labels.pdf"))
    assert code == 0 and all(c["bates"] == [] for c in chunks)
    assert [c["labels"] for c in chunks] == [[label] for label in MANIFEST["pike-page-labels.pdf"]["page_labels"]]


def test_a_bad_bates_pattern_is_a_usage_error():
    code, chunks, err = run("-f", "chunks", "--bates", "(", os.path.join(CORPUS, "qpdf-bates.pdf"))
    assert code == UsageError.exit_code and chunks == []
    assert err.startswith("pdf-export: ") and "--bates: bad regular expression" in err and err.count("\n") == 1


def test_a_catastrophic_bates_pattern_costs_the_page_its_number_not_the_run():
    path = os.path.join(CORPUS, "qpdf-bates.pdf")
    code, chunks, _ = run("-f", "chunks", "--bates", r"(\w|\w\w|-)*!", path)
    assert code == 0 and all(c["bates"] == [] for c in chunks)


def outline_titles(name):
    import pymupdf
    with pymupdf.open(os.path.join(CORPUS, name)) as doc:
        return [(level, " ".join(title.split())) for level, title, _ in doc.get_toc()]


@pytest.mark.parametrize("name", ["lo-report-untagged.pdf", "lo-columns-untagged.pdf", "lo-report-tagged.pdf"])
def test_sections_follow_the_headings(name):
    """Untagged: the outline opens the sections; tagged: the H1/H2 elements (LibreOffice
    writes its outline from the same headings, so PyMuPDF's outline is the referee)."""
    pytest.importorskip("pymupdf")
    toc = outline_titles(name)
    code, chunks, _ = run("-f", "chunks", "--chunk-by", "section", os.path.join(CORPUS, name))
    assert code == 0
    paths = []
    for chunk in chunks:
        if chunk["section"] and chunk["section"] not in paths:
            paths.append(chunk["section"])
    assert [(len(p), p[-1]) for p in paths] == toc
    for chunk in chunks:     # each chunk starts with its section's title, or continues its text
        if chunk["section"] and chunk["overlap"] == 0 and chunk is next(c for c in chunks if c["section"] == chunk["section"]):
            assert chunk["text"].startswith(chunk["section"][-1])


def test_sections_from_detected_headings():
    """rl-multipage.pdf has neither tags nor outline: its 18 pt chapter titles open the sections."""
    code, chunks, _ = run("-f", "chunks", "--chunk-by", "section", os.path.join(CORPUS, "rl-multipage.pdf"))
    titles = [t for t in MANIFEST["rl-multipage.pdf"]["text_contains"] if re.match(r"Chapter \d:", t)]
    assert code == 0
    assert [c["section"] for c in chunks] == [[t] for t in titles]
    assert [c["pages"] for c in chunks] == [[n] for n in range(1, 6)]


def test_chunks_are_the_same_bytes_every_run():
    path = os.path.join(CORPUS, "lo-report-tagged.pdf")
    first = io.BytesIO()
    second = io.BytesIO()
    assert main(["-f", "chunks", "--max-chars", "300", "--overlap", "4", path], stdout=first) == 0
    assert main(["-f", "chunks", "--max-chars", "300", "--overlap", "4", path], stdout=second) == 0
    assert first.getvalue() == second.getvalue()


def test_a_word_hyphenated_at_a_line_end_is_one_word_in_the_chunks():
    # tex-logos.tex: "\\LaTeX{} by Lamport," -- TeX breaks it "Lam-" / "port" on the page.
    records = records_of("tex-logos.pdf", None)
    joined = "".join(c["text"] for c in chunks_of(records))
    assert "by Lamport, BibTEX" in joined and "Lam-" not in joined
    kept = "".join(c["text"] for c in chunks_of(records, keep_hyphens=True))
    assert "Lam-\nport" in kept


def test_the_default_bates_rule_reads_each_line_in_one_pass():
    """default_number is the first match of the rule's expression, found without its
    backtracking: checked against it on random lines, and on lines that made it slow."""
    import random
    import signal
    from pdftk_text.export.bates import default_number
    rule = re.compile(r"\b[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)*[-_ ]?\d{6,}\b")
    pieces = ["A", "Z", "a", "0", "9", "123456", "1234567", "-", "_", ".", " ", "١", "ACME", "DOJ", "é", "²", "\u00a0"]
    rng = random.Random(3)
    for _ in range(20000):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        found = rule.search(line)
        assert default_number(line) == (found.group(0) if found else None), line
    assert [default_number(line) for line in ("Page 3 ACME-000101", "DOJ 00012345", "ACME000101", "ACME-000101_x",
                                               "x ACME.00.000101 y")] == \
        ["ACME-000101", "DOJ 00012345", "ACME000101", None, None]

    def alarm(signum, frame):
        raise TimeoutError("the Bates rule backtracked")
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(30)        # a net only: the expression took 1.3 s on the first, minutes on the others
    try:
        assert default_number("A" + "1" * 10000 + "x") is None
        assert default_number("A" + "1" * 100000 + "x") is None
        assert default_number("A-" * 50000 + "x") is None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
