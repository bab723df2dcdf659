"""Profiling ``pdf-export -f text`` with pyinstrument: on the largest corpus documents
(read ``--rounds`` times, so the sampler sees enough) and on the 1,000-page document of
the scale run. Prints each profile's top entries by own time (pyinstrument's flat view)
and writes them to bench/results/profile.txt. pyinstrument is a bench dependency only.

Read the named functions' own times: a first ``[self]`` line naming a frame outside
pdftk_text (the profiler's caller, pikepdf's ``open``) collects samples pyinstrument
placed in no deeper frame, and is far larger than that frame's real cost (the 1,000-page
read runs at the same pages/second as the 10-page one in the scale run).
"""

import os
import sys
import tempfile

from . import extractors
from .corpus import documents
from .report import RESULTS
from .scale import build

LARGEST = 4           # corpus documents profiled, by file size
TOP = 25              # entries shown per profile


def profile(run, paths, rounds):
    """pyinstrument's flat text of ``rounds`` reads of each of ``paths``."""
    from pyinstrument import Profiler
    from pyinstrument.renderers import ConsoleRenderer

    run(*paths[0])                                   # imports and first-use caches outside the profile
    profiler = Profiler(interval=0.0005)
    profiler.start()
    for _ in range(rounds):
        for path, password in paths:
            run(path, password)
    profiler.stop()
    renderer = ConsoleRenderer(flat=True, unicode=False, color=False, show_all=True)
    text = profiler.output(renderer)
    body = [line for line in text.splitlines() if line.strip()]
    return "\n".join(body[:TOP + 6])


def largest_documents(count=LARGEST):
    docs = sorted(documents(), key=lambda d: (-os.path.getsize(d[0]), d[0]))
    return [(path, password) for path, _pages, password in docs[:count]]


def run(rounds=20, pages=1000, out=sys.stdout, output="profile.txt"):
    setup = extractors.IN_PROCESS["export-text"][0]
    extract = setup()
    sections = []
    docs = largest_documents()
    names = ", ".join(os.path.relpath(p, os.path.join(extractors.ROOT, "corpus")) for p, _ in docs)
    sections.append((f"pdf-export -f text, largest corpus documents ({names}), {rounds} rounds",
                     profile(extract, docs, rounds)))
    with tempfile.TemporaryDirectory(prefix="pdftk-text-profile-") as tmp:
        path = os.path.join(tmp, f"long-{pages}.pdf")
        build(path, pages)
        sections.append((f"pdf-export -f text, the {pages}-page scale document, once",
                         profile(extract, [(path, "")], 1)))
    text = "\n\n".join(f"== {title}\n{body}" for title, body in sections)
    print(text, file=out)
    if output:
        os.makedirs(RESULTS, exist_ok=True)
        with open(os.path.join(RESULTS, output), "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    return text
