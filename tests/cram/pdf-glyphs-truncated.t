A truncated PDF is read as far as it goes, and says so.

The file is the first 60% of rl-multipage.pdf (corpus/manifest.json): qpdf rebuilds its
xref; pages 1 and 2 keep their content, pages 3 to 5 lost theirs.

  $ pdf-glyphs $CORPUS/truncated-multipage.pdf > out.jsonl; echo $?
  0
  $ grep -o '"page":[0-9a-z]*,"code":"document[.a-z-]*"' out.jsonl
  "page":null,"code":"document.repaired"
  "page":null,"code":"document.truncated"
  "page":3,"code":"document.truncated"
  "page":4,"code":"document.truncated"
  "page":5,"code":"document.truncated"

The surviving pages hold the manifest's strings for pages 1 and 2 (from the source):

  $ python3 $ROOT/tests/glyph_text.py out.jsonl 1 | grep -o 'Chapter1:Theharbour'
  Chapter1:Theharbour
  $ python3 $ROOT/tests/glyph_text.py out.jsonl 2 | grep -o 'Chapter2:Themarket'
  Chapter2:Themarket

pdftotext and mutool cannot read this file at all (the referees' own exit codes):

  $ pdftotext $CORPUS/truncated-multipage.pdf - > /dev/null 2>&1; echo $?
  1
