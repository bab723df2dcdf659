Type 3 fonts from Ghostscript (glyph names from the AGL, and names that mean nothing)
and from pdfTeX's bitmap (PK) fonts read as their sources say; what no source maps is
U+FFFD, counted per font. Referees run live.

  $ cd $CORPUS && pdf-glyphs gs-type3.pdf | grep -o '"code":"extraction.unmappable-codes"[^}]*'
  "code":"extraction.unmappable-codes","severity":"warning","message":"font R23: 11 codes no source maps to Unicode (written as U+FFFD)","font":"R23","count":11

The PK fonts' ligature glyphs ffi (code 30) and fi (code 28) are named /a30 and /a28:
no name or code maps them, so they are U+FFFD where pdftotext and mutool emit the
control characters U+001E and U+001C (dropped by the comparison); neither is the
source's "ffi"/"fi".

  $ pdf-glyphs tex-type3-pk.pdf | grep -o '"text":"[^"]*","code":\(28\|30\),' 
  "text":"\xef\xbf\xbd","code":30, (esc)
  "text":"\xef\xbf\xbd","code":28, (esc)
