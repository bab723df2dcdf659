With --layout each line keeps its place on a character grid, columns kept apart with
spaces, counted in characters as pdftotext -layout counts them (poppler 22.12.0, run live):
byte for byte the same on these documents (--furniture, since pdftotext keeps furniture),
tables and side-by-side columns among them.

  $ W=$PWD; cd "$CORPUS"
  $ pdftotext -v 2>&1 | head -1
  pdftotext version 22.12.0
  $ same() {
  >   for f in "$@"; do pdftotext -layout "$f" - 2>/dev/null; done > "$W/referee.txt"
  >   pdf-export --layout --furniture "$@" > "$W/ours.txt"
  >   if cmp -s "$W/referee.txt" "$W/ours.txt"; then echo "$# same"; return; fi
  >   for f in "$@"; do
  >     pdf-export --layout --furniture "$f" | cmp -s - <(pdftotext -layout "$f" - 2>/dev/null) || echo "differs: $f"
  >   done
  > }

One column, running headers and footers placed where they are drawn:

  $ same rl-multipage.pdf rl-running.pdf fpdf-core.pdf fpdf-unicode.pdf rl-rotated.pdf rl-letterhead.pdf \
  >   gs-letter.pdf tess-ocr.pdf lo-cjk.pdf rl-blank-page.pdf
  10 same

Rows of cells far apart, tables ruled and unruled, labels beside their values, addresses
side by side:

  $ same rl-standard14.pdf rl-invoice.pdf lo-landscape.pdf rl-aligned-table.pdf rl-addresses.pdf \
  >   rl-form.pdf rl-form-boxes.pdf fx-invoice.pdf pike-images.pdf lo-invoice-tagged.pdf \
  >   lo-tables.pdf lo-invoice-untagged.pdf lo-report-untagged.pdf
  13 same

Where a column's place depends on how text is cut into blocks, we can be a column off: in
lo-columns-untagged pdftotext's block for the two first three-column paragraphs is two
blocks, the centred title placed past the narrower one; ours is one block, reached in
proportion (the lines below are pdftotext's, then ours).

  $ pdf-export --layout --furniture lo-columns-untagged.pdf | diff -U0 --label pdftotext --label pdf-export <(pdftotext -layout lo-columns-untagged.pdf -) -
  --- pdftotext
  +++ pdf-export
  @@ -1 +1 @@
  -                                     Harbour board review
  +                                    Harbour board review
  [1]
