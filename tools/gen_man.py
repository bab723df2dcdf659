#!/usr/bin/env python3
"""Write man/<tool>.1 for every tool from the same argparse parser --help uses.

Run after changing any parser; tests/unit/test_man_pages.py fails while a page is stale.
SOURCE_DATE_EPOCH pins the page date so the output depends on the parser alone.
"""

import importlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = {"pdf-glyphs": "pdftk_text.cli.pdf_glyphs", "pdf-images": "pdftk_text.cli.pdf_images",
         "pdf-inventory": "pdftk_text.cli.pdf_inventory",
         "pdf-words": "pdftk_text.cli.pdf_words", "pdf-order": "pdftk_text.cli.pdf_order",
         "pdf-tables": "pdftk_text.cli.pdf_tables", "pdf-search": "pdftk_text.cli.pdf_search",
         "pdf-export": "pdftk_text.cli.pdf_export"}
MAN_DATE_EPOCH = "1764460800"   # 2025-11-30: bumped only with the release version


def render(tool):
    os.environ["SOURCE_DATE_EPOCH"] = MAN_DATE_EPOCH
    from argparse_manpage.manpage import Manpage
    from pdftk_text import __version__
    module = importlib.import_module(TOOLS[tool])
    parser = module.build_parser()
    page = Manpage(parser, _data={"version": __version__, "project_name": "pdftk-text",
                                  "description": module.TOOL.summary,
                                  "manual_title": "pdftk-text manual"})
    return str(page)


def main():
    sys.path.insert(0, ROOT)
    for tool in TOOLS:
        path = os.path.join(ROOT, "man", tool + ".1")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(render(tool))
        print(path)


if __name__ == "__main__":
    main()
