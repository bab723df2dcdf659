"""The dense run: real books and manuals of hundreds of pages, every reader as a user runs
it, to stdout and bench/results/dense.json.

The corpus run's documents are small, so start-up hides the per-page cost (a 13x gap came
out as a ratio of 1.04). Here each tool is one whole command in its own fresh process, the
wall time from its start to its exit, best of ``--repeat`` (3), interpreter start and
imports included, the tools taking turns run by run: ours as the installed commands,
output to /dev/null; pdftotext (plain and ``-bbox-layout``) and ``mutool draw -F
stext``; each Python peer as ``python3 -c`` with the call its documentation shows. Peak
RSS of each run comes from GNU time (bench.cli). The table gives seconds and the ratio to
``pdftotext f -`` of the same run, then the issue's targets, and a one-page PDF against
``python3 -c 'import pikepdf'``.

A document absent here is skipped with the package that ships it; a peer not installed
is skipped with the install command.
"""

import compileall
import glob
import gzip
import hashlib
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import namedtuple

from . import cli
from .environment import environment
from .report import megabytes, rounded, table, write_json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared", "realworld", "pdfjs"))
ONE_PAGE = os.path.join(ROOT, "corpus", "rl-invoice.pdf")    # a one-page ReportLab letter of the corpus

# name, path (a glob; .gz is unpacked to a temporary file), the Debian package that ships it
# (None: not from a package), where it comes from, the program that made it
Document = namedtuple("Document", "name path package source producer")
DOCUMENTS = (
    Document("freeculture", os.path.join(SHARED, "freeculture.pdf"), None,
             "shared/realworld/pdfjs (pdf.js test files)", "Acrobat Distiller 5.0.5 (Macintosh)"),
    Document("tracemonkey", os.path.join(SHARED, "tracemonkey.pdf"), None,
             "shared/realworld/pdfjs (pdf.js test files)", "pdfeTeX-1.21a"),
    Document("erlang-otp", "/usr/share/doc/erlang-doc/doc/pdf/otp-system-documentation-*.pdf", "erlang-doc",
             "Erlang/OTP System Documentation (Debian 12: 1:25.2.3+dfsg-1+deb12u4)", "Apache FOP 2.8"),
    Document("why3-manual", "/usr/share/doc/why3-doc-pdf/manual.pdf", "why3-doc-pdf",
             "Why3 manual (Debian 12: 1.5.1-1)", "Sphinx, LaTeX, pdfTeX-1.40.24"),
    Document("r-intro", "/usr/share/doc/r-doc-pdf/manual/R-intro.pdf", "r-doc-pdf",
             "An Introduction to R (Debian 12: 4.2.2.20221110-2)", "Texinfo, pdfTeX-1.40.24"),
)

BASELINE = "pdftotext"

# name: (what a user types, kind). Kinds: "ours" (an installed command), "program" (an
# executable on PATH), or the module a "python3 -c" peer imports.
TOOLS = {
    "pdf-glyphs": ("pdf-glyphs f", "ours"),
    "pdf-words": ("pdf-words f", "ours"),
    "pdf-export-text": ("pdf-export -f text f", "ours"),
    "pdf-export-md": ("pdf-export -f md f", "ours"),
    "pdftotext": ("pdftotext f -", "program"),
    "pdftotext-bbox": ("pdftotext -bbox-layout f -", "program"),
    "mutool-stext": ("mutool draw -F stext -o /dev/null f", "program"),
    "pymupdf": ("PyMuPDF page.get_text() per page", "pymupdf"),
    "pypdfium2": ("pypdfium2 textpage.get_text_range() per page", "pypdfium2"),
    "pdf_oxide": ("pdf_oxide PdfDocument.extract_text(i) per page", "pdf_oxide"),
    "playa": ("PLAYA page.extract_text() per page", "playa"),
    "pypdf": ("pypdf page.extract_text() per page", "pypdf"),
    "pdfplumber": ("pdfplumber page.extract_text() per page", "pdfplumber"),
}
# what pip installs each Python peer (for the skip message)
PIP = {"pymupdf": "pymupdf", "pypdfium2": "pypdfium2", "pdf_oxide": "pdf_oxide", "playa": "playa-pdf",
       "pypdf": "pypdf", "pdfplumber": "pdfplumber"}

