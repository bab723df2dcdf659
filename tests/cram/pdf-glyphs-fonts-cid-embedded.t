Embedded CID fonts from real producers (corpus/make_corpus.py): a CID-keyed CFF from
LuaTeX (tex-lua-cid-cff.pdf), an Identity-V font with /W2 from XeTeX and xdvipdfmx
(tex-xe-vertical.pdf), an Adobe-KR CIDFont from upLaTeX and dvipdfmx
(tex-dpx-adobe-kr.pdf) and the same font read through the predefined CMap UniAKR-UTF16-H
with no ToUnicode (pike-adobe-kr-cmap.pdf).

The font kinds, as the referee pdffonts lists them (subset tags dropped):

  $ cd $CORPUS && for f in tex-lua-cid-cff tex-xe-vertical tex-dpx-adobe-kr pike-adobe-kr-cmap; do
  >   pdffonts $f.pdf 2>/dev/null | tail -n +3 | sed 's/^[A-Z]\{6\}+//' | awk '{NF=NF-5; print}'; done
  NotoSansCJKjp-Bold CID Type 0C Identity-H
  NotoSansCJKjp-Regular CID Type 0C Identity-H
  NotoSerifCJKsc-Regular CID Type 0C Identity-H
  NotoSansCJKkr-Regular CID Type 0C Identity-H
  NotoSerifCJKjp-Regular-Identity-V CID Type 0C Identity-V
  CMR10 Type 1C Builtin
  NanumMyeongjo CID TrueType Identity-H
  CMR10 Type 1C Builtin
  NanumMyeongjo CID TrueType UniAKR-UTF16-H

The CFF programs are CID-keyed (fontTools reads their ROS, FDArray and FDSelect), and the
Korean CIDFont's /CIDSystemInfo is Adobe-KR:

  $ python3 - <<'EOF'
  > import io, pikepdf
  > from fontTools.cffLib import CFFFontSet
  > for name in ("tex-lua-cid-cff.pdf", "tex-xe-vertical.pdf", "pike-adobe-kr-cmap.pdf"):
  >     with pikepdf.open(name) as pdf:
  >         for _, font in sorted(pdf.pages[0].Resources.Font.items()):
  >             if font.Subtype != "/Type0":
  >                 continue
  >             cid_font = font.DescendantFonts[0]
  >             info = cid_font.CIDSystemInfo
  >             program = cid_font.FontDescriptor.get("/FontFile3")
  >             line = [name, str(font.BaseFont)[8:], "%s-%s-%d" % (info.Registry, info.Ordering, info.Supplement)]
  >             if program is not None and program.get("/Subtype") == "/CIDFontType0C":
  >                 cff = CFFFontSet()
  >                 cff.decompile(io.BytesIO(program.read_bytes()), None)
  >                 top = cff.topDictIndex[0]
  >                 line += ["ROS", "-".join(map(str, top.ROS)), "FDArray", str(len(top.FDArray)),
  >                          "FDSelect", str(hasattr(top, "FDSelect"))]
  >             print(" ".join(line))
  > EOF
  tex-lua-cid-cff.pdf NotoSansCJKjp-Regular Adobe-Identity-0 ROS Adobe-Identity-0 FDArray 18 FDSelect True
  tex-lua-cid-cff.pdf NotoSansCJKjp-Bold Adobe-Identity-0 ROS Adobe-Identity-0 FDArray 18 FDSelect True
  tex-lua-cid-cff.pdf NotoSerifCJKsc-Regular Adobe-Identity-0 ROS Adobe-Identity-0 FDArray 18 FDSelect True
  tex-lua-cid-cff.pdf NotoSansCJKkr-Regular Adobe-Identity-0 ROS Adobe-Identity-0 FDArray 18 FDSelect True
  tex-xe-vertical.pdf NotoSerifCJKjp-Regular-Identity-V Adobe-Identity-0 ROS Adobe-Identity-0 FDArray 18 FDSelect True
  pike-adobe-kr-cmap.pdf NanumMyeongjo Adobe-KR-9

Our text holds every string the manifest copied from each source (NFKC, white space
dropped; the Hangul lines of the two pikepdf variants are their korean_text;
pike-adobe-kr-no-tounicode.pdf is the dvipdfmx file without its ToUnicode, read through
the collection's CID-to-Unicode map, poppler-data's Adobe-KR-UCS2):

  $ OUT=$(mktemp -d) && for f in tex-lua-cid-cff tex-xe-vertical tex-dpx-adobe-kr pike-adobe-kr-cmap pike-adobe-kr-no-tounicode; do
  >   pdf-glyphs $f.pdf > $OUT/$f.jsonl; done
  $ python3 - $OUT <<'EOF'
  > import json, sys, unicodedata
  > entries = {e["file"]: e for e in json.load(open("manifest.json", encoding="utf-8"))["files"]}
  > squeeze = lambda s: "".join(unicodedata.normalize("NFKC", s).split())
  > for stem in ("tex-lua-cid-cff", "tex-xe-vertical", "tex-dpx-adobe-kr", "pike-adobe-kr-cmap",
  >              "pike-adobe-kr-no-tounicode"):
  >     entry = entries[stem + ".pdf"]
  >     with open("%s/%s.jsonl" % (sys.argv[1], stem), encoding="utf-8") as handle:
  >         ours = squeeze("".join(r["text"] for r in map(json.loads, handle) if r["type"] == "glyph"))
  >     wanted = entry["text_contains"] + entry.get("korean_text", []) + entry.get("reading_order", [])
  >     missing = [s for s in wanted if squeeze(s) not in ours]
  >     print(stem, "%d/%d source strings found" % (len(wanted) - len(missing), len(wanted)), missing or "")
  > EOF
  tex-lua-cid-cff 5/5 source strings found 
  tex-xe-vertical 10/10 source strings found 
  tex-dpx-adobe-kr 4/4 source strings found 
  pike-adobe-kr-cmap 4/4 source strings found 
  pike-adobe-kr-no-tounicode 4/4 source strings found 

