"""Running Pegboard for real: `make serve` refuses an unsafe environment in one plain line and
serves /health/ with gunicorn; /health/ and every page answer 503 in plain words while the
database is away; public pages say how long a shared cache may keep them."""

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from unittest import mock

import pytest
from django.contrib.auth.models import User
from django.db import OperationalError, connection
from django.test import Client
from django.urls import reverse

from config.preflight import problem
from scoring.models import Game
from tests.conftest import REPO

MAIL = {"EMAIL_HOST": "mail.example", "DEFAULT_FROM_EMAIL": "pegboard@a.example"}
PRODUCTION = {
    "SECRET_KEY": "hosting-test-" + "x" * 50,
    "ALLOWED_HOSTS": "127.0.0.1",
    **MAIL,
    "TRUSTED_PROXIES": "127.0.0.1",
    "PATH": os.environ["PATH"],
}


@pytest.mark.parametrize(
    ("environ", "words"),
    [
        ({"ALLOWED_HOSTS": "a.example"}, "SECRET_KEY is not set"),
        ({"SECRET_KEY": "k"}, "ALLOWED_HOSTS is not set"),
        ({"SECRET_KEY": "k", "ALLOWED_HOSTS": "a.example", "DEBUG": "1"}, "DEBUG is on"),
        ({"SECRET_KEY": "k", "ALLOWED_HOSTS": "a.example"}, "EMAIL_HOST is not set"),
        (
            {"SECRET_KEY": "k", "ALLOWED_HOSTS": "a.example", "EMAIL_HOST": "mail.example"},
            "DEFAULT_FROM_EMAIL is not set",
        ),
        ({"SECRET_KEY_FILE": "/run/k", "ALLOWED_HOSTS": "a.example", **MAIL}, None),
        ({"SECRET_KEY": "k", "ALLOWED_HOSTS": " , ", **MAIL}, "SITE_URL is not set"),
        (
            {"SECRET_KEY": "k", "ALLOWED_HOSTS": " , ", "SITE_URL": "https://a.example", **MAIL},
            None,
        ),
        # A * anywhere, even with SITE_URL set: any Host would be taken for the site's.
        ({"SECRET_KEY": "k", "ALLOWED_HOSTS": "*", **MAIL}, "ALLOWED_HOSTS holds *"),
        (
            {"SECRET_KEY": "k", "ALLOWED_HOSTS": "a.example, *", "SITE_URL": "https://a.example"}
            | MAIL,
            "ALLOWED_HOSTS holds *",
        ),
    ],
)
def test_the_preflight_names_the_variable_that_is_wrong(environ, words):
    found = problem({"TRUSTED_PROXIES": "127.0.0.1", **environ})
    assert (found is None) if words is None else found.startswith(words)


READY = {"SECRET_KEY": "k", "ALLOWED_HOSTS": "a.example", **MAIL}


@pytest.mark.parametrize(
    ("environ", "refused"),
    [
        ({}, True),  # BIND's default is loopback: behind a proxy, everyone would be 127.0.0.1
        ({"BIND": "127.0.0.1", "TRUSTED_PROXIES": "10.0.0.0/8"}, True),
        ({"BIND": "::1"}, True),
        ({"BIND": "localhost", "TRUSTED_PROXIES": "127.0.0.1"}, False),
        ({"BIND": "127.0.0.1", "TRUSTED_PROXIES": "10.0.0.2, 127.0.0.0/8"}, False),
        ({"BIND": "[::1]", "TRUSTED_PROXIES": "::1"}, False),
        ({"BIND": "0.0.0.0"}, False),  # the proxy elsewhere: it is named, or the socket counts
    ],
)
def test_a_loopback_bind_needs_its_proxy_trusted(environ, refused):
    found = problem(READY | environ)
    assert (found is not None) == refused
    if refused:
        assert found.startswith("BIND is ") and "TRUSTED_PROXIES" in found


@pytest.mark.parametrize(
    ("missing", "words"),
    [
        ("SECRET_KEY", "make serve: SECRET_KEY is not set"),
        ("TRUSTED_PROXIES", "make serve: BIND is 127.0.0.1 (a proxy on this machine) but"),
    ],
)
def test_make_serve_refuses_in_one_plain_line(missing, words):
    environ = {key: value for key, value in PRODUCTION.items() if key != missing}
    done = subprocess.run(
        ["make", "--no-print-directory", "serve"],
        cwd=REPO,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode != 0
    assert words in done.stderr
    assert "Traceback" not in done.stderr and "gunicorn" not in done.stdout


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url: str, seconds: float = 60) -> tuple[int, bytes]:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return answer.status, answer.read()
        except urllib.error.HTTPError as answer:
            return answer.code, answer.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


