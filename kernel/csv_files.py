"""Every CSV the site writes goes through here, so a download is safe to open in a spreadsheet.

- A cell that a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a
  carriage return) gets a leading apostrophe, the usual neutraliser (OWASP "CSV injection"):
  a side named =HYPERLINK(...) stays text. Plain numbers, negative ones included, are left as
  numbers.
- The file starts with a UTF-8 byte order mark, so Excel opens Persian and Urdu names as text
  rather than as mojibake.
"""

import csv
import re

from django.http import HttpResponse

from kernel.attachments import attachment

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def spreadsheet_safe(value):
    """The cell as a spreadsheet will read it as text, never as a formula."""
    if not isinstance(value, str):
        return value
    if value.startswith(FORMULA_STARTS) and not PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


class SafeWriter:
    """csv.writer whose every cell is made spreadsheet-safe first."""

    def __init__(self, stream):
        self._writer = csv.writer(stream)

    def writerow(self, row):
        self._writer.writerow([spreadsheet_safe(cell) for cell in row])


def csv_download(filename: str) -> tuple[HttpResponse, SafeWriter]:
    """A CSV attachment and the writer to fill it."""
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = attachment(filename)
    response.write("\ufeff")
    return response, SafeWriter(response)
