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
