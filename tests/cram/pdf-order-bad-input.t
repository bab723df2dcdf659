A word record whose box, size, id or first glyph the order stage cannot read is a
malformed stream: one line naming it, exit 6 (a box of text once passed into the block,
and a word without its glyphs ended in an internal error):

  $ printf '{"type":"page","page":1}\n{"type":"line","page":1,"id":0,"text":"a"}\n{"type":"word","page":1,"id":0,"bbox":["a",0,10,10],"text":"a","glyphs":[0,0],"size":10,"line":0}\n' | pdf-order
  pdf-order: stdin: word record (page 1, id 0) has a malformed "bbox"
  [6]
  $ printf '{"type":"page","page":1}\n{"type":"line","page":1,"id":0,"text":"a"}\n{"type":"word","page":1,"id":0,"bbox":[0,0,10,10],"text":"a","size":10,"line":0}\n' | pdf-order
  pdf-order: stdin: word record (page 1, id 0) has no "glyphs"
  [6]
