"""The comment summary: every markup annotation with its page, author, dates, contents,
replies and the text under its quads, as JSON (``comments``) or Markdown (``comments-md``).

The ``annotation`` records come with the page (from a PDF, ``pdftk_text.pdf.markups``);
the text under each comes from ``markup_text``. Replies (/IRT) are listed under the
annotation they answer, in /Annots order, and not again on their own; a reply whose
parent is not a markup annotation stays a comment. Popups are never comments. One JSON
object per document, or one Markdown document per document with a section per page
that has comments. This module must never open a PDF.
"""

import orjson

from . import escape
from .markup_text import text_under
from .model import by_document

_REPLY_FIELDS = ("id", "subtype", "author", "created", "modified", "contents", "reply_type")


def page_comments(page):
    """The comments of one export model page, replies nested."""
    notes = [r for r in page.others if r.get("type") == "annotation"]
    ids = {r["id"] for r in notes}
    comments, by_id = [], {}
    for note in notes:
        parent = note.get("reply_to")
        if parent is not None and parent in ids:
            continue
        entry = {"page": page.number, "label": page.label, "id": note["id"], "subtype": note["subtype"],
                 "author": note.get("author"), "subject": note.get("subject"),
                 "created": note.get("created"), "modified": note.get("modified"),
                 "contents": note.get("contents"), "text": text_under(note, page) or None,
                 "bbox": note.get("bbox"), "quads": note.get("quads") or [], "replies": []}
        comments.append(entry)
        by_id[note["id"]] = entry
    for note in notes:
        parent = note.get("reply_to")
        if parent is not None and parent in ids:
            root = _root(parent, notes, ids)
            if root in by_id:
                by_id[root]["replies"].append({key: note.get(key) for key in _REPLY_FIELDS})
    return comments


def _root(index, notes, ids):
    by_index = {n["id"]: n for n in notes}
    seen = set()
    while index in by_index and by_index[index].get("reply_to") in ids and index not in seen:
        seen.add(index)
        index = by_index[index]["reply_to"]
    return index


def write_comments(pages, options, out):
    for document, its_pages in by_document(pages):
        _json(document or {}, [c for page in its_pages for c in page_comments(page)], out)


def _json(document, comments, out):
    out.write(orjson.dumps({"type": "comments", "source": document.get("source"),
                            "sha256": document.get("sha256"), "comments": comments}) + b"\n")


def write_comments_markdown(pages, options, out):
    for document, its_pages in by_document(pages):
        found = [(page, page_comments(page)) for page in its_pages]
        out.write(_markdown(document or {}, found).encode("utf-8"))


def _markdown(document, pages):
    title = document.get("title") or document.get("source") or "document"
    lines = [f"# Comments: {escape.inline(str(title))}", ""]
    total = 0
    for page, comments in pages:
        if not comments:
            continue
        lines += [f"## Page {page.number} ({escape.inline(page.label)})", ""]
        for comment in comments:
            total += 1
            lines += _comment_lines(comment)
        lines.append("")
    if not total:
        lines += ["No comments.", ""]
    return "\n".join(lines)


def _comment_lines(comment):
    head = f"- **{comment['subtype']}**"
    if comment["author"]:
        head += f" by {escape.inline(comment['author'])}"
    if comment["created"] or comment["modified"]:
        head += f", {escape.inline(_date(comment['modified'] or comment['created']))}"
    out = [head]
    if comment["text"]:
        out.append(f"  - on the text: “{escape.inline(comment['text'])}”")
    if comment["contents"]:
        out.append(f"  - {escape.inline(comment['contents'])}")
    for reply in comment["replies"]:
        who = f" by {escape.inline(reply['author'])}" if reply["author"] else ""
        said = f": {escape.inline(reply['contents'])}" if reply["contents"] else ""
        out.append(f"  - reply{who}{said}")
    return out


def _date(value):
    """A PDF date (D:YYYYMMDDHHmmSS...) as YYYY-MM-DD HH:MM; anything else as written."""
    raw = value[2:] if value.startswith("D:") else value
    digits = raw[:14]
    if len(digits) >= 8 and digits[:8].isdigit():
        date = f"{digits[0:4]}-{digits[4:6]}-{digits[6:8]}"
        if len(digits) >= 12 and digits[8:12].isdigit():
            date += f" {digits[8:10]}:{digits[10:12]}"
        return date
    return value
