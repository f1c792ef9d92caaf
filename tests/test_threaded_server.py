"""Under real threads: gunicorn as `make serve` starts it, with two gthread workers of 8
threads each, on this run's database (SQLite or PostgreSQL). Eight phones save 50 hands to
one game at once while spectators read it (each worker's threads share its kept score, and
catch up on the hands the other worker saved), and the secretary changes a season while visitors
read its page; nothing answers 5xx, and what the pages show is what the database holds,
computed afresh in a process of its own."""

import json
import os
import re
import subprocess
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest
from django.db import connection

from tests.conftest import REPO
from tests.scoring_helpers import POSTED
from tests.test_hosting import free_port, wait_for

pytestmark = pytest.mark.django_db(transaction=True)  # the server must see what is written
BIN = os.path.dirname(sys.executable)
THREADS, HANDS = 8, 50
HTMX = {"HX-Request": "true", "HX-Target": "entry"}
OUTBOX = {"HX-Request": "true", "X-Pegboard-Outbox": "1"}
GTHREAD = ["--workers", "2", "--threads", str(THREADS), "--timeout", "30", "--no-control-socket"]


def environment(tmp_path) -> dict:
    """The server's environment, on this run's test database (SQLite: a file of its own)."""
    if connection.vendor == "postgresql":
        settings = connection.settings_dict
        database = (
            f"postgres://{settings['USER']}@{settings['HOST']}:{settings['PORT']}/"
            f"{settings['NAME']}"
        )
    else:
        database = f"sqlite:///{tmp_path / 'site.sqlite3'}"
    return {
        "PATH": os.environ["PATH"],
        "DATABASE_URL": database,
        "SECRET_KEY": "threads-test-" + "x" * 50,
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "LOG_LEVEL": "WARNING",
    }


def manage(environ: dict, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=REPO,
        env=environ,
        capture_output=True,
        text=True,
        check=True,
        timeout=180,
    )
    return done.stdout


def script(environ: dict, call: str) -> dict:
    code = f"from tests.hosting import threads_script as s; s.{call}"
    return json.loads(manage(environ, "shell", "-v", "0", "-c", code))


@pytest.fixture
def site(tmp_path):
    """The server's URL, the game and season it serves, and its environment."""
    environ = environment(tmp_path)
    if connection.vendor != "postgresql":  # (the test database is migrated already)
        manage(environ, "migrate", "--noinput")
    manage(environ, "collectstatic", "--noinput", "--verbosity", "0")  # as `make serve` does
    facts = script(environ, "setup()")
    port = free_port()
    log = tmp_path / "gunicorn.log"
    with log.open("w") as output:
        server = subprocess.Popen(
            [f"{BIN}/gunicorn", "config.wsgi:application", "--bind", f"127.0.0.1:{port}", *GTHREAD],
            cwd=REPO,
            env=environ,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for(url + "/health/")
        yield url, facts, environ
    finally:
        server.terminate()
        server.wait(timeout=30)
        print(log.read_text())  # shown when the test fails


class Phone:
    """One phone: its own cookies, kept by hand (the production cookies are marked Secure,
    which urllib would hold back over the test's plain HTTP)."""

    def __init__(self, url: str):
        self.url, self.cookies = url, {}

    def send(self, path: str, data: dict | None = None, headers: dict | None = None):
        headers = {
            **(headers or {}),
            "Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()),
        }
        body = None
        if data is not None:
            headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
            body = urllib.parse.urlencode(data).encode()
        request = urllib.request.Request(self.url + path, data=body, headers=headers)
        try:
            answer = urllib.request.build_opener(NoRedirect).open(request, timeout=30)
        except urllib.error.HTTPError as error:
            answer = error
        for cookie in answer.headers.get_all("Set-Cookie") or []:
            name, _, rest = cookie.partition("=")
            self.cookies[name] = rest.split(";")[0]
        return answer.status, answer.read().decode()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def at_once(*jobs) -> list[str]:
    """Run each job on a thread of its own; the failures, as words."""
    failures = []

    def run(job):
        try:
            job()
        except Exception as error:  # every failure is reported
            failures.append(repr(error))

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return failures


def totals(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'<td class="score">(\d+)</td>', page)]


