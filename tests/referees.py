#!/usr/bin/env python3
"""Hold pdf-glyphs against the live referees on corpus files (run by the cram tests).

  referees.py chars FILE...     per page: our characters against pdftotext and mutool,
                                judged where those two agree (NFKC, white space and controls
                                dropped, order ignored); differing pages are listed with the
                                reason corpus/manifest.json records, or as unexplained
  referees.py origins FILE...   every glyph origin inside a pdftotext -bbox-layout word box
                                (within 1 pt) whose text holds the glyph's characters (NFKD; an accent
                                glyph as the combining mark it stands for)
  referees.py glyph-chars FILE...
                                each glyph against the character mutool's stext puts at its
                                origin (within 1 pt): the same text after NFKC, or listed
  referees.py words FILE...     every pdftotext -bbox-layout word matched by a pdf-words word
                                of the same text at intersection-over-union >= 0.9 (the shared
                                yardstick; ligatures expanded on the referee's side too, as
                                we expand them by design; both sides NFC, as pdftotext writes
                                TeX's stacked accents decomposed); misses counted by kind, at least
                                98% must match

The first line names the referees' versions; the last counts what agreed. Exit 0 only
when everything judged agrees or is explained. A missing referee is a failure, not a skip.
"""

import json
import os
import shutil
import subprocess
import sys
import unicodedata
from collections import Counter

from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)          # the words mode applies the library's own ligature rule
TOLERANCE = 1.0   # points: a glyph origin may sit this far outside its referee word box


def manifest():
    with open(os.path.join(ROOT, "corpus", "manifest.json"), encoding="utf-8") as handle:
        return {entry["file"]: entry for entry in json.load(handle)["files"]}


def explained(pdf, check, page=None):
    """The recorded reason pdftk-text differs from the referee here, or None."""
    with open(os.path.join(ROOT, "corpus", "referee-differences.json"), encoding="utf-8") as handle:
        entry = json.load(handle)["files"].get(os.path.basename(pdf), {})
    reason = entry.get(check)
    if isinstance(reason, dict):
        reason = reason.get(str(page))
    return reason


def password_args(entry):
    password = ((entry or {}).get("encrypted") or {}).get("user_password")
    return password


def _brief(reason):
    """The recorded reason's first 80 characters: the cram line names it, the file holds it."""
    return reason if len(reason) <= 80 else reason[:79].rstrip() + "…"


def run(cmd):
    return subprocess.run(cmd, capture_output=True).stdout


def ours(pdf, password):
    cmd = ["pdf-glyphs", pdf] + (["--password", password] if password else [])
    for line in run(cmd).splitlines():
        if line.startswith(b'{"type":"glyph"'):
            yield json.loads(line)


def norm(text):
    return Counter(c for c in unicodedata.normalize("NFKC", text)
                   if not c.isspace() and unicodedata.category(c)[0] != "C")


def versions():
    for tool in ("pdftotext", "mutool"):
        if shutil.which(tool) is None:
            print(f"referee missing: {tool}")
            sys.exit(1)
    pdftotext = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.split("\n")[0]
    mutool = subprocess.run(["mutool", "-v"], capture_output=True, text=True).stderr.split("\n")[0]
    return f"{pdftotext}; {mutool}"


def chars(pdfs):
    print(versions())
    known = manifest()
    judged = agreed = excused = 0
    for pdf in pdfs:
        entry = known.get(os.path.basename(pdf), {})
        password = password_args(entry)
        pw = ["-upw", password] if password else []
        pages = run(["pdftotext", *pw, "-enc", "UTF-8", pdf, "-"]).decode("utf-8", "replace").split("\f")[:-1]
        mine = {}
        for glyph in ours(pdf, password):
            mine.setdefault(glyph["page"], []).append(glyph["text"])
        for number, text in enumerate(pages, start=1):
            mu = run(["mutool", "draw", *(["-p", password] if password else []), "-q", "-F", "txt", "-o", "-",
                      pdf, str(number)]).decode("utf-8", "replace")
            reference = norm(text)
            if reference != norm(mu):
                continue
            judged += 1
            # joined by spaces: NFKC must not compose one glyph with the next (A + ring is not Å)
            got = norm(" ".join(mine.get(number, [])))
            if got == reference:
                agreed += 1
                continue
            reason = explained(pdf, "chars", number)
            missing = "".join(sorted((reference - got).elements()))[:40]
            extra = "".join(sorted((got - reference).elements()))[:40]
            if reason:
                excused += 1
                print(f"{os.path.basename(pdf)}:{number}: differs, explained: {_brief(reason)}")
            else:
                print(f"{os.path.basename(pdf)}:{number}: differs: missing {missing!r} extra {extra!r}")
    print(f"chars: {agreed}/{judged} referee-agreed pages equal, {excused} explained")
    return agreed + excused == judged


