TeX's glyph names the Adobe Glyph List lacks (cmsy's math symbols from the font
program's built-in encoding, the compound word mark from /Differences; no ToUnicode)
are read as MuPDF reads them: each glyph against the character mutool's stext puts at
its origin (run live). pdftotext prints the codes instead ('h' for the left angle
bracket). The bar cmsy draws for \mapsto is read by neither (U+FFFD, counted).

  $ cd $CORPUS && python3 $ROOT/tests/referees.py glyph-chars tex-math-names.pdf
  pdftotext version 22.12.0; mutool version 1.21.1
  glyph-chars: 233/233 glyphs read as mutool reads them

  $ pdf-glyphs $CORPUS/tex-math-names.pdf | grep -c '"map":"none"'
  1
  $ pdf-export -f text $CORPUS/tex-math-names.pdf | grep -e 'Meta' -e 'Lattices' -e 'compound'
  Meta variables: \xe2\x9f\xa8name\xe2\x9f\xa9 and \xe2\x9f\xa8value\xe2\x9f\xa9. (esc)
  Lattices: s \xe2\x8a\x91 t, s \xe2\x8a\x92 t, s \xe2\x8a\x94 t, s \xe2\x8a\x93 t, s \xe2\x8a\x8e t and \xe2\x8a\xa4. (esc)
  A compound word mark: shelfful and halflife.
