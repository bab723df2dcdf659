"""pdf-order on the corpus: reading order, furniture and page kinds held against the
generating sources (corpus/manifest.json: reading_order, furniture, page_kinds), the
self-check on every page, and piped runs against direct ones."""

import io
import json
import os

import orjson
import pytest

from pdftk_text.cli.pdf_order import main as order_main
from pdftk_text.cli.pdf_words import main as words_main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus")
with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as _handle:
    MANIFEST = {e["file"]: e for e in json.load(_handle)["files"]}
READABLE = sorted(n for n, e in MANIFEST.items() if e.get("kind") == "pdf")


def _run(main, argv, stdin=b""):
    out, err = io.BytesIO(), io.StringIO()
    code = main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _argv(name):
    password = (MANIFEST[name].get("encrypted") or {}).get("user_password")
    return [os.path.join(CORPUS, name)] + (["--password", password] if password else [])


def ordered(name, *options):
    code, out, err = _run(order_main, _argv(name) + list(options))
    assert code == 0, err
    return [orjson.loads(line) for line in out.splitlines()]


def _with(field):
    return sorted(n for n, e in MANIFEST.items() if field in e)


@pytest.mark.parametrize("name", _with("reading_order"))
def test_blocks_read_in_the_sources_order(name):
    text = " ".join(r["text"].replace("\n", " ") for r in ordered(name) if r["type"] == "block")
    at = 0
    for fragment in MANIFEST[name]["reading_order"]:
        found = text.find(fragment, at)
        assert found >= 0, f"{fragment!r} missing or out of order after {text[max(0, at - 60):at]!r}"
        at = found + len(fragment)


@pytest.mark.parametrize("name", _with("furniture"))
def test_running_lines_and_gutters_are_furniture(name):
    records = ordered(name)
    furniture = [r["text"] for r in records if r["type"] == "furniture"]
    assert set(furniture) == set(MANIFEST[name]["furniture"])   # the manifest names each text once
    body = " ".join(r["text"] for r in records if r["type"] == "block")
    assert not any(f"\n{f}\n" in body for f in MANIFEST[name]["furniture"] if len(f) > 3)


@pytest.mark.parametrize("name", _with("page_kinds"))
def test_page_text_kinds(name):
    records = ordered(name)
    kinds = {str(r["page"]): r["kind"] for r in records if r["type"] == "order"}
    assert kinds == MANIFEST[name]["page_kinds"]
    for record in records:
        if record["type"] == "order" and record["kind"] in ("blank", "image-only", "vector-only"):
            page = record["page"]
            assert record["blocks"] == record["furniture"] == record["words"] == 0
            assert not [r for r in records if r.get("page") == page and r["type"] in ("block", "word")]


def test_the_scan_states_its_cover_and_yields_no_text():
    records = ordered("img2pdf-scan.pdf")
    (order,) = [r for r in records if r["type"] == "order"]
    assert (order["kind"], order["image_cover"]) == ("image-only", 1.0)
    assert not [r for r in records if r["type"] in ("block", "furniture", "word")]


@pytest.mark.parametrize("name", READABLE)
def test_every_word_is_in_exactly_one_block_or_furniture_record(name):
    records = ordered(name)
    assert not [r for r in records if r["type"] == "diagnostic" and r["code"] == "order.self-check-failed"]
    pages = {}
    for record in records:
        if record["type"] in ("block", "furniture"):
            for word in record["words"]:
                pages.setdefault(record["page"], []).append(word)
    for record in records:
        if record["type"] == "order":
            placed = pages.get(record["page"], [])
            assert sorted(placed) == list(range(record["words"])), f"page {record['page']}"


@pytest.mark.parametrize("name", ["lo-report-untagged.pdf", "rl-running.pdf", "rl-transcript.pdf",
                                  "img2pdf-scan.pdf", "lo-cjk-vertical.pdf"])
def test_piped_words_give_the_same_bytes(name):
    _, direct, _ = _run(order_main, _argv(name))
    _, words, _ = _run(words_main, _argv(name))
    code, piped, err = _run(order_main, ["-"], stdin=words)
    assert code == 0, err
    assert piped == direct


def test_content_order_is_the_producers():
    records = ordered("lo-columns-untagged.pdf", "--order", "content")
    blocks = [r for r in records if r["type"] == "block"]
    (order,) = [r for r in records if r["type"] == "order"]
    assert (order["source"], order["confidence"]) == ("content", None)
    glyphs = {r["id"]: r["glyphs"][0] for r in records if r["type"] == "word"}
    firsts = [min(glyphs[w] for w in b["words"]) for b in blocks]
    assert len(blocks) > 5 and firsts == sorted(firsts)
