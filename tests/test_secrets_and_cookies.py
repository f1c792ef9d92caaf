"""What a stranger could read: no log line carries a scorer's secret (Django's "Not Found"
lines for a wrong guess; gunicorn's access log: the request line and the Referer of every
static file of the page), the language cookie goes only over HTTPS, to the same site, and no
script reads the CSRF cookie."""

import io
import logging
from pathlib import Path
from types import SimpleNamespace

import pytest

from kernel.gunicorn_log import AccessLogWithoutSecrets
from kernel.log_secrets import without_secrets
from scoring.models import Game
from tests.conftest import REPO

SIDES = [{"id": "A", "name": "A", "players": []}, {"id": "B", "name": "B", "players": []}]


@pytest.mark.parametrize(
    ("line", "written"),
    [
        ("GET /g/AbC-12_x/score/s3cr3t-_Zz/ HTTP/1.1", "GET /g/AbC-12_x/score/[secret]/ HTTP/1.1"),
        ("/g/a/score/s/hands/4/delete/?x=1", "/g/a/score/[secret]/hands/4/delete/?x=1"),
        ("https://h/g/a/score/s", "https://h/g/a/score/[secret]"),
        ("Not Found: /g/a/score/%C3%A9/", "Not Found: /g/a/score/[secret]/"),
        ("/g/a/ and /games/new/", "/g/a/ and /games/new/"),  # no secret: as it was
    ],
)
def test_a_scorer_link_is_written_without_its_secret(line, written):
    assert without_secrets(line) == written


@pytest.mark.django_db
def test_a_wrong_guess_is_logged_without_what_was_guessed(client):
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES)
    console = next(h for h in logging.getLogger().handlers if h.get_name() == "console")
    written = io.StringIO()
    stream = console.setStream(written)
    try:
        answer = client.get(f"/g/{game.public_id}/score/a-guess-of-mine/")
    finally:
        console.setStream(stream)
    assert answer.status_code == 404
    assert "Not Found" in written.getvalue() and "a-guess-of-mine" not in written.getvalue()


def test_gunicorn_access_log_atoms_hold_no_secret():
    logger = AccessLogWithoutSecrets(SimpleNamespace(**_GUNICORN_CFG))
    scorer = "/g/abc/score/TOPSECRET/"
    environ = {
        "REQUEST_METHOD": "GET",
        "RAW_URI": scorer,
        "PATH_INFO": scorer,
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_REFERER": "https://pegboard.example" + scorer,
        "QUERY_STRING": "",
    }
    response = SimpleNamespace(status="200 OK", sent=10, headers=[])
    request = SimpleNamespace(headers=[("REFERER", "https://pegboard.example" + scorer)])
    elapsed = SimpleNamespace(seconds=0, microseconds=1)
    atoms = logger.atoms(response, request, environ, elapsed)
    assert not [name for name, value in atoms.items() if "TOPSECRET" in str(value)]
    assert atoms["r"] == "GET /g/abc/score/[secret]/ HTTP/1.1"


_GUNICORN_CFG = {
    "errorlog": "-",
    "loglevel": "info",
    "accesslog": None,
    "syslog": False,
    "capture_output": False,
    "logconfig": None,
    "logconfig_dict": {},
    "logconfig_json": None,
    "user": 0,
    "group": 0,
    "access_log_format": "%(r)s",
    "disable_redirect_access_to_syslog": False,
    "syslog_addr": None,
    "syslog_prefix": None,
    "syslog_facility": "user",
    "dogstatsd_tags": "",
    "statsd_prefix": "",
    "statsd_host": None,
}


def test_the_language_cookie_is_secure_lax_and_not_for_scripts(client):
    answer = client.post("/language/", {"language": "fa", "next": "/"})
    cookie = answer.cookies["django_language"]
    assert cookie.value == "fa"
    assert cookie["secure"] and cookie["httponly"] and cookie["samesite"] == "Lax"


@pytest.mark.django_db
def test_the_csrf_cookie_is_secure_and_not_for_scripts(client):
    cookie = client.get("/games/new/").cookies["csrftoken"]
    assert cookie["secure"] and cookie["httponly"]


def test_no_script_of_ours_reads_a_cookie():
    """The token reaches htmx and the outbox from the page (base.html's hx-headers), so the
    CSRF cookie can be HttpOnly: no script, template or service worker reads a cookie."""
    scripts = [*Path(REPO, "static").rglob("*.js"), *Path(REPO, "templates").rglob("*.*")]
    scripts += [*Path(REPO).glob("*/templates/**/*.*")]
    assert len(scripts) > 20
    assert [path for path in scripts if "document.cookie" in path.read_text()] == []
    assert (
        'hx-headers=\'{"X-CSRFToken": "{{ csrf_token }}"}\''
        in Path(REPO, "templates", "base.html").read_text()
    )


@pytest.mark.django_db
def test_the_page_of_scorers_links_reflects_nothing_the_visitor_chose(client):
    """/games/mine/ is compressed and holds the scorers' secrets: a query put beside them would
    let a page's size guess them (BREACH), so none of it comes back."""
    client.post(
        "/games/new/",
        {"variant": "allfours:trinidad", "side_a": "A", "side_b": "B", "first_dealer": "A"},
    )
    game = Game.objects.get()
    page = client.get("/games/mine/?guess=score/abc", HTTP_ACCEPT_ENCODING="gzip")
    assert page["Content-Encoding"] == "gzip"
    text = client.get("/games/mine/?guess=score/abc").content.decode()
    assert game.secret in text and "guess" not in text and "abc" not in text
