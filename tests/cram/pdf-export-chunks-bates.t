Chunks by page of a Bates-stamped production set carry each page's index, label (/PageLabels: i, ii, A-1, A-2, A-3, as sources/pike_documents.py writes them) and Bates number (ACME-000101 on, as sources/bates_documents.py stamps them); the stamp is a pagination artifact, so it anchors the chunk but is not in its text.

  $ WORK=$PWD
  $ cd "$CORPUS"
  $ anchors() { python3 -c 'import json, sys
  > for line in sys.stdin:
  >     c = json.loads(line); print(c["index"], c["pages"], c["labels"], c["bates"], c["section"], c["overlap"])'; }
  $ pdf-export -f chunks qpdf-bates.pdf | anchors
  0 [1] ['i'] ['ACME-000101'] ['Chapter 1: The harbour'] 0
  1 [2] ['ii'] ['ACME-000102'] ['Chapter 2: The market'] 0
  2 [3] ['A-1'] ['ACME-000103'] ['Chapter 3: The lighthouse'] 0
  3 [4] ['A-2'] ['ACME-000104'] ['Chapter 4: The chapel'] 0
  4 [5] ['A-3'] ['ACME-000105'] ['Chapter 5: The ferry'] 0
  $ pdf-export -f chunks qpdf-bates.pdf | python3 -c 'import json, sys
  > print(sum("ACME" in json.loads(line)["text"] for line in sys.stdin))'
  0

pdftotext (poppler 22.12) reads the same number on the same page.

  $ pdftotext -f 3 -l 3 qpdf-bates.pdf - | grep ACME
  ACME-000103

A caller's --bates pattern is searched over the footer band of each page (its first group, when it has one); sections cut across pages, chunks of at most 120 characters overlap by 3 words.

  $ pdf-export -f chunks --chunk-by section --max-chars 120 --overlap 3 --bates 'ACME-0*(\d+)' qpdf-bates.pdf | anchors > "$WORK/sections"
  $ head -n 3 "$WORK/sections"
  0 [1] ['i'] ['101'] ['Chapter 1: The harbour'] 0
  1 [1] ['i'] ['101'] ['Chapter 1: The harbour'] 12
  2 [2] ['ii'] ['102'] ['Chapter 2: The market'] 0

Without their overlaps the chunks give back the text -f text writes, byte for byte.

  $ pdf-export -f text qpdf-bates.pdf > "$WORK/text"
  $ pdf-export -f chunks --max-chars 50 --overlap 4 qpdf-bates.pdf | python3 -c 'import json, sys
  > sys.stdout.write("".join(json.loads(l)["text"][json.loads(l)["overlap"]:] for l in sys.stdin))' > "$WORK/joined"
  $ cmp "$WORK/text" "$WORK/joined" && echo same
  same

A pattern that is no regular expression is a usage error.

  $ pdf-export -f chunks --bates '(' qpdf-bates.pdf
  pdf-export: qpdf-bates.pdf: --bates: bad regular expression: missing ) at position 1
  [2]
