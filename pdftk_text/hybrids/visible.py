"""The forms a page may write a business term's value in, as one regular expression each.

Amounts: the XML writes ``1234.56``; a page writes ``1234,56``, ``1 234,56``,
``1.234,56``, ``1'234,56`` (decimal comma languages) or ``1,234.56``, ``1 234.56``
(decimal point ones); thousands separators optional. Dates: the XML writes
``20261129`` (format 102); a page writes digits (``29/11/2026``, ``29.11.26``,
``2026-11-29``, ``11/29/2026`` in English) or words (``29 novembre 2026``, ``29. November
2026``, ``November 29, 2026``, ``1er mars``), in the document's language first and the
others after. Identifiers are matched literally. Each form is bounded so that ``1234,56``
is not found inside ``11234,567``. The search folds case, diacritics and odd spaces (a
no-break or thin space reads as a space), so the forms need only the plain ones.
"""

import regex

DECIMAL_COMMA = {"fr", "de", "it", "es", "nl", "pt", "pl", "cs", "sk", "da", "sv", "fi", "nb", "no",
                 "ro", "hu", "el", "tr", "ru", "bg", "hr", "sl", "lt", "lv", "et", "ca"}
DECIMAL_POINT = {"en", "ja", "zh", "ko", "he", "th", "ga", "mt"}

MONTHS = {
    "en": ("january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december"),
    "fr": ("janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
           "octobre", "novembre", "decembre"),
    "de": ("januar", "februar", "marz", "april", "mai", "juni", "juli", "august", "september",
           "oktober", "november", "dezember"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
           "oktober", "november", "december"),
    "pt": ("janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"),
}
_BEFORE = r"(?<![\p{N}\p{L}])"
_AFTER = r"(?![\p{N}\p{L}]|[.,]\p{N})"
_SPACE = r"\s?"


def language_of(lang):
    """The primary subtag of a /Lang value ('fr-FR' -> 'fr'), or None."""
    if not lang:
        return None
    return lang.replace("_", "-").split("-")[0].lower() or None


def amount_pattern(value, language=None):
    """A pattern for the amount ``value`` (the XML's ``-?digits[.digits]``), or None."""
    match = regex.fullmatch(r"(-?)(\d+)(?:\.(\d+))?", value.strip())
    if not match:
        return None
    sign, whole, fraction = match.groups()
    whole = whole.lstrip("0") or "0"
    fraction = (fraction or "").ljust(2, "0")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    forms = []
    marks = []
    if language not in DECIMAL_POINT:
        marks.append((",", r"[ .'\u2019]"))
    if language not in DECIMAL_COMMA:
        marks.append((r"\.", r"[ ,'\u2019]"))
    for decimal, thousands in marks:
        integer = (thousands + "?").join(groups)
        tail = f"{decimal}{fraction}" if fraction.strip("0") or len(fraction) else ""
        forms.append(integer + tail)
    body = "|".join(forms)
    minus = r"[-\u2212]\s?" if sign else ""
    return f"{_BEFORE}{minus}(?:{body}){_AFTER}"


def date_pattern(value, language=None):
    """A pattern for a format-102 date ``YYYYMMDD``, or None."""
    match = regex.fullmatch(r"(\d{4})(\d\d)(\d\d)", value.strip())
    if not match:
        return None
    year, month, day = match.groups()
    m, d = int(month), int(day)
    dd = f"0?{d}" if d < 10 else str(d)
    mm = f"0?{m}" if m < 10 else str(m)
    yy = f"(?:{year}|{year[2:]})"
    forms = [f"{dd}\\s?[./-]\\s?{mm}\\s?[./-]\\s?{yy}", f"{year}-{month}-{day}", f"{year}/{month}/{day}"]
    if language in (None, "en"):
        forms.append(f"{mm}/{dd}/{yy}")
    languages = [language] if language in MONTHS else []
    languages += [code for code in MONTHS if code not in languages]
    names = []
    for code in languages:
        name = MONTHS[code][m - 1]
        for form in (name, name[:3] + r"\.?"):
            if form not in names:
                names.append(form)
    month_words = "(?:" + "|".join(names) + ")"
    day_words = f"(?:{dd}|1er)" if d == 1 else dd
    forms.append(f"{day_words}\\.?\\s{month_words}\\s{year}")
    forms.append(f"{month_words}\\s{dd}(?:st|nd|rd|th)?,?\\s{year}")
    return f"{_BEFORE}(?:" + "|".join(forms) + f"){_AFTER}"


def identifier_pattern(value):
    """A pattern for an identifier, matched literally (runs of spaces as any space)."""
    text = value.strip()
    if not text:
        return None
    pieces = [regex.escape(part) for part in text.split()]
    return r"(?<![\p{L}\p{N}])" + r"\s+".join(pieces) + r"(?![\p{L}\p{N}])"


def term_pattern(term, value, language):
    if value is None:
        return None
    if term == "BT-2":
        return date_pattern(value, language)
    if term in ("BT-112", "BT-115"):
        return amount_pattern(value, language)
    return identifier_pattern(value)
