On every corpus page where pdftotext and mutool agree, pdf-glyphs yields the same
characters (NFKC, white space dropped, order ignored). The referees run live; their
versions are the first line. A differing page is listed with its recorded reason.

  $ cd $CORPUS && python3 $ROOT/tests/referees.py chars $(python3 $ROOT/tests/corpus_files.py)
  pdftotext version 22.12.0; mutool version 1.21.1
  chars: 36/36 referee-agreed pages equal, 0 explained
