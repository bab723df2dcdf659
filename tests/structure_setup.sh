# Shell helpers for tests/cram/pdf-order-structure-text.t (sourced; see that file).

# The manifest's tagged documents, hostile ones left out.
tagged_files() {
  python3 -c '
import json, os
with open(os.path.join(os.environ["CORPUS"], "manifest.json"), encoding="utf-8") as handle:
    files = json.load(handle)["files"]
print(" ".join(f["file"] for f in files if f.get("tagged") and f.get("kind") not in ("hostile", "bad-input")))'
}

# pdfinfo -struct-text with its attribute lines, "(block)"/"(inline)" marks and colons dropped.
referee_tree() {
  sed -E '/^ +\//d; s/ \((block|inline)\)//; s/:$//'
}

# in_order FILE SOURCE < STREAM: do the source's fragments come in order in the blocks of
# FILE's pdf-order STREAM? SOURCE "manifest" takes the manifest's reading_order; a .fodt
# its paragraphs' and headings' openings (20 characters).
in_order() {
  python3 -c '
import html, json, os, re, sys
corpus, name, source = os.environ["CORPUS"], sys.argv[1], sys.argv[2]
if source == "manifest":
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as handle:
        fragments = next(f for f in json.load(handle)["files"] if f["file"] == name)["reading_order"]
else:
    with open(os.path.join(corpus, source), encoding="utf-8") as handle:
        paragraphs = re.findall(r"<text:[ph]\b[^>]*>([^<]+)", handle.read())
    fragments = [html.unescape(p)[:20] for p in paragraphs if len(p) >= 20 and "– page" not in p]
text = " ".join(" ".join(json.loads(line)["text"].split()) for line in sys.stdin
                if "\"type\":\"block\"" in line)
at, found = 0, 0
for fragment in fragments:
    where = text.find(" ".join(fragment.split()), at)
    if where < 0:
        print("not in order:", fragment)
        continue
    found, at = found + 1, where + 1
print(f"{name}: {found} of {len(fragments)} fragments in order")' "$1" "$2"
}
