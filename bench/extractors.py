"""What the benchmark measures: our stages and the peers', in-process and on the command line.

An in-process extractor is ``setup() -> run(path, password)``: ``setup`` imports and
prepares (untimed), ``run`` reads every page of one document and returns the number of
pages it read. Ours are library calls made as the tools make them (records built, not
serialised; exports written to /dev/null); the peers' are the calls their documentation
shows. A command line is ``stages(path, password)``: the argv of each stage of a pipeline,
our tools run from this checkout's ``bin/`` with this interpreter.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "bin")

# -- ours, in-process --------------------------------------------------------------


def _open(path, password):
    from pdftk_text.pdf.document import open_path
    return open_path(path, password or None)


def _glyphs():
    from pdftk_text.glyphs import GlyphOptions, glyph_records

    def run(path, password):
        document = _open(path, password)
        try:
            return sum(1 for r in glyph_records(document, GlyphOptions()) if r["type"] == "page")
        finally:
            document.close()
    return run


def _words():
    from pdftk_text.glyphs import GlyphOptions, glyph_records
    from pdftk_text.words import WordOptions, word_records

    def run(path, password):
        document = _open(path, password)
        try:
            records = word_records(glyph_records(document, GlyphOptions()), WordOptions())
            return sum(1 for r in records if r["type"] == "page")
        finally:
            document.close()
    return run


def export_available(fmt):
    from pdftk_text.export import FORMATS
    return fmt in FORMATS


def _export(fmt):
    """pdf-export's own from_pdf and write_output with its default options: the stages
    glyphs, words, order (tables when the format places them), then the writer."""
    def setup():
        from pdftk_text.cli.pdf_export import TOOL
        from pdftk_text.content.limits import Limits
        args = TOOL.build_parser().parse_args(["-f", fmt])
        args.limits = Limits(args.max_operations, args.max_glyphs, args.max_depth)
        sink = open(os.devnull, "wb")

        def run(path, password):
            document = _open(path, password)
            try:
                TOOL.write_output(TOOL.from_pdf(document, args, ()), args, sink)
                return document.page_count
            finally:
                document.close()
        return run
    return setup


# -- peers, in-process -------------------------------------------------------------


def _pdfminer_text():
    from pdfminer.high_level import extract_text

    def run(path, password):
        extract_text(path, password=password or "")
        return None
    return run


def _pdfplumber(method):
    def setup():
        import pdfplumber

        def run(path, password):
            with pdfplumber.open(path, password=password or None) as pdf:
                for page in pdf.pages:
                    getattr(page, method)()
                    page.close()          # pdfplumber's advice for long documents: drop the page's cache
                return len(pdf.pages)
        return run
    return setup


def _pypdf_text():
    from pypdf import PdfReader

    def run(path, password):
        reader = PdfReader(path, password=password or None)
        for page in reader.pages:
            page.extract_text()
        return len(reader.pages)
    return run


def _playa_glyphs():
    import playa

    def run(path, password):
        with playa.open(path, password=password or "") as pdf:
            for page in pdf.pages:
                for glyph in page.glyphs:
                    glyph.text, glyph.bbox
            return len(pdf.pages)
    return run


def _playa_text():
    import playa

    def run(path, password):
        with playa.open(path, password=password or "") as pdf:
            for page in pdf.pages:
                page.extract_text()
            return len(pdf.pages)
    return run


def _pymupdf_words():
    import pymupdf

    def run(path, password):
        with pymupdf.open(path) as document:
            if password:
                document.authenticate(password)
            for page in document:
                page.get_text("words")
            return document.page_count
    return run


# name: (setup, package whose version is reported, what is measured)
OURS = {
    "glyphs": (_glyphs, "pdftk-text", "pdf-glyphs: glyph records built (library)"),
    "words": (_words, "pdftk-text", "pdf-words: glyph and word records built (library)"),
    "export-text": (_export("text"), "pdftk-text", "pdf-export -f text: from_pdf + write_output (library)"),
    "export-md": (_export("md"), "pdftk-text", "pdf-export -f md: from_pdf + write_output (library)"),
}
PEERS = {
    "pdfminer-text": (_pdfminer_text, "pdfminer.six", "pdfminer.six high_level.extract_text"),
    "plumber-words": (_pdfplumber("extract_words"), "pdfplumber", "pdfplumber page.extract_words"),
    "plumber-text": (_pdfplumber("extract_text"), "pdfplumber", "pdfplumber page.extract_text"),
    "pypdf-text": (_pypdf_text, "pypdf", "pypdf page.extract_text"),
    "playa-glyphs": (_playa_glyphs, "playa-pdf", "PLAYA page.glyphs with .text and .bbox"),
    "playa-text": (_playa_text, "playa-pdf", "PLAYA page.extract_text"),
    "pymupdf-words": (_pymupdf_words, "pymupdf", 'PyMuPDF page.get_text("words")'),
}
IN_PROCESS = {**OURS, **PEERS}

# -- command lines -----------------------------------------------------------------


def _ours_cli(*pipeline):
    """Stages of our tools; the PDF (and its password) go to the first."""
    def stages(path, password):
        secret = ["--password", password] if password else []
        first, *rest = pipeline
        out = [[sys.executable, os.path.join(BIN, first[0]), *first[1:], *secret, path]]
        return out + [[sys.executable, os.path.join(BIN, stage[0]), *stage[1:]] for stage in rest]
    return stages


def _pdftotext(path, password):
    return [["pdftotext", *(["-upw", password] if password else []), path, "-"]]


# name: (stages, package or program whose version is reported, what is measured)
OURS_CLI = {
    "cli:glyphs": (_ours_cli(("pdf-glyphs",)), "pdftk-text", "pdf-glyphs f"),
    "cli:glyphs|words": (_ours_cli(("pdf-glyphs",), ("pdf-words",)), "pdftk-text", "pdf-glyphs f | pdf-words"),
    "cli:export-text": (_ours_cli(("pdf-export", "-f", "text")), "pdftk-text", "pdf-export -f text f"),
    "cli:export-md": (_ours_cli(("pdf-export", "-f", "md")), "pdftk-text", "pdf-export -f md f"),
}
PEERS_CLI = {
    "pdftotext": (_pdftotext, "pdftotext", "pdftotext f -"),
}
COMMANDS = {**OURS_CLI, **PEERS_CLI}


def available(name):
    """Whether ``name`` can run here: export-md only once the md writer exists."""
    if name.endswith("export-md"):
        return export_available("md")
    return True


def ours(names):
    return [n for n in names if n in OURS or n in OURS_CLI]


def peers(names):
    return [n for n in names if n in PEERS or n in PEERS_CLI]


ALL = [*OURS, *OURS_CLI, *PEERS, *PEERS_CLI]
