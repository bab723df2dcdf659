Plain text equals pdftotext's (poppler 22.12.0, run live, without -layout) byte for byte on
every corpus document whose reading order is not in question: one column of text, no
table, no side-by-side labels. --join-hyphens because pdftotext joins hyphenated lines by
default; --furniture because pdftotext keeps running headers, footers and page numbers.
Paragraph breaks (blank lines) come from grouping our blocks as pdftotext groups its
blocks into flows (see pdftk_text/export/text.py). Documents that differ on purpose are
in pdf-export-text-referee-differences.t, each with why.

  $ W=$PWD; cd "$CORPUS"
  $ pdftotext -v 2>&1 | head -1
  pdftotext version 22.12.0
  $ same() {
  >   for f in "$@"; do pdftotext "$f" -; done > "$W/referee.txt"
  >   pdf-export --join-hyphens --furniture "$@" > "$W/ours.txt"
  >   if cmp -s "$W/referee.txt" "$W/ours.txt"; then echo "$# same"; return; fi
  >   for f in "$@"; do
  >     pdf-export --join-hyphens --furniture "$f" | diff <(pdftotext "$f" -) - > /dev/null || echo "differs: $f"
  >   done
  > }

Text in one column, from ReportLab, fpdf2, Ghostscript, LibreOffice, tesseract and
pikepdf/qpdf rewrites: headings in a larger font kept with the paragraph under them,
footers and running headers (furniture) in their place, rotated pages, invisible text
left out, an OCR layer read, optional content hidden, annotations not text.

  $ same rl-multipage.pdf qpdf-linearized.pdf pike-page-labels.pdf qpdf-bates.pdf rl-running.pdf \
  >   fpdf-unicode.pdf rl-rotated.pdf rl-invisible.pdf rl-letterhead.pdf rl-links.pdf \
  >   pike-active.pdf pike-layers.pdf rl-annotated.pdf pike-macroman-truetype.pdf lo-cjk.pdf \
  >   lo-pdfa.pdf tess-ocr.pdf
  17 same

Pages without text: each is a form feed and nothing else, on both sides.

  $ same rl-blank-page.pdf img2pdf-scan.pdf img2pdf-mixed.pdf tiff2pdf-ccitt.pdf rl-images.pdf gs-outlines.pdf
  6 same

The one-column pages of documents that have columns or tables on other pages.

  $ for p in "lo-report-untagged.pdf 3" "lo-report-tagged.pdf 3" "lo-landscape.pdf 1" "rl-cid-predefined.pdf 1"; do
  >   set -- $p
  >   pdf-export -p $2 --join-hyphens --furniture $1 | cmp - <(pdftotext -f $2 -l $2 $1 -) && echo "$1 page $2 same"
  > done
  lo-report-untagged.pdf page 3 same
  lo-report-tagged.pdf page 3 same
  lo-landscape.pdf page 1 same
  rl-cid-predefined.pdf page 1 same

Without --furniture the running footers are left out and nothing else changes (the lines
below are pdftotext's).

  $ pdf-export --join-hyphens rl-multipage.pdf | diff -U0 --label pdftotext --label pdf-export <(pdftotext rl-multipage.pdf -) -
  --- pdftotext
  +++ pdf-export
  @@ -5,2 +4,0 @@
  -Portwell guide – page 1 of 5
  -
  @@ -11,2 +8,0 @@
  -Portwell guide – page 2 of 5
  -
  @@ -17,2 +12,0 @@
  -Portwell guide – page 3 of 5
  -
  @@ -23,2 +16,0 @@
  -Portwell guide – page 4 of 5
  -
  @@ -28,2 +19,0 @@
  -
  -Portwell guide – page 5 of 5
  [1]

The corpus's one hyphenated line break (lo-report, 'goutte-à-' at a line end; the source,
corpus/sources/lo-report.fodt, writes goutte-à-goutte) is joined as pdftotext joins it,
hyphen dropped; without --join-hyphens the hyphen and the break stay.

  $ pdftotext -f 1 -l 1 lo-report-untagged.pdf - | grep goutte
  de six semaines. Grâce au goutte-àgoutte installé sur la moitié des
  $ pdf-export -p 1 --join-hyphens lo-report-untagged.pdf | grep goutte
  de six semaines. Grâce au goutte-àgoutte installé sur la moitié des
  $ pdf-export -p 1 lo-report-untagged.pdf | grep -A1 goutte
  de six semaines. Grâce au goutte-à-
  goutte installé sur la moitié des
  parcelles, la perte de rendement est
