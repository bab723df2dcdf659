"""Escaping: text from the file written as Markdown that can only ever be text.

A PDF's text is data, and Markdown built from it is a structure the file chooses unless
every character that could make structure is escaped (CommonMark 0.31 with GFM
tables). ``inline`` escapes text inside a line: every character that opens an inline
construct (code span, emphasis, link, image, autolink, raw HTML, entity, hard break,
strikethrough, table cell) is backslash-escaped, and line breaks and the whitespace a
parser would strip at the edges are written as numeric character references, which
CommonMark decodes back to the same characters inside the text. ``block`` also escapes
what would open a block at the start of a line (ATX and setext headings, thematic
breaks, bullet and ordered list markers, block quotes, indented code). ``comment_text``
makes a string safe inside an HTML comment; ``destination`` a URI safe as a link
destination. This module holds pure functions over strings and must never read records.
"""

import re

# Backslash-escaped wherever they stand: each can open an inline construct (or, for #
# and |, close a heading or split a table cell) somewhere in CommonMark or GFM. (! makes
# an image only before [, which is escaped.)
_ALWAYS = frozenset("\\`*_[]<|~#")
# Escaped only where a line (or a list item's content) starts: list markers, block
# quotes, setext underlines and thematic breaks.
_LINE_START = frozenset("-+=>")
_ENTITY = re.compile(r"&(?=#[0-9]+;|#[xX][0-9a-fA-F]+;|[A-Za-z0-9]+;)")   # what could be read as a reference
_ORDERED = re.compile(r"[0-9]{1,9}(?=[.)])")        # an ordered list marker's number
_LINE_BREAKS = {"\n": "&#10;", "\r": "&#13;"}
# What ``characters`` rewrites: the characters above, an & that could start a reference, line breaks.
_SPECIAL = re.compile("[" + re.escape("".join(sorted(_ALWAYS))) + "\n\r]|" + _ENTITY.pattern)


def inline(text):
    """``text`` escaped for the inside of a line (a heading's content, link text, a cell)."""
    return edge_end(edge_start(characters(text)))


def characters(text):
    """Every character of ``text`` that could open a construct escaped; edges left as they are."""
    text = text.replace("\0", "\ufffd")              # CommonMark reads NUL as U+FFFD anyway
    return _SPECIAL.sub(_escaped, text)


def _escaped(match):
    ch = match.group()
    return _LINE_BREAKS.get(ch) or "\\" + ch


def block(text):
    """``text`` escaped to stand at the start of a line and stay one paragraph of text."""
    return line_start(inline(text))


def line_start(escaped):
    """Already ``characters``-escaped text made safe at the start of a line."""
    if escaped[:1] in _LINE_START:
        return "\\" + escaped
    number = _ORDERED.match(escaped)
    if number:
        end = number.end()
        return escaped[:end] + "\\" + escaped[end:]
    return escaped


def edge_start(text):
    """Leading whitespace of ``text`` as character references (it would be indentation).
    Whitespace is Python's (str.isspace): markdown-it strips all of it at a paragraph's
    edges, CommonMark only spaces and tabs; a reference is right for both."""
    stripped = text.lstrip()
    lead = text[:len(text) - len(stripped)]
    return "".join(f"&#{ord(c)};" for c in lead) + stripped


def edge_end(text):
    """Trailing whitespace of ``text`` as character references (a parser would strip it)."""
    stripped = text.rstrip()
    tail = text[len(stripped):]
    return stripped + "".join(f"&#{ord(c)};" for c in tail)


def comment_text(text):
    """``text`` quoted for an HTML comment: it can neither end the comment nor span lines."""
    out = []
    for ch in text:
        if ch in '"\\<>' or ord(ch) < 0x20 or ord(ch) == 0x7f:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


_SAFE_SCHEMES = ("http:", "https:", "mailto:", "ftp:", "ftps:")


def destination(uri):
    """A link destination for ``uri`` (in angle brackets), or None for a scheme never
    written as a link (javascript:, file:, data:... and anything unknown)."""
    if not uri or not uri.lower().startswith(_SAFE_SCHEMES):
        return None
    out = []
    for ch in uri:
        if ch in "<>\\ " or ord(ch) < 0x21 or ord(ch) == 0x7f:
            out.append("".join(f"%{b:02X}" for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "<" + "".join(out) + ">"
