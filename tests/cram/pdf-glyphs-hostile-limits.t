Each guard, its option lowered, stops the page and says so in one diagnostic record.

  $ limit() { pdf-glyphs "$@" $CORPUS/rl-invoice.pdf | grep -o '"code":"limit[.][a-z-]*"' | sort -u; }

Operations per page, glyphs per page, saved graphics states, decoded bytes:

  $ limit --max-operations 10
  "code":"limit.content-operations"
  $ limit --max-glyphs 5
  "code":"limit.page-glyphs"
  $ limit --max-depth 1
  "code":"limit.graphics-state-depth"
  $ limit --max-stream-bytes 64
  "code":"limit.stream-bytes"

A limit must be a whole number of at least 1:

  $ pdf-glyphs --max-stream-bytes 0 $CORPUS/rl-invoice.pdf 2>&1 | tail -1
  pdf-glyphs: error: argument --max-stream-bytes: must be at least 1

At the defaults, the decompression bomb (a line, 2**30 spaces, a line) yields its first
line and the bound it reached, as corpus/manifest.json expects:

  $ pdf-glyphs $CORPUS/hostile/deflate-bomb.pdf > bomb.jsonl
  $ grep -o '"code":"[a-z.-]*"' bomb.jsonl
  "code":"limit.stream-bytes"
  $ grep -o '"type":"glyph","page":1,"id":[0-9]*,"bbox":[^]]*],"text":"[^"]*"' bomb.jsonl | sed 's/.*"text":"//; s/"$//' | tr -d '\n'; echo
  Before a gigabyte of spaces.

A font kept in an object stream that decodes to 2**30 bytes: qpdf would decode the whole
stream the first time the font is read. It is measured when the file is opened and its
objects read as null, so the line in the other font is read and the first font's codes
are unmappable (corpus/manifest.json "expect"); a lowered limit reaches it sooner:

  $ pdf-glyphs $CORPUS/hostile/objstm-bomb.pdf > objstm.jsonl
  $ grep -o '"code":"[a-z.-]*","severity":"[a-z]*","message":"[^"]*"' objstm.jsonl
  "code":"limit.stream-bytes","severity":"warning","message":"object stream 6 decodes to more than the limit (--max-stream-bytes); its 1 objects read as null"
  "code":"extraction.unmappable-codes","severity":"warning","message":"font F1: 19 codes no source maps to Unicode (written as U+FFFD)"
  "code":"resource.not-found","severity":"warning","message":"font /F1 is missing; its text is unmappable"
  $ grep -o '"text":"[^"]*","code":[0-9]*,"font":"Helvetica"' objstm.jsonl | sed 's/"text":"//; s/",.*//' | tr -d '\n'; echo
  Read around an object stream of a gigabyte.
  $ pdf-glyphs --max-stream-bytes 100 $CORPUS/qpdf-objstm.pdf | grep -c '"object_stream"'
  [1-9][0-9]* (re)
