"""A night drawn as on a club night, for the tests of its wall and its printed sheets and
files: the organiser draws round 1 through the page, then signs out (tests/clubs/nights.py
makes the club and the night)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
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


def unchanged_poll_answered_304(client, url: str, poll: dict):
    """A poll's first answer (the section alone, with its validator); asked again with that
    validator, a 304 from at most two queries. Both vary on HX-Request: a shared cache must
    not give a poll's section as the page."""
    first = client.get(url, headers=poll)
    assert first.status_code == 200 and "<html" not in first.content.decode()
    with CaptureQueriesContext(connection) as asked:
        again = client.get(url, headers={**poll, "If-None-Match": first["ETag"]})
    assert again.status_code == 304 and len(asked) <= 2
    assert "HX-Request" in first["Vary"] and "HX-Request" in again["Vary"]
    return first
