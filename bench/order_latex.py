"""Two-column LaTeX articles for the reading-order yardstick, written here, so that
their source gives the true order: ``python3 -m bench.order_latex OUTDIR`` writes each
as ``OUTDIR/NAME.tex``, ``NAME.pdf`` (pdflatex) and ``NAME.txt`` (the text in source
order: title, authors one by one, abstract, keywords, then the body).

No footnotes or floats: LaTeX moves those away from where the source has them, so the
source would not be their order. Needs pdflatex (texlive-latex-base).
"""

import os
import shutil
import subprocess
import sys
import tempfile

from .order_documents import ARTICLE_BODY

PREAMBLE = r"""\documentclass[twocolumn,10pt]{article}
\usepackage[a4paper,margin=2cm]{geometry}
\pagestyle{plain}
\begin{document}
"""

MORE_BODY = [
    ("Data and preparation", [
        "The collections were converted from the original files without any manual correction. Pages that "
        "contained only images were set aside, since they carry no text for the order to apply to, and the "
        "remaining pages were grouped by the application that produced them.",
        "Each page was read twice, once following the order in which its text was written and once following "
        "the geometry alone, and both readings were compared with the logical structure recorded by the author "
        "wherever such a structure was present in the file."]),
    ("Results", [
        "Following the written order was correct on almost every page produced by word processors and on most "
        "pages produced by layout programs, but it failed on pages assembled from several sources, where text "
        "added late in the process appears at the end of the content whatever its position on the page.",
        "Geometry alone was robust against such additions but misread forms and tables whose rows are aligned "
        "across columns, reading every label before any value. Combining the two avoided both failures on all "
        "but a handful of pages, which our confidence measure flagged for review."]),
    ("Limitations", [
        "Pages with text running around irregular images, and pages whose columns change width from one "
        "paragraph to the next, remain difficult for every method we tried, including ours.",
        "We also did not evaluate scripts written from right to left or vertically, although nothing in the "
        "approach depends on the direction of writing."]),
    ("Conclusion", [
        "The order in which a document was written is evidence that is cheap to collect and usually reliable. "
        "Treating it as such, and checking it against the layout rather than replacing it, gives text that is "
        "fit for search and retrieval on the kinds of documents found in real archives."]),
]

ARTICLES = {
    "tex-order-article": dict(
        title="Reading Order Recovery for Searchable Archives",
        authors=[["Maria Lindqvist", "Department of Informatics", "Uppsala University"],
                 ["Tomas Herrera", "Institute of Archival Science", "University of Granada"],
                 ["Aiko Tanabe", "Digital Library Division", "National Diet Library"]],
        abstract="Searching a document archive requires text in reading order. We show that the order in which "
                 "a producer wrote a page is a strong witness to its reading order, and that a light geometric "
                 "check repairs the cases where it is not. On a collection of reports and proceedings the "
                 "combined method outperforms purely geometric segmentation while remaining deterministic.",
        keywords="reading order, document layout analysis, information retrieval, digital archives",
        body=ARTICLE_BODY + MORE_BODY[:2],
        items=["Administrative correspondence with sender and recipient addresses set side by side, "
               "letterheads and reference numbers printed in the margins of the page.",
               "Statistical reports whose wide tables are drawn column by column by the producing application.",
               "Conference proceedings in two columns with full-width titles and abstracts above them."]),
    "tex-order-report": dict(
        title="Evidence from the Content Stream in Document Conversion",
        authors=[["Jonas Berglund", "Royal Institute of Technology"],
                 ["Elena Petrova", "Saint Petersburg State University"]],
        abstract="Converters that read the text of a document in the order it was written are often dismissed as "
                 "naive. We examine when that order can be trusted, how to detect when it cannot, and what a "
                 "converter should do in that case, using pages from several widely used applications.",
        keywords="document conversion, content stream, layout analysis",
        body=MORE_BODY + ARTICLE_BODY[:1],
        items=["Pages written by word processors, which emit text paragraph by paragraph in reading order.",
               "Pages written by layout programs, which emit text frame by frame in the order frames were made.",
               "Pages edited after the fact, where stamps, signatures and corrections come last."]),
}


def _tex(text):
    return text.replace("&", r"\&").replace("%", r"\%")


def source_and_truth(spec):
    """(LaTeX source, the text in source order) of one article."""
    authors = r" \and ".join(r"\\".join(_tex(line) for line in lines) for lines in spec["authors"])
    tex = [PREAMBLE, r"\title{%s}" % _tex(spec["title"]), r"\author{%s}" % authors, r"\date{}", r"\maketitle",
           r"\begin{abstract}", _tex(spec["abstract"]), r"\end{abstract}",
           r"\section*{Keywords}", _tex(spec["keywords"]), ""]
    truth = [spec["title"]] + [line for lines in spec["authors"] for line in lines]
    truth += ["Abstract", spec["abstract"], "Keywords", spec["keywords"]]
    for index, (heading, paragraphs) in enumerate(spec["body"]):
        name = heading.split(" ", 1)[1] if heading[:1].isdigit() else heading
        tex.append(r"\section{%s}" % _tex(name))
        truth.append(name)
        for paragraph in paragraphs:
            tex += [_tex(paragraph), ""]
            truth.append(paragraph)
        if index == 1:
            tex.append(r"\begin{itemize}")
            tex += [r"\item " + _tex(item) for item in spec["items"]]
            tex.append(r"\end{itemize}")
            truth += spec["items"]
    tex.append(r"\end{document}")
    return "\n".join(tex) + "\n", "\n".join(truth) + "\n"


def build(outdir):
    """Write every article's .tex, .pdf and .txt into ``outdir``; [(pdf, txt)]."""
    os.makedirs(outdir, exist_ok=True)
    out = []
    for name, spec in ARTICLES.items():
        tex, truth = source_and_truth(spec)
        with open(os.path.join(outdir, name + ".tex"), "w", encoding="utf-8") as handle:
            handle.write(tex)
        with open(os.path.join(outdir, name + ".txt"), "w", encoding="utf-8") as handle:
            handle.write(truth)
        with tempfile.TemporaryDirectory(prefix="order-latex-") as scratch:
            subprocess.run(["pdflatex", "-interaction=batchmode", "-output-directory", scratch,
                            os.path.join(outdir, name + ".tex")], check=True, capture_output=True, timeout=300,
                           env=dict(os.environ, SOURCE_DATE_EPOCH="1700000000", FORCE_SOURCE_DATE="1"))
            shutil.move(os.path.join(scratch, name + ".pdf"), os.path.join(outdir, name + ".pdf"))
        out.append((os.path.join(outdir, name + ".pdf"), os.path.join(outdir, name + ".txt")))
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2 or not shutil.which("pdflatex"):
        sys.exit(__doc__)
    for pdf, _ in build(sys.argv[1]):
        print(pdf)
