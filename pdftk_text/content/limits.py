"""The interpreter's guards: bounds that keep a hostile page from taking the process.

Each guard has a default, an option that overrides it, and a diagnostic when reached
(``limit.*``). Defaults sit well above the heaviest legitimate page the corpus holds.
"""

from ..frozen import Frozen


class Limits(Frozen):
    # Operations per page, forms and appearances included: a few KB of nested forms can
    # ask for 2**30 operations; large legitimate map pages run a few million. The
    # heaviest page of the corpus and the 53 texlive documents here runs far fewer.
    max_operations: int = 5_000_000
    # Glyphs recorded per page: one TJ can validly show 10**8 glyphs; the densest page
    # measured here shows under 10,000, and a page's records are held until it ends.
    max_glyphs: int = 200_000
    # Saved graphics states (q, and the implicit save of a form's Do) at once; ISO 32000
    # sets none, PDF 1.7 cited 28 as Acrobat's; producers that never Q reach hundreds.
    max_depth: int = 256
    # Form XObjects inside form XObjects; each level costs Python stack frames.
    max_form_nesting: int = 64
    # Bytes one stream may decode to, and a page's content streams and forms together
    # (pdf/streams.py): 2**30 bytes inflate from 3 KB of twice-Flated spaces. The
    # heaviest stream of the corpus decodes to 3.3 MB (tess-ocr.pdf's scan); an A4 RGB
    # scan at 600 dpi, the heaviest legitimate kind we know, to 104 MB: 256 MiB clears it.
    max_stream_bytes: int = 1 << 28
