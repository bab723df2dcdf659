#!/usr/bin/env python3
"""Fuzzing the content interpreter (and the ToUnicode CMap parser) with corpus seeds.

Each input is a page's content stream, run through the whole glyph stage
(``glyph_records``) on a one-page document whose page has Helvetica as /F1, a Type 3
font as /T3, a form as /X0 and an image as /Im0, so the operators that reach them are
exercised too. A crash is any exception: the interpreter must read around every fault.
An input whose first byte is ``0xFF`` is given to the ToUnicode CMap parser instead.

    python3 fuzz/content_interpreter.py seeds DIR         write the corpus's content streams to DIR
    python3 fuzz/content_interpreter.py atheris DIR [libFuzzer flags]
                                                           coverage-guided (atheris, libFuzzer)
    python3 fuzz/content_interpreter.py mutate DIR SECONDS [SEED]
                                                           no atheris: random mutation of DIR's seeds
    python3 fuzz/content_interpreter.py replay FILE...     run inputs (crash files) once each

Crashing inputs are written to fuzz/crashes/ (mutate) or where libFuzzer puts them
(atheris: ``crash-<sha1>`` in the working directory). Limits are lowered so no input
costs more than a few milliseconds of work.
"""

import hashlib
import io
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pikepdf  # noqa: E402

from pdftk_text.content.limits import Limits  # noqa: E402
from pdftk_text.fonts import cmap  # noqa: E402
from pdftk_text.glyphs import GlyphOptions, glyph_records  # noqa: E402
from pdftk_text.pdf import streams  # noqa: E402
from pdftk_text.pdf.document import open_document  # noqa: E402

LIMITS = Limits(max_operations=20_000, max_glyphs=5_000, max_depth=64, max_form_nesting=8,
                max_stream_bytes=1 << 20)
SEED_BYTES = 1 << 16       # a seed longer than this is cut: libFuzzer prefers small inputs
CMAP_INPUT = 0xFF


def _page_document():
    """A Document of one page with fonts, a form and an image, and its content stream."""
    pdf = pikepdf.new()
    helvetica = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                     BaseFont=pikepdf.Name.Helvetica))
    proc = pdf.make_stream(b"500 0 0 0 500 500 d1 0 0 500 500 re f BT /F1 1 Tf (a) Tj ET /X0 Do")
    type3 = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type3, FontBBox=[0, 0, 500, 500],
        FontMatrix=[0.001, 0, 0, 0.001, 0, 0], CharProcs=pikepdf.Dictionary(a=proc),
        Encoding=pikepdf.Dictionary(Differences=[97, pikepdf.Name.a]), FirstChar=97, LastChar=97,
        Widths=[500]))
    form = pdf.make_stream(b"BT /F1 8 Tf (form) Tj ET 0 0 10 10 re S /X0 Do")
    form.Type, form.Subtype, form.BBox = pikepdf.Name.XObject, pikepdf.Name.Form, [0, 0, 100, 100]
    image = pdf.make_stream(bytes(16))
    image.Type, image.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    image.Width, image.Height, image.BitsPerComponent = 4, 4, 8
    image.ColorSpace = pikepdf.Name.DeviceGray
    resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=helvetica, T3=type3),
                                   XObject=pikepdf.Dictionary(X0=form, Im0=image))
    form.Resources = resources
    type3.Resources = resources
    page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 612, 792], Resources=resources,
                              Contents=pdf.make_stream(b""))
    pdf.pages.append(pikepdf.Page(page))
    out = io.BytesIO()
    pdf.save(out)
    document = open_document("fuzz.pdf", out.getvalue())
    return document, document.pdf.pages[0].obj.Contents


DOCUMENT, CONTENTS = _page_document()
OPTIONS = GlyphOptions(limits=LIMITS)


def run_one(data):
    """Run one input; any exception escaping is a crash."""
    if data[:1] == bytes((CMAP_INPUT,)):
        try:
            mapping = cmap.parse_tounicode(data[1:])
        except cmap.CMapError:
            return
        for code in (0, 0x41, 0xFFFF):
            mapping.lookup(code)
        return
    CONTENTS.write(data)
    for record in glyph_records(DOCUMENT, OPTIONS):
        assert isinstance(record, dict) and "type" in record


# -- seeds -------------------------------------------------------------------------------

