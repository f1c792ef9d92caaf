"""Which answer and which log line each kind of failure gets (kernel/outage.py,
kernel/log_refusals.py): only a database that does not answer is the "back in a moment" outage;
a value the database refused is a 400 and a broken constraint a 500, each logged in one line
with its cause and the path; a 403 is logged in one line, not a traceback."""

import contextlib
import io
import logging
from unittest import mock

import pytest
from django.core.exceptions import PermissionDenied
from django.db import DataError, IntegrityError, OperationalError, connection
from django.test import Client
from django.urls import reverse

from kernel.log_secrets import WithoutSecrets

pytestmark = pytest.mark.django_db
LIST = "leagues.views.League.objects.prefetch_related"  # what the league list reads first


@contextlib.contextmanager
def site_log():
    """What the site's own log handler (settings.LOGGING, with its filters) writes."""
    handler = next(
        handler
        for handler in logging.getLogger().handlers
        if any(isinstance(found, WithoutSecrets) for found in handler.filters)
    )
    written = io.StringIO()
    before = handler.setStream(written)
    try:
        yield written
    finally:
        handler.setStream(before)


def answer_with(error: Exception):
    client = Client(raise_request_exception=False)
    with site_log() as log, mock.patch(LIST, side_effect=error):
        response = client.get(reverse("leagues-list"))
    return response, log.getvalue()


def test_a_value_the_database_refused_is_a_400_in_one_line_not_the_outage():
    error = DataError('value too long for type character varying(60)\nDETAIL: "name"')
    response, log = answer_with(error)
    page = response.content.decode()
    assert response.status_code == 400 and "Retry-After" not in response
    assert "Pegboard can't take that" in page and "Back in a moment" not in page
    assert log.splitlines() == [
        "Bad Request: /leagues/ (DataError: value too long for type character varying(60)"
        ' DETAIL: "name")'
    ]


def test_a_broken_constraint_is_a_500_in_one_line_not_the_outage():
    response, log = answer_with(IntegrityError("duplicate key value violates unique constraint"))
    assert response.status_code == 500 and "Something went wrong" in response.content.decode()
    assert log.splitlines() == [
        "Internal Server Error: /leagues/ (IntegrityError: duplicate key value violates unique"
        " constraint)"
    ]


def test_a_database_error_while_the_database_answers_is_a_fault_not_the_outage():
    response, log = answer_with(OperationalError("no such table: leagues_league"))
    assert response.status_code == 500 and "Something went wrong" in response.content.decode()
    assert "no such table" in log  # a fault: logged whole, with its traceback


def test_a_lost_database_is_still_the_outage():
    client = Client(raise_request_exception=False)
    lost = OperationalError("connection to server at 127.0.0.1 failed")
    with (
        mock.patch(LIST, side_effect=lost),
        mock.patch.object(connection, "cursor", side_effect=lost),
    ):
        response = client.get(reverse("leagues-list"))
    assert response.status_code == 503 and response["Retry-After"] == "10"
    assert "Back in a moment" in response.content.decode()


def test_a_403_is_logged_in_one_line():
    response, log = answer_with(PermissionDenied("Only the league's secretary may do that."))
    assert response.status_code == 403
    assert log.splitlines() == [
        "Forbidden (Permission denied): /leagues/ (PermissionDenied: Only the league's"
        " secretary may do that.)"
    ]


def test_a_suspicious_request_is_logged_in_one_line():
    client = Client(raise_request_exception=False, HTTP_HOST="evil.example")
    with site_log() as log:
        assert client.get(reverse("leagues-list")).status_code == 400
    lines = log.getvalue().splitlines()
    assert len(lines) == 1 and "Invalid HTTP_HOST header: 'evil.example'" in lines[0]
