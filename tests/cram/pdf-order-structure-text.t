Each element of a tagged document carries, in our structure records, the text the live
referee prints for it: `pdfinfo -struct-text` of poppler-utils, this version.

  $ pdfinfo -v 2>&1 | head -1
  pdfinfo version 22.12.0
  $ . $TESTDIR/../structure_setup.sh

tests/struct_text.py prints our tree from `pdf-order --keep-glyphs` (structure records
for the elements, glyph records for each marked-content reference's text) in pdfinfo's
layout; pdfinfo's attribute lines and its "(block)"/"(inline)" marks are dropped before
the diff, since they say nothing of text. Every tagged document of the manifest, hostile
ones left out, gives no difference at all: the same elements, types (role-mapped, so
LibreOffice's "Text body" and "Title" are P, as poppler maps them), nesting and texts.

  $ for f in $(tagged_files); do
  >   pdfinfo -struct-text "$CORPUS/$f" | referee_tree > ref.txt
  >   pdf-order --keep-glyphs "$CORPUS/$f" > "$f.jsonl"
  >   python3 $TESTDIR/../struct_text.py < "$f.jsonl" > ours.txt
  >   echo "$f: $(grep -c '^ *"' ref.txt) texts, $(diff ref.txt ours.txt | grep -c '^[<>]') lines differ"
  > done
  lo-report-tagged.pdf: 81 texts, 0 lines differ
  qpdf-objstm.pdf: 81 texts, 0 lines differ
  lo-pdfa.pdf: 31 texts, 0 lines differ
  lo-columns-tagged.pdf: 45 texts, 0 lines differ
  lo-invoice-tagged.pdf: 36 texts, 0 lines differ
  lo-tables-tagged.pdf: 121 texts, 0 lines differ

The blocks pdf-order writes under --order auto follow the tree: their texts, read in
order, are pdfinfo's texts in order (whitespace aside: our words drop the spaces
LibreOffice draws at line ends, and join the lines of a block with newlines). The footer
is an /Artifact, absent from the tree, and is furniture with us, not a block.

  $ for f in $(tagged_files); do
  >   pdfinfo -struct-text "$CORPUS/$f" | grep '^ *"' | sed -E 's/^ *"//; s/"$//' | tr -d ' \n' > ref.txt
  >   python3 $TESTDIR/../struct_text.py --blocks < "$f.jsonl" | sed -E 's/^[^ ]* "//; s/"$//' | tr -d '\n' > ours.txt
  >   cmp -s ref.txt ours.txt && echo "$f: same text in the same order"
  >   grep -o '"type":"order","page":[0-9]*,"source":"[a-z]*","confidence":[0-9.]*' "$f.jsonl" | sort | uniq -c | sed 's/^ *//'
  > done
  lo-report-tagged.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  1 "type":"order","page":2,"source":"structure","confidence":1.0
  1 "type":"order","page":3,"source":"structure","confidence":1.0
  qpdf-objstm.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  1 "type":"order","page":2,"source":"structure","confidence":1.0
  1 "type":"order","page":3,"source":"structure","confidence":1.0
  lo-pdfa.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  1 "type":"order","page":2,"source":"structure","confidence":1.0
  lo-columns-tagged.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  lo-invoice-tagged.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  lo-tables-tagged.pdf: same text in the same order
  1 "type":"order","page":1,"source":"structure","confidence":1.0
  1 "type":"order","page":2,"source":"structure","confidence":1.0
  1 "type":"order","page":3,"source":"structure","confidence":1.0

Blocks name their element as the Markdown export reads them: the standard type after the
role map, and the types from the root. One block per paragraph-level element: pdfinfo's
tree of this file has 16 P, 4 H1 and 1 H2 under Document, 6 P in the Sect, and 20 cells
each holding one P (4 TH, 16 TD).

  $ python3 $TESTDIR/../struct_text.py --blocks < lo-report-tagged.pdf.jsonl > blocks.txt
  $ sed -n '1,2p;17,18p' blocks.txt; cut -d' ' -f1 blocks.txt | sort | uniq -c
  Document/P "Rapportannueldelacoopérative"
  Document/H1 "1.Présentationgénérale"
  Document/Table/TR/TH/P "Produit"
  Document/Table/TR/TH/P "Tonnes"
        4 Document/H1
        1 Document/H2
       16 Document/P
        6 Document/Sect/P
       16 Document/Table/TR/TD/P
        4 Document/Table/TR/TH/P

Two- and three-column tagged pages read in source order under --order auto: the openings
of lo-columns' paragraphs (manifest reading_order) and of lo-report's (its source's
text:p, the footer left out) come in the order their sources write them.

  $ in_order lo-columns-tagged.pdf manifest < lo-columns-tagged.pdf.jsonl
  lo-columns-tagged.pdf: 20 of 20 fragments in order
  $ in_order lo-report-tagged.pdf sources/lo-report.fodt < lo-report-tagged.pdf.jsonl
  lo-report-tagged.pdf: 19 of 19 fragments in order

A structure tree whose kids loop (hostile) ends, with the loop cut and reported, and the
text once, as pdfinfo prints it.

  $ timeout 20 pdfinfo -struct-text $CORPUS/hostile/struct-loop.pdf 2>/dev/null | referee_tree > ref.txt
  $ timeout 20 pdf-order --keep-glyphs $CORPUS/hostile/struct-loop.pdf > loop.jsonl; echo $?
  0
  $ python3 $TESTDIR/../struct_text.py < loop.jsonl | diff ref.txt - && cat ref.txt
  Document
    Sect
      P
        "A structure tree whose kids loop."
  $ grep -o '"code":"structure[^"]*"' loop.jsonl
  "code":"structure.cycle-cut"
