ReportLab's invoice (corpus/sources/rl_documents.py, invoice()) as Markdown. Checked by
eye against the source: the Title paragraph (18 pt bold) is the first heading and the
Heading3 paragraph (12 pt bold) the second, ranked by size over a 10 pt body; the two
Normal paragraphs sit on consecutive 12 pt lines with no space between them, so the
layout reads them as one block and they come out as one paragraph; the ruled table is
a GFM table (its rows as the source's `rows`) written where its words stand, its words
nowhere else; the comment before it is the table writer's (pdf-tables --markdown).

  $ pdf-export -f md $CORPUS/rl-invoice.pdf
  <!-- page 1 label "1" -->
  
  # INVOICE No. 2024-0117
  
  Harbour Lane Printing Works, 4 Harbour Lane, Portwell Billed to: The Tide Tables Society, 12 Quay Street
  
  <!-- table page 1 id 0 source ruled confidence 1.000 -->
  | Description | Quantity | Unit price | Amount |
  | --- | --- | --- | --- |
  | Tide tables, pocket edition | 250 | 1.20 | 300.00 |
  | Wall charts, laminated | 40 | 6.50 | 260.00 |
  | Envelopes, printed | 500 | 0.08 | 40.00 |
  | Delivery by van | 1 | 25.00 | 25.00 |
  
  ## Total due: 625.00 GBP
  
  Payment within thirty days, please.