def test_fifty_hands_saved_at_once_by_eight_phones_are_all_kept_and_counted(site):
    url, facts, environ = site
    public_id, secret = facts["game"]
    scorer, live = f"/g/{public_id}/score/{secret}/", f"/g/{public_id}/"
    barrier, saving = threading.Barrier(THREADS), threading.Event()
    saving.set()

    def phone(first: int):
        phone = Phone(url)
        assert phone.send(scorer)[0] == 200  # the CSRF cookie
        barrier.wait()
        for n in range(first, HANDS, THREADS):
            body = {**POSTED, "client_id": str(uuid.uuid4())}
            status, answer = phone.send(scorer + "hands/", body, OUTBOX if n % 2 else HTMX)
            assert status == 200, (status, answer[:300])
            if n % 2:
                assert json.loads(answer)["changed"] is True

    def spectator():
        spectator = Phone(url)
        while saving.is_set():
            status, page = spectator.send(live)
            assert status == 200, (status, page[:300])
            mine, theirs = totals(page)
            assert mine == 2 * theirs  # every hand: 2 to Red Lion, 1 to Crown; never torn

    def phones():
        try:
            assert not at_once(*(lambda n=n: phone(n) for n in range(THREADS)))
        finally:
            saving.clear()

    failures = at_once(phones, spectator, spectator)
    assert not failures, failures
    stored = script(environ, f"afresh({public_id!r}, {facts['season']!r})")
    assert stored["hands"] == HANDS and stored["scores"] == {"A": 2 * HANDS, "B": HANDS}
    reader = Phone(url)
    pages = [reader.send(path)[1] for path in (scorer, live, scorer + "?hands=all", live)]
    for page in pages:
        assert totals(page) == [stored["scores"]["A"], stored["scores"]["B"]]
    assert pages[2].count('class="hand"') == HANDS


def table(page: str, slug: str) -> list[list]:
    teams = re.findall(rf'<td class="team"><a href="/leagues/{slug}/teams/([^/"]+)/"', page)
    points = [int(n) for n in re.findall(r"<td><strong>(-?\d+)</strong></td>", page)]
    return [list(row) for row in zip(teams, points, strict=True)]


def test_a_season_changed_while_it_is_read_shows_the_table_as_it_is(site):
    url, facts, environ = site
    slug, teams = facts["season"], facts["teams"]
    secretary = Phone(url)
    secretary.send("/accounts/login/")
    status, _ = secretary.send(
        "/accounts/login/", {"username": "secretary", "password": "threads-test-pw"}
    )
    assert status == 302
    before = table(secretary.send(f"/leagues/{slug}/")[1], slug)
    writing = threading.Event()
    writing.set()

    def adjust():
        try:
            for n in range(24):
                body = {"team": teams[n % len(teams)], "points": n % 7 - 3, "reason": f"n{n}"}
                status, page = secretary.send(f"/leagues/{slug}/manage/adjustments/", body)
                assert status == 302, (status, page[:300])
        finally:
            writing.clear()

    def visitor():
        visitor = Phone(url)
        while writing.is_set():
            status, page = visitor.send(f"/leagues/{slug}/")
            assert status == 200, (status, page[:300])
            assert len(table(page, slug)) == len(teams)

    failures = at_once(adjust, *[visitor] * (THREADS - 1))
    assert not failures, failures
    afresh = script(environ, f"afresh({facts['game'][0]!r}, {slug!r})")["table"]
    assert table(Phone(url).send(f"/leagues/{slug}/")[1], slug) == afresh
    # Every adjustment counted (24 of them, -3 to +3, adding up to -6), on the page as afresh.
    assert sum(points for _, points in afresh) == sum(points for _, points in before) - 6
