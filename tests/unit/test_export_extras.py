"""pdf-export looks up only the records of the PDF that its format's writer reads."""

import os

from pdftk_text.export import EXTRAS
from pdftk_text.pdf.document import open_path
from pdftk_text.pdf.extras import KINDS, document_extras

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LINKS = os.path.join(ROOT, "corpus", "rl-links.pdf")       # three links on page 1, an Info dictionary


def test_extras_hold_only_the_kinds_asked_for():
    document = open_path(LINKS)
    try:
        before, by_page = document_extras(document, (), ("links",))
        assert before == []
        assert [r["type"] for r in by_page[1]] == ["link"] * 3
        before, by_page = document_extras(document, ())
        assert [r["type"] for r in before] == ["metadata"]
        assert [r["type"] for r in by_page[1]] == ["link"] * 3
    finally:
        document.close()


def test_every_format_asks_for_known_kinds():
    assert all(kinds and set(kinds) <= set(KINDS) for kinds in EXTRAS.values())