The characters equal pdftotext's and mutool's wherever those two agree (run live);
neither reads the Hangul of the two pikepdf variants (corpus/referee-differences.json
says why), so those pages are not judged:

  $ python3 $ROOT/tests/referees.py chars tex-lua-cid-cff.pdf tex-xe-vertical.pdf tex-dpx-adobe-kr.pdf pike-adobe-kr-cmap.pdf pike-adobe-kr-no-tounicode.pdf
  pdftotext version 22.12.0; mutool version 1.21.1
  chars: 3/3 referee-agreed pages equal, 0 explained

Vertical advances come from /W2 (w1 in thousandths of the size): the repeat mark 〱
(w1 -2000) advances two ems, ℃ and Ⅲ (their own vy, w1 -1000) one, and each glyph's
origin is the previous one's plus its advance, down the column:

  $ python3 - $OUT/tex-xe-vertical.jsonl <<'EOF'
  > import json, sys
  > glyphs = [r for r in map(json.loads, open(sys.argv[1], encoding="utf-8")) if r["type"] == "glyph"]
  > for g in glyphs:
  >     if g["text"] in ("\u3031", "\u2103", "\u2162"):
  >         print("U+%04X" % ord(g["text"]), round(g["advance"] / g["size"], 3))
  > steps = [round(b["origin"][1] - a["origin"][1] - a["advance"], 2) for a, b in zip(glyphs, glyphs[1:])
  >          if a["origin"][0] == b["origin"][0]]
  > print(len(steps), "steps down a column, all by the advance:", set(steps) == {0.0})
  > EOF
  U+2103 1.0
  U+2162 1.0
  U+3031 2.0
  57 steps down a column, all by the advance: True

With poppler-data pointed elsewhere (PDFTK_TEXT_POPPLER_DATA at an empty folder) the
Adobe-KR font read through UniAKR-UTF16-H is reported unavailable, naming the CMap and
the package, and gives no text; its glyphs are four in five of the page's, so the page
falls below the confidence threshold and is unreadable. Only that font's glyphs lose
their text (extraction.font-unreadable): the Latin label, in a font that maps, is still
read, as pdftotext reads it. The dvipdfmx original carries a ToUnicode CMap: it needs no
data, reports nothing and reads the same text.

  $ mkdir $OUT/empty && PDFTK_TEXT_POPPLER_DATA=$OUT/empty pdf-glyphs pike-adobe-kr-cmap.pdf > $OUT/none.jsonl
  $ grep -o '"code":"extraction[^"]*","severity":"warning","message":"[^"]*"' $OUT/none.jsonl
  "code":"extraction.text-unreadable","severity":"warning","message":"only 20% of the page's glyphs map to Unicode (below 50%); the glyphs of its unreadable fonts carry no text (kept: 8)"
  "code":"extraction.font-unreadable","severity":"warning","message":"font XKDSQI+NanumMyeongjo: only 0% of its 32 glyphs map to Unicode; they carry no text"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font XKDSQI+NanumMyeongjo: the predefined CMap UniAKR-UTF16-H is not installed (package poppler-data); its text is not read"
  $ python3 $ROOT/tests/glyph_text.py $OUT/none.jsonl 1
  Adobe-KR
  $ PDFTK_TEXT_POPPLER_DATA=$OUT/empty pdf-glyphs tex-dpx-adobe-kr.pdf > $OUT/kr.jsonl
  $ grep -c extraction $OUT/kr.jsonl
  0
  [1]
  $ cmp <(python3 $ROOT/tests/glyph_text.py $OUT/kr.jsonl 1) <(python3 $ROOT/tests/glyph_text.py $OUT/tex-dpx-adobe-kr.jsonl 1) && echo same text
  same text

Without the ToUnicode, the same font needs the collection's map: with poppler-data
pointed elsewhere it is reported unavailable, naming the collection and the package,
and the page is unreadable, as with the predefined CMap, the label read:

  $ PDFTK_TEXT_POPPLER_DATA=$OUT/empty pdf-glyphs pike-adobe-kr-no-tounicode.pdf | grep -o '"code":"extraction[^"]*","severity":"warning","message":"[^"]*"'
  "code":"extraction.text-unreadable","severity":"warning","message":"only 20% of the page's glyphs map to Unicode (below 50%); the glyphs of its unreadable fonts carry no text (kept: 8)"
  "code":"extraction.font-unreadable","severity":"warning","message":"font XKDSQI+NanumMyeongjo: only 0% of its 32 glyphs map to Unicode; they carry no text"
  "code":"extraction.cmap-unavailable","severity":"warning","message":"font XKDSQI+NanumMyeongjo: the CID-to-Unicode map of Adobe-KR is not installed (package poppler-data); its text is not read"
