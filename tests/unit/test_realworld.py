"""Classes of real-world damage (found by ``python3 -m bench.realworld`` on pdf.js's bug-report
PDFs), each rebuilt here with pikepdf: every tool reads them to the end, never an internal
error, and returns the text the referees read."""

import json
import re
import os
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {
    "pdf-glyphs": [], "pdf-words": [], "pdf-order": [], "pdf-tables": [],
    "pdf-search": ["a"], "pdf-images": ["--list"], "pdf-inventory": [], "pdf-export": ["-f", "text"],
}
SAFETY_SECONDS = 120


def run(tool, *args):
    env = dict(os.environ, LC_ALL="C.UTF-8")
    return subprocess.run([sys.executable, str(ROOT / "bin" / tool), *args], capture_output=True,
                          timeout=SAFETY_SECONDS, env=env, cwd=ROOT)


def every_tool_ends_well(path):
    for tool, args in TOOLS.items():
        result = run(tool, *args, str(path))
        err = result.stderr.decode("utf-8", "replace")
        assert "Traceback" not in err and "internal error" not in err, (tool, err)
        assert result.returncode in ((0, 1) if tool == "pdf-search" else (0,)), (tool, err)


def text_of(path, *args):
    result = run("pdf-export", "-f", "text", *args, str(path))
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode()


def page_pdf(text=b"Hello world"):
    """A one-page PDF showing ``text`` in Helvetica."""
    pdf = pikepdf.new()
    font = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                BaseFont=pikepdf.Name.Helvetica))
    page = pdf.add_blank_page(page_size=(300, 200))
    page.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
    page.Contents = pdf.make_stream(b"BT /F1 12 Tf 20 100 Td (" + text + b") Tj ET")
    return pdf


def test_optional_content_groups_with_null_entries_are_skipped(tmp_path):
    # issue15716.pdf: /OCGs and /D /ON name freed objects (null); the visibility set read
    # ``.objgen`` of each and ended every tool in an AttributeError.
    pdf = page_pdf()
    group = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("layer")))
    pdf.Root.OCProperties = pikepdf.Dictionary(
        OCGs=pikepdf.Array([group, None]),
        D=pikepdf.Dictionary(BaseState=pikepdf.Name.OFF, ON=pikepdf.Array([None, group]), OFF=pikepdf.Array([None])))
    path = tmp_path / "ocg-null.pdf"
    pdf.save(path)
    every_tool_ends_well(path)
    assert text_of(path).split() == ["Hello", "world"]


