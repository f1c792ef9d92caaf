"""A team's code mended under a drawn cup (Team.carry_codes): the cup's draws name the teams
by code, so the change is carried into them, through the season's door, whether the admin
changes it on the team's own form or among the season's teams; the bracket page, the
standings file and the league's history read the same cup afterwards. A team in play (a
fixture, a cup's draw) is not moved to another season: the admin's form says why."""

import io
import json

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from leagues.models import Cup, Division, Season
from tests.doors import new_season
from tests.leagues.cards import SLUG
from tests.leagues.cups import WON, drawn_cup, the_final
from tests.leagues.test_cup_winner import posted

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client):
    client.force_login(User.objects.create_superuser("admin", password="pegboard-test-pw"))
    return client


def standings() -> dict:
    out = io.StringIO()
    call_command("standings", SLUG, "--format", "json", stdout=out)
    return json.loads(out.getvalue())


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


def test_a_code_changed_on_the_teams_admin_form_is_carried_into_the_draw(league, admin_client):
    season, _, people = league
    cup, tie = drawn_cup(season, people)  # Swan v Crown, the Bull's bye
    tie.send_card(people["secretary"], WON)
    swan = season.teams.get(code="swan")
    path = reverse("admin:leagues_team_change", args=[swan.pk])
    before = version(season)
    data = posted(admin_client.get(path)) | {"code": "cygnet"}
    assert admin_client.post(path, data).status_code == 302
    assert version(season) > before  # through the door
    first = cup.rounds.get(number=1)
    assert "cygnet" in first.entrants() and "swan" not in first.entrants()
    page = admin_client.get(reverse("leagues-cup", args=[SLUG, cup.pk]))
    assert page.status_code == 200 and "The Swan" in page.content.decode()
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    played = [tie for tie in bracket.rounds[0].ties if tie.away is not None]
    assert [tie.winner.code for tie in played] == ["cygnet"]  # its card still reads
    (printed,) = standings()["cups"]
    ties = printed["rounds"][0]["ties"]
    assert {"bull", "crown", "cygnet"} == {t[side] for t in ties for side in ("home", "away")} - {
        None
    }
    assert [t["winner"] for t in ties] == ["bull", "cygnet"] or [t["winner"] for t in ties] == [
        "cygnet",
        "bull",
    ]
    secretary = people["secretary"]
    assert Cup.objects.get(pk=cup.pk).draw_next(secretary, 1, 1, None).changed  # goes on


def test_a_code_changed_among_the_seasons_teams_keeps_the_cups_winner(league, admin_client):
    season, _, people = league
    cup, final = the_final(season, people)
    final.send_card(people["secretary"], WON)
    path = reverse("admin:leagues_season_change", args=[season.pk])
    data = posted(admin_client.get(path))
    (field,) = [name for name, value in data.items() if name.endswith("-code") and value == "swan"]
    assert admin_client.post(path, data | {field: "cygnet"}).status_code == 302
    assert cup.rounds.get().draw in ([["cygnet", "crown"]], [["crown", "cygnet"]])
    assert standings()["cups"][0]["winner"] == "cygnet"
    history = admin_client.get(reverse("leagues-history", args=[season.league.slug]))
    assert history.status_code == 200 and "The Swan" in history.content.decode()
    assert Cup.objects.get(pk=cup.pk).winner.code == "cygnet"


def test_a_team_saved_with_its_code_unchanged_leaves_the_draw_alone(league):
    season, _, people = league
    cup, _ = drawn_cup(season, people)
    drawn = cup.rounds.get().draw
    team = season.teams.get(code="bull")
    team.name = "The Black Bull, renamed"
    with season.changing():
        team.save()  # the code unchanged: the draw untouched
    assert cup.rounds.get().draw == drawn


def test_a_team_in_a_cups_draw_is_not_moved_to_another_season(league, admin_client):
    season, _, people = league
    cup, _ = drawn_cup(season, people)  # the Bull has a bye: no fixture of the cup
    with season.changing():
        season.fixtures.in_league().filter(home__code="bull").delete()
        season.fixtures.in_league().filter(away__code="bull").delete()
    other = new_season(season.league, name="2027-28", slug="next")
    bull = season.teams.get(code="bull")
    path = reverse("admin:leagues_team_change", args=[bull.pk])
    with other.changing():
        division = Division.objects.first_of(other.pk)
    data = posted(admin_client.get(path)) | {"season": str(other.pk), "division": str(division.pk)}
    page = admin_client.post(path, data)
    assert page.status_code == 200  # the form again, with its reason
    assert "plays in its season&#x27;s fixtures or cups" in page.content.decode()
    assert season.teams.filter(code="bull").exists()
    assert Cup.objects.get(pk=cup.pk).bracket().rounds[0].ties  # the bracket reads
    with season.changing():
        cup.rounds.get().delete()  # the draw undone: the Bull plays nowhere now
    assert not season.teams.get(code="bull").plays_in(season.pk)
