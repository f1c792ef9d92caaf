"""The no-show house rule (issue 53, leagues/models/no_shows.py): a walkover that comes to
count takes the league's no-show points from the team that did not turn up, on the ledger by
the house rule, once however it is sent; a walkover corrected into games withdraws it."""

import datetime

import pytest
from django.urls import reverse

from leagues.models import Adjustment
from tests.leagues.cards import SLUG
from tests.leagues.deadline_clock import LINES, MATCH_NIGHT, confirmed_by_runs, deadlines, remind


def no_shows() -> list[tuple[str, int, datetime.date, object]]:
    return [
        (entry.team.code, entry.points, entry.on, entry.by)
        for entry in Adjustment.objects.filter(house_rule="no_show")
    ]


@pytest.mark.django_db
def test_the_secretarys_walkover_costs_the_absent_team_once_and_a_correction_undoes_it(
    league, clock, client
):
    season, fixture, people = league
    deadlines(season, no_show=3)
    secretary = people["secretary"]
    fixture.send_card(secretary, [], walkover_to="home")
    fixture.send_card(secretary, [], walkover_to="home")  # sent twice: kept once
    assert no_shows() == [("crown", -3, MATCH_NIGHT, None)]
    table = client.get(reverse("leagues-season", args=[SLUG])).text
    row = table[table.index("The Crown") :]
    assert "−3</span>: <bdi>no-show</bdi>, 1 Oct" in row[: row.index("</td>")]
    fixture.send_card(secretary, [], walkover_to="away", replaces=1)  # the other way round
    assert no_shows() == [("swan", -3, MATCH_NIGHT, None)]
    fixture.send_card(secretary, LINES, replaces=2)  # they played after all
    assert no_shows() == []
    assert Adjustment.ledger.filter(house_rule="no_show").count() == 2  # kept, withdrawn


@pytest.mark.django_db
def test_a_captains_walkover_costs_points_only_once_it_is_confirmed(league, clock):
    season, fixture, people = league
    deadlines(season, no_show=2)
    fixture.send_card(people["away_captain"], [], walkover_to="away")
    assert no_shows() == []  # awaiting the Swan's answer: it does not count yet
    fixture.cards.get().confirm(people["home_captain"])
    assert no_shows() == [("swan", -2, MATCH_NIGHT, None)]


@pytest.mark.django_db
def test_a_walkover_confirmed_at_the_deadline_costs_the_absent_team(league, clock):
    season, fixture, people = league
    deadlines(season, hours=72, no_show=2)
    fixture.send_card(people["home_captain"], [], walkover_to="home")
    clock[0] += datetime.timedelta(hours=73)
    assert confirmed_by_runs(remind()) == 1
    assert no_shows() == [("crown", -2, MATCH_NIGHT, None)]


@pytest.mark.django_db
def test_a_league_without_the_rule_writes_no_penalty_for_a_walkover(league, clock):
    season, fixture, people = league
    deadlines(season)
    fixture.send_card(people["secretary"], [], walkover_to="home")
    assert fixture.cards.get().walkover_to.code == "swan"
    assert not Adjustment.ledger.exists()