def two_pages(path):
    """A two-page file saved with a classic cross-reference table; returns its bytes."""
    pdf = page_pdf(b"first page")
    page = pdf.add_blank_page(page_size=(300, 200))
    page.Resources = pdf.pages[0].Resources
    page.Contents = pdf.make_stream(b"BT /F1 12 Tf 20 100 Td (second page) Tj ET")
    pdf.save(path, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    return path.read_bytes()


def diagnostics(path):
    result = run("pdf-glyphs", str(path))
    assert result.returncode == 0, result.stderr.decode()
    records = [json.loads(line) for line in result.stdout.splitlines()]
    return [r for r in records if r["type"] == "diagnostic"]


def damaged(tmp_path, name, edit):
    path = tmp_path / name
    path.write_bytes(edit(two_pages(tmp_path / "whole.pdf")))
    return path


def _no_trailer(data):
    return data[:data.rindex(b"xref")]


def _no_root(data):
    return re.sub(rb"/Root \d+ 0 R", lambda m: b" " * len(m[0]), data)


@pytest.mark.parametrize("name, edit", [
    # bug1606566.pdf: no %PDF- header, refused before qpdf was asked (its reconstruction reads the rest)
    ("no-header.pdf", lambda d: b"junk\n" + d[d.index(b"\n1 0 obj"):]),
])
def test_damaged_structure_is_read_as_the_referees_read_it(tmp_path, name, edit):
    path = damaged(tmp_path, name, edit)
    for referee in (["pdftotext", str(path), "-"], ["mutool", "draw", "-q", "-F", "text", "-o", "-", str(path)]):
        assert subprocess.run(referee, capture_output=True).stdout.split() == [b"first", b"page", b"second", b"page"]
    every_tool_ends_well(path)
    assert text_of(path).split() == ["first", "page", "second", "page"]
    assert [d for d in diagnostics(path) if d["code"] == "document.recovered"] == []


@pytest.mark.parametrize("name, edit, recovery", [
    # a trailer without /Root: the catalog is found among the objects
    ("no-root.pdf", _no_root, "trailer-rebuilt"),
    # and no object says it is the catalog: the page objects, in file order
    ("no-catalog.pdf", lambda d: _no_root(d).replace(b"/Type /Catalog", b"/Type /Katalog"), "catalog-made"),
])
def test_a_trailer_without_root_is_read_from_the_objects(tmp_path, name, edit, recovery):
    path = damaged(tmp_path, name, edit)
    with pytest.raises(pikepdf.PdfError):
        pikepdf.open(path)
    every_tool_ends_well(path)
    assert text_of(path).split() == ["first", "page", "second", "page"]
    assert [d["recovery"] for d in diagnostics(path) if d["code"] == "document.recovered"] == [recovery]


def test_a_looping_page_tree_reads_each_page_once(tmp_path):
    # Pages-tree-refs.pdf: an intermediate /Pages node is its own grandchild; qpdf refuses the
    # file, pdftotext reads the page that is reachable. The loop node also holds the MediaBox
    # and font resources the page inherits.
    pdf = page_pdf(b"inside the loop")
    page = pdf.pages[0].obj
    loop = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Count=1, Parent=pdf.Root.Pages,
                                                Resources=page.Resources, MediaBox=page.MediaBox))
    inner = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Count=1, Parent=loop))
    inner.Kids = pikepdf.Array([loop])
    loop.Kids = pikepdf.Array([page, inner])
    del page["/Resources"], page["/MediaBox"]
    page.Parent = loop
    pdf.Root.Pages.Kids = pikepdf.Array([loop])
    path = tmp_path / "loop.pdf"
    pdf.save(path, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    with pytest.raises(pikepdf.PdfError):
        pikepdf.open(path)
    assert subprocess.run(["pdftotext", str(path), "-"], capture_output=True).stdout.split() == \
        [b"inside", b"the", b"loop"]
    every_tool_ends_well(path)
    assert text_of(path).split() == ["inside", "the", "loop"]
    assert [d["recovery"] for d in diagnostics(path) if d["code"] == "document.recovered"] == ["page-tree-rebuilt"]


def test_text_that_is_not_a_pdf_is_still_refused(tmp_path):
    path = tmp_path / "notes.pdf"
    path.write_bytes(b"1 0 obj is what a note says, not a PDF\n")
    result = run("pdf-export", "-f", "text", str(path))
    assert result.returncode == 4 and b"no %PDF- header" in result.stderr


def attachment_encrypted(path):
    """A file whose encryption (V4, crypt filters) covers only embedded files: strings and
    streams use /Identity, /EFF another filter; the user password is not empty."""
    data = two_pages(path)
    root = re.search(rb"/Root (\d+ \d+ R)", data)[1]
    prev = int(re.search(rb"startxref\s+(\d+)", data)[1])
    encrypt = (b"99 0 obj\n<< /Filter /Standard /V 4 /R 4 /Length 128 /P -4 /StmF /Identity /StrF /Identity"
               b" /EFF /StdCF /CF << /StdCF << /CFM /AESV2 /AuthEvent /EFOpen /Length 16 >> >>"
               b" /O <" + b"11" * 32 + b"> /U <" + b"22" * 32 + b"> >>\nendobj\n")
    offset = len(data)
    xref = b"xref\n99 1\n%010d 00000 n \n" % offset
    trailer = (b"trailer\n<< /Size 100 /Root " + root + b" /Prev %d /Encrypt 99 0 R /ID [<%s> <%s>] >>\n"
               % (prev, b"ab" * 16, b"ab" * 16))
    path.write_bytes(data + encrypt + xref + trailer + b"startxref\n%d\n%%%%EOF\n" % (offset + len(encrypt)))
    return path


def test_encryption_of_attachments_only_opens_without_a_password(tmp_path):
    # encrypted-attachment.pdf: pdftotext reads the pages; qpdf asks for the password
    path = attachment_encrypted(tmp_path / "attachments.pdf")
    with pytest.raises(pikepdf.PasswordError):
        pikepdf.open(path)
    assert subprocess.run(["pdftotext", str(path), "-"], capture_output=True).stdout.split() == \
        [b"first", b"page", b"second", b"page"]
    every_tool_ends_well(path)
    assert text_of(path).split() == ["first", "page", "second", "page"]
    document = json.loads(run("pdf-glyphs", str(path)).stdout.splitlines()[0])
    assert document["encrypted"] is True
    inventory = json.loads(run("pdf-inventory", "--section", "document", str(path)).stdout)
    assert inventory["document"]["encrypted"] is True


def test_encryption_of_everything_still_needs_the_password(tmp_path):
    path = attachment_encrypted(tmp_path / "all.pdf")
    path.write_bytes(path.read_bytes().replace(b"/StmF /Identity", b"/StmF /StdCF   "))
    assert run("pdf-export", "-f", "text", str(path)).returncode == 5


PDFJS = ROOT.parent / "shared" / "realworld" / "pdfjs"


@pytest.mark.skipif(not PDFJS.is_dir(), reason="the pdf.js set is not beside the checkout")
def test_encrypted_attachments_say_they_need_the_password():
    path = PDFJS / "encrypted-attachment.pdf"
    section = json.loads(run("pdf-inventory", "--section", "attachments", str(path)).stdout)["attachments"]
    assert section["password_needed"] is True and section["count"] == 1
    assert section["files"][0]["name"] == "attachment.pdf" and section["files"][0]["sha256"] is None
    assert text_of(path).split() == ["Example"]            # pdftotext's words


def test_object_numbers_past_the_file_size_are_read(tmp_path):
    # bug1811668_reduced.pdf, issue16091.pdf: reduced files keep their objects' numbers (8669
    # in 12 KB); qpdf believes numbers only up to a third of the file's size and refuses them.
    whole = tmp_path / "whole.pdf"
    page_pdf(b"far away").save(whole, object_stream_mode=pikepdf.ObjectStreamMode.disable, compress_streams=False)
    data = whole.read_bytes()
    data = re.sub(rb"(?<![0-9])(\d+) 0 (obj|R)", lambda m: b"%d 0 %s" % (int(m[1]) + 30000, m[2]), data)
    root = re.search(rb"/Root (\d+) 0 R", data)[1]
    data = data[:data.rindex(b"xref")] + b"trailer\n<< /Size 30010 /Root " + root + b" 0 R >>\n%%EOF\n"
    path = tmp_path / "far.pdf"
    path.write_bytes(data)
    with pytest.raises(pikepdf.PdfError):
        pikepdf.open(path)
    assert subprocess.run(["pdftotext", str(path), "-"], capture_output=True).stdout.split() == [b"far", b"away"]
    every_tool_ends_well(path)
    assert text_of(path).split() == ["far", "away"]
    assert [d["recovery"] for d in diagnostics(path) if d["code"] == "document.recovered"] == \
        ["object-numbers-padded"]


@pytest.mark.skipif(not PDFJS.is_dir(), reason="the pdf.js set is not beside the checkout")
@pytest.mark.parametrize("name, words", [
    ("bug1811668_reduced.pdf", "least, a cultural agenda of radical simplicity."),     # pdftotext's
    ("issue16091.pdf", "Provenienza"),
    ("Pages-tree-refs.pdf", "Testcase: ’Pages loop’"),
    ("bug1606566.pdf", "Bug 1606566"),
])
def test_pdfjs_files_qpdf_refuses_are_read(name, words):
    assert text_of(PDFJS / name).split() == words.split()


def test_a_font_name_in_gbk_bytes_is_shown_as_pdffonts_shows_it(tmp_path):
    # issue3521.pdf, issue2128r.pdf: /BaseFont is GBK bytes (宋体), which pikepdf's str()
    # cannot decode: pdf-inventory ended in exit 70 where pdffonts prints the bytes.
    whole = tmp_path / "whole.pdf"
    pdf = page_pdf(b"Hello")
    pdf.pages[0].Resources.Font.F1.BaseFont = pikepdf.Name("/PLACEHOLDER")
    pdf.save(whole, object_stream_mode=pikepdf.ObjectStreamMode.disable, compress_streams=False)
    path = tmp_path / "gbk.pdf"
    # "#CB#CE#CC#E5" is 宋体 in GBK; same length as the placeholder, so no offset moves
    path.write_bytes(whole.read_bytes().replace(b"/PLACEHOLDER", b"/#CB#CE#CC#E5"))
    every_tool_ends_well(path)
    ours = run("pdf-inventory", "--fonts", str(path)).stdout
    assert ours == subprocess.run(["pdffonts", str(path)], capture_output=True).stdout
    assert "宋体".encode("gbk") in ours
    fonts = json.loads(run("pdf-inventory", "--section", "fonts", str(path)).stdout)["fonts"]
    assert [f["name"] for f in fonts] == ["#CB#CE#CC#E5"] and fonts[0]["glyphs-used"] == 5
    records = [json.loads(line) for line in run("pdf-glyphs", str(path)).stdout.splitlines()]
    assert {r["font"] for r in records if r["type"] == "glyph"} == {"#CB#CE#CC#E5"}


def test_a_font_shared_by_many_resource_dictionaries_is_described_once(tmp_path, monkeypatch):
    # issue6961.pdf: 20 fonts named in 272 form resource dictionaries; each mention decoded
    # the font's program again and pdf-inventory ran past 60 s (pdffonts: 0.1 s).
    from pdftk_text.inventory import fonts, report
    from pdftk_text.pdf.document import open_path
    pdf = page_pdf()
    font = pdf.pages[0].Resources.Font.F1
    forms = {}
    for number in range(30):
        forms[f"/Fm{number}"] = pdf.make_stream(b"BT /F1 9 Tf (x) Tj ET", Type=pikepdf.Name.XObject,
                                               Subtype=pikepdf.Name.Form, BBox=[0, 0, 10, 10],
                                               Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font)))
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(forms)
    path = tmp_path / "shared.pdf"
    pdf.save(path)
    described = []
    real = fonts.describe
    monkeypatch.setattr(fonts, "describe", lambda f: described.append(f.objgen) or real(f))
    document = open_path(str(path))
    found = fonts.scan(document, report._raw(document), [1])
    assert [f["name"] for f in found] == ["Helvetica"]
    assert len(described) == 1           # not once per dictionary naming it (31)


