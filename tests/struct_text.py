"""Print a document's structure tree with each element's text the way `pdfinfo -struct-text`
does, from our records, so a cram test can diff the two.

Reads a `pdf-order --keep-glyphs FILE` stream on standard input: the `structure` records
give the elements (merged across pages by id, kids in page order), the `glyph` records the
text of each marked-content reference (its glyphs' texts in content order, as poppler's
MarkedContentOutputDev gathers them). Prints, two spaces an indent level:

    TYPE [<ID>] ["T"]           one line per element (its standard type)
      "text of one MCID"        one line per marked-content kid
      Object N G                one line per object reference

`pdfinfo -struct-text` also prints each element's attributes and whether it is block or
inline; the cram test drops those from its output (sed) before the diff. With
``--blocks``, prints instead each block of the stream with its element path and its
text, whitespace removed, for a comparison blind to line breaks.
"""

import sys

import orjson


def read(stream):
    elements, texts, blocks = {}, {}, []
    for line in stream:
        record = orjson.loads(line)
        kind = record.get("type")
        if kind == "structure":
            for entry in record["elements"]:
                known = elements.setdefault(entry["id"], dict(entry, kids=[]))
                for kid in entry["kids"]:
                    if kid[0] == "element" and kid in known["kids"]:
                        continue
                    known["kids"].append(kid if kid[0] == "element" else kid + [record["page"]])
        elif kind == "glyph" and record.get("mcid") is not None and not record.get("artifact"):
            key = (record["page"], record["stream"], record["mcid"])
            texts[key] = texts.get(key, "") + record["text"]
        elif kind == "block":
            blocks.append(record)
    return elements, texts, blocks


def text_of(kid, texts):
    _, mcid, stream, page = kid
    if (page, stream, mcid) in texts:
        return texts[(page, stream, mcid)]
    if stream != "page":                      # a form drawn inside the page's marked content
        return texts.get((page, "page", mcid), "")
    return ""


def print_tree(elements, texts, out):
    roots = [e for e in elements.values() if e["parent"] not in elements]
    stack = [("element", e["id"], 0) for e in sorted(roots, key=lambda e: e["id"], reverse=True)]
    while stack:
        kind, value, depth = stack.pop()
        pad = "  " * depth
        if kind == "text":
            out.write(f'{pad}"{value}"\n')
            continue
        if kind == "object":
            out.write(f"{pad}Object {value}\n")
            continue
        element = elements[value]
        head = element["type"] or element["written"]
        if element.get("ident"):
            head += f" <{element['ident']}>"
        if element.get("title"):
            head += f' "{element["title"]}"'
        out.write(pad + head + "\n")
        for kid in reversed(element["kids"]):
            if kid[0] == "element":
                if kid[1] in elements:
                    stack.append(("element", kid[1], depth + 1))
            elif kid[0] == "mcid":
                stack.append(("text", text_of(kid, texts), depth + 1))
            else:
                stack.append(("object", kid[1], depth + 1))


def print_blocks(blocks, out):
    for block in blocks:
        path = "/".join(block["element"] or ["-"])
        out.write(f'{path} "{"".join(block["text"].split())}"\n')


def main():
    elements, texts, blocks = read(sys.stdin.buffer)
    if "--blocks" in sys.argv[1:]:
        print_blocks(blocks, sys.stdout)
    else:
        print_tree(elements, texts, sys.stdout)


if __name__ == "__main__":
    main()
