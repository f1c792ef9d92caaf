"""The browser tests' live server answers on connections of its own, never on the test
thread's: on SQLite's in-memory test database Django shares the test thread's one connection
with every thread of the server, and two threads' statements on one sqlite3 connection mix up
(a scorer's page once answered 500 in CI: IndexError in apply_converters). tests/settings.py
puts the SQLite test database in a file; PostgreSQL always had a connection per thread."""

import threading
import time
import urllib.error
import urllib.request

import pytest
from django.core.signals import request_started
from django.db import connections

from scoring.models import Game

pytestmark = pytest.mark.django_db(transaction=True)  # the server must see what is written
SIDES = [{"id": "A", "name": "Us"}, {"id": "B", "name": "Them"}]


@pytest.fixture
def server(django_db_setup, live_server):
    """The live server as the browser tests meet it: started once the test database is set up
    (started before, it is never handed the test thread's connection, and these tests would
    prove nothing run alone)."""
    return live_server


def test_the_server_answers_on_a_connection_of_its_own(server):
    mine, seen = connections["default"], []

    def remember(**kwargs):
        seen.append(connections["default"])

    request_started.connect(remember)
    try:
        with urllib.request.urlopen(f"{server.url}/") as answer:
            assert answer.status == 200
    finally:
        request_started.disconnect(remember)
    assert seen and all(each is not mine for each in seen)


def test_pages_answered_while_the_test_thread_queries_never_fail(server):
    """Three phones reload their scorer's pages while the test reads the games: on one shared
    connection some of these answered 500 (or 404) in every run of a few seconds."""
    games = [
        Game.objects.create(game="bela", variant="klaberjass", sides=SIDES, first_dealer="A")
        for _ in range(3)
    ]
    answers, until = [], time.monotonic() + 3

    def phone(url):
        while time.monotonic() < until:
            try:
                with urllib.request.urlopen(url) as answer:
                    answers.append(answer.status)
            except urllib.error.HTTPError as error:
                answers.append(error.code)

    urls = [f"{server.url}/g/{game.public_id}/score/{game.secret}/" for game in games]
    phones = [threading.Thread(target=phone, args=(url,)) for url in urls]
    for each in phones:
        each.start()
    while time.monotonic() < until:
        for game in games:
            assert Game.objects.get(pk=game.pk).hands.count() == 0
    for each in phones:
        each.join()
    assert answers and set(answers) == {200}
