"""What the ALTO and hOCR writers share: XML-safe text, fonts, line groups and streaming.

Both writers build each page as an lxml element and serialise it on its own, so only
one page's tree is held at a time; ``skeleton_parts`` serialises the document around
the pages (the root, its header, an empty container) and cuts it where the pages go.
Page elements are built without a namespace: written inside the root, whose default
namespace is the format's, they read back in it. This module must never open a PDF.
"""

import regex
from lxml import etree

from .. import __version__

SOFTWARE = "pdftk-text"
DECLARATION = b'<?xml version="1.0" encoding="UTF-8"?>\n'
VERSION = __version__

# XML 1.0 refuses C0 controls (but tab, LF, CR), lone surrogates, U+FFFE and U+FFFF;
# a PDF's ToUnicode map can give any of them, lxml raises on them.
_NOT_XML = regex.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_SUBSET_PREFIX = regex.compile(r"^[A-Z]{6}\+")


def xml_text(text):
    """``text`` with every character XML 1.0 cannot hold replaced by U+FFFD."""
    return _NOT_XML.sub("\ufffd", text or "")


def font_family(name):
    """A font's name as a reader knows it: the subset prefix (ABCDEF+) dropped."""
    return xml_text(_SUBSET_PREFIX.sub("", name or ""))


def font_styles(name):
    """ALTO/CSS style words the font's name states (bold, italics); nothing guessed beyond it."""
    lowered = (name or "").lower()
    styles = []
    if any(w in lowered for w in ("bold", "black", "heavy", "semibold", "demi")):
        styles.append("bold")
    if "italic" in lowered or "oblique" in lowered:
        styles.append("italics")
    return styles


def number(value, places=3):
    """A float as the shortest decimal at ``places``: locale-free, no "-0", no trailing zeros."""
    text = f"{round(value, places):.{places}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text




def envelope(words):
    """[x0, y0, x1, y1] around the words' boxes."""
    boxes = [w["bbox"] for w in words]
    return [min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)]


def run_baseline(page, run):
    """The run's baseline [x0, y0, x1, y1]: its line record's, else its first and last words'."""
    line = page.lines.get(run[0].get("line"))
    if line and line.get("baseline"):
        return line["baseline"]
    first, last = run[0].get("baseline"), run[-1].get("baseline")
    if first and last:
        return [first[0], first[1], last[2], last[3]]
    box = envelope(run)
    return [box[0], box[3], box[2], box[3]]


def run_hyphen(page, run):
    """The hyphen character ending the run when its line ends in one (and a word is left), else None."""
    line = page.lines.get(run[-1].get("line"))
    hyphen = line.get("hyphen") if line else None
    text = run[-1]["text"]
    last = (line or {}).get("words") or [None, None]
    if hyphen and text.endswith(hyphen) and len(text) > len(hyphen) and last[1] == run[-1]["id"]:
        return hyphen
    return None


def certain(page):
    """True when the page's text is the file's own (not an OCR layer of unknown confidence)."""
    return not page.order or page.order.get("kind") == "text"


def furniture_side(block, size):
    """Which page edge a furniture block belongs to: top, bottom, left or right."""
    kind = block.record.get("kind")
    x0, y0, x1, y1 = block.record["bbox"]
    width, height = size
    if kind == "header":
        return "top"
    if kind == "footer":
        return "bottom"
    centre_x, centre_y = (x0 + x1) / 2, (y0 + y1) / 2
    sides = {"left": centre_x, "right": width - centre_x}
    if kind not in ("line-number", "timestamp"):      # gutters run down a side; the rest sit anywhere
        sides.update(top=centre_y, bottom=height - centre_y)
    return min(sides, key=lambda s: (sides[s], s))


class PageIds:
    """XML ids for one document: a page seen twice (a repeated selection, a second
    document in the stream) gets its own key, so every id stays unique."""

    def __init__(self):
        self.seen = {}

    def key(self, number):
        count = self.seen.get(number, 0) + 1
        self.seen[number] = count
        return str(number) if count == 1 else f"{number}-{count}"


class RunIds:
    """Ids for line runs on a page: a line cut over two blocks gets "-2" on its second run."""

    def __init__(self, prefix):
        self.prefix, self.seen = prefix, {}

    def __call__(self, line_id):
        count = self.seen.get(line_id, 0) + 1
        self.seen[line_id] = count
        return f"{self.prefix}_{line_id}" if count == 1 else f"{self.prefix}_{line_id}-{count}"


def skeleton_parts(root, container, doctype=None):
    """The serialised document (UTF-8, declaration first) before and after ``container``'s
    content, ``container`` being the last element of the document and still empty."""
    container.text = "\n"
    data = DECLARATION + etree.tostring(root.getroottree(), encoding="UTF-8", pretty_print=True, doctype=doctype)
    tag = etree.QName(container).localname.encode("ascii")
    cut = data.rindex(b"</" + tag + b">")
    return data[:cut], data[cut:]


def page_bytes(element):
    """One page element serialised (UTF-8, indented, no declaration)."""
    return etree.tostring(element, encoding="UTF-8", pretty_print=True)
