"""A person's leagues, as the person page lists them (people/places.py), and who may merge a
league's persons: its secretary, for those who play in it, and no one else."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Season
from people.places import Place, managed_by, may_merge, places_of

pytestmark = pytest.mark.django_db


def test_a_person_plays_in_the_leagues_of_their_players_and_its_secretary_may_merge():
    secretary, other = User.objects.create_user("sec"), User.objects.create_user("other")
    calder = Season.start(secretary, "Calder League", "2026")
    calder.add_team("Swan", "", [], ["Ann", "Bob"])
    elsewhere = Season.start(other, "Other League", "2026")
    elsewhere.add_team("Crown", "", [], ["Ann"])
    ann, bob = calder.teams.get().players.order_by("name")
    ann_elsewhere = elsewhere.teams.get().players.get()
    assert places_of([ann.person_id]) == [
        Place("league", "Calder League", reverse("leagues-history", args=[calder.league.slug]))
    ]
    both = [ann.person_id, ann_elsewhere.person_id]
    assert [place.name for place in places_of(both)] == ["Calder League", "Other League"]
    assert managed_by(secretary, both) == {ann.person_id}
    assert may_merge(secretary, bob.person_id, ann.person_id)
    assert not may_merge(secretary, ann_elsewhere.person_id, ann.person_id)
    assert not may_merge(other, bob.person_id, ann.person_id)
