#!/usr/bin/env python3
"""Regenerate the pdftk-text corpus and check it against its manifest.

The corpus is a set of PDFs made here by real producers (LibreOffice,
Ghostscript, pdfTeX, ReportLab, fpdf2, qpdf, pikepdf) from the sources in
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


def producer_versions() -> dict[str, str]:
    """The version of each producer, as it reports itself."""
    lo = run("soffice", "--version").split()
    pdftex = run("pdflatex", "--version").splitlines()[0]
    return {
        "libreoffice": "LibreOffice %s" % lo[1],
        "ghostscript": "GPL Ghostscript %s" % run("gs", "--version").strip(),
        "pdftex": "%s via pdflatex" % pdftex,
        "reportlab": "ReportLab %s" % run(sys.executable, "-c",
                                          "import reportlab; print(reportlab.Version)").strip(),
        "fpdf2": "fpdf2 %s" % python_module_version("fpdf"),
        "qpdf": run("qpdf", "--version").splitlines()[0].replace(" version", ""),
        "pikepdf": "pikepdf %s (libqpdf %s)" % (
            python_module_version("pikepdf"),
            run(sys.executable, "-c",
                "import pikepdf; print(pikepdf.__libqpdf_version__)").strip()),
        "make_corpus": "make_corpus.py (Python %d.%d)" % sys.version_info[:2],
    }


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
    kind: str = "pdf"                  # pdf | damaged | bad-input
    derived_from: str | None = None
    source: str | None = None
    extra: dict = field(default_factory=dict)
    # Which referee must find text_contains: "pdftotext", or "qpdf" where
    # only qpdf's repair gets at the pages (see check_content_strings).
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
          ["Scanned letter from the harbour master",
           "The north mole will be closed for repairs",
           "from Monday until the end of the month.",
           "Caption: the grey box stands for a scanned image."],
          ["Helvetica", "Times-Italic"],
          source="sources/rl_documents.py",
          notes="The three Helvetica lines are drawn in text render mode 3 (invisible) over a "
                "grey filled rectangle, like an OCR layer over a scan; only the Times-Italic "
                "caption is visible. Extractors report the invisible text (pdftotext does) "
                "but must flag it invisible.",
          extra={"invisible_text": ["Scanned letter from the harbour master",
                                    "The north mole will be closed for repairs",
                                    "from Monday until the end of the month."]}),
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

def fold(text: str) -> str:
    return " ".join(text.split())


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


def check(entry: dict) -> tuple[list[str], dict]:
    """Hold one file against its manifest entry; return the problems found
    and the informational referee record."""
    path = CORPUS / entry["file"]
    problems: list[str] = []
    if not path.exists():
        return ["missing file"], {}
    if entry["kind"] == "bad-input":
        code, _ = pdftotext(path, None)
        if code == 0:
            problems.append("pdftotext accepted a bad-input file")
        return problems, {"pdftotext_exit": code}
    password = (entry["encrypted"] or {}).get("user_password") or None
    code, text = pdftotext(path, password)
    if entry["text_referee"] == "qpdf":
        found = fold(content_strings(path))
    else:
        if code != 0:
            problems.append("pdftotext exited %d" % code)
        found = fold(text)
    for s in entry["text_contains"]:
        if fold(s) not in found:
            problems.append("%s lacks %r" % (entry["text_referee"], s))
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
    mcode, mtext = mutool_text(path, password)
    squeezed, msqueezed = "".join(text.split()), "".join(mtext.split())
    record = {"pdftotext_exit": code, "mutool_exit": mcode,
              # Same characters, whitespace aside, whatever their order.
              "same_characters": sorted(squeezed) == sorted(msqueezed),
              # Same characters in the same order, whitespace aside.
              "same_sequence": squeezed == msqueezed}
    if not record["same_characters"]:
        record["difference"] = char_difference(text, mtext)
    return problems, record


# --------------------------------------------------------------------------

def manifest_entry(entry: Entry, versions: dict[str, str]) -> dict:
    path = CORPUS / entry.file
    data = path.read_bytes()
    record = {
        "file": entry.file,
        "kind": entry.kind,
        "producer": versions[entry.producer],
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


def build_all(fresh: bool) -> dict:
    versions = producer_versions()
    previous = {}
    if MANIFEST.exists() and not fresh:
        old = json.loads(MANIFEST.read_text(encoding="utf-8"))
        previous = {e["file"]: e for e in old["files"]}
    with tempfile.TemporaryDirectory(prefix="pdftk-corpus-") as tmp:
        scratch = Path(tmp)
        for entry in ENTRIES:
            if reusable(entry, previous):
                print("keeping", entry.file, file=sys.stderr)
                continue
            print("building", entry.file, file=sys.stderr)
            entry.build(CORPUS / entry.file, scratch)
    files = []
    for entry in ENTRIES:
        record = manifest_entry(entry, versions)
        if entry.file in previous and reusable(entry, previous):
            record["producer"] = previous[entry.file]["producer"]
        files.append(record)
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
    args = parser.parse_args(argv)
    if args.check:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
        return check_all(manifest, update_referees=False)
    manifest = build_all(args.fresh)
    code = check_all(manifest, update_referees=True)
    MANIFEST.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
    return code


if __name__ == "__main__":
    sys.exit(main())
