"""The commands' entry points (``[project.scripts]``): each imports its tool with the
cyclic collector paused, then runs it.

A command's imports (pikepdf's, the toolkit's) make some hundred thousand objects that
live as long as the process, and the collector would walk them again at each of its
collections while they are made: 3% of a 14-page paper's whole command, more of a
one-page one. The tool's ``main`` turns it back on (``base.tune_collector``) and moves
what the imports made out of its sight."""

import gc
import importlib


def _run(name):
    gc.disable()
    try:
        tool = importlib.import_module(f"pdftk_text.cli.{name}")
    finally:
        gc.enable()
    return tool.main()


def pdf_glyphs():
    return _run("pdf_glyphs")


def pdf_words():
    return _run("pdf_words")


def pdf_order():
    return _run("pdf_order")


def pdf_inventory():
    return _run("pdf_inventory")


def pdf_images():
    return _run("pdf_images")


def pdf_tables():
    return _run("pdf_tables")


def pdf_search():
    return _run("pdf_search")


def pdf_export():
    return _run("pdf_export")
