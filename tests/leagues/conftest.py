import pytest
from django.utils import timezone

from leagues.models import CardGame, Fixture, MatchCard, Team
from leagues.rules import double_round_robin
from tests.doors import new_season
from tests.leagues.cards import league_with_everyone
from tests.leagues.deadline_clock import MATCH_NIGHT, at


@pytest.fixture
def big_season(db):
    """20 teams, 380 fixtures, every one with a confirmed card."""
    season = new_season("Big League", name="big", slug="big")
    with season.changing():
        teams = {
            code: Team.objects.create(season=season, code=code, name=code.title())
            for code in [f"team{i:02}" for i in range(20)]
        }
        Fixture.objects.bulk_create(
            Fixture(season=season, home=teams[f.home], away=teams[f.away], week=f.week)
            for f in double_round_robin(list(teams))
        )
        cards = MatchCard.objects.bulk_create(
            MatchCard(fixture=f, version=1, status="confirmed")
            for f in Fixture.objects.filter(season=season)
        )
        CardGame.objects.bulk_create(
            CardGame(card=card, number=n, home_score=home, away_score=away)
            for card in cards
            for n, (home, away) in enumerate([(15, 3), (15, 4), (2, 15), (15, 9)], start=1)
        )
    return season


@pytest.fixture
def league(db):
    """Swan v Crown of the example league, with every persona (tests/leagues/cards.py)."""
    return league_with_everyone()


@pytest.fixture
def clock(monkeypatch):
    """The site's clock, moved on by the test: every `timezone.now()` (a card's time sent, the
    `remind` run's hour, a page's today) reads it."""
    moment = [at(MATCH_NIGHT, 22)]
    monkeypatch.setattr(timezone, "now", lambda: moment[0])
    return moment
