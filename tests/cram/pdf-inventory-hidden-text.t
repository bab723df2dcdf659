Text no reader sees, one way of hiding a line per page of hidden-ways.pdf (the lines and
their reasons are its source's, corpus/sources/hidden_documents.py, each checked in
pdftoppm's rendering; the visible line beside each is never reported; the counts by
reason are the characters of those lines, spaces out). The report exits
1 when anything is hidden, 0 when nothing is: an OCR layer (tesseract's invisible text
over the scan, or text under the page image as FineReader writes it) is the scan's text.

  $ cd "$CORPUS"
  $ pdf-inventory --hidden-text hidden-ways.pdf | cut -d: -f2- | sed 's/ at .*//'
   page 1: invisible-render-mode: 'Hidden by render mode 3, neither filled nor stroked'
   page 2: invisible-render-mode: 'Hidden by render mode 7, a clip with nothing painted'
   page 3: hidden-by-oc: 'Hidden in an optional content group that is off'
   page 4: outside-crop-box: 'Hidden outside the crop box'
   page 5: clipped: 'Hidden by a clip rectangle elsewhere on the page'
   page 6: covered-by-image: 'Hidden under an opaque image drawn later'
   page 7: low-contrast: 'Hidden by white text on the white page'
   page 8: low-contrast: 'Hidden in the colour of the box beneath it'
   page 9: too-small: 'Hidden by type 0.4 pt high'
   page 10: covered-by-fill: 'Hidden under a white box filled later'
   page 11: squeezed: 'Hidden by horizontal scaling Tz 1'
   page 12: squeezed: 'Hidden by a text matrix one hundredth of a point wide'
   12 hidden runs, 410 glyphs on 12 pages (hidden-by-oc 39, invisible-render-mode 86, too-small 21, squeezed 71, outside-crop-box 23, clipped 40, covered-by-image 34, covered-by-fill 31, low-contrast 65)
  $ pdf-inventory --hidden-text hidden-ways.pdf > /dev/null
  [1]
  $ pdf-inventory --hidden-text tess-ocr.pdf hidden-finereader-style.pdf gs-letter.pdf
  tess-ocr.pdf: no hidden text
  hidden-finereader-style.pdf: no hidden text
  gs-letter.pdf: no hidden text

What --visible-only leaves of the same file: every visible line and no hidden one, in
every format; the default output keeps what it always kept.

  $ pdf-export --visible-only hidden-ways.pdf | grep -c '[a-z]'
  18
  $ pdf-export --visible-only hidden-ways.pdf | grep -c Hidden
  0
  [1]
  $ pdf-export hidden-ways.pdf | grep -c Hidden
  10
  $ pdf-export --visible-only -f md hidden-ways.pdf | grep -c Hidden
  0
  [1]
  $ pdf-search --visible-only -c Hidden hidden-ways.pdf
  hidden-ways.pdf:0
  [1]
  $ pdf-glyphs hidden-ways.pdf | pdf-words --visible-only | grep -c '"type":"line"'
  18
