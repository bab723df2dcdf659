pdf-order reads a PDF, or the words pdf-words wrote, and gives the same bytes either way.

  $ pdf-order $CORPUS/lo-columns-untagged.pdf > direct.jsonl
  $ pdf-words $CORPUS/lo-columns-untagged.pdf | pdf-order > piped.jsonl
  $ cmp direct.jsonl piped.jsonl && grep -c '"type":"block"' piped.jsonl
  11

A scan is image-only, states its cover and yields no block and no word.

  $ pdf-order $CORPUS/img2pdf-scan.pdf | grep -c '"type":"\(block\|word\)"'
  0
  [1]
  $ pdf-order $CORPUS/img2pdf-scan.pdf | grep '"type":"order"'
  {"type":"order","page":1,"source":"layout","confidence":1.0,"kind":"image-only","image_cover":1.0,"direction":"ltr","blocks":0,"furniture":0,"words":0}
