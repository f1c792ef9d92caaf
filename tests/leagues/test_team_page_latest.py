"""A team's page shows its latest results and its next fixtures, as the season page does, and
every one of them on request: its cost does not grow with the league."""

import pytest
from django.urls import reverse

from leagues.views import LATEST
from tests.leagues.sizes import league_of

pytestmark = pytest.mark.django_db


def fixture_url(season, fixture) -> str:
    return reverse("leagues-fixture", args=[season.slug, fixture.pk])


def test_a_big_leagues_team_page_shows_the_latest_and_offers_every_one(client):
    season = league_of(12, slug="twelve")  # 22 fixtures a team, the first half played
    team = season.teams.get(code="t0")
    url = reverse("leagues-team", args=[season.slug, team.code])
    theirs = season.fixtures.filter(home=team) | season.fixtures.filter(away=team)

    page = client.get(url).content.decode()
    shown = [f for f in theirs if fixture_url(season, f) in page]
    assert len(shown) == 2 * LATEST
    played = [f for f in theirs.played().order_by("date", "pk")]
    to_come = list(theirs.to_come())
    assert [f for f in shown if f in played] == played[-LATEST:]  # the latest, in order played
    assert [f for f in shown if f in to_come] == to_come[:LATEST]  # the next ones
    assert page.index(fixture_url(season, played[-LATEST])) < page.index(
        fixture_url(season, played[-1])
    )
    assert 'href="?fixtures=all"' in page

    every = client.get(url, {"fixtures": "all"}).content.decode()
    assert all(fixture_url(season, f) in every for f in theirs)
    assert 'href="?fixtures=all"' not in every


def test_a_small_leagues_team_page_shows_everything_without_the_link(client):
    season = league_of(6, slug="six")  # 10 fixtures a team, 5 played
    team = season.teams.get(code="t0")
    page = client.get(reverse("leagues-team", args=[season.slug, team.code])).content.decode()
    theirs = season.fixtures.filter(home=team) | season.fixtures.filter(away=team)
    assert len(theirs) == 10
    assert all(fixture_url(season, f) in page for f in theirs)
    assert 'href="?fixtures=all"' not in page
