"""Numbers in the players' digits: a Persian page shows ۱۴ where an English one shows 14, and
every number field accepts both, whatever the page's language (a Persian or Urdu keyboard
types its own digits).

Done once for the whole page rather than per number in the templates: every number a page
shows (scores, hands, tables, charts) is text between tags, and none of the page's machinery
is (attributes, addresses, scripts, the outbox's words), so those keep Western digits and
the form's values go back as they came."""

import re

from django.http import HttpRequest, HttpResponse, QueryDict

TO_PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
# Persian (Extended Arabic-Indic, as Urdu keyboards type too) and Arabic-Indic digits.
# A real minus (U+2212), as the pages write a negative number, reads as a hyphen.
TO_WESTERN = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u2212", "0123456789" * 2 + "-")
OWN_DIGITS = {"fa": TO_PERSIAN}  # Urdu pages keep Western digits, as Urdu print mostly does

# What is not text: a script, style, textarea or code element whole (code is written as a
# program reads it: pegboard-record/1), a tag (its attributes), an entity (&#x27; has digits
# of its own). Split on it, the text is every other piece.
NOT_TEXT = re.compile(
    r"(<script\b.*?</script\s*>|<style\b.*?</style\s*>|<textarea\b.*?</textarea\s*>"
    r"|<code\b.*?</code\s*>"
    r"|<[^>]*>|&#?\w+;)",
    re.IGNORECASE | re.DOTALL,
)


def in_own_digits(html: str, digits: dict) -> str:
    pieces = NOT_TEXT.split(html)
    return "".join(
        piece if index % 2 else piece.translate(digits) for index, piece in enumerate(pieces)
    )


# A number as typed: digits of any script (\d is Unicode), a sign, spaces around. Only these
# are turned Western: names, reasons and passwords keep what was typed.
A_NUMBER = re.compile(r"\s*[-+\u2212]?\d+\s*")


def western(value: str) -> str:
    return value.translate(TO_WESTERN) if A_NUMBER.fullmatch(value) else value


def _western_form(posted: QueryDict) -> QueryDict:
    """The form with its numbers in Western digits: itself when it has none to turn (a copy
    of a QueryDict is a deep copy, the most of what a hand's POST cost here)."""
    lists = list(posted.lists())
    if all(western(value) == value for _, values in lists for value in values):
        return posted
    turned = QueryDict(mutable=True, encoding=posted.encoding)
    for key, values in lists:
        turned.setlist(key, [western(value) for value in values])
    turned._mutable = False
    return turned


class WesternDigitsInForms:
    """Middleware: a posted form's numbers in Western digits. Inside the request-size cap
    (kernel/limits.py), since reading request.POST reads the body: a 5 MB form read out here
    was read before the cap could refuse it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "POST" and request.content_type in (
            "application/x-www-form-urlencoded",
            "multipart/form-data",
        ):
            request.POST = _western_form(request.POST)
        return self.get_response(request)


class LocaleDigitsMiddleware:
    """The page in its language's digits. Outside LocaleMiddleware, which names the page's
    language (Content-Language), and inside GZipMiddleware, which compresses the page
    afterwards. It never reads the request's body (WesternDigitsInForms does, later)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        digits = OWN_DIGITS.get(response.get("Content-Language", ""))
        if (
            digits
            and not response.streaming
            and response.get("Content-Type", "").startswith("text/html")
            and not response.has_header("Content-Encoding")
        ):
            response.content = in_own_digits(response.content.decode(response.charset), digits)
            if response.has_header("Content-Length"):
                response["Content-Length"] = str(len(response.content))
        return response
