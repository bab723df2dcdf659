"""pdftk-text: read what a PDF contains, as JSON-lines records.

The package is one library under thin command-line tools (``pdftk_text.cli``).
Stages are functions from records to records; only the CLI serialises.
"""

__version__ = "0.1.0"
SCHEMA_VERSION = "1"
