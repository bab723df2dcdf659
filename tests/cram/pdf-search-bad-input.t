A bad regular expression is a usage error; a missing file is one line and exit 3.

  $ pdf-search -e '(' "$CORPUS/lo-report-tagged.pdf"
  pdf-search: */corpus/lo-report-tagged.pdf: bad regular expression: missing ) at position 1 (glob)
  [2]
  $ pdf-search word missing.pdf
  pdf-search: missing.pdf: no such file
  [3]
