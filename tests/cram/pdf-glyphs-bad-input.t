Every bad input ends in one line naming the file and the reason, with a documented exit code.

A file that is not a PDF:

  $ pdf-glyphs $CORPUS/not-a-pdf.pdf
  pdf-glyphs: */corpus/not-a-pdf.pdf: not a PDF (no %PDF- header) (glob)
  [4]

An empty file:

  $ pdf-glyphs $CORPUS/empty.pdf
  pdf-glyphs: */corpus/empty.pdf: empty file (glob)
  [4]

A file that starts like a PDF but holds nothing qpdf can repair, named or on stdin:

  $ printf '%%PDF-1.4\ngarbage\n' > bad.pdf
  $ pdf-glyphs bad.pdf
  pdf-glyphs: bad.pdf: damaged beyond reading (unable to find trailer dictionary while recovering damaged file)
  [4]
  $ pdf-glyphs < bad.pdf
  pdf-glyphs: stdin: damaged beyond reading (unable to find trailer dictionary while recovering damaged file)
  [4]

An encrypted PDF without its password, then with a wrong one:

  $ pdf-glyphs $CORPUS/qpdf-encrypted-user.pdf
  pdf-glyphs: */corpus/qpdf-encrypted-user.pdf: encrypted; a password is needed (--password) (glob)
  [5]
  $ pdf-glyphs --password wrong $CORPUS/qpdf-encrypted-user.pdf
  pdf-glyphs: */corpus/qpdf-encrypted-user.pdf: wrong password (glob)
  [5]

A missing file and a directory:

  $ pdf-glyphs missing.pdf
  pdf-glyphs: missing.pdf: no such file
  [3]
  $ pdf-glyphs .
  pdf-glyphs: .: is a directory
  [3]

A malformed JSON line on standard input names its line; the records before it pass through:

  $ printf '{"type":"note"}\n{"type": oops}\n' | pdf-glyphs
  {"type":"note"}
  pdf-glyphs: stdin line 2: not JSON (column 10)
  [6]
  $ printf '[1, 2]\n' | pdf-glyphs -
  pdf-glyphs: stdin line 1: not a JSON object
  [6]

A page range that cannot be read is a usage error:

  $ pdf-glyphs --pages 3-x $CORPUS/rl-multipage.pdf
  pdf-glyphs: --pages: cannot read '3-x' (use e.g. 1-3,5,8-,z)
  [2]

With several inputs, each failure is reported and the rest are still read:

  $ pdf-glyphs missing.pdf $CORPUS/fpdf-core.pdf | grep -c '"type":"document"'
  pdf-glyphs: missing.pdf: no such file
  1

No traceback reaches the user, and a closed pipe ends quietly:

  $ pdf-glyphs $CORPUS/rl-multipage.pdf | head -c 10; echo " ${PIPESTATUS[0]}"
  {"type":"d 141
