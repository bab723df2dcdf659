"""man/*.1 are generated from the parsers --help uses; a stale page fails here."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import gen_man  # noqa: E402


@pytest.mark.parametrize("tool", sorted(gen_man.TOOLS))
def test_man_page_matches_the_parser(tool):
    with open(os.path.join(ROOT, "man", tool + ".1"), encoding="utf-8") as handle:
        committed = handle.read()
    assert committed == gen_man.render(tool), f"man/{tool}.1 is stale: run python3 tools/gen_man.py"


def test_every_console_script_has_a_man_page():
    import tomllib
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as handle:
        scripts = tomllib.load(handle)["project"]["scripts"]
    assert set(scripts) == set(gen_man.TOOLS)
