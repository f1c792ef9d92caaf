"""Run inside `manage.py shell` against a database of the test's own (see test_backup.py):
fill it with a site, keep writing hands, or print every page a visitor reads, as JSON."""

import contextlib
import json
import os
import re
import sys
import time
import uuid
from pathlib import Path

from django.core.management import call_command
from django.test import Client

from leagues.models import Fixture, Season
from scoring.models import Game
from scoring.rules import RecordError, unwrap_example
from scoring.rules.limits import LARGEST_OPTION, MOST_HANDS
from tests.doors import game_door

DATA = Path(__file__).resolve().parents[1] / "data"
TOKENS = re.compile(r'("X-CSRFToken": "|name="csrfmiddlewaretoken" value=")[^"]+')


def fill() -> None:
    """The demo game, a game of every example, and the example league."""
    call_command("demo", stdout=sys.stderr)
    for path in sorted((DATA / "games").glob("*.json")):
        with contextlib.suppress(RecordError):  # the examples of refused records
            Game.from_record(unwrap_example(json.loads(path.read_text())))
    call_command("importleague", str(DATA / "leagues" / "three-pubs.json"), stdout=sys.stderr)
    long_game()  # the game the writer adds to


def long_game() -> Game:
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": s, "name": s} for s in "AB"],
        options={"target": LARGEST_OPTION},
        first_dealer="A",
    )
    with game_door(game):  # (its hands are then added through its change path)
        game.audit.create(action="import")
    return game


def write(seconds: float) -> None:
    """Add hands to the last game for a while, as a busy scorer would (in a new game once one
    holds the most hands a game may)."""
    game = Game.objects.order_by("pk").last()
    stop, n = time.monotonic() + seconds, 0
    while time.monotonic() < stop:
        if game.hands.count() >= MOST_HANDS:
            game = long_game()
        dealer = "AB"[game.hands.count() % 2]
        game.add_hand(
            {"dealer": dealer, "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
        )
        n += 1
    print(n)


def pages() -> None:
    """Every game's live page, every league table and history page, as a visitor sees them."""
    client = Client()
    paths = [f"/g/{game.public_id}/" for game in Game.objects.order_by("pk")]
    for season in Season.objects.all():
        paths += [f"/leagues/{season.slug}/", f"/leagues/{season.slug}/table.csv"]
        paths += [f"/leagues/{season.slug}/teams/{team.code}/" for team in season.teams.all()]
        paths += [
            f"/leagues/{season.slug}/fixtures/{f.pk}/"
            for f in Fixture.objects.filter(season=season)
        ]
    answers = {}
    for path in paths:
        response = client.get(path)
        answers[path] = [response.status_code, TOKENS.sub(r"\1", response.content.decode())]
    print(json.dumps(answers))


def adjust_and_read(reason: str) -> None:
    """On a server whose master has the process id every other had (as in a container): a
    team of the first season given a point for `reason`, then the season's page as an
    anonymous visitor reads it (kept for the machine's other workers)."""
    os.getppid = lambda: 4242
    season = Season.objects.order_by("pk").first()
    season.adjust(season.teams.order_by("pk").first().code, 1, reason)
    print(Client().get(f"/leagues/{season.slug}/").content.decode())
