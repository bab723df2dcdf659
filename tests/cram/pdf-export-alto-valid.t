ALTO written for a PDF validates against the Library of Congress ALTO 4.4 schema (xmllint, libxml2 2.9.14, with the schema and its xlink.xsd from tests/data/schemas: nothing fetched).

  $ cd "$CORPUS"
  $ SCHEMA="$ROOT/tests/data/schemas/alto-4-4.xsd"
  $ pdf-export -f alto lo-report-tagged.pdf > "$CRAMTMP/report.xml"
  $ xmllint --noout --schema "$SCHEMA" "$CRAMTMP/report.xml" 2>&1 | sed "s|$CRAMTMP/||"
  report.xml validates

The real hyphen the source breaks 'goutte-à-goutte' at (sources/lo-report.fodt; the manifest's referee notes) ends its line as HYP, apart from the String before it.

  $ q() { xmllint --xpath "$1" "$CRAMTMP/report.xml"; }
  $ q 'string(//*[local-name()="HYP"]/@CONTENT)'
  -
  $ q 'string(//*[local-name()="HYP"]/preceding-sibling::*[1]/@CONTENT)'
  goutte-à

With --furniture the running header and footer of rl-running.pdf (sources: 'Portwell Harbour Byelaws 2024' and 'Part N' over the body, 'Page N of 6' under it) go to the page's top and bottom margins; without it they are left out.

  $ pdf-export -f alto --furniture rl-running.pdf > "$CRAMTMP/running.xml"
  $ xmllint --noout --schema "$SCHEMA" "$CRAMTMP/running.xml" 2>&1 | sed "s|$CRAMTMP/||"
  running.xml validates
  $ xmllint --xpath '//*[local-name()="Page"][1]/*[local-name()="TopMargin"]//*[local-name()="String"]/@CONTENT' "$CRAMTMP/running.xml"
   CONTENT="Portwell"
   CONTENT="Harbour"
   CONTENT="Byelaws"
   CONTENT="2024"
   CONTENT="Part"
   CONTENT="1"
  $ xmllint --xpath '//*[local-name()="Page"][6]/*[local-name()="BottomMargin"]//*[local-name()="String"]/@CONTENT' "$CRAMTMP/running.xml"
   CONTENT="Page"
   CONTENT="6"
   CONTENT="of"
   CONTENT="6"
  $ pdf-export -f alto rl-running.pdf | grep -c 'Margin'
  0
  [1]
