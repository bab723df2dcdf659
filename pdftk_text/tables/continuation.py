"""Continuations: a table linked to its part on the previous page.

A tagged table split over pages continues by its structure (one Table element). Any
other table continues the previous page's last table when it is the first table on its
page, has as many columns, and its first row repeats that table's header row, text for
text. This module must never look beyond the previous page (one page is held at a time).
"""


def link_continuation(table, previous, page_tables):
    """Set ``table["continues"]`` to {page, id} of the part it continues, if any."""
    structure = table.pop("_structure", None)
    if structure is not None:
        for earlier in reversed(previous):
            if earlier.get("_structure_index") == structure:
                _link(table, earlier, "continues: the same Table element")
                break
        table["_structure_index"] = structure
        return
    if not previous or not page_tables or page_tables[0] is not table:
        return
    earlier = previous[-1]
    if earlier["columns"] != table["columns"]:
        return
    head = _first_row(earlier)
    if head and any(head.values()) and head == _first_row(table):
        _link(table, earlier, f"continues: header row repeated from page {earlier['page']}")


def _link(table, earlier, why):
    table["continues"] = {"page": earlier["page"], "id": earlier["id"]}
    table["evidence"].append(why)


def _first_row(table):
    return {c["column"]: c["text"] for c in table["cells"] if c["row"] == 0}
