--help and --version run no search, so they exit 0, not 1 (no match).

  $ pdf-search --help > /dev/null
  $ pdf-search --version
  pdf-search 0.1.0

A search that finds nothing still exits 1.

  $ pdf-search -l zzzzzzzz "$CORPUS/lo-report-tagged.pdf"
  [1]
