ReportLab's UnicodeCIDFont text (non-embedded CID fonts, predefined UniJIS/UniGB/UniKS
CMaps, no ToUnicode) reads through poppler-data's CMaps and the Adobe collections'
CID-to-Unicode maps, horizontal on page 1 and vertical on page 2, as in the source
(corpus/sources/rl_documents.py).

  $ OUT=$(mktemp -d) && cd $CORPUS && pdf-glyphs rl-cid-predefined.pdf > $OUT/cid.jsonl
  $ python3 $ROOT/tests/glyph_text.py $OUT/cid.jsonl 1
  PredefinedCMaps,fontsnotembeddedHeiseiMin-W3/UniJIS-UCS2-H\xe6\xb8\xaf\xe7\x94\xba\xe3\x81\xae\xe6\x9c\x9d\xe3\x81\xaf\xe6\x97\xa9\xe3\x81\x84\xe3\x80\x82HeiseiKakuGo-W5/UniJIS-UCS2-H\xe6\xb8\xa1\xe3\x81\x97\xe8\x88\xb9\xe3\x81\xaf\xe4\xb9\x9d\xe6\x99\x82\xe3\x81\xab\xe5\x87\xba\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82STSong-Light/UniGB-UCS2-H\xe6\xb8\x94\xe8\x88\xb9\xe5\x9b\x9e\xe5\x88\xb0\xe6\xb8\xaf\xe5\x8f\xa3\xe3\x80\x82HYSMyeongJo-Medium/UniKS-UCS2-H\xed\x95\xad\xea\xb5\xac\xec\x9d\x98\xec\x95\x84\xec\xb9\xa8 (esc)
  $ python3 $ROOT/tests/glyph_text.py $OUT/cid.jsonl 2
  UniJIS-UCS2-V:columnsruntoptobottom,righttoleft\xe7\xb8\xa6\xe6\x9b\xb8\xe3\x81\x8d\xe3\x81\xae\xe8\xa1\x8c\xe3\x81\xa7\xe3\x81\x99\xef\xb8\x92\xe7\x81\xaf\xe5\x8f\xb0\xe3\x81\xaf\xe5\xb2\xac\xe3\x81\xae\xe5\x85\x88\xe3\x81\xab\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99\xef\xb8\x92 (esc)

Its characters equal pdftotext's and mutool's on both pages (referees run live).

  $ python3 $ROOT/tests/referees.py chars rl-cid-predefined.pdf
  pdftotext version 22.12.0; mutool version 1.21.1
  chars: 2/2 referee-agreed pages equal, 0 explained

Without poppler-data (PDFTK_TEXT_POPPLER_DATA pointing at an empty directory) each CJK
font is reported unavailable, naming its CMap and the package, and gives no text:
only the Latin labels remain.

  $ mkdir $OUT/empty && PDFTK_TEXT_POPPLER_DATA=$OUT/empty pdf-glyphs rl-cid-predefined.pdf > $OUT/none.jsonl
  $ grep -o '"code":"extraction[^"]*","severity":"warning","message":"[^"]*"' $OUT/none.jsonl
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font HeiseiMin-W3: the predefined CMap UniJIS-UCS2-H is not installed (package poppler-data); its text is not read"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font HeiseiKakuGo-W5: the predefined CMap UniJIS-UCS2-H is not installed (package poppler-data); its text is not read"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font STSong-Light: the predefined CMap UniGB-UCS2-H is not installed (package poppler-data); its text is not read"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font HYSMyeongJo-Medium: the predefined CMap UniKS-UCS2-H is not installed (package poppler-data); its text is not read"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font HeiseiMin-W3: the predefined CMap UniJIS-UCS2-V is not installed (package poppler-data); its text is not read"
  $ python3 $ROOT/tests/glyph_text.py $OUT/none.jsonl 1
  PredefinedCMaps,fontsnotembeddedHeiseiMin-W3/UniJIS-UCS2-HHeiseiKakuGo-W5/UniJIS-UCS2-HSTSong-Light/UniGB-UCS2-HHYSMyeongJo-Medium/UniKS-UCS2-H
