"""The site's mail cannot be turned on anyone (kernel/mail.py, docs/security.md "Mail"): every
link in it starts with SITE_URL whatever Host the request was asked with; it is sent after the
answer, so a password reset answers alike for a known and an unknown address; and the resets
to one address are counted, whoever asks."""

import datetime
import re
from unittest import mock

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.db import connection
from django.http.response import HttpResponseBase
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone
from hypothesis import given

from kernel.accounts import mail_password_reset
from kernel.limits import past_limit
from tests.test_no_server_errors import SETTINGS, assert_calm, bodies

pytestmark = pytest.mark.django_db
SITE = "https://pegboard.example.org"


@pytest.fixture
def sam(db):
    return User.objects.create_user("sam", "sam@example.org", "a-long-pass-4821")


def links(message) -> list[str]:
    return re.findall(r"https?://\S+", message.body)


@override_settings(ALLOWED_HOSTS=["*"], SITE_URL=SITE)
def test_a_reset_asked_with_a_hostile_host_mails_only_the_sites_links(client, sam):
    response = client.post(
        reverse("password_reset"), {"email": "sam@example.org"}, HTTP_HOST="evil.example"
    )
    assert response.status_code == 302
    (message,) = mail.outbox
    (link,) = links(message)
    assert link.startswith(SITE + "/accounts/reset/") and "evil" not in message.body


def answered(client, email: str, address: str) -> dict:
    """Ask for a reset, noting what was done by the time the server closes the answer (a WSGI
    server closes it once the client has it)."""
    seen = {}
    close = HttpResponseBase.close

    def closing(response):
        seen["mails"] = len(mail.outbox)
        seen["statements"] = [_shape(query["sql"]) for query in queries.captured_queries]
        close(response)

    with CaptureQueriesContext(connection) as queries:
        HttpResponseBase.close = closing
        try:
            asked = client.post(reverse("password_reset"), {"email": email}, REMOTE_ADDR=address)
            seen["status"] = asked.status_code
        finally:
            HttpResponseBase.close = close
    return seen


def _shape(sql: str) -> str:
    """A statement without its values (the address asked for, its count's key)."""
    return re.sub(r"'[^']*'|\b\d+\b|\"s\d+_x\d+\"", "?", sql)


def test_a_reset_answers_alike_for_a_known_and_an_unknown_address(client, sam):
    unknown = answered(client, "nobody@example.org", "203.0.113.5")
    known = answered(client, "sam@example.org", "203.0.113.6")
    # Until the answer is out, the same statements and no mail, whether the address is known.
    assert known["status"] == unknown["status"] == 302
    assert known["statements"] == unknown["statements"]
    assert known["mails"] == unknown["mails"] == 0
    # Then the mail, to the known address alone.
    (message,) = mail.outbox
    assert message.to == ["sam@example.org"]


def test_a_mail_enqueued_outside_a_request_is_sent_when_its_transaction_commits(
    sam, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        mail_password_reset.enqueue("sam@example.org", "nl")
        assert mail.outbox == []
    (message,) = mail.outbox
    assert message.subject == "Je nieuwe Pegboard-wachtwoord"


@override_settings(LIMIT_RESETS_TO_ONE_ADDRESS="2/h")
def test_resets_to_one_address_are_counted_whoever_asks(client, sam):
    for n in range(2):
        asked = client.post(
            reverse("password_reset"), {"email": "sam@example.org"}, REMOTE_ADDR=f"203.0.113.{n}"
        )
        assert asked.status_code == 302
    refused = client.post(
        reverse("password_reset"), {"email": "SAM@example.org"}, REMOTE_ADDR="198.51.100.7"
    )
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert len(mail.outbox) == 2
    # Another address is not held up by that one.
    User.objects.create_user("kim", "kim@example.org", "a-long-pass-4821")
    client.post(reverse("password_reset"), {"email": "kim@example.org"}, REMOTE_ADDR="198.51.100.7")
    assert mail.outbox[-1].to == ["kim@example.org"]


@override_settings(LIMIT_RESETS_TO_ONE_ADDRESS="2/d")
def test_a_days_count_outlives_a_quiet_hour_and_other_addresses_counts(client, sam, rf):
    for n in range(2):
        asked = client.post(
            reverse("password_reset"), {"email": "sam@example.org"}, REMOTE_ADDR=f"203.0.113.{n}"
        )
        assert asked.status_code == 302
    request = rf.post("/")
    for n in range(400):  # more counts than Django's database cache keeps by default
        past_limit(request, "others", str(n), "5/d")
    later = timezone.now() + datetime.timedelta(hours=1)  # the count's table, an hour on
    with mock.patch("django.core.cache.backends.db.tz_now", return_value=later):
        refused = client.post(reverse("password_reset"), {"email": "sam@example.org"})
    assert refused.status_code == 429 and len(mail.outbox) == 2


@SETTINGS
@given(body=bodies(["email"]))
def test_asking_for_a_reset_never_answers_500(client, body):
    assert_calm(client.post(reverse("password_reset"), body))