OURS_ARGS = {"pdf-glyphs": ("pdf-glyphs",), "pdf-words": ("pdf-words",),
             "pdf-export-text": ("pdf-export", "-f", "text"), "pdf-export-md": ("pdf-export", "-f", "md")}
PROGRAM_ARGS = {"pdftotext": ("pdftotext", "{f}", "-"), "pdftotext-bbox": ("pdftotext", "-bbox-layout", "{f}", "-"),
                "mutool-stext": ("mutool", "draw", "-F", "stext", "-o", os.devnull, "{f}")}
# each peer's whole program, the PDF in sys.argv[1]: every page's text, as its documentation shows
PEER_CODE = {
    "pymupdf": "import sys, pymupdf\nwith pymupdf.open(sys.argv[1]) as doc:\n"
               "    for page in doc:\n        page.get_text()\n",
    "pypdfium2": "import sys, pypdfium2\npdf = pypdfium2.PdfDocument(sys.argv[1])\nfor page in pdf:\n"
                 "    text = page.get_textpage()\n    text.get_text_range()\n    text.close()\n    page.close()\n",
    "pdf_oxide": "import sys, pdf_oxide\ndoc = pdf_oxide.PdfDocument(sys.argv[1])\n"
                 "for index in range(doc.page_count):\n    doc.extract_text(index)\n",
    "playa": "import sys, playa\nwith playa.open(sys.argv[1]) as pdf:\n    for page in pdf.pages:\n"
             "        page.extract_text()\n",
    "pypdf": "import sys, pypdf\nfor page in pypdf.PdfReader(sys.argv[1]).pages:\n    page.extract_text()\n",
    "pdfplumber": "import sys, pdfplumber\nwith pdfplumber.open(sys.argv[1]) as pdf:\n    for page in pdf.pages:\n"
                  "        page.extract_text()\n        page.close()\n",
}

# (tool, peer, the most tool / peer may take, what the issue asks); "<" means strictly less
TARGETS = (
    ("pdf-export-text", "pdftotext", 1.5, "<=", "pdf-export -f text within 1.5x pdftotext"),
    ("pdf-export-text", "pymupdf", 1.0, "<", "pdf-export -f text faster than PyMuPDF get_text"),
    ("pdf-export-text", "pdf_oxide", 1.0, "<", "pdf-export -f text faster than pdf_oxide extract_text"),
    ("pdf-export-md", "pdftotext", 2.5, "<=", "pdf-export -f md within 2.5x pdftotext"),
    ("pdf-glyphs", "mutool-stext", 1.5, "<=", "pdf-glyphs within 1.5x mutool draw -F stext"),
    ("pdf-words", "pdftotext-bbox", 1.0, "<=", "pdf-words no longer than pdftotext -bbox-layout"),
)
ONE_PAGE_ALLOWED = 1.5         # the issue: a one-page command within 1.5x python3 -c 'import pikepdf'


# -- what runs ---------------------------------------------------------------------


def ours_command(name, source="installed"):
    """argv of one of our tools without the file: the installed entry point beside this
    interpreter (not a pyenv shim, which adds its own start-up), else the one on PATH;
    ``source="checkout"``: this checkout's bin/ wrapper."""
    program, *args = OURS_ARGS[name]
    if source == "checkout":
        return [sys.executable, os.path.join(ROOT, "bin", program), *args]
    beside = os.path.join(os.path.dirname(sys.executable), program)
    found = beside if os.access(beside, os.X_OK) else shutil.which(program)
    return [found, *args] if found else None


def argv(name, path, source="installed"):
    """The command that runs tool ``name`` on ``path``, or None when it is not available."""
    kind = TOOLS[name][1]
    if kind == "ours":
        command = ours_command(name, source)
        return command and [*command, path]
    if kind == "program":
        template = PROGRAM_ARGS[name]
        return [path if part == "{f}" else part for part in template] if shutil.which(template[0]) else None
    return [sys.executable, "-c", PEER_CODE[name], path]


