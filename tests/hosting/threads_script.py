"""Run inside `manage.py shell` against the database a threaded gunicorn serves (see
test_threaded_server.py): set up a game and a season with its secretary, or say what the
database holds, computed afresh, as JSON."""

import io
import json

from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.contrib.auth.models import User
from django.core.management import call_command

from leagues.models import Season
from scoring.models import Game
from scoring.rules import score_record
from tests.conftest import EXAMPLES
from tests.doors import set_league

PASSWORD = "threads-test-pw"


def setup() -> None:
    """A game the threads save hands to (a target no hand reaches), and the example season,
    run by a secretary who can sign in on the server (hashed as the server hashes)."""
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}],
        options={"target": 10_000},
        first_dealer="A",
    )
    call_command(
        "importleague", str(EXAMPLES / "leagues" / "three-pubs.json"), stdout=io.StringIO()
    )
    season = Season.objects.get()
    secretary = User.objects.create(
        username="secretary", password=PBKDF2PasswordHasher().encode(PASSWORD, "threads-salt")
    )
    set_league(season.league, secretary=secretary)
    teams = list(season.teams.values_list("code", flat=True))
    print(
        json.dumps({"game": [game.public_id, game.secret], "season": season.slug, "teams": teams})
    )


def afresh(public_id: str, slug: str) -> None:
    """The engine's score of the game's stored hands, and the season's table, both computed
    from the database now (nothing kept: a process of its own)."""
    game = Game.objects.get(public_id=public_id)
    record = game.record()
    table = Season.objects.get(slug=slug).table()
    print(
        json.dumps(
            {
                "hands": len(record["hands"]),
                "scores": score_record(record).scores,
                "table": [[row.team, row.league_points] for row in table.rows],
            }
        )
    )
