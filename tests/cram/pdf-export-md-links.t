ReportLab's links page (corpus/sources/rl_documents.py, links()) as Markdown. Checked by
eye against the source: the 16 pt Helvetica-Bold line is the only heading (the body is
12 pt); each of the three lines lies under the /URI link box the source draws over it
(72-400 pt wide), so the whole line is the link text and the URI its destination;
page 2 holds one sentence. Each page opens with a comment carrying its number and label.

  $ pdf-export -f md $CORPUS/rl-links.pdf
  <!-- page 1 label "1" -->
  
  # Where to find the timetables
  
  [Timetables: https://www.example.org/ferry/timetable](<https://www.example.org/ferry/timetable>)
  
  [Tide tables: https://tides.example.com/portwell](<https://tides.example.com/portwell>)
  
  [Fares: https://www.example.org/ferry/fares](<https://www.example.org/ferry/fares>)
  
  <!-- page 2 label "2" -->
  
  Second page: the notices board.

Link annotations are read from the PDF: a pdf-order stream has none, so the same text
comes back without the links.

  $ pdf-order $CORPUS/rl-links.pdf | pdf-export -f md | grep -c '\]('
  0
  [1]

The page labels of pike-page-labels.pdf (i, ii, A-1, A-2, A-3 in the manifest) are the
anchors; the running footer "Portwell guide – page N of 5" is furniture, left out.

  $ pdf-export -f md $CORPUS/pike-page-labels.pdf | grep -e '^<!--' -e '^#' -e 'Portwell guide'
  <!-- page 1 label "i" -->
  # Chapter 1: The harbour
  <!-- page 2 label "ii" -->
  # Chapter 2: The market
  <!-- page 3 label "A-1" -->
  # Chapter 3: The lighthouse
  <!-- page 4 label "A-2" -->
  # Chapter 4: The chapel
  <!-- page 5 label "A-3" -->
  # Chapter 5: The ferry
