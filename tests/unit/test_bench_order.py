"""The reading-order yardstick (bench/order.py): its score and the files it measures."""

import os

from bench import order

CORPUS = os.path.join(os.path.dirname(__file__), "..", "..", "corpus")


def test_same_order_scores_one_and_a_swap_less():
    truth = "Heading one\nfirst para-\ngraph text\nHeading two\nsecond paragraph"
    assert order.order_score(truth, truth) == 1.0
    assert order.order_score(truth, "Heading one\nfirst paragraph text\nHeading two\nsecond paragraph") == 1.0
    swapped = "Heading two\nsecond paragraph\nHeading one\nfirst paragraph text"
    assert order.order_score(truth, swapped) < 0.8


def test_only_tagged_files_are_measured():
    tagged = os.path.join(CORPUS, "lo-columns-tagged.pdf")
    untagged = os.path.join(CORPUS, "lo-columns-untagged.pdf")
    assert order.tagged([untagged, tagged]) == [tagged]


def test_a_tagged_page_is_scored_for_every_reader():
    scores, why = order.measure(os.path.join(CORPUS, "lo-columns-tagged.pdf"))
    assert why == "" and set(scores) == {"layout", "mutool", "pdftotext"}
    assert scores["layout"] == 1.0       # the columns read down, one after the other (the tree's order)
