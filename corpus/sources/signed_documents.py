"""Signed documents of the pdftk-text corpus, made with pyHanko.

Run as ``python3 signed_documents.py NAME OUT BASE``: NAME ``signed`` signs the
unsigned signature field 'harbour_master' of BASE (pike-signature-field.pdf) with a
self-signed certificate made here (RSA 2048, "pdftk-text corpus"), as an incremental
update; NAME ``signed-then-edited`` takes BASE (the signed file) and appends one more
incremental update after the signature (a new /Info title), so the signature's
/ByteRange no longer reaches the end of the file. Keys, certificate serial and the
signing time come from this run: the bytes differ on every build (the manifest marks
the entries ``random_bytes``; a committed file is kept while its base is unchanged).
"""

import datetime
import sys
import tempfile
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import NameOID
from pyhanko.pdf_utils.generic import pdf_string
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import signers

FIELD = "harbour_master"


def _self_signed(folder):
    """(key.pem, cert.pem) of a new self-signed signing certificate, written in FOLDER."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "pdftk-text corpus"),
                      x509.NameAttribute(NameOID.ORGANIZATION_NAME, "pdftk-text")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now)
            .not_valid_after(now + datetime.timedelta(days=3650))
            .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=True, key_encipherment=False,
                                         data_encipherment=False, key_agreement=False, key_cert_sign=False,
                                         crl_sign=False, encipher_only=False, decipher_only=False),
                           critical=True)
            .sign(key, hashes.SHA256()))
    key_path, cert_path = Path(folder) / "key.pem", Path(folder) / "cert.pem"
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return key_path, cert_path


def signed(out, base):
    with tempfile.TemporaryDirectory() as folder:
        key_path, cert_path = _self_signed(folder)
        signer = signers.SimpleSigner.load(str(key_path), str(cert_path))
        with open(base, "rb") as source, open(out, "wb") as target:
            writer = IncrementalPdfFileWriter(source)
            meta = signers.PdfSignatureMetadata(field_name=FIELD, reason="Crossing approved",
                                                location="Harbour office")
            signers.sign_pdf(writer, meta, signer=signer, output=target)


def signed_then_edited(out, base):
    with open(base, "rb") as source:
        writer = IncrementalPdfFileWriter(source)
        info = writer.trailer["/Info"].get_object() if "/Info" in writer.trailer else None
        if info is None:
            from pyhanko.pdf_utils.generic import DictionaryObject
            info = DictionaryObject()
            writer.trailer["/Info"] = writer.add_object(info)
        info["/Title"] = pdf_string("Ferry booking form, edited after signing")
        writer.update_container(info)
        with open(out, "wb") as target:
            writer.write(target)


DOCUMENTS = {"signed": signed, "signed-then-edited": signed_then_edited}

if __name__ == "__main__":
    name, out, base = sys.argv[1], sys.argv[2], sys.argv[3]
    DOCUMENTS[name](out, base)
