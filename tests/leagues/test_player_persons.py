"""Every league player is a person (issue 52), by one rule however the player is made: an
account's player is the account's person; else the same player in the league's earlier
season is the same person; else a new person. A player linked to an account later becomes
the account's person (or theirs is merged into it)."""

import pytest
from django.contrib.auth.models import User

from kernel.doors import DoorClosed
from leagues.models import Player, PlayerRequest, Season
from leagues.models.next_season import start_next_season
from leagues.models.team_changes import change_team
from people.models import Alias, Person

pytestmark = pytest.mark.django_db


@pytest.fixture
def secretary():
    return User.objects.create_user("sec", password="pegboard-test-pw")


def season_with_team(secretary, league="Calder League", name="2026"):
    season = Season.start(secretary, league, name)
    season.add_team("Swan", "The Swan", [], ["Ann", "Bob"])
    return season


def test_each_new_player_is_a_new_person(secretary):
    season = season_with_team(secretary)
    ann, bob = season.teams.get().players.order_by("name")
    assert ann.person.name == "Ann" and bob.person.name == "Bob"
    assert ann.person != bob.person


def test_a_player_with_an_account_is_the_accounts_person_in_every_league(secretary):
    user = User.objects.create_user("pat")
    first, second = season_with_team(secretary), season_with_team(secretary, "Other League")
    made = []
    for season in (first, second):
        with season.changing():
            made.append(Player.objects.create(team=season.teams.get(), name="Pat", user=user))
    assert made[0].person == made[1].person == Person.objects.get(user=user)


def test_the_same_player_next_season_is_the_same_person(secretary):
    season = season_with_team(secretary)
    following, _ = start_next_season(season, secretary, "2027")
    before = dict(season.teams.get().players.values_list("name", "person"))
    after = dict(following.teams.get().players.values_list("name", "person"))
    assert after == before


def test_a_player_added_again_to_the_team_next_season_is_found_by_name(secretary):
    season = season_with_team(secretary)
    ann = season.teams.get().players.get(name="Ann")
    following, _ = start_next_season(season, secretary, "2027")
    team = following.teams.get()
    change_team(team, "Swan", "The Swan", [], {}, ["ANN ", "Cy"], by=secretary)
    assert following.teams.get().players.get(name="Ann").person == ann.person
    cy = following.teams.get().players.get(name="Cy")
    assert cy.person not in {ann.person, None}


def test_the_same_name_in_another_league_is_another_person(secretary):
    first, second = season_with_team(secretary), season_with_team(secretary, "Other League")
    persons = [season.teams.get().players.get(name="Ann").person for season in (first, second)]
    assert persons[0] != persons[1]


def test_an_approved_request_makes_a_person(secretary):
    season = season_with_team(secretary)
    team = season.teams.get()
    with season.changing():
        request = PlayerRequest.objects.create(team=team, name="Dee")
    assert request.answer(True)
    assert team.players.get(name="Dee").person.name == "Dee"


def test_a_player_linked_to_an_account_later_becomes_the_accounts_person(secretary):
    user = User.objects.create_user("ann")
    season = season_with_team(secretary)
    ann = season.teams.get().players.get(name="Ann")
    elsewhere = Person.objects.of_account(user, "Ann K")  # the account plays elsewhere already
    ann.user = user
    with season.changing():
        ann.save()
    ann.refresh_from_db()
    assert ann.person == elsewhere
    assert Alias.objects.standing().filter(into=elsewhere).count() == 1


def test_a_player_refused_outside_the_door_leaves_no_person_made(secretary):
    season = season_with_team(secretary)
    made = Person.objects.count()
    with pytest.raises(DoorClosed):
        Player.objects.create(team=season.teams.get(), name="Eve")
    with pytest.raises(DoorClosed):
        Player.objects.bulk_create([Player(team=season.teams.get(), name="Fay")])
    assert Person.objects.count() == made