@pytest.mark.skipif(sys.platform != "linux", reason="gunicorn runs on Linux here")
def test_make_serve_runs_gunicorn_and_answers_health(tmp_path):
    port = free_port()
    environ = {
        **PRODUCTION,
        "PORT": str(port),
        "WEB_CONCURRENCY": "1",
        "DATABASE_URL": os.environ.get("DATABASE_URL") or f"sqlite:///{tmp_path / 'site.sqlite3'}",
        "HOME": str(tmp_path),  # where gunicorn's control socket would go (none is made)
    }
    server = subprocess.Popen(
        ["make", "--no-print-directory", "serve"],
        cwd=REPO,
        env=environ,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        status, body = wait_for(f"http://127.0.0.1:{port}/health/", seconds=120)
        assert (status, body) == (200, b"ok\n")  # over plain HTTP: the probe is not redirected
        with pytest.raises(urllib.error.HTTPError) as redirected:
            # Every other page goes to HTTPS (the redirect is not followed to a port with no TLS).
            opener = urllib.request.build_opener(NoRedirect)
            opener.open(f"http://127.0.0.1:{port}/", timeout=5)
        assert redirected.value.code == 301
    finally:
        os.killpg(server.pid, 15)
        output = server.communicate(timeout=30)[0].decode()
    assert "GET /health/" in output  # the access log is on stdout
    # Threads, so a slow body holds one of them, not a worker (tests/test_slow_bodies.py); no
    # control socket, so a second `make serve` on the machine does not take this one's over.
    assert "Using worker: gthread" in output
    assert not (tmp_path / ".gunicorn").exists() and "Control socket" not in output


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


@pytest.mark.django_db
def test_health_answers_ok_with_no_cookie_and_head_too(client):
    response = client.get(reverse("health"))
    assert response.status_code == 200 and response.content == b"ok\n"
    assert not response.cookies and response["Cache-Control"] == "no-store"
    assert client.head(reverse("health")).status_code == 200


@pytest.mark.django_db
def test_health_says_503_when_the_database_does_not_answer(client):
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("gone")):
        response = client.get(reverse("health"))
    assert response.status_code == 503 and response["Retry-After"] == "10"


@pytest.mark.django_db
def test_pages_answer_503_in_plain_words_while_the_database_is_away():
    client = Client(raise_request_exception=False)
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("gone")):
        response = client.get(reverse("leagues-list"))
    page = response.content.decode()
    assert response.status_code == 503 and response["Retry-After"] == "10"
    assert "Pegboard can't reach its database for a moment. Nothing you saved is lost." in page
    assert "Traceback" not in page


@pytest.mark.django_db
def test_a_fault_that_is_not_the_database_is_still_a_500():
    client = Client(raise_request_exception=False)
    with mock.patch("leagues.views.League.objects.prefetch_related", side_effect=KeyError("x")):
        response = client.get(reverse("leagues-list"))
    assert response.status_code == 500 and "Something went wrong" in response.content.decode()


@pytest.mark.django_db
def test_public_pages_may_be_kept_briefly_by_a_shared_cache_and_personal_ones_not(client):
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=[{"id": s, "name": s} for s in "AB"]
    )
    live = client.get(reverse("scoring-live", args=[game.public_id]))
    assert live["Cache-Control"] == "public, max-age=5"
    assert not live.cookies and "nonce-" not in live["Content-Security-Policy"]
    assert "csrfmiddlewaretoken" not in live.content.decode() and "X-CSRFToken" not in str(
        live.content
    )
    assert client.get(reverse("leagues-list"))["Cache-Control"] == "public, max-age=5"
    scorer = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    assert scorer["Cache-Control"] == "private"  # the scorer's secret page, with a CSRF token
    client.force_login(User.objects.create_user("cap"))
    assert client.get(reverse("leagues-list"))["Cache-Control"] == "private"
    assert client.get(reverse("scoring-live", args=[game.public_id]))["Cache-Control"] == "private"
