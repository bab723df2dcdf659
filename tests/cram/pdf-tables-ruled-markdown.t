ReportLab's ruled invoice comes back as its four columns and four items under a shaded header, as corpus/sources/rl_documents.py writes them:

  $ pdf-tables --markdown $CORPUS/rl-invoice.pdf
  <!-- table page 1 id 0 source ruled confidence 1.000 -->
  | Description | Quantity | Unit price | Amount |
  | --- | --- | --- | --- |
  | Tide tables, pocket edition | 250 | 1.20 | 300.00 |
  | Wall charts, laminated | 40 | 6.50 | 260.00 |
  | Envelopes, printed | 500 | 0.08 | 40.00 |
  | Delivery by van | 1 | 25.00 | 25.00 |

From a word stream there are no rules: the same table is found by its alignment, with the confidence alignment earns:

  $ pdf-words $CORPUS/rl-invoice.pdf | pdf-tables --csv -
  1,0,Description,Quantity,Unit price,Amount
  1,0,"Tide tables, pocket edition",250,1.20,300.00
  1,0,"Wall charts, laminated",40,6.50,260.00
  1,0,"Envelopes, printed",500,0.08,40.00
  1,0,Delivery by van,1,25.00,25.00

One CSV file per table into a directory, quoted where a cell holds a comma:

  $ pdf-tables --csv out $CORPUS/lo-report-untagged.pdf && ls out && cat out/page-2-table-0.csv
  page-2-table-0.csv
  Produit,Tonnes,Prix moyen,Chiffre d’affaires
  Pommes de table,412,"1,35",556 200
  Poires,138,"1,80",248 400
  Jus de pomme,8,"2,90",23 200
  Confitures,3,"9,50",28 500