def origins(pdfs):
    from pdftk_text.words.accents import MARKS
    print(versions())
    known = manifest()
    inside = total = excused = 0
    ns = {"x": "http://www.w3.org/1999/xhtml"}
    for pdf in pdfs:
        password = password_args(known.get(os.path.basename(pdf)))
        pw = ["-upw", password] if password else []
        xml = run(["pdftotext", *pw, "-bbox-layout", "-cropbox", pdf, "-"])
        if not xml.strip():
            print(f"{os.path.basename(pdf)}: pdftotext reads nothing; not judged")
            continue
        root = etree.fromstring(xml, etree.XMLParser(recover=True, huge_tree=True))
        words, units = {}, user_units(pdf, password)
        for number, page in enumerate(root.iterfind(".//x:page", ns), start=1):
            words[number] = [(unicodedata.normalize("NFKD", w.text or ""),
                              [float(w.get(k)) * units.get(number, 1.0) for k in ("xMin", "yMin", "xMax", "yMax")])
                             for w in page.iterfind(".//x:word", ns)]
        misses = []
        for glyph in ours(pdf, password):
            # decomposed on both sides: pdftotext reads a stacked accent glyph (´ over e) as
            # the combining mark it stands for (the library's table), after its letter
            text = unicodedata.normalize("NFKD", MARKS.get(glyph["text"], glyph["text"])).strip()
            # U+FFFD (map "none") says the glyph has no known text: nothing to find in a word
            if not text or glyph["flags"] or glyph["map"] == "none":
                continue
            total += 1
            x, y = glyph["origin"]
            if any(text in word and box[0] - TOLERANCE <= x <= box[2] + TOLERANCE
                   and box[1] - TOLERANCE <= y <= box[3] + TOLERANCE
                   for word, box in words.get(glyph["page"], [])):
                inside += 1
            else:
                misses.append(f"{os.path.basename(pdf)}:{glyph['page']}: {text!r} at {x}, {y}")
        reason = explained(pdf, "origins")
        if misses and reason:
            excused += len(misses)
            print(f"{os.path.basename(pdf)}: {len(misses)} outside, explained: {_brief(reason)}")
            continue
        for miss in misses[:5]:
            print(miss)
        if len(misses) > 5:
            print(f"{os.path.basename(pdf)}: {len(misses) - 5} more outside")
    print(f"origins: {inside}/{total} glyph origins inside a referee word box, {excused} explained")
    return inside + excused == total


WORDS_IOU = 0.9      # the shared yardstick's bar: a word box this close to the referee's matches
WORDS_SHARE = 0.98   # share of referee words that must match


def iou(a, b):
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union > 0 else 0.0


def user_units(pdf, password):
    """{page: its /UserUnit} where not 1: poppler 22.12 ignores it, so its boxes are in
    units of 1/72 inch before the scale; the design converts a referee's frame to ours
    before any comparison (ours is scaled, as ISO 32000 §14.11.2 says)."""
    import pikepdf
    with pikepdf.open(pdf, password=password or "") as document:
        units = {}
        for number, page in enumerate(document.pages, start=1):
            unit = page.obj.get("/UserUnit")
            if isinstance(unit, (int, float, pikepdf.Object)) and float(unit) > 0 and float(unit) != 1.0:
                units[number] = float(unit)
        return units


def referee_words(pdf, password):
    """{page: [(text, box)]} from pdftotext -bbox-layout -cropbox, ligatures expanded, in
    our frame (measured from the crop box's corner, as -cropbox measures them; scaled by
    the page's /UserUnit), or None."""
    from pdftk_text.words.bidi import expand_ligatures
    pw = ["-upw", password] if password else []
    xml = run(["pdftotext", *pw, "-bbox-layout", "-cropbox", pdf, "-"])
    if not xml.strip():
        return None
    root = etree.fromstring(xml, etree.XMLParser(recover=True, huge_tree=True))
    ns = {"x": "http://www.w3.org/1999/xhtml"}
    units = user_units(pdf, password)
    # NFC: pdftotext writes a stacked accent (TeX's OT1 \accent) as letter + combining mark
    return {number: [(unicodedata.normalize("NFC", expand_ligatures(w.text or "")),
                      [float(w.get(k)) * units.get(number, 1.0) for k in ("xMin", "yMin", "xMax", "yMax")])
                     for w in page.iterfind(".//x:word", ns)]
            for number, page in enumerate(root.iterfind(".//x:page", ns), start=1)}


def visual_to_logical(text):
    """A word pdftotext -bbox-layout wrote in visual order, in logical order: reversed when
    all its letters are right-to-left (a mixed or left-to-right word is left alone)."""
    letters = [c for c in text if unicodedata.category(c)[0] == "L"]
    if letters and all(unicodedata.bidirectional(c) in ("R", "AL") for c in letters):
        return text[::-1]
    return text


