"""How large a request the site reads (kernel/limits.py, docs/security.md): a body that says it
is larger than the cap is answered 413 on every route before any middleware or view reads a
byte of it, forms as well as uploads; a body sent without its length is not read at all. (The
same against gunicorn, with bodies that trickle in: tests/test_slow_bodies.py.)"""

import io

import pytest
from django.test import Client
from django.test.client import encode_multipart
from django.urls import reverse

from kernel.sizes import LARGEST_REQUEST
from scoring.models import Game

pytestmark = pytest.mark.django_db
FIVE_MB = 5_000_000
ROUTES = [
    "/games/import/",
    "/games/new/",
    "/accounts/login/",
    "/accounts/signup/",
    "/leagues/import/",
    "/leagues/",
    "/health/",
    "/no/such/page/",
]


class Untouchable(io.BytesIO):
    """A request body that remembers whether anything read it (a reader's error may be
    swallowed on the way, the mark is not)."""

    touched = False

    def read(self, size=-1):
        self.touched = True
        return super().read(size)

    def readline(self, size=-1):
        self.touched = True
        return super().readline(size)


class Counted(io.BytesIO):
    """A request body that counts what was read of it."""

    taken = 0

    def read(self, size=-1):
        data = super().read(size)
        self.taken += len(data)
        return data

    def readline(self, size=-1):
        data = super().readline(size)
        self.taken += len(data)
        return data


def posted(client, path, content_type, length, body, **headers):
    return client.generic(
        "POST",
        path,
        CONTENT_TYPE=content_type,  # (the client names it only beside a body of its own)
        CONTENT_LENGTH=length,
        **{"wsgi.input": body},
        **headers,
    )


@pytest.mark.parametrize("path", ROUTES)
@pytest.mark.parametrize(
    "content_type", ["multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]
)
def test_a_body_declared_past_the_cap_is_refused_unread_on_every_route(path, content_type):
    client = Client(raise_request_exception=False)
    body = Untouchable(b"x" * 1000)
    answer = posted(client, path, content_type, str(FIVE_MB), body)
    assert answer.status_code == 413 and not body.touched
    assert "may be at most 1,000,000 bytes" in answer.content.decode()


@pytest.mark.parametrize("path", ["/games/import/", "/accounts/login/", "/leagues/"])
def test_a_whole_five_megabyte_upload_is_413_not_500(path):
    client = Client(raise_request_exception=False)
    upload = io.BytesIO(b"x" * FIVE_MB)
    upload.name = "game.json"
    answer = client.post(path, {"file": upload, "text": "y"})
    assert answer.status_code == 413 and Game.objects.count() == 0
    answer = client.post(path, "text=" + "x" * FIVE_MB, "application/x-www-form-urlencoded")
    assert answer.status_code == 413


def test_the_refusal_is_in_the_visitors_language():
    client = Client(raise_request_exception=False, headers={"accept-language": "nl"})
    answer = posted(
        client, "/games/import/", "multipart/form-data; boundary=x", "5000000", io.BytesIO()
    )
    assert answer.status_code == 413 and answer["Content-Language"] == "nl"
    assert "Te groot om te versturen" in answer.content.decode()


@pytest.mark.parametrize("path", ["/games/import/", "/accounts/login/", "/leagues/import/"])
@pytest.mark.parametrize("multipart", [True, False])
def test_a_body_without_its_length_is_not_read(path, multipart):
    """A chunked body reaches Django with no CONTENT_LENGTH: Django's WSGI request reads none
    of it, so it can never be read past the cap (the form sees nothing posted)."""
    if multipart:
        content_type = "multipart/form-data; boundary=BoUnDaRy"
        data = encode_multipart("BoUnDaRy", {"text": "x" * FIVE_MB})
    else:
        content_type, data = "application/x-www-form-urlencoded", b"text=" + b"x" * FIVE_MB
    body = Counted(data)
    answer = posted(Client(raise_request_exception=False), path, content_type, "", body)
    assert answer.status_code < 500 and body.taken <= LARGEST_REQUEST
    assert Game.objects.count() == 0


def test_a_body_just_under_the_cap_is_read_and_answered_by_the_form(client):
    text = "x" * (LARGEST_REQUEST - 1000)
    answer = client.post(reverse("scoring-import"), {"text": text})
    assert answer.status_code in (200, 400) and Game.objects.count() == 0
