"""Tagged tables: the Table elements of a document's structure tree, as grids of MCIDs.

Reads the structure tree (role-mapped types resolved through /RoleMap), finds each
Table, its rows (TR, directly or inside THead, TBody, TFoot) and cells (TH, TD) with
their Table attributes -- RowSpan, ColSpan, Scope, Headers, from /A and the /C classes
of the /ClassMap -- and places the cells on a grid as HTML does (a cell takes the first
column its row leaves free). A cell's Headers (the /ID strings of header cells) become
the grid positions of those cells in the same table; a cell with a Scope is a header. Each cell keeps the (page, MCID)
pairs of its content. The walk is bounded and never follows an element twice, so a
tree whose kids loop ends. This module must never look at glyphs or words.
"""

from dataclasses import dataclass

import pikepdf

from ..structure.values import attributes, text_of

# Elements visited at most (a hostile tree of millions of nodes stops here).
MAX_ELEMENTS = 200_000
_ROW_GROUPS = ("THead", "TBody", "TFoot")
_SCOPES = ("Row", "Column", "Both")
MAX_HEADERS = 64       # header ids kept of one cell's /Headers


@dataclass
class TaggedCell:
    row: int
    column: int
    row_span: int
    column_span: int
    header: bool
    parts: list            # (page number, mcid)
    scope: str = None      # Row, Column or Both (a TH's /Scope)
    headers: list = None   # [(row, column)] of the cells its /Headers names
    ident: str = None      # its /ID
    names: tuple = ()      # the /ID strings its /Headers lists


@dataclass
class TaggedTable:
    cells: list
    row_widths: list       # columns each row's spans fill
    header_rows: int


def tagged_tables(pdf):
    """Every Table element of the structure tree, in tree order."""
    try:
        root = pdf.Root.get("/StructTreeRoot")
    except Exception:
        return []
    if not isinstance(root, pikepdf.Dictionary):
        return []
    walker = _Walker(pdf, root)
    walker.walk(root.get("/K"), None)
    return walker.tables


class _Walker:
    def __init__(self, pdf, root):
        self.pages = {p.obj.objgen: i + 1 for i, p in enumerate(pdf.pages)}
        rolemap = root.get("/RoleMap")
        self.rolemap = dict(rolemap.items()) if isinstance(rolemap, pikepdf.Dictionary) else {}
        classmap = root.get("/ClassMap")
        self.classmap = {k[1:]: v for k, v in classmap.items()} if isinstance(classmap, pikepdf.Dictionary) else {}
        self.seen = set()
        self.count = 0
        self.tables = []

    def role(self, element):
        name = str(element.get("/S", ""))
        for _ in range(8):              # role maps may chain; a loop ends here
            mapped = self.rolemap.get(name)
            if mapped is None:
                break
            name = str(mapped)
        return name.lstrip("/")

    def elements(self, kids):
        """The struct element dictionaries among ``kids`` (each once)."""
        items = kids if isinstance(kids, pikepdf.Array) else [kids]
        for kid in items:
            if not isinstance(kid, pikepdf.Dictionary) or "/S" not in kid:
                continue
            key = kid.objgen if kid.is_indirect else id(kid)
            if key in self.seen or self.count >= MAX_ELEMENTS:
                continue
            self.seen.add(key)
            self.count += 1
            yield kid

    def walk(self, kids, page):
        if kids is None:
            return
        for element in self.elements(kids):
            if self.role(element) == "Table":
                self.tables.append(self.table(element))
            else:
                self.walk(element.get("/K"), self.page_of(element, page))

    def page_of(self, element, page):
        pg = element.get("/Pg")
        if isinstance(pg, pikepdf.Dictionary) and pg.is_indirect:
            return self.pages.get(pg.objgen, page)
        return page

    def rows(self, table, page):
        for element in self.elements(table.get("/K")):
            role = self.role(element)
            if role == "TR":
                yield element, self.page_of(element, page), False
            elif role in _ROW_GROUPS:
                for row in self.elements(element.get("/K")):
                    if self.role(row) == "TR":
                        yield row, self.page_of(row, self.page_of(element, page)), role == "THead"

    def table(self, element):
        page = self.page_of(element, None)
        cells, taken, widths, header_rows = [], set(), [], 0
        for index, (row, row_page, in_head) in enumerate(self.rows(element, page)):
            column, row_cells = 0, []
            for cell in self.elements(row.get("/K")):
                role = self.role(cell)
                if role not in ("TH", "TD"):
                    continue
                while (index, column) in taken:
                    column += 1
                found = self.cell(cell, role, index, column, in_head, row_page)
                for i in range(index, index + found.row_span):
                    for j in range(column, column + found.column_span):
                        taken.add((i, j))
                row_cells.append(found)
                column += found.column_span
            widths.append(max([j + 1 for (i, j) in taken if i == index], default=0))
            if row_cells and all(c.header and c.scope != "Row" for c in row_cells) and header_rows == index:
                header_rows += 1
            cells.extend(row_cells)
        _resolve_headers(cells)
        return TaggedTable(cells, widths, header_rows)

    def cell(self, cell, role, row, column, in_head, page):
        table = attributes(cell.get("/A"), cell.get("/C"), self.classmap).get("Table", {})
        scope = table.get("Scope") if table.get("Scope") in _SCOPES else None
        names = table.get("Headers")
        names = tuple(n for n in names[:MAX_HEADERS] if isinstance(n, str)) if isinstance(names, list) else ()
        parts = []
        self.content(cell.get("/K"), self.page_of(cell, page), parts)
        ident = text_of(cell.get("/ID"))
        return TaggedCell(row, column, _span(table.get("RowSpan")), _span(table.get("ColSpan")),
                          role == "TH" or in_head or scope is not None, parts, scope, [], ident, names)

    def content(self, kids, page, parts):
        """Collect (page, mcid) of marked content under ``kids``, depth first."""
        items = kids if isinstance(kids, pikepdf.Array) else [kids]
        for kid in items:
            if isinstance(kid, int):
                parts.append((page, int(kid)))
            elif isinstance(kid, pikepdf.Dictionary):
                kind = kid.get("/Type")
                if kind == "/MCR":
                    mcid = kid.get("/MCID")
                    if isinstance(mcid, int):
                        parts.append((self.page_of(kid, page), int(mcid)))
                elif "/S" in kid:
                    for element in self.elements(kid):
                        self.content(element.get("/K"), self.page_of(element, page), parts)


def _span(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 1
    return max(1, min(int(value), 1000))


def _resolve_headers(cells):
    """Each cell's /Headers ids as the (row, column) of the cells of this table bearing them."""
    where = {}
    for cell in cells:
        if cell.ident is not None:
            where.setdefault(cell.ident, (cell.row, cell.column))
    for cell in cells:
        cell.headers = [where[name] for name in cell.names if name in where]
