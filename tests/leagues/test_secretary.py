"""The secretary sets up a season, its teams and fixtures; nobody else can."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Adjustment, Fixture, Invitation, League, Season, Team

pytestmark = pytest.mark.django_db
SEASON = {
    "league": "Spen Valley League",
    "season": "2026-27",
    "target": 15,
    "games_per_match": 4,
    "game_win_points": 2,
    "aggregate_points": 2,
    "aggregate_tie": "split",
    "breaker_1": "games_won",
    "breaker_2": "points_difference",
    "breaker_3": "points_for",
    "breaker_4": "head_to_head",
}
SLUG = "spen-valley-league-2026-27"


@pytest.fixture
def people():
    return {
        name: User.objects.create_user(name, password="pegboard-test-pw")
        for name in ("secretary", "home_captain", "away_captain", "player", "outsider")
    }


@pytest.fixture
def season(client, people):
    client.force_login(people["secretary"])
    client.post(reverse("leagues-new-season"), SEASON)
    season = Season.objects.get(slug=SLUG)
    for name, venue in (
        ("Crown A", "The Crown"),
        ("Crown B", "The Crown"),
        ("Swan", "The Swan"),
        ("Bull", ""),
    ):
        client.post(
            reverse("leagues-add-team", args=[SLUG]),
            {"name": name, "venue": venue, "captains": "", "players": "Ann, Bob"},
        )
    home, away = season.teams.get(code="crown-a"), season.teams.get(code="swan")
    home.captains.add(people["home_captain"])
    away.captains.add(people["away_captain"])
    client.logout()
    return season


def test_the_creator_of_a_league_is_its_secretary(client, people):
    client.force_login(people["secretary"])
    response = client.post(reverse("leagues-new-season"), SEASON)
    assert response.status_code == 302 and response.url == reverse("leagues-manage", args=[SLUG])
    assert League.objects.get().secretary == people["secretary"]
    client.force_login(people["outsider"])
    page = client.post(
        reverse("leagues-new-season"), {**SEASON, "season": "2027-28"}
    ).content.decode()
    assert "has a secretary already" in page and Season.objects.count() == 1


def test_teams_venues_players_and_fixtures(client, people, season):
    client.force_login(people["secretary"])
    assert season.teams.count() == 4 and Team.objects.get(code="crown-b").venue.name == "The Crown"
    assert season.teams.get(code="swan").players.count() == 2
    client.post(
        reverse("leagues-generate-fixtures", args=[SLUG]), {"start": "2026-09-01", "weekday": "3"}
    )
    fixtures = list(season.fixtures.select_related("home__venue"))
    assert len(fixtures) == 12 and {f.date.weekday() for f in fixtures} == {3}
    for week in {f.week for f in fixtures}:
        homes = [f.home.venue.name for f in fixtures if f.week == week and f.home.venue]
        assert len(homes) == len(set(homes))  # the two Crown teams are never both at home


def test_postpone_rearrange_and_adjust(client, people, season):
    client.force_login(people["secretary"])
    client.post(
        reverse("leagues-generate-fixtures", args=[SLUG]), {"start": "2026-09-01", "weekday": "3"}
    )
    fixture = season.fixtures.first()
    client.post(reverse("leagues-rearrange", args=[SLUG, fixture.pk]), {"postponed": "on"})
    fixture.refresh_from_db()
    assert fixture.postponed and fixture.status == Fixture.Status.POSTPONED
    client.post(reverse("leagues-rearrange", args=[SLUG, fixture.pk]), {"date": "2026-12-03"})
    fixture.refresh_from_db()
    assert fixture.date == datetime.date(2026, 12, 3) and not fixture.postponed
    client.post(
        reverse("leagues-add-adjustment", args=[SLUG]),
        {"team": "bull", "points": "-2", "reason": "late card"},
    )
    assert Adjustment.objects.get().reason == "late card"
    page = client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    assert "late card" in page


WRITES = [
    ("leagues-add-team", {"name": "Duke", "venue": "", "captains": "", "players": ""}),
    ("leagues-generate-fixtures", {"start": "2026-09-01", "weekday": "3"}),
    ("leagues-add-adjustment", {"team": "bull", "points": "3", "reason": "award"}),
]


@pytest.mark.parametrize(("url_name", "data"), WRITES)
@pytest.mark.parametrize("who", ["home_captain", "away_captain", "player", "outsider", "anonymous"])
def test_only_the_secretary_sets_up_the_season(client, people, season, url_name, data, who):
    before = (Team.objects.count(), Fixture.objects.count(), Adjustment.objects.count())
    if who != "anonymous":
        client.force_login(people[who])
    response = client.post(reverse(url_name, args=[SLUG]), data)
    assert response.status_code == (302 if who == "anonymous" else 403)
    assert (Team.objects.count(), Fixture.objects.count(), Adjustment.objects.count()) == before
    assert client.get(reverse("leagues-manage", args=[SLUG])).status_code in (302, 403)


def test_fixtures_are_not_regenerated_once_cards_are_in(client, people, season):
    client.force_login(people["secretary"])
    client.post(
        reverse("leagues-generate-fixtures", args=[SLUG]), {"start": "2026-09-01", "weekday": "3"}
    )
    season.fixtures.first().record_from_league_file([(15, 1)] * 4)
    response = client.post(
        reverse("leagues-generate-fixtures", args=[SLUG]), {"start": "2026-09-01", "weekday": "3"}
    )
    assert response.status_code == 403 and season.fixtures.count() == 12


@pytest.mark.parametrize("who", ["home_captain", "away_captain", "player", "outsider", "anonymous"])
def test_only_the_secretary_rearranges_a_fixture(client, people, season, who):
    client.force_login(people["secretary"])
    assert client.get(reverse("leagues-manage", args=[SLUG])).status_code == 200
    client.post(
        reverse("leagues-generate-fixtures", args=[SLUG]), {"start": "2026-09-01", "weekday": "3"}
    )
    client.logout()
    fixture = season.fixtures.first()
    if who != "anonymous":
        client.force_login(people[who])
    response = client.post(
        reverse("leagues-rearrange", args=[SLUG, fixture.pk]), {"postponed": "on"}
    )
    assert response.status_code == (302 if who == "anonymous" else 403)
    fixture.refresh_from_db()
    assert not fixture.postponed


@pytest.mark.parametrize(
    "who", ["secretary", "home_captain", "away_captain", "player", "outsider", "anonymous"]
)
def test_only_the_secretary_asks_a_captain(client, people, season, who):
    """Asked, not made: the captaincy waits for the user's yes (test_captaincy_offers.py)."""
    if who != "anonymous":
        client.force_login(people[who])
    response = client.post(
        reverse("leagues-add-captain", args=[SLUG, "bull"]), {"username": "player"}
    )
    assert response.status_code == {"secretary": 302, "anonymous": 302}.get(who, 403)
    bull = season.teams.get(code="bull")
    assert not bull.captains.filter(username="player").exists()
    assert Invitation.objects.filter(team=bull, user__username="player").exists() == (
        who == "secretary"
    )


