"""The structure tree read model on hand-made trees: each fault reported and read around,
the role map, attributes, MCR /Stm and OBJR references, and a million-node walk."""

import io
import time

import pikepdf

from pdftk_text.structure import read_structure, resolve, structure_record
from pdftk_text.structure.types import MAX_CHAIN

Name = pikepdf.Name


def new_pdf(pages=1):
    pdf = pikepdf.new()
    for _ in range(pages):
        pdf.add_blank_page()
    return pdf


def element(pdf, kind, kids, page=None, **extra):
    item = pikepdf.Dictionary(S=Name("/" + kind), **extra)
    if kids is not None:
        item.K = kids
    if page is not None:
        item.Pg = page
    return pdf.make_indirect(item)


def set_tree(pdf, kids, **extra):
    root = pdf.make_indirect(pikepdf.Dictionary(Type=Name.StructTreeRoot, K=kids, **extra))
    pdf.Root.StructTreeRoot = root
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)
    return root


def codes(tree):
    return [d["code"] for d in tree.diagnostics]


def test_resolve_follows_chains_and_keeps_standard_names():
    assert resolve("P", {"P": "H1"}) == ("P", False)           # a PDF 1.7 name is never remapped
    assert resolve("Text body", {"Text body": "Para", "Para": "P"}) == ("P", False)
    assert resolve("Title", {"Title": "P"}) == ("P", False)      # a PDF 2.0 name a 1.7 file maps
    assert resolve("Title", {}) == ("Title", False)
    assert resolve("H7", {}) == ("H7", False)
    assert resolve("Custom", {}) == (None, False)


def test_rolemap_cycle_is_reported_and_left_unresolved():
    assert resolve("A", {"A": "B", "B": "A"}) == (None, True)
    long_chain = {f"T{i}": f"T{i + 1}" for i in range(MAX_CHAIN + 5)}
    assert resolve("T0", long_chain) == (None, True)
    pdf = new_pdf()
    page = pdf.pages[0].obj
    set_tree(pdf, element(pdf, "A", 0, page), RoleMap=pikepdf.Dictionary(A=Name.B, B=Name.A))
    tree = read_structure(pdf)
    assert codes(tree) == ["structure.rolemap-cycle"]
    assert tree.elements[0].type is None and tree.elements[0].written == "A"
    assert tree.elements[0].kids == [("mcid", 0, 1, "page")]


def test_kid_reached_twice_is_cut_and_a_loop_ends():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    shared = element(pdf, "P", 0, page)
    sect = element(pdf, "Sect", pikepdf.Array([shared]), page)
    div = element(pdf, "Div", pikepdf.Array([shared, 1]), page)
    shared.K = pikepdf.Array([0, sect])          # P's kids lead back to its parent
    set_tree(pdf, pikepdf.Array([sect, div]))
    tree = read_structure(pdf)
    assert [e.written for e in tree.elements] == ["Sect", "P", "Div"]
    assert codes(tree) == ["structure.cycle-cut", "structure.cycle-cut"]
    assert tree.elements[1].kids == [("mcid", 0, 1, "page")]
    assert tree.elements[2].kids == [("mcid", 1, 1, "page")]


def test_duplicated_mcid_keeps_the_first_claim():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    first, second = element(pdf, "P", 0, page), element(pdf, "P", pikepdf.Array([0, 1]), page)
    set_tree(pdf, pikepdf.Array([first, second]))
    tree = read_structure(pdf)
    assert codes(tree) == ["structure.mcid-duplicated"]
    assert tree.diagnostics[0]["page"] == 1 and tree.diagnostics[0]["mcid"] == 0
    assert tree.elements[0].kids == [("mcid", 0, 1, "page")]
    assert tree.elements[1].kids == [("mcid", 1, 1, "page")]


def test_struct_parents_without_a_tree():
    pdf = new_pdf(2)
    pdf.pages[1].obj.StructParents = 0
    tree = read_structure(pdf)
    assert not tree.present
    assert codes(tree) == ["structure.parents-without-tree"]
    assert tree.diagnostics[0]["pages"] == [2]


def test_struct_parents_key_missing_from_the_parent_tree():
    pdf = new_pdf(2)
    first, second = pdf.pages[0].obj, pdf.pages[1].obj
    first.StructParents, second.StructParents = 0, 1
    p = element(pdf, "P", 0, first)
    set_tree(pdf, p, ParentTree=pdf.make_indirect(pikepdf.Dictionary(Nums=pikepdf.Array([0, pikepdf.Array([p])]))))
    tree = read_structure(pdf)
    assert codes(tree) == ["structure.parent-tree-missing"]
    assert tree.diagnostics[0]["page"] == 2
    assert tree.parent_tree.element(0, 0) == 0        # page 1's MCID 0 belongs to element 0
    assert tree.parent_tree.element(0, 5) is None


def test_broken_references_are_skipped():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    not_a_page = pdf.make_indirect(pikepdf.Dictionary(Type=Name.Page))
    kids = pikepdf.Array([
        pikepdf.Dictionary(Type=Name.MCR),                                   # no MCID
        pikepdf.Dictionary(Type=Name.MCR, MCID=3, Stm=pikepdf.Dictionary()),  # /Stm no stream
        pikepdf.Dictionary(Type=Name.OBJR),                                   # no /Obj
        pikepdf.String("text"),                                               # no kid at all
        2,
    ])
    p = element(pdf, "P", kids, page)
    lost = element(pdf, "P", 4, not_a_page)                                  # /Pg no page
    set_tree(pdf, pikepdf.Array([p, lost]))
    tree = read_structure(pdf)
    assert codes(tree).count("structure.reference-broken") == 6
    assert tree.elements[0].kids == [("mcid", 2, 1, "page")]
    assert tree.elements[1].kids == []


