"""Listings on handmade PDFs, each held against the live poppler tool it imitates."""

import os
import subprocess

import pikepdf
import pytest

from pdftk_text.cli.pdf_inventory import main

REFEREES = {"--fonts": ["pdffonts"], "--attachments": ["pdfdetach", "-list"], "--js": ["pdfinfo", "-js"]}


def ours(path, *options):
    import io
    out, err = io.BytesIO(), io.StringIO()
    code = main([*options, str(path)], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def referee(path, option):
    done = subprocess.run(REFEREES[option] + [str(path)], capture_output=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _js(text):
    return pikepdf.Dictionary(S=pikepdf.Name.JavaScript, JS=pikepdf.String(text))


@pytest.fixture
def active_pdf(tmp_path):
    pdf = pikepdf.new()
    for _ in range(2):
        pdf.add_blank_page()
    keys = ["E", "X", "D", "U", "Fo", "Bl", "PO", "PC", "PV", "PI", "K", "F", "V", "C"]
    aa = lambda pre: pikepdf.Dictionary({"/" + k: _js(pre + k) for k in keys})
    page = pdf.pages[1].obj
    page.AA = pikepdf.Dictionary(O=_js("page-O"), C=_js("page-C"))
    widget = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Widget,
                                                  FT=pikepdf.Name.Btn, T=pikepdf.String("f"), Rect=[0, 0, 9, 9],
                                                  A=_js("widget-A"), AA=aa("widget-")))
    screen = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Screen,
                                                  Rect=[0, 0, 9, 9], A=_js("screen-A"), AA=aa("screen-")))
    page.Annots = pikepdf.Array([screen, widget])
    pdf.Root.AcroForm = pikepdf.Dictionary(Fields=pikepdf.Array([widget]))
    pdf.Root.AA = pikepdf.Dictionary({"/" + k: _js("doc-" + k) for k in ["WC", "WS", "DS", "WP", "DP"]})
    pdf.Root.Names = pikepdf.Dictionary(JavaScript=pikepdf.Dictionary(Names=pikepdf.Array(
        [pikepdf.String("zz"), _js("z"), pikepdf.String("aa"), _js(b"\xfe\xff\x00h\xd8\x3d\xde\x00")])))
    path = tmp_path / "active.pdf"
    pdf.save(path)
    return path


def test_js_every_event_as_pdfinfo(active_pdf):
    assert ours(active_pdf, "--js") == referee(active_pdf, "--js")


def test_js_page_range_as_pdfinfo(active_pdf):
    mine = ours(active_pdf, "--js", "--pages", "1")
    theirs = subprocess.run(["pdfinfo", "-js", "-f", "1", "-l", "1", str(active_pdf)], capture_output=True).stdout
    assert mine == theirs and b"page-O" not in mine


def test_attachments_sorted_with_annotation_files_last(tmp_path):
    pdf = pikepdf.new()
    pdf.add_blank_page()
    for name in ("zeta.txt", "alpha.bin", "Ünïcode 名前.txt"):
        pdf.attachments[name] = pikepdf.AttachedFileSpec(pdf, name.encode() * 3, filename=name)
    spec = pikepdf.AttachedFileSpec(pdf, b"annotated", filename="annot.dat")
    pdf.pages[0].obj.Annots = pikepdf.Array([pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.FileAttachment, Rect=[0, 0, 9, 9], FS=spec.obj))])
    path = tmp_path / "att.pdf"
    pdf.save(path)
    assert ours(path, "--attachments") == referee(path, "--attachments")
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    mine.mkdir(), theirs.mkdir()
    ours(path, "--save-attachments", str(mine))
    subprocess.run(["pdfdetach", "-saveall", "-o", str(theirs), str(path)], check=True)
    assert sorted(os.listdir(mine)) == sorted(os.listdir(theirs)) and len(os.listdir(mine)) == 4
    for name in os.listdir(theirs):
        assert (mine / name).read_bytes() == (theirs / name).read_bytes()


def test_fonts_in_file_order_not_sorted(tmp_path):
    # /F10 is written before /F2: pdffonts follows the file, qpdf's dictionaries do not.
    body = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
            b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
            b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 99 99]/Resources<</Font<</F9 6 0 R/F10 4 0 R/F2 5 0 R>>>>>>endobj\n"
            b"4 0 obj<</Type/Font/Subtype/Type1/BaseFont/Courier>>endobj\n"
            b"5 0 obj<</Type/Font/Subtype/TrueType/BaseFont/Arial,Bold>>endobj\n"
            b"6 0 obj<</Type/Font/Subtype/Type1/BaseFont/Symbol/Encoding<</Differences[65/B]>>>>endobj\n")
    offsets = [body.index(b"%d 0 obj" % n) for n in range(1, 7)]
    xref = b"xref\n0 7\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    data = body + xref + b"trailer<</Size 7/Root 1 0 R>>\nstartxref\n%d\n%%%%EOF\n" % len(body)
    path = tmp_path / "order.pdf"
    path.write_bytes(data)
    listing = ours(path, "--fonts")
    assert listing == referee(path, "--fonts")
    assert [line.split()[0] for line in listing.splitlines()[2:]] == [b"Symbol", b"Courier", b"Arial,Bold"]
