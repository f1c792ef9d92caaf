"""More than one node, on PostgreSQL (CI's second run): two gunicorn servers on one database
with a phone's requests alternating between them agree on every answer, page, session and
hand; with PostgreSQL stopped under a running server, /health/ and pages answer 503 in plain
words, and once it is back the next requests all succeed with nothing lost; pg_dump and
pg_restore carry the whole site over."""

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.contrib.auth.models import User
from django.db import connection

from leagues.models import Fixture, Season
from scoring.models import Game
from tests.conftest import REPO, import_example_league
from tests.leagues.test_cards import CARD
from tests.scoring_helpers import POSTED

pytestmark = pytest.mark.django_db(transaction=True)
BIN = os.path.dirname(sys.executable)


def postgresql_only():
    if connection.vendor != "postgresql":
        pytest.skip("more than one node is tested on PostgreSQL (CI's second run)")


def database_url() -> str:
    settings = connection.settings_dict
    return f"postgres://{settings['USER']}@{settings['HOST']}:{settings['PORT']}/{settings['NAME']}"


class Server:
    """gunicorn serving this checkout on a port of its own, on the test database."""

    def __init__(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        environ = {
            "PATH": os.environ["PATH"],
            "DATABASE_URL": database_url(),
            "SECRET_KEY": "two-nodes-" + "x" * 50,  # the same on every node
            "ALLOWED_HOSTS": "127.0.0.1",
            "SECURE_SSL_REDIRECT": "0",
            "LOG_LEVEL": "WARNING",
        }
        self.process = subprocess.Popen(
            [
                f"{BIN}/gunicorn",
                "config.wsgi:application",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                "2",
                "--timeout",
                "30",
                "--no-control-socket",  # two servers on one machine, as `make serve` runs
            ],
            cwd=REPO,
            env=environ,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.url = f"http://127.0.0.1:{self.port}"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


class Phone:
    """One phone: its own cookies (kept by hand: the production cookies are marked Secure,
    which urllib would hold back over the test's plain HTTP), each request sent to the next
    server in turn."""

    def __init__(self, servers):
        self.servers, self.turn, self.cookies = servers, 0, {}

    def request(self, path, data=None, follow=True):
        server = self.servers[self.turn % len(self.servers)]
        self.turn += 1
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if data is not None:
            headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
            body = urllib.parse.urlencode(data, doseq=True).encode()
        request = urllib.request.Request(server.url + path, data=body, headers=headers)
        opener = urllib.request.build_opener(NoRedirect)
        try:
            answer = opener.open(request, timeout=30)
            status, text, location = answer.status, answer.read().decode(), None
            answer_headers = answer.headers
        except urllib.error.HTTPError as error:
            status, text, answer_headers = error.code, error.read().decode(), error.headers
            location = error.headers.get("Location")
        for cookie in answer_headers.get_all("Set-Cookie") or []:
            name, _, rest = cookie.partition("=")
            self.cookies[name] = rest.split(";")[0]
        if location and follow:
            return self.request(urllib.parse.urlparse(location).path)
        return status, text, location


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def wait_until_up(servers):
    for server in servers:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(server.url + "/health/", timeout=5)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)


@pytest.fixture
def two_servers():
    postgresql_only()
    # As `make serve` does before it starts gunicorn: production serves collected files.
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "--verbosity", "0"],
        cwd=REPO,
        check=True,
        env={"PATH": os.environ["PATH"], "SECRET_KEY": "x" * 50},
    )
    servers = [Server(), Server()]
    try:
        wait_until_up(servers)
        yield servers
    finally:
        for server in servers:
            server.stop()


def hand(dealer: str) -> dict:
    """A plain Trinidad hand as the form posts it, with a client id of its own."""
    return {**POSTED, "dealer": dealer, "client_id": str(uuid.uuid4())}


def totals(page: str) -> list[str]:
    return re.findall(r'<td class="score">(\d+)</td>', page)


