"""The inventory: everything a document carries, one module per section.

``report.py`` assembles the sections; ``fonts``, ``attachments`` and ``javascript`` also
print the listings of the poppler tools they are held to. Nothing here runs a script,
follows a link or changes the document.
"""
