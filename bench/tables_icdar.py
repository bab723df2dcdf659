"""ICDAR-2013 table competition: pdf-tables and its peers scored by one scorer, in one run.

``python3 -m bench.tables --icdar DIR`` reads DIR's NAME.pdf with their NAME-str.xml truth
and scores, with the scorer's own ``load_truth`` and ``score`` (``--scorer``, by default
../shared/tools/icdar_score.py beside the checkout: detection F1 over tables, structure
F1 over neighbour relations), the tables of each tool: pdf-tables at its default
--min-confidence, pdfplumber's ``extract_tables`` (lines strategy), PyMuPDF's
``find_tables`` and camelot's lattice and stream flavors. Each tool's time is the wall
time of its predictions over every document. ``--per-doc`` adds one line per document
for pdf-tables. A peer that is not installed is reported as such, not scored.
"""

import importlib.util
import logging
import os
import time
import warnings
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCORER = os.path.join(os.path.dirname(ROOT), "shared", "tools", "icdar_score.py")


def load_scorer(path):
    spec = importlib.util.spec_from_file_location("icdar_score", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ours(path):
    """{page: [grid]} of pdf-tables at the CLI's default threshold."""
    from pdftk_text.cli.pdf_tables import PdfTables
    from pdftk_text.pdf.document import open_path
    from pdftk_text.tables import TableOptions, pdf_table_records
    default = PdfTables().build_parser().parse_args([path]).min_confidence
    pages = {}
    document = open_path(path, None)
    try:
        for record in pdf_table_records(document, options=TableOptions(min_confidence=default)):
            if record["type"] == "table" and record["confidence"] >= default:
                grid = {(c["row"], c["column"]): c["text"] for c in record["cells"]}
                pages.setdefault(record["page"], []).append(grid)
    finally:
        document.close()
    return pages


def _matrix_grid(rows):
    return {(i, j): text or "" for i, row in enumerate(rows) for j, text in enumerate(row)}


def pdfplumber_tables(path):
    import pdfplumber
    pages = {}
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for rows in page.extract_tables():
                pages.setdefault(page.page_number, []).append(_matrix_grid(rows))
    return pages


def pymupdf_tables(path):
    import pymupdf
    pages = {}
    with pymupdf.open(path) as document:
        for number, page in enumerate(document, start=1):
            for table in page.find_tables().tables:
                pages.setdefault(number, []).append(_matrix_grid(table.extract()))
    return pages


def camelot_tables(flavor):
    def read(path):
        import camelot
        logging.getLogger("pdfminer").setLevel(logging.ERROR)
        pages = {}
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for table in camelot.read_pdf(path, pages="all", flavor=flavor):
                pages.setdefault(int(table.page), []).append(_matrix_grid(table.df.values.tolist()))
        return pages
    return read


TOOLS = {
    "pdf-tables": (None, ours),
    "pdfplumber": ("pdfplumber", pdfplumber_tables),
    "pymupdf": ("pymupdf", pymupdf_tables),
    "camelot-lattice": ("camelot", camelot_tables("lattice")),
    "camelot-stream": ("camelot", camelot_tables("stream")),
}


def run(directory, scorer=SCORER, tools=tuple(TOOLS), per_doc=False, out=print):
    """Score each of ``tools`` on ``directory``; returns {tool: (detection F1, structure F1, seconds)}."""
    score = load_scorer(scorer)
    truth = score.load_truth(Path(directory))
    results = {}
    for name in tools:
        module, predict = TOOLS[name]
        if module and importlib.util.find_spec(module) is None:
            out(f"{name:16s} not installed: not scored")
            continue
        predicted, began = {}, time.perf_counter()
        for pdf, _ in truth:
            try:
                predicted[str(pdf)] = predict(str(pdf))
            except Exception as error:      # a peer that cannot read a file: say so, go on
                out(f"{name}: {pdf.name}: {type(error).__name__}")
        seconds = time.perf_counter() - began
        if per_doc and name == "pdf-tables":
            for pdf, pages in truth:
                m = score.score({str(pdf): predicted.get(str(pdf), {})}, [(pdf, pages)])
                out(f"  {pdf.name:14s} tables {m['tables']:3d} predicted {m['predicted']:3d} "
                    f"detection F1 {m['detect_f1']:.3f} structure F1 {m['structure_f1']:.3f}")
        m = score.score(predicted, truth)
        results[name] = (m["detect_f1"], m["structure_f1"], seconds)
        out(f"{name:16s} {len(truth)} documents, {m['tables']} tables, {m['predicted']:3d} predicted: "
            f"detection F1 {m['detect_f1']:.3f}, structure F1 {m['structure_f1']:.3f}, {seconds:6.1f} s")
    if "pdf-tables" in results and "pdfplumber" in results:
        out(f"pdf-tables time / pdfplumber time: {results['pdf-tables'][2] / results['pdfplumber'][2]:.2f}")
    return results
