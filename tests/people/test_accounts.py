"""A player claimed by an account is that account's one person (people/models/persons.py):
made once however many ask at once, and a second player claimed by the same account is
merged into it, so a player in two leagues and a club is one person with one rating."""

import pytest
from django.contrib.auth.models import User

from people.models import Alias, Person
from people.places import Place, managed_by, may_merge, places_of, register

pytestmark = pytest.mark.django_db


def test_an_account_is_one_person_asked_for_twice():
    user = User.objects.create(username="ana")
    first = Person.objects.of_account(user, "Ana")
    assert Person.objects.of_account(user, "Ana K.") == first
    assert Person.objects.filter(user=user).count() == 1


def test_a_player_claimed_by_an_account_without_a_person_becomes_its_person():
    user = User.objects.create(username="ana")
    player = Person.objects.new("Ana")
    assert player.link_account(user) == player
    player.refresh_from_db()
    assert player.user == user and not Alias.objects.exists()


def test_a_second_player_claimed_by_the_same_account_is_merged_into_its_person():
    user = User.objects.create(username="ana")
    league_player, club_player = Person.objects.new("Ana"), Person.objects.new("Ana K")
    league_player.link_account(user)
    assert club_player.link_account(user) == league_player
    assert club_player.surviving() == league_player
    assert club_player.link_account(user) == league_player  # a second claim changes nothing
    assert Alias.objects.standing().count() == 1


class TwoPlaces:
    def played_at(self, persons):
        return [Place("club", "Monday club", "/clubs/monday/")] if persons else []

    def managed_by(self, user, persons):
        return {person for person in persons if person % 2 == 0}


def test_a_merge_is_for_whoever_runs_where_both_persons_play(monkeypatch):
    monkeypatch.setattr("people.places._REGISTERED", [])
    register(TwoPlaces())
    register(TwoPlaces())  # registered once however often an app is made ready
    organiser, staff = User.objects.create(username="org"), User.objects.create(username="st")
    staff.is_staff = True
    assert places_of({2}) == [Place("club", "Monday club", "/clubs/monday/")]
    assert managed_by(organiser, {1, 2, 4}) == {2, 4}
    assert may_merge(organiser, 2, 4) and not may_merge(organiser, 2, 3)
    assert may_merge(staff, 1, 3)
