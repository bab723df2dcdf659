"""The commands' entry points (``[project.scripts]``): each imports its tool with the
cyclic collector paused, then runs it.

A command's imports (pikepdf's, the toolkit's) make some hundred thousand objects that
live as long as the process, and the collector would walk them again at each of its
collections while they are made: 3% of a 14-page paper's whole command, more of a
one-page one. The collector is turned back on before the tool's ``main``, which moves
what the imports made out of its sight (``base.tune_collector``)."""

import gc
import importlib


def _run(name):
    gc.disable()
    try:
        tool = importlib.import_module(f"pdftk_text.cli.{name}")
    finally:
        gc.enable()
    return tool.main()


def _entry(name):
    def entry():
        return _run(name)
    entry.__name__ = entry.__qualname__ = name
    return entry


pdf_glyphs = _entry("pdf_glyphs")
pdf_words = _entry("pdf_words")
pdf_order = _entry("pdf_order")
pdf_inventory = _entry("pdf_inventory")
pdf_images = _entry("pdf_images")
pdf_tables = _entry("pdf_tables")
pdf_search = _entry("pdf_search")
pdf_export = _entry("pdf_export")
