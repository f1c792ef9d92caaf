"""The league's exports (the standings command, the table and results downloads) for a season
that has been through every card path: imported and re-imported cards, a card sent with
players and confirmed, one disputed then corrected, one awaiting an answer, a walkover. The
expected files were written by the code before cards became rows (issue 12), so this test
says the move changed nothing anyone downloads. Set REWRITE_EXPORTS=1 to write them again
after a deliberate change."""

import datetime
import io
import json
import os
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from leagues.importing import import_league
from leagues.models import Fixture, Player
from leagues.rules.league_file import read_league_file
from tests.conftest import EXAMPLES, import_example_league
from tests.doors import set_league
from tests.leagues.cards import games_posted

pytestmark = pytest.mark.django_db
EXPECTED = Path(__file__).parent.parent / "data" / "exports"


def _card(scores, players=None, replaces=0):
    data = {"replaces": replaces, **games_posted(len(scores))}
    for n, (home, away) in enumerate(scores, start=1):
        data[f"game-{n}-home_score"], data[f"game-{n}-away_score"] = home, away
    for n, (home_pair, away_pair) in enumerate(players or [], start=1):
        data[f"game-{n}-home_players"], data[f"game-{n}-away_players"] = home_pair, away_pair
    return data


def _season_through_every_card_path(client):
    season = import_example_league()
    # The secretary re-imports with one game of the first match corrected: a new version.
    league = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
    league["matches"][0]["games"][1] = [15, 9]
    import_league(read_league_file(league))
    teams = {team.code: team for team in season.teams.all()}
    captains = {}
    for code, team in teams.items():
        captains[code] = User.objects.create_user(f"captain-{code}")
        team.captains.add(captains[code])
        with season.changing():
            Player.objects.bulk_create(Player(team=team, name=f"{code} {n}") for n in range(1, 9))
    secretary = User.objects.create_user("secretary")
    set_league(season.league, secretary=secretary)
    with season.changing():
        for home, away, day in [("bull", "swan", 8), ("crown", "bull", 15)]:
            Fixture.objects.create(
                season=season,
                home=teams[home],
                away=teams[away],
                date=datetime.date(2026, 10, day),
            )

    def fixture(home, away):
        return season.fixtures.get(home__code=home, away__code=away)

    def send(who, fixture, data):
        client.force_login(who)
        url = reverse("leagues-enter-card", args=[season.slug, fixture.pk])
        assert client.post(url, data).status_code == 302

    def answer(who, fixture, what, version, data=None):
        client.force_login(who)
        url = reverse(f"leagues-{what}-card", args=[season.slug, fixture.pk, version])
        assert client.post(url, data or {}).status_code == 302

    def pairs(code):
        ids = list(teams[code].players.order_by("pk").values_list("pk", flat=True))
        return [ids[n : n + 2] for n in range(0, 8, 2)]

    # Swan v Crown: sent by Swan with every pair, confirmed by Crown.
    swan_crown = fixture("swan", "crown")
    lineup = list(zip(pairs("swan"), pairs("crown"), strict=True))
    send(captains["swan"], swan_crown, _card([[15, 9], [15, 3], [14, 15], [15, 12]], lineup))
    answer(captains["crown"], swan_crown, "confirm", 1)
    # Bull v Swan: disputed, corrected by Bull, then confirmed by Swan.
    bull_swan = fixture("bull", "swan")
    send(captains["bull"], bull_swan, _card([[15, 10], [10, 15], [15, 1], [2, 15]]))
    answer(captains["swan"], bull_swan, "dispute", 1, {"reason": "game 3 was 15-11"})
    send(captains["bull"], bull_swan, _card([[15, 10], [10, 15], [15, 11], [2, 15]], replaces=1))
    answer(captains["swan"], bull_swan, "confirm", 2)
    # Crown v Bull: sent, awaiting Bull's answer.
    send(captains["crown"], fixture("crown", "bull"), _card([[15, 0], [15, 1], [15, 2], [15, 3]]))
    # A team that joined late and did not turn up: a walkover, settled by the secretary.
    with season.changing():
        lamb = season.teams.create(code="lamb", name="The Lamb")
        walkover = Fixture.objects.create(
            season=season, home=teams["swan"], away=lamb, date=datetime.date(2026, 11, 5)
        )
    send(secretary, walkover, {"walkover_to": "home", "replaces": 0, **games_posted()})
    return season


def _exports(client, season) -> dict[str, str]:
    out = io.StringIO()
    call_command("standings", season.slug, "--format", "json", stdout=out)
    client.logout()
    downloads = {
        name: client.get(reverse(f"leagues-{name.replace('.', '-')}", args=[season.slug]))
        for name in ("table.csv", "results.csv")
    }
    return {
        "standings.json": _persons_unnamed(out.getvalue()),
        **{name: response.content.decode() for name, response in downloads.items()},
    }


def test_the_exports_are_what_they_were_before_cards_became_rows(client):
    season = _season_through_every_card_path(client)
    exports = _exports(client, season)
    if os.environ.get("REWRITE_EXPORTS"):
        EXPECTED.mkdir(exist_ok=True)
        for name, text in exports.items():
            (EXPECTED / name).write_text(text, encoding="utf-8", newline="")
    for name, text in exports.items():
        assert text == (EXPECTED / name).read_text(encoding="utf-8", newline=""), name


def _persons_unnamed(standings: str) -> str:
    """The standings with each rated player's person said only to be there: a person's pk is
    the database's (PostgreSQL's sequences run on across tests), the rest of the file is not."""
    payload = json.loads(standings)
    for row in payload.get("ratings", []):
        assert isinstance(row["person"], int)
        row["person"] = "a person's pk"
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"
