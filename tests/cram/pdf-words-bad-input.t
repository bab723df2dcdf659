A glyph record that lacks a field words need is a malformed stream: one line naming it, exit 6.

  $ printf '{"type":"page","page":1}\n{"type":"glyph","page":1,"id":0,"text":"a"}\n' | pdf-words
  {"type":"page","page":1}
  pdf-words: stdin: glyph record (page 1, id 0) has no "font"
  [6]

A file that is not a PDF is refused as pdf-glyphs refuses it:

  $ pdf-words $CORPUS/not-a-pdf.pdf
  pdf-words: */corpus/not-a-pdf.pdf: not a PDF (no %PDF- header) (glob)
  [4]
