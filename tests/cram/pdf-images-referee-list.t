On every corpus document poppler can open, pdf-images --list prints the bytes
pdfimages -list prints (run live; its version is the first line). A file poppler cannot
open at all is named with pdfimages' exit status; we read it repaired.

  $ pdfimages -v 2>&1 | head -n 1
  pdfimages version 22.12.0
  $ cd $CORPUS && n=0 && for f in $(python3 $ROOT/tests/corpus_files.py); do
  >   pw=$(python3 -c 'import json,sys; m={e["file"]: e for e in json.load(open("manifest.json"))["files"]}; print(((m[sys.argv[1]].get("encrypted") or {}).get("user_password")) or "")' "$f")
  >   theirs=$(pdfimages -list -upw "$pw" "$f" 2>/dev/null; echo "exit $?")
  >   case "$theirs" in *"exit 0") ;; *) echo "$f: pdfimages cannot read it (${theirs##*exit })"; continue;; esac
  >   if [ "$(pdf-images --list --password "$pw" "$f"; echo "exit $?")" = "$theirs" ]; then n=$((n+1)); else echo "$f: differs"; fi
  > done; [ "$n" -ge 40 ] && echo "the rest equal pdfimages -list byte for byte"
  truncated-multipage.pdf: pdfimages cannot read it (1)
  the rest equal pdfimages -list byte for byte
