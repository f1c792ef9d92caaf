"""Health and outage answers.

- `/health/` answers 200 when the database answers `SELECT 1`, else 503: for a load balancer or
  an uptime monitor. It touches no session and sets no cookie, is exempt from the HTTPS
  redirect, and its 503 is not logged as a server error (the probe is the alarm, not the log).
- While the database is unreachable, every page answers 503 with Retry-After and a short page
  in the players' words instead of a bare 500: Django calls `server_error` (handler500) for any
  exception a request lets out, and this one tells a lost database from a bug. The page is
  rendered without the request, so it needs nothing from the database to be shown.
- Only a lost database is an outage: a connection's error (OperationalError, InterfaceError)
  while the database does not answer `SELECT 1` either. A value the database refused
  (DataError) is the request's fault, 400; a broken constraint (IntegrityError) is ours, 500;
  each logged in one line naming its cause and the path, never the "back in a moment" page
  (which would tell the player to retry what can never succeed).
"""

import logging
import sys

from django.db import (
    DatabaseError,
    DataError,
    IntegrityError,
    InterfaceError,
    OperationalError,
    connection,
)
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.template.loader import render_to_string
from django.utils.log import log_message
from django.views.decorators.http import require_safe

RETRY_AFTER_SECONDS = 10


def database_answers() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return False
    return True


@require_safe
def health(request: HttpRequest) -> HttpResponse:
    if not database_answers():
        response = HttpResponse("database unreachable\n", content_type="text/plain", status=503)
        response["Retry-After"] = str(RETRY_AFTER_SECONDS)
        response._has_been_logged = True  # an expected answer, not an error to log
    else:
        response = HttpResponse("ok\n", content_type="text/plain")
    response["Cache-Control"] = "no-store"
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: 503 and the outage page when the database is away, 400 for a value it
    refused, else the plain 500."""
    error = sys.exc_info()[1]
    if isinstance(error, (OperationalError, InterfaceError)) and not database_answers():
        response = HttpResponse(render_to_string("503.html"), status=503)
        response["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return response
    if isinstance(error, DataError):
        return _logged_in_one_line(
            request, error, HttpResponse(render_to_string("400.html"), status=400)
        )
    if isinstance(error, IntegrityError):
        return _logged_in_one_line(
            request, error, HttpResponseServerError(render_to_string("500.html"))
        )
    return HttpResponseServerError(render_to_string("500.html"))


def _logged_in_one_line(request, error: Exception, response: HttpResponse) -> HttpResponse:
    """The refusal's line: its answer, the path and the database's words (a PostgreSQL error
    runs on to a DETAIL line), with no traceback: the cause is all there is to read."""
    cause = " ".join(str(error).split())
    log_message(  # Django's: it escapes each value, so a path cannot start a line of its own
        logging.getLogger("django.request"),
        "%s: %s (%s: %s)",
        *(response.reason_phrase, request.path, type(error).__name__, cause),
        status_code=response.status_code,
        request=request,
    )
    response._has_been_logged = True  # (Django would log it again, with the traceback)
    return response
