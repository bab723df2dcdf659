"""The structure tree read model: a tagged document's logical structure, read in one bounded,
iterative walk, and written into a record stream page by page.

``read_structure(pdf)`` gives a ``StructureTree`` (``reader``): elements in tree order
with standard types through the role map (``types``), attributes and classes
(``values``), Alt, ActualText, Lang, E, T, ID, and kids -- elements, marked-content
references through pages and form XObjects, object references; the /ParentTree and
/StructParents checked (``parents``); every fault a diagnostic, read around.
``with_structure(records, document)`` (``records``) writes one ``structure`` record per
tagged page after its page record, for stages that must never open a PDF.
"""

from .reader import MAX_NODES, Element, StructureTree, read_structure
from .records import structure_record, with_structure
from .types import PARAGRAPH_LEVEL, STANDARD, resolve

__all__ = ["MAX_NODES", "Element", "PARAGRAPH_LEVEL", "STANDARD", "StructureTree", "read_structure",
           "resolve", "structure_record", "with_structure"]
