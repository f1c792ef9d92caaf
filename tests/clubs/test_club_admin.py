"""The clubs' admin writes through the club's door (clubs/admin.py): a change or a delete
made there counts the club's version, as every change to what its pages show does."""

import pytest
from django.urls import reverse

from clubs.models import Club, ClubPlayer
from tests.clubs.personas import a_club, a_night, people

pytestmark = pytest.mark.django_db


def version(club) -> int:
    return Club.objects.get(pk=club.pk).version


def test_the_admin_changes_and_deletes_a_clubs_rows_through_its_door(client):
    everyone = people()
    club = a_club(everyone)
    client.force_login(everyone["admin"])
    ann = club.players.get(name="Ann")
    before = version(club)
    change = reverse("admin:clubs_clubplayer_change", args=[ann.pk])
    response = client.post(change, {"club": club.pk, "name": "Anna", "walk_in": ""})
    assert response.status_code == 302 and ClubPlayer.objects.get(pk=ann.pk).name == "Anna"
    assert version(club) > before  # (the form and its relations: each through the door)
    night = a_night(club, everyone)
    before = version(club)
    client.post(reverse("admin:clubs_night_delete", args=[night.pk]), {"post": "yes"})
    assert not club.nights.exists() and version(club) > before


def test_the_admin_starts_a_club_with_no_door_yet(client):
    everyone = people()
    client.force_login(everyone["admin"])
    response = client.post(
        reverse("admin:clubs_club_add"),
        {
            "name": "Admin's club",
            "slug": "admins-club",
            "organisers": [everyone["organiser"].pk],
            "variant": "bela:croatian",
            "options": "{}",
            "format": "individual",
            "order": "[]",
            "season_rule": "all",
        },
    )
    assert response.status_code == 302
    assert Club.objects.get(slug="admins-club").is_run_by(everyone["organiser"])
