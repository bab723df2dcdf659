On every corpus document, --fonts, --attachments and --js print the bytes pdffonts,
pdfdetach -list and pdfinfo -js print (poppler, run live; its version is the first
line). A file poppler cannot open is listed, not counted as agreeing.

  $ cd $CORPUS && python3 $ROOT/tests/inventory_referees.py listings $(python3 $ROOT/tests/corpus_files.py)
  pdffonts version 22.12.0
  truncated-multipage.pdf --fonts: pdffonts cannot read it (exit 1)
  truncated-multipage.pdf --attachments: pdfdetach cannot read it (exit 1)
  truncated-multipage.pdf --js: pdfinfo cannot read it (exit 1)
  listings: 261/261 equal, 3 the referee cannot read