def test_adding_an_unknown_captain_says_so(client, people, season):
    client.force_login(people["secretary"])
    page = client.post(
        reverse("leagues-add-captain", args=[SLUG, "bull"]), {"username": "nobody"}
    ).content.decode()
    assert "Nobody has signed up with that username." in page


def test_anyone_may_sign_up_and_an_anonymous_visitor_cannot_start_a_season(client, db):
    assert (
        client.post(reverse("leagues-new-season"), SEASON).status_code == 302
        and not Season.objects.exists()
    )
    response = client.post(
        reverse("signup"),
        {
            "username": "newcaptain",
            "password1": "a-Long-pass-7391",
            "password2": "a-Long-pass-7391",
        },
    )
    assert response.status_code == 302 and User.objects.filter(username="newcaptain").exists()
    assert client.post(reverse("leagues-new-season"), SEASON).status_code == 302
    assert League.objects.get().secretary.username == "newcaptain"


def test_what_the_season_refuses_comes_back_on_the_manage_page(client, people, season):
    client.force_login(people["secretary"])
    data = {"name": "swan", "venue": "", "captains": "", "players": ""}
    taken = client.post(reverse("leagues-add-team", args=[SLUG]), data)
    assert taken.status_code == 400
    assert "There is a team of that name already." in taken.content.decode()
    assert season.teams.count() == 4
    client.post(reverse("leagues-new-season"), {**SEASON, "season": "2027-28"})
    empty = Season.objects.get(slug="spen-valley-league-2027-28")
    start = {"start": "2027-09-01", "weekday": "3"}
    refused = client.post(reverse("leagues-generate-fixtures", args=[empty.slug]), start)
    assert refused.status_code == 400
    assert "Add at least two teams first." in refused.content.decode()
    assert not empty.fixtures.exists()
