Where plain text differs from pdftotext's (poppler 22.12.0, run live) on a one-column
document, the difference is on purpose; each is shown (lines with - are pdftotext's, with
+ ours) and said why. Documents with columns, tables or side-by-side labels are not
compared byte for byte (their reading order is in question); they are listed at the end.

  $ W=$PWD; cd "$CORPUS"
  $ pdftotext -v 2>&1 | head -1
  pdftotext version 22.12.0
  $ differ() {
  >   local first=() ours=()
  >   [ -n "$2" ] && first=(-f "$2" -l "$2") && ours=(-p "$2")
  >   pdf-export "${ours[@]}" --join-hyphens --furniture "$1" |
  >   diff -U0 --label pdftotext --label pdf-export <(pdftotext "${first[@]}" "$1" - 2>/dev/null) -
  > }

gs-letter.pdf: a Courier row spaced wide apart, which pdftotext cuts into three blocks (a gap
wider than 0.7 font sizes is a column gap to it) and so three paragraphs; it is one line of
the source (corpus/sources/gs-letter.ps). pdftotext also reads the margin note written
upwards before the last line; we read it after the body.

  $ differ gs-letter.pdf
  --- pdftotext
  +++ pdf-export
  @@ -5 +5 @@
  -LEDGER
  +LEDGER 1893-11-02 42 GAL
  @@ -7,3 +7 @@
  -1893-11-02
  -
  -42 GAL
  +Café crème, naïve résumé, über, señor.
  @@ -12,2 +9,0 @@
  -
  -Café crème, naïve résumé, über, señor.
  [1]

tex-article.pdf (and its rewrites qpdf-encrypted-rc4.pdf, pike-lying-length1.pdf): pdftotext
cuts section numbers from their headings and a footnote number from its text (gaps wider
than 0.7 font sizes), making each a paragraph; we keep '1 Keeping bees...' whole. A raised
footnote mark touches what it follows and reads with no space, as pdftotext reads it after
'colours.' ('colours.1'); in the footnote it touches its text ('1Orange'). Ligatures agree: both write fi, ff, fl, ffi, ffl as letters (efficient, Affordable).

  $ differ tex-article.pdf | tee "$W/tex.diff"
  --- pdftotext
  +++ pdf-export
  @@ -1,4 +1 @@
  -1
  -
  -Keeping bees in a small garden
  -
  +1 Keeping bees in a small garden
  @@ -16,4 +13 @@
  -1.1
  -
  -Equipment
  -
  +1.1 Equipment
  @@ -23,3 +17 @@
  -1
  -
  -Orange pollen came from the dandelions, grey from the raspberry canes.
  +1Orange pollen came from the dandelions, grey from the raspberry canes.
  $ for f in qpdf-encrypted-rc4.pdf pike-lying-length1.pdf; do differ $f | cmp - "$W/tex.diff" && echo "$f: same differences"; done
  qpdf-encrypted-rc4.pdf: same differences
  pike-lying-length1.pdf: same differences

