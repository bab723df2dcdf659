"""What every export writer may be asked: one frozen set of options."""

from ..frozen import Frozen

DETAILS = ("blocks", "lines", "words", "glyphs")


class ExportOptions(Frozen):
    furniture: bool = False         # keep running headers, footers, page numbers, gutters
    layout: bool = False            # text: keep columns apart with spaces
    join_hyphens: bool = False      # text: join every line-end hyphen to the next line, as pdftotext does
    keep_hyphens: bool = False      # md, chunks: keep the hyphen of a word split at a line end
    split_words: bool = False       # text as chunks cut it: join a word split at a line end (``hyphens``)
    detail: str = "words"           # json: blocks, lines, words or glyphs
    max_chars: int = 2000           # chunks: largest chunk
    overlap: int = 0                # chunks: words repeated from the previous chunk
    chunk_by: str = "page"          # chunks: page or section
    bates: str | None = None        # chunks: a regular expression for Bates numbers in the footer band
    out_dir: str | None = None      # formats writing one file per page (svg)
    render: bool = True             # svg: render the page beneath (pdftoppm) when the PDF is at hand
    png: bool = False               # svg: also write a raster copy of each overlay (needs a renderer)
    password: str | None = None     # svg: the password the renderer needs for an encrypted source
