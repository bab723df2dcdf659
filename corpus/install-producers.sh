#!/bin/sh
# Install what corpus/make_corpus.py runs: the producers that rebuild the
# corpus and the referees that check it. Debian 12 (bookworm), as root.
# Only rebuilding needs the producers; `make_corpus.py --check` and the
# tests need only poppler-utils, mupdf-tools and pikepdf.
# The versions that made the committed files are in manifest.json; other
# versions may write different bytes (the checks should still pass).
set -eu
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    libreoffice-writer-nogui \
    ghostscript \
    texlive-latex-base \
    texlive-luatex \
    texlive-xetex \
    texlive-lang-japanese \
    fonts-nanum \
    qpdf \
    fonts-dejavu-core \
    fonts-liberation \
    fonts-noto-cjk \
    img2pdf \
    libtiff-tools \
    poppler-data \
    poppler-utils \
    mupdf-tools \
    tesseract-ocr \
    tesseract-ocr-eng
# texlive-latex-base brings METAFONT and mktexpk (tex-type3-pk.pdf); cm-super must
# NOT be installed, or pdfTeX embeds Type 1 EC fonts instead of PK bitmaps.
# texlive-luatex (lualatex, fontspec), texlive-xetex (xelatex, xdvipdfmx), texlive-lang-japanese
# (uplatex, its JFMs) and fonts-nanum make tex-lua-cid-cff.pdf, tex-xe-vertical.pdf and
# tex-dpx-adobe-kr.pdf; dvipdfmx reads UniAKR-UTF16-H and Adobe-KR-UCS2 from poppler-data.
# Debian 12 has no JBIG2 encoder (jbig2enc): pike_documents.py writes its own.
# tesseract-ocr (5.3.0) writes tess-ocr.pdf; pdfplumber is the table referee
# (optional for --check: without it the table agreement is not recorded).
python3 -m pip install "reportlab==5.1.0" "fpdf2==2.8.9" "pikepdf==10.18.0" "fonttools" "Pillow" "pdfplumber==0.11.10" "factur-x==7.8" "pymupdf" "pyhanko==0.38.0"
