"""A dictionary's entry, asked the cheap way when it is often absent.

pikepdf's ``get`` on a key the dictionary lacks raises a C++ exception inside and catches
it (about 4 us, as long as a dozen lookups of a present key); ``in`` answers without.
A page's /UserUnit, /Annots, /StructParents and extra boxes, a stream's /DecodeParms,
the page tree root's /Parent are absent far more often than present: they are asked
here. This module must never be used for an entry that is usually there (``in`` then
``[]`` costs twice a ``get``).
"""


def entry(obj, key):
    """The value of ``key`` in the dictionary or stream ``obj``, or None (absent or null),
    as ``obj.get(key)`` gives it."""
    return obj[key] if key in obj else None
