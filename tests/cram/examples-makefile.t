examples/Makefile runs the corpus job on a folder of PDFs with make -j2: per file the
pdf-order JSON-lines, the pdf-export output and an index entry; a file the tools refuse
leaves its .err file and the job goes on (make exits 0 without -k). FORMAT is md once
pdf-export writes Markdown, text until then.

  $ FORMAT=$(python3 -c 'from pdftk_text.export import FORMATS; print("md" if "md" in FORMATS else "text")')
  $ job() { make -j2 -f "$ROOT/examples/Makefile" IN=in OUT=out FORMAT=$FORMAT "$@" > log 2>&1; s=$?; sort log; return $s; }
  $ mkdir in && cp "$CORPUS/rl-words.pdf" "$CORPUS/lo-tables.pdf" "$CORPUS/gs-letter.pdf" in/
  $ printf 'not a PDF\n' > in/broken.pdf
  $ job
  broken.pdf: exit 4, see out/broken.err
  gs-letter.pdf: ok
  lo-tables.pdf: ok
  rl-words.pdf: ok
  $ ls out | sed "s/\.$FORMAT\$/.FORMAT/" | sort
  broken.entry
  broken.err
  files.list
  gs-letter.FORMAT
  gs-letter.entry
  gs-letter.jsonl
  index.jsonl
  lo-tables.FORMAT
  lo-tables.entry
  lo-tables.jsonl
  rl-words.FORMAT
  rl-words.entry
  rl-words.jsonl

The broken file's diagnostic is the tool's one-line error and its exit code:

  $ cat out/broken.err
  pdf-order: in/broken.pdf: not a PDF (no %PDF- header)
  exit 4

The outputs are the tools' own bytes:

  $ for f in gs-letter lo-tables rl-words; do pdf-order in/$f.pdf | cmp - out/$f.jsonl && pdf-export -f $FORMAT in/$f.pdf | cmp - out/$f.$FORMAT && echo "$f same"; done
  gs-letter same
  lo-tables same
  rl-words same

The index has one line per file in name order; sha256sum and pdfinfo (poppler) agree
with each line's hash and page count:

  $ cut -d, -f1,4,5 out/index.jsonl
  {"file":"broken.pdf","status":"error","exit":4}
  {"file":"gs-letter.pdf","status":"ok","exit":0}
  {"file":"lo-tables.pdf","status":"ok","exit":0}
  {"file":"rl-words.pdf","status":"ok","exit":0}
  $ for f in in/*.pdf; do n=${f#in/}; p=$(pdfinfo "$f" 2>/dev/null | sed -n 's/^Pages: *//p'); s=$(sha256sum < "$f" | cut -c1-64)
  >   grep -qF "{\"file\":\"$n\",\"sha256\":\"$s\",\"pages\":${p:-null}," out/index.jsonl && echo "$n agrees"; done
  broken.pdf agrees
  gs-letter.pdf agrees
  lo-tables.pdf agrees
  rl-words.pdf agrees

