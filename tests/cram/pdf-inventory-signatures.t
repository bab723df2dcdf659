Each signature field the inventory lists agrees with pdfsig (poppler, run live; its
version is the first line): signed or not, the /ByteRange it covers, and whether that
range reaches the end of the file. hanko-signed.pdf was signed by pyHanko; in
hanko-signed-edited.pdf an incremental update follows the signature, so the signature no
longer covers the whole file. The files are those whose manifest entry records signature
fields (corpus/manifest.json "signatures"); pdfsig finds none in the others.

  $ cd $CORPUS && python3 $ROOT/tests/inventory_referees.py signatures $(python3 -c 'import json; print(" ".join(e["file"] for e in json.load(open("manifest.json"))["files"] if "signatures" in e))')
  pdfsig version 22.12.0
  pike-signature-field.pdf: harbour_master: unsigned: same
  hanko-signed.pdf: harbour_master: covers the whole file: same
  hanko-signed-edited.pdf: harbour_master: ends before the file: same
  signatures: 3/3 documents equal

The same facts in the inventory record itself, and the revision count an edit adds:

  $ pdf-inventory $CORPUS/hanko-signed-edited.pdf | python3 -c 'import json, sys; d = json.loads(sys.stdin.readline())["document"]; s = d["signatures"][0]; print(d["revisions"], s["subfilter"], s["signed"], s["covers-to-end"])'
  3 adbe.pkcs7.detached True False
