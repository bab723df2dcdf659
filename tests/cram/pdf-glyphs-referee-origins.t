Every glyph origin lies inside a pdftotext -bbox-layout -cropbox word box holding its
characters, within 1 pt. poppler's boxes are first put in our frame: measured from the crop
box's corner (-cropbox; pike-cropbox.pdf's is away from the media box's) and scaled by the
page's /UserUnit, which poppler 22.12 ignores (tests/referees.py user_units). Files read differently on
purpose are explained (corpus/referee-differences.json).

  $ cd $CORPUS && python3 $ROOT/tests/referees.py origins $(python3 $ROOT/tests/corpus_files.py)
  pdftotext version 22.12.0; mutool version 1.21.1
  tex-math-names.pdf: 43 outside, explained: pdftotext prints the codes of the glyph names the Adobe Glyph List lacks (cmsy'…
  pike-no-tounicode.pdf: 202 outside, explained: An Identity-H TrueType font without ToUnicode: we read the text by inverting th…
  pike-adobe-kr-cmap.pdf: 32 outside, explained: The Hangul is shown through the predefined CMap UniAKR-UTF16-H over an Adobe-KR…
  pike-adobe-kr-no-tounicode.pdf: 32 outside, explained: The Hangul is an Adobe-KR CIDFont under Identity-H with no ToUnicode: only the…
  truncated-multipage.pdf: pdftotext reads nothing; not judged
  origins: 41432/41741 glyph origins inside a referee word box, 309 explained
