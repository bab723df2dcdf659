#!/usr/bin/env python3
"""Regenerate the pdftk-text corpus and check it against its manifest.

The corpus is a set of PDFs made here by real producers (LibreOffice,
Ghostscript, pdfTeX, LuaTeX, XeTeX, upTeX with dvipdfmx, ReportLab, fpdf2, qpdf, pikepdf) from the sources in
``sources/``, a few variants derived from them, and two files that are not
PDFs at all. ``manifest.json`` says, for every file, how it was made and
what a reader must get out of it.

    python3 corpus/make_corpus.py            # rebuild everything, rewrite
                                             # manifest.json, then check
    python3 corpus/make_corpus.py --check    # check the committed files only

``--check`` needs only the referees (poppler-utils and mupdf-tools), never
the producers: the tests run on the committed PDFs.

What the manifest's expectations are made of: every ``text_contains``
string is typed here, copied from the generating source; nothing in the
manifest is copied from an extractor's output. The one field the referees
fill in is ``referees`` (informational: whether pdftotext and mutool
extract the same characters).

Determinism: SOURCE_DATE_EPOCH and FORCE_SOURCE_DATE are set for every
producer; ReportLab runs with invariant=1, fpdf2 with a fixed creation date,
qpdf with --deterministic-id where it allows. LibreOffice honours none of
these, so its dates and /ID are rewritten afterwards in place, byte for byte
the same length (see ``pin_dates_and_id``). Encrypted qpdf output still
differs between runs: the file key and salts are random by design.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

CORPUS = Path(__file__).resolve().parent
SOURCES = CORPUS / "sources"
MANIFEST = CORPUS / "manifest.json"
SOURCE_DATE_EPOCH = 1700000000  # 2023-11-14T22:13:20Z, any fixed instant will do
DEJAVU_SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
TRUNCATE_FRACTION = 0.6
SHIFT_COMMENT = b"% offsets shifted by make_corpus.py\n"
MANIFEST_VERSION = 1


# --------------------------------------------------------------------------
# Running producers

def env() -> dict[str, str]:
    e = dict(os.environ)
    e["SOURCE_DATE_EPOCH"] = str(SOURCE_DATE_EPOCH)
    e["FORCE_SOURCE_DATE"] = "1"  # pdfTeX: use the epoch for \today and dates too
    e["TZ"] = "UTC"
    e["LC_ALL"] = "C.UTF-8"
    return e


def run(*argv: str | Path, cwd: Path | None = None) -> str:
    proc = subprocess.run([str(a) for a in argv], cwd=cwd, env=env(),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("make_corpus: %s failed (exit %d):\n%s%s"
                 % (argv[0], proc.returncode, proc.stdout, proc.stderr))
    return proc.stdout


def python_module_version(module: str) -> str:
    return run(sys.executable, "-c", "import %s as m; print(m.__version__)" % module).strip()


def producer_versions(keys: set[str]) -> dict[str, str]:
    """The version of each producer named in KEYS, as it reports itself (only
    those asked for are run: a rebuild of a few files needs only their
    producers installed)."""
    table: dict[str, Callable[[], str]] = {
        "libreoffice": lambda: "LibreOffice %s" % run("soffice", "--version").split()[1],
        "ghostscript": lambda: "GPL Ghostscript %s" % run("gs", "--version").strip(),
        "pdftex": lambda: "%s via pdflatex" % run("pdflatex", "--version").splitlines()[0],
        "reportlab": lambda: "ReportLab %s" % run(sys.executable, "-c",
                                          "import reportlab; print(reportlab.Version)").strip(),
        "fpdf2": lambda: "fpdf2 %s" % python_module_version("fpdf"),
        "qpdf": lambda: run("qpdf", "--version").splitlines()[0].replace(" version", ""),
        "pikepdf": lambda: "pikepdf %s (libqpdf %s)" % (
            python_module_version("pikepdf"),
            run(sys.executable, "-c",
                "import pikepdf; print(pikepdf.__libqpdf_version__)").strip()),
        "make_corpus": lambda: "make_corpus.py (Python %d.%d)" % sys.version_info[:2],
        "pyhanko": lambda: "pyHanko %s (cryptography %s)" % (
            run(sys.executable, "-c", "from importlib.metadata import version; print(version('pyHanko'))").strip(),
            python_module_version("cryptography")),
        "img2pdf": lambda: "img2pdf %s (Pillow %s)" % (
            run("img2pdf", "--version").split()[-1],
            python_module_version("PIL")),
        "tiff2pdf": lambda: "libtiff tiff2pdf %s" % tiff2pdf_version(),
        "ghostscript+pikepdf": lambda: "GPL Ghostscript %s, then pikepdf %s" % (
            run("gs", "--version").strip(), python_module_version("pikepdf")),
        "pikepdf+fonttools": lambda: "pikepdf %s with fontTools %s" % (
            python_module_version("pikepdf"), python_module_version("fontTools")),
        "reportlab+pikepdf": lambda: "ReportLab %s, then pikepdf %s" % (
            run(sys.executable, "-c", "import reportlab; print(reportlab.Version)").strip(),
            python_module_version("pikepdf")),
        "reportlab+pymupdf": lambda: "ReportLab %s, then PyMuPDF %s" % (
            run(sys.executable, "-c", "import reportlab; print(reportlab.Version)").strip(),
            run(sys.executable, "-c", "import pymupdf; print(pymupdf.VersionBind)").strip()),
        "reportlab+factur-x": lambda: "ReportLab %s, then factur-x %s (pypdf %s), dates pinned by pikepdf %s" % (
            run(sys.executable, "-c", "import reportlab; print(reportlab.Version)").strip(),
            run(sys.executable, "-c", "from importlib.metadata import version; print(version('factur-x'))").strip(),
            python_module_version("pypdf"), python_module_version("pikepdf")),
        "reportlab+qpdf": lambda: "ReportLab %s stamp marked by pikepdf %s, overlaid by %s" % (
            run(sys.executable, "-c", "import reportlab; print(reportlab.Version)").strip(),
            python_module_version("pikepdf"),
            run("qpdf", "--version").splitlines()[0].replace(" version", "")),
        "lualatex": lambda: run("lualatex", "--version").splitlines()[0],
        "xetex+xdvipdfmx": lambda: "%s, then %s" % (run("xelatex", "--version").splitlines()[0],
                                            run("xdvipdfmx", "--version").splitlines()[0]),
        "uptex+dvipdfmx": lambda: "%s, then %s" % (run("uplatex", "--version").splitlines()[0],
                                           run("dvipdfmx", "--version").splitlines()[0]),
        "dvipdfmx+pikepdf": lambda: "%s, then pikepdf %s" % (run("dvipdfmx", "--version").splitlines()[0],
                                                     python_module_version("pikepdf")),
        "reportlab+pdftoppm+pikepdf": lambda: "ReportLab %s page rendered by pdftoppm %s at %d dpi, "
                                      "written under its text by pikepdf %s" % (
            run(sys.executable, "-c", "import reportlab; print(reportlab.Version)").strip(),
            subprocess.run(["pdftoppm", "-v"], capture_output=True, text=True).stderr.split()[2],
            FINEREADER_DPI, python_module_version("pikepdf")),
        "tesseract": lambda: "%s (image by pdftoppm %s at %d dpi)" % (
            run("tesseract", "--version").splitlines()[0],
            subprocess.run(["pdftoppm", "-v"], capture_output=True, text=True).stderr.split()[2],
            OCR_DPI),
    }
    return {key: table[key]() for key in sorted(keys)}


def tiff2pdf_version() -> str:
    proc = subprocess.run(["tiff2pdf", "-h"], capture_output=True, text=True)
    m = re.search(r"LIBTIFF, Version (\S+)", proc.stdout + proc.stderr)
    return m.group(1) if m else "unknown"


def pin_dates_and_id(path: Path) -> None:
    """Rewrite a producer's wall-clock dates and /ID in place, keeping every
    byte offset: each date's 14 digits become SOURCE_DATE_EPOCH's; the /ID
    strings and LibreOffice's /DocChecksum name (an MD5 over content that
    includes the date) become an MD5 of the file with all of them blanked.
    Only uncompressed bytes are touched, which is where LibreOffice puts
    them."""
    data = path.read_bytes()
    stamp = datetime.datetime.fromtimestamp(SOURCE_DATE_EPOCH, datetime.timezone.utc)
    digits = stamp.strftime("%Y%m%d%H%M%S").encode()
    data = re.sub(rb"(/(?:CreationDate|ModDate)\s*\(D:)\d{14}", lambda m: m.group(1) + digits, data)
    # PDF/A exports repeat the dates in their (uncompressed) XMP packet.
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%S").encode()
    data = re.sub(rb"(<xmp:(?:CreateDate|ModifyDate|MetadataDate)>)\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d",
                  lambda m: m.group(1) + iso, data)
    # Hex digits of the two /ID strings and of /DocChecksum, each a group.
    hashes = re.compile(rb"(?<=/ID \[ <)([0-9A-F]+)(?=>\s*<)|(?<=>\n<)([0-9A-F]+)(?=> \])"
                        rb"|(?<=/DocChecksum /)([0-9A-F]+)")
    blank = hashes.sub(lambda m: b"0" * len(m.group(0)), data)
    digest = hashlib.md5(blank).hexdigest().upper().encode()
    out = hashes.sub(lambda m: (digest * 4)[:len(m.group(0))], data)
    assert len(out) == len(data)
    path.write_bytes(out)


# --------------------------------------------------------------------------
# Recipes. Each takes the corpus folder and a scratch folder and writes its
# file; it returns nothing. Derived files read files built before them.

LO_TAGGED = '{"UseTaggedPDF":{"type":"boolean","value":"true"}}'
LO_UNTAGGED = '{"UseTaggedPDF":{"type":"boolean","value":"false"}}'
LO_PDFA = '{"SelectPdfVersion":{"type":"long","value":"2"}}'


def libreoffice(source: str, options: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        profile = scratch / "lo-profile"
        outdir = scratch / ("lo-" + out.stem)
        run("soffice", "-env:UserInstallation=" + profile.as_uri(), "--headless",
            "--convert-to", "pdf:writer_pdf_Export:" + options,
            "--outdir", outdir, SOURCES / source)
        shutil.move(outdir / (Path(source).stem + ".pdf"), out)
        pin_dates_and_id(out)
    return build


def libreoffice_as(source: str, options: str) -> Callable[[Path, Path], None]:
    """libreoffice() for a second export of a source already exported."""
    return libreoffice(source, options)


def ps2pdf(source: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        # Ghostscript folds the file names it was given into /ID, so run it
        # on relative names in a scratch folder: same names, same bytes.
        work = scratch / "gs"
        work.mkdir(exist_ok=True)
        shutil.copy(SOURCES / source, work / source)
        run("ps2pdf", "-dAutoRotatePages=/PageByPage", source, out.name, cwd=work)
        shutil.move(work / out.name, out)
    return build


def pdflatex(source: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        work = scratch / "tex"
        work.mkdir(exist_ok=True)
        shutil.copy(SOURCES / source, work / source)
        run("pdflatex", "-interaction=nonstopmode", "-halt-on-error", source, cwd=work)
        shutil.move(work / (Path(source).stem + ".pdf"), out)
    return build


def tabular_tables(source: str) -> list[dict]:
    """Each tabular of a TeX source as the manifest's table truth (page 1): its cells row by
    row as written (a row whose first cell is empty continues the row above it, joined on
    a new line), and as header rows those above a booktabs \\midrule."""
    text = (SOURCES / source).read_text(encoding="utf-8")
    tables = []
    for spec, body in re.findall(r"\\begin\{tabular\}\{([^}]*)\}(.*?)\\end\{tabular\}", text, re.S):
        head, _, rest = body.rpartition("\\midrule") if "\\midrule" in body else ("", "", body)
        parts = [_tabular_rows(head), _tabular_rows(rest)]
        rows = parts[0] + parts[1]
        tables.append({"page": 1, "rows": len(rows), "columns": len(rows[0]), "header_rows": len(parts[0]),
                       "ruled": "|" in spec, "cells": rows, "spans": [], "continues_from": None})
    return tables


def _tabular_rows(body: str) -> list[list[str]]:
    rows = []
    for row in re.sub(r"\\(hline|toprule|bottomrule)", "", body).split("\\\\"):
        cells = [cell.strip() for cell in row.split("&")]
        if not any(cells):
            continue
        if rows and not cells[0]:
            rows[-1] = [a + ("\n" + b if b else "") for a, b in zip(rows[-1], cells)]
        else:
            rows.append(cells)
    return rows


def verbatim_blocks(source: str) -> list[list[str]]:
    """The lines of each verbatim environment of a TeX source, as written."""
    text = (SOURCES / source).read_text(encoding="utf-8")
    return [body.strip("\n").split("\n")
            for body in re.findall(r"\\begin\{verbatim\}\n(.*?)\\end\{verbatim\}", text, re.S)]


POPPLER_CMAPS = "/usr/share/poppler/cMap//:"   # kpathsea: poppler-data's CMaps, then the default


def tex_to_pdf(source: str, *steps: tuple[str, ...]) -> Callable[[Path, Path], None]:
    """Run each step (argv, SOURCE_STEM standing for the source's stem) in a scratch
    folder holding the source; the last step leaves STEM.pdf. CMAPFONTS points kpathsea
    at poppler-data's CMaps (dvipdfmx reads UniAKR-UTF16-H and Adobe-KR-UCS2 there)."""
    def build(out: Path, scratch: Path) -> None:
        work = scratch / ("tex-" + out.stem)
        work.mkdir(exist_ok=True)
        shutil.copy(SOURCES / source, work / source)
        stem = Path(source).stem
        extra = dict(env(), CMAPFONTS=POPPLER_CMAPS)
        for step in steps:
            argv = [a.replace("SOURCE_STEM", stem) for a in step]
            proc = subprocess.run(argv, cwd=work, env=extra, capture_output=True, text=True)
            if proc.returncode != 0:
                sys.exit("make_corpus: %s failed (exit %d):\n%s%s"
                         % (argv[0], proc.returncode, proc.stdout[-3000:], proc.stderr))
        shutil.move(work / (stem + ".pdf"), out)
    return build


def python_script(script: str, *args: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        run(sys.executable, SOURCES / script, args[0], out, *args[1:])
    return build


def qpdf(base: str, *options: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        run("qpdf", *options, out.parent / base, out)
    return build


def pikepdf_edit(base: str, edit: Callable) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        import pikepdf
        with pikepdf.open(out.parent / base) as pdf:
            edit(pdf, pikepdf)
            pdf.save(out, deterministic_id=True)
    return build


def set_user_unit(pdf, pikepdf) -> None:
    pdf.pages[0].obj.UserUnit = 2


def invert_media_box(pdf, pikepdf) -> None:
    pdf.pages[0].obj.MediaBox = pikepdf.Array([612, 792, 0, 0])


def offset_crop_box(pdf, pikepdf) -> None:
    pdf.pages[0].obj.CropBox = pikepdf.Array([40, 500, 450, 760])


def pictures(scratch: Path) -> Path:
    """The pictures sources/make_images.py draws, made once per build."""
    folder = scratch / "pictures"
    if not folder.exists():
        run(sys.executable, SOURCES / "make_images.py", folder)
    return folder


def img2pdf(*pictures_used: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        folder = pictures(scratch)
        run("img2pdf", "--nodate", "--engine", "internal",
            *[folder / name for name in pictures_used], "-o", out)
    return build


def tiff2pdf(picture: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        stamp = datetime.datetime.fromtimestamp(SOURCE_DATE_EPOCH, datetime.timezone.utc)
        run("tiff2pdf", "-e", stamp.strftime("%Y%m%d%H%M%S"), "-o", out,
            pictures(scratch) / picture)
    return build


def pike_variant(name: str, base: str) -> Callable[[Path, Path], None]:
    """sources/pike_documents.py NAME OUT BASE, BASE a corpus file."""
    def build(out: Path, scratch: Path) -> None:
        run(sys.executable, SOURCES / "pike_documents.py", name, out, out.parent / base)
    return build


def signed_variant(name: str, base: str) -> Callable[[Path, Path], None]:
    """sources/signed_documents.py NAME OUT BASE, BASE a corpus file."""
    def build(out: Path, scratch: Path) -> None:
        run(sys.executable, SOURCES / "signed_documents.py", name, out, out.parent / base)
    return build


def bates_stamp(base: str, prefix: str, first: int) -> Callable[[Path, Path], None]:
    """sources/bates_documents.py draws one Bates number a page (a pagination artifact),
    then qpdf --overlay stamps those pages on BASE, a corpus file."""
    def build(out: Path, scratch: Path) -> None:
        stamp = scratch / ("stamp-" + out.name)
        run(sys.executable, SOURCES / "bates_documents.py", "stamp", stamp, out.parent / base,
            prefix, str(first))
        run("qpdf", "--deterministic-id", out.parent / base, "--overlay", stamp, "--", out)
    return build


INCREMENTAL_TEXT = "Amended: the sleeper now leaves at twenty past nine."


def incremental_update(base: str) -> Callable[[Path, Path], None]:
    """Append one incremental update to BASE by hand, as an editor saving
    in place does: a new content stream drawing one more line, the page
    object rewritten to show both streams, a new Info dictionary; then an
    xref section for those objects and a trailer whose /Prev points at the
    original xref. The original bytes are kept whole in front."""
    def build(out: Path, scratch: Path) -> None:
        import pikepdf
        data = (out.parent / base).read_bytes()
        prev = int(re.findall(rb"startxref\s+(\d+)", data)[-1])
        with pikepdf.open(out.parent / base) as pdf:
            size = int(pdf.trailer.Size)
            root = pdf.Root.objgen
            page = pdf.pages[0].obj
            page_num = page.objgen
            font = sorted(str(k) for k in page.Resources.Font.keys())[0]
            old_contents = page.Contents.objgen
            page_dict = {str(k): page[k] for k in page.keys() if k != "/Contents"}
            body = " ".join("%s %s" % (k, v.unparse().decode("latin-1") if hasattr(v, "unparse")
                                       else v) for k, v in sorted(page_dict.items()))
            ident = pdf.trailer.ID[0].unparse().decode("latin-1")
        content = ("BT %s 11 Tf 72 560 Td (%s) Tj ET" % (font, INCREMENTAL_TEXT)).encode("latin-1")
        new_stream, new_info = size, size + 1
        objs = [
            (new_stream, b"%d 0 obj\n<< /Length %d >>\nstream\n" % (new_stream, len(content))
             + content + b"\nendstream\nendobj\n"),
            (page_num[0], ("%d %d obj\n<< %s /Contents [ %d %d R %d 0 R ] >>\nendobj\n"
                           % (page_num[0], page_num[1], body, old_contents[0], old_contents[1],
                              new_stream)).encode("latin-1")),
            (new_info, b"%d 0 obj\n<< /Title (Night train, amended) /Producer (make_corpus.py "
                       b"incremental update) >>\nendobj\n" % new_info),
        ]
        out_data = bytearray(data if data.endswith(b"\n") else data + b"\n")
        offsets = {}
        for num, text in objs:
            offsets[num] = len(out_data)
            out_data += text
        xref = len(out_data)
        out_data += b"xref\n"
        for num in sorted(offsets):
            gen = page_num[1] if num == page_num[0] else 0
            out_data += b"%d 1\n%010d %05d n \n" % (num, offsets[num], gen)
        out_data += (b"trailer\n<< /Size %d /Root %d %d R /Info %d 0 R /Prev %d /ID [ %s %s ] >>\n"
                     b"startxref\n%d\n%%%%EOF\n" % (new_info + 1, root[0], root[1], new_info, prev,
                                                   ident.encode(), ident.encode(), xref))
        out.write_bytes(bytes(out_data))
    return build


def truncate(base: str) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        data = (out.parent / base).read_bytes()
        out.write_bytes(data[:int(len(data) * TRUNCATE_FRACTION)])
    return build


def shift_offsets(base: str) -> Callable[[Path, Path], None]:
    """Insert a comment line after the header: every xref offset now points
    a few bytes early, so a reader has to rebuild the cross-reference table."""
    def build(out: Path, scratch: Path) -> None:
        data = (out.parent / base).read_bytes()
        eol = data.index(b"\n") + 1
        out.write_bytes(data[:eol] + SHIFT_COMMENT + data[eol:])
    return build


def write_bytes(content: bytes) -> Callable[[Path, Path], None]:
    def build(out: Path, scratch: Path) -> None:
        out.write_bytes(content)
    return build


def rl_page(name: str, scratch: Path) -> Path:
    """A page of sources/rl_layout.py built in the scratch folder, as the
    input of a producer that rewrites or renders it (not a corpus file)."""
    work = scratch / "rl-pages"
    work.mkdir(exist_ok=True)
    page = work / (name + ".pdf")
    if not page.exists():
        run(sys.executable, SOURCES / "rl_layout.py", name, page)
    return page


OCR_DPI = 150


def tesseract_ocr(page_source: str) -> Callable[[Path, Path], None]:
    """Render sources/rl_layout.py PAGE_SOURCE to a grey PNG with pdftoppm,
    then let tesseract write a PDF of that image with its invisible text
    (render mode 3, GlyphLessFont) over it. Dates pinned afterwards."""
    def build(out: Path, scratch: Path) -> None:
        work = scratch / "ocr"
        work.mkdir(exist_ok=True)
        run("pdftoppm", "-r", str(OCR_DPI), "-gray", "-png", "-singlefile",
            rl_page(page_source, scratch), work / "page")
        run("tesseract", "page.png", "page", "-l", "eng", "pdf", cwd=work)
        shutil.move(work / "page.pdf", out)
        pin_dates_and_id(out)
    return build


FINEREADER_DPI = 100


def finereader_style() -> Callable[[Path, Path], None]:
    """Render sources/hidden_documents.py finereader-source to a 1-bit PNG with
    pdftoppm, then let hidden_documents.py finereader write the page's text in
    render mode 0 and that picture over it."""
    def build(out: Path, scratch: Path) -> None:
        work = scratch / "finereader"
        work.mkdir(exist_ok=True)
        script = SOURCES / "hidden_documents.py"
        run(sys.executable, script, "finereader-source", work / "source.pdf")
        run("pdftoppm", "-r", str(FINEREADER_DPI), "-mono", "-png", "-singlefile",
            work / "source.pdf", work / "page")
        run(sys.executable, script, "finereader", out, work / "page.png")
    return build


def gs_outlines(page_source: str) -> Callable[[Path, Path], None]:
    """Rewrite sources/rl_layout.py PAGE_SOURCE with Ghostscript's pdfwrite
    and -dNoOutputFonts: every glyph becomes a filled path. Relative file
    names in a scratch folder, since Ghostscript folds them into /ID."""
    def build(out: Path, scratch: Path) -> None:
        work = scratch / "gs-outlines"
        work.mkdir(exist_ok=True)
        shutil.copy(rl_page(page_source, scratch), work / "in.pdf")
        run("gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite",
            "-dNoOutputFonts", "-o", out.name, "in.pdf", cwd=work)
        shutil.move(work / out.name, out)
    return build


def hostile(name: str) -> Callable[[Path, Path], None]:
    """sources/hostile_documents.py NAME OUT, OUT under corpus/hostile/."""
    def build(out: Path, scratch: Path) -> None:
        out.parent.mkdir(exist_ok=True)
        run(sys.executable, SOURCES / "hostile_documents.py", name, out)
    return build


# --------------------------------------------------------------------------
# The corpus. Strings in text_contains are copied from the source named in
# the recipe; each lies within one line of the rendered page.

@dataclass
class Entry:
    file: str
    producer: str                      # key into producer_versions()
    recipe: str                        # how it was made, for a person
    build: Callable[[Path, Path], None]
    pages: int | None
    text_contains: list[str]
    fonts: list[str] = field(default_factory=list)
    tagged: bool = False
    encrypted: dict | None = None
    rotation: dict[str, int] = field(default_factory=dict)
    notes: str = ""
    kind: str = "pdf"                  # pdf | damaged | bad-input | hostile
    derived_from: str | None = None
    source: str | None = None
    extra: dict = field(default_factory=dict)
    # Which referee must find text_contains: "pdftotext", "qpdf" where only
    # qpdf's repair gets at the pages (see check_content_strings), or "mutool"
    # where only MuPDF reads the glyph names (TeX's math symbols).
    text_referee: str = "pdftotext"
    referee_notes: str = ""            # where referees disagree, who is right and why
    # The producer draws random bytes (AES-256 keys and salts): keep the
    # committed file while its base and recipe are unchanged.
    random_bytes: bool = False


LO_REPORT_TEXT = [
    "Rapport annuel de la coopérative",
    "1. Présentation générale",
    "1.1 Objectifs de l’exercice",
    "2. Activités de l’année",
    "3. Résultats financiers",
    "4. Lexique",
    "Son siège se trouve à Saint-Éloi",
    "Le printemps fut précoce et doux.",
    "Pommes de table",
    "Chiffre d’affaires",
    "556 200",
    "office", "affine", "fluffy", "efficace", "afflux", "réfléchir", "fiable",
    "Coopérative du Val d’Orée – page 1 sur 3",
    "page 3 sur 3",
    "à â ç é è ê ë î ï ô ù û ü ÿ œ æ",
]
LO_REPORT_FONTS = ["DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold"]
LO_REPORT_NOTES = (
    "DejaVu Serif's liga feature makes LibreOffice draw 'ffi', 'ff', 'fl' and 'fi' as single "
    "ligature glyphs (e.g. 'office' is four glyphs); the ToUnicode CMap maps each back to its "
    "letters. Section 2 is a two-column section: its first column fills page 1 and the rest runs "
    "into the second column. The footer is furniture repeated on each page. The table of "
    "section 3 is fully ruled (4 columns, 1 header row, 4 body rows). Pages 2 and 3 start "
    "with a forced page break. No object streams (LibreOffice writes a classic xref "
    "table). Dates, /ID and /DocChecksum were pinned after export (same byte length).")

LO_REFEREE_NOTES = (
    "'goutte-à-goutte' breaks after 'goutte-à-' at a line end in the first column. pdftotext "
    "22.12 (raw, non-layout) joins the lines and drops that hyphen ('goutte-àgoutte'); mutool "
    "1.21 keeps it. The hyphen is a real one from the source, so mutool is right.")

MULTIPAGE_TEXT = [
    "Chapter 1: The harbour",
    "Fishing boats come in on the morning tide and unload on the north quay.",
    "Marker for page 1: the words on this page belong to chapter 1 only.",
    "Chapter 2: The market",
    "Marker for page 2: the words on this page belong to chapter 2 only.",
    "Chapter 3: The lighthouse",
    "Chapter 4: The chapel",
    "Chapter 5: The ferry",
    "Marker for page 5: the words on this page belong to chapter 5 only.",
    "Portwell guide – page 1 of 5",
    "Portwell guide – page 5 of 5",
]

INVOICE_TEXT = [
    "INVOICE No. 2024-0117",
    "Description", "Quantity", "Unit price", "Amount",
    "Tide tables, pocket edition", "Wall charts, laminated", "Envelopes, printed",
    "Delivery by van", "300.00", "25.00",
    "Total due: 625.00 GBP",
]

STANDARD14_TEXT = [
    "The Night Train to Lisbon",
    "The sleeper leaves the northern station at ten past nine.",
    "Timetables are subject to change without notice.",
    "COACH 14", "CODE XR-5501",
    "“discounts” for naïve café regulars.",
    "£ 42", "€ 49",
]

UNICODE_TEXT = [
    "Greetings in three scripts",
    "Dobrý den, přátelé. Grüß Gott. Łódź, Škoda, Œuvre.",
    "Καλημέρα σας, φίλοι μου.",
    "ΑΘΗΝΑ ΘΕΣΣΑΛΟΝΙΚΗ",
    "Добрый вечер, друзья.",
    "МОСКВА КИЇВ",
    "3 ≤ x ≥ 1, ∞, →, €, №",
]

# ---- issue 5 and 9 documents: strings copied from sources/lo-columns.fodt,
# sources/lo-invoice.fodt, sources/lo-tables.fodt and sources/rl_layout.py

PDFPLUMBER_VERSION = "0.11.10"   # the referee the table notes below were written against

COLUMNS_ORDER = [
    "Harbour board review",
    "Full-width introduction.",
    "1. Works on the quays",
    "Two-column paragraph 1.", "and found only two that needed new collars.",
    "Two-column paragraph 2.", "drove it has gone to the museum.",
    "Two-column paragraph 3.", "makes the stars easier to see.",
    "Two-column paragraph 4.", "before the winter storms.",
    "2. Ferry, market and moorings",
    "Three-column paragraph 1.", "Three-column paragraph 2.", "Three-column paragraph 3.",
    "Three-column paragraph 4.", "Three-column paragraph 5.", "Three-column paragraph 6.",
    "3. Plans for next year",
    "Full-width closing paragraph.",
]
COLUMNS_TEXT = ["Harbour board review", "1. Works on the quays",
                "Two-column paragraph 1. The north quay was closed",
                "Two-column paragraph 4. The crane on the south pier",
                "2. Ferry, market and moorings", "Three-column paragraph 4.",
                "3. Plans for next year", "Full-width closing paragraph."]
COLUMNS_REFEREE_NOTES = (
    "pdftotext 22.12 (raw) reads the two-column section as paragraphs 1, 3, 2, 4 and the "
    "three-column section as 1, 3, 2, 4, 5, 6 (it pairs blocks across the columns); mutool "
    "1.21 reads every paragraph in source order, and so does pdfinfo -struct-text on the "
    "tagged file. mutool and the structure tree are right.")
COLUMNS_FONTS = ["LiberationSans-Bold", "LiberationSerif"]
COLUMNS_NOTES = (
    "One A4 page: a centred title and a full-width introduction; heading '1. Works on the "
    "quays'; a balanced two-column section of four paragraphs (1-2 in the left column, 3-4 in "
    "the right); full-width heading '2. Ferry, market and moorings'; a balanced three-column "
    "section of six paragraphs (two a column); full-width heading '3. Plans for next year' "
    "and a closing paragraph. Each paragraph opens with a sentence naming its place "
    "('Two-column paragraph 3.'); reading_order is those openings and the last words of the "
    "two-column paragraphs, in source order: down each column, left to right, section by "
    "section. Liberation Serif body (no ligatures), Liberation Sans Bold headings. "
    "Dates, /ID and /DocChecksum pinned after export.")

TRANSCRIPT_TIMES = ["10:04:12", "10:04:29", "10:04:46", "10:05:03", "10:05:20", "10:05:37",
                    "10:05:54", "10:06:11", "10:06:28", "10:06:45", "10:07:02", "10:07:19",
                    "10:07:36", "10:07:53", "10:08:10", "10:08:27", "10:08:44", "10:09:01",
                    "10:09:18", "10:09:35", "10:09:52", "10:10:09", "10:10:26", "10:10:43",
                    "10:11:00"]
TRANSCRIPT_ORDER = [
    "THE CHAIR: Good morning. We resume with the evidence",
    "of the harbour master. Please take a seat.",
    "MS QUAYLE: At about half past ten, off the east mole.",
    "coastguard. The lifeboat launched at ten fifty-two.",
    "Let us turn to the harbour lights.",
    "THE CHAIR: Were all the harbour lights working?",
    "MS QUAYLE: Twice, both times in a storm.",
    "(A short adjournment)",
    "MR TREGEAR: We had the boat in the water in eight minutes.",
]
TRANSCRIPT_TEXT = TRANSCRIPT_ORDER + ["Harbour inquiry, day two, page 1", "10:04:12", "10:11:00"]

RUNNING_ORDER = [
    "Part 1: Application", "1.1 These byelaws apply to every vessel within the harbour limits.",
    "1.3 A vessel at anchor in the outer roads is within the limits.",
    "Part 2: Speed", "2.1 No vessel shall exceed four knots inside the breakwater.",
    "Part 3: Mooring", "3.2 No vessel shall be left on a mooring without a named keeper.",
    "Part 4: Cargo", "4.3 Nets are not dried on the public slipway.",
    "Part 5: Safety", "5.1 Every vessel carries a life jacket for each person aboard.",
    "Part 6: Dues", "6.3 A receipt is given for every payment of dues.",
]
RUNNING_TEXT = RUNNING_ORDER + ["Portwell Harbour Byelaws 2024", "Page 1 of 6", "Page 6 of 6"]

OCR_LINES = [
    "Notice to Mariners No. 7",
    "The green light on the west pier",
    "is out of service until further notice.",
    "Vessels entering at night keep to",
    "the middle of the channel.",
    "Portwell Harbour Office",
]
OUTLINE_LINES = [
    "Outlined lettering",
    "Every letter on this page is a filled path.",
    "There is no font and no text object here.",
]

LO_INVOICE_CELLS = [
    ["Item", "Description", "Quantity", "Unit price", "Amount"],
    ["A-101", "Mooring rope, 20 m", "4", "38.50", "154.00"],
    ["A-117", "Fender, cylindrical", "6", "22.00", "132.00"],
    ["B-204", "Navigation lamp, red", "2", "64.75", "129.50"],
    ["B-205", "Navigation lamp, green", "2", "64.75", "129.50"],
    ["C-330", "Marine varnish, 1 litre", "3", "17.90", "53.70"],
]
LO_INVOICE_TABLES = [{"page": 1, "rows": 6, "columns": 5, "header_rows": 1, "ruled": True,
                      "cells": LO_INVOICE_CELLS, "spans": [], "continues_from": None}]
LO_INVOICE_NOT_TABLES = [{"page": 1, "what": "the sender line, the addressee, the date and "
                          "'Total due: 598.70 GBP' are paragraphs outside the table"}]
LO_INVOICE_TEXT = ["Portwell Chandlery, 4 Quay Street, Portwell PW1 2AB", "Invoice 2024-0342",
                   "Date: 14 November 2023", "Mooring rope, 20 m", "Navigation lamp, green",
                   "Marine varnish, 1 litre", "53.70", "Total due: 598.70 GBP"]
LO_INVOICE_NOTES = (
    "A4 invoice: the line items are one table bordered on every side (0.5 pt), 5 columns "
    "(Item, Description, Quantity, Unit price, Amount; the last three right-aligned), one "
    "grey header row in bold and 5 item rows. The total is a paragraph below the table. "
    "Liberation Sans. Dates, /ID and /DocChecksum pinned after export.")
LO_INVOICE_PLUMBER = ("pdfplumber %s extract_tables() (lines strategy) agrees with the source "
                      "cell for cell (6 x 5)." % PDFPLUMBER_VERSION)

TIDE_LOG_HEADER = ["Date", "High water", "Height (m)"]
TIDE_LOG_ROWS = [
    ["1 May", "05:12", "3.7"], ["2 May", "06:02", "4.4"], ["3 May", "06:52", "3.2"],
    ["4 May", "07:42", "3.9"], ["5 May", "08:32", "4.6"], ["6 May", "09:22", "3.4"],
    ["7 May", "10:12", "4.1"], ["8 May", "11:02", "4.8"], ["9 May", "11:52", "3.6"],
    ["10 May", "12:42", "4.3"], ["11 May", "13:32", "3.1"], ["12 May", "14:22", "3.8"],
    ["13 May", "15:12", "4.5"], ["14 May", "16:02", "3.3"], ["15 May", "16:52", "4.0"],
    ["16 May", "17:42", "4.7"], ["17 May", "18:32", "3.5"], ["18 May", "19:22", "4.2"],
    ["19 May", "20:12", "3.0"], ["20 May", "21:02", "3.7"], ["21 May", "21:52", "4.4"],
    ["22 May", "22:42", "3.2"], ["23 May", "23:32", "3.9"], ["24 May", "00:22", "4.6"],
    ["25 May", "01:12", "3.4"], ["26 May", "02:02", "4.1"], ["27 May", "02:52", "4.8"],
    ["28 May", "03:42", "3.6"], ["29 May", "04:32", "4.3"], ["30 May", "05:22", "3.1"],
    ["31 May", "06:12", "3.8"],
]
TIMETABLE_CELLS = [
    ["Route", "Weekdays", None, "Weekends", None],
    [None, "Morning", "Evening", "Morning", "Evening"],
    ["Portwell to Isle Quay", "07:30", "18:15", "09:00", "17:00"],
    ["Isle Quay to Portwell", "08:20", "19:05", "09:50", "17:50"],
    ["Portwell to Sandholm", "Summer only", None, "10:00", "16:00"],
]
LO_TABLES_TABLES = [
    {"page": 1, "rows": 5, "columns": 5, "header_rows": 2, "ruled": True,
     "cells": TIMETABLE_CELLS,
     "spans": [{"row": 0, "column": 0, "rows": 2, "columns": 1},
               {"row": 0, "column": 1, "rows": 1, "columns": 2},
               {"row": 0, "column": 3, "rows": 1, "columns": 2},
               {"row": 4, "column": 1, "rows": 1, "columns": 2}],
     "continues_from": None},
    {"page": 2, "rows": 25, "columns": 3, "header_rows": 1, "ruled": True,
     "cells": [TIDE_LOG_HEADER] + TIDE_LOG_ROWS[:24], "spans": [], "continues_from": None},
    {"page": 3, "rows": 8, "columns": 3, "header_rows": 1, "ruled": True,
     "cells": [TIDE_LOG_HEADER] + TIDE_LOG_ROWS[24:], "spans": [],
     "continues_from": {"page": 2, "index": 0}, "header_repeated": True},
]


def row_by_row(cells):
    """A table's cell texts row by row, left to right: the order a table is read in
    (manifest reading_order; None marks a position a spanning cell covers, a wrapped
    cell's lines are joined by a space)."""
    return [" ".join(cell.split()) for row in cells for cell in row if cell is not None]


LO_TABLES_TEXT = ["Island ferry timetable", "Route", "Weekdays", "Weekends",
                  "Portwell to Sandholm", "Summer only", "16:00",
                  "The tide log for May starts on the next page.", "Height (m)", "1 May",
                  "24 May", "31 May", "Heights are above chart datum."]

ALIGNED_CELLS = [
    ["Boat", "Port", "Crew", "Catch (kg)", "Value (GBP)"],
    ["Morning Star", "Portwell", "4", "1,250", "3,410.00"],
    ["Sea Swallow", "Sandholm", "3", "860", "2,145.50"],
    ["Little Wren", "Portwell", "2", "95", "310.25"],
    ["Grey Heron", "Isle Quay", "5", "2,040", "5,987.00"],
    ["Kittiwake", "Sandholm", "3", "1,105", "2,902.75"],
    ["Puffin", "Portwell", "1", "42", "128.00"],
]

# ---- issue 9's harder tables: strings copied from sources/rl_tables.py
# (GROUPED_ROWS, WRAPPED_HEADER, WRAPPED_ROWS) and sources/lo-tables.fodt

GROUPED_CELLS = [
    ["Port", "Landings (kg)", None, "Value (GBP)", None],
    [None, "Mackerel", "Herring", "Mackerel", "Herring"],
    ["Portwell", "1,250", "860", "3,410.00", "1,720.00"],
    ["Sandholm", "940", "1,105", "2,565.00", "2,210.00"],
    ["Isle Quay", "310", "95", "846.00", "190.00"],
    ["Seaton", "2,040", "1,480", "5,568.00", "2,960.00"],
]
WRAPPED_CELLS = [   # a cell's lines joined by a line break
    ["No.", "Work done", "Boat", "Hours", "Cost\n(GBP)"],
    ["1", "Replaced the port navigation lamp\nand its wiring", "Morning Star", "6", "240.00"],
    ["2", "Scraped and painted the hull", "Sea Swallow", "14", "530.50"],
    ["3", "Overhauled the winch, new cable,\nnew brake bands", "Little Wren", "9", "385.00"],
    ["4", "Fitted a bilge pump", "Grey Heron", "3", "125.75"],
    ["5", "Repaired the wheelhouse door\nafter the storm", "Kittiwake", "4", "160.00"],
]
# The tagged export's tables as its structure tree has them: the same cells, but
# page 3's repeated heading is an artifact there (pdfinfo -struct-text lists
# "Date" once), so page 3's part is the 7 body rows of the same Table element.
LO_TABLES_TAGGED_TABLES = LO_TABLES_TABLES[:2] + [
    {"page": 3, "rows": 7, "columns": 3, "header_rows": 0, "ruled": True,
     "cells": TIDE_LOG_ROWS[24:], "spans": [],
     "continues_from": {"page": 2, "index": 0}, "header_repeated": True,
     "structure": "one Table element over pages 2-3; the repeated heading is an artifact"},
]

# sources/tex-accents.tex, typed from the source's meaning (\\'e is é) and stored
# decomposed (NFD): pdftotext writes a stacked accent as letter + combining mark.
TEX_ACCENTS_TEXT = [unicodedata.normalize("NFD", s) for s in [
    "Café de la Grève",
    "Noël et Zoé servent une crème brûlée sur la façade.",
    "El niño comió jalapeños en España con el señor Álvarez.",
    "Škoda, čeština and Dvořák; Ångström in Zürich.",
    "Ça va, François? Être ou ne pas être.",
    "Prāgā, Żubrówka, Erdoğan, Erdős.",
    "Une élève déjà à Genève.",
    "École française",
    "The acute accent \u00b4 alone, and the diaeresis \u00a8 alone.",
]]

INVISIBLE_LINES = [   # sources/rl_documents.py invisible(), render mode 3 over a grey box
    "Scanned letter from the harbour master",
    "The north mole will be closed for repairs",
    "from Monday until the end of the month.",
]
LAYERS_TEXT = [   # sources/pike_documents.py LAYERS_TEXT and LAYER_HIDDEN
    "Chart of the approaches", "Always printed: the harbour entrance.",
    "Layer Night lights (on): the red and green lights flash every four seconds.",
]
LAYER_HIDDEN = "Layer Day marks (off by default): the white beacon on the north mole."
# sources/hidden_documents.py WAYS, one page each: the plain visible line, the
# hidden line with the glyph facts that hide it (any one of them will do), the
# page's visible controls, and whether text_contains holds the hidden line: not
# where pdftotext leaves it out (optional content that is off; a squeezed line,
# whose overlapping glyphs it drops as duplicates), nor outside the crop box,
# which pdftotext prints (it reads the media box) and a reader keeping to the
# crop box, as viewers do, leaves out.
HIDDEN_WAYS = [
    ("Visible line on the render mode 3 page", "Hidden by render mode 3, neither filled nor stroked",
     ["invisible-render-mode"], [], True),
    ("Visible line on the render mode 7 page", "Hidden by render mode 7, a clip with nothing painted",
     ["invisible-render-mode"], [], True),
    ("Visible line on the optional content page", "Hidden in an optional content group that is off",
     ["hidden-by-oc"], [], False),
    ("Visible line on the crop box page", "Hidden outside the crop box",
     ["outside-crop-box"], [], False),
    ("Visible line on the clip page", "Hidden by a clip rectangle elsewhere on the page",
     ["clipped"], [], True),
    ("Visible line on the image page", "Hidden under an opaque image drawn later",
     ["covered-by-image"], [], True),
    ("Visible line on the white text page", "Hidden by white text on the white page",
     ["low-contrast"], ["Visible light grey line in 0.6 gray"], True),
    ("Visible line on the coloured box page", "Hidden in the colour of the box beneath it",
     ["low-contrast"], ["Visible white line on a dark box"], True),
    ("Visible line on the tiny type page", "Hidden by type 0.4 pt high",
     ["too-small"], ["Visible small line in 6 pt type"], True),
    ("Visible line on the white box page", "Hidden under a white box filled later",
     ["covered-by-fill"], ["Visible line under a 30 percent transparent fill",
                           "Visible line under a yellow multiply highlight"], True),
    ("Visible line on the horizontal scale page", "Hidden by horizontal scaling Tz 1",
     ["squeezed", "too-small"], ["Visible condensed line at Tz 70"], False),
    ("Visible line on the text matrix page", "Hidden by a text matrix one hundredth of a point wide",
     ["squeezed", "too-small"], [], False),
]
HIDDEN_WAYS_VISIBLE = {str(n): [visible] + controls
                       for n, (visible, _, _, controls, _) in enumerate(HIDDEN_WAYS, 1)}
HIDDEN_WAYS_HIDDEN = {str(n): [{"text": hidden, "reasons": reasons}]
                      for n, (_, hidden, reasons, _, _) in enumerate(HIDDEN_WAYS, 1)}
HIDDEN_WAYS_TEXT = [line for visible, hidden, _, controls, printed in HIDDEN_WAYS
                    for line in [visible] + controls + ([hidden] if printed else [])]
FINEREADER_LINES = [   # sources/hidden_documents.py FINEREADER_LINES
    "Harbour dues from 1 April",
    "Vessels under ten metres pay four pounds a night.",
    "Vessels of ten metres and over pay six pounds.",
    "Dues are paid at the harbour office before noon.",
]

MARKDOWN_LINES = [   # sources/hostile_documents.py MARKDOWN_LINES
    "# x", "| a | b |", "|---|---|", "<script>alert(1)</script>", "[link](javascript:x)",
    "![image](http://example.invalid/x.png)", "**not bold** and `not code`", "1. not a list",
    "> not a quote",
]

ENTRIES: list[Entry] = [
    # ---- LibreOffice Writer
    Entry("lo-report-tagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-report.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_TAGGED,
          libreoffice("lo-report.fodt", LO_TAGGED), 3, LO_REPORT_TEXT, LO_REPORT_FONTS,
          tagged=True, source="sources/lo-report.fodt", referee_notes=LO_REFEREE_NOTES,
          notes="Tagged PDF (StructTreeRoot, MarkInfo /Marked true, /Lang fr-FR): Document > "
                "Title, H1 x4, H2, Sect (the two-column section), Table > TR > TH/TD. "
                "LibreOffice's own types 'Text body', 'Table Contents', 'Table Heading', "
                "'List Item' and 'Title' reach P only through /RoleMap. The footer is marked "
                "/Artifact in the content streams and is absent from the structure tree. "
                + LO_REPORT_NOTES),
    Entry("lo-report-untagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-report.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-report.fodt", LO_UNTAGGED), 3, LO_REPORT_TEXT, LO_REPORT_FONTS,
          source="sources/lo-report.fodt", referee_notes=LO_REFEREE_NOTES,
          notes="The same document as lo-report-tagged.pdf without tags: reading order must "
                "come from layout analysis (two columns on page 1). " + LO_REPORT_NOTES),
    Entry("lo-landscape.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-landscape.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-landscape.fodt", LO_UNTAGGED), 2,
          ["Island ferry, winter season",
           "Crossings take forty minutes in calm weather.",
           "Bicycles travel free of charge",
           "Timetable", "Departure", "Wednesday", "Island quay", "no crossing", "17:45",
           "In a gale warning every crossing is cancelled"],
          ["LiberationSans-Bold", "LiberationSerif", "LiberationSans"],
          source="sources/lo-landscape.fodt",
          notes="Page 1 is A4 portrait (595.3 x 841.9), page 2 A4 landscape (841.9 x 595.3) "
                "by its MediaBox, not by /Rotate. Page 2 holds a ruled 6-column table "
                "(1 header row, 3 body rows)."),
    # ---- Ghostscript
    Entry("gs-letter.pdf", "ghostscript",
          "ps2pdf -dAutoRotatePages=/PageByPage sources/gs-letter.ps (SOURCE_DATE_EPOCH=%d)"
          % SOURCE_DATE_EPOCH,
          ps2pdf("gs-letter.ps"), 2,
          ["A Note on Lighthouse Keeping",
           "The lamp is lit half an hour before sunset.",
           "Oil is logged in the ledger by the gallon.",
           "1893-11-02",
           "Café crème, naïve résumé, über, señor.",
           "Written in the margin, reading upwards.",
           "Tide table for the week",
           "Wednesday high water at 05:48 and 18:10."],
          ["Times-Bold", "Helvetica", "Courier", "Helvetica-Oblique", "Times-Roman",
           "Helvetica-Bold"],
          rotation={"2": 90}, source="sources/gs-letter.ps",
          notes="US Letter. Ghostscript 10 leaves the standard fonts unembedded but embeds the "
                "ISO-Latin-1 re-encoded Times-Roman as a Type 1C (CFF) subset with no "
                "ToUnicode: accented letters come from glyph names. Page 1 has one string "
                "rotated 90 degrees in the left margin. Page 2's text was drawn running "
                "bottom-to-top; Ghostscript's AutoRotatePages gave the page /Rotate 90 so "
                "the text reads upright when displayed."),
    # ---- pdfTeX
    Entry("tex-article.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-article.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-article.tex"), 1,
          ["Keeping bees in a small garden",
           "A single hive fits in the smallest garden",
           "Orange pollen came from the dandelions",
           "An efficient keeper finishes in ten minutes",
           "Sheffield honey",
           "fluffy and pale",
           "Equipment",
           "Affordable second-hand hives are offered every spring at the village fair."],
          ["CMBX12", "CMR10", "CMR8", "CMR6", "CMR9"],
          source="sources/tex-article.tex",
          notes="Computer Modern Type 1 subsets (OT1), ligatures 'fi', 'ff', 'fl', 'ffi', "
                "'ffl' drawn as single glyphs named fi, ff, fl, ffi, ffl. Section number '1' "
                "and subsection number '1.1' are set apart from their titles. The footnote "
                "mark is a superscript '1' in CMR8; the footnote text is CMR9; the page "
                "number '1' is centred at the foot. pdfTeX writes object streams (PDF 1.5)."),
    # ---- ReportLab
    Entry("rl-standard14.pdf", "reportlab",
          "python3 sources/rl_documents.py standard14 OUT",
          python_script("rl_documents.py", "standard14"), 1, STANDARD14_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          source="sources/rl_documents.py",
          notes="Standard-14 fonts, not embedded, WinAnsiEncoding, no ToUnicode. "
                "The last line uses WinAnsi's pound, euro, em dash and curly quotes."),
    Entry("rl-invoice.pdf", "reportlab",
          "python3 sources/rl_documents.py invoice OUT",
          python_script("rl_documents.py", "invoice"), 1, INVOICE_TEXT,
          ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique"],
          source="sources/rl_documents.py",
          notes="A4. A fully ruled table (GRID lines): 4 columns, 1 header row with a grey "
                "background, 4 item rows; numbers right-aligned. The total is a paragraph "
                "below the table, not a row of it.",
          extra={"tables": [{"page": 1, "rows": 5, "columns": 4, "header_rows": 1,
                             "ruled": True}]}),
    Entry("rl-rotated.pdf", "reportlab",
          "python3 sources/rl_documents.py rotated OUT",
          python_script("rl_documents.py", "rotated"), 3,
          ["Page one is upright",
           "This page has no rotation at all.",
           "Page two is turned by ninety degrees",
           "Its text reads upright once the viewer applies the rotation.",
           "Page three is turned by two hundred and seventy degrees",
           "This one too reads upright on screen."],
          ["Helvetica", "Helvetica-Bold"],
          rotation={"2": 90, "3": 270}, source="sources/rl_documents.py",
          notes="Every MediaBox is [0 0 612 792]. Pages 2 and 3 carry /Rotate 90 and /Rotate "
                "270 and draw their text turned the other way, so all text reads upright "
                "once displayed: pages 2 and 3 are 792 wide and 612 tall as displayed."),
    Entry("rl-invisible.pdf", "reportlab",
          "python3 sources/rl_documents.py invisible OUT",
          python_script("rl_documents.py", "invisible"), 1,
          INVISIBLE_LINES + ["Caption: the grey box stands for a scanned image."],
          ["Helvetica", "Times-Italic"],
          source="sources/rl_documents.py",
          notes="The three Helvetica lines are drawn in text render mode 3 (invisible) over a "
                "grey filled rectangle, like an OCR layer over a scan; only the Times-Italic "
                "caption is visible. Extractors report the invisible text (pdftotext does) "
                "but must flag it invisible.",
          extra={"invisible_text": INVISIBLE_LINES,
                 "visible_lines": {"1": ["Caption: the grey box stands for a scanned image."]},
                 "hidden_lines": {"1": [{"text": line, "reasons": ["invisible-render-mode"]}
                                        for line in INVISIBLE_LINES]}}),
    Entry("rl-symbols.pdf", "reportlab",
          "python3 sources/rl_documents.py symbols OUT",
          python_script("rl_documents.py", "symbols"), 1,
          ["Greek letters and dingbats", "Greek, lower case:", "αβγδε", "Σ",
           "≤", "≥", "≠", "∞", "Ticks and crosses:", "✓", "✔", "✗", "✘", "★", "☛", "✂"],
          ["Helvetica", "Helvetica-Bold", "Symbol", "ZapfDingbats"],
          source="sources/rl_documents.py",
          notes="Symbol and ZapfDingbats, not embedded, each with its built-in encoding "
                "(/Encoding absent from the font dictionary; pdffonts reports it as 'Symbol' "
                "and 'ZapfDingbats'); no ToUnicode, so Unicode comes from the glyph names "
                "(ZapfDingbats names a1..a191 need the ZapfDingbats glyph list). The source "
                "writes 'ΔΩΣ' with Greek U+0394 and U+03A9, but Symbol's glyphs are named "
                "/Delta and /Omega, which the Adobe Glyph List maps to both the Greek letters "
                "and U+2206 INCREMENT / U+2126 OHM SIGN; either reading is defensible, so only "
                "'Σ' is required here. Characters in a line are separated by Symbol or "
                "ZapfDingbats spaces (narrow; referees may drop them).",
          referee_notes="pdftotext reads Delta and Omega as U+2206 and U+2126 and the "
                        "dingbats correctly (✓✔✗✘★☛✂). mutool 1.21 reads the ZapfDingbats "
                        "codes as raw bytes (control characters and U+FFFD): pdftotext is "
                        "right."),
    Entry("rl-multipage.pdf", "reportlab",
          "python3 sources/rl_documents.py multipage OUT",
          python_script("rl_documents.py", "multipage"), 5, MULTIPAGE_TEXT,
          ["Helvetica", "Helvetica-Bold"],
          source="sources/rl_documents.py",
          notes="US Letter, one chapter a page with a 'Marker for page N' sentence naming its "
                "page, and a footer 'Portwell guide – page N of 5' (furniture). The footer "
                "is drawn first on each page, so in content order it precedes the chapter "
                "text."),
    # ---- fpdf2
    Entry("fpdf-core.pdf", "fpdf2",
          "python3 sources/fpdf_documents.py core OUT",
          python_script("fpdf_documents.py", "core"), 2,
          ["Mountain hut notes",
           "The hut sits at two thousand metres",
           "Guests from Zürich, Genève and Ærøskøbing signed the book last week.",
           "Soup of the day", "6.50", "Apple cake",
           "Second page: the way down",
           "Follow the red and white marks past the lake."],
          ["Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier", "Helvetica"],
          source="sources/fpdf_documents.py",
          notes="A4, fpdf2 core fonts (standard-14 names, not embedded, WinAnsiEncoding). "
                "Paragraphs are wrapped by fpdf2's multi_cell, so only strings that fit on "
                "one line are listed."),
    Entry("fpdf-unicode.pdf", "fpdf2",
          "python3 sources/fpdf_documents.py unicode OUT %s" % DEJAVU_SANS,
          python_script("fpdf_documents.py", "unicode", DEJAVU_SANS), 1, UNICODE_TEXT,
          ["DejaVuSansBook"],
          source="sources/fpdf_documents.py",
          notes="A subset of DejaVu Sans (fonts-dejavu-core 2.37) embedded as Type0 / "
                "CIDFontType2 with Identity-H and a ToUnicode CMap; fpdf2 names the font "
                "DejaVuSansBook. Latin with diacritics, Greek, Cyrillic (incl. Ukrainian Ї) "
                "and mathematical signs. DejaVu fonts are under the Bitstream Vera licence "
                "(see README)."),
    # ---- qpdf variants
    Entry("qpdf-encrypted-owner.pdf", "qpdf",
          "qpdf --encrypt '' owner 256 -- rl-invoice.pdf OUT",
          qpdf("rl-invoice.pdf", "--encrypt", "", "owner", "256", "--"), 1, INVOICE_TEXT,
          ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique"],
          encrypted={"user_password": "", "owner_password": "owner",
                     "method": "AES-256 (V5 R6)"},
          derived_from="rl-invoice.pdf",
          random_bytes=True,
          notes="Opens without a password (empty user password); all permissions granted. "
                "The AES-256 file key and salts are random, so a fresh build differs byte "
                "for byte; make_corpus.py keeps the committed file while its base and "
                "recipe are unchanged."),
    Entry("qpdf-encrypted-user.pdf", "qpdf",
          "qpdf --encrypt secret owner 256 -- fpdf-unicode.pdf OUT",
          qpdf("fpdf-unicode.pdf", "--encrypt", "secret", "owner", "256", "--"), 1,
          UNICODE_TEXT, ["DejaVuSansBook"],
          encrypted={"user_password": "secret", "owner_password": "owner",
                     "method": "AES-256 (V5 R6)"},
          derived_from="fpdf-unicode.pdf",
          random_bytes=True,
          notes="Needs the user password 'secret'; without it a reader must stop with a "
                "one-line error naming the file. Random key and salts as for "
                "qpdf-encrypted-owner.pdf (kept while base and recipe are unchanged)."),
    Entry("qpdf-encrypted-rc4.pdf", "qpdf",
          "qpdf --static-id --allow-weak-crypto --encrypt '' owner 128 --use-aes=n -- "
          "tex-article.pdf OUT",
          qpdf("tex-article.pdf", "--static-id", "--allow-weak-crypto", "--encrypt", "",
               "owner", "128", "--use-aes=n", "--"), 1,
          ["Keeping bees in a small garden", "An efficient keeper finishes in ten minutes"],
          ["CMBX12", "CMR10", "CMR8", "CMR6", "CMR9"],
          encrypted={"user_password": "", "owner_password": "owner",
                     "method": "RC4 128-bit (V2 R3)"},
          derived_from="tex-article.pdf",
          notes="Old-style RC4 encryption, empty user password. With qpdf's --static-id the "
                "RC4 key depends only on the passwords and the fixed /ID, so the bytes are "
                "reproducible."),
    Entry("qpdf-objstm.pdf", "qpdf",
          "qpdf --object-streams=generate --deterministic-id lo-report-tagged.pdf OUT",
          qpdf("lo-report-tagged.pdf", "--object-streams=generate", "--deterministic-id"), 3,
          LO_REPORT_TEXT, LO_REPORT_FONTS, tagged=True, derived_from="lo-report-tagged.pdf",
          referee_notes=LO_REFEREE_NOTES,
          notes="lo-report-tagged.pdf rewritten with object streams and a cross-reference "
                "stream: the structure tree and page dictionaries live inside compressed "
                "object streams."),
    Entry("qpdf-linearized.pdf", "qpdf",
          "qpdf --linearize --deterministic-id rl-multipage.pdf OUT",
          qpdf("rl-multipage.pdf", "--linearize", "--deterministic-id"), 5, MULTIPAGE_TEXT,
          ["Helvetica", "Helvetica-Bold"], derived_from="rl-multipage.pdf",
          notes="Linearized ('fast web view'): first-page section and hint stream up front."),
    # ---- pikepdf variants
    Entry("pike-userunit.pdf", "pikepdf",
          "pikepdf: open rl-standard14.pdf, set /UserUnit 2 on page 1, "
          "save(deterministic_id=True)",
          pikepdf_edit("rl-standard14.pdf", set_user_unit), 1, STANDARD14_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          derived_from="rl-standard14.pdf",
          notes="/UserUnit 2: one unit of user space is 2/72 inch, so the page is 1224 x 1584 "
                "points of 1/72 inch as displayed (pdfinfo still prints 612 x 792).",
          extra={"user_unit": 2}),
    Entry("pike-inverted-mediabox.pdf", "pikepdf",
          "pikepdf: open rl-standard14.pdf, set page 1 /MediaBox [612 792 0 0], "
          "save(deterministic_id=True)",
          pikepdf_edit("rl-standard14.pdf", invert_media_box), 1, STANDARD14_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          derived_from="rl-standard14.pdf",
          notes="MediaBox written with its corners swapped, [612 792 0 0]; readers normalise "
                "it to [0 0 612 792] (ISO 32000 7.9.5), so the page must read exactly like "
                "rl-standard14.pdf."),
    Entry("tex-math-names.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-math-names.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-math-names.tex"), 1,
          ["Meta variables: \u27e8name\u27e9 and \u27e8value\u27e9.",
           "Floors and ceilings: \u230ax\u230b and \u2308y\u2309.",
           "a \u226a b, c \u226b d, p \u227b q, p \u2aaf q and p \u2ab0 q.",
           "s \u2291 t, s \u2292 t, s \u2294 t, s \u2293 t, s \u228e t and \u22a4.",
           "\u2197 \u2198 \u2196 \u2199 \u2195 \u21d5",
           "\u25b3 \u22c4 \u2296 \u2298 \u2299 \u2240 \u2a3f \u224d \u2243 \u220b \u22a2 \u22a3 \u211c \u2111 \u2225"],
          ["LMRoman12-Bold", "LMRoman10-Regular", "LMMathSymbols10-Regular", "LMMathItalic10-Regular",
           "LMMathSymbols7-Regular"],
          source="sources/tex-math-names.tex", text_referee="mutool",
          notes="No ToUnicode (\\pdfgentounicode=0, pdfTeX's default): the math symbols' glyph "
                "names come from LMMathSymbols' built-in encoding (cmsy's OMS names: "
                "angbracketleft, floorleft, lessmuch, subsetsqequal, arrownortheast, "
                "triangle, ...), which the Adobe Glyph List lacks; the T1 text font names "
                "its compound word mark cwm in /Differences. The expected strings are the "
                "symbols \\langle, \\lfloor, \\ll, ... of the source, as Unicode names them.",
          referee_notes="mutool 1.21 reads every name here as the source means it (cwm as "
                        "U+200C), except cmsy's mapsto, the bar \\mapsto is built from "
                        "(U+FFFD); pdftotext 22.12 prints the codes ('h' and 'i' for the "
                        "angle brackets), so text_contains is held to mutool's text."),
    Entry("tex-logos.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-logos.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-logos.tex"), 1,
          ["Typeset with TEX and LATEX: the references by BibTEX, the fonts by XETEX.",
           "TEX was written by Knuth, LATEX by", "BibTEX by Patashnik and XETEX by Kew."],
          ["CMR10", "CMR7", "CMCSC10"],
          source="sources/tex-logos.tex",
          notes="The TeX family's logos, each drawn as letters kerned into each other: TeX's E "
                "lowered 0.5 ex, LaTeX's A smaller and raised, BibTeX's E lowered 0.7 ex (0.30 "
                "em), XeTeX's E reflected left to right (\\reflectbox: its glyph matrix "
                "mirrored, its box running right to left). Each logo reads as one piece of "
                "text with no space inside, as the source writes it.",
          referee_notes="pdftotext 22.12's text reads each logo whole; its -bbox-layout words "
                        "cut LaTeX at the size changes ('L', 'A', 'TEX'), and so do ours."),
    Entry("tex-listing.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-listing.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-listing.tex"), 1,
          ["The tide tables are built by a small script.", "A month is built and listed from the shell:",
           "removes the built pages."],
          ["CMR10", "CMTT10", "[none]"],
          source="sources/tex-listing.tex",
          notes="Two verbatim listings in cmtt among prose set in cmr: a Python function "
                "(indented 4, 8 and 12 columns, a comment aligned by three spaces) and a shell "
                "session; commands set inline with \\texttt in the first paragraph and at the "
                "start of two list items (the bullet is TS1's, drawn from a PK bitmap font). "
                "'code_blocks' are the listings' lines as the source writes them: the "
                "listings are code, the paragraph and the list items are prose.",
          extra={"code_blocks": verbatim_blocks("tex-listing.tex")}),
    Entry("tex-grouped-rules.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-grouped-rules.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-grouped-rules.tex"), 1,
          ["Object types and how they are written:", "Names the special commands know:"],
          ["CMR10"],
          source="sources/tex-grouped-rules.tex",
          notes="Two tabulars with |l|l| columns ruled around groups of rows only (\\hline "
                "before and after each group, none inside): the rows of a group have no rule "
                "between them. In the second, '@docinfo' continues its description on a line "
                "of its own (a row with an empty first cell). 'tables' are the tabular rows as "
                "the source writes them, a continuation joined to its row.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) reads each ruled "
                         "group as one row (2x2 grids with several lines a cell): it cuts rows at "
                         "rules only." % PDFPLUMBER_VERSION),
          extra={"tables": tabular_tables("tex-grouped-rules.tex")}),
    Entry("tex-article-pages.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-article-pages.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-article-pages.tex"), 4,
          ["The harbour through the year", "The harbour master keeps the tide book and the wind log.",
           "Nets are mended on the quay wall when the weather allows it."],
          ["CMBX12", "CMR10"],
          source="sources/tex-article-pages.tex",
          notes="LaTeX's article in its default page style (plain): four pages of running text, "
                "each with its number alone, centred at the foot, at 83% of the page height "
                "(above a 12% footer band). The page numbers are the furniture; nothing else is.",
          extra={"furniture": ["1", "2", "3", "4"], "page_kinds": {str(n): "text" for n in range(1, 5)}}),
    Entry("tex-booktabs.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-booktabs.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-booktabs.tex"), 1,
          ["Landings at the fish market this week.", "The boats that landed them:",
           "The market opens at six."],
          ["CMR10"],
          source="sources/tex-booktabs.tex",
          notes="Two booktabs tabulars (\\toprule, \\midrule under the header, \\bottomrule; no "
                "vertical rules): columns 2 tabcolsep (12 pt, 1.2 em) apart, numbers right-aligned "
                "in the first. 'tables' are the tabular rows as the source writes them, the row "
                "above \\midrule the header.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) finds no table: there "
                         "are no vertical rules." % PDFPLUMBER_VERSION),
          extra={"tables": tabular_tables("tex-booktabs.tex")}),
    Entry("pike-cropbox.pdf", "pikepdf",
          "pikepdf: open rl-standard14.pdf, set page 1 /CropBox [40 500 450 760], "
          "save(deterministic_id=True)",
          pikepdf_edit("rl-standard14.pdf", offset_crop_box), 1, STANDARD14_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          derived_from="rl-standard14.pdf",
          notes="A crop box away from the media box's origin, holding all the page's text: "
                "the page as displayed is 410 x 260 points, and every box is 40 points left "
                "and 32 points up of where rl-standard14.pdf has it (792 - 760). pdftotext "
                "reports boxes in the media box unless given -cropbox, which the referee "
                "checks pass."),

    # ==== Added for issue 3 (fonts), 4 (words), 10 (images), 11 (inventory)
    # ---- fonts: CJK, vertical, predefined CMaps, Type 3, no ToUnicode
    Entry("lo-cjk.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-cjk.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-cjk.fodt", LO_UNTAGGED), 1,
          ["Harbour town notes", "港町の朝", "漁船は朝の潮に乗って港に戻ります。",
           "市場では新鮮な魚が売られています。", "灯台守は毎晩ランプを点けます。",
           "海港的早晨", "渔船在早潮时回到港口。", "市场上出售新鲜的鱼。",
           "Tide at 05:48, ferry 09:00."],
          ["DejaVuSans-Bold", "NotoSansCJKjp-Bold-VKana", "NotoSansCJKjp-Regular-VKana",
           "NotoSerifCJKjp-Regular-VKana", "DejaVuSans"],
          source="sources/lo-cjk.fodt",
          notes="A4, horizontal Japanese (Noto Sans CJK JP, one line in Noto Serif CJK JP) and "
                "Simplified Chinese (Noto Sans CJK SC) under English DejaVu Sans text. "
                "LibreOffice 7.4 does not write CID fonts here: it converts each CJK CFF face "
                "into simple embedded Type 1 (FontFile3/Type1C) subsets of at most 256 glyphs "
                "with a ToUnicode CMap, named '...-VKana' (pdffonts: Type 1, Builtin). The SC "
                "paragraphs are drawn from the Noto Sans CJK JP subsets (the .ttc's JP face "
                "covers those Hanzi; the SC face name does not reach the PDF). Noto CJK is "
                "under the SIL Open Font License 1.1 (Debian fonts-noto-cjk).",
          extra={"script": ["han", "hiragana", "katakana", "latin"], "vertical": False,
                 "text_match": "folded"}),
    Entry("lo-cjk-vertical.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-cjk-vertical.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-cjk-vertical.fodt", LO_UNTAGGED), 1,
          ["灯台の話", "灯台は日没の三十分前に点灯されます。", "冬の間、渡し船は一日四便です。",
           "霧の夜には汽笛を鳴らします。"],
          ["NotoSerifCJKjp-Bold-VKana", "NotoSerifCJKjp-Regular-VKana"],
          source="sources/lo-cjk-vertical.fodt",
          notes="A5 page whose page style has writing-mode tb-rl: four vertical columns read "
                "top to bottom, the columns right to left (heading rightmost). LibreOffice "
                "draws each column with a rotated text matrix over simple Type 1 subsets "
                "(no Identity-V, no /W2): vertical writing is only in the geometry. "
                "text_contains is matched with all white space removed (text_match "
                "'no-space'), because pdftotext puts each character on its own line.",
          referee_notes="pdftotext 22.12 prints one character per line and the columns in "
                        "the wrong order (leftmost column first, so the heading comes last); "
                        "mutool 1.21 keeps the order right to left (heading first). mutool's "
                        "order is right; both have the same characters.",
          extra={"script": ["han", "hiragana"], "vertical": True,
                 "reading_order": ["灯台の話", "灯台は日没の三十分前に点灯されます。",
                                   "冬の間、渡し船は一日四便です。", "霧の夜には汽笛を鳴らします。"],
                 "text_match": "no-space"}),
    Entry("rl-cid-predefined.pdf", "reportlab",
          "python3 sources/rl_documents.py cid OUT",
          python_script("rl_documents.py", "cid"), 2,
          ["Predefined CMaps, fonts not embedded", "港町の朝は早い。", "渡し船は九時に出ます。",
           "渔船回到港口。", "항구의 아침", "縦書きの行です", "灯台は岬の先にあります"],
          ["Helvetica", "Helvetica-Bold", "HeiseiMin-W3", "HeiseiKakuGo-W5", "STSong-Light",
           "HYSMyeongJo-Medium"],
          source="sources/rl_documents.py",
          notes="ReportLab's UnicodeCIDFont: Type0 fonts over non-embedded CIDFontType0 "
                "(HYSMyeongJo-Medium: CIDFontType2) with predefined CMaps UniJIS-UCS2-H "
                "(Adobe-Japan1), UniGB-UCS2-H (Adobe-GB1), UniKS-UCS2-H (Adobe-Korea1) and, on "
                "page 2, UniJIS-UCS2-V (vertical, two columns right to left). No ToUnicode: "
                "the text needs the CMaps and the collections' CID-to-Unicode tables (Debian "
                "poppler-data); without them it must be reported unavailable. The vertical "
                "lines' final '。' is left out of text_contains (see referee_notes).",
          referee_notes="Page 2 (UniJIS-UCS2-V): the vertical CMap maps '。' to the vertical "
                        "variant CID 7887, which Adobe-Japan1's CID-to-Unicode table gives as "
                        "U+FE12 (PRESENTATION FORM FOR VERTICAL IDEOGRAPHIC FULL STOP): "
                        "pdftotext prints U+FE12, mutool prints U+3002 (it maps back through "
                        "the horizontal code). The source has U+3002; NFKC folds U+FE12 to "
                        "U+3002, so both are acceptable under NFKC.",
          extra={"cmaps": ["UniJIS-UCS2-H", "UniGB-UCS2-H", "UniKS-UCS2-H", "UniJIS-UCS2-V"],
                 "embedded_fonts": False, "needs": "poppler-data",
                 "vertical": {"2": True}}),
    Entry("tex-type3-pk.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-type3.tex (T1 fontenc, no cm-super: "
          "mktexpk renders EC fonts at 600 dpi) (SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)"
          % SOURCE_DATE_EPOCH,
          pdflatex("tex-type3.tex"), 1,
          ["Bitmap fonts on the quay",
           "Every letter on this page is a small picture drawn by METAFONT.",
           "the tide book, the wind log",
           "Accented words survive the Cork encoding: café, naïve, Zürich, Ærø.",
           "Bold line: the ferry leaves at nine."],
          ["[none]"],
          source="sources/tex-type3.tex",
          notes="Three Type 3 fonts (ecbx1440, ecrm1095, ecbx1095 at 600 dpi): each glyph "
                "procedure paints a 1-bit inline image (BI/ID/EI) with a /FontMatrix of "
                "0.011 or 0.00836, not 0.001. No ToUnicode; /Differences name glyphs /aNN "
                "with NN the T1 (Cork) code, so readers use the code heuristic. 'office' "
                "and 'fishing' are set with the T1 ligature glyphs ffi (code 30) and fi "
                "(code 28), which no name or code maps; those words are left out of "
                "text_contains.",
          referee_notes="pdftotext 22.12 and mutool 1.21 both drop the ligature glyphs "
                        "(codes 28 and 30, /a28 /a30): they print 'oce' for 'office' and "
                        "'shing' for 'fishing'. Both are wrong against the source; a reader "
                        "that knows T1's ligature slots would print 'ffi' and 'fi'.",
          extra={"type3": True, "font_matrix": [0.011, 0.00836], "pk_resolution": 600}),
    Entry("tex-accents.pdf", "pdftex",
          "pdflatex -interaction=nonstopmode sources/tex-accents.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          pdflatex("tex-accents.tex"), 1, TEX_ACCENTS_TEXT,
          ["CMBX12", "CMR10", "CMTI10", "CMBX10"],
          source="sources/tex-accents.tex",
          notes="OT1 Computer Modern has no accented letters: every accent is TeX's \\accent "
                "(a capital cedilla: \\ooalign), the accent glyph (acute U+00B4, grave U+0060, "
                "circumflex U+02C6, diaeresis U+00A8, tilde U+02DC, caron U+02C7, ring U+02DA, "
                "cedilla U+00B8, macron U+00AF, dot U+02D9, breve U+02D8, double acute U+02DD) "
                "drawn on its own over or under its letter, raised over capitals. The last line "
                "draws an acute and a diaeresis over nothing (\\'{} and \\\"{}). The strings "
                "are stored decomposed (NFD), as pdftotext writes these letters: a reader "
                "composing them (NFC) reads the same text.",
          extra={"stacked_accents": True}),
    Entry("gs-type3.pdf", "ghostscript",
          "ps2pdf sources/gs-type3.ps (SOURCE_DATE_EPOCH=%d)" % SOURCE_DATE_EPOCH,
          ps2pdf("gs-type3.ps"), 1,
          ["Type 3 fonts made by Ghostscript",
           "Next line: BlockSans, glyph names from the Adobe Glyph List",
           "Harbour bar", "Next line: Cipher, glyph names that mean nothing"],
          ["[none]", "Helvetica"],
          source="sources/gs-type3.ps",
          notes="Two Type 3 fonts written by Ghostscript's pdfwrite from PostScript Type 3 "
                "fonts (BuildChar drawing bars), neither with ToUnicode. BlockSans: "
                "/Differences with Adobe Glyph List names (/H /a /r /b /o /u /space), "
                "mappable by name. Cipher: codes 160-254 named /qge /qid /qit ... (no AGL "
                "meaning, no digits), Ghostscript adds /BaseEncoding /WinAnsiEncoding. Its "
                "line, 'Secret tide' in the source, is unmappable: 11 glyphs (10 letters and "
                "a space drawn as a bar) must become U+FFFD and be counted.",
          referee_notes="On the Cipher line pdftotext 22.12 falls back to the /BaseEncoding "
                        "and prints 'Óåãòåô ôéäå' (WinAnsi of the codes); mutool 1.21 prints "
                        "11 U+FFFD. mutool's reading is the one the spec asks for (unmappable "
                        "codes become U+FFFD); pdftotext's is a guess.",
          extra={"type3": True, "unmappable": [{"page": 1, "font": "Cipher", "glyphs": 11,
                                                "source_text": "Secret tide"}]}),
    Entry("pike-no-tounicode.pdf", "pikepdf",
          "python3 sources/pike_documents.py no-tounicode OUT fpdf-unicode.pdf",
          pike_variant("no-tounicode", "fpdf-unicode.pdf"), 1, [],
          ["DejaVuSansBook"], derived_from="fpdf-unicode.pdf",
          source="sources/pike_documents.py",
          notes="fpdf-unicode.pdf with its /ToUnicode deleted: Type0 / CIDFontType2, "
                "Identity-H, a CIDToGIDMap stream, and an embedded TrueType subset whose "
                "(3,1) cmap still maps Unicode to glyph ids. The text is recoverable only by "
                "inverting that cmap (CID -> GID -> Unicode); expected text is fpdf-unicode's "
                "(expected_text_from). text_contains is empty because neither referee gets "
                "it.",
          referee_notes="Both referees fail: pdftotext 22.12 prints the CIDs as control "
                        "characters, mutool 1.21 prints U+FFFD. The text is recoverable "
                        "through the embedded font's cmap; neither referee tries.",
          extra={"expected_text_from": "fpdf-unicode.pdf", "tounicode_removed": True}),
    Entry("pike-lying-length1.pdf", "pikepdf",
          "python3 sources/pike_documents.py lying-length1 OUT tex-article.pdf",
          pike_variant("lying-length1", "tex-article.pdf"), 1,
          ["Keeping bees in a small garden", "A single hive fits in the smallest garden",
           "Sheffield honey", "fluffy and pale", "Equipment"],
          ["CMBX12", "CMR10", "CMR8", "CMR6", "CMR9"], derived_from="tex-article.pdf",
          source="sources/pike_documents.py",
          notes="tex-article.pdf with its embedded Type 1 programs tampered with as broken "
                "producers do, and every /ToUnicode removed so the text rests on the encoding "
                "built into each program: the first FontFile's /Length1 is 100 bytes too long, "
                "the second program is wrapped in PFB segment headers (lengths unchanged), the "
                "third's /Length1 is 100 bytes too short. pdftotext 22.12 and mutool 1.21 read "
                "the same text as from tex-article.pdf."),
    Entry("pike-cid-cns1.pdf", "reportlab+pikepdf",
          "python3 sources/pike_documents.py cid-cns1 OUT",
          python_script("pike_documents.py", "cid-cns1"), 1,
          ["MSung-Light / UniCNS-UCS2-H", "港口的早晨很熱鬧。", "渡輪九點開船，請準時到達。"],
          ["Helvetica", "MSung-Light"], source="sources/pike_documents.py",
          notes="Adobe-CNS1 through a predefined CMap: ReportLab's UnicodeCIDFont MSung-Light "
                "(CIDFontType0, not embedded, no ToUnicode), its CMap renamed by pikepdf from the "
                "UniGB-UCS2-H ReportLab 5.1 writes to UniCNS-UCS2-H (both take UCS-2 codes). "
                "pdftotext 22.12 (poppler-data) and mutool 1.21 read the source text.",
          extra={"cmaps": ["UniCNS-UCS2-H"], "embedded_fonts": False, "needs": "poppler-data"}),
    Entry("tex-lua-cid-cff.pdf", "lualatex",
          "lualatex -interaction=nonstopmode sources/tex-lua-cid-cff.tex "
          "(SOURCE_DATE_EPOCH=%d FORCE_SOURCE_DATE=1)" % SOURCE_DATE_EPOCH,
          tex_to_pdf("tex-lua-cid-cff.tex",
                     ("lualatex", "-interaction=nonstopmode", "-halt-on-error", "SOURCE_STEM.tex")), 1,
          ["CID-keyed CFF from LuaTeX", "港町の朝は早い。渡し船は九時に出ます。",
           "渔船回到港口，码头上很热闹。", "항구의 아침은 이르다. 배는 아홉 시에 떠난다.",
           "Latin letters in the same font: Harbour town."],
          ["NotoSansCJKjp-Bold", "NotoSansCJKjp-Regular", "NotoSerifCJKsc-Regular",
           "NotoSansCJKkr-Regular"],
          source="sources/tex-lua-cid-cff.tex",
          notes="LuaLaTeX (fontspec, luaotfload) over Debian's Noto Sans/Serif CJK .ttc faces, "
                "which are CID-keyed CFF (ROS Adobe-Identity-0, an FDArray of 18 Font DICTs "
                "chosen per glyph by FDSelect). LuaTeX embeds each face as a subset CID-keyed "
                "CFF in a FontFile3 /Subtype /CIDFontType0C (pdffonts: CID Type 0C) under a "
                "Type0 font with Identity-H, /W and a ToUnicode CMap. Four faces: JP (bold "
                "heading and body), SC, KR. Noto CJK is under the SIL Open Font License 1.1.",
          extra={"script": ["han", "hiragana", "hangul", "latin"], "embedded_fonts": True,
                 "font_programs": {"CIDFontType0C": "CID-keyed (ROS, FDArray, FDSelect)"}}),
    Entry("tex-xe-vertical.pdf", "xetex+xdvipdfmx",
          "xelatex -no-pdf sources/tex-xe-vertical.tex; xdvipdfmx tex-xe-vertical.xdv "
          "(SOURCE_DATE_EPOCH=%d)" % SOURCE_DATE_EPOCH,
          tex_to_pdf("tex-xe-vertical.tex",
                     ("xelatex", "-no-pdf", "-interaction=nonstopmode", "-halt-on-error",
                      "SOURCE_STEM.tex"),
                     ("xdvipdfmx", "SOURCE_STEM.xdv")), 1,
          ["灯台の話", "灯台は日没の三十分前に点灯されます", "今朝の気温は十二℃でした",
           "第Ⅲ章の地図をご覧ください", "ところ〱"],
          ["NotoSerifCJKjp-Regular-Identity-V"],
          source="sources/tex-xe-vertical.tex",
          notes="Vertical Japanese written with a vertical font: XeTeX's ':vertical' layout of "
                "Noto Serif CJK JP, the box turned by graphicx so the five lines stand as "
                "columns read top to bottom, right to left. xdvipdfmx writes a Type0 font with "
                "/Encoding /Identity-V over a subset CID-keyed CFF (FontFile3 /CIDFontType0C) "
                "and a /W2 for the glyphs whose vertical metrics are not the defaults: ℃ "
                "(vy 873) and Ⅲ (vy 874), and the two-em repeat mark 〱 (w1 -2000, vy 1380), "
                "after which the next glyph starts two ems lower. xdvipdfmx writes /DW2 only "
                "when the font's defaults are not 880 -1000, so this file has none (the "
                "defaults of ISO 32000 §9.7.4.3 apply). The lines' final '。' is left out of "
                "text_contains: its vertical form maps to U+FE12 (NFKC U+3002).",
          referee_notes="pdftotext 22.12 and mutool 1.21 read the same characters (mutool one "
                        "per line). pdftotext puts the column after '〱' (two ems tall) out of "
                        "order and its vertical word boxes half a glyph to the right and one "
                        "em above the ink (pdftoppm's rendering of the page puts the ink where "
                        "mutool's stext and pdf-glyphs put the boxes).",
          extra={"script": ["han", "hiragana"], "vertical": True, "embedded_fonts": True,
                 "w2": {"℃": [-1000, 500, 873], "Ⅲ": [-1000, 500, 874], "〱": [-2000, 500, 1380]},
                 "reading_order": ["灯台の話", "灯台は日没の三十分前に点灯されます",
                                   "今朝の気温は十二℃でした", "第Ⅲ章の地図をご覧ください",
                                   "ところ〱に浅瀬があります"]}),
    Entry("tex-dpx-adobe-kr.pdf", "uptex+dvipdfmx",
          "uplatex sources/tex-dpx-adobe-kr.tex; dvipdfmx tex-dpx-adobe-kr.dvi "
          "(CMAPFONTS=%s: poppler-data's UniAKR-UTF16-H and Adobe-KR-UCS2; "
          "SOURCE_DATE_EPOCH=%d)" % (POPPLER_CMAPS, SOURCE_DATE_EPOCH),
          tex_to_pdf("tex-dpx-adobe-kr.tex",
                     ("uplatex", "-interaction=nonstopmode", "-halt-on-error", "SOURCE_STEM.tex"),
                     ("dvipdfmx", "SOURCE_STEM.dvi")), 1,
          ["Adobe-KR", "항구의 아침은 이르다。", "배는 아홉 시에 떠난다。", "등대는 곶의 끝에 있습니다。"],
          ["CMR10", "NanumMyeongjo"],
          source="sources/tex-dpx-adobe-kr.tex",
          notes="An Adobe-KR CIDFont from a real producer: upLaTeX's JFM fonts mapped by "
                "pdf:mapline to NanumMyeongjo (Debian fonts-nanum, TrueType) through the "
                "predefined CMap UniAKR-UTF16-H. dvipdfmx decodes the codes through that CMap "
                "itself and writes the CIDs with /Encoding /Identity-H over a CIDFontType2 "
                "whose /CIDSystemInfo is Adobe-KR-9, the embedded TrueType subset ordered by "
                "Adobe-KR CID (found through poppler-data's Adobe-KR-UCS2, from which it also "
                "writes the ToUnicode CMap). \\xkanjiskip is 0, so each line's full stop U+3002 "
                "follows its last word with no gap.",
          referee_notes="pdftotext 22.12 and mutool 1.21 read the source text through the "
                        "ToUnicode CMap (poppler warns 'Unknown character collection' only when "
                        "the font is not embedded).",
          extra={"script": ["hangul", "latin"], "cid_system_info": "Adobe-KR-9",
                 "embedded_fonts": True, "needs": "poppler-data (to rebuild)"}),
    Entry("pike-adobe-kr-cmap.pdf", "dvipdfmx+pikepdf",
          "python3 sources/pike_documents.py adobe-kr-cmap OUT tex-dpx-adobe-kr.pdf",
          pike_variant("adobe-kr-cmap", "tex-dpx-adobe-kr.pdf"), 1,
          ["Adobe-KR"],
          ["CMR10", "NanumMyeongjo"], derived_from="tex-dpx-adobe-kr.pdf",
          source="sources/pike_documents.py",
          notes="tex-dpx-adobe-kr.pdf with its Adobe-KR font read through the predefined CMap "
                "UniAKR-UTF16-H: every string in that font rewritten from the CIDs dvipdfmx "
                "wrote to the UTF-16 codes of their text, each checked to go back through "
                "poppler-data's UniAKR-UTF16-H to the same CID (same glyphs, widths and "
                "positions), /Encoding /UniAKR-UTF16-H, the ToUnicode removed. The Korean "
                "text (korean_text, from sources/tex-dpx-adobe-kr.tex) is read through "
                "poppler-data's CMap; without it the font's text must be reported "
                "unavailable (extraction.cmap-unavailable). Only 'Adobe-KR' (CMR10) is in "
                "text_contains: neither referee reads the Korean (see referee_notes).",
          referee_notes="Neither referee reads the Hangul: pdftotext 22.12 reports 'Unknown "
                        "character collection Adobe-KR' (poppler-data 0.4.12 has no "
                        "cidToUnicode/Adobe-KR and poppler does not take a Uni*-UTF16 CMap's "
                        "codes for text) and prints nothing for them; mutool 1.21 has no "
                        "built-in UniAKR-UTF16-H ('no builtin cmap file') and prints "
                        "mojibake. pdf-glyphs reads the source's text: UniAKR-UTF16-H's codes "
                        "are UTF-16.",
          extra={"cmaps": ["UniAKR-UTF16-H"], "cid_system_info": "Adobe-KR-9",
                 "needs": "poppler-data",
                 "korean_text": ["항구의 아침은 이르다。", "배는 아홉 시에 떠난다。",
                                 "등대는 곶의 끝에 있습니다。"]}),
    Entry("pike-adobe-kr-no-tounicode.pdf", "dvipdfmx+pikepdf",
          "python3 sources/pike_documents.py no-tounicode OUT tex-dpx-adobe-kr.pdf",
          pike_variant("no-tounicode", "tex-dpx-adobe-kr.pdf"), 1,
          ["Adobe-KR"],
          ["CMR10", "NanumMyeongjo"], derived_from="tex-dpx-adobe-kr.pdf",
          source="sources/pike_documents.py",
          notes="tex-dpx-adobe-kr.pdf with every /ToUnicode removed: the Adobe-KR-9 CIDFontType2 "
                "under /Identity-H can only be read through the collection's CID-to-Unicode "
                "map, which poppler-data ships as cMap/Adobe-KR/Adobe-KR-UCS2 (it has no "
                "cidToUnicode/Adobe-KR). The Korean text (korean_text, from "
                "sources/tex-dpx-adobe-kr.tex) is read through it; without poppler-data the "
                "font's text must be reported unavailable. Only 'Adobe-KR' (CMR10) is in "
                "text_contains: neither referee reads the Korean.",
          referee_notes="pdftotext 22.12 reports 'Unknown character collection Adobe-KR' and "
                        "prints nothing for the Hangul; mutool 1.21 prints U+FFFD for it.",
          extra={"cid_system_info": "Adobe-KR-9", "tounicode_removed": True, "needs": "poppler-data",
                 "korean_text": ["항구의 아침은 이르다。", "배는 아홉 시에 떠난다。",
                                 "등대는 곶의 끝에 있습니다。"]}),
    Entry("pike-macroman-truetype.pdf", "pikepdf+fonttools",
          "python3 sources/pike_documents.py macroman OUT %s" % DEJAVU_SANS,
          python_script("pike_documents.py", "macroman", DEJAVU_SANS), 1,
          ["Macintosh Roman", "Café crème, naïve Zürich, Ærøskøbing, Straße.",
           "TrueType without ToUnicode, MacRomanEncoding."],
          ["DejaVuSans-MacRoman"], source="sources/pike_documents.py",
          notes="A non-symbolic TrueType font (/Flags 32, a fontTools subset of DejaVu Sans "
                "with a (1,0) Mac Roman and a (3,1) cmap) with /Encoding /MacRomanEncoding "
                "and no ToUnicode: é is code 0x8E, è 0x8F, ï 0x95, ü 0x9F, Æ 0xAE, ø 0xBF, "
                "ß 0xA7. Unicode comes from MacRoman glyph names.",
          extra={"encoding": "MacRomanEncoding"}),
    # ---- words
    Entry("lo-rtl.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-rtl.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-rtl.fodt", LO_UNTAGGED), 1,
          ["Harbour notices", "مرحبا بكم في الميناء.", "تغادر العبارة صباحا", "ברוכים הבאים לנמל.",
           "המעבורת יוצאת בשעה", "בבוקר", "End of notices."],
          ["DejaVuSans-Bold", "DejaVuSans"], source="sources/lo-rtl.fodt",
          notes="Arabic (shaped by LibreOffice: joining forms, one glyph per letter, the "
                "ToUnicode maps each back to its U+06xx letter) and Hebrew in right-to-left "
                "paragraphs, DejaVu Sans TrueType subsets. LibreOffice writes each line in "
                "VISUAL order: the content stream holds the glyphs left to right as seen "
                "(checked by decoding the Tj strings in stream order through the "
                "ToUnicode), not the logical order of the source. The Hebrew line keeps "
                "'9' left to right inside the right-to-left run. pdftotext's output holds "
                "bidi controls (U+202A-U+202C), which --check removes before matching. The first "
                "Arabic and the first Hebrew line end with a full stop, drawn at the line's left "
                "end: in logical order it follows the last word.",
          referee_notes="pdftotext 22.12 reorders right-to-left runs into logical order "
                        "(right); mutool 1.21 prints content order, i.e. the lines reversed "
                        "('ءانيملا يف مكب ابحرم'): wrong."
                        " The Hebrew line with the digit: pdftotext 22.12 prints \"בשעה 9בבוקר\" (with embedding controls round the 9, the space after the 9 moved before it), so text_contains holds the two Hebrew halves apart; the source reads \"בשעה 9 בבוקר\".",
          extra={"script": ["arabic", "hebrew", "latin"], "writing_order": "visual"}),
    Entry("rl-rtl-visual.pdf", "reportlab",
          "python3 sources/rl_documents.py rtl-visual OUT %s" % DEJAVU_SANS,
          python_script("rl_documents.py", "rtl-visual", DEJAVU_SANS), 1,
          ["Right-to-left lines drawn in visual order", "שלום לכולם",
           "המעבורת יוצאת בשעה", "בבוקר", "مرحبا بكم", "تغادر العبارة في الساعة 9"],
          ["Helvetica", "Helvetica-Bold", "DejaVuSans"], source="sources/rl_documents.py",
          notes="Two Hebrew and two Arabic lines, right-aligned, each string reversed by the "
                "source before drawing (digit runs kept left to right), so each line is one "
                "Tj in visual order. Arabic is not shaped (isolated letter forms). DejaVu Sans "
                "subset embedded as a simple TrueType font with ToUnicode.",
          referee_notes="pdftotext 22.12 gives logical order (right); mutool 1.21 gives "
                        "content order, reversed (wrong)."
                        " The Hebrew line with the digit: pdftotext 22.12 prints \"בשעה 9בבוקר\" (with embedding controls round the 9, the space after the 9 moved before it), so text_contains holds the two Hebrew halves apart; the source reads \"בשעה 9 בבוקר\".",
          extra={"script": ["arabic", "hebrew", "latin"], "writing_order": "visual"}),
    Entry("rl-rtl-logical.pdf", "reportlab",
          "python3 sources/rl_documents.py rtl-logical OUT %s" % DEJAVU_SANS,
          python_script("rl_documents.py", "rtl-logical", DEJAVU_SANS), 1,
          ["Right-to-left lines drawn in logical order", "שלום לכולם",
           "המעבורת יוצאת בשעה", "בבוקר", "مرحبا بكم", "تغادر العبارة في الساعة 9"],
          ["Helvetica", "Helvetica-Bold", "DejaVuSans"], source="sources/rl_documents.py",
          notes="The same lines as rl-rtl-visual.pdf and the same look, but written in "
                "LOGICAL order: one string per character (per digit run), in reading order, "
                "each placed leftwards from the right margin. A reader ordering by position "
                "must give the same text for both files.",
          referee_notes="pdftotext 22.12 and mutool 1.21 both give logical order here "
                        "(mutool because it follows content order)."
                        " The Hebrew line with the digit: pdftotext 22.12 prints \"בשעה 9בבוקר\" (with embedding controls round the 9, the space after the 9 moved before it), so text_contains holds the two Hebrew halves apart; the source reads \"בשעה 9 בבוקר\".",
          extra={"script": ["arabic", "hebrew", "latin"], "writing_order": "logical"}),
    Entry("pike-ttf-symbolic.pdf", "pikepdf",
          "python3 sources/pike_documents.py no-tounicode OUT rl-rtl-visual.pdf",
          pike_variant("no-tounicode", "rl-rtl-visual.pdf"), 1,
          ["Right-to-left lines drawn in visual order"],
          ["Helvetica", "Helvetica-Bold", "DejaVuSans"], derived_from="rl-rtl-visual.pdf",
          source="sources/pike_documents.py",
          notes="rl-rtl-visual.pdf with /ToUnicode deleted: ReportLab's DejaVu Sans subset "
                "is a simple TrueType font, symbolic (/Flags 4), no /Encoding, codes 0-127 "
                "numbered by the subsetter, a (1,0) cmap only and a format 3 post table (no "
                "glyph names). Nothing maps its codes to Unicode: the Hebrew and Arabic "
                "lines are unmappable and must come out as U+FFFD, counted; the Helvetica "
                "heading reads normally.",
          referee_notes="pdftotext 22.12 prints the subset codes as characters (control "
                        "characters and the odd digit); mutool 1.21 prints U+FFFD: mutool "
                        "is right.",
          extra={"tounicode_removed": True,
                 "unmappable": [{"page": 1, "font": "DejaVuSans", "lines": 4}]}),
    Entry("rl-words.pdf", "reportlab",
          "python3 sources/rl_documents.py words OUT",
          python_script("rl_documents.py", "words"), 2,
          ["Harbour Master's Report",
           "Word spaces in this paragraph exist only as displacements between strings.",
           "Water is H2O and the area is 25 m2 at high tide.",
           "Catches by boat", "Boat", "Mackerel", "Herring", "Crab pots", "Morning Star",
           "Sea Swallow", "Little Wren"],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_documents.py",
          notes="Page 1: 'Harbour Master's Report' drawn twice, the second copy 0.2 pt to the "
                "right (fake bold: must come out once, merged and counted); 'TIDE TABLES' "
                "with Tc 6 (letter-spaced title, kept as drawn); a line of 11 words whose "
                "only separators are TJ displacements of -280 (3.36 pt at 12 pt; no space "
                "glyph); 'H2O' with a subscript 2 (Ts -3) and 'm2' with a superscript 2 "
                "(Ts 5), both joining their line. Page 2: a ruled table, 4 columns, header "
                "cells rotated 90 degrees (text reads bottom to top), 3 body rows upright.",
          referee_notes="pdftotext 22.12 merges the fake-bold copy (prints the heading "
                        "once); mutool 1.21 prints it twice. pdftotext is right. Both split "
                        "'TIDE TABLES' into single letters ('T I D E T A B L E S').",
          extra={"fake_bold": [{"page": 1, "text": "Harbour Master's Report", "offset": 0.2}],
                 "letter_spaced": [{"page": 1, "text": "TIDE TABLES", "char_space": 6}],
                 "tj_spaced": [{"page": 1, "words": 11}],
                 "rise": [{"page": 1, "text": "2", "rise": -3}, {"page": 1, "text": "2",
                                                                  "rise": 5}],
                 "rotated_text": [{"page": 2, "angle": 90, "texts": ["Boat", "Mackerel",
                                                                     "Herring", "Crab pots"]}],
                 "tables": [{"page": 2, "rows": 4, "columns": 4, "header_rows": 1,
                             "ruled": True}]}),

    # ---- images
    Entry("img2pdf-scan.pdf", "img2pdf",
          "python3 sources/make_images.py DIR; img2pdf --nodate --engine internal DIR/scan.jpg -o OUT",
          img2pdf("scan.jpg"), 1, [], [], source="sources/make_images.py",
          notes="A 'scanned page' with no text at all: one grey JPEG (160 x 220 px at 100 dpi, "
                "so the page is 115.2 x 158.4 pt) passed through unchanged as /DCTDecode. Page "
                "text kind: image-only; a reader must yield no text.",
          extra={"expected_no_text": True, "page_kinds": {"1": "image-only"},
                 "images": [{"page": 1, "width": 160, "height": 220, "encoding": "jpeg",
                             "colorspace": "gray", "bpc": 8}]}),
    Entry("img2pdf-mixed.pdf", "img2pdf",
          "python3 sources/make_images.py DIR; img2pdf --nodate --engine internal "
          "DIR/photo.jpg DIR/cmyk.jpg DIR/tide.jp2 -o OUT",
          img2pdf("photo.jpg", "cmyk.jpg", "tide.jp2"), 3, [], [],
          source="sources/make_images.py",
          notes="Three pages, one image each, no text: an RGB JPEG, a CMYK JPEG (Pillow writes "
                "an Adobe APP14 marker; img2pdf adds /Decode [1 0 1 0 1 0 1 0] for it) and a "
                "JPEG 2000 (JPX, RGB, no /ColorSpace in the PDF: it comes from the codestream). "
                "All passed through byte for byte.",
          extra={"expected_no_text": True,
                 "images": [{"page": 1, "width": 96, "height": 64, "encoding": "jpeg",
                             "colorspace": "rgb", "bpc": 8},
                            {"page": 2, "width": 96, "height": 64, "encoding": "jpeg",
                             "colorspace": "cmyk", "bpc": 8},
                            {"page": 3, "width": 96, "height": 64, "encoding": "jpx",
                             "colorspace": "rgb", "bpc": 8}]}),
    Entry("tiff2pdf-ccitt.pdf", "tiff2pdf",
          "python3 sources/make_images.py DIR; tiff2pdf -e 20231114221320 -o OUT DIR/fax.tif",
          tiff2pdf("fax.tif"), 1, [], [], source="sources/make_images.py",
          notes="A 1-bit 200 x 120 px Group 4 TIFF at 200 dpi, passed through as "
                "/CCITTFaxDecode (K -1). No text.",
          extra={"expected_no_text": True,
                 "images": [{"page": 1, "width": 200, "height": 120, "encoding": "ccitt",
                             "colorspace": "gray", "bpc": 1}]}),
    Entry("pike-images.pdf", "pikepdf",
          "python3 sources/pike_documents.py images OUT",
          python_script("pike_documents.py", "images"), 1,
          ["Image encodings, one placement each", "Masks: stencil, explicit /Mask, soft mask",
           "GrayFlate", "JBIG2", "Inline"],
          ["Helvetica"], source="sources/pike_documents.py",
          notes="Every image written object by object: Flate gray 8-bit, RGB, indexed 4-bit "
                "(16-colour RGB palette), 1-bit gray, gray 16-bit, CMYK, gray with /Decode "
                "[1 0]; a stencil /ImageMask painted blue; an RGB image with an explicit "
                "/Mask image; an RGB image with an /SMask; CCITT G4 (K -1, made by libtiff "
                "through Pillow); JBIG2 in PDF's embedded organisation (a page information "
                "segment and one immediate generic region coded with MMR, written by "
                "pike_documents.py from the same G4 bits, since Debian 12 has no JBIG2 "
                "encoder); RunLength; and an 8 x 8 inline image. Each is labelled by its "
                "XObject name under it.",
          extra={"images": [
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "gray", "bpc": 8},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "rgb", "bpc": 8},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "index", "bpc": 4},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "gray", "bpc": 1},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "gray", "bpc": 16},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "cmyk", "bpc": 8},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "gray", "bpc": 8, "decode": [1, 0]},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "type": "stencil", "bpc": 1},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "rgb", "bpc": 8},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "type": "mask", "bpc": 1},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "rgb", "bpc": 8},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "type": "smask", "colorspace": "gray", "bpc": 8},
              {"page": 1, "width": 64, "height": 48, "encoding": "ccitt", "colorspace": "gray", "bpc": 1},
              {"page": 1, "width": 64, "height": 48, "encoding": "jbig2", "colorspace": "gray", "bpc": 1},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "gray", "bpc": 8, "filter": "RunLengthDecode"},
              {"page": 1, "width": 8, "height": 8, "encoding": "image", "colorspace": "gray", "bpc": 8, "inline": True}]}),
    Entry("rl-images.pdf", "reportlab",
          "python3 sources/rl_documents.py images OUT",
          python_script("rl_documents.py", "images"), 1,
          ["Images: XObjects, masks, inline images, a form",
           "Seven placements, six distinct images."],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_documents.py",
          notes="ReportLab's own image output: RGB and gray image XObjects, an RGB image with "
                "a colour-key /Mask array [250 255 250 255 250 255], an RGBA picture whose "
                "alpha became an /SMask, two inline images (BI/ID/EI, RGB and gray), and an "
                "image inside the form XObject 'badge', placed twice (pdfimages lists it "
                "once per placement).",
          extra={"images": [
              {"page": 1, "width": 64, "height": 48, "encoding": "image", "colorspace": "rgb", "bpc": 8},
              {"page": 1, "width": 64, "height": 48, "encoding": "image", "colorspace": "gray", "bpc": 8},
              {"page": 1, "width": 64, "height": 48, "encoding": "image", "colorspace": "rgb", "bpc": 8, "color_key_mask": [250, 255, 250, 255, 250, 255]},
              {"page": 1, "width": 64, "height": 64, "encoding": "image", "colorspace": "rgb", "bpc": 8},
              {"page": 1, "width": 64, "height": 64, "encoding": "image", "type": "smask", "colorspace": "gray", "bpc": 8},
              {"page": 1, "width": 16, "height": 16, "encoding": "image", "colorspace": "rgb", "bpc": 8, "inline": True},
              {"page": 1, "width": 16, "height": 16, "encoding": "image", "colorspace": "gray", "bpc": 8, "inline": True},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "rgb", "bpc": 8, "in_form": "badge"},
              {"page": 1, "width": 32, "height": 32, "encoding": "image", "colorspace": "rgb", "bpc": 8, "in_form": "badge"}]}),

    # ---- inventory
    Entry("pike-attachments.pdf", "pikepdf",
          "python3 sources/pike_documents.py attachments OUT rl-invoice.pdf",
          pike_variant("attachments", "rl-invoice.pdf"), 1, INVOICE_TEXT,
          ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique"],
          derived_from="rl-invoice.pdf", source="sources/pike_documents.py",
          notes="rl-invoice.pdf with two embedded files in the /EmbeddedFiles name tree "
                "(catches.csv /AFRelationship /Data, readme.txt /Supplement; both in the "
                "catalog's /AF) and a /FileAttachment annotation on page 1 carrying "
                "delivery-note.txt (/Unspecified). pdfdetach lists all three.",
          extra={"attachments": ["catches.csv", "readme.txt", "delivery-note.txt"],
                 "attachment_relationships": {"catches.csv": "Data",
                                              "readme.txt": "Supplement",
                                              "delivery-note.txt": "Unspecified"}}),
    Entry("rl-form.pdf", "reportlab",
          "python3 sources/rl_documents.py form OUT",
          python_script("rl_documents.py", "form"), 1,
          ["Ferry booking form", "Passenger name:", "Bicycle:", "Crossing:", "Cabin:", "Meals:",
           "Ada Quayle"],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_documents.py",
          notes="An AcroForm with a text field 'passenger' (value 'Ada Quayle'), a checkbox "
                "'bicycle' (on), a radio group 'crossing' (morning, evening; morning on), a "
                "combo box 'cabin' (deck) and a list box 'meals' (none). Field values are "
                "drawn by their widgets' appearance streams (Helvetica under a custom "
                "encoding, which pdffonts lists three more times as 'Helvetica').",
          extra={"form_fields": {"passenger": "text", "bicycle": "checkbox",
                                 "crossing": "radio", "cabin": "combo", "meals": "list"}}),
    Entry("pike-signature-field.pdf", "pikepdf",
          "python3 sources/pike_documents.py signature OUT rl-form.pdf",
          pike_variant("signature", "rl-form.pdf"), 1,
          ["Ferry booking form", "Passenger name:"],
          ["Helvetica", "Helvetica-Bold"], derived_from="rl-form.pdf",
          source="sources/pike_documents.py",
          notes="rl-form.pdf plus an unsigned signature field 'harbour_master' (/FT /Sig, no "
                "/V) with a visible widget, and /SigFlags 1. No signature value: the "
                "inventory must list one signature field, unsigned.",
          extra={"form_fields": {"passenger": "text", "bicycle": "checkbox",
                                 "crossing": "radio", "cabin": "combo", "meals": "list",
                                 "harbour_master": "signature"},
                 "signatures": {"fields": 1, "signed": 0}}),
    # ---- signed (sources/signed_documents.py, pyHanko)
    Entry("hanko-signed.pdf", "pyhanko",
          "python3 sources/signed_documents.py signed OUT pike-signature-field.pdf",
          signed_variant("signed", "pike-signature-field.pdf"), 1,
          ["Ferry booking form", "Passenger name:"],
          ["Helvetica", "Helvetica-Bold", "Courier"], derived_from="pike-signature-field.pdf",
          source="sources/signed_documents.py", random_bytes=True,
          notes="pike-signature-field.pdf with its field 'harbour_master' signed by pyHanko "
                "(adbe.pkcs7.detached, a self-signed certificate made by the recipe) in an "
                "incremental update: the signature's /ByteRange covers the whole file but "
                "its own /Contents. Keys and signing time are new on every build (kept while "
                "the base is unchanged).",
          extra={"signatures": {"fields": 1, "signed": 1, "covers_to_end": [True]}}),
    Entry("hanko-signed-edited.pdf", "pyhanko",
          "python3 sources/signed_documents.py signed-then-edited OUT hanko-signed.pdf",
          signed_variant("signed-then-edited", "hanko-signed.pdf"), 1,
          ["Ferry booking form", "Passenger name:"],
          ["Helvetica", "Helvetica-Bold", "Courier"], derived_from="hanko-signed.pdf",
          source="sources/signed_documents.py", random_bytes=True,
          notes="hanko-signed.pdf with one more incremental update after the signature (a "
                "new /Info /Title): the signature stays valid for the bytes it covers, but "
                "its /ByteRange ends before the file does.",
          extra={"signatures": {"fields": 1, "signed": 1, "covers_to_end": [False]}}),
    # ---- annotations and hybrids (sources/annotated_documents.py)
    Entry("rl-annotated.pdf", "reportlab+pymupdf",
          "python3 sources/annotated_documents.py annotated OUT",
          python_script("annotated_documents.py", "annotated"), 1,
          ["Harbour notes", "the north breakwater was rebuilt in granite", "twelve mooring rings",
           "closed every Sunday", "Portwel"],
          ["Helvetica", "Helvetica-Bold"], source="sources/annotated_documents.py",
          notes="A ReportLab page annotated with PyMuPDF: a Highlight, an Underline, a StrikeOut "
                "and a Squiggly annotation, each over one phrase (found with Page.search_for, "
                "quads as a viewer makes them), each with an author (/T), /Contents and dates; "
                "a Text annotation replies to the highlight (/IRT, /RT /R).",
          extra={"markups": [{"subtype": "Highlight", "text": "the north breakwater was rebuilt in granite",
                              "author": "Harbour master", "replies": 1},
                             {"subtype": "Underline", "text": "twelve mooring rings", "author": "Ada Quayle",
                              "replies": 0},
                             {"subtype": "StrikeOut", "text": "closed every Sunday",
                              "author": "Harbour master", "replies": 0},
                             {"subtype": "Squiggly", "text": "Portwel", "author": "Ada Quayle",
                              "replies": 0}]}),
    Entry("fx-invoice.pdf", "reportlab+factur-x",
          "python3 sources/annotated_documents.py facturx OUT",
          python_script("annotated_documents.py", "facturx"), 1,
          ["FX-2026-0042", "29 novembre 2026", "1 234,56 €", "1 034,56 €"],
          ["Helvetica", "Helvetica-Bold"], source="sources/annotated_documents.py",
          notes="A French invoice page (ReportLab) made Factur-X MINIMUM by the factur-x package: "
                "factur-x.xml attached (/AF, /AFRelationship /Data), XMP extension schema, /Lang "
                "fr-FR. The page shows BT-1 FX-2026-0042, BT-2 as '29 novembre 2026', BT-112 "
                "1 234,56 and BT-115 1 034,56 (an advance of 200,00 paid), as the XML says.",
          extra={"facturx": {"BT-1": "FX-2026-0042", "BT-2": "20261129", "BT-112": "1234.56",
                             "BT-115": "1034.56", "not_found": []}}),
    Entry("fx-invoice-twin.pdf", "reportlab+factur-x",
          "python3 sources/annotated_documents.py facturx-twin OUT",
          python_script("annotated_documents.py", "facturx-twin"), 1,
          ["FX-2026-0042", "29 novembre 2026", "1 234,57 €", "1 034,56 €"],
          ["Helvetica", "Helvetica-Bold"], source="sources/annotated_documents.py",
          notes="fx-invoice.pdf's twin: the same XML (BT-112 1234.56) but the page shows a total "
                "with VAT of 1 234,57, a cent more.",
          extra={"facturx": {"BT-1": "FX-2026-0042", "BT-2": "20261129", "BT-112": "1234.56",
                             "BT-115": "1034.56", "not_found": ["BT-112"]}}),
    Entry("rl-links.pdf", "reportlab",
          "python3 sources/rl_documents.py links OUT",
          python_script("rl_documents.py", "links"), 2,
          ["Where to find the timetables", "Timetables: https://www.example.org/ferry/timetable",
           "Tide tables: https://tides.example.com/portwell",
           "Second page: the notices board."],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_documents.py",
          notes="Three URI link annotations on page 1 to two hosts.",
          extra={"uris": {"www.example.org": 2, "tides.example.com": 1}}),
    Entry("pike-active.pdf", "pikepdf",
          "python3 sources/pike_documents.py active OUT rl-links.pdf",
          pike_variant("active", "rl-links.pdf"), 2,
          ["Where to find the timetables", "Second page: the notices board."],
          ["Helvetica", "Helvetica-Bold"], derived_from="rl-links.pdf",
          source="sources/pike_documents.py",
          notes="rl-links.pdf plus active content: document JavaScript 'Welcome' in the "
                "/JavaScript name tree, an /OpenAction running JavaScript, a Link annotation "
                "whose action is /Launch (tide-clock.exe), and a page-open action (/AA /O, "
                "JavaScript) on page 2; the three URI links remain. pdfinfo -js prints the "
                "scripts (javascript_contains).",
          referee_notes="pdfinfo -js (poppler 22.12) prints the document JavaScript and "
                        "the page-open script but not the /OpenAction's script "
                        "('this.pageNum = 0;'), so javascript_contains leaves it out; the "
                        "inventory must still report the OpenAction.",
          extra={"javascript_contains": ["app.alert('Welcome to the harbour guide');",
                                         "console.println('page two opened');"],
                 "active_content": {"document_javascript": ["Welcome"],
                                    "open_action": "JavaScript", "launch": ["tide-clock.exe"],
                                    "page_additional_actions": {"2": ["O"]}},
                 "uris": {"www.example.org": 2, "tides.example.com": 1}}),
    Entry("pike-layers.pdf", "pikepdf",
          "python3 sources/pike_documents.py layers OUT",
          python_script("pike_documents.py", "layers"), 1, LAYERS_TEXT,
          ["Helvetica", "Helvetica-Bold"], source="sources/pike_documents.py",
          notes="Two optional content groups: 'Night lights' ON and 'Day marks' OFF in the "
                "default configuration. Each wraps a line of text and a square in /OC marked "
                "content. The Day marks line (hidden_text) is hidden by default: a reader "
                "flags it hidden by optional content and leaves it out of visible text.",
          referee_notes="pdftotext 22.12 and mutool 1.21 both leave out the OFF layer's line.",
          extra={"layers": [{"name": "Night lights", "default": "ON"},
                            {"name": "Day marks", "default": "OFF"}],
                 "hidden_text": [LAYER_HIDDEN],
                 "visible_lines": {"1": LAYERS_TEXT},
                 "hidden_lines": {"1": [{"text": LAYER_HIDDEN, "reasons": ["hidden-by-oc"]}]}}),
    Entry("lo-pdfa.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-landscape.fodt;"
          " dates (Info and XMP) and /ID pinned by make_corpus.py" % LO_PDFA,
          libreoffice_as("lo-landscape.fodt", LO_PDFA), 2,
          ["Island ferry, winter season", "Crossings take forty minutes in calm weather.",
           "Timetable", "Departure", "Wednesday"],
          ["LiberationSans-Bold", "LiberationSerif", "LiberationSans"], tagged=True,
          source="sources/lo-landscape.fodt",
          notes="lo-landscape.fodt exported as PDF/A-2b (XMP pdfaid:part 2, conformance B; "
                "an sRGB /OutputIntents; PDF 1.6; PDF/A makes LibreOffice tag the file). "
                "A conformance claim only: not validated here.",
          extra={"conformance": {"pdfa_part": 2, "pdfa_conformance": "B"},
                 "output_intent": "GTS_PDFA1"}),
    Entry("pike-page-labels.pdf", "pikepdf",
          "python3 sources/pike_documents.py labels OUT rl-multipage.pdf",
          pike_variant("labels", "rl-multipage.pdf"), 5, MULTIPAGE_TEXT,
          ["Helvetica", "Helvetica-Bold"], derived_from="rl-multipage.pdf",
          source="sources/pike_documents.py",
          notes="rl-multipage.pdf with /PageLabels: i, ii, A-1, A-2, A-3.",
          extra={"page_labels": ["i", "ii", "A-1", "A-2", "A-3"]}),
    Entry("qpdf-bates.pdf", "reportlab+qpdf",
          "python3 sources/bates_documents.py stamp STAMP pike-page-labels.pdf ACME 101; "
          "qpdf --deterministic-id pike-page-labels.pdf --overlay STAMP -- OUT",
          bates_stamp("pike-page-labels.pdf", "ACME", 101), 5,
          MULTIPAGE_TEXT + ["ACME-000101", "ACME-000105"],
          ["Helvetica", "Helvetica-Bold"], derived_from="pike-page-labels.pdf",
          source="sources/bates_documents.py",
          notes="pike-page-labels.pdf (labels i, ii, A-1, A-2, A-3) Bates-stamped as a production "
                "set: each page carries ACME-000101 ... ACME-000105 in Helvetica 9, right-aligned "
                "36 pt from the right edge on a baseline 18 pt above the bottom (below the "
                "running footer), inside an /Artifact marked section with /Type /Pagination "
                "/Subtype /Bates. qpdf --overlay makes each stamp page a form XObject drawn "
                "after the page's own content.",
          extra={"page_labels": ["i", "ii", "A-1", "A-2", "A-3"],
                 "bates": ["ACME-000101", "ACME-000102", "ACME-000103", "ACME-000104",
                           "ACME-000105"]}),
    Entry("incremental-update.pdf", "make_corpus",
          "rl-standard14.pdf with one incremental update appended by make_corpus.py: a new "
          "content stream, the page object rewritten, a new Info; xref section with /Prev",
          incremental_update("rl-standard14.pdf"), 1, STANDARD14_TEXT + [INCREMENTAL_TEXT],
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          derived_from="rl-standard14.pdf",
          notes="Two revisions: the original rl-standard14.pdf bytes, then an update with "
                "objects for a new content stream (one more line, 'Amended: ...'), the page "
                "(Contents now an array of the old and the new stream) and a new Info "
                "(Title 'Night train, amended'), an xref section and a trailer with /Prev. "
                "The first revision ends at revisions[0] bytes.",
          extra={"revisions": 2}),
    # ==== Added for issue 5 (reading order) and issue 9 (tables)
    # ---- reading order: columns, gutters, running furniture, page kinds
    Entry("lo-columns-untagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-columns.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-columns.fodt", LO_UNTAGGED), 1, COLUMNS_TEXT, COLUMNS_FONTS,
          source="sources/lo-columns.fodt", referee_notes=COLUMNS_REFEREE_NOTES,
          notes="Untagged. " + COLUMNS_NOTES,
          extra={"reading_order": COLUMNS_ORDER, "furniture": [], "page_kinds": {"1": "text"}}),
    Entry("lo-columns-tagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-columns.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_TAGGED,
          libreoffice("lo-columns.fodt", LO_TAGGED), 1, COLUMNS_TEXT, COLUMNS_FONTS,
          tagged=True, source="sources/lo-columns.fodt", referee_notes=COLUMNS_REFEREE_NOTES,
          notes="Tagged (Document > P, H1, Sect > P ...; each section a Sect). " + COLUMNS_NOTES,
          extra={"reading_order": COLUMNS_ORDER, "furniture": [], "page_kinds": {"1": "text"},
                 "struct_text_order": "pdfinfo -struct-text lists the paragraphs in "
                                      "reading_order (checked by make_corpus.py --check)"}),
    Entry("rl-transcript.pdf", "reportlab",
          "python3 sources/rl_layout.py transcript OUT",
          python_script("rl_layout.py", "transcript"), 2, TRANSCRIPT_TEXT,
          ["Helvetica", "Helvetica-Bold", "Courier"], source="sources/rl_layout.py",
          notes="A hearing transcript, US Letter, two pages of 25 Courier lines 24 pt apart. "
                "Down the left margin a line-number gutter: 1 to 25 right-aligned at x 60, one "
                "number per line, on both pages. Page 2 also has a timestamp gutter "
                "(10:04:12, 10:04:29, ... every 17 s; Courier 9 at x 72) between the numbers "
                "and the text. Each page has a title line naming its page and a centred "
                "page number '- N -'. The numbers, timestamps, title lines and page numbers "
                "are furniture; reading_order is the text lines in source order.",
          extra={"reading_order": TRANSCRIPT_ORDER,
                 "furniture": ([str(n) for n in range(1, 26)] + TRANSCRIPT_TIMES
                               + ["Harbour inquiry, day two, page 1",
                                  "Harbour inquiry, day two, page 2", "- 1 -", "- 2 -"]),
                 "gutters": [{"page": 1, "kind": "line-numbers", "values": "1-25"},
                             {"page": 2, "kind": "line-numbers", "values": "1-25"},
                             {"page": 2, "kind": "timestamps", "values": TRANSCRIPT_TIMES}],
                 "page_kinds": {"1": "text", "2": "text"}}),
    Entry("rl-running.pdf", "reportlab",
          "python3 sources/rl_layout.py running OUT",
          python_script("rl_layout.py", "running"), 6, RUNNING_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman"], source="sources/rl_layout.py",
          notes="Six US Letter pages, one Part of the byelaws each (heading and three numbered "
                "rules, one line each). Each page has a running header, 'Portwell Harbour "
                "Byelaws 2024' at the left and 'Part N' at the right over a thin rule, and a "
                "running footer 'Page N of 6'. Header and footer are drawn after the body, so "
                "in content order they come last on each page.",
          extra={"reading_order": RUNNING_ORDER,
                 "furniture": (["Portwell Harbour Byelaws 2024"]
                               + ["Part %d" % n for n in range(1, 7)]
                               + ["Page %d of 6" % n for n in range(1, 7)]),
                 "page_kinds": {str(n): "text" for n in range(1, 7)}}),
    Entry("rl-blank-page.pdf", "reportlab",
          "python3 sources/rl_layout.py blank OUT",
          python_script("rl_layout.py", "blank"), 3,
          ["The page after this one is intentionally blank.",
           "The page before this one was intentionally blank."],
          ["Helvetica"], source="sources/rl_layout.py",
          notes="Three pages; page 2 draws nothing (an empty content stream): it must yield "
                "no text, not even white space, and be classified blank.",
          extra={"page_kinds": {"1": "text", "2": "blank", "3": "text"},
                 "reading_order": ["The page after this one is intentionally blank.",
                                   "The page before this one was intentionally blank."]}),
    Entry("tess-ocr.pdf", "tesseract",
          "python3 sources/rl_layout.py ocr-source PAGE.pdf; pdftoppm -r %d -gray -png "
          "-singlefile PAGE.pdf page; tesseract page.png page -l eng pdf; dates pinned by "
          "make_corpus.py" % OCR_DPI,
          tesseract_ocr("ocr-source"), 1, OCR_LINES, ["GlyphLessFont"],
          source="sources/rl_layout.py",
          notes="An OCR-layer page: tesseract's PDF renderer places the page image (the A5 "
                "notice rendered at %d dpi, 875 x 1241 px, stored as a Flate RGB image over "
                "the whole page) and writes what it read as invisible text (render mode 3) in "
                "GlyphLessFont (Type 0, Identity-H, ToUnicode) over it. text_contains is the "
                "source's lines (rl_layout.py OCR_LINES), which tesseract 5.3 read back "
                "exactly; a reader returns the text and classifies the page ocr-layer."
                % OCR_DPI,
          extra={"page_kinds": {"1": "ocr-layer"}, "reading_order": OCR_LINES,
                 "invisible_text": OCR_LINES, "visible_lines": {"1": OCR_LINES},
                 "hidden_lines": {},
                 "images": [{"page": 1, "width": 875, "height": 1241, "encoding": "image",
                             "colorspace": "rgb", "bpc": 8}]}),
    Entry("gs-outlines.pdf", "ghostscript",
          "python3 sources/rl_layout.py outline-source in.pdf; gs -dNOPAUSE -dBATCH -dSAFER "
          "-sDEVICE=pdfwrite -dNoOutputFonts -o OUT in.pdf (SOURCE_DATE_EPOCH=%d)"
          % SOURCE_DATE_EPOCH,
          gs_outlines("outline-source"), 1, [], [], source="sources/rl_layout.py",
          notes="A vector-outline page: the three lines of rl_layout.py OUTLINE_LINES "
                "('Outlined lettering', ...) drawn by ReportLab, then rewritten by Ghostscript "
                "with -dNoOutputFonts, so every glyph is a filled path (no font, no text "
                "object, no image). A reader must yield no text and classify the page "
                "vector-only; the words the paths spell are in outline_text, for OCR only.",
          extra={"expected_no_text": True, "page_kinds": {"1": "vector-only"},
                 "outline_text": OUTLINE_LINES}),

    # ---- tables
    Entry("lo-invoice-untagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-invoice.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-invoice.fodt", LO_UNTAGGED), 1, LO_INVOICE_TEXT,
          ["LiberationSans", "LiberationSans-Bold"], source="sources/lo-invoice.fodt",
          notes="Untagged. " + LO_INVOICE_NOTES,
          referee_notes=LO_INVOICE_PLUMBER,
          extra={"tables": LO_INVOICE_TABLES, "not_tables": LO_INVOICE_NOT_TABLES,
                 "page_kinds": {"1": "text"}}),
    Entry("lo-invoice-tagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-invoice.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_TAGGED,
          libreoffice("lo-invoice.fodt", LO_TAGGED), 1, LO_INVOICE_TEXT,
          ["LiberationSans", "LiberationSans-Bold"], tagged=True,
          source="sources/lo-invoice.fodt",
          notes="Tagged: Table > TR > TH (/Scope /Column) / TD; the header row is the "
                "table's repeated heading. " + LO_INVOICE_NOTES,
          referee_notes=LO_INVOICE_PLUMBER,
          extra={"tables": LO_INVOICE_TABLES, "not_tables": LO_INVOICE_NOT_TABLES,
                 "page_kinds": {"1": "text"}}),
    Entry("lo-tables.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-tables.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_UNTAGGED,
          libreoffice("lo-tables.fodt", LO_UNTAGGED), 3, LO_TABLES_TEXT,
          ["LiberationSans", "LiberationSans-Bold"], source="sources/lo-tables.fodt",
          notes="Untagged, A4. Page 1: a ruled timetable with merged cells (2 header rows; "
                "'Route' spans both header rows, 'Weekdays' and 'Weekends' span two columns "
                "each, the body cell 'Summer only' spans two columns). Pages 2-3: a ruled tide "
                "log, 1 header row and 31 rows of exactly 1 cm; the header row is "
                "LibreOffice's repeated heading, so page 3 starts with it again. The table "
                "starts a new page (break-before) and a 25.7 cm page body holds 25 rows: "
                "header + 1-24 May on page 2, header + 25-31 May on page 3. In 'cells', "
                "null marks a position covered by a spanning cell; 'spans' are 0-based "
                "(row, column) anchors with their row and column counts.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) agrees with the "
                         "source cell for cell on all three parts; it writes covered positions "
                         "as None, as 'cells' does, and knows nothing of the repeated header "
                         "(two separate tables on pages 2 and 3)." % PDFPLUMBER_VERSION),
          extra={"tables": LO_TABLES_TABLES, "page_kinds": {"1": "text", "2": "text", "3": "text"},
                 # Each table read row by row, as the source writes it.
                 "reading_order": (["Island ferry timetable"] + row_by_row(TIMETABLE_CELLS)
                                   + ["The tide log for May starts on the next page."]
                                   + row_by_row(LO_TABLES_TABLES[1]["cells"])
                                   + row_by_row(LO_TABLES_TABLES[2]["cells"])),
                 # No header, footer or page number in the source: the repeated heading row
                 # and the first rows of each page ('1 May', '25 May') are the table's.
                 "furniture": []}),
    Entry("rl-aligned-table.pdf", "reportlab",
          "python3 sources/rl_layout.py aligned OUT",
          python_script("rl_layout.py", "aligned"), 1,
          ["Landings this week", "Landings at the fish market, Monday to Saturday.",
           "Morning Star", "Catch (kg)", "Value (GBP)", "5,987.00",
           "Weights are landed weights; values are at the first sale."],
          ["Helvetica", "Helvetica-Bold", "Times-Roman"], source="sources/rl_layout.py",
          notes="An unruled table: no line, rule or fill on the page. Header row in "
                "Helvetica-Bold, six rows in Helvetica 10, 16 pt apart; Boat and Port "
                "left-aligned at x 72 and 190, Crew, Catch and Value right-aligned at x 310, "
                "400 and 500. Only aligned-text detection can find it.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) finds no table, as "
                         "expected of a ruling-based strategy; the table is aligned text only."
                         % PDFPLUMBER_VERSION),
          extra={"reading_order": ["Landings this week"] + row_by_row(ALIGNED_CELLS),
                 "tables": [{"page": 1, "rows": 7, "columns": 5, "header_rows": 1,
                             "ruled": False, "cells": ALIGNED_CELLS, "spans": [],
                             "continues_from": None,
                             "alignment": ["left", "left", "right", "right", "right"]}],
                 "page_kinds": {"1": "text"}}),
    Entry("rl-form-boxes.pdf", "reportlab",
          "python3 sources/rl_layout.py form-boxes OUT",
          python_script("rl_layout.py", "form-boxes"), 1,
          ["Berth application form", "Surname", "Given names", "Vessel name",
           "Port of registry", "Registration number", "Date of arrival", "Berth requested",
           "Signature"],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_layout.py",
          notes="A paper form, all boxes empty: four labelled single-line boxes, a comb of 8 "
                "character boxes (registration number), combs of 2, 2 and 4 boxes (date), a "
                "4 x 6 grid of 20 pt tick boxes 6 pt apart with row letters A-D and column "
                "numbers 1-6, a signature line. Boxes, not a table.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) reports 4 tables, "
                         "all of empty cells: the 8-box comb (1 x 8) and the three date combs "
                         "(1 x 2, 1 x 2, 1 x 4), whose touching boxes share edges; it skips the "
                         "tick-box grid (its boxes do not touch) and the single boxes. By the "
                         "source these are form boxes, not tables: pdfplumber is wrong here."
                         % PDFPLUMBER_VERSION),
          extra={"tables": [],
                 "not_tables": [{"page": 1, "what": "form boxes: 4 single-line boxes, comb "
                                 "fields of 8, 2, 2 and 4 boxes, a 4 x 6 tick-box grid",
                                 "pdfplumber_tables": 4}],
                 "page_kinds": {"1": "text"}}),
    Entry("rl-letterhead.pdf", "reportlab",
          "python3 sources/rl_layout.py letterhead OUT",
          python_script("rl_layout.py", "letterhead"), 1,
          ["Tregear Lighthouse Engineering", "The Old Forge, Mill Lane, Portwell PW2 4CD",
           "Dear Harbour Master,",
           "The replacement lamp has been ordered and should arrive next week.",
           "J. Tregear, Lighthouse Engineer", "Telephone 01234 567890",
           "lamps@tregear.example", "Registered in Portwell No. 4471"],
          ["Helvetica", "Helvetica-Bold", "Times-Roman"], source="sources/rl_layout.py",
          notes="A4 letter on ruled letterhead: a 3 pt rule and a 0.5 pt rule under the "
                "company name and address, a vertical rule in the left margin beside the "
                "body, a thin rule above the footer and two short vertical rules splitting "
                "the footer's contact details in three. Lines, no table.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) finds no table: it "
                         "agrees with the source." % PDFPLUMBER_VERSION),
          extra={"tables": [],
                 "not_tables": [{"page": 1, "what": "letterhead rules, a margin rule and a "
                                 "footer split by vertical rules", "pdfplumber_tables": 0}],
                 "page_kinds": {"1": "text"}}),
    Entry("rl-addresses.pdf", "reportlab",
          "python3 sources/rl_layout.py addresses OUT",
          python_script("rl_layout.py", "addresses"), 1,
          ["Distribution list", "Harbour Master", "Lifeboat Station", "Fish Market",
           "Portwell PW1 9ZZ", "Portwell PW1 3EF", "Portwell PW1 5GH",
           "Each copy is signed by the clerk to the harbour board."],
          ["Helvetica", "Helvetica-Bold", "Times-Roman"], source="sources/rl_layout.py",
          notes="Three four-line postal addresses side by side, left-aligned at x 72, 240 and "
                "408, 14 pt apart: text aligned in columns and rows, but three addresses, not "
                "a table. Read in order, each address comes whole before the next "
                "(reading_order).",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) finds no table: it "
                         "agrees with the source. pdftotext 22.12 (raw) puts the closing "
                         "sentence ('Each copy is signed ...') between the second and the third "
                         "address; mutool 1.21 reads in source order (right)."
                         % PDFPLUMBER_VERSION),
          extra={"tables": [],
                 "not_tables": [{"page": 1, "what": "three addresses in aligned columns",
                                 "pdfplumber_tables": 0}],
                 "reading_order": ["Distribution list", "Harbour Master", "The Lighthouse",
                                   "Quay Road", "Portwell PW1 9ZZ", "Lifeboat Station",
                                   "Boathouse Slip", "East Mole", "Portwell PW1 3EF",
                                   "Fish Market", "Auction Hall", "South Pier",
                                   "Portwell PW1 5GH",
                                   "Each copy is signed by the clerk to the harbour board."],
                 "page_kinds": {"1": "text"}}),
    Entry("lo-tables-tagged.pdf", "libreoffice",
          "soffice --headless --convert-to 'pdf:writer_pdf_Export:%s' sources/lo-tables.fodt;"
          " dates and /ID pinned by make_corpus.py" % LO_TAGGED,
          libreoffice("lo-tables.fodt", LO_TAGGED), 3, LO_TABLES_TEXT,
          ["LiberationSans", "LiberationSans-Bold"], tagged=True,
          source="sources/lo-tables.fodt",
          notes="Tagged twin of lo-tables.pdf: Table > TR > TH (/Scope /Column) / TD with "
                "/RowSpan and /ColSpan attributes (the timetable's two header rows: 'Route' "
                "RowSpan 2, 'Weekdays' and 'Weekends' ColSpan 2; the body cell 'Summer only' "
                "ColSpan 2). The tide log is one Table element over pages 2 and 3; the heading "
                "LibreOffice repeats at the top of page 3 is drawn as an artifact, outside the "
                "structure. LibreOffice 7.4 writes no /Headers and no /ID on cells.",
          referee_notes=("pdfinfo -struct-text (poppler 22.12) lists the tide log's heading "
                         "once, in the one Table element."),
          extra={"tables": LO_TABLES_TAGGED_TABLES,
                 "page_kinds": {"1": "text", "2": "text", "3": "text"}}),
    Entry("rl-grouped-header.pdf", "reportlab",
          "python3 sources/rl_tables.py grouped OUT",
          python_script("rl_tables.py", "grouped"), 1,
          ["Landings by port", "Mackerel and herring landed in the first week of March.",
           "Landings (kg)", "Value (GBP)", "Isle Quay", "5,568.00",
           "Values are at the first sale on the quay."],
          ["Helvetica", "Helvetica-Bold"], source="sources/rl_tables.py",
          notes="A fully ruled table (GRID) with a two-row header, bold on grey: 'Port' spans "
                "both header rows, 'Landings (kg)' and 'Value (GBP)' each span the two columns "
                "of the second header row (Mackerel, Herring); four body rows, numbers "
                "right-aligned. Grouped column titles, as ReportLab's SPAN draws them.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) agrees with the "
                         "source cell for cell, covered positions as None." % PDFPLUMBER_VERSION),
          extra={"tables": [{"page": 1, "rows": 6, "columns": 5, "header_rows": 2,
                             "ruled": True, "cells": GROUPED_CELLS,
                             "spans": [{"row": 0, "column": 0, "rows": 2, "columns": 1},
                                       {"row": 0, "column": 1, "rows": 1, "columns": 2},
                                       {"row": 0, "column": 3, "rows": 1, "columns": 2}],
                             "continues_from": None,
                             "markdown_header": ["Port", "Landings (kg) / Mackerel",
                                                 "Landings (kg) / Herring",
                                                 "Value (GBP) / Mackerel",
                                                 "Value (GBP) / Herring"]}],
                 "page_kinds": {"1": "text"}}),
    Entry("rl-wrapped-cells.pdf", "reportlab",
          "python3 sources/rl_tables.py wrapped OUT",
          python_script("rl_tables.py", "wrapped"), 1,
          ["Repairs to the harbour fleet", "Work done in the boatyard during February.",
           "Replaced the port navigation lamp", "and its wiring", "Little Wren", "530.50",
           "Hours are the yard's hours; parts are charged separately."],
          ["Helvetica", "Helvetica-Bold", "Times-Roman"], source="sources/rl_tables.py",
          notes="An unruled table (no line, rule or fill): header row in Helvetica-Bold whose "
                "'Cost' title wraps over '(GBP)', five rows in Helvetica 10. Three 'Work done' "
                "cells wrap onto a second line 12 pt below the first; rows are 16 pt apart. "
                "No. (right-aligned at x 90), Work done (left at 110), Boat (left at 330), "
                "Hours and Cost (right-aligned at 440 and 530). A wrapped line has an empty "
                "first column and no number: it belongs to the row above.",
          referee_notes=("pdfplumber %s extract_tables() (lines strategy) finds no table, as "
                         "expected of a ruling-based strategy." % PDFPLUMBER_VERSION),
          extra={"reading_order": ["Repairs to the harbour fleet"] + row_by_row(WRAPPED_CELLS),
                 "tables": [{"page": 1, "rows": 6, "columns": 5, "header_rows": 1,
                             "ruled": False, "cells": WRAPPED_CELLS, "spans": [],
                             "continues_from": None,
                             "alignment": ["right", "left", "left", "right", "right"]}],
                 "page_kinds": {"1": "text"}}),
    # ==== Added for issue 27 (text a reader cannot see)
    Entry("hidden-ways.pdf", "reportlab+pikepdf",
          "python3 sources/hidden_documents.py ways OUT (ReportLab, then pikepdf marks page 3's "
          "hidden line as optional content and sets page 4's crop box)",
          python_script("hidden_documents.py", "ways"), len(HIDDEN_WAYS), HIDDEN_WAYS_TEXT,
          ["Helvetica"], source="sources/hidden_documents.py",
          notes="One 420 x 300 pt page per way of hiding a line; each has a plain visible line "
                "(black 11 pt Helvetica) and a hidden line naming the way: render mode 3; "
                "render mode 7 with nothing painted in the clip; an optional content group "
                "off in /OCProperties /D; below page 4's /CropBox [0 100 420 300] (pdftoppm "
                "renders the media box unless given -cropbox); outside a clip rectangle; "
                "under an opaque RGB image drawn later; white on the white page; in the "
                "colour (0.2 0.4 0.6 rg) of a rectangle filled beneath it; 0.4 pt type; under "
                "a white rectangle filled later; Tz 1; a text matrix [0.01 0 0 12] over a 1 pt "
                "font. Visible controls that must not be flagged: 0.6 gray text on white, "
                "white text on a dark rectangle, 6 pt type, text under a fill of /ca 0.3 and "
                "under a yellow /BM /Multiply highlight, Tz 70. Rendered by pdftoppm -r 100 "
                "-cropbox, every hidden line leaves the page as it is but for marks no one "
                "can read: a pale dash 7 px long for the 0.4 pt line, a grey tick 3 x 14 px "
                "for the Tz 1 line, a 1 px line barely off white for the text matrix one. "
                "visible_lines and hidden_lines are the source's lines per page.",
          referee_notes="pdftotext 22.12 leaves out page 3's line (optional content off) and "
                        "keeps only a few letters of the two squeezed lines (it drops "
                        "overlapping glyphs as duplicates); mutool 1.21 prints the squeezed "
                        "lines whole and leaves out the optional content, render mode 7, crop "
                        "box and clipped lines.",
          extra={"page_kinds": {str(n): "text" for n in range(1, len(HIDDEN_WAYS) + 1)},
                 "visible_lines": HIDDEN_WAYS_VISIBLE, "hidden_lines": HIDDEN_WAYS_HIDDEN,
                 "images": [{"page": 6, "width": 4, "height": 2, "encoding": "image",
                             "colorspace": "rgb", "bpc": 8}]}),
    Entry("hidden-finereader-style.pdf", "reportlab+pdftoppm+pikepdf",
          "python3 sources/hidden_documents.py finereader-source PAGE.pdf; pdftoppm -r %d "
          "-mono -png -singlefile PAGE.pdf page; python3 sources/hidden_documents.py "
          "finereader OUT page.png" % FINEREADER_DPI,
          finereader_style(), 1, FINEREADER_LINES, ["Helvetica"],
          source="sources/hidden_documents.py",
          notes="An OCR layer as ABBYY FineReader writes 'text under the page image': the "
                "page's lines in plain Helvetica (render mode 0), then the page image (the "
                "source page rendered at %d dpi, 1-bit Flate, over the whole page) drawn on "
                "top. The text lies under the image's own pictures of it; a reader flags it "
                "covered by the image, classifies the page ocr-layer and must not report it "
                "hidden." % FINEREADER_DPI,
          extra={"page_kinds": {"1": "ocr-layer"}, "reading_order": FINEREADER_LINES,
                 "visible_lines": {"1": FINEREADER_LINES}, "hidden_lines": {},
                 "images": [{"page": 1, "width": 584, "height": 417, "encoding": "image",
                             "colorspace": "gray", "bpc": 1}]}),
    # ---- damaged and bad input
    Entry("truncated-multipage.pdf", "make_corpus",
          "first %d%% of the bytes of rl-multipage.pdf" % int(TRUNCATE_FRACTION * 100),
          truncate("rl-multipage.pdf"), 5,
          ["Chapter 1: The harbour",
           "Marker for page 1: the words on this page belong to chapter 1 only.",
           "Chapter 2: The market",
           "Marker for page 2: the words on this page belong to chapter 2 only."],
          ["Helvetica", "Helvetica-Bold"], kind="damaged", derived_from="rl-multipage.pdf",
          text_referee="qpdf",
          referee_notes="pdftotext 22.12 gives up ('Couldn't find trailer dictionary', exit 1) "
                        "and mutool 1.21 cannot repair it ('invalid key in dict'); qpdf "
                        "(and so pikepdf) rebuilds the xref, finds all 5 page objects and the "
                        "whole content streams of pages 1 and 2. The text_contains strings "
                        "are checked in those streams through qpdf. A reader built on "
                        "pikepdf must recover pages 1-2.",
          notes="Cut with no xref table or trailer left. Every page object and the page tree "
                "survive (ReportLab writes them before the content streams); see "
                "'truncation' for which content streams survive whole. Pages 1-2 are "
                "expected readable; page 3's content stream is cut part-way; pages 4-5 have "
                "no content left. A reader must rebuild the xref by scanning, or stop with a "
                "one-line error, never a traceback."),
    Entry("damaged-xref-offsets.pdf", "make_corpus",
          "rl-standard14.pdf with a comment line inserted after the header, so every xref "
          "offset is %d bytes short" % len(SHIFT_COMMENT),
          shift_offsets("rl-standard14.pdf"), 1, STANDARD14_TEXT,
          ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier"],
          kind="damaged", derived_from="rl-standard14.pdf",
          notes="The xref table and startxref are intact but every offset points %d bytes "
                "before its object; readers repair this by scanning for 'N 0 obj'. The text "
                "must come out exactly as from rl-standard14.pdf." % len(SHIFT_COMMENT)),
    Entry("not-a-pdf.pdf", "make_corpus",
          "a few lines of plain text written by make_corpus.py",
          write_bytes(b"This is not a PDF file.\nIt is plain text with a .pdf name, for "
                      b"bad-input tests.\n"),
          None, [], kind="bad-input",
          notes="No %PDF- header anywhere: a reader must fail with a one-line error naming "
                "the file."),
    Entry("empty.pdf", "make_corpus", "an empty file written by make_corpus.py",
          write_bytes(b""), None, [], kind="bad-input",
          notes="Zero bytes: a reader must fail with a one-line error naming the file."),
    # ==== Hostile input (issue 12): corpus/hostile/, written byte by byte by
    # sources/hostile_documents.py. kind "hostile": the referee crams skip them
    # (tests/corpus_files.py); --check holds each to its sha256 only, never
    # running a referee on it. "expect" says what every tool must do: end with
    # exit code "exit", "result" as said, and report the "diagnostics" named
    # (codes from pdftk_text/diagnostics.py; "proposed" where none exists yet).
    Entry("hostile/form-bomb.pdf", "make_corpus",
          "python3 sources/hostile_documents.py form-bomb OUT",
          hostile("form-bomb"), 1, ["A form drawn 2^30 times through 30 nested forms."],
          ["Helvetica"], kind="hostile", source="sources/hostile_documents.py",
          notes="Forms X0..X29 each draw the next twice; X30 fills a 1 x 1 square; the page "
                "draws X0 once: 2^30 squares and 2^31 - 1 Do operators from 31 tiny streams.",
          referee_notes="pdftotext 22.12 and mutool 1.21 both run past a 20 s timeout.",
          extra={"expect": {"exit": 0, "diagnostics": ["limit.content-operations"],
                            "result": "the label line is read; drawing stops at "
                                      "--max-operations, reported once for the page"}}),
    Entry("hostile/tj-huge.pdf", "make_corpus",
          "python3 sources/hostile_documents.py tj-huge OUT",
          hostile("tj-huge"), 1, ["One TJ of 10^8 glyphs follows."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="One TJ whose one string is 10^8 'a's at 1 pt; the content stream is Flate, "
                "about 98 KB on disk and 100 MB decoded.",
          referee_notes="pdftotext 22.12 and mutool 1.21 print all 10^8 'a's (a few seconds).",
          extra={"expect": {"exit": 0, "diagnostics": ["limit.page-glyphs"],
                            "result": "the label and the first --max-glyphs glyphs are "
                                      "recorded, the rest is not; memory stays bounded"},
                 "glyphs": 10 ** 8}),
    Entry("hostile/tounicode-huge.pdf", "make_corpus",
          "python3 sources/hostile_documents.py tounicode-huge OUT",
          hostile("tounicode-huge"), 1, ["A ToUnicode CMap of 10^6 ranges."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="A Type 0 font (Identity-H, CIDFontType2 not embedded) whose ToUnicode holds "
                "10^4 bfrange blocks of 100 ranges each, 10^6 ranges in all, the same block "
                "each time (<0000>-<0063> to U+0041...); about 124 KB on disk, 22 MB decoded. "
                "The page shows codes 0-3, which every block maps to 'ABCD'.",
          referee_notes="pdftotext 22.12 reads 'ABCD'; mutool 1.21 prints U+FFFD for the "
                        "Type 0 text ('missing font descriptor').",
          extra={"expect": {"exit": 0, "diagnostics": [],
                            "proposed": "limit.cmap-entries",
                            "result": "either 'ABCD' (the map read within a bound on entries) "
                                      "or the map abandoned past the bound and reported; "
                                      "never unbounded time or memory"},
                 "ranges": 10 ** 6}),
    Entry("hostile/struct-loop.pdf", "make_corpus",
          "python3 sources/hostile_documents.py struct-loop OUT",
          hostile("struct-loop"), 1, ["A structure tree whose kids loop."], ["Helvetica"],
          tagged=True, kind="hostile", source="sources/hostile_documents.py",
          notes="Tagged (/MarkInfo /Marked true): Document > Sect > P, and P's /K holds its "
                "MCID 0 and Sect again, so walking the kids never ends.",
          extra={"expect": {"exit": 0, "diagnostics": ["proposed: structure.cycle-cut"],
                            "result": "the text once, in structure order; the loop cut and "
                                      "reported (issue 5: 'kids reached twice')"}}),
    Entry("hostile/form-self.pdf", "make_corpus",
          "python3 sources/hostile_documents.py form-self OUT",
          hostile("form-self"), 1, ["A form that draws itself.",
                                    "Inside the form that draws itself."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="A form XObject /Me whose resources name itself and whose content draws a "
                "line of text then /Me Do.",
          referee_notes="pdftotext 22.12 and mutool 1.21 read the form's line once.",
          extra={"expect": {"exit": 0, "diagnostics": ["content.cycle-cut"],
                            "result": "both lines once"}}),
    Entry("hostile/type3-self.pdf", "make_corpus",
          "python3 sources/hostile_documents.py type3-self OUT",
          hostile("type3-self"), 1, ["A Type 3 glyph that shows its own font."],
          ["Helvetica", "[none]"], kind="hostile", source="sources/hostile_documents.py",
          notes="A Type 3 font whose glyph /a fills a square and shows 'a' in the same font "
                "(its /Resources name the font itself).",
          referee_notes="pdftotext 22.12 reads 'a' once; mutool 1.21 reads it once and says "
                        "'recursive type3 font'.",
          extra={"expect": {"exit": 0, "diagnostics": ["content.cycle-cut"],
                            "result": "the label and one glyph 'a'"}}),
    Entry("hostile/q-nested.pdf", "make_corpus",
          "python3 sources/hostile_documents.py q-nested OUT",
          hostile("q-nested"), 1, ["Text inside a million nested q.",
                                   "Text after the million Q."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="10^6 q, a line of text, 10^6 Q, another line; Flate.",
          referee_notes="pdftotext 22.12 and mutool 1.21 read both lines.",
          extra={"expect": {"exit": 0, "diagnostics": ["limit.graphics-state-depth"],
                            "result": "the line after the Qs is read; the inner line may be "
                                      "skipped as deeper than --max-depth"}}),
    Entry("hostile/inline-image-lying.pdf", "make_corpus",
          "python3 sources/hostile_documents.py inline-image-lying OUT",
          hostile("inline-image-lying"), 1, ["Before the inline image with a lying length.",
                                             "After the inline image."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="An 8 x 8 gray inline image whose /L says 10 bytes where its data holds 64, "
                "with ' EI ' inside the data at offset 20.",
          referee_notes="pdftotext 22.12 and mutool 1.21 read both lines.",
          extra={"expect": {"exit": 0, "diagnostics": [],
                            "result": "both lines; the image 8 x 8 (or "
                                      "content.inline-image-unterminated if the data is "
                                      "mis-scanned, but the line after it still read)"}}),
    Entry("hostile/garbage-content.pdf", "make_corpus",
          "python3 sources/hostile_documents.py garbage-content OUT",
          hostile("garbage-content"), 1, [], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="A page whose content stream is 8192 bytes of a SHA-256 chain: no text.",
          referee_notes="pdftotext 22.12 prints syntax errors and no text (exit 0); mutool "
                        "1.21 exits 1.",
          extra={"expect": {"exit": 0, "diagnostics": ["content.unknown-operator"],
                            "result": "no glyphs (or only what the bytes happen to spell); "
                                      "diagnostics counted, not one per byte"}}),
    Entry("hostile/xref-past-end.pdf", "make_corpus",
          "python3 sources/hostile_documents.py xref-past-end OUT",
          hostile("xref-past-end"), 1,
          ["The startxref offset points past the end of the file."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="A sound one-page file whose startxref says 1000000000, far past its end "
                "(the xref table is where it belongs). See also damaged-xref-offsets.pdf and "
                "truncated-multipage.pdf.",
          referee_notes="pdftotext 22.12 reads it silently; mutool 1.21 repairs it with "
                        "warnings; qpdf repairs it with warnings.",
          extra={"expect": {"exit": 0, "diagnostics": ["document.repaired"],
                            "result": "the line, read after repair"}}),
    Entry("hostile/deflate-bomb.pdf", "make_corpus",
          "python3 sources/hostile_documents.py deflate-bomb OUT",
          hostile("deflate-bomb"), 1, ["Before a gigabyte of spaces."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="A content stream with /Filter [/FlateDecode /FlateDecode] that decodes to "
                "a label line, 2^30 spaces (1 GiB) and another line, 'After a gigabyte of "
                "spaces.': under 3 KB on disk. Only the first line is listed: the second "
                "lies past any bound on decoded bytes (--max-stream-bytes, 256 MiB).",
          referee_notes="pdftotext 22.12 and mutool 1.21 read both lines (several seconds, "
                        "streaming the spaces).",
          extra={"expect": {"exit": 0, "diagnostics": ["limit.stream-bytes"],
                            "result": "the first line; decoding stops at a bound "
                                      "on decoded bytes, reported; memory bounded"},
                 "decoded_bytes": 2 ** 30}),
    Entry("hostile/objstm-bomb.pdf", "make_corpus",
          "python3 sources/hostile_documents.py objstm-bomb OUT",
          hostile("objstm-bomb"), 1, ["Read around an object stream of a gigabyte."], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="The font /F1 lives in an object stream (/Filter [/FlateDecode /FlateDecode]) "
                "that decodes to its one object and 2^30 spaces (1 GiB): under 3 KB on disk, "
                "found through a cross-reference stream. /F2, outside it, shows the listed line; "
                "/F1 shows 'Hidden in the bomb.', which lies past any bound on decoded bytes "
                "(--max-stream-bytes, 256 MiB): its codes read as unmappable.",
          referee_notes="pdftotext 22.12 reads both lines (qpdf decodes the whole object "
                        "stream: ~2 GB RSS for pdf-glyphs before the guard).",
          extra={"expect": {"exit": 0, "diagnostics": ["limit.stream-bytes", "resource.not-found"],
                            "result": "the /F2 line; the object stream is measured on opening, "
                                      "bounded, and its objects read as null, reported"},
                 "decoded_bytes": 2 ** 30}),
    Entry("hostile/markdown-injection.pdf", "make_corpus",
          "python3 sources/hostile_documents.py markdown-injection OUT",
          hostile("markdown-injection"), 1, MARKDOWN_LINES, ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="Helvetica lines whose text is Markdown and HTML: a heading, a table row and "
                "its rule, a script element, a javascript: link, an image, emphasis, code, a "
                "list item, a quote.",
          referee_notes="pdftotext 22.12 prints '#x' and 'a|b' with the spaces squeezed "
                        "out (narrow gaps); mutool 1.21 keeps them.",
          extra={"expect": {"exit": 0, "diagnostics": [],
                            "result": "pdf-export -f md escapes every line so that it renders "
                                      "as the literal text: no heading, table, script, link, "
                                      "image, emphasis, code, list or quote"},
                 "markdown_lines": MARKDOWN_LINES}),
    Entry("hostile/regex-page.pdf", "make_corpus",
          "python3 sources/hostile_documents.py regex-page OUT",
          hostile("regex-page"), 1, ["a" * 60 + "!"], ["Helvetica"],
          kind="hostile", source="sources/hostile_documents.py",
          notes="40 lines of 60 'a's and a last line of 60 'a's and '!': the text on which "
                "the pattern (a+)+$ backtracks catastrophically.",
          extra={"expect": {"exit": 1, "diagnostics": ["proposed: search.timeout"],
                            "result": "pdf-search -e '(a+)+$' ends within its per-page "
                                      "timeout, reports it, and exits 1 (no match) or with "
                                      "the hits found before the timeout"},
                 "search_pattern": "(a+)+$"}),
]


# --------------------------------------------------------------------------
# Facts computed from the built file's structure (not from extracted text)

def truncation_facts(entry: Entry) -> dict:
    """Which objects of the base file survive the cut, computed from the
    base file's own cross-reference table."""
    import pikepdf
    base = CORPUS / entry.derived_from
    kept = (CORPUS / entry.file).stat().st_size
    size = base.stat().st_size
    xref = run("qpdf", "--show-xref", base)
    offsets = sorted((int(m.group(2)), int(m.group(1)))
                     for m in re.finditer(r"^(\d+)/0: uncompressed; offset = (\d+)", xref, re.M))
    end_of = {}
    for (off, num), nxt in zip(offsets, offsets[1:] + [(size, None)]):
        end_of[num] = nxt[0]
    whole = {num for num, end in end_of.items() if end <= kept}
    cut = {num for (off, num) in offsets if off < kept < end_of[num]}
    pages = []
    with pikepdf.open(base) as pdf:
        for i, page in enumerate(pdf.pages, start=1):
            contents = page.obj.Contents
            streams = [contents] if isinstance(contents, pikepdf.Stream) else list(contents)
            nums = [s.objgen[0] for s in streams]
            state = ("whole" if all(n in whole for n in nums)
                     else "cut" if any(n in cut for n in nums) else "missing")
            pages.append({"page": i, "page_object_whole": page.obj.objgen[0] in whole,
                          "content_stream": state})
    return {"kept_bytes": kept, "of_bytes": size, "pages": pages}


# --------------------------------------------------------------------------
# Checking against the referees

BIDI_CONTROLS = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                                        "\u2066\u2067\u2068\u2069"))


def fold(text: str) -> str:
    """Runs of white space to one space; bidi controls (which pdftotext
    wraps right-to-left runs in) dropped."""
    return " ".join(text.translate(BIDI_CONTROLS).split())


def pdfimages_list(path: Path) -> list[dict]:
    _, out, _ = referee(["pdfimages", "-list", str(path)])
    rows = []
    for line in out.splitlines()[2:]:
        f = line.split()
        rows.append({"page": int(f[0]), "type": f[2], "width": int(f[3]),
                     "height": int(f[4]), "colorspace": f[5], "bpc": int(f[7]),
                     "encoding": f[8]})
    return rows


def check_extras(entry: dict, path: Path, text: str) -> list[str]:
    """The manifest's extra facts that a referee can confirm cheaply."""
    problems = []
    if entry.get("expected_no_text") and text.strip():
        problems.append("pdftotext found text in a file expected to have none")
    if isinstance(entry.get("images"), list):
        rows = pdfimages_list(path)
        if len(rows) != len(entry["images"]):
            problems.append("pdfimages lists %d images, manifest %d"
                            % (len(rows), len(entry["images"])))
        for want, got in zip(entry["images"], rows):
            for key in ("page", "width", "height", "encoding", "bpc", "colorspace"):
                if key in want and want[key] != got[key]:
                    problems.append("image %r: pdfimages %s %r" % (want, key, got[key]))
            if want.get("type", "image") != got["type"]:
                problems.append("image %r: pdfimages type %r" % (want, got["type"]))
    if "attachments" in entry:
        _, out, _ = referee(["pdfdetach", "-list", str(path)])
        names = sorted(line.split(": ", 1)[1] for line in out.splitlines()[1:] if ": " in line)
        if names != sorted(entry["attachments"]):
            problems.append("pdfdetach lists %s" % names)
    for js in entry.get("javascript_contains", []):
        _, out, _ = referee(["pdfinfo", "-js", str(path)])
        if js not in out:
            problems.append("pdfinfo -js lacks %r" % js)
    return problems


def referee(argv: list[str]) -> tuple[int, str, str]:
    proc = subprocess.run(argv, capture_output=True)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def referee_versions() -> dict[str, str]:
    _, _, err = referee(["pdftotext", "-v"])
    _, out, err2 = referee(["mutool", "-v"])
    mu = (out or err2).strip().splitlines()
    return {"pdftotext": err.splitlines()[0].strip(),
            "mutool": mu[0].strip() if mu else "mutool"}


def pdftotext(path: Path, password: str | None) -> tuple[int, str]:
    argv = ["pdftotext", "-enc", "UTF-8"]
    if password:
        argv += ["-upw", password]
    code, out, _ = referee(argv + [str(path), "-"])
    return code, out


def mutool_text(path: Path, password: str | None) -> tuple[int, str]:
    argv = ["mutool", "draw", "-q", "-F", "txt", "-o", "-"]
    if password:
        argv += ["-p", password]
    code, out, _ = referee(argv + [str(path)])
    return code, out


def pdfinfo(path: Path, password: str | None, pages: int) -> dict[str, str]:
    argv = ["pdfinfo", "-f", "1", "-l", str(pages)]
    if password:
        argv += ["-upw", password]
    _, out, _ = referee(argv + [str(path)])
    info = {}
    for line in out.splitlines():
        key, _, value = line.partition(":")
        info[key.strip()] = value.strip()
    return info


def pdffonts(path: Path, password: str | None) -> set[str]:
    argv = ["pdffonts"] + (["-upw", password] if password else []) + [str(path)]
    _, out, _ = referee(argv)
    names = set()
    for line in out.splitlines()[2:]:
        name = line.split()[0]
        names.add(name.split("+", 1)[1] if re.match(r"^[A-Z]{6}\+", name) else name)
    return names


def char_difference(a: str, b: str) -> dict:
    from collections import Counter
    ca, cb = Counter("".join(a.split())), Counter("".join(b.split()))
    return {"only_pdftotext": "".join(sorted((ca - cb).elements()))[:80],
            "only_mutool": "".join(sorted((cb - ca).elements()))[:80]}


def content_strings(path: Path) -> str:
    """The string operands of each page's text-showing operators, read
    through qpdf's repair and decoded as WinAnsi (cp1252), one line per
    operator. Good enough for the ReportLab files it is used on, whose
    standard fonts use WinAnsiEncoding and whose lines are single Tj."""
    import pikepdf
    lines = []
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            try:
                ops = pikepdf.parse_content_stream(page)
            except pikepdf.PdfError:
                continue
            for operands, op in ops:
                if str(op) in ("Tj", "'", '"'):
                    lines.append(bytes(operands[-1]).decode("cp1252"))
                elif str(op) == "TJ":
                    lines.append("".join(bytes(x).decode("cp1252") for x in operands[0]
                                         if isinstance(x, pikepdf.String)))
    return "\n".join(lines)


HOSTILE_MAX_BYTES = 256 * 1024


def in_order(fragments: list[str], text: str) -> bool:
    """Whether every fragment is in TEXT (whitespace folded), each after the
    one before it."""
    text, at = fold(text), 0
    for f in fragments:
        at = text.find(fold(f), at)
        if at < 0:
            return False
        at += len(fold(f))
    return True


def struct_text(path: Path) -> str:
    """The text pdfinfo -struct-text prints, its quoted strings joined."""
    _, out, _ = referee(["pdfinfo", "-struct-text", str(path)])
    return " ".join(m.group(1) for m in re.finditer(r'^\s*"(.*)"\s*$', out, re.M))


def pdfplumber_tables(path: Path) -> list[dict] | None:
    """What pdfplumber's extract_tables() (lines strategy) finds, per page;
    None when pdfplumber is not installed (it is optional for --check)."""
    try:
        import pdfplumber
    except ImportError:
        return None
    found = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for table in page.extract_tables():
                found.append({"page": page.page_number, "cells": table})
    return found


def table_agreement(entry: dict, path: Path) -> str | None:
    """Informational: does pdfplumber find the manifest's tables, cell for
    cell (covered cells null, text with white space folded)?"""
    if "not_tables" not in entry and not any("cells" in t for t in entry.get("tables", [])):
        return None
    found = pdfplumber_tables(path)
    if found is None:
        return None
    norm = [[[None if c is None else fold(c) for c in row] for row in t["cells"]] for t in found]
    want = [t["cells"] for t in entry["tables"] if t.get("ruled")]
    if not want:
        return "no ruled table in the source; pdfplumber finds %d" % len(found)
    if norm == want and [t["page"] for t in found] == [t["page"] for t in entry["tables"] if t.get("ruled")]:
        return "agrees"
    return "differs: pdfplumber finds %d tables, the source has %d ruled" % (len(found), len(want))


def check(entry: dict) -> tuple[list[str], dict]:
    """Hold one file against its manifest entry; return the problems found
    and the informational referee record."""
    path = CORPUS / entry["file"]
    problems: list[str] = []
    if not path.exists():
        return ["missing file"], {}
    if entry["kind"] == "hostile":
        # Never run a referee on these (some do not end); the sha256 and the
        # size are the whole check.
        if path.stat().st_size > HOSTILE_MAX_BYTES:
            problems.append("larger than %d bytes" % HOSTILE_MAX_BYTES)
        return problems, {}
    if entry["kind"] == "bad-input":
        code, _ = pdftotext(path, None)
        if code == 0:
            problems.append("pdftotext accepted a bad-input file")
        return problems, {"pdftotext_exit": code}
    password = (entry["encrypted"] or {}).get("user_password") or None
    code, text = pdftotext(path, password)
    if entry["text_referee"] == "qpdf":
        found = fold(content_strings(path))
    elif entry["text_referee"] == "mutool":
        found = fold(mutool_text(path, password)[1])
    else:
        if code != 0:
            problems.append("pdftotext exited %d" % code)
        found = fold(text)
    squeeze = entry.get("text_match") == "no-space"
    if squeeze:
        found = "".join(found.split())
    for s in entry["text_contains"]:
        if ("".join(s.split()) if squeeze else fold(s)) not in found:
            problems.append("%s lacks %r" % (entry["text_referee"], s))
    problems += check_extras(entry, path, text)
    if entry["kind"] == "pdf":
        info = pdfinfo(path, password, entry["pages"])
        if info.get("Pages") != str(entry["pages"]):
            problems.append("pdfinfo pages %s, manifest %s" % (info.get("Pages"), entry["pages"]))
        if (info.get("Tagged") == "yes") != entry["tagged"]:
            problems.append("pdfinfo Tagged: %s" % info.get("Tagged"))
        if info.get("Encrypted", "no").startswith("yes") != bool(entry["encrypted"]):
            problems.append("pdfinfo Encrypted: %s" % info.get("Encrypted"))
        for n in range(1, entry["pages"] + 1):
            rot = info.get("Page %4d rot" % n, "0")
            if int(rot) != entry["rotation"].get(str(n), 0):
                problems.append("page %d rotation %s" % (n, rot))
        fonts = pdffonts(path, password)
        if fonts != set(entry["fonts"]):
            problems.append("pdffonts %s, manifest %s" % (sorted(fonts), sorted(entry["fonts"])))
    if entry["tagged"] and entry.get("struct_text_order"):
        if not in_order(entry["reading_order"], struct_text(path)):
            problems.append("pdfinfo -struct-text lacks reading_order in order")
    mcode, mtext = mutool_text(path, password)
    squeezed, msqueezed = "".join(text.split()), "".join(mtext.split())
    record = {"pdftotext_exit": code, "mutool_exit": mcode,
              # Same characters, whitespace aside, whatever their order.
              "same_characters": sorted(squeezed) == sorted(msqueezed),
              # Same characters in the same order, whitespace aside.
              "same_sequence": squeezed == msqueezed}
    if not record["same_characters"]:
        record["difference"] = char_difference(text, mtext)
    if entry.get("reading_order") and "page_kinds" in entry:
        # Informational: whether each referee's plain output follows the source's order.
        record["reading_order"] = {"pdftotext": in_order(entry["reading_order"], text),
                                   "mutool": in_order(entry["reading_order"], mtext)}
    agreement = table_agreement(entry, path)
    if agreement:
        record["pdfplumber_tables"] = agreement
    return problems, record


# --------------------------------------------------------------------------

def manifest_entry(entry: Entry, versions: dict[str, str], previous: dict[str, dict]) -> dict:
    """ENTRY's manifest record; its producer as PREVIOUS records it if there."""
    path = CORPUS / entry.file
    data = path.read_bytes()
    old = previous.get(entry.file)
    record = {
        "file": entry.file,
        "kind": entry.kind,
        "producer": old["producer"] if old else versions[entry.producer],
        "recipe": entry.recipe,
        "source": entry.source,
        "derived_from": entry.derived_from,
        "derived_from_sha256": (hashlib.sha256((CORPUS / entry.derived_from).read_bytes())
                                .hexdigest() if entry.derived_from else None),
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "pages": entry.pages,
        "tagged": entry.tagged,
        "encrypted": entry.encrypted,
        "rotation": entry.rotation,
        "fonts": entry.fonts,
        "text_contains": entry.text_contains,
        "text_referee": entry.text_referee,
        "notes": entry.notes,
    }
    if entry.referee_notes:
        record["referee_notes"] = entry.referee_notes
    record.update(entry.extra)
    if entry.file.startswith("truncated"):
        record["truncation"] = truncation_facts(entry)
    return record


def kept_producer(entry: Entry, previous: dict[str, dict], only: list[str] | None) -> bool:
    """Whether ENTRY's committed file stays as it is, its producer as recorded."""
    return entry.file in previous and (reusable(entry, previous) or (
        only is not None and entry.file not in only))


def reusable(entry: Entry, previous: dict[str, dict]) -> bool:
    """Whether the committed file of a random-bytes entry still stands for
    its recipe: same recipe, same base bytes, same file bytes as recorded."""
    old = previous.get(entry.file)
    path = CORPUS / entry.file
    if not (entry.random_bytes and old and path.exists()):
        return False
    base = hashlib.sha256((CORPUS / entry.derived_from).read_bytes()).hexdigest()
    return (old.get("recipe") == entry.recipe and old.get("derived_from_sha256") == base
            and old.get("sha256") == hashlib.sha256(path.read_bytes()).hexdigest())


def build_all(fresh: bool, only: list[str] | None = None) -> dict:
    previous = {}
    if MANIFEST.exists() and not fresh:
        old = json.loads(MANIFEST.read_text(encoding="utf-8"))
        previous = {e["file"]: e for e in old["files"]}
    versions = producer_versions({entry.producer for entry in ENTRIES
                                  if not kept_producer(entry, previous, only)})
    with tempfile.TemporaryDirectory(prefix="pdftk-corpus-") as tmp:
        scratch = Path(tmp)
        for entry in ENTRIES:
            if only is not None and entry.file not in only and (CORPUS / entry.file).exists():
                continue
            if reusable(entry, previous):
                print("keeping", entry.file, file=sys.stderr)
                continue
            print("building", entry.file, file=sys.stderr)
            entry.build(CORPUS / entry.file, scratch)
    files = []
    for entry in ENTRIES:
        files.append(manifest_entry(entry, versions, previous if kept_producer(
            entry, previous, only) else {}))
    return {
        "manifest_version": MANIFEST_VERSION,
        "generated_by": "corpus/make_corpus.py",
        "source_date_epoch": SOURCE_DATE_EPOCH,
        "files": files,
    }


def check_all(manifest: dict, update_referees: bool) -> int:
    failures = 0
    versions = referee_versions()
    for entry in manifest["files"]:
        problems, record = check(entry)
        path = CORPUS / entry["file"]
        if path.exists() and hashlib.sha256(path.read_bytes()).hexdigest() != entry["sha256"]:
            problems.append("sha256 differs from the manifest")
        if update_referees:
            entry["referees"] = dict(versions, **record)
        status = "ok" if not problems else "FAIL"
        agreement = ("" if record.get("same_sequence", True) else
                     "  (referees: same characters, other order)"
                     if record.get("same_characters") else "  (referees: different characters)")
        print("%-28s %s%s" % (entry["file"], status, agreement))
        for p in problems:
            print("    " + p)
        failures += bool(problems)
    print("%d passed, %d failed" % (len(manifest["files"]) - failures, failures))
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="check the committed files against manifest.json; build nothing")
    parser.add_argument("--fresh", action="store_true",
                        help="rebuild the encrypted AES-256 files too, even when the "
                             "committed ones still match their recipe")
    parser.add_argument("--only", action="append", metavar="FILE",
                        help="rebuild only FILE (repeatable); every other committed file is "
                             "kept as it is (LibreOffice rebuilds reorder objects), its "
                             "manifest record rewritten from it")
    args = parser.parse_args(argv)
    if args.check:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
        return check_all(manifest, update_referees=False)
    manifest = build_all(args.fresh, args.only)
    code = check_all(manifest, update_referees=True)
    MANIFEST.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
    return code


if __name__ == "__main__":
    sys.exit(main())
