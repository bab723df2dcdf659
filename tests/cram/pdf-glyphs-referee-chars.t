On every corpus page where pdftotext and mutool agree, pdf-glyphs yields the same
characters (NFKC, white space dropped, order ignored). The referees run live; their
versions are the first line. A differing page is listed with its recorded reason.

  $ cd $CORPUS && python3 $ROOT/tests/referees.py chars $(python3 $ROOT/tests/corpus_files.py)
  pdftotext version 22.12.0; mutool version 1.21.1
  tex-type3-pk.pdf:1: differs, explained: Two PK ligature glyphs, /a28 (fi) and /a30 (ffi) in a T1-encoded bitmap font wi…
  chars: 127/128 referee-agreed pages equal, 1 explained
