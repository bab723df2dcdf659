"""The page beneath an overlay: rendered by poppler's ``pdftoppm`` when it and the PDF are at hand.

The PDF is the document record's source, used only when it is a file whose SHA-256 is
the record's (so an overlay never shows another file's page). The render is at 72 dpi,
one pixel a point, the crop box as displayed -- the records' frame. Returns (path, None)
or (None, why not) for the picture to say.
"""

import os
import shutil
import subprocess

from ..pdf.document import file_sha256

RENDER_SECONDS = 60


_HASHED = {}


def _sha256(path):
    stat = os.stat(path)
    key = (path, stat.st_size, stat.st_mtime_ns)
    if key not in _HASHED:
        _HASHED.clear()
        _HASHED[key] = file_sha256(path)
    return _HASHED[key]




def render_page(document, number, target, options):
    if not getattr(options, "render", True):
        return None, "rendering switched off (--no-render)"
    source = document.get("source")
    if not source or source == "-" or not os.path.isfile(source):
        return None, "the PDF is not at hand (the stream came from standard input)"
    tool = shutil.which("pdftoppm")
    if tool is None:
        return None, "no renderer installed (poppler-utils' pdftoppm)"
    if document.get("sha256") and _sha256(source) != document["sha256"]:
        return None, f"{source} is not the file the stream was read from (SHA-256 differs)"
    stem = target[:-4] if target.endswith(".png") else target
    args = [tool, "-png", "-r", "72", "-f", str(number), "-l", str(number), "-singlefile", source, stem]
    if getattr(options, "password", None):
        args[1:1] = ["-upw", options.password]
    try:
        done = subprocess.run(args, capture_output=True, timeout=RENDER_SECONDS)
    except subprocess.TimeoutExpired:
        return None, f"pdftoppm took longer than {RENDER_SECONDS} s"
    if done.returncode != 0 or not os.path.exists(stem + ".png"):
        return None, "pdftoppm could not render the page"
    return stem + ".png", None


BROWSERS = ("chromium", "chromium-browser", "google-chrome")


def rasterise(svg_path, png_path, width, height):
    """The overlay as PNG (page beneath and drawing over it), by rsvg-convert or a headless
    Chromium; (path, None) or (None, why not)."""
    rsvg = shutil.which("rsvg-convert")
    if rsvg:
        args = [rsvg, "-f", "png", "-o", png_path, svg_path]
    else:
        browser = next((shutil.which(name) for name in BROWSERS if shutil.which(name)), None)
        if browser is None:
            return None, "no SVG rasteriser installed (rsvg-convert or Chromium)"
        args = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                f"--screenshot={os.path.abspath(png_path)}",
                f"--window-size={int(round(width))},{int(round(height))}",
                "file://" + os.path.abspath(svg_path)]
    try:
        done = subprocess.run(args, capture_output=True, timeout=RENDER_SECONDS)
    except subprocess.TimeoutExpired:
        return None, "the rasteriser took too long"
    if done.returncode != 0 or not os.path.exists(png_path):
        return None, "the rasteriser failed"
    return png_path, None