def type3_pdf(names, base=pikepdf.Name.WinAnsiEncoding):
    """A page showing "Hello" in a Type 3 font whose /Differences give each glyph of
    ``names`` (code: name) a private name, over ``base``."""
    pdf = pikepdf.new()
    procs, differences = {}, []
    for code, name in sorted(names.items()):
        procs[name] = pdf.make_stream(b"600 0 0 0 500 700 d1 0 0 500 700 re f")
        differences += [code, pikepdf.Name(name)]
    encoding = pikepdf.Dictionary(Type=pikepdf.Name.Encoding, Differences=pikepdf.Array(differences))
    if base is not None:
        encoding.BaseEncoding = base
    font = pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type3, FontBBox=[0, 0, 500, 700],
        FontMatrix=[0.001, 0, 0, 0.001, 0, 0], CharProcs=pikepdf.Dictionary(procs), Encoding=encoding,
        FirstChar=0, LastChar=255, Widths=[600] * 256, Resources=pikepdf.Dictionary()))
    page = pdf.add_blank_page(page_size=(300, 200))
    page.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(T3=font))
    page.Contents = pdf.make_stream(b"BT /T3 12 Tf 20 100 Td (Hello) Tj ET")
    return pdf


@pytest.mark.parametrize("base", [pikepdf.Name.WinAnsiEncoding, None])
def test_a_type3_font_with_private_glyph_names_reads_ascii_codes_as_themselves(tmp_path, base):
    # issue14999_reduced.pdf: /Differences name the glyphs /BT, /CR, ...; no name says a
    # character, and the page was dropped as unreadable where both referees read it.
    path = tmp_path / "t3.pdf"
    type3_pdf({72: "/B9", 101: "/BT", 108: "/CR", 111: "/D0"}, base).save(path)
    for referee in (["pdftotext", str(path), "-"], ["mutool", "draw", "-q", "-F", "text", "-o", "-", str(path)]):
        assert subprocess.run(referee, capture_output=True).stdout.split() == [b"Hello"]
    assert text_of(path).split() == ["Hello"]
    assert not [d for d in diagnostics(path) if d["code"].startswith("extraction.")]


def test_an_absurd_object_number_makes_no_room_for_itself(tmp_path):
    # the padding that lets qpdf believe large object numbers is bounded: a hostile
    # "9999999999 0 obj" must not ask for 30 GB
    path = tmp_path / "absurd.pdf"
    path.write_bytes(b"%PDF-1.4\n9999999999 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
    result = run("pdf-export", "-f", "text", str(path))
    assert result.returncode == 4 and b"damaged beyond reading" in result.stderr
