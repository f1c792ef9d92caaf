"""A night drawn as on a club night, for the tests of its wall and its printed sheets and
files: the organiser draws round 1 through the page, then signs out (tests/clubs/nights.py
makes the club and the night)."""

import pytest
from django.urls import reverse

from clubs.models import ClubTable
from tests.clubs.nights import a_club, a_night, people


@pytest.fixture
def users():
    return people()


@pytest.fixture
def night(client, users):
    """Nine present, four-handed: two tables, one sitting out, round 1 drawn."""
    return draw_round(client, a_night(a_club(users["organiser"]), present=9), users["organiser"])


def draw_round(client, night, organiser, number: int = 1):
    client.force_login(organiser)
    url = reverse("clubs-draw-round", args=[night.club.slug, night.pk, number])
    assert client.post(url).status_code == 302
    client.logout()
    return night


def tables_of(night, number: int = 1) -> list[ClubTable]:
    return list(
        ClubTable.objects.filter(round__night=night, round__number=number)
        .select_related("game")
        .order_by("number")
    )


def night_url(name: str, night, *more) -> str:
    return reverse(name, args=[night.club.slug, night.pk, *more])