A second run does nothing: no file is written.

  $ touch -d '2 minutes ago' in/*.pdf && touch -d '1 minute ago' out/* && touch stamp
  $ job && find out -type f -newer stamp

Touching one PDF redoes that file only (and the index):

  $ touch in/rl-words.pdf && job
  rl-words.pdf: ok
  $ find out -type f -newer stamp | sed "s/\.$FORMAT\$/.FORMAT/" | sort
  out/index.jsonl
  out/rl-words.FORMAT
  out/rl-words.entry
  out/rl-words.jsonl

A PDF removed leaves the index; one repaired leaves its .err behind:

  $ rm in/gs-letter.pdf && cp "$CORPUS/rl-words.pdf" in/broken.pdf && job
  broken.pdf: ok
  $ cut -d, -f1,4 out/index.jsonl
  {"file":"broken.pdf","status":"ok"
  {"file":"lo-tables.pdf","status":"ok"
  {"file":"rl-words.pdf","status":"ok"
  $ ls out/*.err
  ls: cannot access 'out/*.err': No such file or directory
  [2]

With no IN the job reads the checkout's corpus (corpus/*.pdf, not corpus/hostile/);
one of its files asked for by name:

  $ make -s -f "$ROOT/examples/Makefile" OUT=corpus.out FORMAT=$FORMAT corpus.out/rl-words.entry
  rl-words.pdf: ok
  $ cut -d, -f1,3,4 corpus.out/rl-words.entry
  {"file":"rl-words.pdf","pages":2,"status":"ok"
  $ head -n 1 corpus.out/rl-words.jsonl | cut -d, -f2 | sed "s|$CORPUS|CORPUS|"
  "source":"CORPUS/rl-words.pdf"

Batches: the files to redo go to each tool in name order, BATCH (16) at a time, one
process a batch (--each-to); a file the batch did not finish is run again on its own, so
a tool that crashes or hangs costs no other file its outputs. Here pdf-order is a wrapper
that logs its files, hangs on reaching m-slow.pdf (until TIMEOUT ends it) and is killed
on reaching z-crash.pdf (the shell's "Killed" is its one-line error):

  $ cat > order <<'SH'
  > #!/bin/bash
  > echo "pdf-order$(printf ' %s' "$@" | grep -o ' [^ ]*\.pdf' | sed 's| .*/| |' | tr -d '\n')" >> calls
  > before=()
  > for a; do
  >   case $a in
  >     *m-slow.pdf) [ ${#before[@]} -lt 3 ] || pdf-order "${before[@]}"; exec sleep 60;;
  >     *z-crash.pdf) [ ${#before[@]} -lt 3 ] || pdf-order "${before[@]}"; kill -9 $$;;
  >   esac
  >   before+=("$a")
  > done
  > exec pdf-order "$@"
  > SH
  $ cat > export <<'SH'
  > #!/bin/bash
  > echo "pdf-export$(printf ' %s' "$@" | grep -o ' [^ ]*\.pdf' | sed 's| .*/| |' | tr -d '\n')" >> calls
  > exec pdf-export "$@"
  > SH
  $ chmod +x order export
  $ mkdir b && cp "$CORPUS/rl-words.pdf" "$CORPUS/lo-tables.pdf" "$CORPUS/gs-letter.pdf" b/
  $ cp "$CORPUS/gs-letter.pdf" b/m-slow.pdf && cp "$CORPUS/gs-letter.pdf" b/z-crash.pdf
  $ job IN=b OUT=bout PDF_ORDER=$PWD/order PDF_EXPORT=$PWD/export TIMEOUT=10
  gs-letter.pdf: ok
  lo-tables.pdf: ok
  m-slow.pdf: exit 124, see bout/m-slow.err
  rl-words.pdf: ok
  z-crash.pdf: exit 137, see bout/z-crash.err
  $ cat calls
  pdf-order gs-letter.pdf lo-tables.pdf m-slow.pdf rl-words.pdf z-crash.pdf
  pdf-export gs-letter.pdf lo-tables.pdf
  pdf-order m-slow.pdf
  pdf-order rl-words.pdf
  pdf-export rl-words.pdf
  pdf-order z-crash.pdf
  $ cat bout/m-slow.err bout/z-crash.err
  exit 124
  Killed
  exit 137
  $ ls bout | grep -v '\.entry$' | sed "s/\.$FORMAT\$/.FORMAT/" | sort
  files.list
  gs-letter.FORMAT
  gs-letter.jsonl
  index.jsonl
  lo-tables.FORMAT
  lo-tables.jsonl
  m-slow.err
  rl-words.FORMAT
  rl-words.jsonl
  z-crash.err

The files the batch finished and the one run again alone are the tools' own bytes:

  $ for f in gs-letter lo-tables rl-words; do pdf-order b/$f.pdf | cmp - bout/$f.jsonl && pdf-export -f $FORMAT b/$f.pdf | cmp - bout/$f.$FORMAT && echo "$f same"; done
  gs-letter same
  lo-tables same
  rl-words same

A batch holds only the files to redo, in name order, BATCH at a time (make -j2 runs two
batches at once):

  $ rm calls && touch b/rl-words.pdf b/gs-letter.pdf && touch stamp
  $ job IN=b OUT=bout PDF_ORDER=$PWD/order PDF_EXPORT=$PWD/export
  gs-letter.pdf: ok
  rl-words.pdf: ok
  $ cat calls
  pdf-order gs-letter.pdf rl-words.pdf
  pdf-export gs-letter.pdf rl-words.pdf
  $ find bout -type f -newer stamp | sed "s/\.$FORMAT\$/.FORMAT/" | sort
  bout/gs-letter.FORMAT
  bout/gs-letter.entry
  bout/gs-letter.jsonl
  bout/index.jsonl
  bout/rl-words.FORMAT
  bout/rl-words.entry
  bout/rl-words.jsonl
  $ rm calls && touch b/gs-letter.pdf b/lo-tables.pdf b/rl-words.pdf
  $ job IN=b OUT=bout PDF_ORDER=$PWD/order PDF_EXPORT=$PWD/export BATCH=2 -j1 && cat calls
  gs-letter.pdf: ok
  lo-tables.pdf: ok
  rl-words.pdf: ok
  pdf-order gs-letter.pdf lo-tables.pdf
  pdf-export gs-letter.pdf lo-tables.pdf
  pdf-order rl-words.pdf
  pdf-export rl-words.pdf

A '#' in a file name (make's comment sign) is read as a name in a batch's rule too:

  $ mkdir h && cp "$CORPUS/gs-letter.pdf" 'h/a#b.pdf' && cp "$CORPUS/rl-words.pdf" h/ && job IN=h OUT=hout
  a#b.pdf: ok
  rl-words.pdf: ok
  $ pdf-order 'h/a#b.pdf' | cmp - 'hout/a#b.jsonl' && cut -d, -f1,4 hout/index.jsonl
  {"file":"a#b.pdf","status":"ok"
  {"file":"rl-words.pdf","status":"ok"
