"""How much one address may ask of the site: a stranger cannot flood it with games, imports or
accounts. Each limited form (by its URL name) takes at most so many POSTs an address in a
window; past it the answer is 429 with Retry-After and a page in the players' words, and
nothing is done. The mail a stranger could aim at someone is counted the same way by the
account that sends it and the address it goes to (`past_limit`: password resets, captains'
invitations). Counted by django-ratelimit in the "limits" cache, a table in the site's
database, so every app server shares the count (docs/security.md).

The windows are fixed (django-ratelimit's): a burst across a window's edge may get up to twice
the limit through, and the database cache adds one to a count by reading and writing it, so
two requests at the same instant may count once. The limits are a bound on abuse, set far
above what a pub's busiest night asks from one connection (a pub's tables may share one
address), not an exact quota."""

import contextlib
import datetime
import unicodedata

from django.conf import settings
from django.core.files.uploadhandler import FileUploadHandler, StopUpload
from django.shortcuts import render
from django.utils.formats import number_format
from django_ratelimit.core import get_usage

from kernel.client_ip import counted_address
from kernel.sizes import LARGEST_REQUEST, LARGEST_UPLOAD
from kernel.templatetags.pegboard import timeuntil_minutes


class RequestSizeCap:
    """Middleware: a POST that says it is larger than LARGEST_REQUEST is answered 413 at once,
    in the visitor's language, without reading it (a 50 MB upload was read whole before the
    form said "too big"). It must sit above every middleware that reads the body (request.POST
    or request.body): settings.MIDDLEWARE says so, tests/test_request_size.py holds it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > LARGEST_REQUEST:
            request.upload_handlers = []  # (nothing may read it)
            largest = number_format(LARGEST_UPLOAD, force_grouping=True)
            return render(request, "413.html", {"largest": largest}, status=413)
        return self.get_response(request)


class CappedUpload(FileUploadHandler):
    """An upload read past LARGEST_REQUEST stops there: the connection is closed rather than
    the rest read. Under WSGI Django reads a body only as far as its declared length (and none
    of a chunked one, which declares none), so RequestSizeCap bounds it first; this holds for
    a server that would hand over a body of no declared length whole."""

    def handle_raw_input(self, input_data, META, content_length, boundary, encoding=None):
        self.received = 0

    def receive_data_chunk(self, raw_data, start):
        self.received += len(raw_data)
        if self.received > LARGEST_REQUEST:
            raise StopUpload(connection_reset=True)
        return raw_data

    def file_complete(self, file_size):
        return None


class PerAddressLimits:
    """Middleware: the limits of settings.PER_ADDRESS_LIMITS ({url name: "N/period"}), a form
    named in settings.LIMITS_COUNTED_AS counted in the other form's limit."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view, args, kwargs):
        if request.method != "POST" or request.resolver_match is None:
            return None
        name = request.resolver_match.url_name
        name = settings.LIMITS_COUNTED_AS.get(name, name)
        rate = settings.PER_ADDRESS_LIMITS.get(name)
        if rate is None:
            return None
        wait = past_limit(request, name, counted_address(request) or "unknown", rate)
        return None if wait is None else too_many(request, wait)


def mailbox_key(email: str) -> str:
    """An e-mail address as a count of mail to it is kept: its domain as the mail goes out
    (IDNA, which folds compatibility forms: a full-width "ｅxample.com" is example.com, where
    Django sends it) and both parts in one case, so a look-alike spelling is the same inbox."""
    local, _, domain = email.strip().rpartition("@")
    with contextlib.suppress(UnicodeError):  # not a domain mail could go to: as written
        domain = domain.encode("idna").decode("ascii")
    return f"{unicodedata.normalize('NFKC', local).casefold()}@{domain.casefold()}"


def past_limit(request, what: str, key: str, rate: str) -> int | None:
    """Count one more of `what` for `key` (an address the request came from, an account, an
    e-mail address a mail would go to) against `rate` ("N/period"): the seconds to wait when
    that is past the limit, else None."""
    usage = get_usage(
        request, group=f"pegboard:{what}", key=lambda *_: key, rate=rate, increment=True
    )
    if usage is None or not usage["should_limit"]:
        return None
    return max(usage["time_left"], 1)


def too_many(request, seconds: int):
    response = render(request, "429.html", {"wait": wait_in_words(seconds)}, status=429)
    response["Retry-After"] = str(seconds)
    return response


def wait_in_words(seconds: int) -> str:
    """How long to wait, in the page's language ("1 minute" rather than "0 minutes" for the
    last seconds: whole minutes, rounded up)."""
    return timeuntil_minutes(datetime.timedelta(minutes=-(-seconds // 60)))
