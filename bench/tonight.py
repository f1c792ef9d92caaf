"""The league night's "tonight" page under its crowd, in-process (`python -m bench.run
tonight`, and in `make bench`): the example league's 40-team size is not needed, a night of
four matches of four games each is; the page afresh after a hand (each poll after a change
renders it once), its poll answered 304 while nothing changed (what most of a crowd's polls
cost), each beside the median of three bare tonight views timed just after it (bench/urls.py: one
SELECT of the night's games, none of the page's Python)."""

import statistics
import uuid

from django.contrib.auth.models import User
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from bench.clubs import timed
from leagues.models import FixtureGame
from leagues.models.fixture_games import start_fixture_game
from tests.leagues.sizes import league_of

HAND = {"dealer": "B", "high": "A", "low": "B", "game": "A"}


def a_night():
    """A season of twenty teams with house rules, four of its fixtures tonight with four games
    each begun; the season and the games."""
    season = league_of(20)
    secretary = User.objects.create_user("bench-tonight")
    with season.changing() as season:
        season.league.secretary = secretary
        season.league.save(update_fields=["secretary"])
        season.house_variant, season.house_options = "heckmondwike", {}
        season.save(update_fields=["house_variant", "house_options"])
    games = []
    for fixture in season.fixtures.filter(cards__isnull=True)[:4]:
        fixture.rearrange(timezone.localdate(), postponed=False)
        for number in range(1, 5):
            games.append(start_fixture_game(fixture, secretary, number, "A & B", "C & D")[0])
    return season, games


def tonight_page(client) -> list[str]:
    season, games = a_night()
    url = reverse("leagues-tonight", args=[season.slug])
    bare = reverse("bench-tonight", args=[season.pk])

    def bare_ms() -> float:
        return statistics.median(timed(lambda: client.get(bare)) for _ in range(3))

    afresh, polled = [], []
    for game in games:
        game.add_hand(HAND, uuid.uuid4())
        afresh.append((timed(lambda: client.get(url, HTTP_HX_REQUEST="true")), bare_ms()))
    etag = client.get(url, HTTP_HX_REQUEST="true")["ETag"]
    for _ in range(15):
        poll = lambda: client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)  # noqa: E731
        polled.append((timed(poll), bare_ms()))
    games[0].add_hand(HAND, uuid.uuid4())
    with CaptureQueriesContext(connection) as afresh_queries:
        size = len(client.get(url, HTTP_HX_REQUEST="true").content)
    with CaptureQueriesContext(connection) as poll_queries:
        client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)
    return [
        _line("tonight page, one more hand", afresh),
        _line("tonight poll, unchanged", polled),
        f"tonight page, 4 matches of 4 games: {len(afresh_queries)} queries afresh,"
        f" {len(poll_queries)} a poll unchanged, {size / 1024:.0f} KB",
    ]


def _line(name: str, samples: list[tuple[float, float]]) -> str:
    ms = statistics.median(sample for sample, _ in samples)
    ratio = statistics.median(sorted(sample / bare for sample, bare in samples))
    bare_ms = statistics.median(bare for _, bare in samples)
    return f"{name + ',':<30} {ms:7.2f} ms   {ratio:6.1f}x bare tonight ({bare_ms:.2f} ms)"


def night_for(tables: list) -> dict:
    """(bench/server.py's child.) The league night's tables' games as tonight's matches of a
    20-team season, four games a match, so the crowd over HTTP (bench/night.py) watches the
    tonight page as the tables' phones save their hands: its address and its bare view's."""
    season = league_of(20, slug="bench-tonight")
    fixtures = list(season.fixtures.filter(cards__isnull=True)[: len(tables) // 4])
    with season.changing():
        for fixture in fixtures:
            fixture.date = timezone.localdate()
            fixture.save(update_fields=["date"])
        FixtureGame.objects.bulk_create(
            FixtureGame(fixture=fixtures[n // 4], number=n % 4 + 1, game=game)
            for n, game in enumerate(tables[: len(fixtures) * 4])
        )
    return {
        "page": reverse("leagues-tonight", args=[season.slug]),
        "bare": reverse("bench-tonight", args=[season.pk]),
    }
