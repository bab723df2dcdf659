A hostile file whose lines are Markdown and HTML (corpus/sources/hostile_documents.py,
the manifest's markdown_lines) stays text: each construct's opening character is
escaped, so a CommonMark reader shows the lines as written and makes no heading, table,
HTML, link, image, emphasis, code, list or quote of them.

  $ timeout 60 pdf-export -f md $CORPUS/hostile/markdown-injection.pdf
  <!-- page 1 label "1" -->
  
  Text that looks like Markdown:
  
  \# x
  
  \| a \| b \|
  
  \|---\|---\|
  
  \<script>alert(1)\</script>
  
  \[link\](javascript:x)
  
  !\[image\](http://example.invalid/x.png)
  
  \*\*not bold\*\* and \`not code\`
  
  1\. not a list
  
  \> not a quote
