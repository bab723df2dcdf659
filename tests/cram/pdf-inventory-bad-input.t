A file that is not a PDF ends in one line naming it, exit 4, whatever the mode.

  $ pdf-inventory --fonts $CORPUS/not-a-pdf.pdf
  pdf-inventory: */corpus/not-a-pdf.pdf: not a PDF (no %PDF- header) (glob)
  [4]
  $ pdf-inventory $CORPUS/empty.pdf
  pdf-inventory: */corpus/empty.pdf: empty file (glob)
  [4]