rl-standard14.pdf (and pike-userunit, pike-inverted-mediabox, damaged-xref-offsets,
incremental-update): three fields per row set apart like table cells; pdftotext reads them
column by column, we read each row whole (corpus/sources/rl_documents.py draws each row as
one line). In incremental-update our block holds the last row and the 'Amended:' line under
it, so the paragraph after it starts afresh (its font is larger than the row's).

  $ differ rl-standard14.pdf | tee "$W/rows.diff"
  --- pdftotext
  +++ pdf-export
  @@ -7,8 +7,2 @@
  -COACH 14
  -COACH 15
  -
  -BERTH 27
  -BERTH 03
  -
  -CODE XR-5501
  -CODE XR-5502
  +COACH 14 BERTH 27 CODE XR-5501
  +COACH 15 BERTH 03 CODE XR-5502
  $ for f in pike-userunit.pdf pike-inverted-mediabox.pdf damaged-xref-offsets.pdf; do differ $f | cmp - "$W/rows.diff" && echo "$f: same differences"; done
  pike-userunit.pdf: same differences
  pike-inverted-mediabox.pdf: same differences
  damaged-xref-offsets.pdf: same differences
  $ differ incremental-update.pdf
  --- pdftotext
  +++ pdf-export
  @@ -7,9 +7,2 @@
  -COACH 14
  -COACH 15
  -
  -BERTH 27
  -BERTH 03
  -
  -CODE XR-5501
  -CODE XR-5502
  -
  +COACH 14 BERTH 27 CODE XR-5501
  +COACH 15 BERTH 03 CODE XR-5502
  @@ -16,0 +10 @@
  +
  [1]

rl-symbols.pdf: a label and its symbols side by side on each row, which both read row by
row: pdftotext makes the label and the symbols two paragraphs (a blank line between), we
one block, the row's cells a line each. pdftotext also squeezes out the spaces between
one-glyph words ('≤≥≠∞'), which the source draws apart.

  $ differ rl-symbols.pdf
  --- pdftotext
  +++ pdf-export
  @@ -3 +2,0 @@
  -
  @@ -5 +3,0 @@
  -
  @@ -7 +4,0 @@
  -
  @@ -9 +5,0 @@
  -
  @@ -11,3 +7 @@
  -
  -≤≥≠∞
  -
  +≤ ≥ ≠ ∞
  @@ -15,3 +9 @@
  -
  -✓✔✗✘
  -
  +✓ ✔ ✗ ✘
  @@ -19,2 +11 @@
  -
  -★☛✂
  +★ ☛ ✂
  [1]

fpdf-core.pdf: a menu, each dish with its price beside it, drawn row by row (fpdf2 writes a
row's two cells, then the next row's). We read it row by row, as mutool and pdfplumber do;
pdftotext reads the dishes, then the prices.

  $ differ fpdf-core.pdf
  --- pdftotext
  +++ pdf-export
  @@ -7,3 +6,0 @@
  -Bread and cheese
  -Apple cake
  -
  @@ -10,0 +8 @@
  +Bread and cheese
  @@ -11,0 +10 @@
  +Apple cake
  [1]

tex-type3-pk.pdf, gs-type3.pdf: Type 3 glyphs that nothing maps to Unicode (the 'ffi' and
'fi' ligatures of a PK font, glyphs named by no standard name): pdftotext writes their
codes as they are (control characters, Latin-1 letters); we write U+FFFD for each, so that
the loss shows.

  $ differ tex-type3-pk.pdf
  --- pdftotext
  +++ pdf-export
  @@ -3 +3 @@
  -harbour o\x1ece keeps the tide book, the wind log and the \x1cshing register. (esc)
  +harbour o�ce keeps the tide book, the wind log and the �shing register.
  [1]
  $ differ gs-type3.pdf
  --- pdftotext
  +++ pdf-export
  @@ -7 +7 @@
  -Óåãòåô ôéäå
  +�����������
  [1]

pike-no-tounicode.pdf: no ToUnicode; pdftotext writes the raw glyph ids, we recover the text
through the embedded font's cmap (pdftotext is wrong). pike-ttf-symbolic.pdf: too few
glyphs map to Unicode, so the page is unreadable: we write no text for the symbolic
TrueType's glyphs (and say so in diagnostics) where pdftotext writes what it guesses; the
Helvetica heading, in a font that maps, is read as pdftotext reads it.

  $ differ pike-no-tounicode.pdf | grep -c '^+[^+]'
  7
  $ differ pike-ttf-symbolic.pdf | grep -c '^-[^-]'
  2
  $ differ pike-ttf-symbolic.pdf | grep -c '^+[^+]'
  0
  [1]

rl-rtl-visual.pdf, rl-rtl-logical.pdf, lo-rtl.pdf: pdftotext wraps right-to-left lines in
Unicode embedding controls (U+202B ... U+202C, U+202A for the left-to-right runs inside);
we write the logical text alone. lo-rtl also has its heading read after the lines.

  $ differ rl-rtl-visual.pdf > "$W/rtl.diff"; grep -c "^-.*$(printf '\342\200\253')" "$W/rtl.diff"
  5
  $ grep -c "^+.*$(printf '\342\200\253')" "$W/rtl.diff"
  0
  [1]

rl-words.pdf page 1: a title letter-spaced with Tc 6, which pdftotext cuts in two blocks at
the wider gap between its words. Subscripts and superscripts (H2O, m2) are words of their
own to the word stage, as they are to pdftotext's word boxes; they touch their letters, so
the text reads them with no space, as pdftotext's does.

  $ differ rl-words.pdf 1
  --- pdftotext
  +++ pdf-export
  @@ -2,4 +2 @@
  -T I D E
  -
  -T A B L E S
  -
  +T I D E T A B L E S
  [1]

Not compared byte for byte, their reading order being in question. Columns:
lo-columns-untagged and lo-columns-tagged; lo-report-* page 1, where pdftotext ends the
first column with the tail of the paragraph that continues in the second; lo-cjk-vertical
and rl-cid-predefined page 2 (vertical writing); rl-addresses (three addresses side by
side); pike-images (labels under a grid of images). Tables and label/value pairs, which
pdftotext reads cell by cell, a paragraph each: rl-invoice (and qpdf-encrypted-owner,
pike-attachments), lo-invoice-*, lo-tables, lo-landscape page 2, lo-report-* page 2,
rl-aligned-table, rl-words page 2, fx-invoice, fx-invoice-twin, rl-form,
pike-signature-field, rl-form-boxes. Gutters: rl-transcript, whose line numbers and
timestamps down the margin (furniture) pdftotext reads as a column before the text.
truncated-multipage: pdftotext reads nothing (no trailer).
