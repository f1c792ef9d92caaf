"""The refusals of moving a fixture (leagues/move_views.py), posted as the captains and the
secretary would, for tests/leagues/test_league_refusals.py's walk: the dates asked for, an
answer to a request, and a move asked once the match is played."""

import datetime

from django.urls import reverse
from django.utils import timezone

from leagues.models import CardLine, FixtureMove
from tests.doors import through_its_door
from tests.leagues.cards import SLUG
from tests.leagues.refusal_cases import Case, played

TODAY = timezone.localdate()


def day(days: int) -> str:
    return (TODAY + datetime.timedelta(days=days)).isoformat()


def move_page(season, fixture) -> str:
    return reverse("leagues-move-fixture", args=[SLUG, fixture.pk])


def answer_page(season, fixture) -> str:
    move = fixture.moves.get()
    return reverse("leagues-answer-move", args=[SLUG, fixture.pk, move.pk])


@through_its_door
def on_a_date(season, fixture) -> None:
    fixture.date = TODAY + datetime.timedelta(days=10)
    fixture.save(update_fields=["date"])


def asked(season, fixture) -> None:
    on_a_date(season, fixture)
    season.set_move_approval(True)
    FixtureMove.ask(fixture, fixture.home.captains.first(), [TODAY + datetime.timedelta(days=12)])


def agreed(season, fixture) -> None:
    asked(season, fixture)
    fixture.moves.get().accept(fixture.away.captains.first(), TODAY + datetime.timedelta(days=12))


def card_in(season, fixture) -> None:
    played(season, fixture)
    lines = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]
    fixture.send_card(fixture.home.captains.first(), lines)


MOVE_CASES = [
    Case("home_captain", move_page, {}, on_a_date),
    Case("home_captain", move_page, {"first": day(-1)}, on_a_date),
    Case("home_captain", move_page, {"first": day(10)}, on_a_date),
    Case("home_captain", move_page, {"first": day(12), "second": day(12)}, on_a_date),
    Case("away_captain", move_page, {"first": day(14)}, agreed),
    Case("away_captain", answer_page, {"answer": "accept", "date": day(30)}, asked),
    Case("away_captain", answer_page, {"answer": "accept", "date": "x"}, asked),
    Case("away_captain", answer_page, {"answer": ""}, asked),
    Case("away_captain", move_page, {"first": day(14)}, card_in),
]
