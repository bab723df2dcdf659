A file that is not a PDF is refused as pdf-glyphs refuses it:

  $ pdf-tables $CORPUS/not-a-pdf.pdf
  pdf-tables: */corpus/not-a-pdf.pdf: not a PDF (no %PDF- header) (glob)
  [4]

A confidence outside [0, 1] is a usage error:

  $ pdf-tables --min-confidence 2 $CORPUS/rl-invoice.pdf 2>&1 | tail -n 1
  pdf-tables: error: argument --min-confidence: must be between 0 and 1

A page without words or rules yields its page record and no table:

  $ printf '{"type":"page","page":1}\n' | pdf-tables
  {"type":"page","page":1}
