"""CMap programs read from PDFs: ToUnicode maps and the encoding CMaps of Type 0 fonts.

The package holds the CMap tokenizer (syntax), the range tables (tables), the parser
with its usecmap chains (parser), the code-space splitter (codes), the ToUnicode reader
with its faults read through (unicode_map) and the code-to-CID reader (cid_map).

What it must never do: expand a range code by code (a bfrange spanning 2**32 codes
costs one entry); loop forever or follow a usecmap cycle; raise on damaged data
(CMapError is only for data holding no CMap at all); guess (a destination that is
empty, a control or not UTF-16 reads as None). Nothing here knows about PDF objects or
glyph names: callers hand over stream bytes and a ``resolve`` callable for usecmap.
"""

from .cid_map import CidCMap, identity_cmap, parse_cid_cmap
from .codes import code_space
from .parser import CMapError, CodespaceRange
from .unicode_map import ToUnicodeMap, parse_tounicode

__all__ = ["CMapError", "CidCMap", "code_space", "CodespaceRange", "ToUnicodeMap", "identity_cmap",
           "parse_cid_cmap", "parse_tounicode"]