def test_node_budget_stops_the_walk():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    set_tree(pdf, pikepdf.Array([element(pdf, "P", pikepdf.Array(list(range(i * 5, i * 5 + 5))), page)
                                 for i in range(10)]))
    tree = read_structure(pdf, budget=20)
    assert tree.cut and codes(tree) == ["structure.node-limit"]
    assert sum(len(e.kids) for e in tree.elements) + len(tree.elements) == 20


def test_element_texts_attributes_and_classes():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    own = pikepdf.Dictionary(O=Name.Layout, Placement=Name.Block, BBox=pikepdf.Array([10, 700, 110, 720]))
    figure = element(pdf, "Figure", 0, page, Alt=pikepdf.String("A lighthouse"), Lang=pikepdf.String("en-GB"),
                     ActualText=pikepdf.String("x"), E=pikepdf.String("expansion"), T=pikepdf.String("title"),
                     ID=pikepdf.String("fig1"), A=own, C=Name.Framed)
    classmap = pikepdf.Dictionary(Framed=pikepdf.Dictionary(O=Name.Layout, BorderStyle=Name.Solid,
                                                            Placement=Name.Inline))
    set_tree(pdf, figure, ClassMap=classmap)
    tree = read_structure(pdf)
    found = tree.elements[0]
    assert (found.alt, found.lang, found.actualtext, found.expansion, found.title, found.ident) == (
        "A lighthouse", "en-GB", "x", "expansion", "title", "fig1")
    assert tree.attributes(found) == {"Layout": {"BBox": [10, 700, 110, 720], "BorderStyle": "Solid",
                                                 "Placement": "Block"}}
    record = structure_record(tree, {"page": 1, "matrix": [1, 0, 0, -1, 0, 792]})
    entry = record["elements"][0]
    assert entry["bbox"] == [10.0, 72.0, 110.0, 92.0]          # /BBox in the record frame, y down
    assert entry["path"] == ["Figure"] and entry["mcids"] == [[0, "page"]]


def test_mcr_with_stm_and_objr_of_an_annotation():
    pdf = new_pdf()
    page = pdf.pages[0].obj
    form = pdf.make_stream(b"", Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 10, 10])
    link = pdf.make_indirect(pikepdf.Dictionary(Type=Name.Annot, Subtype=Name.Link, Rect=[0, 0, 10, 10]))
    page.Annots = pikepdf.Array([link])
    kids = pikepdf.Array([pikepdf.Dictionary(Type=Name.MCR, MCID=0, Stm=form, Pg=page), 0,
                          pikepdf.Dictionary(Type=Name.OBJR, Obj=link, Pg=page)])
    set_tree(pdf, element(pdf, "Link", kids, page))
    tree = read_structure(pdf)
    assert codes(tree) == []                     # MCID 0 of the form and of the page are two contents
    n, g = form.objgen
    ln, lg = link.objgen
    assert tree.elements[0].kids == [("mcid", 0, 1, f"{n} {g}"), ("mcid", 0, 1, "page"),
                                     ("object", f"{ln} {lg}", 1, "annot 0")]
    entry = structure_record(tree, {"page": 1, "matrix": [1, 0, 0, -1, 0, 792]})["elements"][0]
    assert entry["kids"] == [["mcid", 0, f"{n} {g}"], ["mcid", 0, "page"], ["object", f"{ln} {lg}", "annot 0"]]
    assert entry["mcids"] == [[0, f"{n} {g}"], [0, "page"]]


def deep_tree_pdf(depth, mcids):
    """Bytes of a PDF whose structure is a chain ``depth`` elements deep, each holding
    ``mcids`` MCIDs and the next element: depth x (mcids + 1) nodes."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R /StructTreeRoot 5 0 R /MarkInfo << /Marked true >> >>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
               b"<< /Length 0 >>\nstream\n\nendstream",
               b"<< /Type /StructTreeRoot /K 6 0 R >>"]
    for i in range(depth):
        number = 6 + i
        parent = b"5 0 R" if i == 0 else b"%d 0 R" % (number - 1)
        tail = b" %d 0 R" % (number + 1) if i + 1 < depth else b""
        numbers = " ".join(str(v) for v in range(i * mcids, (i + 1) * mcids)).encode()
        objects.append(b"<< /S /Div /P " + parent + b" /Pg 3 0 R /K [" + numbers + tail + b"] >>")
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    out.write(b"".join(b"%010d 00000 n \n" % offset for offset in offsets))
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def test_a_million_node_tree_ten_thousand_deep_walks_iteratively():
    data = deep_tree_pdf(10_000, 100)                  # 1,010,000 nodes, far past any recursion limit
    with pikepdf.open(io.BytesIO(data)) as pdf:
        started = time.process_time()
        tree = read_structure(pdf)
        spent = time.process_time() - started
        assert codes(tree) == [] and not tree.cut
        assert len(tree.elements) == 10_000
        assert tree.elements[-1].depth == 9_999
        assert sum(len(e.kids) for e in tree.elements) == 10_000 * 100 + 9_999
        assert tree.elements[-1].kids[0] == ("mcid", 999_900, 1, "page")
        assert len(tree.page_elements(1)) == 10_000
        assert spent < 60                              # seconds of CPU: a guard against quadratic walks


def test_a_chain_past_the_budget_is_cut_with_a_diagnostic():
    data = deep_tree_pdf(3_000, 1)
    with pikepdf.open(io.BytesIO(data)) as pdf:
        tree = read_structure(pdf, budget=1_000)
        assert tree.cut and codes(tree) == ["structure.node-limit"]
        assert len(tree.elements) == 500
