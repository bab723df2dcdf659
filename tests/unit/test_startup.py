"""A command loads what its output needs: the modules of other formats and stages stay
unimported, as a one-page command would pay for each at start-up."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LETTER = os.path.join(ROOT, "corpus", "gs-letter.pdf")     # two pages, an XMP packet
TYPE1 = os.path.join(ROOT, "corpus", "tex-math-names.pdf")     # Type 1 programs read for their names
SYMBOLIC_TT = os.path.join(ROOT, "corpus", "pike-ttf-symbolic.pdf")     # a TrueType program's cmap read
CID_CFF = os.path.join(ROOT, "corpus", "pike-adobe-kr-no-tounicode.pdf")     # a CID-keyed CFF's charset read

PROBE = """
import os, sys
from pdftk_text.cli.{module} import main
with open(os.devnull, "wb") as out:
    status = main({argv!r}, stdout=out)
print(status, " ".join(sorted(sys.modules)))
"""

EXTRAS_MODULES = ("pdftk_text.pdf.metadata", "pdftk_text.pdf.outline", "pdftk_text.pdf.links",
                  "pdftk_text.pdf.markups")


def loaded(module, argv):
    """(exit status, the modules imported) of a tool run in a fresh interpreter."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", PROBE.format(module=module, argv=argv)], env=env,
                          capture_output=True, text=True, check=True)
    status, modules = done.stdout.split(" ", 1)
    return int(status), set(modules.split())


@pytest.mark.parametrize("module, argv, absent", [
    ("pdf_export", ["-f", "text", LETTER],
     ("lxml", "orjson", "regex", "pdftk_text.records.jsonl", "pdftk_text.tables", *EXTRAS_MODULES)),
    ("pdf_export", ["-f", "md", LETTER],      # md reads links, and no metadata: its XMP is not parsed
     ("lxml", "orjson", "regex", "pdftk_text.export.json_model", "pdftk_text.pdf.metadata",
      "pdftk_text.pdf.outline", "pdftk_text.pdf.markups")),
    ("pdf_export", ["-f", "text", TYPE1],    # a Type 1 program is read without fontTools
     ("fontTools.cffLib", "fontTools.ttLib", "fontTools.misc.psCharStrings", "pdftk_text.fonts.cff")),
    ("pdf_export", ["-f", "text", SYMBOLIC_TT],    # so is a TrueType one, by fonts/sfnt.py
     ("fontTools",)),
    ("pdf_export", ["-f", "text", CID_CFF],        # and a CFF one, by fonts/cff.py
     ("fontTools",)),
])
def test_command_leaves_unneeded_modules_unloaded(module, argv, absent):
    status, modules = loaded(module, argv)
    assert status == 0
    assert sorted(modules & set(absent)) == []


def test_each_command_enters_through_launch_with_the_collector_paused_while_it_imports(monkeypatch):
    import gc
    import importlib
    import tomllib

    from pdftk_text.cli import launch

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as handle:
        scripts = tomllib.load(handle)["project"]["scripts"]
    seen = []
    real_import = importlib.import_module

    def importing(name):
        tool = real_import(name)
        seen.append(("import", name, gc.isenabled()))
        monkeypatch.setattr(tool, "main", lambda: seen.append(("main", name, gc.isenabled())) or 0)
        return tool
    monkeypatch.setattr(launch.importlib, "import_module", importing)
    for command, target in sorted(scripts.items()):
        module, _, function = target.partition(":")
        assert module == "pdftk_text.cli.launch" and function == command.replace("-", "_")
        assert getattr(launch, function)() == 0
    tools = [f"pdftk_text.cli.{command.replace('-', '_')}" for command in sorted(scripts)]
    assert seen == [step for name in tools for step in (("import", name, False), ("main", name, True))]
    assert gc.isenabled()
