"""``python3 -m bench [corpus|scale|profile|dense|all]``: the benchmark's one command.

``corpus``: every tool on every corpus document, the pages/second and peak memory table
and the ratios (bench/results/corpus.json). ``scale``: peak memory at 10, 100 and 1,000
pages (bench/results/scale.json). ``profile``: pyinstrument's top entries for
``pdf-export -f text`` (bench/results/profile.txt). ``dense``: every reader as a whole
command on real books and manuals of hundreds of pages, seconds and the ratio to
pdftotext (bench/results/dense.json). ``all`` (the default): corpus, then scale.
"""

import argparse
import os
import sys

from . import corpus, dense, extractors, profiling, scale


def _lengths(text):
    try:
        lengths = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of page counts: {text!r}") from None
    if len(lengths) < 2 or min(lengths) < 1:
        raise argparse.ArgumentTypeError("give at least two page counts, each at least 1")
    return lengths


def build_parser():
    parser = argparse.ArgumentParser(prog="python3 -m bench", description=__doc__.splitlines()[0].strip("`"))
    parser.add_argument("what", nargs="?", choices=("all", "corpus", "scale", "profile", "dense"),
                        default="all")
    parser.add_argument("--repeat", type=int, default=3, metavar="N",
                        help="timed reads per tool and document; the best is compared (default %(default)s)")
    parser.add_argument("--tools", metavar="NAMES", type=lambda t: t.split(","),
                        help="comma-separated tools to measure (default all): " + ", ".join(extractors.ALL)
                        + "; dense: " + ", ".join(dense.TOOLS))
    parser.add_argument("--files", nargs="+", metavar="PDF",
                        help="corpus documents to measure (default all); dense: PDFs instead of its list")
    parser.add_argument("--lengths", type=_lengths, default=scale.LENGTHS, metavar="N,N,...",
                        help="scale run: page counts (default 10,100,1000)")
    parser.add_argument("--rounds", type=int, default=20, metavar="N",
                        help="profile: reads of each corpus document (default %(default)s)")
    parser.add_argument("--ours", choices=("installed", "checkout"), default="installed",
                        help="dense: our commands as installed (default), or this checkout's bin/")
    parser.add_argument("--merge", action="store_true",
                        help="dense: keep bench/results/dense.json's results of the tools not measured now")
    parser.add_argument("--markdown", action="store_true",
                        help="dense: print bench/results/dense.json as the README's table; measure nothing")
    parser.add_argument("--no-write", action="store_true", help="print only; write nothing to bench/results")
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    known = dense.TOOLS if args.what == "dense" else extractors.ALL
    unknown = [name for name in args.tools or () if name not in known]
    if unknown:
        print(f"bench: unknown tools: {', '.join(unknown)}", file=sys.stderr)
        return 2
    args.files = [os.path.abspath(path) for path in args.files] if args.files else None
    os.chdir(extractors.ROOT)              # workers run as ``-m bench.worker`` from the checkout
    if args.what in ("all", "corpus"):
        corpus.run(args.repeat, args.files, args.tools, None if args.no_write else "corpus.json")
    if args.what == "all":
        print()
    if args.what in ("all", "scale"):
        scale.run(args.lengths, args.tools, None if args.no_write else "scale.json")
    if args.what == "dense" and args.markdown:
        data = dense.load_results("dense.json")
        if data is None:
            print("bench: no bench/results/dense.json yet: run python3 -m bench dense", file=sys.stderr)
            return 1
        print(dense.markdown(data))
        return 0
    if args.what == "dense":
        documents = dense.given(args.files) if args.files else dense.DOCUMENTS
        dense.run(args.repeat, args.tools, documents, args.ours, None if args.no_write else "dense.json",
                  merge_old=args.merge)
    if args.what == "profile":
        profiling.run(args.rounds, args.lengths[-1], output=None if args.no_write else "profile.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
