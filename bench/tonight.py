"""The league night's "tonight" page under its crowd, in-process (`python -m bench.run
tonight`, and in `make bench`): the example league's 40-team size is not needed, a night of
four matches of four games each is; the page afresh after a hand (each poll after a change
renders it once), its poll answered 304 while nothing changed (what most of a crowd's polls
cost), each beside the bare SELECT view timed just after it (bench/urls.py)."""

import statistics
import uuid

from django.contrib.auth.models import User
from django.urls import reverse
from django.utils import timezone

from bench.clubs import timed
from leagues.models.fixture_games import start_fixture_game
from tests.leagues.sizes import league_of

HAND = {"dealer": "B", "high": "A", "low": "B", "game": "A"}


def a_night():
    """A season of eight teams with house rules, four of its fixtures tonight with four games
    each begun; the page's address and the games."""
    season = league_of(8)
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
    return reverse("leagues-tonight", args=[season.slug]), games


def tonight_page(client) -> list[str]:
    url, games = a_night()
    bare = "/bench/select/"

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
    return [_line("tonight page, one more hand", afresh), _line("tonight poll, unchanged", polled)]


def _line(name: str, samples: list[tuple[float, float]]) -> str:
    ms = statistics.median(sample for sample, _ in samples)
    ratio = statistics.median(sorted(sample / bare for sample, bare in samples))
    bare_ms = statistics.median(bare for _, bare in samples)
    return f"{name + ',':<30} {ms:7.2f} ms   {ratio:6.1f}x bare select ({bare_ms:.2f} ms)"
