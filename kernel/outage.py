"""Health and outage answers.

- `/health/` answers 200 when the database answers `SELECT 1`, else 503: for a load balancer or
  an uptime monitor. It touches no session and sets no cookie, is exempt from the HTTPS
  redirect, and its 503 is not logged as a server error (the probe is the alarm, not the log).
- While the database is unreachable, every page answers 503 with Retry-After and a short page
  in the players' words instead of a bare 500: Django calls `server_error` (handler500) for any
  exception a request lets out, and this one tells a lost database from a bug. The page is
  rendered without the request, so it needs nothing from the database to be shown.
"""

import sys

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.template.loader import render_to_string
from django.views.decorators.http import require_safe

RETRY_AFTER_SECONDS = 10


@require_safe
def health(request: HttpRequest) -> HttpResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        response = HttpResponse("database unreachable\n", content_type="text/plain", status=503)
        response["Retry-After"] = str(RETRY_AFTER_SECONDS)
        response._has_been_logged = True  # an expected answer, not an error to log
    else:
        response = HttpResponse("ok\n", content_type="text/plain")
    response["Cache-Control"] = "no-store"
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: 503 and the outage page when the database is away, else the plain 500."""
    error = sys.exc_info()[1]
    if isinstance(error, DatabaseError):
        response = HttpResponse(render_to_string("503.html"), status=503)
        response["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return response
    return HttpResponseServerError(render_to_string("500.html"))
