ReportLab's grouped header (corpus/sources/rl_tables.py, GROUPED_ROWS): both header rows are found, and Markdown names each column by its two titles, "Group / Sub", in one header row:

  $ pdf-tables --markdown $CORPUS/rl-grouped-header.pdf
  <!-- table page 1 id 0 source ruled confidence 1.000 -->
  | Port | Landings (kg) / Mackerel | Landings (kg) / Herring | Value (GBP) / Mackerel | Value (GBP) / Herring |
  | --- | --- | --- | --- | --- |
  | Portwell | 1,250 | 860 | 3,410.00 | 1,720.00 |
  | Sandholm | 940 | 1,105 | 2,565.00 | 2,210.00 |
  | Isle Quay | 310 | 95 | 846.00 | 190.00 |
  | Seaton | 2,040 | 1,480 | 5,568.00 | 2,960.00 |

LibreOffice's timetable (corpus/sources/lo-tables.fodt) has two header rows too, and a body cell spanning two columns, so it stays an HTML table; its header cells are th:

  $ pdf-tables --markdown $CORPUS/lo-tables.pdf | sed -n '1,13p'
  <!-- table page 1 id 0 source ruled confidence 1.000 -->
  <table>
  <tr>
  <th rowspan="2">Route</th>
  <th colspan="2">Weekdays</th>
  <th colspan="2">Weekends</th>
  </tr>
  <tr>
  <th>Morning</th>
  <th>Evening</th>
  <th>Morning</th>
  <th>Evening</th>
  </tr>

An unruled table whose cells wrap (corpus/sources/rl_tables.py, WRAPPED_HEADER and WRAPPED_ROWS): a wrapped line joins its row, the wrapped header title included:

  $ pdf-tables --csv - $CORPUS/rl-wrapped-cells.pdf
  1,0,No.,Work done,Boat,Hours,"Cost
  (GBP)"
  1,0,1,"Replaced the port navigation lamp
  and its wiring",Morning Star,6,240.00
  1,0,2,Scraped and painted the hull,Sea Swallow,14,530.50
  1,0,3,"Overhauled the winch, new cable,
  new brake bands",Little Wren,9,385.00
  1,0,4,Fitted a bilge pump,Grey Heron,3,125.75
  1,0,5,"Repaired the wheelhouse door
  after the storm",Kittiwake,4,160.00

The tide log runs over pages 2 and 3, its heading repeated on page 3 (lo-tables.fodt: header and 1-24 May on page 2, header and 25-31 May on page 3). Markdown writes it as one table, the heading once, 31 rows, the comment saying which rows each page holds:

  $ pdf-tables --markdown $CORPUS/lo-tables.pdf | sed -n '/page 2/,$p' > log.md
  $ head -n 3 log.md
  <!-- table page 2 id 0 rows 1-25; continued page 3 id 0 rows 26-32 source ruled confidence 1.000 -->
  | Date | High water | Height (m) |
  | --- | --- | --- |
  $ grep -c 'May |' log.md
  31
  $ grep -c 'Date' log.md
  1

The same from the tagged export, where page 3's heading is an artifact and the two parts are one Table element, and from pdf-export, which writes the page 3 anchor after the table:

  $ pdf-tables --markdown $CORPUS/lo-tables-tagged.pdf | grep -c 'May |'
  31
  $ pdf-export -f md $CORPUS/lo-tables.pdf | sed -n '/page 2/,$p' | grep -v 'May |'
  <!-- page 2 label "2" -->
  
  <!-- table page 2 id 0 rows 1-25; continued page 3 id 0 rows 26-32 source ruled confidence 1.000 -->
  | Date | High water | Height (m) |
  | --- | --- | --- |
  
  <!-- page 3 label "3" -->
  
  Heights are above chart datum.
