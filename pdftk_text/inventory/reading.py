"""What only reading the pages tells the inventory: images as placed, glyphs each font
drew, and each page's text kind.

Two passes over the selected pages, both bounded by the limits every tool has: the
image pass (``images.placements``: each placement with its page, box and effective
resolution, as ``pdf-images`` lists them) and the text pass (glyph, word and order
stages: glyphs drawn and codes no source maps, per font name; the page's text kind and
the share of it images cover). Each pass runs once per report, whichever sections ask.
"""

from ..glyphs import GlyphOptions, glyph_batches
from ..images.listing import image_record
from ..images.placements import page_placements
from ..order import order_records
from ..words import WordOptions, word_records

PLACEMENT_KEYS = ("page", "id", "bbox", "width", "height", "x_ppi", "y_ppi", "object", "inline", "stream")


class PageReading:
    """The two passes over a document's selected pages, each run on first use."""

    def __init__(self, document, pages, limits):
        self.document, self.pages, self.limits = document, tuple(pages), limits
        self._placements = self._text = None

    def placements(self):
        if self._placements is None:
            found = []
            for _, _, placements, _ in page_placements(self.document, self.pages, self.limits):
                for placement in placements:
                    record = image_record(placement)
                    found.append({key: record[key] for key in PLACEMENT_KEYS})
            self._placements = found
        return self._placements

    def ocr_pages(self):
        """The page numbers whose text kind is ocr-layer (the scan's text over or under its image)."""
        return {int(page) for page, value in self.text()[1].items() if value["kind"] == "ocr-layer"}

    def text(self):
        """({font name: {glyphs, unmappable}}, {page: {kind, image_cover}})."""
        if self._text is None:
            fonts, kinds = {}, {}
            options = GlyphOptions(pages=self.pages, limits=self.limits) if self.limits else GlyphOptions(pages=self.pages)
            words = word_records(glyph_batches(self.document, options), WordOptions(keep_glyphs=True, batch=True))
            for record in order_records(words):
                kind = record["type"]
                if kind == "glyph":
                    used = fonts.setdefault(record.get("font") or "", {"glyphs": 0, "unmappable": 0})
                    used["glyphs"] += 1
                    used["unmappable"] += record.get("map") == "none"
                elif kind == "order":
                    kinds[str(record["page"])] = {"kind": record["kind"], "image_cover": record["image_cover"]}
            self._text = (fonts, kinds)
        return self._text