def write_seeds(directory):
    """The content streams of every corpus page and their ToUnicode maps, cut to SEED_BYTES."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    manifest = json.loads((ROOT / "corpus" / "manifest.json").read_text())["files"]
    count = 0
    for entry in manifest:
        if entry.get("kind") == "bad-input" or entry.get("encrypted"):
            continue
        try:
            pdf = pikepdf.open(ROOT / "corpus" / entry["file"])
        except pikepdf.PdfError:
            continue
        for data in _streams_of(pdf):
            name = hashlib.sha1(data).hexdigest()
            (directory / name).write_bytes(data)
            count += 1
    return count


def _streams_of(pdf):
    """Each page's content and its fonts' ToUnicode maps, decoded no further than SEED_BYTES."""
    for page in pdf.pages[:20]:
        contents = page.obj.get("/Contents")
        parts = [contents] if isinstance(contents, pikepdf.Stream) else list(contents or ())
        yield b"\n".join(_head(s) for s in parts if isinstance(s, pikepdf.Stream))[:SEED_BYTES]
        fonts = page.obj.get("/Resources", {}).get("/Font", {})
        for font in (fonts.values() if isinstance(fonts, pikepdf.Dictionary) else ()):
            stream = font.get("/ToUnicode") if isinstance(font, pikepdf.Dictionary) else None
            if isinstance(stream, pikepdf.Stream):
                yield bytes((CMAP_INPUT,)) + _head(stream)


def _head(stream):
    try:
        return streams.read_bytes(stream, SEED_BYTES)
    except streams.StreamTooLarge as error:
        return error.prefix
    except pikepdf.PdfError:
        return b""


# -- random mutation (where atheris is missing) ------------------------------------------

TOKENS = [b"BT", b"ET", b"Tj", b"TJ", b"'", b'"', b"Tf", b"Td", b"TD", b"Tm", b"T*", b"Tc", b"Tw",
          b"Tz", b"TL", b"Tr", b"Ts", b"q", b"Q", b"cm", b"Do", b"/X0", b"/Im0", b"/F1", b"/T3",
          b"BI", b"ID", b"EI", b"BDC", b"BMC", b"EMC", b"MP", b"DP", b"BX", b"EX", b"re", b"f",
          b"W", b"n", b"sh", b"gs", b"cs", b"scn", b"d0", b"d1", b"(", b")", b"<", b">", b"<<", b">>",
          b"[", b"]", b"{", b"}", b"%", b"\\", b"-1e9", b"1e308", b"99999999999999999999", b"-0",
          b".", b"+.", b"NaN", b"/L 9999999", b"/W 1 /H 1 /BPC 8 /CS /G", b"true", b"null",
          b"beginbfrange", b"endbfrange", b"beginbfchar", b"endbfchar", b"begincodespacerange",
          b"endcodespacerange", b"<0000>", b"<FFFF>", b"<D800>"]


def mutate(data, others, rng):
    """One random mutation of ``data``: byte flips, token inserts, splices, cuts, repeats."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        choice = rng.random()
        at = rng.randint(0, len(data))
        if choice < 0.25 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif choice < 0.55:
            data[at:at] = b" " + rng.choice(TOKENS) + b" "
        elif choice < 0.7 and others:
            other = rng.choice(others)
            start = rng.randint(0, len(other))
            data[at:at] = other[start:start + rng.randint(1, 200)]
        elif choice < 0.8:
            del data[at:at + rng.randint(1, 64)]
        elif choice < 0.9 and data:
            start = rng.randint(0, len(data) - 1)
            data[at:at] = data[start:start + rng.randint(1, 32)] * rng.randint(2, 50)
        else:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    return bytes(data[:SEED_BYTES])


def mutate_for(directory, seconds, seed=0):
    """Run random mutations of the seeds for ``seconds``; return (runs, crashes)."""
    seeds = [p.read_bytes() for p in sorted(Path(directory).iterdir()) if p.is_file()]
    rng, crashes, runs = random.Random(seed), [], 0
    crash_dir = ROOT / "fuzz" / "crashes"
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        data = mutate(rng.choice(seeds), seeds, rng)
        runs += 1
        try:
            run_one(data)
        except Exception as error:     # a crash: keep the input, go on
            crash_dir.mkdir(exist_ok=True)
            name = crash_dir / ("crash-" + hashlib.sha1(data).hexdigest())
            name.write_bytes(data)
            crashes.append((str(name), f"{type(error).__name__}: {error}"))
    return runs, crashes


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "seeds":
        print(write_seeds(argv[2]), "seeds written")
    elif command == "atheris":
        import atheris      # only here: the other commands run without it
        atheris.instrument_all()        # coverage of every loaded module, pdftk_text included
        atheris.Setup([argv[0]] + argv[3:] + [argv[2]], run_one)
        atheris.Fuzz()
    elif command == "mutate":
        runs, crashes = mutate_for(argv[2], float(argv[3]), int(argv[4]) if len(argv) > 4 else 0)
        print(f"{runs} runs, {len(crashes)} crashes")
        for name, error in crashes:
            print(name, error)
        return 1 if crashes else 0
    elif command == "replay":
        for name in argv[2:]:
            run_one(Path(name).read_bytes())
            print(name, "ok")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
