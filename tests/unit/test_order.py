"""The order stage on word streams built here: the XY-cut's order and confidence as the
gutter narrows, running lines over a bounded window, gutters, and streams without pages."""

import pytest

from pdftk_text.order import Tolerances, order_records
from pdftk_text.order import stream as order_stream


def _page(number, rows, height=800.0, size=10.0):
    """A page record then one line and its words per (x0, y, texts...) row."""
    out = [{"type": "page", "page": number, "width": 600.0, "height": height}]
    word_id = 0
    for line_id, (x0, y, *texts) in enumerate(rows):
        first = word_id
        words = []
        x = x0
        for text in texts:
            width = 5.0 * len(text)
            words.append({"type": "word", "page": number, "id": word_id, "bbox": (x, y, x + width, y + size),
                          "text": text, "glyphs": (word_id * 20, word_id * 20 + len(text) - 1),
                          "size": size, "direction": "ltr", "line": line_id})
            x += width + 3.0
            word_id += 1
        out.append({"type": "line", "page": number, "id": line_id, "bbox": (x0, y, x, y + size),
                    "text": " ".join(texts), "words": (first, word_id - 1), "direction": "ltr", "angle": 0})
        out.extend(words)
    return out


def _two_columns(gutter, lines=6):
    """Left column lines at x 50, right column at 50 + 200 + gutter; content order row by row."""
    rows = []
    for i in range(lines):
        rows.append((50.0, 100.0 + 12 * i, f"left{i}", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"))
        rows.append((50.0 + 200.0 + gutter, 100.0 + 12 * i, f"right{i}", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"))
    return _page(1, rows)


def _blocks(records):
    return [r for r in records if r["type"] == "block"]


@pytest.mark.parametrize("gutter", [12.0, 15.0, 20.0, 30.0, 40.0])
def test_columns_read_down_each_column(gutter):
    out = list(order_records(_two_columns(gutter)))
    texts = [b["text"].split()[0] for b in _blocks(out)]
    assert texts == ["left0", "right0"]
    first = _blocks(out)[0]["text"].split("\n")
    assert [line.split()[0] for line in first] == [f"left{i}" for i in range(6)]


def test_confidence_does_not_rise_as_the_gutter_narrows():
    confidences = []
    for gutter in (60.0, 40.0, 30.0, 25.0, 20.0, 15.0, 12.0, 10.5):
        (order,) = [r for r in order_records(_two_columns(gutter)) if r["type"] == "order"]
        confidences.append(order["confidence"])
    assert confidences == sorted(confidences, reverse=True)
    assert confidences[0] > confidences[-1]


def test_a_gap_narrower_than_a_gutter_is_no_column():
    # 8 pt at 10 pt text is under min_gutter (1 em): the rows read across, line by line.
    out = list(order_records(_two_columns(8.0)))
    assert _blocks(out)[0]["text"].startswith("left0")
    assert len(_blocks(out)) == 1 or "right0" in _blocks(out)[1]["text"].split("\n")[0]


def _running_document(pages):
    records = [{"type": "document", "pages": pages}]
    for n in range(1, pages + 1):
        records += _page(n, [(200.0, 20.0, "Harbour", "byelaws"), (50.0, 300.0, f"Body{n}", "text"),
                             (280.0, 770.0, "Page", str(n))])
    return records


def test_running_header_and_page_number_recur_over_the_window():
    out = list(order_records(_running_document(12)))
    furniture = [(r["page"], r["kind"], r["text"]) for r in out if r["type"] == "furniture"]
    assert len(furniture) == 24
    assert (12, "page-number", "Page 12") in furniture and (1, "header", "Harbour byelaws") in furniture
    assert all(b["text"].startswith("Body") for b in _blocks(out))


def test_a_single_page_has_no_running_lines():
    out = list(order_records(_running_document(1)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_the_window_holds_a_bounded_number_of_pages(monkeypatch):
    held = []
    original = order_stream._Window.push

    def push(self, page):
        yield from original(self, page)
        held.append(len(self.pending))
    monkeypatch.setattr(order_stream._Window, "push", push)
    list(order_records(_running_document(30)))
    assert max(held) == Tolerances().window // 2


def test_a_line_number_gutter_is_furniture_word_by_word():
    rows = [(20.0, 60.0 + 24 * i, str(i + 1)) for i in range(20)]
    rows += [(60.0, 60.0 + 24 * i, "Witness", "said", "so") for i in range(20)]
    out = list(order_records(_page(1, rows)))
    lane = [r["text"] for r in out if r["type"] == "furniture"]
    assert lane == [str(i + 1) for i in range(20)]
    assert all(r["kind"] == "line-number" for r in out if r["type"] == "furniture")


def test_numbers_out_of_order_are_no_gutter():
    rows = [(20.0, 60.0 + 24 * i, str(v)) for i, v in enumerate([5, 1, 9, 2, 8, 3, 7, 4])]
    rows += [(60.0, 60.0 + 24 * i, "Item", "text") for i in range(8)]
    out = list(order_records(_page(1, rows)))
    assert not [r for r in out if r["type"] == "furniture"]


def test_words_without_page_records_and_foreign_records_pass():
    page = _page(3, [(50.0, 100.0, "alone")])[1:]
    out = list(order_records([{"type": "note"}] + page + [{"type": "other", "page": 3}]))
    assert [r["type"] for r in out] == ["note", "order", "line", "block", "word", "other"]
    assert out[1]["page"] == 3
