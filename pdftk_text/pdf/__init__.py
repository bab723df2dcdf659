"""The object layer: a thin façade over pikepdf (open, pages, geometry, labels, resources).

pikepdf does xref, repair, decryption and stream filters; this package only adapts what
it returns to what the stages need. It must never parse PDF syntax itself.
"""
