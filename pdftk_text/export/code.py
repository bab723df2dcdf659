"""Code: lines set mostly in a monospaced face, written as Markdown code blocks.

A listing (ltxdoc's macrocode, a manual's shell session, a program printed in Courier)
is lines, not a paragraph: joined into one, its statements run together and every
backslash and bracket is escaped. ``code_runs`` cuts a run of a block's words into
stretches of lines; a stretch of lines opening with a monospaced word and set mostly in
a monospaced face (``CODE_SHARE`` of their characters) is code when it holds two lines
or more, or is the whole run (a one-line snippet set apart as its own block), and reads
as code: half its lines hold a character of program syntax (braces, brackets,
parentheses, operators, backslashes, slashes) or its lines are indented to more than
one depth. A menu, a ledger line or a signature's caption set in Courier is text; so is
a line of prose with a command or two in it.

Monospaced is read from the font's name (``MONOSPACED``), as headings read bold: the
word records carry the name only. ``fenced`` writes a stretch as a fenced code block:
its lines top to bottom, each line's words at their columns (spaces for the indent and
the gaps, counted in the stretch's character width, ``MAX_COLUMNS`` at most), the fence
one backtick longer than any run of backticks in the text, so nothing in the file can
close it early. This module reads word records and must never open a PDF.
"""

import functools
import re

from ..records.fields import column
from .model import lines_of

# Monospaced by name: the usual words, TeX's typewriter faces (cmtt, Latin Modern Mono,
# cmtex) and the common programmers' faces.
MONOSPACED = re.compile(r"mono|courier|typewriter|^cmtt|^cmtex|^lmtt|^ectt|^tctt|^txtt|^pcr|consol|menlo|"
                        r"inconsolata|sourcecode|^sfmono|firacode|^fixed", re.IGNORECASE)
MAX_COLUMNS = 256      # spaces an indent or a gap is written as at most
CODE_SHARE = 0.75      # share of a line's characters in a monospaced face for the line to be code
_SYNTAX = frozenset("{}[]()<>;=\\/#$_|*&@%~^`")    # what programs, markup and shells are written with
_SUBSET = re.compile(r"^[A-Z]{6}\+")
_BACKTICKS = re.compile(r"`+")


def is_monospaced(word):
    return monospaced_font(word.get("font") or "")


@functools.lru_cache(maxsize=1024)
def monospaced_font(name):
    return bool(MONOSPACED.search(_SUBSET.sub("", name)))


def code_runs(words):
    """[(is code, words)] for a run of a block's words, in order."""
    mono = {font for font in {font or "" for font in column(words, "font")} if monospaced_font(font)}
    if not mono:
        return [(False, list(words))] if words else []     # (most blocks: no line opens in a monospaced face)
    lines = _side_by_side_joined(lines_of(words))
    flags = [_mostly_monospaced(line, mono) for line in lines]
    out = []
    start = 0
    while start < len(lines):
        end = start + 1
        while end < len(lines) and flags[end] == flags[start]:
            end += 1
        code = (flags[start] and (end - start >= 2 or (start == 0 and end == len(lines)))
                and _reads_as_code(lines[start:end]))
        stretch = [w for line in lines[start:end] for w in line]
        if out and out[-1][0] is False and not code:
            out[-1] = (False, out[-1][1] + stretch)
        else:
            out.append((code, stretch))
        start = end
    return out


def _side_by_side_joined(lines):
    """Lines one row: each line standing on the row of the line before it joins it (the
    cells of a table row the order stage made one block, pieces of one listing line),
    so that cells side by side never read as lines indented to different depths."""
    out = []
    for line in lines:
        if out:
            top, bottom = min(w["bbox"][1] for w in out[-1]), max(w["bbox"][3] for w in out[-1])
            if top < (line[0]["bbox"][1] + line[0]["bbox"][3]) / 2 < bottom:
                out[-1] = out[-1] + line
                continue
        out.append(line)
    return out


def _reads_as_code(lines):
    """Half the lines or more hold a character of program syntax, or the lines are
    indented to more than one depth."""
    syntax = sum(1 for line in lines if any(c in _SYNTAX for w in line for c in w["text"]))
    if 2 * syntax >= len(lines):
        return True
    width = _character_width([w for line in lines for w in line])
    starts = {_columns(min(w["bbox"][0] for w in line), width) for line in lines}
    return len(lines) > 1 and max(starts) - min(starts) >= 2


def _mostly_monospaced(line, mono):
    """Whether the line opens in a face of ``mono`` (the block's monospaced fonts) and
    holds mostly characters in them."""
    lefts = [w["bbox"][0] for w in line]
    if (line[lefts.index(min(lefts))].get("font") or "") not in mono:
        return False                     # a bullet or a label opens it: a list item about commands
    total = monospaced = 0
    for word in line:
        count = len(word["text"])
        total += count
        if (word.get("font") or "") in mono:
            monospaced += count
    return total > 0 and monospaced >= CODE_SHARE * total


def fenced(words):
    """A stretch of code lines as a fenced code block (ending in a newline)."""
    lines = _rows(words)
    width = _character_width(words)
    left = min(w["bbox"][0] for w in words)
    texts = []
    for line in lines:
        text = " " * _columns(line[0]["bbox"][0] - left, width)
        for previous, word in zip([None] + line[:-1], line):
            if previous is not None:
                text += " " * max(1, _columns(word["bbox"][0] - previous["bbox"][2], width))
            text += _literal(word["text"])
        texts.append(text.rstrip())
    longest = max((len(m.group()) for t in texts for m in _BACKTICKS.finditer(t)), default=0)
    fence = "`" * max(3, longest + 1)
    return fence + "\n" + "\n".join(texts) + "\n" + fence + "\n"


def _rows(words):
    """The words in rows top to bottom, each left to right: by where they stand, since the
    pieces of one listing line may be two lines of the words stage, apart in reading order."""
    rows = []
    for word in sorted(words, key=lambda w: (w["bbox"][1] + w["bbox"][3]) / 2):
        middle = (word["bbox"][1] + word["bbox"][3]) / 2
        if rows and middle - rows[-1][0] <= (word["bbox"][3] - word["bbox"][1]) / 2:
            rows[-1][1].append(word)
        else:
            rows.append((middle, [word]))
    return [sorted(row, key=lambda w: w["bbox"][0]) for _, row in rows]


def _character_width(words):
    widths = sorted((w["bbox"][2] - w["bbox"][0]) / len(w["text"]) for w in words if w["text"])
    return widths[len(widths) // 2] if widths and widths[len(widths) // 2] > 0 else 1.0


def _columns(distance, width):
    """Spaces standing for ``distance``: at most MAX_COLUMNS (a stream may place a word
    anywhere; a listing's line is never that wide)."""
    return max(0, min(MAX_COLUMNS, round(distance / width)))


def _literal(text):
    """Text as it may stand inside a code block: no line break, no NUL."""
    return text.replace("\0", "\ufffd").replace("\r", " ").replace("\n", " ")
