--save-attachments DIR writes the same files, byte for byte, as pdfdetach -saveall -o DIR
(poppler, run live) on every corpus document poppler opens.

  $ cd $CORPUS && python3 $ROOT/tests/inventory_referees.py saved $(python3 $ROOT/tests/corpus_files.py)
  pdffonts version 22.12.0
  saved: 87/87 documents equal, 5 files