def miss_kind(text, box, mine):
    """Why a referee word went unmatched, from our words that overlap its box."""
    over = [(t, b) for t, b in mine if min(b[2], box[2]) > max(b[0], box[0]) and min(b[3], box[3]) > max(b[1], box[1])]
    if any(t == text for t, _ in over):
        return "same text, box differs"
    if any(iou(box, b) >= WORDS_IOU for _, b in over):
        return "same box, text differs"
    if len(over) > 1:
        return "we split it"
    if len(over) == 1:
        return "we joined it to more" if text in over[0][0] else "overlaps another word"
    return "no word of ours there"


def words(pdfs):
    print(versions())
    known = manifest()
    matched = total = excused = 0
    kinds = Counter()
    for pdf in pdfs:
        password = password_args(known.get(os.path.basename(pdf)))
        reference = referee_words(pdf, password)
        if reference is None:
            print(f"{os.path.basename(pdf)}: pdftotext reads nothing; not judged")
            continue
        cmd = ["pdf-words", pdf] + (["--password", password] if password else [])
        mine = {}
        for line in run(cmd).splitlines():
            if line.startswith(b'{"type":"word"'):
                word = json.loads(line)
                mine.setdefault(word["page"], []).append((unicodedata.normalize("NFC", word["text"]), word["bbox"]))
        misses = []
        for number, page_words in reference.items():
            for text, box in page_words:
                total += 1
                logical = visual_to_logical(text)
                if any(t in (text, logical) and iou(box, b) >= WORDS_IOU for t, b in mine.get(number, [])):
                    matched += 1
                else:
                    misses.append((number, text, miss_kind(text, box, mine.get(number, []))))
        reason = explained(pdf, "words")
        if misses and reason:
            excused += len(misses)
            print(f"{os.path.basename(pdf)}: {len(misses)} unmatched, explained: {_brief(reason)}")
            continue
        for number, text, kind in misses:
            kinds[kind] += 1
        for number, text, kind in misses[:3]:
            print(f"{os.path.basename(pdf)}:{number}: {text!r}: {kind}")
        if len(misses) > 3:
            print(f"{os.path.basename(pdf)}: {len(misses) - 3} more unmatched")
    for kind, count in sorted(kinds.items(), key=lambda item: (-item[1], item[0])):
        print(f"unmatched, {kind}: {count}")
    share = (matched + excused) / total if total else 1.0
    print(f"words: {matched}/{total} referee words matched at IoU >= {WORDS_IOU}, {excused} explained "
          f"({share:.1%})")
    return share >= WORDS_SHARE


def mutool_chars(pdf, number, password):
    """[(x, y, c)] of mutool's stext characters on page ``number``: origins in our frame."""
    xml = run(["mutool", "draw", *(["-p", password] if password else []), "-q", "-F", "stext", "-o", "-",
               pdf, str(number)])
    root = etree.fromstring(xml, etree.XMLParser(recover=True, huge_tree=True))
    return [(float(c.get("x")), float(c.get("y")), c.get("c")) for c in root.iter("char")]


def glyph_chars(pdfs):
    """Each glyph of ours against the character mutool puts at its origin (within
    TOLERANCE): the same text (NFKC), or the difference listed."""
    print(versions())
    known = manifest()
    judged = agreed = 0
    for pdf in pdfs:
        password = password_args(known.get(os.path.basename(pdf), {}))
        pages = {}
        for glyph in ours(pdf, password):
            pages.setdefault(glyph["page"], []).append(glyph)
        for number, glyphs in sorted(pages.items()):
            theirs = mutool_chars(pdf, number, password)
            for glyph in glyphs:
                ox, oy = glyph["origin"]
                near = [c for x, y, c in theirs if abs(x - ox) <= TOLERANCE and abs(y - oy) <= TOLERANCE]
                judged += 1
                mine = unicodedata.normalize("NFKC", glyph["text"])
                if any(unicodedata.normalize("NFKC", c) == mine for c in near):
                    agreed += 1
                else:
                    print(f"{os.path.basename(pdf)}:{number}: glyph {glyph['id']} code {glyph['code']} "
                          f"{glyph['font']}: ours {glyph['text']!r}, mutool {''.join(near)!r}")
    print(f"glyph-chars: {agreed}/{judged} glyphs read as mutool reads them")
    return agreed == judged


def main(argv):
    modes = {"chars": chars, "origins": origins, "words": words, "glyph-chars": glyph_chars}
    if len(argv) < 2 or argv[0] not in modes:
        print(__doc__)
        return 2
    return 0 if modes[argv[0]](argv[1:]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
