"""Images: what a page paints, listed as pdfimages -list lists it, and extracted as files."""
