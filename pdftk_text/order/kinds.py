"""A page's text kind, from its words, its diagnostics and its `content` record.

blank (nothing painted), image-only (no glyph; images over at least ``image_only`` of the
page, or images and nothing else), vector-only (no glyph; paths painted -- text drawn
as outlines), ocr-layer (``visibility.ocr_page``: nearly every glyph invisible or under
an image, images over at least ``image_only`` of the page), unreadable (the glyph stage found its text unreadable and no glyph kept its text), text. This module must
never read geometry beyond the counts it is given.
"""

from ..visibility import ocr_page

KINDS = ("blank", "image-only", "vector-only", "ocr-layer", "unreadable", "text")


def text_kind(words, content, unreadable, tolerances):
    """(kind, image cover or None)."""
    cover = content.get("image_cover") if content else None
    glyphs = content.get("glyphs", len(words)) if content else len(words)
    if not glyphs and not words:
        if not content:
            return "blank", cover
        if cover >= tolerances.image_only:
            return "image-only", cover
        if content.get("paths"):
            return "vector-only", cover
        return ("image-only" if content.get("images") else "blank"), cover
    if unreadable:
        return "unreadable", cover
    if content and ocr_page(glyphs, content.get("invisible"), cover, tolerances.image_only):
        return "ocr-layer", cover
    return "text", cover
