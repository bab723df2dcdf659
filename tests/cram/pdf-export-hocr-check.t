hOCR written for a PDF passes hocr-check (hocr-tools-lib 1.3): its meta tags, its pages, every line, paragraph and content area inside a page, on a one-page document so that its overlap checks (which compare boxes across all pages) apply.

  $ cd "$CORPUS"
  $ pdf-export -f hocr lo-columns-untagged.pdf > "$CRAMTMP/columns.hocr"
  $ hocr-check "$CRAMTMP/columns.hocr" 2>&1 | grep -v '^ok' | grep . ; echo "${PIPESTATUS[0]}"
  0
  $ hocr-check "$CRAMTMP/columns.hocr" 2>&1 | grep -c '^ok .* - mostly_nonoverlapping'
  3

hocr-lines (the same tools) reads the text back line by line: the lines pdftotext 22.12 reads, every one, word for word. (Not in pdftotext's order: it reads the columns' paragraphs across, the export down each column as the manifest's reading_order says.)

  $ hocr-lines "$CRAMTMP/columns.hocr" | sort > "$CRAMTMP/lines"
  $ pdftotext lo-columns-untagged.pdf - | tr -d '\f' | grep -v '^$' | sort > "$CRAMTMP/referee"
  $ wc -l < "$CRAMTMP/lines"
  45
  $ cmp "$CRAMTMP/lines" "$CRAMTMP/referee" && echo same
  same
