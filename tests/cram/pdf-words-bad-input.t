A glyph record that lacks a field words need is a malformed stream: one line naming it, exit 6.

  $ printf '{"type":"page","page":1}\n{"type":"glyph","page":1,"id":0,"text":"a"}\n' | pdf-words
  {"type":"page","page":1}
  pdf-words: stdin: glyph record (page 1, id 0) has no "font"
  [6]

A glyph without its box, or with a size that is not a number, is named the same way
(the box once ended in an internal error):

  $ printf '{"type":"page","page":1}\n{"type":"glyph","page":1,"id":0,"text":"a","font":"F","size":10,"origin":[1,2],"quad":[1,1,2,1,1,3,2,3]}\n' | pdf-words
  {"type":"page","page":1}
  pdf-words: stdin: glyph record (page 1, id 0) has no "bbox"
  [6]
  $ printf '{"type":"page","page":1}\n{"type":"glyph","page":1,"id":3,"text":"a","font":"F","size":"x","origin":[1,2],"quad":[1,1,2,1,1,3,2,3],"bbox":[1,1,2,3]}\n' | pdf-words
  {"type":"page","page":1}
  pdf-words: stdin: glyph record (page 1, id 3) has a malformed "size"
  [6]

A file that is not a PDF is refused as pdf-glyphs refuses it:

  $ pdf-words $CORPUS/not-a-pdf.pdf
  pdf-words: */corpus/not-a-pdf.pdf: not a PDF (no %PDF- header) (glob)
  [4]