def unavailable(name, source="installed"):
    """Why tool ``name`` cannot run here, or None."""
    kind = TOOLS[name][1]
    if kind == "ours":
        return None if ours_command(name, source) else f"{OURS_ARGS[name][0]} is not installed (pip install .)"
    if kind == "program":
        program = PROGRAM_ARGS[name][0]
        return None if shutil.which(program) else f"{program} is not on PATH"
    return None if importlib.util.find_spec(kind) else f"{kind} is not installed (pip install {PIP[kind]})"


def ours_import_path(source="installed"):
    """Which pdftk_text our commands import: the installed one as the entry points see it
    (run from /, so no checkout on the path), or this checkout's."""
    if source == "checkout":
        return os.path.join(ROOT, "pdftk_text")
    done = subprocess.run([sys.executable, "-c", "import os, pdftk_text; print(os.path.dirname(pdftk_text.__file__))"],
                          cwd="/", capture_output=True, text=True, timeout=60)
    return done.stdout.strip() or None


def byte_compile(path, log):
    """Compile the package our commands import, as ``pip install .`` leaves it: without
    bytecode (an editable install where PYTHONDONTWRITEBYTECODE is set) every command
    recompiles what it imports, about 6 ms per 1,000 lines, and start-up is measured wrong."""
    if path and os.path.isdir(path):
        ok = compileall.compile_dir(path, quiet=1, workers=1)
        log(f"byte-compiled {path}" if ok else f"byte-compiling {path} failed; timings include compiling")
        return bool(ok)
    return False


# -- the documents -----------------------------------------------------------------


def locate(document):
    """The file for ``document`` (the newest of its glob), or None."""
    found = sorted(glob.glob(document.path))
    return found[-1] if found else None


def package_version(package):
    """The installed version of a Debian package, or None."""
    if not package or not shutil.which("dpkg-query"):
        return None
    done = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True,
                          timeout=30)
    return done.stdout.strip() or None if done.returncode == 0 else None


