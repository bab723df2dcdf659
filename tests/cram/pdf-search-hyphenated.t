A word hyphenated at a line end is found with its hyphen and without it, never with the hyphen dropped and a letter changed (the source, corpus/sources/lo-report.fodt, writes goutte-à-goutte).

  $ cd "$CORPUS"
  $ pdf-search -f text --context 0 'goutte-a-goutte' lo-report-tagged.pdf
  lo-report-tagged.pdf:1: goutte-à- goutte
  $ pdf-search -c 'goutte-àgoutte' lo-report-tagged.pdf
  lo-report-tagged.pdf:1
  $ pdf-search -c 'goutteagoutteX' lo-report-tagged.pdf
  lo-report-tagged.pdf:0
  [1]
