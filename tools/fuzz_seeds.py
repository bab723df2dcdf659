"""Seeds for the native core's cargo-fuzz `content` target: every page's and form's
content stream of the corpus (and any folders given), each once, at most 64 KiB.

    python3 tools/fuzz_seeds.py [DIR...]    # writes native/fuzz/corpus/content/<sha1>
    cd native && cargo +nightly fuzz run content -- -max_total_time=600
"""

import hashlib
import pathlib
import sys

import pikepdf

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "native" / "fuzz" / "corpus" / "content"
LARGEST = 1 << 16


def streams(pdf):
    """The decoded content streams of every page and of every form XObject in the file."""
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Form":
            yield obj
    for page in pdf.pages:
        contents = page.obj.get("/Contents")
        yield from (contents if isinstance(contents, pikepdf.Array) else [contents])


def main(folders):
    OUT.mkdir(parents=True, exist_ok=True)
    written = 0
    for folder in [ROOT / "corpus", *map(pathlib.Path, folders)]:
        for path in sorted(folder.glob("*.pdf")):
            try:
                with pikepdf.open(path) as pdf:
                    for stream in streams(pdf):
                        data = stream.read_bytes()[:LARGEST] if isinstance(stream, pikepdf.Stream) else b""
                        if data:
                            (OUT / hashlib.sha1(data).hexdigest()).write_bytes(data)
                            written += 1
            except Exception as error:          # a file pikepdf cannot open seeds nothing
                print(f"{path.name}: {error}", file=sys.stderr)
    print(f"{written} streams, {len(list(OUT.iterdir()))} seeds in {OUT}")


if __name__ == "__main__":
    main(sys.argv[1:])