def describe_file(path):
    """Pages, producer, bytes and SHA-256 of one PDF, so a run says what it read."""
    import pikepdf
    with open(path, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()
    with pikepdf.open(path) as pdf:
        producer = pdf.docinfo.get("/Producer") if pdf.trailer.get("/Info") is not None else None
        return {"pages": len(pdf.pages), "producer_found": str(producer) if producer is not None else None,
                "bytes": os.path.getsize(path), "sha256": digest}


def prepare(documents, tmp, log):
    """Each document's entry: where it was found (a .gz unpacked into ``tmp``) and what it
    is, or the reason it is skipped."""
    out = []
    for document in documents:
        entry = {"name": document.name, "path": document.path, "package": document.package,
                 "package_version": package_version(document.package), "source": document.source,
                 "producer": document.producer}
        found = locate(document)
        if found is None:
            where = f"apt-get install {document.package}" if document.package else document.source
            entry["skipped"] = f"absent: {document.path} ({where})"
            log(f"dense: skipping {document.name}: {entry['skipped']}")
        else:
            entry["found"] = found
            entry["read"] = _unpacked(found, tmp) if found.endswith(".gz") else found
            entry.update(describe_file(entry["read"]))
        out.append(entry)
    return out


def _unpacked(path, tmp):
    target = os.path.join(tmp, os.path.basename(path)[:-3])
    with gzip.open(path, "rb") as source, open(target, "wb") as sink:
        shutil.copyfileobj(source, sink)
    return target


# -- measuring ---------------------------------------------------------------------


def summary(measured):
    """One tool on one document: best and median wall seconds, best CPU seconds, the
    largest peak RSS of its runs, the error."""
    seconds, cpu = measured["seconds"], measured["cpu_seconds"]
    return {"best_s": rounded(min(seconds), 4) if seconds else None,
            "median_s": rounded(statistics.median(seconds), 4) if seconds else None,
            "best_cpu_s": rounded(min(cpu), 4) if cpu else None,
            "runs": len(seconds), "peak_kb": measured["peak_kb"] or None,
            "error": measured["error"] or (None if seconds else "no timed run"),
            "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "load_average": [round(value, 2) for value in os.getloadavg()]}


def measure_documents(entries, names, repeat, source, log):
    """{document: {tool: summary}} for every document not skipped."""
    results = {}
    for entry in entries:
        if "skipped" not in entry:
            log(f"dense: {entry['name']} ({entry['pages']} pages): {', '.join(names)}, {repeat} rounds")
            results[entry["name"]] = measure_document(entry["read"], names, repeat, source)
    return results


def measure_document(path, names, repeat, source):
    """Every tool once a round, ``repeat`` rounds: on a shared machine whose load drifts,
    each tool's best run and pdftotext's are drawn from the same stretch of time."""
    runs = {name: {"seconds": [], "cpu_seconds": [], "peak_kb": 0, "error": None} for name in names}
    for _ in range(repeat):
        for name in names:
            done = runs[name]
            if done["error"] is None:
                measured = cli.measure([argv(name, path, source)], 1)
                done["seconds"] += measured["seconds"]
                done["cpu_seconds"] += measured["cpu_seconds"]
                done["peak_kb"] = max(done["peak_kb"], measured["peak_kb"])
                done["error"] = measured["error"]
    return {name: summary(done) for name, done in runs.items()}


def one_page(names, repeat, source, log, path=ONE_PAGE):
    """Our commands and the programs on a one-page PDF next to ``python3 -c 'import
    pikepdf'``, and each Python peer's import alone (a part of each of its runs above)."""
    log("dense: one-page PDF")
    pikepdf_s = summary(cli.measure([[sys.executable, "-c", "import pikepdf"]], repeat))
    rows = {}
    for name in TOOLS:
        if name in names and TOOLS[name][1] in ("ours", "program"):
            rows[name] = summary(cli.measure([argv(name, path, source)], repeat))
    for row in rows.values():
        row["ratio_to_import_pikepdf"] = ratio(row, pikepdf_s)
    imports = {TOOLS[name][1]: summary(cli.measure([[sys.executable, "-c", f"import {TOOLS[name][1]}"]], repeat))
               for name in TOOLS if name in names and TOOLS[name][1] not in ("ours", "program")}
    return {"file": os.path.relpath(path, ROOT), "import_pikepdf": pikepdf_s, "tools": rows,
            "allowed": ONE_PAGE_ALLOWED, "imports": imports}


def ratio(mine, theirs):
    """mine / theirs in best wall seconds, or None if either failed."""
    if not mine or not theirs or mine.get("error") or theirs.get("error") or not theirs.get("best_s"):
        return None
    return rounded(mine["best_s"] / theirs["best_s"], 3)


# -- results -----------------------------------------------------------------------


def merge(old, new):
    """Results of a partial run (``--tools``) laid over an earlier run's: every tool not
    measured now keeps its earlier summary, which says when it was measured, and its ratio
    to the pdftotext of its own run."""
    merged = {doc: dict(tools) for doc, tools in (old or {}).items()}
    for doc, tools in new.items():
        merged.setdefault(doc, {}).update(tools)
    return merged


def with_ratios(results):
    """Each summary with pdftotext's best seconds on the same document in the same run, and
    the ratio to it: the load of a shared machine changes between runs, so a ratio keeps
    its own baseline."""
    for tools in results.values():
        base = tools.get(BASELINE)
        for summary_ in tools.values():
            summary_["pdftotext_s"] = None if ratio(summary_, base) is None else base["best_s"]
            summary_["ratio_to_pdftotext"] = ratio(summary_, base)
    return results


def relative(mine, theirs):
    """mine / theirs, each first divided by the pdftotext of its own run (the plain ratio of
    best seconds when both come from one run)."""
    if not mine or not theirs or mine.get("ratio_to_pdftotext") is None or not theirs.get("ratio_to_pdftotext"):
        return None
    return rounded(mine["ratio_to_pdftotext"] / theirs["ratio_to_pdftotext"], 3)


def targets(results):
    """The issue's targets on every document: the ratio, what it may be, whether met."""
    out = []
    for mine, peer, allowed, sense, what in TARGETS:
        for doc, tools in results.items():
            value = relative(tools.get(mine), tools.get(peer))
            met = None if value is None else (value < allowed if sense == "<" else value <= allowed)
            out.append({"target": what, "document": doc, "ratio": value, "allowed": allowed, "sense": sense,
                        "met": met})
    return out


def _cell(summary_):
    if summary_ is None:
        return "n/a"
    if summary_.get("error"):
        return "error"
    value = summary_.get("ratio_to_pdftotext")
    return f"{summary_['best_s']:.2f} {value:5.2f}x" if value is not None else f"{summary_['best_s']:.2f}"


def build_tables(entries, results, names, skipped_tools=None):
    """The printed report: documents, seconds and ratio to pdftotext, peak RSS, targets,
    errors and skips (a list of lines)."""
    measured = [e for e in entries if e["name"] in results]
    lines = [table(("document", "pages", "producer", "file"),
                   [(e["name"], e["pages"], e["producer"] if e["producer"] != "-" else e["producer_found"],
                     e["found"]) for e in measured])]
    lines += [f"skipped {e['name']}: {e['skipped']}" for e in entries if "skipped" in e]
    lines.append("\ntools:")
    lines.append(table(("tool", "runs as"), [(name, TOOLS[name][0]) for name in names], aligns=("<", "<")))
    lines.append("\nseconds, best of each tool's runs, the whole command (ratio to pdftotext f -):")
    head = ("tool", *(f"{e['name']} {e['pages']}p" for e in measured))
    lines.append(table(head, [(name, *(_cell(results[e["name"]].get(name)) for e in measured)) for name in names]))
    lines.append("\npeak RSS (MB), the largest of each tool's runs:")
    lines.append(table(("tool", *(e["name"] for e in measured)),
                       [(name, *(_peak(results[e["name"]].get(name)) for e in measured)) for name in names]))
    goals = {(g["target"], g["document"]): g for g in targets({e["name"]: results[e["name"]] for e in measured})}
    lines.append("\nthe issue's targets (ratio of best wall times; met?):")
    lines.append(table(("target", "allowed", *(e["name"] for e in measured)),
                       [(what, f"{sense} {allowed}", *(_goal(goals[what, e["name"]]) for e in measured))
                        for _mine, _peer, allowed, sense, what in TARGETS]))
    for e in measured:
        for name in names:
            error = (results[e["name"]].get(name) or {}).get("error")
            if error:
                lines.append(f"error: {name} on {e['name']}: {error}")
    lines += [f"skipped tool {name}: {why}" for name, why in (skipped_tools or {}).items()]
    return lines


def _goal(goal):
    if goal["ratio"] is None:
        return "-"
    return f"{goal['ratio']:.2f} {'yes' if goal['met'] else 'NO'}"


def _peak(summary_):
    if summary_ is None:
        return "n/a"
    return "error" if summary_.get("error") else megabytes(summary_.get("peak_kb"))


def one_page_lines(page):
    """The one-page line(s): each command's best seconds and its ratio to importing pikepdf."""
    base = page["import_pikepdf"]
    lines = [f"\none-page PDF ({page['file']}): python3 -c 'import pikepdf' {_seconds(base)}; "
             f"each command / that (allowed <= {page['allowed']}):"]
    lines.append(table(("tool", "seconds", "ratio", "met"),
                       [(name, r["best_s"], r["ratio_to_import_pikepdf"],
                         "-" if r["ratio_to_import_pikepdf"] is None or TOOLS[name][1] != "ours"
                         else ("yes" if r["ratio_to_import_pikepdf"] <= page["allowed"] else "NO"))
                        for name, r in page["tools"].items()]))
    if page.get("imports"):
        lines.append("python3 -c 'import M' alone, seconds: " + ", ".join(
            f"{module} {_seconds(r)}" for module, r in page["imports"].items()))
    return lines


def _seconds(summary_):
    return "error" if summary_.get("error") else f"{summary_['best_s']:.3f} s"


def load_results(output):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", output or "")
    if not output or not os.path.exists(path):
        return None
    import orjson
    with open(path, "rb") as handle:
        return orjson.loads(handle.read())


def run(repeat=3, names=None, documents=DOCUMENTS, source="installed", output="dense.json", merge_old=False,
        with_one_page=True, out=sys.stdout, log=None):
    """Measure, print the tables to ``out``, write bench/results/OUTPUT; return the data.
    ``merge_old``: keep the earlier results of tools not measured now."""
    log = log or (lambda message: print(message, file=sys.stderr, flush=True))
    wanted = list(names or TOOLS)
    skipped_tools = {n: why for n in wanted if (why := unavailable(n, source))}
    names = [n for n in wanted if n not in skipped_tools]
    if BASELINE not in names and BASELINE not in skipped_tools:
        names.insert(0, BASELINE)          # every ratio is to pdftotext of the same run
    compiled = byte_compile(ours_import_path(source), log)
    began, load_before = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), _load()
    with tempfile.TemporaryDirectory(prefix="pdftk-text-dense-") as tmp:
        entries = prepare(documents, tmp, log)
        results = with_ratios(measure_documents(entries, names, repeat, source, log))
    previous = load_results(output) if merge_old else None
    if previous:
        results = merge(previous.get("results"), results)
    shown = [n for n in TOOLS if any(n in tools for tools in results.values())]
    page = one_page(names, repeat, source, log) if with_one_page else (previous or {}).get("one_page")
    if page and previous and previous.get("one_page") and page is not previous["one_page"]:
        page["imports"] = {**previous["one_page"].get("imports", {}), **page["imports"]}
    this_run = {"began": began, "tools": names, "repeat": repeat, "load_average_before": load_before,
                "load_average_after": _load(), "ours": {"source": source, "imports": ours_import_path(source), "byte_compiled": compiled,
                "commands": {n: ours_command(n, source) for n in OURS_ARGS}}, "environment": environment()}
    lines = [f"dense documents, best of {repeat}, each run a fresh process; peaks by {cli.PEAK_SOURCE}; "
             f"load average {load_before} before, {this_run['load_average_after']} after"]
    lines += build_tables(entries, results, shown, skipped_tools)
    if page:
        lines += one_page_lines(page)
    if previous:
        lines.append("\nearlier results kept (--merge) of: " + ", ".join(n for n in shown if n not in names))
    print("\n".join(lines), file=out)
    data = {"runs": [*((previous or {}).get("runs") or []), this_run],
            "tools": {n: {"runs_as": TOOLS[n][0], "kind": TOOLS[n][1]} for n in TOOLS},
            "skipped_tools": skipped_tools, "documents": entries, "results": results,
            "targets": targets(results), "one_page": page}
    if output:
        print(f"\nwritten: {os.path.relpath(write_json(output, data), ROOT)}", file=out)
    return data


def markdown(data):
    """The README's table from a dense.json: per tool and document, best seconds and the
    ratio to pdftotext of the same run."""
    docs = [e for e in data["documents"] if e["name"] in data["results"]]
    tools = [n for n in TOOLS if any(n in data["results"][e["name"]] for e in docs)]
    lines = ["| reader | " + " | ".join(f"{e['name']} ({e['pages']} p)" for e in docs) + " |",
             "|---|" + "---:|" * len(docs)]
    for name in tools:
        cells = []
        for e in docs:
            result = data["results"][e["name"]].get(name)
            cells.append("n/a" if result is None else "error" if result.get("error") else
                         f"{result['best_s']:.2f} s ({result['ratio_to_pdftotext']:.2f}x)")
        lines.append(f"| {TOOLS[name][0].replace('|', '&#124;')} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _load():
    return [round(value, 2) for value in os.getloadavg()]


def given(paths):
    """Documents named on the command line (``--files``), each by its file name."""
    return tuple(Document(os.path.splitext(os.path.basename(path))[0], path, None, "given on the command line", "-")
                 for path in paths)
