"""The named tolerances of the order stage, each with its unit and reason.

Data only; this module must never import the rest of the library.
"""

from ..frozen import Frozen


class Tolerances(Frozen):
    split_gap: float = 1.5        # em: a gap this wide inside a line cuts it (seed 001's merge limit)
    link_gap: float = 0.6         # em: a line starting this close below another may join its block
    link_overlap: float = 0.3     # share of the narrower line's width two joined lines must share
    link_size_ratio: float = 1.15  # sizes further apart never join: a heading 1.2 x its text stays apart
    min_gutter: float = 1.0       # em: an x-gap narrower than a wide word space is no column gutter
    column_height: float = 0.5   # share of a region's height both sides of a first vertical cut span
    safe_gutter: float = 2.5      # em: from this width on a gutter costs no confidence
    band: float = 0.12            # share of page height: header and footer bands (seed 001)
    number_band: float = 0.2      # share of page height: the bands for a page number alone (LaTeX's sits at 0.83)
    band_match: float = 0.02      # share of page height: a recurring line sits this close to its twin
    window: int = 8               # pages compared for recurrence (the design's window of eight)
    recur_share: float = 0.5      # share of the window's other pages a running line recurs on
    gutter_tokens: int = 4        # numerals a line-number lane needs at least
    gutter_span: float = 0.2      # share of page height the lane covers at least
    gutter_increasing: float = 0.8  # share of its tokens in increasing order top to bottom
    gutter_x: float = 1.5         # em: tokens whose centres lie this close form one lane
    gutter_apart: float = 2.0     # em: a token this far from its text (or in another font or size) numbers it
    gutter_pitch: float = 0.2     # share under the lane's median pitch per unit of value: numbers run ahead
    image_only: float = 0.5       # share of the page images cover for an image-only or OCR page
    grid_rows: int = 3            # rows of cells side by side a grid needs at least (two could be a heading pair)
    grid_spanning: int = 3        # rows of one cell in a row a grid runs on across (a listing's comment lines)
    grid_row_gap: float = 3.0     # em: a grid's rows are closer than this (a padded table's rows are 1.5 em apart)
    grid_width: float = 8.0       # em: most rows of a grid have a cell this narrow; a line of prose is wider
    grid_words: int = 3           # median words of a grid's cells at most: lines of prose in columns are longer
    row_width_ratio: float = 0.5  # width ratio under which a segment drawn beside a line, between it and the next, makes them rows
    row_gap: float = 6.0          # em: a segment drawn this far beside a line, between it and the next, makes them rows (a gutter is narrower)
    content_moves: float = 0.25  # share of a page's blocks the geometry may move out of content order and keep it as evidence
    structure_cover: float = 0.9  # share of a tagged page's words the tree must reference for --order auto to follow it