def test_two_servers_on_one_database_agree_on_everything(two_servers):
    phone = Phone(two_servers)
    phone.request("/games/new/?variant=allfours:trinidad")  # the CSRF cookie, from server 1
    status, page, _ = phone.request(  # started on server 2
        "/games/new/",
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "side_b": "Crown",
            "first_dealer": "A",
            "target": "30",
        },
    )
    game = Game.objects.get()
    scorer = f"/g/{game.public_id}/score/{game.secret}/"
    for n, dealer in enumerate("ABAB"):
        status, page, _ = phone.request(scorer + "hands/", hand(dealer))
        assert status == 200 and f"Hand {n + 1} saved" in page
    pages = [phone.request(scorer)[1] for _ in two_servers]
    assert totals(pages[0]) == totals(pages[1]) == ["8", "4"]
    last = game.hands.last().client_id
    status, page, _ = phone.request(scorer + "undo/", {"hand": str(last)})
    assert "Hand 4 undone." in page
    status, page, _ = phone.request(scorer + "undo/", {"hand": str(last)})  # the other server
    assert "Hand 4 was already undone." in page and game.hands.count() == 3
    assert totals(phone.request(f"/g/{game.public_id}/")[1]) == ["6", "3"]
    # My games: the session is in the database, so both servers know this phone's game.
    for _ in two_servers:
        assert "Red Lion v Crown" in phone.request("/games/mine/")[1]

    # Sign in on one server, send in a card there, and confirm it from the other captain's
    # phone going through both.
    import_example_league()
    season = Season.objects.get()
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    for name, team in (("home", fixture.home), ("away", fixture.away)):
        # Hashed as the servers hash (the tests' own settings use a fast hasher they lack).
        password = PBKDF2PasswordHasher().encode("pegboard-test-pw", "two-nodes-salt")
        team.captains.add(User.objects.create(username=name, password=password))
    captains = {name: Phone(two_servers) for name in ("home", "away")}
    for name, captain in captains.items():
        captain.request("/accounts/login/")
        status, page, _ = captain.request(
            "/accounts/login/", {"username": name, "password": "pegboard-test-pw"}
        )
        assert "Sign out" in page
        assert "Sign out" in captain.request("/leagues/")[1]  # the other server: still in
    fixture_path = f"/leagues/{season.slug}/fixtures/{fixture.pk}/"
    status, page, _ = captains["home"].request(fixture_path + "card/", CARD)
    assert "(awaiting the other captain)" in page
    status, page, _ = captains["away"].request(fixture_path + "cards/1/confirm/", {})
    assert "(Confirmed)" in page
    for _ in two_servers:
        assert "(Confirmed)" in captains["home"].request(fixture_path)[1]


@pytest.fixture
def cluster():
    postgresql_only()
    start, stop = os.environ.get("PEGBOARD_PG_START"), os.environ.get("PEGBOARD_PG_STOP")
    if not (start and stop):
        if os.environ.get("CI"):
            raise AssertionError("CI must say how to stop and start PostgreSQL (.ci/run)")
        pytest.skip("set PEGBOARD_PG_START and PEGBOARD_PG_STOP to test a database outage")
    return start, stop


def test_while_postgresql_is_down_pages_say_503_and_then_all_is_well(cluster, two_servers):
    start, stop = cluster
    phone = Phone(two_servers[:1])
    phone.request("/games/new/?variant=allfours:trinidad")
    phone.request(
        "/games/new/",
        {"variant": "allfours:trinidad", "side_a": "Us", "side_b": "Them", "first_dealer": "A"},
    )
    game = Game.objects.get()
    scorer = f"/g/{game.public_id}/score/{game.secret}/"
    assert phone.request(scorer + "hands/", hand("A"))[0] == 200
    connection.close()
    subprocess.run(["bash", "-c", stop], check=True, capture_output=True)
    try:
        status, page, _ = phone.request("/health/")
        assert status == 503
        status, page, _ = phone.request(scorer)
        assert status == 503 and "Nothing you saved is lost." in page
        waiting = hand("B")
        assert phone.request(scorer + "hands/", waiting)[0] == 503  # the outbox keeps it
    finally:
        subprocess.run(["bash", "-c", start], check=True, capture_output=True)
    statuses = [phone.request(path)[0] for path in ("/health/", scorer, "/leagues/", scorer)]
    assert statuses == [200, 200, 200, 200]
    assert phone.request(scorer + "hands/", waiting)[0] == 200  # the outbox, sending again
    assert game.hands.count() == 2


@pytest.mark.skipif(not shutil.which("pg_dump"), reason="pg_dump is not installed")
def test_pg_dump_and_pg_restore_carry_the_site_over(tmp_path):
    postgresql_only()
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=[{"id": s, "name": s} for s in "AB"]
    )
    game.add_hand(
        {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
    )
    dump = tmp_path / "pegboard.dump"
    subprocess.run(["pg_dump", "--format=custom", f"--file={dump}", database_url()], check=True)
    copy = f"{connection.settings_dict['NAME']}_restored"
    with connection.cursor() as cursor:
        cursor.execute(f'DROP DATABASE IF EXISTS "{copy}"')
        cursor.execute(f'CREATE DATABASE "{copy}"')
    try:
        copy_url = database_url().rsplit("/", 1)[0] + "/" + copy
        subprocess.run(["pg_restore", "--no-owner", "--dbname", copy_url, str(dump)], check=True)
        counted = subprocess.run(
            ["psql", copy_url, "-tAc", "SELECT count(*) FROM scoring_hand"],
            check=True,
            capture_output=True,
            text=True,
        )
        assert counted.stdout.strip() == "1"
    finally:
        with connection.cursor() as cursor:
            cursor.execute(f'DROP DATABASE IF EXISTS "{copy}"')
