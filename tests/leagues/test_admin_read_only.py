"""What the admin may no longer re-point once the league's results hang on it: a fixture's
teams, season and cup round once it has a card (pointed at another league's team, a
confirmed result left the table); a team's season and division once it has fixtures; a
season's league and a division's season once made. The change form still saves the rest."""

import pytest
from django.urls import reverse

from leagues.models import Division, Fixture, League, Season, Team
from leagues.models.divisions import add_division
from tests.leagues.test_cup_winner import posted

pytestmark = pytest.mark.django_db


def change(admin_client, obj, **given):
    """The object's admin change form posted as the browser would, with `given` typed in."""
    url = reverse(f"admin:leagues_{obj._meta.model_name}_change", args=[obj.pk])
    page = admin_client.get(url)
    assert page.status_code == 200
    answer = admin_client.post(url, posted(page) | {k: str(v) for k, v in given.items()})
    assert answer.status_code == 302, answer.context["adminform"].form.errors
    return page.content.decode()


@pytest.fixture
def elsewhere(league):
    """A season of another league, with a team and a second division of its own."""
    season, _, _ = league
    other = Season.start(season.league.secretary, "Spen League", "2026-27")
    return other, other.add_team("Fox", "", [], []), add_division(other, "Second")


def test_a_fixture_with_a_card_keeps_its_teams_season_and_round(admin_client, league, elsewhere):
    other, fox, _ = elsewhere
    played = Fixture.objects.get(season=league[0], home__code="crown", away__code="swan")
    assert played.cards.filter(status="confirmed").exists()
    page = change(admin_client, played, home=fox.pk, away=fox.pk, season=other.pk, week=9)
    assert 'name="home"' not in page and 'name="season"' not in page
    played.refresh_from_db()
    assert (played.home.code, played.away.code, played.season) == ("crown", "swan", league[0])
    assert played.week == 9  # the rest still changes


def test_a_fixture_without_a_card_may_still_be_corrected(admin_client, league):
    season, unplayed, _ = league  # Swan v Crown, no card yet
    duke = season.add_team("The Duke", "", [], [])
    change(admin_client, unplayed, home=duke.pk)
    unplayed.refresh_from_db()
    assert unplayed.home == duke


def test_a_team_with_fixtures_keeps_its_season_and_division(admin_client, league, elsewhere):
    other, _, second = elsewhere
    swan = league[0].teams.get(code="swan")
    change(admin_client, swan, season=other.pk, division=second.pk, name="The Cygnet")
    swan.refresh_from_db()
    assert (swan.season, swan.division.season, swan.name) == (league[0], league[0], "The Cygnet")


def test_a_team_without_fixtures_may_still_move(admin_client, elsewhere, league):
    other, fox, _ = elsewhere
    change(admin_client, fox, division=other.divisions.get(name="Second").pk)
    assert Team.objects.get(pk=fox.pk).division.name == "Second"


def test_a_season_keeps_its_league_and_a_division_its_season(admin_client, league, elsewhere):
    season = league[0]
    other, _, second = elsewhere
    change(admin_client, season, league=other.league.pk)
    assert Season.objects.get(pk=season.pk).league != other.league
    change(admin_client, second, season=season.pk, name="Second Division")
    second = Division.objects.get(pk=second.pk)
    assert (second.season, second.name) == (other, "Second Division")
    assert League.objects.count() >= 2
